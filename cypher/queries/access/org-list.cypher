// Organisations, one page: all of them for the master key ($organisationId null), else the caller's
// own. Filter: name (contains, case-insensitive); order by name.
MATCH (o:Organisation)
WHERE ($organisationId IS NULL OR o.id = $organisationId)
  AND ($name IS NULL OR toLower(o.name) CONTAINS toLower($name))
WITH o
ORDER BY CASE WHEN $direction = 'desc' THEN o.name END DESC,
         CASE WHEN $direction = 'asc' THEN o.name END ASC,
         o.created_at, o.id
WITH collect(o {.id, .name, .description, .created_at, .updated_at}) AS rows
RETURN size(rows) AS total, rows[toInteger($skip)..toInteger($skip) + toInteger($limit)] AS members
