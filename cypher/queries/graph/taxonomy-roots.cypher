// The top of each framework's hierarchies: concepts that have narrower concepts but no broader one.
// $framework and $kinds (or null for all), $skip, $limit.
MATCH (c:Concept)
WHERE ($framework IS NULL OR c.framework = $framework) AND c.retired_at IS NULL
  AND ($kinds IS NULL OR any(kind IN $kinds WHERE kind IN labels(c)))
  AND NOT (c)-[:BROADER]->() AND EXISTS { (:Concept)-[:BROADER]->(c) }
WITH c ORDER BY c.framework, [l IN labels(c) WHERE l <> 'Concept'][0], coalesce(c.code, c.id)
WITH collect(c) AS roots
RETURN size(roots) AS total,
       [c IN roots[$skip..$skip + $limit] | c {.id, .framework, .code, .label_en, .label_fr, .label_es,
         kind: [l IN labels(c) WHERE l <> 'Concept'][0],
         children: COUNT { (:Concept)-[:BROADER|IN_SECTOR]->(c) }}] AS nodes
