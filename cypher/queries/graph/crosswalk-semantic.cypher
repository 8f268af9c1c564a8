// Where no table or path connects a concept to a target framework: the target framework's concepts of
// the same kind nearest to it in meaning (vector index), offered as inferred close matches.
// $id, $target, $vectorIndex, $limit.
MATCH (c:Concept {id: $id})
WHERE c.embedding IS NOT NULL
CALL db.index.vector.queryNodes($vectorIndex, 300, c.embedding) YIELD node, score
WITH c, node, score
WHERE node.framework = $target AND node <> c AND node.retired_at IS NULL
RETURN node {.id, .framework, .code, .label_en, .label_fr, .label_es, kind: [l IN labels(node) WHERE l <> 'Concept'][0]} AS target,
       score
ORDER BY score DESC
LIMIT toInteger($limit)
