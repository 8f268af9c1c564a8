// The login flow outside /v1 (Hydra errors), Bearer tokens, and the 401/403 rules of spec 5.10: login,
// brute-force lockout per email and per IP, refresh rotation, logout, tampered and expired JWTs,
// master-only routes.
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTenant,
  createTestContext,
  MASTER_API_KEY,
  type Tenant,
  type TestContext,
} from '../helpers.ts';

let ctx: TestContext;
let tenant: Tenant;

// Each test that fails logins on purpose does so from an address of its own, so per-IP counters of
// other tests and earlier runs never interfere.
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function post(
  url: string,
  payload: object,
  options: { ip?: string; headers?: Record<string, string> } = {},
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: options.headers ?? {},
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return {
    status: response.statusCode,
    body: response.body ? response.json() : undefined,
    headers: response.headers,
  };
}
async function get(url: string, headers: Record<string, string>) {
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
/** A Bearer-only route the user may call: its own key list. */
const ownKeys = (token: string, userId = tenant.userId) =>
  get(`/v1/users/${userId}/apiKeys`, { authorization: `Bearer ${token}` });

beforeAll(async () => {
  ctx = await createTestContext();
  tenant = await createTenant(ctx);
});
afterAll(() => ctx?.close());

describe('POST /auth/login', () => {
  it('returns a Bearer access token and a refresh token for the right password, email in any case', async () => {
    const login = await post('/auth/login', { email: tenant.email.toUpperCase(), password: tenant.password });
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    expect(login.body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(login.body.refresh_token).toEqual(expect.any(String));
    expect((await ownKeys(login.body.access_token)).status).toBe(200);
  });

  it('answers the same Hydra 401 for a wrong password and an unknown email', async () => {
    const ip = freshIp();
    const wrong = await post('/auth/login', { email: tenant.email, password: 'not the password' }, { ip });
    const unknown = await post(
      '/auth/login',
      { email: `nobody-${randomUUID()}@example.test`, password: 'x' },
      { ip },
    );
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body['@type']).toBe('hydra:Error');
      expect(response.body['hydra:statusCode']).toBe(401);
    }
    expect(unknown.body['hydra:description']).toBe(wrong.body['hydra:description']);
  });

  it('locks an email out after 5 failures (429 with Retry-After), even for the right password', async () => {
    const victim = await createTenant(ctx);
    const ip = freshIp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await post(
        '/auth/login',
        { email: victim.email, password: `guess-${attempt}` },
        { ip },
      );
      expect(response.status).toBe(401);
    }
    const locked = await post(
      '/auth/login',
      { email: victim.email, password: victim.password },
      { ip: freshIp() },
    );
    expect(locked.status).toBe(429);
    expect(locked.body['@type']).toBe('hydra:Error');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Other users are not affected.
    expect((await post('/auth/login', { email: tenant.email, password: tenant.password })).status).toBe(200);
  });

  it('locks an IP out after 50 failures over any emails', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 50; attempt++) {
      const response = await post(
        '/auth/login',
        { email: `spray-${randomUUID()}@example.test`, password: 'x' },
        { ip },
      );
      expect(response.status).toBe(401);
    }
    const locked = await post('/auth/login', { email: tenant.email, password: tenant.password }, { ip });
    expect(locked.status).toBe(429);
    expect(
      (await post('/auth/login', { email: tenant.email, password: tenant.password }, { ip: freshIp() }))
        .status,
    ).toBe(200);
  });

  it('answers 400 with the Hydra error for a malformed body', async () => {
    const response = await post('/auth/login', { email: tenant.email });
    expect(response.status).toBe(400);
    expect(response.body['@type']).toBe('hydra:Error');
  });
});

