// Plans and organisation plans (spec 2.2, 3.5, 4.7): the plan list with filters and ordering, one
// plan, the public catalogue without route_access, and an organisation's current plan, history,
// dev-checkout (403 in production) and downgrade-to-free (400 for a paid target).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_PLANS } from '../../src/access/billing/plans.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { createTenant, MASTER_KEY, removeTenant, type Tenant } from './metering-fixtures.ts';

let ctx: TestContext;
let production: TestContext;
const tenants: Tenant[] = [];
let t: Tenant;

beforeAll(async () => {
  ctx = await createTestContext(undefined, { MASTER_API_KEY: MASTER_KEY });
  production = await createTestContext(undefined, { NODE_ENV: 'production', MASTER_API_KEY: MASTER_KEY });
  t = await createTenant(ctx.executor);
  tenants.push(t);
});
afterAll(async () => {
  for (const made of tenants) await removeTenant(ctx.executor, made);
  await production?.close();
  await ctx?.close();
});

const get = (url: string, headers: Record<string, string> = t.headers) =>
  ctx.app.inject({ method: 'GET', url, headers });
const codesOf = (body: { 'hydra:member': { code: string }[] }) => body['hydra:member'].map((p) => p.code);

describe('GET /v1/plans', () => {
  it('lists the five plans as a Hydra collection with route_access, by sort_order', async () => {
    const response = await get('/v1/plans?is_public=true');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body['@type']).toBe('hydra:Collection');
    expect(codesOf(body)).toEqual(['discovery', 'builder', 'scale', 'partner', 'omni']);
    expect(body['hydra:totalItems']).toBe(5);
    const discovery = body['hydra:member'][0];
    expect(discovery).toMatchObject({
      '@id': '/v1/plans/discovery',
      '@type': 'Plan',
      is_public: true,
      monthly_credits: 500,
      daily_request_limit: 500,
      overage_policy: 'soft_block',
    });
    expect(discovery.route_access).toContain('!/v1/workforce/**');
    expect(body['hydra:member'][2].route_access).toBeNull();
    expect(body['hydra:search']['hydra:mapping'].map((m: { variable: string }) => m.variable)).toContain(
      'orderBy[price_monthly_eur]',
    );
  });

  it('prices exactly the plans the checkout documents as sold', async () => {
    const plans = (await get('/v1/plans?is_public=true')).json()['hydra:member'] as {
      code: string;
      price_monthly_eur: number | null;
    }[];
    const priced = plans.filter((p) => (p.price_monthly_eur ?? 0) > 0).map((p) => p.code);
    expect(priced).toEqual([...CHECKOUT_PLANS]);
  });

  it('filters by code and orders by price, unpriced plans last', async () => {
    expect(codesOf((await get('/v1/plans?code=scale')).json())).toEqual(['scale']);
    const desc = (await get('/v1/plans?is_public=true&orderBy[price_monthly_eur]=desc')).json();
    expect(codesOf(desc)).toEqual(['scale', 'builder', 'discovery', 'partner', 'omni']);
    const bySortDesc = (await get('/v1/plans?is_public=true&orderBy[sort_order]=desc')).json();
    expect(codesOf(bySortDesc)).toEqual(['omni', 'partner', 'scale', 'builder', 'discovery']);
    expect(codesOf((await get('/v1/plans?is_public=false')).json())).not.toContain('discovery');
  });

  it('pages and rejects unknown filter values', async () => {
    const page = (await get('/v1/plans?is_public=true&itemsPerPage=2&page=2')).json();
    expect(codesOf(page)).toEqual(['scale', 'partner']);
    expect(page['hydra:view']['hydra:next']).toContain('page=3');
    expect((await get('/v1/plans?code=gold')).statusCode).toBe(400);
    expect((await get('/v1/plans?orderBy[sort_order]=up')).statusCode).toBe(400);
  });

  it('needs credentials', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/plans' })).statusCode).toBe(401);
  });
});

describe('GET /v1/plans/{code} and /v1/plans/public', () => {
  it('returns one plan, 404 for an unknown code', async () => {
    const response = await get('/v1/plans/builder');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      '@id': '/v1/plans/builder',
      code: 'builder',
      overage_eur_per_credit: 0.07,
    });
    const missing = await get('/v1/plans/gold');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
  });

  it('keeps route_access out of the public catalogue', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/plans/public' });
    expect(response.statusCode).toBe(200);
    for (const plan of response.json()) expect(plan.route_access).toBeUndefined();
  });
});

