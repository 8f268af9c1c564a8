// An organisation's users, one page. Filters: name, email (contains, case-insensitive); order by name.
MATCH (o:Organisation {id: $organisationId})<-[:MEMBER_OF]-(u:User)
WHERE ($name IS NULL OR toLower(u.name) CONTAINS toLower($name))
  AND ($email IS NULL OR u.email CONTAINS toLower($email))
WITH u
ORDER BY CASE WHEN $direction = 'desc' THEN u.name END DESC,
         CASE WHEN $direction = 'asc' THEN u.name END ASC,
         u.created_at, u.id
WITH collect(u {.id, .organisation_id, .email, .name, .roles, .permissions, .created_at, .updated_at}) AS rows
RETURN size(rows) AS total, rows[toInteger($skip)..toInteger($skip) + toInteger($limit)] AS members
