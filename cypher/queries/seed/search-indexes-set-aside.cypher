// Search indexes dropped for a bulk write and not created again yet (search-index-set-aside), with the
// statements that create them.
MATCH (aside:SearchIndexSetAside)
RETURN aside.name AS name, aside.create_statement AS createStatement, aside.since AS since
ORDER BY name
