// One team of an organisation.
MATCH (o:Organisation {id: $organisationId})<-[:BELONGS_TO]-(t:Team {id: $teamId})
RETURN t {.id, .organisation_id, .name, .description, .created_at, .updated_at} AS team
