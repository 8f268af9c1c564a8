// Skill-to-skill edges as the source states them: (skill)-[:RELATED {relation: essential|optional}]->(related).
// $rows: [{from, to, relation}].
UNWIND $rows AS row
OPTIONAL MATCH (a:Concept {id: row.from})
OPTIONAL MATCH (b:Concept {id: row.to})
WITH row, a, b
CALL (row, a, b) {
  WITH row, a, b WHERE a IS NOT NULL AND b IS NOT NULL
  MERGE (a)-[r:RELATED]->(b)
  SET r.relation = row.relation, r.framework = $framework, r.seen_run = $run
  RETURN count(r) AS linked
}
RETURN sum(linked) AS written, [row IN collect(CASE WHEN a IS NULL OR b IS NULL THEN row END) WHERE row IS NOT NULL] AS missing
