// GET /v1/organisations/{organisationId}/payment-organisation: the billing identity, or no row.
MATCH (:Organisation {id: $organisationId})-[:HAS_PAYMENT_IDENTITY]->(po:PaymentOrganisation)
RETURN po {.id, .organisation_id, .legal_name, .siret, .billing_email, .billing_address_json,
           .payment_provider, .payment_customer_id, .billing_status, .created_at, .updated_at}
         AS payment_organisation
