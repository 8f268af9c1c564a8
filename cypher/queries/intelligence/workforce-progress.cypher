// Records how many rows a workforce mapping job has mapped.
MATCH (job:WorkforceMapJob {id: $id})
SET job.done = $done, job.updated_at = datetime()
RETURN job.id AS id
