// Search indexes per kind, so a skill search never wades through occupations (a fulltext index cannot
// be filtered by label inside Lucene): preferred, alternative and hidden labels per language with that
// language's analyzer. Sectors are concepts too. Lookups of a concept by its framework URI or code.
CREATE FULLTEXT INDEX skill_labels_en IF NOT EXISTS FOR (n:Skill) ON EACH [n.label_en, n.alt_labels_en, n.hidden_labels_en]
OPTIONS {indexConfig: {`fulltext.analyzer`: 'english'}};
CREATE FULLTEXT INDEX skill_labels_fr IF NOT EXISTS FOR (n:Skill) ON EACH [n.label_fr, n.alt_labels_fr, n.hidden_labels_fr]
OPTIONS {indexConfig: {`fulltext.analyzer`: 'french'}};
CREATE FULLTEXT INDEX skill_labels_es IF NOT EXISTS FOR (n:Skill) ON EACH [n.label_es, n.alt_labels_es, n.hidden_labels_es]
OPTIONS {indexConfig: {`fulltext.analyzer`: 'spanish'}};
CREATE FULLTEXT INDEX occupation_labels_en IF NOT EXISTS FOR (n:Occupation) ON EACH [n.label_en, n.alt_labels_en, n.hidden_labels_en]
OPTIONS {indexConfig: {`fulltext.analyzer`: 'english'}};
CREATE FULLTEXT INDEX occupation_labels_fr IF NOT EXISTS FOR (n:Occupation) ON EACH [n.label_fr, n.alt_labels_fr, n.hidden_labels_fr]
OPTIONS {indexConfig: {`fulltext.analyzer`: 'french'}};
CREATE FULLTEXT INDEX occupation_labels_es IF NOT EXISTS FOR (n:Occupation) ON EACH [n.label_es, n.alt_labels_es, n.hidden_labels_es]
OPTIONS {indexConfig: {`fulltext.analyzer`: 'spanish'}};
CREATE FULLTEXT INDEX sector_labels IF NOT EXISTS FOR (n:Sector) ON EACH [n.label_fr, n.label_en, n.alt_labels_fr, n.alt_labels_en]
OPTIONS {indexConfig: {`fulltext.analyzer`: 'french'}};
CREATE INDEX concept_uri IF NOT EXISTS FOR (c:Concept) ON (c.uri);
CREATE INDEX concept_framework_code IF NOT EXISTS FOR (c:Concept) ON (c.framework, c.code);
