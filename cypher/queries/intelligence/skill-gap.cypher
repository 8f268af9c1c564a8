// What a target requires that is not held: each missing skill with its relation (essential first), its
// type, whether a broader or narrower skill is held (partial), and the organisation's courses that teach
// it with their length. $target: the required skills as {id, relation}; $held: skill ids.
UNWIND $target AS need
MATCH (skill:Skill {id: need.id})
WHERE NOT skill.id IN $held
WITH skill, need,
     EXISTS { MATCH (skill)-[:BROADER]-(near:Skill) WHERE near.id IN $held } AS partial
RETURN skill.id AS id, skill.label_en AS label_en, skill.label_fr AS label_fr, skill.label_es AS label_es,
       skill.skill_type AS skill_type, need.relation AS relation, partial,
       COLLECT {
         MATCH (course:Course {organisation_id: $organisationId})
         WHERE skill.id IN coalesce(course.skills, [])
         RETURN {id: course.id, name: course.name, duration_hours: course.duration_hours, skills: size(course.skills)}
         ORDER BY course.duration_hours
       } AS courses,
       COLLECT {
         MATCH (program:Program {organisation_id: $organisationId})
         WHERE skill.id IN coalesce(program.skills, [])
         RETURN {id: program.id, name: program.name, duration_hours: program.duration_hours, skills: size(program.skills)}
         ORDER BY program.duration_hours
       } AS programs
ORDER BY CASE need.relation WHEN 'essential' THEN 0 ELSE 1 END, skill.label_en
