// A runner stopping gracefully hands its job back: the lease lapses now, so the next poll of any API
// process (this one's successor included) resumes it from where it stands. A hand-over is not a failed
// run: it gives back the attempt it took, so rolling deploys never fail a job.
MATCH (job:WorkforceMapJob {id: $id})
WHERE job.lease_owner = $owner AND job.status = 'running'
SET job.lease_until = datetime(), job.updated_at = datetime(), job.attempts = job.attempts - 1
RETURN job.id AS id
