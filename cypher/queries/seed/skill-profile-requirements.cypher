// A page of occupations with the skills each requires and their weight in its skill profile: essential
// 1, optional 0.5 (every framework's requirements are filed as one or the other). $after (an occupation
// id), $limit.
MATCH (o:Occupation)
WHERE o.id > $after
WITH o ORDER BY o.id LIMIT toInteger($limit)
OPTIONAL MATCH (o)-[r:REQUIRES]->(s:Skill)
WHERE s.retired_at IS NULL AND s.embedding IS NOT NULL
RETURN o.id AS id,
       collect(s.id) AS skills,
       collect(CASE r.relation WHEN 'essential' THEN 1.0 ELSE 0.5 END) AS weights
