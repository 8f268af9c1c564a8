// Rotation: a live refresh token is used up (revoked) as it is exchanged. A token presented again
// after use is taken as stolen and revokes its whole family (the login session). The first SET
// takes the write lock, so two concurrent exchanges of one token cannot both succeed.
MATCH (t:RefreshToken {token_hash: $tokenHash})
SET t.last_presented_at = datetime()
WITH t, (t.revoked_at IS NULL AND t.expires_at > datetime()) AS usable
SET t.revoked_at = coalesce(t.revoked_at, datetime()),
    t.revoked_reason = coalesce(t.revoked_reason, CASE WHEN usable THEN 'rotated' ELSE 'expired' END)
WITH t, usable
OPTIONAL MATCH (f:RefreshToken {family_id: t.family_id})
WHERE NOT usable AND f.revoked_at IS NULL
SET f.revoked_at = datetime(), f.revoked_reason = 'reuse'
RETURN DISTINCT usable, t.user_id AS user_id, t.family_id AS family_id
