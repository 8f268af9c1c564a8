// Replaces a team's writable fields.
MATCH (o:Organisation {id: $organisationId})<-[:BELONGS_TO]-(t:Team {id: $teamId})
SET t.name = $name, t.description = $description, t.updated_at = datetime()
RETURN t {.id, .organisation_id, .name, .description, .created_at, .updated_at} AS team
