// One (:SeedRun) per load, with its figures, so a data team can see what was loaded when.
MERGE (r:SeedRun {id: $run.id})
SET r += $run
RETURN r.id AS id
