// The user's correction of a treated CV; one per treated CV (spec 3.6): no row when one exists already
// ($exists tells the two failures apart) or the treated CV is not the user's.
MATCH (organisation:Organisation {id: $organisationId})<-[:MEMBER_OF]-(user:User {id: $userId})
MATCH (treated:JsonResumeTreated {id: $treatedId})-[:BELONGS_TO]->(user)
WITH user, treated, EXISTS { (:JsonResumeCorrectedTreated)-[:CORRECTS]->(treated) } AS exists
CALL (user, treated, exists) {
  WITH user, treated WHERE NOT exists
  CREATE (corrected:JsonResumeCorrectedTreated {
    id: $id, organisation_id: user.organisation_id, user_id: user.id, treated_id: treated.id,
    json_resume: $jsonResume, created_at: datetime(), updated_at: datetime()
  })-[:BELONGS_TO]->(user)
  CREATE (corrected)-[:CORRECTS]->(treated)
  RETURN corrected {.*} AS item
  UNION
  WITH exists WHERE exists
  RETURN null AS item
}
RETURN item, exists
