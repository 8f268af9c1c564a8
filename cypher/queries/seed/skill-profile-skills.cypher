// The vectors of the skills that some occupation requires, a page at a time (the occupations' skill
// profiles, src/seeding/skill-profiles.ts). $after (a skill id), $limit.
MATCH (s:Skill)
WHERE s.id > $after AND s.embedding IS NOT NULL AND EXISTS { (s)<-[:REQUIRES]-(:Occupation) }
RETURN s.id AS id, s.embedding AS embedding
ORDER BY s.id
LIMIT toInteger($limit)
