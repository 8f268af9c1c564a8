// The prerequisite edges above a skill, up to five levels (callers cut the tree to the depth they
// asked for). Paths never repeat an edge; the caller also stops at a node already on the path, so
// cycles in derived prerequisites cannot loop. $id.
MATCH path = (:Concept)-[:PREREQUISITE_OF*1..5]->(:Concept {id: $id})
UNWIND relationships(path) AS r
WITH DISTINCT startNode(r) AS pre, endNode(r) AS post, r
RETURN pre {.id, .framework, .label_en, .label_fr, .label_es, kind: [l IN labels(pre) WHERE l <> 'Concept'][0]} AS prerequisite,
       post.id AS of, r.derived AS derived, r.method AS method
LIMIT 5000
