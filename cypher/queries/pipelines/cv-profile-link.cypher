// Records which user-profile entities a corrected enriched CV wrote, so a replace can redo them.
MATCH (corrected:JsonResumeCorrectedEnriched {id: $id})-[:BELONGS_TO]->(user:User)
MATCH (entity)-[:BELONGS_TO]->(user)
WHERE entity.id IN $entityIds
CREATE (corrected)-[:WROTE]->(entity)
RETURN count(*) AS linked
