// Every candidate correspondence of a concept in a target framework, with all the evidence for it; the
// API ranks them by one calibrated score (src/graph/crosswalk-score.ts). Evidence, one map per item:
//   direct   - a CROSSWALK edge between the two (an official table, or an inference such as shared
//              titles, as its provenance and `inferred` say); `forward` is false when read against it;
//   path     - two crosswalk steps through a third framework (e.g. ROME -> ESCO -> O*NET);
//   broader  - a crosswalk of one of the concept's broader concepts (up to two levels), e.g. the ISCO
//              unit group of an ESCO occupation;
//   narrower - a crosswalk of one of its narrower concepts (up to two levels), e.g. the ESCO occupations
//              of an ISCO unit group;
//   neighbour - among the target framework's $neighbours concepts nearest in meaning (vector index).
// Each candidate also carries `similarity`, the cosine score of the two concepts' embeddings, and
// `skills`, that of their skill profiles (occupations: what their required skills have in common,
// src/seeding/skill-profiles.ts); null where one has none.
// $id, $target (framework id), $vectorIndex (null: no neighbours), $neighbours.
MATCH (c:Concept {id: $id})
CALL (c) {
  MATCH (c)-[r:CROSSWALK]-(t:Concept {framework: $target})
  WHERE t.retired_at IS NULL
  RETURN t, {kind: 'direct', provenance: [r.provenance], inferred: coalesce(r.inferred, false),
             score: r.score, match: r.match, forward: startNode(r) = c,
             titles: size(coalesce(r.shared_titles, [])), via: null} AS evidence
  UNION
  MATCH (c)-[r1:CROSSWALK]-(m:Concept)-[r2:CROSSWALK]-(t:Concept {framework: $target})
  WHERE m.framework <> $target AND m.framework <> c.framework AND t.retired_at IS NULL
  RETURN t, {kind: 'path', provenance: [r1.provenance, r2.provenance], inferred: true,
             score: coalesce(r1.score, 0.5) * coalesce(r2.score, 0.5),
             match: CASE WHEN r1.match = 'exact' AND r2.match = 'exact' THEN 'close' ELSE coalesce(r2.match, 'close') END,
             forward: startNode(r2) = m, titles: 0,
             via: m {.id, .framework, .label_en, .label_fr, .label_es, kind: [l IN labels(m) WHERE l <> 'Concept'][0]}} AS evidence
  UNION
  MATCH (c)-[:BROADER*1..2]->(b:Concept)-[r:CROSSWALK]-(t:Concept {framework: $target})
  WHERE t.retired_at IS NULL
  RETURN t, {kind: 'broader', provenance: [r.provenance], inferred: true, score: coalesce(r.score, 0.5),
             match: 'broad', forward: true, titles: 0,
             via: b {.id, .framework, .label_en, .label_fr, .label_es, kind: [l IN labels(b) WHERE l <> 'Concept'][0]}} AS evidence
  UNION
  MATCH (c)<-[:BROADER*1..2]-(n:Concept)-[r:CROSSWALK]-(t:Concept {framework: $target})
  WHERE n.retired_at IS NULL AND t.retired_at IS NULL
  RETURN t, {kind: 'narrower', provenance: [r.provenance], inferred: true, score: coalesce(r.score, 0.5),
             match: 'narrow', forward: true, titles: 0,
             via: n {.id, .framework, .label_en, .label_fr, .label_es, kind: [l IN labels(n) WHERE l <> 'Concept'][0]}} AS evidence
  UNION
  WITH c WHERE $vectorIndex IS NOT NULL AND c.embedding IS NOT NULL
  CALL db.index.vector.queryNodes($vectorIndex, 1000, c.embedding) YIELD node, score
  WITH node AS t, score WHERE t.framework = $target AND t.id <> c.id AND t.retired_at IS NULL
  ORDER BY score DESC
  LIMIT toInteger($neighbours)
  RETURN t, {kind: 'neighbour', provenance: ['semantic-similarity'], inferred: true, score: score,
             match: 'close', forward: true, titles: 0, via: null} AS evidence
}
WITH c, t, collect(evidence) AS evidence
RETURN t {.id, .framework, .code, .label_en, .label_fr, .label_es, kind: [l IN labels(t) WHERE l <> 'Concept'][0]} AS target,
       evidence,
       CASE WHEN c.embedding IS NULL OR t.embedding IS NULL THEN null
            ELSE vector.similarity.cosine(c.embedding, t.embedding) END AS similarity,
       CASE WHEN c.skill_profile IS NULL OR t.skill_profile IS NULL THEN null
            ELSE vector.similarity.cosine(c.skill_profile, t.skill_profile) END AS skills
