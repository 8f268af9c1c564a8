// The organisation's job postings, newest first, one page: id, file name, extracted title, status,
// dates, and the ids of the latest treated and enriched stages. No row when the organisation does not exist;
// an organisation without postings has a row with total 0 (OPTIONAL CALL keeps it).
MATCH (organisation:Organisation {id: $organisationId})
OPTIONAL CALL (organisation) {
  MATCH (organisation)<-[:BELONGS_TO]-(posting:OrganisationJsonJobPosting)-[:POSTING_OF]->(raw:JsonJobPostingRaw)
  OPTIONAL MATCH (raw)<-[:TREATED_FROM]-(treated:JsonJobPostingTreated)
  OPTIONAL MATCH (treated)<-[:ENRICHED_FROM]-(enriched:JsonJobPostingEnriched)
  WITH posting, raw, treated, enriched ORDER BY enriched.created_at DESC
  WITH posting, raw, head(collect(treated)) AS treated, head(collect(enriched)) AS enriched
  RETURN posting, raw, treated, enriched ORDER BY posting.created_at DESC, posting.id
}
WITH organisation,
     collect(CASE WHEN posting IS NOT NULL THEN {posting: posting, raw: raw, treated: treated, enriched: enriched} END) AS postings
RETURN size(postings) AS total,
       [row IN postings[toInteger($skip)..toInteger($skip) + toInteger($limit)] | {
         id: row.posting.id, file_name: row.raw.file_name, title: row.treated.title, status: row.posting.status,
         company: row.posting.company, created_at: row.posting.created_at, updated_at: row.posting.updated_at,
         treated_id: row.treated.id, enriched_id: row.enriched.id
       }] AS members
