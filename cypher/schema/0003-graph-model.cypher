// The skills graph (docs/graph-model.md): concept groups, lookup indexes, and fulltext indexes on
// preferred and alternative labels, one per language with that language's analyzer. Every framework
// concept is a (:Concept) with its kind as a second label (Skill, Occupation, SkillGroup, OccupationGroup).
CREATE CONSTRAINT skill_group_id IF NOT EXISTS FOR (g:SkillGroup) REQUIRE g.id IS UNIQUE;
CREATE CONSTRAINT occupation_group_id IF NOT EXISTS FOR (g:OccupationGroup) REQUIRE g.id IS UNIQUE;
CREATE CONSTRAINT seed_run_id IF NOT EXISTS FOR (r:SeedRun) REQUIRE r.id IS UNIQUE;
CREATE INDEX skill_framework_code IF NOT EXISTS FOR (s:Skill) ON (s.framework, s.code);
CREATE INDEX occupation_framework_code IF NOT EXISTS FOR (o:Occupation) ON (o.framework, o.code);
CREATE INDEX skill_uri IF NOT EXISTS FOR (s:Skill) ON (s.uri);
CREATE INDEX occupation_uri IF NOT EXISTS FOR (o:Occupation) ON (o.uri);
CREATE INDEX skill_group_uri IF NOT EXISTS FOR (g:SkillGroup) ON (g.uri);
CREATE INDEX occupation_group_uri IF NOT EXISTS FOR (g:OccupationGroup) ON (g.uri);
CREATE FULLTEXT INDEX concept_labels_en IF NOT EXISTS
FOR (n:Skill|Occupation|SkillGroup|OccupationGroup) ON EACH [n.label_en, n.alt_labels_en, n.hidden_labels_en]
OPTIONS {indexConfig: {`fulltext.analyzer`: 'english'}};
CREATE FULLTEXT INDEX concept_labels_fr IF NOT EXISTS
FOR (n:Skill|Occupation|SkillGroup|OccupationGroup) ON EACH [n.label_fr, n.alt_labels_fr, n.hidden_labels_fr]
OPTIONS {indexConfig: {`fulltext.analyzer`: 'french'}};
CREATE FULLTEXT INDEX concept_labels_es IF NOT EXISTS
FOR (n:Skill|Occupation|SkillGroup|OccupationGroup) ON EACH [n.label_es, n.alt_labels_es, n.hidden_labels_es]
OPTIONS {indexConfig: {`fulltext.analyzer`: 'spanish'}};
CREATE FULLTEXT INDEX concept_codes IF NOT EXISTS
FOR (n:Skill|Occupation|SkillGroup|OccupationGroup) ON EACH [n.code, n.id]
OPTIONS {indexConfig: {`fulltext.analyzer`: 'keyword'}};
CREATE CONSTRAINT concept_id IF NOT EXISTS FOR (c:Concept) REQUIRE c.id IS UNIQUE;
CREATE INDEX concept_framework_seen_run IF NOT EXISTS FOR (c:Concept) ON (c.framework, c.seen_run);
