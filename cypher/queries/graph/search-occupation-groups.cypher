// The ISCO-08 unit groups (ESCO's 4-digit OccupationGroups) with their titles in every language and the
// live occupations filed under them (ESCO's `isco_code`): a search whose words are a group's title
// ("Shop sales assistants", "Vendeurs en magasin") also considers the group's occupations, which may
// share no word with it. Read once per graph generation.
MATCH (g:OccupationGroup {framework: 'ESCO'})
WHERE g.code =~ '[0-9]{4}' AND g.retired_at IS NULL
CALL (g) {
  MATCH (o:Occupation {framework: 'ESCO', isco_code: g.code})
  WHERE o.retired_at IS NULL
  RETURN collect({id: o.id, element: elementId(o)}) AS members
}
WITH g, members WHERE size(members) > 0
RETURN g.code AS code,
       [label IN [g.label_en, g.label_fr, g.label_es] WHERE label IS NOT NULL]
       + coalesce(g.alt_labels_en, []) + coalesce(g.alt_labels_fr, []) + coalesce(g.alt_labels_es, []) AS titles,
       members
