// The roles named (by name or id) and their permission bit-flags, to derive a user's permissions.
MATCH (r:Role)
WHERE r.name IN $roles OR r.id IN $roles
RETURN r.id AS id, r.name AS name, r.permissions AS permissions
