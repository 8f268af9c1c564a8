// What authorisation needs of a user: its organisation and current permissions.
MATCH (u:User {id: $userId})-[:MEMBER_OF]->(o:Organisation)
RETURN u.id AS id, o.id AS organisation_id, u.permissions AS permissions
