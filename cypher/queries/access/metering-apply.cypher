// Second statement of a metering transaction (src/access/metering/meter.ts), on the counters metering-lock holds:
//  - adds what was used since the last one (calls decided here, a lease's calls, refunds: $cost may be
//    negative) to the month and day counters, the overage computed on the locked values, and each key's
//    cost to its counter ($keys: [{apiKeyId, cost}]). A key's counter belongs to one billing period (a
//    calendar month); a charge after its period ended starts the next one.
//  - replaces this process's lease on the organisation's period ($lease: {credits, requests} or null;
//    expires_at is when other processes stop counting it if this one never comes back);
//  - removes the organisation's leases that lapsed (their holders stopped: what they admitted unsettled is
//    not charged, see docs/architecture.md "Metering").
MATCH (month:UsageCounter {key: $monthKey})
MATCH (day:UsageCounter {key: $dayKey})
SET month.credits_used = month.credits_used + $cost,
    month.overage_credits = month.overage_credits + $overageCredits,
    month.overage_micro_eur = month.overage_micro_eur + $overageMicroEur,
    month.requests = month.requests + $requests,
    month.refunded_credits = coalesce(month.refunded_credits, 0) + $refunded,
    month.updated_at = datetime()
SET day.credits_used = day.credits_used + $cost,
    day.requests = day.requests + $requests,
    day.updated_at = datetime()
WITH month
CALL (month) {
  UNWIND $keys AS charged
  MERGE (key:ApiKeyCredits {api_key_id: charged.apiKeyId})
    ON CREATE SET key.organisation_id = $organisationId, key.credits_used = 0,
                  key.period_start = datetime($monthStart), key.period_end = datetime($monthEnd),
                  key.created_at = datetime()
  WITH key, charged, key.period_end <= datetime($now) AS elapsed
  WITH key, elapsed, CASE WHEN elapsed THEN 0 ELSE key.credits_used END + charged.cost AS used
  SET key.credits_used = CASE WHEN used < 0 THEN 0 ELSE used END,
      key.period_start = CASE WHEN elapsed THEN datetime($monthStart) ELSE key.period_start END,
      key.period_end = CASE WHEN elapsed THEN datetime($monthEnd) ELSE key.period_end END,
      key.updated_at = datetime()
}
CALL (month) {
  OPTIONAL MATCH (own:MeteringLease {id: $leaseId})
  WITH own WHERE own IS NOT NULL AND $lease IS NULL
  DELETE own
}
CALL (month) {
  WITH month WHERE $lease IS NOT NULL
  MERGE (lease:MeteringLease {id: $leaseId})
  SET lease.holder = $holder, lease.organisation_id = $organisationId,
      lease.month_key = $monthKey, lease.day_key = $dayKey,
      lease.credits = $lease.credits, lease.requests = $lease.requests,
      lease.granted_at = datetime($now), lease.expires_at = datetime($leaseExpiresAt)
}
CALL (month) {
  MATCH (lapsed:MeteringLease {month_key: $monthKey}) WHERE lapsed.expires_at <= datetime($now)
  DELETE lapsed
}
RETURN month.credits_used AS month_credits_used
