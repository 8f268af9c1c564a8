// The ISCO-08 unit groups (ESCO's 4-digit OccupationGroups) with their titles in every language and the
// live occupations filed under them (ESCO's `isco_code`): a search whose words are a group's title
// ("Shop sales assistants", "Vendeurs en magasin") also considers the group's occupations, which may
// share no word with it. One pass over ESCO's occupations, then each group by its code.
// timeout: 120 s (read once per graph generation, possibly while the machine is busy loading)
MATCH (o:Occupation {framework: 'ESCO'})
WHERE o.isco_code IS NOT NULL AND o.retired_at IS NULL
WITH o.isco_code AS code, collect({id: o.id, element: elementId(o)}) AS members
MATCH (g:OccupationGroup {framework: 'ESCO', code: code})
WHERE g.retired_at IS NULL
RETURN g.code AS code,
       [label IN [g.label_en, g.label_fr, g.label_es] WHERE label IS NOT NULL]
       + coalesce(g.alt_labels_en, []) + coalesce(g.alt_labels_fr, []) + coalesce(g.alt_labels_es, []) AS titles,
       members
