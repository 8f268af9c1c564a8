// Ends a workforce mapping job: done with its results (JSON), or failed with the reason.
MATCH (job:WorkforceMapJob {id: $id})
SET job.status = $status, job.done = $done, job.results = $results, job.error = $error,
    job.updated_at = datetime(), job.finished_at = datetime()
RETURN job.id AS id
