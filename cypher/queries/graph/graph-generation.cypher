// Changes whenever reference data is (re)loaded or embedded: in-process caches of graph records
// compare it and start afresh when it moves.
OPTIONAL MATCH (r:SeedRun)
RETURN toString(max(r.finished_at)) + '/' + toString(count(r)) AS generation
