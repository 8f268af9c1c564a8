// Records a reference framework and the release being loaded. $framework: {id, name, version,
// licence, attribution, source}.
MERGE (f:Framework {id: $framework.id})
SET f += $framework, f.loaded_at = datetime()
RETURN f.id AS id
