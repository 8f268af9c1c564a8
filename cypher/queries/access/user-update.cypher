// Replaces a user's writable fields; the password only when a new hash is given.
MATCH (o:Organisation {id: $organisationId})<-[:MEMBER_OF]-(u:User {id: $userId})
SET u.email = $email, u.name = $name, u.roles = $roles, u.permissions = $permissions,
    u.password_hash = coalesce($passwordHash, u.password_hash), u.updated_at = datetime()
RETURN u {.id, .organisation_id, .email, .name, .roles, .permissions, .created_at, .updated_at} AS user
