// Deletes a team of an organisation and what it owns (its projects and their missions); returns the id
// when it existed and how many owned nodes went with it.
MATCH (o:Organisation {id: $organisationId})<-[:BELONGS_TO]-(t:Team {id: $teamId})
OPTIONAL MATCH (t)<-[:BELONGS_TO*1..2]-(owned)
WITH t, t.id AS id, collect(DISTINCT owned) AS owned
FOREACH (n IN owned | DETACH DELETE n)
DETACH DELETE t
RETURN id, size(owned) AS cascaded
