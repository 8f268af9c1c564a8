// POST /v1/apiKeys/reset-credits: restores the credits of keys whose billing period has elapsed, and
// only those, so a second call finds nothing to do. With $dryRun the same keys are listed, unchanged.
MATCH (counter:ApiKeyCredits)
WHERE counter.period_end <= datetime($now)
WITH counter ORDER BY counter.api_key_id
FOREACH (_ IN CASE WHEN $dryRun THEN [] ELSE [1] END |
  SET counter.credits_used = 0,
      counter.period_start = datetime($monthStart),
      counter.period_end = datetime($monthEnd),
      counter.last_reset_at = datetime($now),
      counter.updated_at = datetime())
RETURN counter.api_key_id AS api_key_id
