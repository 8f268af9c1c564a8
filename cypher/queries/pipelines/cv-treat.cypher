// A CV upload of a user of the organisation: the raw document (file names, size, digest, text read) and
// the treated JSON Resume parsed from it. No row when the user is not a member of the organisation.
MATCH (organisation:Organisation {id: $organisationId})<-[:MEMBER_OF]-(user:User {id: $userId})
CREATE (raw:JsonResumeRaw {
  id: $rawId, organisation_id: organisation.id, user_id: user.id, file_names: $fileNames,
  media_types: $mediaTypes, bytes: $bytes, sha256: $sha256, pages: $pages, text: $text, created_at: datetime()
})-[:BELONGS_TO]->(user)
CREATE (treated:JsonResumeTreated {
  id: $treatedId, organisation_id: organisation.id, user_id: user.id, raw_id: raw.id,
  json_resume: $jsonResume, language: $language, created_at: datetime()
})-[:BELONGS_TO]->(user)
CREATE (treated)-[:TREATED_FROM]->(raw)
RETURN treated {.*} AS item
