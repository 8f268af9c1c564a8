// Correspondences between concepts of two frameworks, one edge per correspondence and provenance:
// (a)-[:CROSSWALK {match, score, provenance, inferred}]->(b), from the source framework's concept to the
// target's; `match` (exact|close|broad|narrow) says how b relates to a, SKOS-style. $framework is the
// table id (or inference method), so a reload can remove the edges a new version dropped.
// $rows: [{from, to, match, score, inferred, note?, confidence?, similarity?, titles?}].
// Rows naming a concept that is not loaded come back as missing, with the side that is absent.
UNWIND $rows AS row
OPTIONAL MATCH (a:Concept {id: row.from})
OPTIONAL MATCH (b:Concept {id: row.to})
WITH row, a, b
CALL (row, a, b) {
  WITH row, a, b WHERE a IS NOT NULL AND b IS NOT NULL
  MERGE (a)-[r:CROSSWALK {framework: $framework}]->(b)
  SET r.match = row.match,
      r.score = row.score,
      r.provenance = $framework,
      r.inferred = row.inferred,
      r.source_version = $version,
      r.seen_run = $run,
      r.note = row.note,
      r.confidence = row.confidence,
      r.similarity = row.similarity,
      r.shared_titles = row.titles
  RETURN count(r) AS linked
}
WITH row, a, b, linked
RETURN sum(linked) AS written,
       [m IN collect(CASE WHEN a IS NULL OR b IS NULL
                     THEN row {.from, .to, absent: CASE WHEN a IS NULL AND b IS NULL THEN 'both' WHEN a IS NULL THEN 'from' ELSE 'to' END}
                     END) WHERE m IS NOT NULL] AS missing
