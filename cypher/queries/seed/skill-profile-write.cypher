// Stores occupations' skill profiles (the weighted mean of their required skills' vectors, as a compact
// float array) and removes those of occupations that require no embedded skill any more.
// $rows: [{id, profile}]; $none: [id].
CALL (*) {
  UNWIND $rows AS row
  MATCH (o:Occupation {id: row.id})
  CALL db.create.setNodeVectorProperty(o, 'skill_profile', row.profile)
  RETURN count(o) AS written
}
CALL (*) {
  UNWIND $none AS id
  MATCH (o:Occupation {id: id})
  REMOVE o.skill_profile
  RETURN count(o) AS removed
}
RETURN written, removed
