// First statement of every metering transaction (src/access/metering/meter.ts): the organisation's current plan
// (discovery when none), its billing status, its month and day counters (created on first use), and
// what other API processes' live leases reserve of them ($holder is this process).
// Touching each counter before reading it takes its write lock first, so the values returned are the
// latest committed ones and no concurrent transaction can change them until this one ends.
// The organisation's node is written first: its write lock serialises the organisation's metering
// transactions, so counters are created (MERGE) by one transaction at a time; concurrent first calls would
// otherwise deadlock on the unique-constraint index entries. Then month, day (and keys in metering-apply).
OPTIONAL MATCH (organisation:Organisation {id: $organisationId})
SET organisation.metered_at = datetime()
WITH organisation
OPTIONAL MATCH (organisation)-[:HAS_PLAN]->(op:OrganisationPlan)-[:OF_PLAN]->(current:Plan)
WHERE op.ended_at IS NULL
WITH current ORDER BY op.started_at DESC LIMIT 1
MATCH (discovery:Plan {code: 'discovery'})
WITH coalesce(current, discovery) AS plan
OPTIONAL MATCH (payment:PaymentOrganisation {organisation_id: $organisationId})
MERGE (month:UsageCounter {key: $monthKey})
  ON CREATE SET month.organisation_id = $organisationId, month.period = 'month',
                month.period_start = datetime($monthStart), month.period_end = datetime($monthEnd),
                month.credits_used = 0, month.overage_credits = 0, month.overage_micro_eur = 0,
                month.requests = 0, month.created_at = datetime()
SET month.touched_at = datetime()
MERGE (day:UsageCounter {key: $dayKey})
  ON CREATE SET day.organisation_id = $organisationId, day.period = 'day',
                day.period_start = datetime($dayStart), day.period_end = datetime($dayEnd),
                day.credits_used = 0, day.requests = 0, day.created_at = datetime()
SET day.touched_at = datetime()
WITH plan, payment, month, day
OPTIONAL MATCH (lease:MeteringLease {month_key: $monthKey})
WHERE lease.holder <> $holder AND lease.expires_at > datetime($now)
WITH plan, payment, month, day,
     sum(lease.credits) AS leased_credits,
     sum(CASE WHEN lease.day_key = $dayKey THEN lease.requests ELSE 0 END) AS leased_requests
RETURN plan.code AS plan_code,
       plan.price_monthly_eur AS price_monthly_eur,
       plan.monthly_credits AS monthly_credits,
       plan.daily_request_limit AS daily_request_limit,
       plan.overage_policy AS overage_policy,
       plan.overage_eur_per_credit AS overage_eur_per_credit,
       plan.route_access AS route_access,
       payment.billing_status AS billing_status,
       month.credits_used AS month_credits_used,
       day.requests AS day_requests,
       leased_credits,
       leased_requests
