// The plan code of an organisation's current plan (the metering module's OrganisationPlan model);
// null when the organisation has none yet, which callers read as discovery.
MATCH (o:Organisation {id: $organisationId})
OPTIONAL MATCH (o)-[:HAS_PLAN]->(op:OrganisationPlan)-[:OF_PLAN]->(p:Plan)
WHERE op.ended_at IS NULL
RETURN o.id AS organisation_id, head(collect(p.code)) AS plan_code
