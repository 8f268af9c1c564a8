// An organisation's teams, one page. Filter: name (contains, case-insensitive); order by name.
MATCH (o:Organisation {id: $organisationId})<-[:BELONGS_TO]-(t:Team)
WHERE $name IS NULL OR toLower(t.name) CONTAINS toLower($name)
WITH t
ORDER BY CASE WHEN $direction = 'desc' THEN t.name END DESC,
         CASE WHEN $direction = 'asc' THEN t.name END ASC,
         t.created_at, t.id
WITH collect(t {.id, .organisation_id, .name, .description, .created_at, .updated_at}) AS rows
RETURN size(rows) AS total, rows[toInteger($skip)..toInteger($skip) + toInteger($limit)] AS members
