// Realistic next occupations from an occupation, as a traversal: occupations of $framework that require
// the skills held ($held: skill ids; by default the occupation's essential skills), ranked by the share
// of their essential skills already held, with the transitions the frameworks state (ROME mobility,
// O*NET related occupations) marked. $limit: how many; $missing: missing skills listed per target.
MATCH (origin:Occupation {id: $origin})
WITH origin, CASE WHEN $held IS NULL
  THEN COLLECT { MATCH (origin)-[:REQUIRES {relation: 'essential'}]->(s:Skill) RETURN s.id }
  ELSE $held END AS held
UNWIND held AS heldId
MATCH (:Skill {id: heldId})<-[:REQUIRES {relation: 'essential'}]-(target:Occupation)
WHERE target <> origin AND target.retired_at IS NULL AND ($framework IS NULL OR target.framework = $framework)
WITH origin, held, target, count(DISTINCT heldId) AS shared
WITH origin, held, target, shared,
     COUNT { (target)-[:REQUIRES {relation: 'essential'}]->(:Skill) } AS required
WITH origin, held, target, shared, required, toFloat(shared) / required AS coverage
ORDER BY coverage DESC, shared DESC, target.id
LIMIT toInteger($limit) * 3
WITH origin, held, target, shared, required, coverage,
     EXISTS { (origin)-[:MOBILITY|RELATED_OCCUPATION]->(target) } AS stated
RETURN target.id AS id, target.framework AS framework, target.code AS code,
       target.label_en AS label_en, target.label_fr AS label_fr, target.label_es AS label_es,
       shared, required, coverage, stated,
       COLLECT {
         MATCH (target)-[:REQUIRES {relation: 'essential'}]->(s:Skill) WHERE NOT s.id IN held
         RETURN {id: s.id, label_en: s.label_en, label_fr: s.label_fr, label_es: s.label_es}
         ORDER BY s.label_en LIMIT toInteger($missing)
       } AS missing
