// A new user in an organisation; the unique email constraint turns a duplicate into a conflict.
MATCH (o:Organisation {id: $organisationId})
CREATE (u:User {id: $id, organisation_id: o.id, email: $email, name: $name, password_hash: $passwordHash,
                roles: $roles, permissions: $permissions, created_at: datetime(), updated_at: datetime()})
CREATE (u)-[:MEMBER_OF]->(o)
RETURN u {.id, .organisation_id, .email, .name, .roles, .permissions, .created_at, .updated_at} AS user
