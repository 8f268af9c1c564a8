// Replaces a corrected CV (treated or enriched) once: it is then sealed, no longer readable or
// replaceable (spec 3.6). $label: JsonResumeCorrectedTreated or JsonResumeCorrectedEnriched;
// $nodes: the graph skills (JSON) for an enriched one, else null.
MATCH (organisation:Organisation {id: $organisationId})<-[:MEMBER_OF]-(user:User {id: $userId})
MATCH (corrected {id: $id})-[:BELONGS_TO]->(user)
WHERE $label IN labels(corrected) AND corrected.replaced_at IS NULL
SET corrected.json_resume = $jsonResume,
    corrected.nodes = CASE WHEN $nodes IS NULL THEN corrected.nodes ELSE $nodes END,
    corrected.updated_at = datetime(), corrected.replaced_at = datetime()
RETURN corrected {.*} AS item
