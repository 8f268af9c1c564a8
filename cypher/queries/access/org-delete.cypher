// Deletes an organisation and everything of it: every node carrying its organisation_id (users, keys,
// sessions, plans, usage counters, management resources, CVs, postings, pipelines, jobs), in batches of
// their own transactions so a large tenant does not need one huge transaction, then the organisation
// node. Run in an auto-commit transaction (CALL ... IN TRANSACTIONS). Returns how many nodes went.
MATCH (n)
WHERE n.organisation_id = $organisationId
CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 1000 ROWS
WITH count(*) AS members
OPTIONAL MATCH (organisation:Organisation {id: $organisationId})
WITH members, collect(organisation) AS organisations
FOREACH (o IN organisations | DETACH DELETE o)
RETURN members + size(organisations) AS deleted
