// Fails the workforce mapping jobs whose runs stopped $maxAttempts times (a job that keeps stopping its
// process is not resumed for ever).
MATCH (job:WorkforceMapJob)
WHERE job.status = 'running' AND job.lease_until < datetime() AND job.attempts >= $maxAttempts
SET job.status = 'failed', job.finished_at = datetime(), job.updated_at = datetime(), job.lease_until = null,
    job.error = 'the job stopped ' + toString(toInteger(job.attempts)) + ' times without finishing'
REMOVE job.rows
RETURN count(job) AS failed
