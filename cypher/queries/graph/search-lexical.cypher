// The words' candidates for a search: the best fulltext hits in every language index of the kind, and
// exact framework-code hits (lexical 1000). Runs while the query is embedded; search-candidates then
// adds the meaning's candidates and reads them all.
// $kind (Skill, Occupation, Sector); $lucene: a Lucene query built from the words typed (null: none);
// $indexes: the kind's fulltext index names; $code: the text when it looks like a code, else null;
// $pool: hits read per index; $keep: hits kept per index, the best of the wanted frameworks (one
// framework can fill the top of an index: ROME's French titles push ESCO's out of the French index, so
// under a framework filter more are read, and only the best $keep of those frameworks are kept, as
// many as an unfiltered search keeps); $frameworks: list of framework ids or null for all.
CALL () {
  WITH $lucene AS lucene WHERE lucene IS NOT NULL
  UNWIND $indexes AS index
  CALL (index, lucene) {
    CALL db.index.fulltext.queryNodes(index, lucene, {limit: $pool}) YIELD node, score
    WHERE node.retired_at IS NULL AND ($frameworks IS NULL OR node.framework IN $frameworks)
    RETURN node, score ORDER BY score DESC LIMIT toInteger($keep)
  }
  RETURN node, score AS lexical
  UNION
  WITH $code AS code WHERE code IS NOT NULL
  CALL db.index.fulltext.queryNodes('concept_codes', code, {limit: 10}) YIELD node, score
  WHERE $kind IN labels(node) AND node.retired_at IS NULL
        AND ($frameworks IS NULL OR node.framework IN $frameworks)
  RETURN node, 1000.0 AS lexical
}
WITH node, max(lexical) AS lexical
RETURN elementId(node) AS node, lexical
