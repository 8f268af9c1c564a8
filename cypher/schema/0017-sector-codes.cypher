// Sector codes are searched as the other kinds' codes are (NACE's 86 or 86.9, ROME's sector codes): the
// code index gains the Sector label. A search typed as a code asks that index alone (src/graph/search.ts),
// so without it a sector's code found nothing.
DROP INDEX concept_codes IF EXISTS;
CREATE FULLTEXT INDEX concept_codes IF NOT EXISTS
FOR (n:Skill|Occupation|SkillGroup|OccupationGroup|Sector) ON EACH [n.code, n.id]
OPTIONS {indexConfig: {`fulltext.analyzer`: 'keyword'}};
