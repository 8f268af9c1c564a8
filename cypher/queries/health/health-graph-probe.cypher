// /health, component `gyre`: the graph answers, and the state of its search (fulltext, vector) indexes.
CALL db.ping() YIELD success
WITH success
OPTIONAL MATCH (f:Framework)
WITH success, count(f) AS frameworks
RETURN success, frameworks
