// Associates a user of the organisation with a posting as a PENDING candidate (spec 3.2). The posting is
// locked first, so two concurrent associations of one user cannot both pass the check.
// Answers `outcome`: added, duplicate, or no row when the posting or the user is not the organisation's.
MATCH (organisation:Organisation {id: $organisationId})<-[:BELONGS_TO]-(posting:OrganisationJsonJobPosting {id: $id})
MATCH (organisation)<-[:MEMBER_OF]-(user:User {id: $userId})
SET posting.updated_at = datetime()
WITH posting, user, EXISTS { (posting)-[:CANDIDATE]->(user) } AS duplicate
CALL (posting, user, duplicate) {
  WITH posting, user WHERE NOT duplicate
  CREATE (posting)-[:CANDIDATE {status: 'PENDING', created_at: datetime(), modified_at: datetime()}]->(user)
  RETURN 'added' AS outcome
  UNION
  WITH duplicate WHERE duplicate
  RETURN 'duplicate' AS outcome
}
RETURN outcome
