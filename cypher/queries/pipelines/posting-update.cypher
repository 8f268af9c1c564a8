// Sets a posting's status, career and company (spec 3.1: any status may be assigned directly); only
// the fields given change. No row when the posting or the career is not the organisation's
// ($careerMissing tells the two apart).
MATCH (organisation:Organisation {id: $organisationId})<-[:BELONGS_TO]-(posting:OrganisationJsonJobPosting {id: $id})
OPTIONAL MATCH (career:Career {id: $careerId, organisation_id: organisation.id})
WITH posting, career, $careerId IS NOT NULL AND career IS NULL AS careerMissing
CALL (posting, career, careerMissing) {
  WITH posting, career WHERE NOT careerMissing
  SET posting.status = coalesce($status, posting.status),
      posting.company = CASE WHEN $setCompany THEN $company ELSE posting.company END,
      posting.career_id = CASE WHEN $careerId IS NULL THEN posting.career_id ELSE career.id END,
      posting.updated_at = datetime()
  RETURN posting.id AS updated
  UNION
  WITH careerMissing WHERE careerMissing
  RETURN null AS updated
}
RETURN updated, careerMissing
