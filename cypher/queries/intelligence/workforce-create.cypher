// A workforce mapping job of the organisation: its input rows and options (JSON), leased to the API
// process that accepted it ($owner, for $leaseMs), which runs it batch by batch (workforce-batch).
MATCH (organisation:Organisation {id: $organisationId})
CREATE (job:WorkforceMapJob {
  id: $id, organisation_id: organisation.id, status: 'running', total: $total, done: 0,
  target_framework: $framework, rows: $rows, options: $options, attempts: 1,
  lease_owner: $owner, lease_until: datetime() + duration({milliseconds: $leaseMs}),
  created_at: datetime(), updated_at: datetime()
})-[:BELONGS_TO]->(organisation)
RETURN job.id AS id
