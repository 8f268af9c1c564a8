// Deletes a team of an organisation; returns the id when it existed.
MATCH (o:Organisation {id: $organisationId})<-[:BELONGS_TO]-(t:Team {id: $teamId})
WITH t, t.id AS id
DETACH DELETE t
RETURN id
