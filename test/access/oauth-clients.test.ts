// OAuth 2.1 client credentials (spec 5.4): registration for Partner and Omni organisations only, the
// form-encoded token endpoint with RFC 6749 error codes in the flat envelope, scopes as permission
// bits, and per-end-user sub-tokens.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTenant,
  createTestContext,
  MASTER_API_KEY,
  type Tenant,
  type TestContext,
} from '../helpers.ts';

let ctx: TestContext;
let partner: Tenant;
let discovery: Tenant;

async function call(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
  const response = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
async function token(fields: Record<string, string>, query = '') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/v1/oauth/token${query}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
const register = (headers: Record<string, string>, body: object = {}) =>
  call('POST', '/v1/oauth/register', headers, { client_name: `client ${randomUUID()}`, ...body });

beforeAll(async () => {
  ctx = await createTestContext();
  partner = await createTenant(ctx);
  discovery = await createTenant(ctx);
  const checkout = await call(
    'POST',
    `/v1/organisations/${partner.organisationId}/organisationPlans/dev-checkout`,
    partner.headers,
    { plan_code: 'partner' },
  );
  expect(checkout.status).toBe(201);
});
afterAll(() => ctx?.close());

describe('POST /v1/oauth/register', () => {
  it('registers a client of a Partner organisation and shows the secret once', async () => {
    const registered = await register(partner.bearer, { scope: 'graph:read management:read' });
    expect(registered.status).toBe(201);
    expect(registered.headers['cache-control']).toBe('no-store');
    expect(registered.body).toMatchObject({
      organisation_id: partner.organisationId,
      grant_types: ['client_credentials'],
      scope: 'graph:read management:read',
      client_secret_expires_at: 0,
    });
    expect(registered.body.client_id).toMatch(/^sgc_/);
    expect(registered.body.client_secret).toMatch(/^sgs_/);
  });

  it('refuses organisations on other plans (403), API keys (403), and no credentials (401)', async () => {
    const onDiscovery = await register(discovery.bearer);
    expect(onDiscovery.status).toBe(403);
    expect(onDiscovery.body.error.details.plan).toBe('discovery');
    expect((await register(partner.headers)).status).toBe(403);
    expect((await register({})).status).toBe(401);
  });

  it('refuses unknown scopes (400) and a member without ADMIN (403)', async () => {
    expect((await register(partner.bearer, { scope: 'graph:read root' })).status).toBe(400);
    const member = await createTenant(ctx, { roles: ['member'] });
    expect((await register(member.bearer)).status).toBe(403);
  });

  it('lets the master key register a client of any organisation, which must be named', async () => {
    const master = { 'x-api-key': MASTER_API_KEY };
    expect((await register(master)).status).toBe(400);
    const registered = await register(master, { organisation_id: discovery.organisationId });
    expect(registered.status).toBe(201);
    // The client exists, but its organisation is not on an OAuth plan: no tokens.
    const refused = await token({
      grant_type: 'client_credentials',
      client_id: registered.body.client_id,
      client_secret: registered.body.client_secret,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('unauthorized_client');
  });
});

describe('POST /v1/oauth/token', () => {
  let client: { client_id: string; client_secret: string };
  beforeAll(async () => {
    client = (await register(partner.bearer, { scope: 'graph:read management:read' })).body;
  });

  it('issues a Bearer token for the client’s scopes that works on the routes those scopes allow', async () => {
    const issued = await token({ grant_type: 'client_credentials', ...client });
    expect(issued.status).toBe(200);
    expect(issued.headers['cache-control']).toBe('no-store');
    expect(issued.body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'graph:read management:read',
    });
    const bearer = { authorization: `Bearer ${issued.body.access_token}` };
    const orgs = await call('GET', '/v1/organisations', bearer);
    expect(orgs.status).toBe(200);
    expect(orgs.body['hydra:member'].map((o: { id: string }) => o.id)).toEqual([partner.organisationId]);
    // ADMIN is not delegable: replacing the organisation is refused.
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/v1/organisations/${partner.organisationId}`,
      headers: bearer,
      payload: { name: 'taken' },
    });
    expect(put.statusCode).toBe(403);
  });

  it('narrows to a requested scope', async () => {
    const issued = await token({ grant_type: 'client_credentials', ...client, scope: 'graph:read' });
    expect(issued.body.scope).toBe('graph:read');
    const orgs = await call('GET', '/v1/organisations', {
      authorization: `Bearer ${issued.body.access_token}`,
    });
    expect(orgs.status).toBe(403);
    // RFC 6749 3.1: a parameter the server does not know is ignored, not refused.
    const extra = await token(
      { grant_type: 'client_credentials', ...client, scope: 'graph:read' },
      '?resource=api',
    );
    expect(extra.status).toBe(200);
    expect(extra.body.scope).toBe('graph:read');
  });

  it('answers RFC 6749 codes in the flat envelope', async () => {
    const wrongSecret = await token({
      grant_type: 'client_credentials',
      client_id: client.client_id,
      client_secret: 'no',
    });
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.body.error.code).toBe('invalid_client');
    expect(wrongSecret.body.error.request_id).toBe(wrongSecret.headers['x-request-id']);
    const unknownClient = await token({
      grant_type: 'client_credentials',
      client_id: 'sgc_nobody',
      client_secret: 'no',
    });
    expect(unknownClient.body.error.code).toBe('invalid_client');
    const grant = await token({ grant_type: 'password', ...client });
    expect(grant.status).toBe(400);
    expect(grant.body.error.code).toBe('unsupported_grant_type');
    const scope = await token({ grant_type: 'client_credentials', ...client, scope: 'intelligence' });
    expect(scope.status).toBe(400);
    expect(scope.body.error.code).toBe('invalid_scope');
    const missing = await token({ client_id: client.client_id });
    expect(missing.body.error.code).toBe('invalid_request');
  });

  it('issues per-end-user sub-tokens for users of the organisation only', async () => {
    const viewer = await call('POST', `/v1/organisations/${partner.organisationId}/users`, partner.bearer, {
      email: `end-user-${randomUUID()}@example.test`,
      name: 'End user',
      password: 'password-end-user',
      roles: ['viewer'],
    });
    const sub = await token({ grant_type: 'client_credentials', ...client, subject: viewer.body.id });
    expect(sub.status).toBe(200);
    const claims = JSON.parse(Buffer.from(sub.body.access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({
      kind: 'oauth',
      uid: viewer.body.id,
      org: partner.organisationId,
      perm: 17,
    });
    // A sub-token does not manage the user's API keys: only the logged-in user does.
    const keys = await call('GET', `/v1/users/${viewer.body.id}/apiKeys`, {
      authorization: `Bearer ${sub.body.access_token}`,
    });
    expect(keys.status).toBe(403);

    const stranger = await token({ grant_type: 'client_credentials', ...client, subject: discovery.userId });
    expect(stranger.status).toBe(400);
    expect(stranger.body.error.code).toBe('invalid_grant');
  });
});
