// Deletes a user and everything that is theirs: API keys and refresh tokens (no credential outlives
// them), what they own (profile entities, evaluations of them, CV pipeline stages), and their entries
// in the organisation's careers and offers. Candidacies on postings go with the user's relationships.
MATCH (o:Organisation {id: $organisationId})<-[:MEMBER_OF]-(u:User {id: $userId})
OPTIONAL MATCH (u)<-[:OWNED_BY]-(k:ApiKey)
OPTIONAL MATCH (u)<-[:ISSUED_TO]-(t:RefreshToken)
WITH o, u, collect(DISTINCT k) AS keys, collect(DISTINCT t) AS tokens,
     [k IN collect(DISTINCT k) | k.id] AS keyIds
CALL (o, u) {
  OPTIONAL MATCH (u)<-[:BELONGS_TO]-(owned)
  WITH o, u, collect(owned) AS owned
  WITH o, u, owned + COLLECT {
    MATCH (entry) WHERE (entry:CareerUser OR entry:OfferUser) AND entry.organisation_id = o.id AND entry.user_id = u.id
    RETURN entry
  } AS doomed
  FOREACH (n IN doomed | DETACH DELETE n)
  RETURN size(doomed) AS cascaded
}
FOREACH (k IN keys | DETACH DELETE k)
FOREACH (t IN tokens | DETACH DELETE t)
DETACH DELETE u
RETURN keyIds AS key_ids, cascaded
