// Skills closest in meaning to each passage of a text (a sentence, a bullet), from the skill vector
// index. $passages: list of {index, vector}; $k: neighbours per passage; $minimum: least cosine kept;
// $frameworks: list of framework ids, or null for all.
UNWIND $passages AS passage
CALL db.index.vector.queryNodes('skill_embedding', toInteger($k), passage.vector) YIELD node, score
// vector.similarity.cosine answers (1 + cosine) / 2; `cosine` here is the plain cosine.
WITH passage, node, 2 * vector.similarity.cosine(node.embedding, passage.vector) - 1 AS cosine
WHERE node.retired_at IS NULL AND cosine >= $minimum
  AND ($frameworks IS NULL OR node.framework IN $frameworks)
RETURN passage.index AS passage, node.id AS id, node.framework AS framework, cosine
ORDER BY passage, cosine DESC
