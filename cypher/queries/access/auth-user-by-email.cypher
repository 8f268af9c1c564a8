// The login lookup: a user by lower-cased email, with its password hash (never sent to clients).
MATCH (u:User {email: $email})-[:MEMBER_OF]->(o:Organisation)
RETURN u.id AS id, o.id AS organisation_id, u.permissions AS permissions, u.password_hash AS password_hash
