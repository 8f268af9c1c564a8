// The user's correction of an enriched CV, one per enriched CV (spec 3.6). It is the end of the pipeline:
// the service then writes the user-profile entities from it in the same transaction.
MATCH (organisation:Organisation {id: $organisationId})<-[:MEMBER_OF]-(user:User {id: $userId})
MATCH (enriched:JsonResumeEnriched {id: $enrichedId})-[:BELONGS_TO]->(user)
WITH user, enriched, EXISTS { (:JsonResumeCorrectedEnriched)-[:CORRECTS]->(enriched) } AS exists
CALL (user, enriched, exists) {
  WITH user, enriched WHERE NOT exists
  CREATE (corrected:JsonResumeCorrectedEnriched {
    id: $id, organisation_id: user.organisation_id, user_id: user.id, enriched_id: enriched.id,
    json_resume: $jsonResume, nodes: $nodes, created_at: datetime(), updated_at: datetime()
  })-[:BELONGS_TO]->(user)
  CREATE (corrected)-[:CORRECTS]->(enriched)
  RETURN corrected {.*} AS item
  UNION
  WITH exists WHERE exists
  RETURN null AS item
}
RETURN item, exists
