// Search indexes dropped for a bulk write and not created again yet (search-index-set-aside), with the
// statements that create them (type and labels: null and [] when set aside by a version before 2026-11-27);
// and a first load beside a service in progress (type LOAD, no statement: it stands for no index).
MATCH (aside:SearchIndexSetAside)
RETURN aside.name AS name, aside.type AS type, coalesce(aside.labels, []) AS labels,
       aside.create_statement AS createStatement, aside.since AS since
ORDER BY name
