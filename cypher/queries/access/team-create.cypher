// A new team in an organisation.
MATCH (o:Organisation {id: $organisationId})
CREATE (t:Team {id: $id, organisation_id: o.id, name: $name, description: $description,
                created_at: datetime(), updated_at: datetime()})
CREATE (t)-[:BELONGS_TO]->(o)
RETURN t {.id, .organisation_id, .name, .description, .created_at, .updated_at} AS team
