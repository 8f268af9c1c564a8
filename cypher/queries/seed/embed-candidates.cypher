// Skills, occupations and sectors that may need an embedding, one page at a time in id order (keyset
// paging on the concept_id index): what the text to embed is made of (preferred and alternative labels and
// descriptions in every language, as [key, value] pairs), its kind, and what was embedded last time.
// $after: the last id of the previous page ('' for the first); $limit: the page size;
// $kinds: the kinds to embed (Skill, Occupation, Sector).
MATCH (c:Concept)
WHERE c.id > $after AND any(kind IN $kinds WHERE kind IN labels(c)) AND c.retired_at IS NULL
WITH c
ORDER BY c.id
LIMIT toInteger($limit)
RETURN c.id AS id,
       [kind IN $kinds WHERE kind IN labels(c)][0] AS kind,
       c.framework AS framework,
       c.embedding IS NOT NULL AS embedded,
       c.embedding_model AS model,
       c.embedding_text_hash AS hash,
       [key IN keys(c) WHERE key STARTS WITH 'label_' OR key STARTS WITH 'alt_labels_' OR key STARTS WITH 'description_' | [key, c[key]]] AS texts
