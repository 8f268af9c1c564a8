// (vector.similarity.cosine answers (1 + cosine) / 2; `cosine` here is the plain cosine.)
// CVs of the organisation's pool worth scoring against a job: those mentioning its skills (1 credit) or a
// broader or narrower skill (0.5), weighted (essential 1, optional 0.5), best first; and, given the job's
// embedding, the nearest CVs by meaning. Only each user's current CV. $skills: list of {id, weight,
// neighbours}; $embedding: list or null; $pool: candidates from each source.
CALL () {
  UNWIND $skills AS js
  UNWIND [{id: js.id, credit: 1.0}] + [n IN js.neighbours | {id: n, credit: 0.5}] AS target
  MATCH (:Skill {id: target.id})<-[:MENTIONS]-(cv:JsonResumeEnriched {organisation_id: $organisationId})
  WHERE cv.superseded_at IS NULL
  WITH cv, js, max(target.credit) AS credit
  WITH cv, sum(js.weight * credit) AS earned
  ORDER BY earned DESC LIMIT toInteger($pool)
  RETURN cv
  UNION
  WITH $embedding AS embedding WHERE embedding IS NOT NULL
  CALL db.index.vector.queryNodes('cv_embedding', toInteger($pool) * 4, embedding) YIELD node
  WITH node WHERE node.organisation_id = $organisationId AND node.superseded_at IS NULL
  RETURN node AS cv LIMIT toInteger($pool)
}
WITH DISTINCT cv
MATCH (cv)-[:BELONGS_TO]->(user:User)
RETURN cv.id AS id, user.id AS user_id, user.name AS name,
       COLLECT { MATCH (cv)-[:MENTIONS]->(skill:Skill) RETURN skill.id } AS skills,
       CASE WHEN $embedding IS NULL OR cv.embedding IS NULL THEN null
            ELSE 2 * vector.similarity.cosine(cv.embedding, $embedding) - 1 END AS cosine
