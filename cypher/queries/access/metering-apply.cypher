// Second statement of a metered call's write transaction, run only when the call is admitted: adds the
// cost to the locked month and day counters and to the calling key's counter. A key's counter belongs
// to one billing period (a calendar month); a charge after the period ended starts the next one.
MATCH (month:UsageCounter {key: $monthKey})
MATCH (day:UsageCounter {key: $dayKey})
SET month.credits_used = month.credits_used + $cost,
    month.overage_credits = month.overage_credits + $overageCredits,
    month.overage_micro_eur = month.overage_micro_eur + $overageMicroEur,
    month.requests = month.requests + 1,
    month.updated_at = datetime()
SET day.credits_used = day.credits_used + $cost,
    day.requests = day.requests + 1,
    day.updated_at = datetime()
WITH month
UNWIND CASE WHEN $apiKeyId IS NULL THEN [] ELSE [$apiKeyId] END AS apiKeyId
MERGE (key:ApiKeyCredits {api_key_id: apiKeyId})
  ON CREATE SET key.organisation_id = $organisationId, key.credits_used = 0,
                key.period_start = datetime($monthStart), key.period_end = datetime($monthEnd),
                key.created_at = datetime()
SET key.touched_at = datetime()
WITH key, key.period_end <= datetime($now) AS elapsed
SET key.credits_used = CASE WHEN elapsed THEN $cost ELSE key.credits_used + $cost END,
    key.period_start = CASE WHEN elapsed THEN datetime($monthStart) ELSE key.period_start END,
    key.period_end = CASE WHEN elapsed THEN datetime($monthEnd) ELSE key.period_end END,
    key.updated_at = datetime()
RETURN toString(key.period_start) AS key_period_start
