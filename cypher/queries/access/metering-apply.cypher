// Second statement of a metering write transaction, run when some of its calls are admitted: adds their
// summed cost, overage and request count to the locked month and day counters, and each calling key's
// cost to its counter ($keys: [{apiKeyId, cost}]). A key's counter belongs to one billing period (a
// calendar month); a charge after the period ended starts the next one. Returns each key's period.
MATCH (month:UsageCounter {key: $monthKey})
MATCH (day:UsageCounter {key: $dayKey})
SET month.credits_used = month.credits_used + $cost,
    month.overage_credits = month.overage_credits + $overageCredits,
    month.overage_micro_eur = month.overage_micro_eur + $overageMicroEur,
    month.requests = month.requests + $requests,
    month.updated_at = datetime()
SET day.credits_used = day.credits_used + $cost,
    day.requests = day.requests + $requests,
    day.updated_at = datetime()
WITH month
UNWIND $keys AS charged
MERGE (key:ApiKeyCredits {api_key_id: charged.apiKeyId})
  ON CREATE SET key.organisation_id = $organisationId, key.credits_used = 0,
                key.period_start = datetime($monthStart), key.period_end = datetime($monthEnd),
                key.created_at = datetime()
SET key.touched_at = datetime()
WITH key, charged, key.period_end <= datetime($now) AS elapsed
SET key.credits_used = CASE WHEN elapsed THEN charged.cost ELSE key.credits_used + charged.cost END,
    key.period_start = CASE WHEN elapsed THEN datetime($monthStart) ELSE key.period_start END,
    key.period_end = CASE WHEN elapsed THEN datetime($monthEnd) ELSE key.period_end END,
    key.updated_at = datetime()
RETURN key.api_key_id AS api_key_id, toString(key.period_start) AS key_period_start
