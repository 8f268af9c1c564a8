// /health: every fulltext and vector index with its state; any FAILED one makes `gyre` unhealthy.
SHOW INDEXES YIELD name, type, state, populationPercent, labelsOrTypes, properties
WHERE type IN ['FULLTEXT', 'VECTOR']
RETURN name, type, state, populationPercent AS population_percent, labelsOrTypes AS labels, properties
ORDER BY name
