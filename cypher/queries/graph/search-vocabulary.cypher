// The labels of one kind's live concepts, every language, alternatives included, a page at a time
// (ordered by id, after $after, $limit concepts): search lower-cases and splits them into its vocabulary,
// and asks the fulltext indexes for typo-tolerant (fuzzy) variants only of words outside it (a known word
// needs none, and fuzzy terms are most of a search's cost). $kind: Skill, Occupation or Sector.
// timeout: 120 s (built once at start, possibly while the machine is busy loading)
MATCH (c:Concept)
WHERE c.id > $after AND $kind IN labels(c) AND c.retired_at IS NULL
WITH c ORDER BY c.id LIMIT toInteger($limit)
RETURN c.id AS id,
       [label IN [c.label_en, c.label_fr, c.label_es] WHERE label IS NOT NULL]
       + coalesce(c.alt_labels_en, []) + coalesce(c.alt_labels_fr, []) + coalesce(c.alt_labels_es, []) AS labels
