// Credits, quotas and rate limits (spec 1.7, 8), organisation plans and billing identity (spec 2.2, 3.5).
// Counters are nodes with a unique key so concurrent MERGEs meet on one node and its write lock
// serialises their increments; see src/access/metering.ts.
CREATE CONSTRAINT usage_counter_key IF NOT EXISTS FOR (c:UsageCounter) REQUIRE c.key IS UNIQUE;
CREATE INDEX usage_counter_organisation IF NOT EXISTS FOR (c:UsageCounter) ON (c.organisation_id);
CREATE CONSTRAINT api_key_credits_key IF NOT EXISTS FOR (c:ApiKeyCredits) REQUIRE c.api_key_id IS UNIQUE;
CREATE INDEX api_key_credits_period_end IF NOT EXISTS FOR (c:ApiKeyCredits) ON (c.period_end);
CREATE CONSTRAINT sandbox_counter_ip IF NOT EXISTS FOR (c:SandboxCounter) REQUIRE c.ip IS UNIQUE;
CREATE CONSTRAINT organisation_plan_id IF NOT EXISTS FOR (p:OrganisationPlan) REQUIRE p.id IS UNIQUE;
CREATE INDEX organisation_plan_organisation IF NOT EXISTS FOR (p:OrganisationPlan) ON (p.organisation_id);
CREATE CONSTRAINT payment_organisation_id IF NOT EXISTS FOR (p:PaymentOrganisation) REQUIRE p.id IS UNIQUE;
CREATE CONSTRAINT payment_organisation_owner IF NOT EXISTS
FOR (p:PaymentOrganisation) REQUIRE p.organisation_id IS UNIQUE;

// route_access: which metered routes a plan may call, as ordered route patterns matched against the
// route template ("/v1/skills/:uri"): `*` is one path segment, `**` any rest, an optional method
// prefix ("POST /v1/match/**"), and a leading `!` excludes; the last matching pattern wins. null = all.
// Bulk workforce mapping and career transitions (beta, heavy) are kept for the larger tiers.
UNWIND [
  {code: 'discovery', route_access: ['/v1/**', '!/v1/workforce/**', '!/v1/career/transitions']},
  {code: 'builder', route_access: ['/v1/**', '!/v1/workforce/**']},
  {code: 'scale', route_access: null},
  {code: 'partner', route_access: null},
  {code: 'omni', route_access: null}
] AS plan
MATCH (p:Plan {code: plan.code})
SET p.route_access = plan.route_access,
    p.updated_at = datetime();
