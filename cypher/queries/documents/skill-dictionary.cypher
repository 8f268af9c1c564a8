// Every active skill's names in every language, for the dictionary that finds skills named in a text,
// with how many occupations require it (the more common sense wins when a name is ambiguous).
// Run in Neo4j Browser as is; add `LIMIT 20` to look at a few.
// timeout: 120 s (built once at start, possibly while the machine is busy loading)
MATCH (skill:Skill)
WHERE skill.retired_at IS NULL
RETURN skill.id AS id, skill.framework AS framework,
       [skill.label_en, skill.label_fr, skill.label_es] AS preferred,
       coalesce(skill.alt_labels_en, []) + coalesce(skill.alt_labels_fr, []) + coalesce(skill.alt_labels_es, []) AS alternatives,
       COUNT { (skill)<-[:REQUIRES]-(:Occupation) } AS occupations