describe('POST /auth/refresh and /auth/logout', () => {
  it('rotates: the new pair works, the used refresh token does not, and replaying it ends the session', async () => {
    const login = await post('/auth/login', { email: tenant.email, password: tenant.password });
    const first = login.body.refresh_token;
    const rotated = await post('/auth/refresh', { refresh_token: first });
    expect(rotated.status).toBe(200);
    expect(rotated.body.refresh_token).not.toBe(first);
    expect((await ownKeys(rotated.body.access_token)).status).toBe(200);

    const replay = await post('/auth/refresh', { refresh_token: first });
    expect(replay.status).toBe(401);
    expect(replay.body['@type']).toBe('hydra:Error');
    // The replay revoked the session, so the token issued by the rotation is dead too.
    expect((await post('/auth/refresh', { refresh_token: rotated.body.refresh_token })).status).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const login = await post('/auth/login', { email: tenant.email, password: tenant.password });
    const logout = await post('/auth/logout', { refresh_token: login.body.refresh_token });
    expect(logout.status).toBe(204);
    expect((await post('/auth/refresh', { refresh_token: login.body.refresh_token })).status).toBe(401);
  });

  it('refuses an unknown refresh token', async () => {
    const response = await post('/auth/refresh', { refresh_token: 'not-a-token' });
    expect(response.status).toBe(401);
  });
});

describe('Bearer tokens', () => {
  const claims = () => ({ kind: 'user', uid: tenant.userId, org: tenant.organisationId, perm: 255 });

  it('refuses a tampered token (401 unauthorized)', async () => {
    const [header, payload, signature] = tenant.token.split('.') as [string, string, string];
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...decoded, uid: 'someone-else' })).toString('base64url');
    const response = await ownKeys(`${header}.${forged}.${signature}`, 'someone-else');
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
    expect(response.body.error.request_id).toBe(response.headers['x-request-id']);
    expect(response.headers['www-authenticate']).toContain('Bearer');
  });

  it('refuses a token signed with another secret, and an unsigned one', async () => {
    const { createSigner } = await import('fast-jwt');
    const other = createSigner({ key: 'another-secret-that-is-long-enough-9876543210', iss: 'skillgraph' })(
      claims(),
    );
    expect((await ownKeys(other)).status).toBe(401);
    const none = createSigner({ algorithm: 'none', iss: 'skillgraph' })(claims());
    expect((await ownKeys(none)).status).toBe(401);
  });

  it('refuses an expired token (401 unauthorized)', async () => {
    const expired = ctx.app.jwt.sign(claims(), {
      expiresIn: '60s',
      clockTimestamp: Date.now() - 3600_000,
    } as Parameters<typeof ctx.app.jwt.sign>[1]);
    const response = await ownKeys(expired);
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
    expect(response.body.error.message).toMatch(/expired/);
  });

  it('refuses a malformed Authorization header', async () => {
    const response = await get(`/v1/users/${tenant.userId}/apiKeys`, { authorization: 'Basic Zm9vOmJhcg==' });
    expect(response.status).toBe(401);
  });
});

describe('master-only routes', () => {
  it('answer 401 without credentials, 403 with a valid normal key or token, and 201 with the master key', async () => {
    const body = { name: `Org ${randomUUID()}` };
    const without = await post('/v1/organisations', body);
    expect(without.status).toBe(401);
    const withKey = await post('/v1/organisations', body, { headers: tenant.headers });
    expect(withKey.status).toBe(403);
    expect(withKey.body.error.code).toBe('forbidden');
    const withToken = await post('/v1/organisations', body, { headers: tenant.bearer });
    expect(withToken.status).toBe(403);
    const wrongMaster = await post('/v1/organisations', body, {
      headers: { 'x-api-key': `${MASTER_API_KEY}x` },
    });
    expect(wrongMaster.status).toBe(401);
    expect(wrongMaster.body.error.code).toBe('invalid_api_key');
    const created = await post('/v1/organisations', body, { headers: { 'x-api-key': MASTER_API_KEY } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ '@type': 'Organisation', name: body.name });
  });

  it('the master key is not a key for the tenant routes (403)', async () => {
    const response = await get(`/v1/users/${tenant.userId}/apiKeys`, { 'x-api-key': MASTER_API_KEY });
    expect(response.status).toBe(403);
  });
});
