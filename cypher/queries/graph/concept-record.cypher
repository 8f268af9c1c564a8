// One concept's full record: its properties (without the embedding vector), its kind, the broader
// concepts it sits under, and the frameworks it reaches through crosswalks. $id; $kinds: accepted kinds.
MATCH (c:Concept {id: $id})
WHERE any(kind IN $kinds WHERE kind IN labels(c))
OPTIONAL MATCH (c)-[:BROADER]->(b:Concept)
WITH c, collect(b {.id, .framework, .label_en, .label_fr, .label_es, kind: [l IN labels(b) WHERE l <> 'Concept'][0]}) AS broader
OPTIONAL MATCH (c)-[:CROSSWALK]-(x:Concept)
WITH c, broader, collect(DISTINCT x.framework) AS crosswalked
RETURN c {.*, embedding: null} AS concept,
       [l IN labels(c) WHERE l <> 'Concept'][0] AS kind,
       broader,
       [f IN [c.framework] + crosswalked WHERE f IS NOT NULL | f] AS referentials
