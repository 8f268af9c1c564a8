// The words' candidates for a search: the best fulltext hits in every language index of the kind, and
// exact framework-code hits (lexical 1000). Runs while the query is embedded; search-candidates then
// adds the meaning's candidates and reads them all.
// $kind (Skill, Occupation, Sector); $lucene: a Lucene query built from the words typed (null: none);
// $indexes: the kind's fulltext index names; $code: the text when it looks like a code, else null;
// $pool: candidates per index; $frameworks: list of framework ids or null for all.
CALL () {
  WITH $lucene AS lucene WHERE lucene IS NOT NULL
  UNWIND $indexes AS index
  CALL db.index.fulltext.queryNodes(index, lucene, {limit: $pool}) YIELD node, score
  RETURN node, score AS lexical
  UNION
  WITH $code AS code WHERE code IS NOT NULL
  CALL db.index.fulltext.queryNodes('concept_codes', code, {limit: 10}) YIELD node, score
  WHERE $kind IN labels(node)
  RETURN node, 1000.0 AS lexical
}
WITH node, max(lexical) AS lexical
WHERE node.retired_at IS NULL AND ($frameworks IS NULL OR node.framework IN $frameworks)
RETURN elementId(node) AS node, lexical
