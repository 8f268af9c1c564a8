// The concepts directly under one concept (BROADER pointing to it; for a sector, also the occupations
// IN_SECTOR of it), with how many each has below, and the concept itself.
// $id, $framework and $kinds (or null), $skip, $limit.
MATCH (p:Concept {id: $id})
OPTIONAL MATCH (c:Concept)-[:BROADER|IN_SECTOR]->(p)
WHERE ($framework IS NULL OR c.framework = $framework) AND c.retired_at IS NULL
  AND ($kinds IS NULL OR any(kind IN $kinds WHERE kind IN labels(c)))
WITH p, c ORDER BY coalesce(c.code, c.id)
WITH p, collect(DISTINCT c) AS children
RETURN p {.id, .framework, .code, .label_en, .label_fr, .label_es,
         kind: [l IN labels(p) WHERE l <> 'Concept'][0]} AS parent,
       size(children) AS total,
       [c IN children[$skip..$skip + $limit] | c {.id, .framework, .code, .label_en, .label_fr, .label_es,
         kind: [l IN labels(c) WHERE l <> 'Concept'][0],
         children: COUNT { (:Concept)-[:BROADER|IN_SECTOR]->(c) }}] AS nodes
