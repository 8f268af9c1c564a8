// Occupations in sectors of activity: (occupation)-[:IN_SECTOR {principal}]->(sector), `principal` when
// the framework names it the occupation's main sector. $rows: [{from, to, principal}].
UNWIND $rows AS row
OPTIONAL MATCH (o:Concept {id: row.from})
OPTIONAL MATCH (s:Concept {id: row.to})
WITH row, o, s
CALL (row, o, s) {
  WITH row, o, s WHERE o IS NOT NULL AND s IS NOT NULL
  MERGE (o)-[r:IN_SECTOR]->(s)
  SET r.principal = row.principal, r.framework = $framework, r.seen_run = $run
  RETURN count(r) AS linked
}
RETURN sum(linked) AS written, [row IN collect(CASE WHEN o IS NULL OR s IS NULL THEN row END) WHERE row IS NOT NULL] AS missing
