// The keyless public sandbox (spec 8.2): calls per IP in the current one-minute window. One node per
// IP, rolled in place when a new window starts, so the count never grows with time.
MERGE (counter:SandboxCounter {ip: $ip})
  ON CREATE SET counter.window_start = datetime($windowStart), counter.requests = 0,
                counter.created_at = datetime()
SET counter.requests = CASE WHEN counter.window_start = datetime($windowStart)
                            THEN counter.requests + 1 ELSE 1 END
SET counter.window_start = datetime($windowStart)
RETURN counter.requests AS requests
