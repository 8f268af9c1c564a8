// API keys (spec 2.2, 3.4, 4.1, 5.9, 5.10): created once with the plaintext, read without it, disabled,
// scoped to their own user; wrong, expired and disabled keys are 401 invalid_api_key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKeyService } from '../../src/access/keys/keys.ts';
import type { Executor } from '../../src/db/executor.ts';
import { createTenant, createTestContext, type Tenant, type TestContext } from '../helpers.ts';

let ctx: TestContext;
let tenant: Tenant;
let neighbour: Tenant;

const inFuture = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString();

async function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  const response = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const createKey = (t: Tenant, body: Record<string, unknown> = {}) =>
  call('POST', `/v1/users/${t.userId}/apiKeys`, t.bearer, {
    name: 'integration',
    expiration_date: { date: inFuture(30) },
    permissions: 1,
    organisation_id: t.organisationId,
    ...body,
  });

/** A route every key with GRAPH_READ may call and that needs no data: the roles list needs none. */
const probe = (key: string) => call('GET', '/v1/organisations', { 'x-api-key': key });

beforeAll(async () => {
  ctx = await createTestContext();
  tenant = await createTenant(ctx);
  neighbour = await createTenant(ctx);
});
afterAll(() => ctx?.close());

describe('POST /v1/users/{userId}/apiKeys', () => {
  it('returns the plaintext key once, with prefix and last four, and stores only its hash', async () => {
    const created = await createKey(tenant, { name: 'shown once', permissions: 16 });
    expect(created.status).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const key = created.body;
    expect(key['@type']).toBe('ApiKey');
    expect(key['@id']).toBe(`/v1/users/${tenant.userId}/apiKeys/${key.id}`);
    expect(key.key).toMatch(/^sg_live_[A-Za-z0-9_-]{43}$/);
    expect(key.key.startsWith(key.key_prefix)).toBe(true);
    expect(key.key.endsWith(key.key_last4)).toBe(true);
    expect(key).toMatchObject({
      user_id: tenant.userId,
      organisation_id: tenant.organisationId,
      name: 'shown once',
      permissions: 16,
      active: true,
      origin: 'api',
    });
    expect(key.key_hash).toBeUndefined();
    expect(key).toHaveProperty('credits_remaining');

    const read = await call('GET', `/v1/users/${tenant.userId}/apiKeys/${key.id}`, tenant.bearer);
    expect(read.status).toBe(200);
    expect(read.body.key).toBeUndefined();
    expect(read.body.key_hash).toBeUndefined();
    expect(read.body.key_last4).toBe(key.key_last4);
    expect(read.body.expiration_date).toEqual(key.expiration_date);

    const list = await call('GET', `/v1/users/${tenant.userId}/apiKeys?name=shown`, tenant.bearer);
    expect(JSON.stringify(list.body)).not.toContain(key.key);
    expect(JSON.stringify(list.body)).not.toContain('key_hash');

    // The key works, as an x-api-key with the permission it was given.
    expect((await probe(key.key)).status).toBe(200);
  });

  it('accepts the expiration date as a plain ISO 8601 string too', async () => {
    const date = inFuture(10);
    const created = await createKey(tenant, { expiration_date: date });
    expect(created.status).toBe(201);
    expect(created.body.expiration_date).toEqual({ date });
  });

  it('refuses permissions beyond the user’s own (403) and a past expiration date (400)', async () => {
    const viewer = await createTenant(ctx, { roles: ['viewer'] });
    const beyond = await createKey(viewer, { permissions: 1 | 64 });
    expect(beyond.status).toBe(403);
    expect(beyond.body.error.code).toBe('forbidden');
    const past = await createKey(tenant, { expiration_date: { date: '2001-01-01T00:00:00Z' } });
    expect(past.status).toBe(400);
    expect(past.body.error.code).toBe('validation_error');
  });

  it('refuses a key for another organisation (403) and a body missing fields (400)', async () => {
    const other = await createKey(tenant, { organisation_id: neighbour.organisationId });
    expect(other.status).toBe(403);
    const missing = await call('POST', `/v1/users/${tenant.userId}/apiKeys`, tenant.bearer, { name: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('validation_error');
  });
});

describe('user scope of the key routes', () => {
  it('should not return another user’s key', async () => {
    const own = await createKey(neighbour, { name: 'neighbour key' });
    const read = await call('GET', `/v1/users/${neighbour.userId}/apiKeys/${own.body.id}`, tenant.bearer);
    expect(read.status).toBe(403);
    expect(read.body.error.code).toBe('forbidden');
    // Not through the caller's own path either: keys are looked up under their user.
    const sideways = await call('GET', `/v1/users/${tenant.userId}/apiKeys/${own.body.id}`, tenant.bearer);
    expect(sideways.status).toBe(404);
    const list = await call('GET', `/v1/users/${tenant.userId}/apiKeys`, tenant.bearer);
    expect(list.body['hydra:member'].map((k: { id: string }) => k.id)).not.toContain(own.body.id);
  });

  it('refuses another user’s list, creation and disabling (403)', async () => {
    const list = await call('GET', `/v1/users/${neighbour.userId}/apiKeys`, tenant.bearer);
    expect(list.status).toBe(403);
    const created = await createKey({ ...neighbour, bearer: tenant.bearer });
    expect(created.status).toBe(403);
    const disabled = await call(
      'PATCH',
      `/v1/users/${neighbour.userId}/apiKeys/${neighbour.apiKeyId}/disable`,
      tenant.bearer,
    );
    expect(disabled.status).toBe(403);
    expect((await probe(neighbour.apiKey)).status).toBe(200);
  });

  it('are Bearer only: an API key, even valid, is refused (403); nothing is 401', async () => {
    const withKey = await call('GET', `/v1/users/${tenant.userId}/apiKeys`, tenant.headers);
    expect(withKey.status).toBe(403);
    const without = await call('GET', `/v1/users/${tenant.userId}/apiKeys`, {});
    expect(without.status).toBe(401);
  });
});

describe('GET /v1/users/{userId}/apiKeys', () => {
  it('lists the user’s keys as a Hydra collection, with filters name and active and pagination', async () => {
    const user = await createTenant(ctx);
    for (const name of ['alpha one', 'alpha two', 'beta'])
      expect((await createKey(user, { name })).status).toBe(201);
    const all = await call('GET', `/v1/users/${user.userId}/apiKeys`, user.bearer);
    expect(all.status).toBe(200);
    expect(all.body['@type']).toBe('hydra:Collection');
    expect(all.body['hydra:totalItems']).toBe(4); // three here and the tenant's own
    const alpha = await call(
      'GET',
      `/v1/users/${user.userId}/apiKeys?name=ALPHA&itemsPerPage=1&page=2`,
      user.bearer,
    );
    expect(alpha.body['hydra:totalItems']).toBe(2);
    expect(alpha.body['hydra:member']).toHaveLength(1);
    expect(alpha.body['hydra:view']['hydra:previous']).toContain('page=1');

    const first = all.body['hydra:member'][0];
    await call('PATCH', `/v1/users/${user.userId}/apiKeys/${first.id}/disable`, user.bearer);
    const inactive = await call('GET', `/v1/users/${user.userId}/apiKeys?active=false`, user.bearer);
    expect(inactive.body['hydra:member'].map((k: { id: string }) => k.id)).toEqual([first.id]);
    const active = await call('GET', `/v1/users/${user.userId}/apiKeys?active=true`, user.bearer);
    expect(active.body['hydra:totalItems']).toBe(3);
  });
});

describe('x-api-key authentication', () => {
  it('answers 401 invalid_api_key for an unknown key, with the request id of the response', async () => {
    const response = await probe('sg_live_not-a-real-key-at-all');
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('invalid_api_key');
    expect(response.body.error.request_id).toBe(response.headers['x-request-id']);
  });

  it('answers 401 invalid_api_key for an empty key and for a missing one', async () => {
    const empty = await probe('');
    expect(empty.status).toBe(401);
    expect(empty.body.error.code).toBe('invalid_api_key');
    const missing = await call('GET', '/v1/search/skill?q=java', {});
    expect(missing.status).toBe(401);
    expect(missing.body.error.code).toBe('invalid_api_key');
  });

  it('refuses a disabled key at once: PATCH .../disable then 401 invalid_api_key', async () => {
    const created = await createKey(tenant, { permissions: 16 });
    expect((await probe(created.body.key)).status).toBe(200);
    const disabled = await call(
      'PATCH',
      `/v1/users/${tenant.userId}/apiKeys/${created.body.id}/disable`,
      tenant.bearer,
    );
    expect(disabled.status).toBe(200);
    expect(disabled.body.active).toBe(false);
    const refused = await probe(created.body.key);
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('invalid_api_key');
    expect(refused.body.error.request_id).toBe(refused.headers['x-request-id']);
  });

  it('refuses an expired key', async () => {
    const created = await createKey(tenant, {
      permissions: 16,
      expiration_date: { date: new Date(Date.now() + 1500).toISOString() },
    });
    expect(created.status).toBe(201);
    expect((await probe(created.body.key)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const refused = await probe(created.body.key);
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('invalid_api_key');
  });

  it('answers 403 when the key lacks the route’s permission bit', async () => {
    const created = await createKey(tenant, { permissions: 1 });
    const response = await probe(created.body.key); // needs MANAGEMENT_READ
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('forbidden');
  });
});

describe('key lookups', () => {
  it('answer past their TTL at once while the key is read again, and are dropped when that read fails', async () => {
    const raw = (await createKey(tenant, { name: 'looked up' })).body.key as string;
    let reads = 0;
    let gate: Promise<void> | undefined;
    let failing = false;
    const slow: Executor = {
      ...ctx.executor,
      read: async (name, params) => {
        if (name === 'key-by-hash') {
          reads++;
          await gate;
          if (failing) throw new Error('database down');
        }
        return ctx.executor.read(name, params);
      },
    };
    const keys = createApiKeyService(slow, { cacheTtlMs: 30 });
    expect((await keys.authenticate(raw))?.organisationId).toBe(tenant.organisationId);
    expect(reads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The database is slow (a bulk load): the call does not wait for the read of its key.
    let release!: () => void;
    gate = new Promise((resolve) => {
      release = resolve;
    });
    expect((await keys.authenticate(raw))?.organisationId).toBe(tenant.organisationId);
    expect(reads).toBe(2);
    // That read fails: the lookup is dropped, and the next call waits for a read of its own.
    failing = true;
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    gate = undefined;
    await expect(keys.authenticate(raw)).rejects.toThrow('database down');
    expect(reads).toBe(3);
    failing = false;
    expect((await keys.authenticate(raw))?.organisationId).toBe(tenant.organisationId);
  });

  it('know a key this process created without reading it, as a read would give it', async () => {
    let reads = 0;
    const counting: Executor = {
      ...ctx.executor,
      read: async (name, params) => {
        if (name === 'key-by-hash') reads++;
        return ctx.executor.read(name, params);
      },
    };
    const keys = createApiKeyService(counting);
    const created = await keys.create(tenant.userId, {
      name: 'known at once',
      expiration_date: inFuture(30),
      permissions: 16,
      organisation_id: tenant.organisationId,
    });
    const known = await keys.authenticate(created.key);
    expect(reads).toBe(0);
    expect(known).toEqual(await createApiKeyService(counting).authenticate(created.key));
    expect(reads).toBe(1);
    expect(known).toMatchObject({ apiKeyId: created.id, organisationId: tenant.organisationId });
    // Disabled, it is forgotten at once.
    await keys.disable(tenant.userId, created.id);
    expect(await keys.authenticate(created.key)).toBeNull();
  });
});
