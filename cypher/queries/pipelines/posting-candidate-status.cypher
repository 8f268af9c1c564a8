// Sets a candidate's status (spec 3.1, 3.2). VALIDATED also validates the posting, unless another
// candidate is validated already (`outcome` conflict). The posting is locked first so that two
// concurrent validations cannot both pass. No row when the posting or the candidate is not found.
MATCH (organisation:Organisation {id: $organisationId})<-[:BELONGS_TO]-(posting:OrganisationJsonJobPosting {id: $id})
MATCH (posting)-[candidate:CANDIDATE]->(user:User {id: $userId})
SET posting.updated_at = datetime()
WITH posting, candidate, user,
     $status = 'VALIDATED' AND EXISTS { (posting)-[other:CANDIDATE {status: 'VALIDATED'}]->(someone) WHERE someone <> user } AS conflict
CALL (posting, candidate, conflict) {
  WITH posting, candidate WHERE NOT conflict
  SET candidate.status = $status, candidate.modified_at = datetime(),
      posting.status = CASE WHEN $status = 'VALIDATED' THEN 'VALIDATED' ELSE posting.status END
  RETURN 'updated' AS outcome
  UNION
  WITH conflict WHERE conflict
  RETURN 'conflict' AS outcome
}
RETURN outcome
