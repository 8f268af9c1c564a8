// Ends a workforce mapping job its runner ($owner) holds: done (its results are its batches), or failed
// with the reason. The input rows are no longer needed.
MATCH (job:WorkforceMapJob {id: $id})
WHERE job.lease_owner = $owner AND job.status = 'running'
SET job.status = $status, job.error = $error, job.updated_at = datetime(), job.finished_at = datetime(),
    job.lease_until = null
REMOVE job.rows
RETURN job.id AS id
