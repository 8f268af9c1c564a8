// One global role by id.
MATCH (r:Role {id: $roleId})
RETURN r {.id, .name, .description, .permissions, .created_at, .updated_at} AS role
