// A payment provider's webhook event, claimed before it is applied: `fresh` is true for the delivery that
// created the node ($token is random per delivery), so a redelivered event (providers retry, sometimes
// concurrently) never starts a plan twice.
MERGE (e:PaymentEvent {id: $id})
ON CREATE SET e.type = $type, e.session_id = $sessionId, e.received_at = datetime(), e.claim = $token
RETURN e.claim = $token AS fresh
