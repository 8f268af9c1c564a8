// Adds a further language's labels to concepts already loaded from the release's primary language;
// never creates a concept. $rows: [{id, props}] with props named label_<lang>, alt_labels_<lang>, ...
UNWIND $rows AS row
OPTIONAL MATCH (c:Concept {id: row.id})
CALL (row, c) {
  WITH row, c WHERE c IS NOT NULL
  SET c += row.props
  RETURN count(c) AS labelled
}
RETURN sum(labelled) AS written, [row IN collect(CASE WHEN c IS NULL THEN row.id END) WHERE row IS NOT NULL] AS missing
