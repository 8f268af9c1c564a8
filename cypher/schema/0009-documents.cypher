// The CV and job-posting pipelines (spec 2.3, 4.4, 4.5): one unique id per stage label, and the owning
// organisation's id indexed on each (tenant scope, convention 13).

CREATE CONSTRAINT json_resume_raw_id IF NOT EXISTS FOR (n:JsonResumeRaw) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT json_resume_treated_id IF NOT EXISTS FOR (n:JsonResumeTreated) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT json_resume_corrected_treated_id IF NOT EXISTS FOR (n:JsonResumeCorrectedTreated) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT json_resume_enriched_id IF NOT EXISTS FOR (n:JsonResumeEnriched) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT json_resume_corrected_enriched_id IF NOT EXISTS FOR (n:JsonResumeCorrectedEnriched) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT json_job_posting_raw_id IF NOT EXISTS FOR (n:JsonJobPostingRaw) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT json_job_posting_treated_id IF NOT EXISTS FOR (n:JsonJobPostingTreated) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT json_job_posting_enriched_id IF NOT EXISTS FOR (n:JsonJobPostingEnriched) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT organisation_json_job_posting_id IF NOT EXISTS FOR (n:OrganisationJsonJobPosting) REQUIRE n.id IS UNIQUE;
CREATE INDEX json_resume_raw_organisation IF NOT EXISTS FOR (n:JsonResumeRaw) ON (n.organisation_id);
CREATE INDEX json_resume_treated_organisation IF NOT EXISTS FOR (n:JsonResumeTreated) ON (n.organisation_id);
CREATE INDEX json_resume_enriched_organisation IF NOT EXISTS FOR (n:JsonResumeEnriched) ON (n.organisation_id);
CREATE INDEX json_job_posting_raw_organisation IF NOT EXISTS FOR (n:JsonJobPostingRaw) ON (n.organisation_id);
CREATE INDEX organisation_json_job_posting_organisation IF NOT EXISTS FOR (n:OrganisationJsonJobPosting) ON (n.organisation_id);
