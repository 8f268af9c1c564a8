// The login lookup: the account of a lower-cased email in organisation $organisationId, or its oldest
// account when $organisationId is null (an address may have one account per organisation), with its
// password hash (never sent to clients). One account, so a login always checks one password.
MATCH (u:User {email: $email})-[:MEMBER_OF]->(o:Organisation)
WHERE $organisationId IS NULL OR o.id = $organisationId
RETURN u.id AS id, o.id AS organisation_id, u.permissions AS permissions, u.password_hash AS password_hash
ORDER BY u.created_at, u.id
LIMIT 1
