// What matching needs of a CV of the organisation: the skills it mentions and its embedding. $id: a
// JsonResumeEnriched id, or null to take $userId's current enriched CV.
MATCH (organisation:Organisation {id: $organisationId})
CALL (organisation) {
  WITH organisation WHERE $id IS NOT NULL
  MATCH (cv:JsonResumeEnriched {id: $id, organisation_id: organisation.id})
  RETURN cv
  UNION
  WITH organisation WHERE $id IS NULL
  MATCH (organisation)<-[:MEMBER_OF]-(:User {id: $userId})<-[:BELONGS_TO]-(cv:JsonResumeEnriched)
  WHERE cv.superseded_at IS NULL
  RETURN cv
}
MATCH (cv)-[:BELONGS_TO]->(user:User)
RETURN cv.id AS id, user.id AS user_id, user.name AS name, cv.embedding AS embedding,
       COLLECT {
         MATCH (cv)-[m:MENTIONS]->(skill:Skill)
         RETURN {id: skill.id, label_en: skill.label_en, label_fr: skill.label_fr, label_es: skill.label_es, confidence: m.confidence}
       } AS skills
LIMIT 1
