// /health, component `mongodb` (the record store, served by Neo4j): a write then a read of this
// process's probe node. $instance identifies the API process.
MERGE (h:HealthProbe {id: $instance})
SET h.checked_at = datetime(), h.sequence = coalesce(h.sequence, 0) + 1
RETURN h.sequence AS sequence, h.checked_at AS checked_at
