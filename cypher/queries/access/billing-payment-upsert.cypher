// PUT and PATCH /v1/organisations/{organisationId}/payment-organisation: creates the billing identity
// on first call, then sets only the fields given ($fields holds the writable fields the route accepted:
// all four for PUT, the ones present for PATCH). payment_provider, payment_customer_id and
// billing_status are never written here: the payment provider's checkout sets them.
MATCH (o:Organisation {id: $organisationId})
// MERGE on the unique organisation_id: concurrent first calls meet on one node.
MERGE (po:PaymentOrganisation {organisation_id: o.id})
  ON CREATE SET po.id = $id, po.created_at = datetime()
MERGE (o)-[:HAS_PAYMENT_IDENTITY]->(po)
SET po += $fields, po.updated_at = datetime()
RETURN po {.id, .organisation_id, .legal_name, .siret, .billing_email, .billing_address_json,
           .payment_provider, .payment_customer_id, .billing_status, .created_at, .updated_at}
         AS payment_organisation
