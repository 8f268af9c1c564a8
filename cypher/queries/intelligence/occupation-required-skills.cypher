// The skills an occupation requires, as {id, relation}, for gaps.
MATCH (occupation:Occupation {id: $id})-[r:REQUIRES]->(skill:Skill)
RETURN collect({id: skill.id, relation: r.relation}) AS skills
