// Billing identity (spec 2.2 PaymentOrganisation, 4.7), /v1/credits (4.8) and reset-credits (3.4, 4.1).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isValidSiret } from '../../src/access/billing/billing.ts';
import { creditsRemaining } from '../../src/access/metering/metering.ts';
import { usageCounterKeys } from '../../src/access/metering/metering-rules.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import {
  CLEAR_OF_MIDNIGHT_MS,
  clearOfMidnight,
  createTenant,
  MASTER_KEY,
  removeTenant,
  type Tenant,
} from './metering-fixtures.ts';

let ctx: TestContext;
const tenants: Tenant[] = [];
let t: Tenant;

// The daily credits are read by the test's own date: no test may straddle midnight UTC.
beforeEach(clearOfMidnight, CLEAR_OF_MIDNIGHT_MS + 10_000);

beforeAll(async () => {
  ctx = await createTestContext(undefined, { MASTER_API_KEY: MASTER_KEY });
  t = await createTenant(ctx.executor);
  tenants.push(t);
});
afterAll(async () => {
  for (const made of tenants) await removeTenant(ctx.executor, made);
  await ctx?.close();
});

const identity = {
  legal_name: 'Exemple SAS',
  siret: '73282932000074',
  billing_email: 'billing@example.fr',
  billing_address: { line1: '1 rue de la Paix', postal_code: '75002', city: 'Paris', country: 'FR' },
};
const path = () => `/v1/organisations/${t.organisationId}/payment-organisation`;
const send = (method: 'PUT' | 'PATCH', payload: unknown, headers: Record<string, string> = t.headers) =>
  ctx.app.inject({ method, url: path(), headers, payload: payload as Record<string, unknown> });

describe('payment-organisation', () => {
  it('is 404 for a new organisation, created by PUT, read back by GET', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: path(), headers: t.headers })).statusCode).toBe(404);
    const put = await send('PUT', identity);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      '@id': path(),
      '@type': 'PaymentOrganisation',
      ...identity,
      payment_provider: null,
      payment_customer_id: null,
    });
    const read = await ctx.app.inject({ method: 'GET', url: path(), headers: t.headers });
    expect(read.json()).toMatchObject(identity);
  });

  it('PATCH changes only the fields given, and creates on a first call', async () => {
    const patched = await send('PATCH', { billing_email: 'compta@example.fr' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ ...identity, billing_email: 'compta@example.fr' });

    const fresh = await createTenant(ctx.executor);
    tenants.push(fresh);
    const created = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/organisations/${fresh.organisationId}/payment-organisation`,
      headers: fresh.headers,
      payload: { legal_name: 'Nouvelle SARL' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ legal_name: 'Nouvelle SARL', siret: null, billing_address: null });
  });

  it('PUT replaces: all four writable fields are required', async () => {
    const partial = await send('PUT', { legal_name: 'Only a name' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error.code).toBe('validation_error');
  });

  it('rejects a SIRET with a bad checksum, a bad e-mail and read-only fields', async () => {
    const badSiret = await send('PATCH', { siret: '73282932000075' });
    expect(badSiret.statusCode).toBe(400);
    expect(badSiret.json().error.details.fields[0].field).toBe('body.siret');
    expect((await send('PATCH', { siret: '1234' })).statusCode).toBe(400);
    expect((await send('PATCH', { billing_email: 'not-an-email' })).statusCode).toBe(400);
    for (const field of ['payment_provider', 'payment_customer_id']) {
      const response = await send('PATCH', { legal_name: 'X', [field]: 'stripe' });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().error.details)).toContain(field);
    }
    expect((await send('PATCH', {})).statusCode).toBe(400);
    // Nothing of the rejected calls was written.
    const read = (await ctx.app.inject({ method: 'GET', url: path(), headers: t.headers })).json();
    expect(read.siret).toBe(identity.siret);
    expect(read.payment_provider).toBeNull();
  });

  it('validates SIRET checksums, including La Poste establishments', () => {
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('35600000000048')).toBe(true);
    expect(isValidSiret('35600000049837')).toBe(true);
    expect(isValidSiret('35600000049838')).toBe(false);
    expect(isValidSiret('7328293200007A')).toBe(false);
  });

  it("keeps another organisation's billing identity out of reach", async () => {
    const other = await createTenant(ctx.executor);
    tenants.push(other);
    expect((await ctx.app.inject({ method: 'GET', url: path(), headers: other.headers })).statusCode).toBe(
      403,
    );
    expect((await send('PUT', identity, other.headers)).statusCode).toBe(403);
  });
});

describe('GET /v1/credits', () => {
  it('reports plan, billing mode, quota, usage, period and the cost table', async () => {
    const fresh = await createTenant(ctx.executor);
    tenants.push(fresh);
    await ctx.app.inject({ method: 'GET', url: '/v1/taxonomy/browse', headers: fresh.headers });
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/credits', headers: fresh.headers });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      organisation_id: fresh.organisationId,
      plan_code: 'discovery',
      billing_mode: 'free_soft_block',
      monthly_quota: 500,
      credits_used: 1,
      credits_remaining: 499,
      overage_credits: 0,
      daily_requests_used: 1,
      daily_request_limit: 500,
      api_key: { id: fresh.apiKeyId, credits_used: 1, credits_remaining: 499 },
    });
    expect(body.reset_at).toBe(body.period_end);
    expect(new Date(body.period_start).getUTCDate()).toBe(1);
    expect(body.costs).toContainEqual({
      method: 'GET',
      path: '/v1/skills/search',
      credits: 1,
      sandbox: true,
    });
    expect(body.costs).toContainEqual({
      method: 'GET',
      path: '/v1/mapping/crosswalk',
      credits: 2,
      sandbox: false,
    });
    expect(body.meta.region).toBe('fr-par');
    expect(await creditsRemaining(ctx.executor, fresh.apiKeyId)).toBe(499);
  });

  it('shows each route’s cost in the OpenAPI documents', async () => {
    const graph = (await ctx.app.inject({ method: 'GET', url: '/openapi/graph.json' })).json();
    expect(graph.paths['/v1/mapping/crosswalk'].get.description).toContain(
      'Cost: 2 credits per successful call.',
    );
  });
});

describe('GET /v1/credits/daily', () => {
  it('lists the charged requests and credits of each UTC day, zero-filled, today last', async () => {
    const fresh = await createTenant(ctx.executor);
    tenants.push(fresh);
    // Two days ago, as the day counter metering writes (another process, an earlier day).
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await ctx.executor.runStatement('CREATE (:UsageCounter {key: $dayKey, requests: 7, credits_used: 9})', {
      dayKey: usageCounterKeys(fresh.organisationId, twoDaysAgo).dayKey,
    });
    await ctx.app.inject({ method: 'GET', url: '/v1/taxonomy/browse', headers: fresh.headers });
    await ctx.app.inject({
      method: 'GET',
      url: '/v1/mapping/crosswalk?uri=rome:M1805&target_taxonomy=ESCO',
      headers: fresh.headers,
    });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/v1/credits/daily?days=4',
      headers: fresh.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.organisation_id).toBe(fresh.organisationId);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.days.map((d: { day: string }) => d.day)).toEqual(
      [3, 2, 1, 0].map((back) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10)),
    );
    expect(body.days[3]).toEqual({ day: today, requests: 2, credits_used: 3 });
    expect(body.days[1]).toMatchObject({ requests: 7, credits_used: 9 });
    expect(body.days[0]).toMatchObject({ requests: 0, credits_used: 0 });
    // Another organisation sees its own days only.
    const other = (
      await ctx.app.inject({ method: 'GET', url: '/v1/credits/daily?days=4', headers: t.headers })
    ).json();
    expect(other.days[1]).toMatchObject({ requests: 0, credits_used: 0 });
    await ctx.executor.runStatement('MATCH (c:UsageCounter {key: $dayKey}) DELETE c', {
      dayKey: usageCounterKeys(fresh.organisationId, twoDaysAgo).dayKey,
    });
  });

  it('bounds days and refuses unknown parameters', async () => {
    for (const query of ['days=0', 'days=91', 'days=x', 'from=2026-01-01']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/v1/credits/daily?${query}`,
        headers: t.headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_error');
    }
    const defaults = (
      await ctx.app.inject({ method: 'GET', url: '/v1/credits/daily', headers: t.headers })
    ).json();
    expect(defaults.days).toHaveLength(30);
  });
});

