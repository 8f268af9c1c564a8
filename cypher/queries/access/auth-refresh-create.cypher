// A refresh token (only its SHA-256 is stored) for a user; tokens rotated from one login share a family.
MATCH (u:User {id: $userId})-[:MEMBER_OF]->(o:Organisation)
CREATE (t:RefreshToken {id: $id, token_hash: $tokenHash, family_id: $familyId, user_id: u.id,
                        organisation_id: o.id, created_at: datetime(),
                        expires_at: datetime() + duration({seconds: toInteger($ttlSeconds)})})
CREATE (t)-[:ISSUED_TO]->(u)
RETURN t.id AS id
