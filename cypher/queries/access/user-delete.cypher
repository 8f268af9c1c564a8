// Deletes a user and everything that is theirs: API keys and refresh tokens (no credential outlives
// them), what they own (profile entities, evaluations of them, CV pipeline stages), and the items of the
// organisation that name them and mean nothing without them ($deleteReferences, e.g. their career and
// offer entries); items that name them but stand on their own have that field cleared
// ($clearReferences, e.g. the issuer of evaluations they wrote, the assignee of missions). Both lists
// are [{label, field}], from the resource table (src/management/resources.ts, onUserDelete).
// Candidacies on postings go with the user's relationships.
MATCH (o:Organisation {id: $organisationId})<-[:MEMBER_OF]-(u:User {id: $userId})
OPTIONAL MATCH (u)<-[:OWNED_BY]-(k:ApiKey)
OPTIONAL MATCH (u)<-[:ISSUED_TO]-(t:RefreshToken)
WITH o, u, collect(DISTINCT k) AS keys, collect(DISTINCT t) AS tokens,
     [k IN collect(DISTINCT k) | k.id] AS keyIds
CALL (o, u) {
  OPTIONAL MATCH (u)<-[:BELONGS_TO]-(owned)
  WITH o, u, collect(owned) AS owned
  WITH o, u, owned + COLLECT {
    UNWIND $deleteReferences AS reference
    MATCH (entry:$(reference.label) {organisation_id: o.id})
    WHERE entry[reference.field] = u.id
    RETURN entry
  } AS doomed
  FOREACH (n IN doomed | DETACH DELETE n)
  RETURN size(doomed) AS cascaded
}
CALL (o, u) {
  UNWIND $clearReferences AS reference
  MATCH (item:$(reference.label) {organisation_id: o.id})
  WHERE item[reference.field] = u.id
  SET item[reference.field] = null, item.updated_at = datetime()
  RETURN count(item) AS cleared
}
FOREACH (k IN keys | DETACH DELETE k)
FOREACH (t IN tokens | DETACH DELETE t)
DETACH DELETE u
RETURN keyIds AS key_ids, cascaded, cleared