describe('POST /v1/apiKeys/reset-credits', () => {
  const reset = (
    dryRun: boolean | undefined,
    headers: Record<string, string> = { 'x-api-key': MASTER_KEY },
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/v1/apiKeys/reset-credits${dryRun === undefined ? '' : `?dry_run=${dryRun}`}`,
      headers,
    });

  it('restores only keys whose period elapsed; dry_run changes nothing; a second call resets nothing', async () => {
    const elapsed = await createTenant(ctx.executor);
    const current = await createTenant(ctx.executor);
    tenants.push(elapsed, current);
    await ctx.executor.runStatement(
      `CREATE (:ApiKeyCredits {api_key_id: $elapsed, organisation_id: $elapsedOrg, credits_used: 400,
               period_start: datetime('2020-01-01T00:00:00Z'), period_end: datetime('2020-02-01T00:00:00Z')})
       CREATE (:ApiKeyCredits {api_key_id: $current, organisation_id: $currentOrg, credits_used: 7,
               period_start: datetime() - duration('P1D'), period_end: datetime() + duration('P1D')})`,
      {
        elapsed: elapsed.apiKeyId,
        elapsedOrg: elapsed.organisationId,
        current: current.apiKeyId,
        currentOrg: current.organisationId,
      },
    );
    const used = async (id: string) =>
      (
        await ctx.executor.runStatement<{ used: number }>(
          'MATCH (c:ApiKeyCredits {api_key_id: $id}) RETURN c.credits_used AS used',
          { id },
        )
      )[0]!.used;

    const preview = await reset(true);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toContain('application/ld+json');
    expect(preview.json()).toMatchObject({ '@type': 'CreditReset', dry_run: true });
    expect(preview.json().keys).toContain(elapsed.apiKeyId);
    expect(preview.json().keys).not.toContain(current.apiKeyId);
    expect(preview.json().reset).toBe(preview.json().keys.length);
    expect(await used(elapsed.apiKeyId)).toBe(400);

    const real = await reset(false);
    expect(real.json()).toMatchObject({ dry_run: false });
    expect(real.json().keys).toContain(elapsed.apiKeyId);
    expect(new Date(real.json().checked_at).toISOString()).toBe(real.json().checked_at);
    expect(await used(elapsed.apiKeyId)).toBe(0);
    expect(await used(current.apiKeyId)).toBe(7);

    const again = await reset(undefined);
    expect(again.json().keys).not.toContain(elapsed.apiKeyId);
    expect(again.json().dry_run).toBe(false);
  });

  it('is for the master key only', async () => {
    expect((await reset(true, t.headers)).statusCode).toBe(403);
    expect((await reset(true, {})).statusCode).toBe(401);
  });
});
