// One stage of a user's CV pipeline by label and id, within the organisation; replaced corrected
// resources are no longer readable (spec 3.6). $label: JsonResumeTreated, JsonResumeCorrectedTreated,
// JsonResumeEnriched or JsonResumeCorrectedEnriched.
MATCH (organisation:Organisation {id: $organisationId})<-[:MEMBER_OF]-(user:User {id: $userId})
MATCH (item {id: $id})-[:BELONGS_TO]->(user)
WHERE $label IN labels(item) AND item.replaced_at IS NULL
RETURN item {.*} AS item
