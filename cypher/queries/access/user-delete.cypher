// Deletes a user with its API keys and refresh tokens, so none of its credentials outlive it.
MATCH (o:Organisation {id: $organisationId})<-[:MEMBER_OF]-(u:User {id: $userId})
OPTIONAL MATCH (u)<-[:OWNED_BY]-(k:ApiKey)
OPTIONAL MATCH (u)<-[:ISSUED_TO]-(t:RefreshToken)
WITH u, collect(DISTINCT k) AS keys, collect(DISTINCT t) AS tokens,
     [k IN collect(DISTINCT k) | k.id] AS keyIds
FOREACH (k IN keys | DETACH DELETE k)
FOREACH (t IN tokens | DETACH DELETE t)
DETACH DELETE u
RETURN keyIds AS key_ids
