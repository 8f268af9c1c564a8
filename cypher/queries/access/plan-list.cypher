// GET /v1/plans and GET /v1/plans/{code}: every field of the plans, route_access included, optionally
// one code and public or not. Five rows at most: ordering and pages are applied by the service.
MATCH (p:Plan)
WHERE ($code IS NULL OR p.code = $code) AND ($isPublic IS NULL OR p.is_public = $isPublic)
RETURN p {.id, .code, .name, .is_public, .sort_order, .price_monthly_eur, .monthly_credits,
          .daily_request_limit, .overage_policy, .overage_eur_per_credit, .route_access,
          .created_at, .updated_at} AS plan
ORDER BY p.sort_order