describe('organisation plans', () => {
  const base = () => `/v1/organisations/${t.organisationId}/organisationPlans`;

  it('has no current plan for a new organisation (404), and an empty history', async () => {
    const fresh = await createTenant(ctx.executor);
    tenants.push(fresh);
    const current = await get(
      `/v1/organisations/${fresh.organisationId}/organisationPlans/current`,
      fresh.headers,
    );
    expect(current.statusCode).toBe(404);
    const list = await get(`/v1/organisations/${fresh.organisationId}/organisationPlans`, fresh.headers);
    expect(list.json()['hydra:totalItems']).toBe(0);
  });

  it('dev-checkout starts a new current plan and ends the previous one', async () => {
    const first = await ctx.app.inject({
      method: 'POST',
      url: `${base()}/dev-checkout`,
      headers: t.headers,
      payload: { plan_code: 'builder' },
    });
    expect(first.statusCode).toBe(201);
    const builder = first.json();
    expect(builder).toMatchObject({
      '@type': 'OrganisationPlan',
      plan_code: 'builder',
      ended_at: null,
      plan: '/v1/plans/builder',
    });

    const second = await ctx.app.inject({
      method: 'POST',
      url: `${base()}/dev-checkout`,
      headers: t.headers,
      payload: { plan_code: 'scale' },
    });
    expect(second.statusCode).toBe(201);
    const current = (await get(`${base()}/current`)).json();
    expect(current).toMatchObject({ id: second.json().id, plan_code: 'scale', ended_at: null });
    const previous = (await get(`${base()}/${builder.id}`)).json();
    expect(previous.ended_at).not.toBeNull();
    const history = (await get(base())).json();
    expect(history['hydra:member'].map((p: { plan_code: string }) => p.plan_code)).toEqual([
      'scale',
      'builder',
    ]);
    // The plan now meters the organisation.
    expect((await get('/v1/credits')).json().plan_code).toBe('scale');
  });

  it('downgrade-to-free moves to discovery (201) and refuses a paid target (400)', async () => {
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `${base()}/downgrade-to-free`,
      headers: t.headers,
      payload: { plan_code: 'builder' },
    });
    expect(paid.statusCode).toBe(400);
    expect(paid.json().error.code).toBe('validation_error');
    const before = (await get(`${base()}/current`)).json();
    const free = await ctx.app.inject({
      method: 'POST',
      url: `${base()}/downgrade-to-free`,
      headers: t.headers,
      payload: { plan_code: 'discovery' },
    });
    expect(free.statusCode).toBe(201);
    expect(free.json()).toMatchObject({ plan_code: 'discovery', ended_at: null });
    expect((await get(`${base()}/${before.id}`)).json().ended_at).not.toBeNull();
  });

  it('answers 404 for an unknown plan period and validates bodies', async () => {
    expect((await get(`${base()}/no-such-period`)).statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `${base()}/dev-checkout`,
      headers: t.headers,
      payload: { plan_code: 'gold' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("keeps other organisations' plans out of reach (403), lets the master key in", async () => {
    const other = await createTenant(ctx.executor);
    tenants.push(other);
    expect((await get(`${base()}/current`, other.headers)).statusCode).toBe(403);
    expect((await get(`${base()}/current`, { 'x-api-key': MASTER_KEY })).statusCode).toBe(200);
  });

  it('lets an operator (master key) set any plan in production, with the reason in the history', async () => {
    const own = await createTenant(ctx.executor);
    tenants.push(own);
    const url = `/v1/organisations/${own.organisationId}/organisationPlans`;
    const set = (headers: Record<string, string>, payload: object) =>
      production.app.inject({ method: 'POST', url: `${url}/operator-change`, headers, payload });
    // Not for the organisation's own keys, and a reason is required.
    expect((await set(own.headers, { plan_code: 'scale', reason: 'contract 42' })).statusCode).toBe(403);
    expect((await set({ 'x-api-key': MASTER_KEY }, { plan_code: 'scale' })).statusCode).toBe(400);
    expect(
      (await set({ 'x-api-key': MASTER_KEY }, { plan_code: 'platinum', reason: 'x42' })).statusCode,
    ).toBe(400);

    const changed = await set({ 'x-api-key': MASTER_KEY }, { plan_code: 'scale', reason: 'contract 42' });
    expect(changed.statusCode, changed.body).toBe(201);
    expect(changed.json()).toMatchObject({
      plan_code: 'scale',
      source: 'operator',
      reason: 'contract 42',
      ended_at: null,
    });
    const current = await production.app.inject({
      method: 'GET',
      url: `${url}/current`,
      headers: own.headers,
    });
    expect(current.json()).toMatchObject({ plan_code: 'scale', source: 'operator' });
    // The organisation is charged on the new plan at once.
    const credits = await production.app.inject({ method: 'GET', url: '/v1/credits', headers: own.headers });
    expect(credits.json()).toMatchObject({ plan_code: 'scale' });
  });

  it('refuses dev-checkout in production with 403', async () => {
    const response = await production.app.inject({
      method: 'POST',
      url: `${base()}/dev-checkout`,
      headers: t.headers,
      payload: { plan_code: 'builder' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
  });
});
