// A registered OAuth client of an organisation (RFC 7591); only the SHA-256 of its secret is stored.
MATCH (o:Organisation {id: $organisationId})
CREATE (c:OAuthClient {client_id: $clientId, secret_hash: $secretHash, organisation_id: o.id, name: $name,
                       scopes: $scopes, grant_types: ['client_credentials'], created_by: $createdBy,
                       created_at: datetime(), updated_at: datetime()})
CREATE (c)-[:REGISTERED_FOR]->(o)
RETURN c {.client_id, .organisation_id, .name, .scopes, .grant_types, .created_at} AS client
