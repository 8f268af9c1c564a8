// GET /v1/credits/daily: an organisation's day counters (UTC days), one row per key asked for that
// exists; days without a counter had no charged call. $dayKeys: ['day:<organisationId>:<yyyy-mm-dd>', ...].
UNWIND $dayKeys AS dayKey
MATCH (day:UsageCounter {key: dayKey})
RETURN dayKey AS key, day.requests AS requests, day.credits_used AS credits_used
