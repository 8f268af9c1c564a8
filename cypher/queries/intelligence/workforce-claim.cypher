// Claims one running workforce mapping job whose lease lapsed (its process stopped) for $owner, with
// what the runner needs to resume it. The job's write lock is taken before its lease is checked again,
// so two processes polling together never both claim it.
MATCH (job:WorkforceMapJob)
WHERE job.status = 'running' AND job.lease_until < datetime() AND job.attempts < $maxAttempts
WITH job ORDER BY job.lease_until LIMIT 1
SET job.claim_checked_at = datetime()
WITH job WHERE job.lease_until < datetime() AND job.status = 'running'
SET job.lease_owner = $owner, job.lease_until = datetime() + duration({milliseconds: $leaseMs}),
    job.attempts = job.attempts + 1, job.updated_at = datetime()
RETURN job {.id, .rows, .options, .done} AS job
