// Labels of skills by id, in the three languages, for extraction results.
UNWIND $ids AS id
MATCH (skill:Skill {id: id})
RETURN skill.id AS id, skill.framework AS framework,
       skill.label_en AS label_en, skill.label_fr AS label_fr, skill.label_es AS label_es
