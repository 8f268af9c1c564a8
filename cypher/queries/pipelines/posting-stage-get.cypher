// A treated or enriched job posting of the organisation. $label: JsonJobPostingTreated or JsonJobPostingEnriched.
MATCH (organisation:Organisation {id: $organisationId})<-[:BELONGS_TO]-(item {id: $id})
WHERE $label IN labels(item)
RETURN item {.*} AS item
