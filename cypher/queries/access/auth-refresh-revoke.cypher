// Logout: revokes the session (every live token of the presented token's family).
MATCH (t:RefreshToken {token_hash: $tokenHash})
MATCH (f:RefreshToken {family_id: t.family_id})
WHERE f.revoked_at IS NULL
SET f.revoked_at = datetime(), f.revoked_reason = 'logout'
RETURN count(f) AS revoked
