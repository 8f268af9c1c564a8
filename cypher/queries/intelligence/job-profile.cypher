// What matching needs of a job posting of the organisation: its latest enrichment's skills (essential or
// optional), title and embedding. $id: an OrganisationJsonJobPosting, a JsonJobPostingTreated or a
// JsonJobPostingEnriched id.
MATCH (organisation:Organisation {id: $organisationId})<-[:BELONGS_TO]-(node {id: $id})
WHERE node:OrganisationJsonJobPosting OR node:JsonJobPostingTreated OR node:JsonJobPostingEnriched
CALL (node) {
  OPTIONAL MATCH (node)-[:POSTING_OF]->(:JsonJobPostingRaw)<-[:TREATED_FROM]-(:JsonJobPostingTreated)<-[:ENRICHED_FROM]-(a:JsonJobPostingEnriched)
  OPTIONAL MATCH (node)<-[:ENRICHED_FROM]-(b:JsonJobPostingEnriched)
  WITH node, [x IN collect(a) + collect(b) WHERE x.superseded_at IS NULL] AS current
  RETURN CASE WHEN node:JsonJobPostingEnriched THEN node ELSE current[0] END AS enriched
}
WITH enriched WHERE enriched IS NOT NULL
RETURN enriched.id AS id, enriched.title AS title, enriched.embedding AS embedding,
       COLLECT {
         MATCH (enriched)-[r:REQUIRES_SKILL]->(skill:Skill)
         RETURN {id: skill.id, label_en: skill.label_en, label_fr: skill.label_fr, label_es: skill.label_es, relation: r.relation}
       } AS skills
