// Whether what a bearer token acts for still exists: its organisation, its user (when it names one) and
// its OAuth client (when it names one). Tokens are stateless JWTs; this is how deleting a user, a client
// or an organisation ends their tokens before they expire.
OPTIONAL MATCH (o:Organisation {id: $organisationId})
OPTIONAL MATCH (u:User {id: $userId})-[:MEMBER_OF]->(o)
OPTIONAL MATCH (c:OAuthClient {client_id: $clientId})-[:REGISTERED_FOR]->(o)
RETURN o IS NOT NULL AND ($userId IS NULL OR u IS NOT NULL) AND ($clientId IS NULL OR c IS NOT NULL) AS alive
