// GET /v1/credits: the organisation's current plan (discovery when none), this month's and today's
// counters, and, for an API-key caller, the key's own counter.
OPTIONAL MATCH (:Organisation {id: $organisationId})-[:HAS_PLAN]->(op:OrganisationPlan)-[:OF_PLAN]->(current:Plan)
WHERE op.ended_at IS NULL
WITH current ORDER BY op.started_at DESC LIMIT 1
MATCH (discovery:Plan {code: 'discovery'})
WITH coalesce(current, discovery) AS plan
OPTIONAL MATCH (payment:PaymentOrganisation {organisation_id: $organisationId})
OPTIONAL MATCH (month:UsageCounter {key: $monthKey})
OPTIONAL MATCH (day:UsageCounter {key: $dayKey})
OPTIONAL MATCH (key:ApiKeyCredits {api_key_id: $apiKeyId})
RETURN plan.code AS plan_code,
       plan.price_monthly_eur AS price_monthly_eur,
       plan.monthly_credits AS monthly_credits,
       plan.daily_request_limit AS daily_request_limit,
       plan.overage_policy AS overage_policy,
       plan.overage_eur_per_credit AS overage_eur_per_credit,
       payment.billing_status AS billing_status,
       coalesce(month.credits_used, 0) AS month_credits_used,
       coalesce(month.overage_credits, 0) AS overage_credits,
       coalesce(month.overage_micro_eur, 0) AS overage_micro_eur,
       coalesce(day.requests, 0) AS day_requests,
       CASE WHEN key IS NULL OR key.period_end <= datetime($now) THEN 0 ELSE key.credits_used END
         AS key_credits_used
