// The subscription tiers of spec section 8. Quotas are credits per calendar month and requests per
// day; null means unlimited. Overage: soft_block (Discovery), billed per credit, or by_quote (Omni).
// List prices of Partner and Omni are by quote (null); Builder and Scale list prices are the
// operator's to set: change them with a later migration, never by editing this one.
UNWIND [
  {code: 'discovery', name: 'Discovery', sort_order: 1, price_monthly_eur: 0.0, monthly_credits: 500,
   daily_request_limit: 500, overage_policy: 'soft_block', overage_eur_per_credit: null},
  {code: 'builder', name: 'Builder', sort_order: 2, price_monthly_eur: 49.0, monthly_credits: 10000,
   daily_request_limit: 5000, overage_policy: 'billed', overage_eur_per_credit: 0.07},
  {code: 'scale', name: 'Scale', sort_order: 3, price_monthly_eur: 99.0, monthly_credits: 25000,
   daily_request_limit: 10000, overage_policy: 'billed', overage_eur_per_credit: 0.06},
  {code: 'partner', name: 'Partner', sort_order: 4, price_monthly_eur: null, monthly_credits: 50000,
   daily_request_limit: null, overage_policy: 'billed', overage_eur_per_credit: 0.05},
  {code: 'omni', name: 'Omni', sort_order: 5, price_monthly_eur: null, monthly_credits: null,
   daily_request_limit: null, overage_policy: 'by_quote', overage_eur_per_credit: null}
] AS plan
MERGE (p:Plan {code: plan.code})
ON CREATE SET p.id = plan.code, p.created_at = datetime()
SET p.name = plan.name,
    p.is_public = true,
    p.sort_order = plan.sort_order,
    p.price_monthly_eur = plan.price_monthly_eur,
    p.monthly_credits = plan.monthly_credits,
    p.daily_request_limit = plan.daily_request_limit,
    p.overage_policy = plan.overage_policy,
    p.overage_eur_per_credit = plan.overage_eur_per_credit,
    p.updated_at = datetime();
