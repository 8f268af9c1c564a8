// The enriched CV made from a treated or corrected-treated CV of the user: the JSON Resume with graph
// skills, the skills as JSON (`nodes`), and a MENTIONS edge to each skill so matching finds the CV by
// its skills without rescanning. $sourceId names the treated or corrected-treated CV; $skills: list of
// {id, confidence}.
MATCH (organisation:Organisation {id: $organisationId})<-[:MEMBER_OF]-(user:User {id: $userId})
MATCH (source {id: $sourceId})-[:BELONGS_TO]->(user)
WHERE (source:JsonResumeTreated OR source:JsonResumeCorrectedTreated) AND source.replaced_at IS NULL
CREATE (enriched:JsonResumeEnriched {
  id: $id, organisation_id: user.organisation_id, user_id: user.id, source_id: source.id,
  treated_id: coalesce(source.treated_id, source.id), json_resume: $jsonResume, nodes: $nodes,
  created_at: datetime()
})-[:BELONGS_TO]->(user)
CREATE (enriched)-[:ENRICHED_FROM]->(source)
WITH enriched
CALL (enriched) {
  UNWIND $skills AS mention
  MATCH (skill:Skill {id: mention.id})
  CREATE (enriched)-[:MENTIONS {confidence: mention.confidence}]->(skill)
}
RETURN enriched {.*} AS item
