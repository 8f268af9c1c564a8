// Workforce mapping jobs (POST /v1/workforce/map with many rows): one node per job, owned by its
// organisation, holding progress and, once done, the results.
CREATE CONSTRAINT workforce_map_job_id IF NOT EXISTS FOR (n:WorkforceMapJob) REQUIRE n.id IS UNIQUE;
CREATE INDEX workforce_map_job_organisation IF NOT EXISTS FOR (n:WorkforceMapJob) ON (n.organisation_id);
