// A workforce mapping job of the organisation, running.
MATCH (organisation:Organisation {id: $organisationId})
CREATE (job:WorkforceMapJob {
  id: $id, organisation_id: organisation.id, status: 'running', total: $total, done: 0,
  target_framework: $framework, created_at: datetime(), updated_at: datetime()
})-[:BELONGS_TO]->(organisation)
RETURN job {.*} AS job
