// The enriched posting made from a treated one: the offer with the occupation of its title and its
// required and desired graph skills, kept as JSON (`nodes`) and as edges, so matching reaches postings
// by their skills: (enriched)-[:REQUIRES_SKILL {relation: 'essential'|'optional', confidence}]->(skill)
// and (enriched)-[:DENOTES {confidence}]->(occupation). $skills: list of {id, relation, confidence};
// $embedding: the posting's vector (null without the model). An earlier enrichment of the same treated
// posting is marked superseded, so matching sees each posting once.
MATCH (organisation:Organisation {id: $organisationId})<-[:BELONGS_TO]-(treated:JsonJobPostingTreated {id: $treatedId})
CALL (treated) {
  MATCH (earlier:JsonJobPostingEnriched)-[:ENRICHED_FROM]->(treated)
  WHERE earlier.superseded_at IS NULL
  SET earlier.superseded_at = datetime()
}
CREATE (enriched:JsonJobPostingEnriched {
  id: $id, organisation_id: organisation.id, treated_id: treated.id, raw_id: treated.raw_id,
  json_job_posting: $jsonJobPosting, nodes: $nodes, occupation_id: $occupationId, title: treated.title,
  embedding: $embedding, created_at: datetime()
})-[:BELONGS_TO]->(organisation)
CREATE (enriched)-[:ENRICHED_FROM]->(treated)
WITH enriched
CALL (enriched) {
  UNWIND $skills AS required
  MATCH (skill:Skill {id: required.id})
  CREATE (enriched)-[:REQUIRES_SKILL {relation: required.relation, confidence: required.confidence}]->(skill)
}
CALL (enriched) {
  MATCH (occupation:Occupation {id: $occupationId})
  CREATE (enriched)-[:DENOTES {confidence: $occupationConfidence}]->(occupation)
}
RETURN enriched {.*} AS item
