// Search indexes created again after a bulk write: their set-aside records go.
// $names: index names.
UNWIND $names AS name
MATCH (aside:SearchIndexSetAside {name: name})
DELETE aside
