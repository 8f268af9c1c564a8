// Uploaded job postings of an organisation, one per file: the raw document, its treated parse and the
// organisation's posting (status DRAFT, no candidates yet). $postings: list of {rawId, treatedId,
// postingId, fileName, mediaType, bytes, sha256, pages, text, jsonJobPosting, title, language}.
MATCH (organisation:Organisation {id: $organisationId})
UNWIND $postings AS p
CREATE (raw:JsonJobPostingRaw {
  id: p.rawId, organisation_id: organisation.id, file_name: p.fileName, media_type: p.mediaType,
  bytes: p.bytes, sha256: p.sha256, pages: p.pages, text: p.text, created_at: datetime()
})-[:BELONGS_TO]->(organisation)
CREATE (treated:JsonJobPostingTreated {
  id: p.treatedId, organisation_id: organisation.id, raw_id: raw.id, json_job_posting: p.jsonJobPosting,
  title: p.title, language: p.language, created_at: datetime()
})-[:BELONGS_TO]->(organisation)
CREATE (treated)-[:TREATED_FROM]->(raw)
CREATE (posting:OrganisationJsonJobPosting {
  id: p.postingId, organisation_id: organisation.id, raw_id: raw.id, status: 'DRAFT', career_id: null,
  company: p.company, created_at: datetime(), updated_at: datetime()
})-[:BELONGS_TO]->(organisation)
CREATE (posting)-[:POSTING_OF]->(raw)
RETURN treated {.*} AS item
