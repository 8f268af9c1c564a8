// After a complete load of a crosswalk table (or a run of an inference method): its edges that this
// version no longer states are removed. Crosswalk edges carry the table id as `framework`, which no
// concept has, so seed-retire (keyed on the concepts' framework) never reaches them.
MATCH ()-[r:CROSSWALK {framework: $framework}]->()
WHERE r.seen_run <> $run
DELETE r
RETURN count(r) AS unlinked
