// Removes the user-profile entities a corrected enriched CV wrote earlier, before it writes them anew.
MATCH (corrected:JsonResumeCorrectedEnriched {id: $id})-[:WROTE]->(entity)
DETACH DELETE entity
RETURN count(*) AS removed
