// An organisation's current plan (ended_at null), or no row.
MATCH (:Organisation {id: $organisationId})-[:HAS_PLAN]->(op:OrganisationPlan)
WHERE op.ended_at IS NULL
RETURN op {.id, .organisation_id, .plan_code, .source, .reason, .started_at, .ended_at, .created_at, .updated_at}
         AS organisation_plan
ORDER BY op.started_at DESC
LIMIT 1
