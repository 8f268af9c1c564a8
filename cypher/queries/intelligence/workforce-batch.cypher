// Stores one batch of a workforce mapping job's results and renews its runner's lease, in one
// transaction, only while $owner holds the job and the job stands at row $start: a runner that lost its
// lease (another process resumed the job) gets no row back and stops, and no batch is stored twice.
MATCH (job:WorkforceMapJob {id: $id})
WHERE job.status = 'running' AND job.lease_owner = $owner AND job.done = $start
CREATE (:WorkforceMapBatch {job_id: job.id, organisation_id: job.organisation_id, start: $start,
                            results: $results, created_at: datetime()})
SET job.done = $done, job.updated_at = datetime(),
    job.lease_until = datetime() + duration({milliseconds: $leaseMs})
RETURN job.id AS id
