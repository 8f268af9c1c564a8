// GET /v1/organisations/{organisationId}/organisationPlans: the organisation's plan history, the current
// one first, then newest first; one page and the total.
MATCH (o:Organisation {id: $organisationId})
OPTIONAL MATCH (o)-[:HAS_PLAN]->(op:OrganisationPlan)
WITH op ORDER BY op.ended_at IS NULL DESC, op.started_at DESC
WITH collect(op {.id, .organisation_id, .plan_code, .source, .reason, .started_at, .ended_at, .created_at, .updated_at})
       AS plans
RETURN size(plans) AS total,
       plans[toInteger($skip)..toInteger($skip) + toInteger($limit)] AS organisation_plans
