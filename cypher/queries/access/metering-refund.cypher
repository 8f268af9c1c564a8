// Gives back what a call was charged when it did not succeed (status >= 400): exactly the amounts that
// call recorded, on the counters of the period it was charged in. The request stays counted in the
// daily request total: a failed call still used the capacity the rate limit protects.
MATCH (month:UsageCounter {key: $monthKey})
SET month.credits_used = month.credits_used - $cost,
    month.overage_credits = month.overage_credits - $overageCredits,
    month.overage_micro_eur = month.overage_micro_eur - $overageMicroEur,
    month.refunded_credits = coalesce(month.refunded_credits, 0) + $cost,
    month.updated_at = datetime()
WITH month
OPTIONAL MATCH (day:UsageCounter {key: $dayKey})
SET day.credits_used = day.credits_used - $cost
WITH month
OPTIONAL MATCH (key:ApiKeyCredits {api_key_id: $apiKeyId})
WHERE key.period_start = datetime($keyPeriodStart)
SET key.credits_used = key.credits_used - $cost
RETURN month.credits_used AS month_credits_used
