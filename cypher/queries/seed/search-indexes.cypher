// The fulltext and vector indexes that search reads for the given node labels, each with the statement
// that creates it as it is now (same analyser, dimensions and options): what src/seeding/search-indexes.ts
// rebuilds after a bulk load.
// $labels: node labels (Skill, Occupation, Sector, SkillGroup, OccupationGroup).
SHOW INDEXES YIELD name, type, labelsOrTypes, createStatement
WHERE type IN ['FULLTEXT', 'VECTOR'] AND any(label IN labelsOrTypes WHERE label IN $labels)
RETURN name, type, labelsOrTypes AS labels, createStatement
ORDER BY name
