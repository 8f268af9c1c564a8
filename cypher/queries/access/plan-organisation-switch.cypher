// dev-checkout, downgrade-to-free and an operator's change: the organisation's current plan ends now and a
// new one starts, recording how ($source) and, for an operator, why ($reason).
// Writing the organisation first takes its write lock, so two concurrent switches run one after the
// other and an organisation never has two current plans.
MATCH (o:Organisation {id: $organisationId})
SET o.plan_changed_at = datetime($now)
WITH o
MATCH (plan:Plan {code: $planCode})
OPTIONAL MATCH (o)-[:HAS_PLAN]->(previous:OrganisationPlan)
WHERE previous.ended_at IS NULL
SET previous.ended_at = datetime($now), previous.updated_at = datetime($now)
WITH DISTINCT o, plan
CREATE (o)-[:HAS_PLAN]->(op:OrganisationPlan {id: $id, organisation_id: o.id, plan_code: plan.code,
                                               source: $source, reason: $reason, started_at: datetime($now),
                                               created_at: datetime($now), updated_at: datetime($now)})
       -[:OF_PLAN]->(plan)
RETURN op {.id, .organisation_id, .plan_code, .source, .reason, .started_at, .ended_at, .created_at, .updated_at}
         AS organisation_plan
