// A new API key of a user; only the SHA-256 of the raw key is stored, with prefix and last four
// characters so people can tell keys apart.
MATCH (o:Organisation {id: $organisationId})<-[:MEMBER_OF]-(u:User {id: $userId})
CREATE (k:ApiKey {id: $id, user_id: u.id, organisation_id: o.id, name: $name, key_hash: $keyHash,
                  key_prefix: $keyPrefix, key_last4: $keyLast4, expiration_date: datetime($expirationDate),
                  permissions: $permissions, active: true, origin: $origin,
                  created_at: datetime(), updated_at: datetime()})
CREATE (k)-[:OWNED_BY]->(u)
RETURN k {.id, .user_id, .organisation_id, .name, .key_prefix, .key_last4, .expiration_date, .permissions,
          .active, .origin, .created_at, .updated_at} AS key
