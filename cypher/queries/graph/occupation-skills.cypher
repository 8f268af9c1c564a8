// An occupation and the skills it requires, essential first, with the proficiency level and importance
// where the source gives them. $id; $relation: 'essential', 'optional' or null for both.
MATCH (o:Concept {id: $id})
OPTIONAL MATCH (o)-[r:REQUIRES]->(s:Concept)
WHERE ($relation IS NULL OR r.relation = $relation) AND s.retired_at IS NULL
WITH o, r, s
ORDER BY CASE r.relation WHEN 'essential' THEN 0 ELSE 1 END, r.importance DESC, coalesce(s.label_en, s.label_fr)
RETURN o {.id, .framework, .label_en, .label_fr, .label_es, kind: [l IN labels(o) WHERE l <> 'Concept'][0]} AS occupation,
       [row IN collect(CASE WHEN s IS NOT NULL THEN {
          skill: s {.id, .framework, .label_en, .label_fr, .label_es, .skill_type, kind: [l IN labels(s) WHERE l <> 'Concept'][0]},
          relation: r.relation, level: r.level, importance: r.importance, emerging: coalesce(r.emerging, false)} END)
        WHERE row IS NOT NULL] AS skills
