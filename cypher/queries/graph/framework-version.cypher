// The release of a framework that the graph holds, if any.
MATCH (f:Framework {id: $id})
RETURN f.version AS version, f.loaded_at AS loaded_at
