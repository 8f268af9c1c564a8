// The enriched CV made from a treated or corrected-treated CV of the user: the JSON Resume with graph
// skills, the skills as JSON (`nodes`), and a MENTIONS edge to each skill so matching finds the CV by
// its skills without rescanning. $sourceId names the treated or corrected-treated CV; $skills: list of
// {id, confidence}; $embedding: the CV's vector (null without the model), for the cv_embedding index.
// The user's earlier enriched CVs are marked superseded: the matching pool holds one CV per user.
MATCH (organisation:Organisation {id: $organisationId})<-[:MEMBER_OF]-(user:User {id: $userId})
MATCH (source {id: $sourceId})-[:BELONGS_TO]->(user)
WHERE (source:JsonResumeTreated OR source:JsonResumeCorrectedTreated) AND source.replaced_at IS NULL
CALL (user) {
  MATCH (earlier:JsonResumeEnriched)-[:BELONGS_TO]->(user)
  WHERE earlier.superseded_at IS NULL
  SET earlier.superseded_at = datetime()
}
CREATE (enriched:JsonResumeEnriched {
  id: $id, organisation_id: user.organisation_id, user_id: user.id, source_id: source.id,
  treated_id: coalesce(source.treated_id, source.id), json_resume: $jsonResume, nodes: $nodes,
  embedding: $embedding, created_at: datetime()
})-[:BELONGS_TO]->(user)
CREATE (enriched)-[:ENRICHED_FROM]->(source)
WITH enriched
CALL (enriched) {
  UNWIND $skills AS mention
  MATCH (skill:Skill {id: mention.id})
  CREATE (enriched)-[:MENTIONS {confidence: mention.confidence}]->(skill)
}
RETURN enriched {.*} AS item
