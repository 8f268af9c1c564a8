// The broader and narrower skills of each skill, for partial credit in matching and gaps.
UNWIND $ids AS id
MATCH (skill:Skill {id: id})
RETURN id, COLLECT { MATCH (skill)-[:BROADER]-(near:Skill) RETURN near.id } AS neighbours
