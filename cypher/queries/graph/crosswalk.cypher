// Correspondences of a concept in a target framework, best evidence first:
//   1. direct CROSSWALK edges (an official table or an inference, as the edge's provenance says);
//   2. two crosswalk steps through another framework (e.g. ROME -> ESCO -> O*NET), marked inferred;
//   3. the crosswalks of the concept's broader concepts (up to two levels), as broader matches.
// Edges read against their direction swap broad and narrow. $id, $target (framework id), $limit.
MATCH (c:Concept {id: $id})
CALL (c) {
  MATCH (c)-[r:CROSSWALK]-(t:Concept {framework: $target})
  WHERE t.retired_at IS NULL
  RETURN t, 1 AS tier, r.match AS match, startNode(r) = c AS forward, r.score AS score,
         [r.provenance] AS provenance, coalesce(r.inferred, false) AS inferred, [] AS via
  UNION
  MATCH (c)-[r1:CROSSWALK]-(m:Concept)-[r2:CROSSWALK]-(t:Concept {framework: $target})
  WHERE m.framework <> $target AND m.framework <> c.framework AND t.retired_at IS NULL
  RETURN t, 2 AS tier,
         CASE WHEN r1.match = 'exact' AND r2.match = 'exact' THEN 'close' ELSE coalesce(r2.match, 'close') END AS match,
         startNode(r2) = m AS forward, coalesce(r1.score, 0.5) * coalesce(r2.score, 0.5) AS score,
         [r1.provenance, r2.provenance] AS provenance, true AS inferred,
         [m {.id, .framework, .label_en, .label_fr, .label_es, kind: [l IN labels(m) WHERE l <> 'Concept'][0]}] AS via
  UNION
  MATCH (c)-[:BROADER*1..2]->(b:Concept)-[r:CROSSWALK]-(t:Concept {framework: $target})
  WHERE t.retired_at IS NULL
  RETURN t, 3 AS tier, 'broad' AS match, true AS forward, coalesce(r.score, 0.5) * 0.5 AS score,
         [r.provenance] AS provenance, true AS inferred,
         [b {.id, .framework, .label_en, .label_fr, .label_es, kind: [l IN labels(b) WHERE l <> 'Concept'][0]}] AS via
}
WITH t, tier, match, forward, score, provenance, inferred, via
ORDER BY tier, score DESC
WITH t, collect({tier: tier, match: match, forward: forward, score: score, provenance: provenance, inferred: inferred, via: via})[0] AS best
RETURN t {.id, .framework, .code, .label_en, .label_fr, .label_es, kind: [l IN labels(t) WHERE l <> 'Concept'][0]} AS target,
       best.tier AS tier, best.match AS match, best.forward AS forward, best.score AS score,
       best.provenance AS provenance, best.inferred AS inferred, best.via AS via
ORDER BY tier, score DESC
LIMIT toInteger($limit)
