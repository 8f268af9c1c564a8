// (vector.similarity.cosine answers (1 + cosine) / 2; `cosine` here is the plain cosine.)
// Enriched postings of the organisation worth scoring against a CV: those requiring its skills or a
// broader or narrower one, and, given the CV's embedding, the nearest by meaning. Cancelled postings and
// superseded enrichments are left out. $skills: list of {id, neighbours}; $embedding: list or null.
CALL () {
  UNWIND $skills AS cs
  UNWIND [cs.id] + cs.neighbours AS target
  MATCH (:Skill {id: target})<-[:REQUIRES_SKILL]-(posting:JsonJobPostingEnriched {organisation_id: $organisationId})
  WHERE posting.superseded_at IS NULL
  WITH posting, count(DISTINCT cs.id) AS shared
  ORDER BY shared DESC LIMIT toInteger($pool)
  RETURN posting
  UNION
  WITH $embedding AS embedding WHERE embedding IS NOT NULL
  CALL db.index.vector.queryNodes('posting_embedding', toInteger($pool) * 4, embedding) YIELD node
  WITH node WHERE node.organisation_id = $organisationId AND node.superseded_at IS NULL
  RETURN node AS posting LIMIT toInteger($pool)
}
WITH DISTINCT posting
OPTIONAL MATCH (organisationPosting:OrganisationJsonJobPosting)-[:POSTING_OF]->(:JsonJobPostingRaw {id: posting.raw_id})
WITH posting, organisationPosting
WHERE organisationPosting IS NULL OR organisationPosting.status <> 'CANCELLED'
RETURN posting.id AS id, organisationPosting.id AS posting_id, posting.title AS title,
       organisationPosting.status AS status,
       COLLECT {
         MATCH (posting)-[r:REQUIRES_SKILL]->(skill:Skill)
         RETURN {id: skill.id, label_en: skill.label_en, label_fr: skill.label_fr, label_es: skill.label_es, relation: r.relation}
       } AS skills,
       CASE WHEN $embedding IS NULL OR posting.embedding IS NULL THEN null
            ELSE 2 * vector.similarity.cosine(posting.embedding, $embedding) - 1 END AS cosine
