// A client for the token endpoint, with its secret hash and organisation.
MATCH (c:OAuthClient {client_id: $clientId})-[:REGISTERED_FOR]->(o:Organisation)
RETURN c.client_id AS client_id, c.secret_hash AS secret_hash, o.id AS organisation_id, c.scopes AS scopes
