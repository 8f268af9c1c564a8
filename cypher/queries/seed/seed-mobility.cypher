// Mobility between occupations as a framework states it (ROME "mobilité"): (from)-[:MOBILITY {rank}]->(to),
// a realistic next job. $rows: [{from, to, rank}].
UNWIND $rows AS row
OPTIONAL MATCH (a:Concept {id: row.from})
OPTIONAL MATCH (b:Concept {id: row.to})
WITH row, a, b
CALL (row, a, b) {
  WITH row, a, b WHERE a IS NOT NULL AND b IS NOT NULL
  MERGE (a)-[r:MOBILITY]->(b)
  SET r.rank = row.rank, r.framework = $framework, r.seen_run = $run
  RETURN count(r) AS linked
}
RETURN sum(linked) AS written, [row IN collect(CASE WHEN a IS NULL OR b IS NULL THEN row END) WHERE row IS NOT NULL] AS missing
