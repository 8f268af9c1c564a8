// One organisation by id.
MATCH (o:Organisation {id: $organisationId})
RETURN o {.id, .name, .description, .created_at, .updated_at} AS organisation
