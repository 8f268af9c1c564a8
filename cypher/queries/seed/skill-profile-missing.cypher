// Whether some occupation that requires an embedded skill has no skill profile yet (a database loaded
// before profiles existed, or a load interrupted before them).
RETURN EXISTS {
  MATCH (o:Occupation)-[:REQUIRES]->(s:Skill)
  WHERE o.skill_profile IS NULL AND s.embedding IS NOT NULL AND s.retired_at IS NULL
} AS missing
