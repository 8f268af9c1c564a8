// The concepts directly under one concept (BROADER pointing to it), with how many each has below.
// $id, $framework and $kinds (or null), $skip, $limit.
MATCH (p:Concept {id: $id})
OPTIONAL MATCH (c:Concept)-[:BROADER]->(p)
WHERE ($framework IS NULL OR c.framework = $framework) AND c.retired_at IS NULL
  AND ($kinds IS NULL OR any(kind IN $kinds WHERE kind IN labels(c)))
WITH p, c ORDER BY coalesce(c.code, c.id)
WITH p, collect(c) AS children
RETURN size(children) AS total,
       [c IN children[$skip..$skip + $limit] | c {.id, .framework, .code, .label_en, .label_fr, .label_es,
         kind: [l IN labels(c) WHERE l <> 'Concept'][0],
         children: COUNT { (:Concept)-[:BROADER]->(c) }}] AS nodes
