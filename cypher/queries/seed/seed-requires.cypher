// Occupation-to-skill edges: (occupation)-[:REQUIRES {relation: essential|optional, level}]->(skill).
// `level` is the proficiency where the source gives one (ESCO does not: null); `importance` the source's
// importance rating and `examples` the products named for a technology skill (O*NET; null elsewhere).
// $rows: [{from, to, relation, level, importance?, emerging?, examples?}].
UNWIND $rows AS row
OPTIONAL MATCH (o:Concept {id: row.from})
OPTIONAL MATCH (s:Concept {id: row.to})
WITH row, o, s
CALL (row, o, s) {
  WITH row, o, s WHERE o IS NOT NULL AND s IS NOT NULL
  MERGE (o)-[r:REQUIRES]->(s)
  SET r.relation = row.relation, r.level = row.level, r.emerging = coalesce(row.emerging, false),
      r.importance = row.importance, r.examples = row.examples,
      r.framework = $framework, r.seen_run = $run
  RETURN count(r) AS linked
}
RETURN sum(linked) AS written, [row IN collect(CASE WHEN o IS NULL OR s IS NULL THEN row END) WHERE row IS NOT NULL] AS missing
