// One API key of a user, without its hash.
MATCH (u:User {id: $userId})<-[:OWNED_BY]-(k:ApiKey {id: $apiKeyId})
RETURN k {.id, .user_id, .organisation_id, .name, .key_prefix, .key_last4, .expiration_date, .permissions,
          .active, .origin, .created_at, .updated_at} AS key
