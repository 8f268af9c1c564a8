// Replaces an organisation's writable fields.
MATCH (o:Organisation {id: $organisationId})
SET o.name = $name, o.description = $description, o.updated_at = datetime()
RETURN o {.id, .name, .description, .created_at, .updated_at} AS organisation
