// Marks a user's API key disabled (spec 3.4); idempotent.
MATCH (u:User {id: $userId})<-[:OWNED_BY]-(k:ApiKey {id: $apiKeyId})
SET k.active = false, k.disabled_at = coalesce(k.disabled_at, datetime()), k.updated_at = datetime()
RETURN k {.id, .user_id, .organisation_id, .name, .key_prefix, .key_last4, .expiration_date, .permissions,
          .active, .origin, .created_at, .updated_at} AS key
