// Loads framework concepts: MERGE on the stable id, the kind as a second label, the row's properties
// (language-specific ones are named label_<lang>, alt_labels_<lang>, hidden_labels_<lang>,
// description_<lang>). $rows: [{id, kind, props}]; $framework, $run, $version.
// A concept seen again after being retired is active again.
UNWIND $rows AS row
MERGE (c:Concept {id: row.id})
ON CREATE SET c.created_at = datetime()
SET c:$(row.kind)
SET c += row.props,
    c.framework = $framework,
    c.source_version = $version,
    c.seen_run = $run,
    c.updated_at = datetime()
REMOVE c.retired_at
RETURN count(c) AS written
