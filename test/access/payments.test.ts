// The paid plans' checkout and Stripe's webhook, offline: checkout sessions are created by the official
// SDK against stripe-mock (Stripe's own mock of its API, installed by scripts/skillgraph setup), and
// webhook deliveries are events signed with the SDK's test signer, as Stripe signs them.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestContext, type Tenant, type TestContext } from '../helpers.ts';

const STRIPE_MOCK = join(import.meta.dirname, '..', '..', '.tools', 'bin', 'stripe-mock');
const WEBHOOK_SECRET = 'whsec_skillgraph_test_secret';
const signer = new Stripe('sk_test_skillgraph');

let mock: ChildProcess;
let ctx: TestContext;
let unconfigured: TestContext;
let tenant: Tenant;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function waitForPort(port: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const open = await fetch(`http://127.0.0.1:${port}/v1/charges`, {
      headers: { authorization: 'Bearer sk_test_skillgraph' },
    }).then(
      () => true,
      () => false,
    );
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('stripe-mock did not start');
}

beforeAll(async () => {
  if (!existsSync(STRIPE_MOCK))
    throw new Error(
      'stripe-mock is not installed: run `bash scripts/payments/fetch-stripe-mock.sh` (needs Go)',
    );
  const port = await freePort();
  mock = spawn(STRIPE_MOCK, ['-http-port', String(port)], { stdio: 'ignore' });
  await waitForPort(port);
  ctx = await createTestContext(undefined, {
    STRIPE_SECRET_KEY: 'sk_test_skillgraph',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${port}`,
  });
  unconfigured = await createTestContext();
  tenant = await createTenant(ctx);
});
afterAll(async () => {
  await ctx?.close();
  await unconfigured?.close();
  mock?.kill();
});

const checkout = (context: TestContext, headers: Record<string, string>, plan_code: string) =>
  context.app.inject({
    method: 'POST',
    url: `/v1/organisations/${tenant.organisationId}/organisationPlans/checkout`,
    headers,
    payload: {
      plan_code,
      success_url: 'https://app.example.test/paid',
      cancel_url: 'https://app.example.test/back',
    },
  });

/** A webhook delivery as Stripe makes it: the event's JSON, signed with the endpoint's secret. */
function deliver(context: TestContext, event: object, secret = WEBHOOK_SECRET, query = '') {
  const payload = JSON.stringify(event);
  return context.app.inject({
    method: 'POST',
    url: `/v1/billing/webhooks/stripe${query}`,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

const paidCheckoutEvent = (id: string, organisationId: string, planCode: string, paymentStatus = 'paid') => ({
  id,
  object: 'event',
  type: 'checkout.session.completed',
  data: {
    object: {
      id: `cs_test_${id}`,
      object: 'checkout.session',
      client_reference_id: organisationId,
      payment_status: paymentStatus,
      metadata: { organisation_id: organisationId, plan_code: planCode },
    },
  },
});

async function planHistory() {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/v1/organisations/${tenant.organisationId}/organisationPlans?itemsPerPage=100`,
    headers: tenant.headers,
  });
  return response.json()['hydra:member'] as { plan_code: string; source: string; ended_at: string | null }[];
}

describe('checkout', () => {
  it('opens a Stripe checkout session for a paid plan and changes nothing until it is paid', async () => {
    const before = await planHistory();
    const response = await checkout(ctx, tenant.headers, 'builder');
    expect(response.statusCode).toBe(201);
    const session = response.json();
    expect(session).toMatchObject({ '@type': 'CheckoutSession', plan_code: 'builder', provider: 'stripe' });
    expect(session.id).toMatch(/^cs_/);
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(await planHistory()).toEqual(before);
  });

  it('refuses the free plan (400) and callers without the billing permission (403)', async () => {
    const free = await checkout(ctx, tenant.headers, 'discovery');
    expect(free.statusCode).toBe(400);
    expect(free.json().error.code).toBe('validation_error');
    const viewer = await createTenant(ctx, { roles: ['viewer'] });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/v1/organisations/${viewer.organisationId}/organisationPlans/checkout`,
      headers: viewer.bearer,
      payload: { plan_code: 'builder', success_url: 'https://a.test/ok', cancel_url: 'https://a.test/no' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('answers 503 where no payment provider is configured', async () => {
    const response = await checkout(unconfigured, tenant.headers, 'builder');
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('service_unavailable');
    const hook = await deliver(
      unconfigured,
      paidCheckoutEvent('evt_unconfigured', tenant.organisationId, 'builder'),
    );
    expect(hook.statusCode).toBe(503);
  });
});

describe("Stripe's webhook", () => {
  it('starts the paid plan once, however many times the event is delivered', async () => {
    const event = paidCheckoutEvent(`evt_${Date.now()}`, tenant.organisationId, 'scale');
    const first = await deliver(ctx, event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      received: true,
      outcome: 'plan_started',
      organisation_plan: { plan_code: 'scale', source: 'checkout', ended_at: null },
    });
    // The endpoint URL configured in Stripe may carry a query of the operator's: it is accepted.
    const again = await Promise.all([
      deliver(ctx, event),
      deliver(ctx, event, WEBHOOK_SECRET, '?source=stripe'),
    ]);
    expect(again.map((r) => r.json().outcome)).toEqual(['already_applied', 'already_applied']);
    const history = await planHistory();
    expect(history.filter((p) => p.source === 'checkout' && p.plan_code === 'scale')).toHaveLength(1);
    expect(history.filter((p) => p.ended_at === null).map((p) => p.plan_code)).toEqual(['scale']);
  });

  it('refuses a delivery whose signature does not verify, and one without a signature (400)', async () => {
    const event = paidCheckoutEvent(`evt_forged_${Date.now()}`, tenant.organisationId, 'omni');
    const forged = await deliver(ctx, event, 'whsec_not_the_endpoint_secret');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('validation_error');
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/v1/billing/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await planHistory()).some((p) => p.plan_code === 'omni')).toBe(false);
  });

  it('acknowledges unpaid checkouts and other events without starting a plan', async () => {
    const unpaid = await deliver(
      ctx,
      paidCheckoutEvent(`evt_unpaid_${Date.now()}`, tenant.organisationId, 'omni', 'unpaid'),
    );
    expect(unpaid.statusCode).toBe(200);
    expect(unpaid.json().outcome).toBe('ignored');
    const other = await deliver(ctx, {
      id: `evt_other_${Date.now()}`,
      object: 'event',
      type: 'invoice.paid',
      data: { object: {} },
    });
    expect(other.json().outcome).toBe('ignored');
    expect((await planHistory()).some((p) => p.plan_code === 'omni')).toBe(false);
  });
});
