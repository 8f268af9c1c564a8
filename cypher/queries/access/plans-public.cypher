// GET /v1/plans/public: the pricing-safe fields of the public plans, cheapest first.
MATCH (p:Plan {is_public: true})
RETURN p.code AS code,
       p.name AS name,
       p.sort_order AS sort_order,
       p.price_monthly_eur AS price_monthly_eur,
       p.monthly_credits AS monthly_credits,
       p.daily_request_limit AS daily_request_limit,
       p.overage_policy AS overage_policy,
       p.overage_eur_per_credit AS overage_eur_per_credit
ORDER BY p.sort_order
