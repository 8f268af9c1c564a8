// Payment providers' webhook events applied (src/access/payments.ts): one node per event id, so a
// redelivered event is recognised and never starts a plan twice.
CREATE CONSTRAINT payment_event_id IF NOT EXISTS FOR (e:PaymentEvent) REQUIRE e.id IS UNIQUE;
