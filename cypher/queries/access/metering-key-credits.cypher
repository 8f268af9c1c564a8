// credits_remaining of API keys (spec 2.2): the plan's monthly credits less what the key spent in its
// current billing period, and never more than the organisation has left this month; null = unlimited.
// A key whose period has elapsed (not yet reset) counts as unused.
UNWIND $apiKeyIds AS apiKeyId
MATCH (k:ApiKey {id: apiKeyId})
OPTIONAL MATCH (:Organisation {id: k.organisation_id})-[:HAS_PLAN]->(op:OrganisationPlan)-[:OF_PLAN]->(current:Plan)
WHERE op.ended_at IS NULL
WITH k, current ORDER BY op.started_at DESC
WITH k, head(collect(current)) AS current
MATCH (discovery:Plan {code: 'discovery'})
WITH k, coalesce(current, discovery) AS plan
OPTIONAL MATCH (counter:ApiKeyCredits {api_key_id: k.id})
OPTIONAL MATCH (month:UsageCounter {key: 'month:' + k.organisation_id + ':' + $month})
WITH k, plan,
     CASE WHEN counter IS NULL OR counter.period_end <= datetime($now) THEN 0 ELSE counter.credits_used END
       AS key_used,
     coalesce(month.credits_used, 0) AS organisation_used
RETURN k.id AS api_key_id,
       CASE WHEN plan.monthly_credits IS NULL THEN null
            ELSE toInteger(CASE
              WHEN plan.monthly_credits - key_used < plan.monthly_credits - organisation_used
              THEN plan.monthly_credits - key_used ELSE plan.monthly_credits - organisation_used END)
       END AS credits_remaining
