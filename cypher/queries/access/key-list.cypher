// A user's API keys, one page, newest first. Filters: name (contains, case-insensitive), active.
MATCH (u:User {id: $userId})<-[:OWNED_BY]-(k:ApiKey)
WHERE ($name IS NULL OR toLower(k.name) CONTAINS toLower($name))
  AND ($active IS NULL OR k.active = $active)
WITH k
ORDER BY k.created_at DESC, k.id
WITH collect(k {.id, .user_id, .organisation_id, .name, .key_prefix, .key_last4, .expiration_date,
                .permissions, .active, .origin, .created_at, .updated_at}) AS rows
RETURN size(rows) AS total, rows[toInteger($skip)..toInteger($skip) + toInteger($limit)] AS members
