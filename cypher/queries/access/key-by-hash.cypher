// Authentication of x-api-key: the key with this SHA-256, its state, and its owner's current
// permissions (a key never does more than its user may).
MATCH (k:ApiKey {key_hash: $keyHash})-[:OWNED_BY]->(u:User)-[:MEMBER_OF]->(o:Organisation)
RETURN k.id AS id, u.id AS user_id, o.id AS organisation_id, k.permissions AS permissions,
       u.permissions AS user_permissions, k.active AS active, k.expiration_date AS expiration_date
