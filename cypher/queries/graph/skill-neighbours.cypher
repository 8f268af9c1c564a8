// A skill's neighbourhood: prerequisites (PREREQUISITE_OF into it), broader and narrower concepts
// (BROADER), related skills (RELATED, either direction), each bounded by $limit. $id.
MATCH (s:Concept {id: $id})
CALL (s) {
  MATCH (p:Concept)-[r:PREREQUISITE_OF]->(s)
  RETURN collect(p {.id, .framework, .label_en, .label_fr, .label_es, kind: [l IN labels(p) WHERE l <> 'Concept'][0],
                    relation: 'prerequisite', derived: r.derived, method: r.method})[..$limit] AS prerequisites
}
CALL (s) {
  MATCH (s)-[:BROADER]->(b:Concept)
  RETURN collect(b {.id, .framework, .label_en, .label_fr, .label_es, kind: [l IN labels(b) WHERE l <> 'Concept'][0],
                    relation: 'broader'})[..$limit] AS broader
}
CALL (s) {
  MATCH (n:Concept)-[:BROADER]->(s) WHERE n.retired_at IS NULL
  WITH n ORDER BY n.label_en, n.label_fr, n.id
  RETURN collect(n {.id, .framework, .label_en, .label_fr, .label_es, kind: [l IN labels(n) WHERE l <> 'Concept'][0],
                    relation: 'narrower'})[..$limit] AS narrower
}
CALL (s) {
  MATCH (s)-[r:RELATED]-(o:Concept) WHERE o.retired_at IS NULL
  RETURN collect(DISTINCT o {.id, .framework, .label_en, .label_fr, .label_es, kind: [l IN labels(o) WHERE l <> 'Concept'][0],
                    relation: coalesce(r.relation, 'related'),
                    direction: CASE WHEN startNode(r) = s THEN 'outgoing' ELSE 'incoming' END})[..$limit] AS related
}
RETURN prerequisites, broader, narrower, related
