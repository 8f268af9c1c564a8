// Candidates for a search, read for scoring: the words' candidates ($lexical: [{node: elementId,
// lexical}] from search-lexical) and, when $vector is given, the nearest neighbours in the kind's vector
// index; for each, its cosine similarity to the query. The service scores and ranks them with the
// concepts' names and the frameworks they reach, which it reads once per concept (search-names).
// $vectorIndex (null: no neighbours, e.g. while a load builds the index; the words' candidates are still
// scored by meaning); $vector (list of floats or null); $pool: neighbours to fetch; $frameworks: list of
// framework ids or null for all.
CALL () {
  UNWIND $lexical AS hit
  MATCH (node) WHERE elementId(node) = hit.node
  RETURN node, hit.lexical AS lexical
  UNION ALL
  WITH $vector AS vector WHERE vector IS NOT NULL AND $vectorIndex IS NOT NULL
  CALL db.index.vector.queryNodes($vectorIndex, $pool, vector) YIELD node
  WITH node WHERE node.retired_at IS NULL AND ($frameworks IS NULL OR node.framework IN $frameworks)
  RETURN node, 0.0 AS lexical
}
WITH node, max(lexical) AS lexical
RETURN node.id AS id, [l IN labels(node) WHERE l <> 'Concept'][0] AS kind, node.framework AS framework,
       node.code AS code,
       lexical,
       CASE WHEN $vector IS NULL OR node.embedding IS NULL THEN null
            ELSE vector.similarity.cosine(node.embedding, $vector) END AS cosine
