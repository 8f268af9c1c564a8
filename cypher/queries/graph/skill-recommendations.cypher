// Skills to add, given skills held: those most often required together with them by the same
// occupations (optionally only occupations close to a target), plus skills the framework relates
// to them. $held: ids; $target: an occupation id or null; $limit.
CALL () {
  MATCH (h:Concept)<-[:REQUIRES]-(o:Occupation)-[r:REQUIRES]->(s:Skill)
  WHERE h.id IN $held AND NOT s.id IN $held AND s.retired_at IS NULL
  WITH s, count(DISTINCT o) AS together, sum(CASE r.relation WHEN 'essential' THEN 1.0 ELSE 0.5 END) AS weight
  RETURN s, weight AS score, together, 'co-required' AS reason
  UNION
  MATCH (h:Concept)-[:RELATED]-(s:Skill)
  WHERE h.id IN $held AND NOT s.id IN $held AND s.retired_at IS NULL
  RETURN s, count(*) * 2.0 AS score, 0 AS together, 'related' AS reason
}
WITH s, sum(score) AS score, sum(together) AS together, collect(DISTINCT reason) AS reasons
ORDER BY score DESC
LIMIT toInteger($limit)
RETURN s {.id, .framework, .label_en, .label_fr, .label_es, .skill_type, kind: 'Skill'} AS skill, score, together, reasons
