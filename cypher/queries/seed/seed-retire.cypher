// After a complete load of a release: concepts of the framework that the release no longer has are
// retired (kept, with retired_at, so links users made to them survive); the framework's own edges
// that the release no longer has are removed.
CALL () {
  MATCH (c:Concept {framework: $framework})
  WHERE c.seen_run <> $run AND c.retired_at IS NULL
  SET c.retired_at = datetime()
  RETURN count(c) AS retired
}
CALL () {
  MATCH (:Concept {framework: $framework})-[r:BROADER|REQUIRES|RELATED|PREREQUISITE_OF|MOBILITY|RELATED_OCCUPATION|IN_SECTOR]->()
  WHERE r.framework = $framework AND r.seen_run <> $run
  DELETE r
  RETURN count(r) AS unlinked
}
RETURN retired, unlinked
