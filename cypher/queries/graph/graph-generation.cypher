// Changes whenever reference data is (re)loaded (a (:SeedRun) per load) or what a load derives from it
// is written (the (:DerivedData) mark: vectors, rebuilt search indexes, skill profiles): in-process
// caches of graph records and searches compare it and start afresh when it moves. `loads` moves with
// the loads alone, for caches of what only the loaded data decides (search's vocabularies, names).
// `indexesAside`: a load has search indexes set aside, or a first load beside a service marked itself
// in progress (src/seeding/search-indexes.ts), so it is still writing; the service waits for its end
// before it warms search up again (src/main.ts).
OPTIONAL MATCH (r:SeedRun)
WITH toString(max(r.finished_at)) + '/' + toString(count(r)) AS loads
OPTIONAL MATCH (d:DerivedData)
WITH loads, max(d.finished_at) AS derived
RETURN loads + '/' + coalesce(toString(derived), '') AS generation, loads,
       COUNT { (:SearchIndexSetAside) } > 0 AS indexesAside
