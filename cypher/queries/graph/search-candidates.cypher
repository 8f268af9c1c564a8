// Candidates for a search: the best fulltext hits in every language index of the kind, exact code
// hits, and (when $vector is given) the nearest neighbours in the kind's vector index; then, for each,
// its labels and its cosine similarity to the query. The service scores and ranks them.
// $kind (Skill, Occupation, Sector); $lucene: a Lucene query built from the words typed;
// $indexes: the kind's fulltext index names; $vectorIndex; $vector (list of floats or null);
// $pool: candidates per index; $frameworks: list of framework ids or null for all.
CALL () {
  UNWIND $indexes AS index
  CALL db.index.fulltext.queryNodes(index, $lucene, {limit: $pool}) YIELD node, score
  RETURN node, score AS lexical
  UNION
  WITH $code AS code WHERE code IS NOT NULL
  CALL db.index.fulltext.queryNodes('concept_codes', code, {limit: 10}) YIELD node, score
  WHERE $kind IN labels(node)
  RETURN node, 1000.0 AS lexical
}
WITH node, max(lexical) AS lexical
WHERE node.retired_at IS NULL AND ($frameworks IS NULL OR node.framework IN $frameworks)
WITH collect({node: node, lexical: lexical}) AS lexicalHits
// Aggregating without a grouping key always yields one row, so an empty vector index (concepts not
// embedded yet) leaves the lexical hits standing instead of emptying the result.
CALL () {
  WITH $vector AS vector WHERE vector IS NOT NULL
  CALL db.index.vector.queryNodes($vectorIndex, $pool, vector) YIELD node, score
  WHERE node.retired_at IS NULL AND ($frameworks IS NULL OR node.framework IN $frameworks)
  RETURN collect({node: node, lexical: 0.0}) AS semanticHits
}
UNWIND lexicalHits + semanticHits AS hit
WITH hit.node AS node, max(hit.lexical) AS lexical
RETURN node.id AS id, [l IN labels(node) WHERE l <> 'Concept'][0] AS kind, node.framework AS framework,
       node.code AS code,
       {en: node.label_en, fr: node.label_fr, es: node.label_es} AS labels,
       coalesce(node.alt_labels_en, []) + coalesce(node.alt_labels_fr, []) + coalesce(node.alt_labels_es, []) AS alternatives,
       lexical,
       CASE WHEN $vector IS NULL OR node.embedding IS NULL THEN null
            ELSE vector.similarity.cosine(node.embedding, $vector) END AS cosine,
       [f IN [node.framework] + COLLECT { MATCH (node)-[:CROSSWALK]-(x:Concept) RETURN DISTINCT x.framework } WHERE f IS NOT NULL] AS referentials
