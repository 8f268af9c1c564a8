// Removes access bookkeeping that can no longer matter, so it does not grow with time:
//  - sandbox counters of IPs not seen for an hour (a new call starts a new window anyway);
//  - login throttles whose window and lockout are both over (a new failure starts afresh);
//  - refresh tokens expired for more than a day (an expired token cannot be exchanged, and presenting
//    one that is gone is simply refused);
//  - metering leases that lapsed an hour ago (a live organisation's own metering removes its lapsed
//    leases; these are of organisations that stopped calling).
// At most $limit of each per run; $throttleWindowMs is the login window (src/access/identity/sessions.ts).
CALL () {
  MATCH (s:SandboxCounter) WHERE s.window_start < datetime() - duration('PT1H')
  WITH s LIMIT toInteger($limit)
  DETACH DELETE s
  RETURN count(*) AS sandbox_counters
}
CALL () {
  MATCH (l:LoginThrottle)
  WHERE l.window_started_at < datetime() - duration({milliseconds: toInteger($throttleWindowMs)})
    AND (l.locked_until IS NULL OR l.locked_until < datetime())
  WITH l LIMIT toInteger($limit)
  DETACH DELETE l
  RETURN count(*) AS login_throttles
}
CALL () {
  MATCH (t:RefreshToken) WHERE t.expires_at < datetime() - duration('P1D')
  WITH t LIMIT toInteger($limit)
  DETACH DELETE t
  RETURN count(*) AS refresh_tokens
}
CALL () {
  MATCH (l:MeteringLease) WHERE l.expires_at < datetime() - duration('PT1H')
  WITH l LIMIT toInteger($limit)
  DETACH DELETE l
  RETURN count(*) AS metering_leases
}
RETURN sandbox_counters, login_throttles, refresh_tokens, metering_leases
