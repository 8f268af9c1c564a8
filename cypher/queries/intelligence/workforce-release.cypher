// A runner stopping gracefully hands its job back: the lease lapses now, so the next poll of any API
// process (this one's successor included) resumes it from where it stands.
MATCH (job:WorkforceMapJob {id: $id})
WHERE job.lease_owner = $owner AND job.status = 'running'
SET job.lease_until = datetime(), job.updated_at = datetime()
RETURN job.id AS id
