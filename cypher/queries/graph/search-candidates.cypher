// Candidates for a search, read for scoring: the words' candidates ($lexical: [{node: elementId,
// lexical}] from search-lexical) and, when $vector is given, the nearest neighbours in the kind's vector
// index; for each, its cosine similarity to the query. The service scores and ranks them with the
// concepts' names and the frameworks they reach, which it reads once per concept (search-names).
// $vectorIndex (null: no neighbours, e.g. while a load builds the index; the words' candidates are still
// scored by meaning); $vector (list of floats or null); $pool: neighbours the index searches for (its
// search breadth: more finds the nearest ones more surely); $keep: the nearest of them by cosine kept;
// $frameworks: list of framework ids or null for all.
CALL () {
  UNWIND $lexical AS hit
  MATCH (node) WHERE elementId(node) = hit.node
  RETURN node, hit.lexical AS lexical, null AS similarity
  UNION ALL
  WITH $vector AS vector WHERE vector IS NOT NULL AND $vectorIndex IS NOT NULL
  CALL db.index.vector.queryNodes($vectorIndex, $pool, vector) YIELD node
  WITH node, vector WHERE node.retired_at IS NULL AND ($frameworks IS NULL OR node.framework IN $frameworks)
  WITH node, vector.similarity.cosine(node.embedding, vector) AS similarity
  ORDER BY similarity DESC LIMIT toInteger($keep)
  RETURN node, 0.0 AS lexical, similarity
}
WITH node, max(lexical) AS lexical, max(similarity) AS similarity
RETURN node.id AS id, [l IN labels(node) WHERE l <> 'Concept'][0] AS kind, node.framework AS framework,
       node.code AS code,
       lexical,
       CASE WHEN $vector IS NULL OR node.embedding IS NULL THEN null
            ELSE coalesce(similarity, vector.similarity.cosine(node.embedding, $vector)) END AS cosine
