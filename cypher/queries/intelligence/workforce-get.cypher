// A workforce mapping job of the organisation (without its input) and, once done, its results: the
// batches' JSON in row order.
MATCH (organisation:Organisation {id: $organisationId})<-[:BELONGS_TO]-(job:WorkforceMapJob {id: $id})
OPTIONAL MATCH (batch:WorkforceMapBatch {job_id: job.id}) WHERE job.status = 'done'
WITH job, batch ORDER BY batch.start
RETURN job {.id, .status, .total, .done, .target_framework, .attempts, .lease_until, .created_at,
            .updated_at, .finished_at, .error} AS job,
       collect(batch.results) AS batches
