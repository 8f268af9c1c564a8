// Occupation-to-occupation relatedness as a framework states it (O*NET Related Occupations):
// (a)-[:RELATED_OCCUPATION {tier, rank}]->(b), `tier` the source's own grouping (O*NET: Primary-Short,
// Primary-Long, Supplemental), `rank` its order within the occupation's list (1 = most related).
// $rows: [{from, to, tier, rank}].
UNWIND $rows AS row
OPTIONAL MATCH (a:Concept {id: row.from})
OPTIONAL MATCH (b:Concept {id: row.to})
WITH row, a, b
CALL (row, a, b) {
  WITH row, a, b WHERE a IS NOT NULL AND b IS NOT NULL
  MERGE (a)-[r:RELATED_OCCUPATION]->(b)
  SET r.tier = row.tier, r.rank = row.rank, r.framework = $framework, r.seen_run = $run
  RETURN count(r) AS linked
}
RETURN sum(linked) AS written, [row IN collect(CASE WHEN a IS NULL OR b IS NULL THEN row END) WHERE row IS NOT NULL] AS missing
