// A new organisation (POST /v1/organisations, npm run admin -- create-organisation).
CREATE (o:Organisation {id: $id, name: $name, description: $description,
                        created_at: datetime(), updated_at: datetime()})
RETURN o {.id, .name, .description, .created_at, .updated_at} AS organisation
