// Durable workforce mapping jobs (src/intelligence/workforce.ts): results kept batch by batch, and jobs
// found by their lease when their process stopped. Jobs of the previous kind, which kept their results
// whole and had no lease, are finished as they were.
CREATE INDEX workforce_map_batch_job IF NOT EXISTS FOR (n:WorkforceMapBatch) ON (n.job_id);
CREATE INDEX workforce_map_job_status IF NOT EXISTS FOR (n:WorkforceMapJob) ON (n.status);
MATCH (job:WorkforceMapJob) WHERE job.lease_until IS NULL AND job.status = 'running'
SET job.status = 'failed', job.error = 'interrupted before jobs were resumable', job.finished_at = datetime();
MATCH (job:WorkforceMapJob) WHERE job.results IS NOT NULL
CREATE (:WorkforceMapBatch {job_id: job.id, organisation_id: job.organisation_id, start: 0,
                            results: job.results, created_at: datetime()})
REMOVE job.results;
