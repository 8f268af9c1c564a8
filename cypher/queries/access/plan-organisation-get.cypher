// One plan period of an organisation, scoped by the organisation so another tenant's id is a 404.
MATCH (:Organisation {id: $organisationId})-[:HAS_PLAN]->(op:OrganisationPlan {id: $organisationPlanId})
RETURN op {.id, .organisation_id, .plan_code, .source, .reason, .started_at, .ended_at, .created_at, .updated_at}
         AS organisation_plan
