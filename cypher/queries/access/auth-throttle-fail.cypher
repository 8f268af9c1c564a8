// Counts a failed login against each throttle id in $keys ({id, limit}); a counter reaching its limit
// within the window locks logins for it until locked_until. The first SET takes the node's write
// lock, so concurrent failures are counted one after the other.
UNWIND $keys AS key
MERGE (l:LoginThrottle {id: key.id})
ON CREATE SET l.failures = 0, l.window_started_at = datetime()
SET l.updated_at = datetime()
WITH l, key, l.window_started_at < datetime() - duration({milliseconds: toInteger($windowMs)}) AS stale
WITH l, key, stale, CASE WHEN stale THEN 1 ELSE l.failures + 1 END AS failures
SET l.failures = failures,
    l.window_started_at = CASE WHEN stale THEN datetime() ELSE l.window_started_at END,
    l.locked_until = CASE
      WHEN failures >= key.limit THEN datetime() + duration({milliseconds: toInteger($lockoutMs)})
      ELSE l.locked_until END
RETURN l.id AS id, l.failures AS failures, l.locked_until AS locked_until
