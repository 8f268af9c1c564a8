// The names search scores a concept's words against: its preferred label per language and its
// alternative labels in every language, for concepts by id: what GraphSearch remembers per concept
// (with its referentials, concept-referentials), so a search's candidates are read without them
// (search-candidates; the crosswalks' traversal was a quarter of an occupation search's Neo4j CPU).
// $ids: concept ids.
UNWIND $ids AS id
MATCH (node:Concept {id: id})
RETURN node.id AS id,
       {en: node.label_en, fr: node.label_fr, es: node.label_es} AS labels,
       coalesce(node.alt_labels_en, []) + coalesce(node.alt_labels_fr, []) + coalesce(node.alt_labels_es, []) AS alternatives
