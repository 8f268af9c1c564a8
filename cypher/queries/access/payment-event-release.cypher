// Undoes a claim whose event could not be applied, so the provider's next delivery applies it.
MATCH (e:PaymentEvent {id: $id})
DELETE e
