// Global roles, one page. Filter: name (contains, case-insensitive); order by name.
MATCH (r:Role)
WHERE $name IS NULL OR toLower(r.name) CONTAINS toLower($name)
WITH r
ORDER BY CASE WHEN $direction = 'desc' THEN r.name END DESC,
         CASE WHEN $direction = 'asc' THEN r.name END ASC,
         r.id
WITH collect(r {.id, .name, .description, .permissions, .created_at, .updated_at}) AS rows
RETURN size(rows) AS total, rows[toInteger($skip)..toInteger($skip) + toInteger($limit)] AS members
