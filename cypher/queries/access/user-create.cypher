// A new user in an organisation; the (organisation_id, email) constraint turns a duplicate within the
// organisation into a conflict (another organisation's account with the same email is a separate account).
MATCH (o:Organisation {id: $organisationId})
CREATE (u:User {id: $id, organisation_id: o.id, email: $email, name: $name, password_hash: $passwordHash,
                roles: $roles, permissions: $permissions, created_at: datetime(), updated_at: datetime()})
CREATE (u)-[:MEMBER_OF]->(o)
RETURN u {.id, .organisation_id, .email, .name, .roles, .permissions, .created_at, .updated_at} AS user
