// Organisations, users, teams and roles through the management API (Hydra): bootstrap with the master
// key, tenant isolation (another organisation's data is 403, a missing one 404), permission bits,
// and the role list's filter, order and pagination.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '../../src/access/identity/identity-schemas.ts';
import {
  createTenant,
  createTestContext,
  MASTER_API_KEY,
  type Tenant,
  type TestContext,
} from '../helpers.ts';

let ctx: TestContext;
let tenant: Tenant;
let other: Tenant;
const master = { 'x-api-key': MASTER_API_KEY };

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  const response = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    status: response.statusCode,
    body: response.body ? response.json() : undefined,
    headers: response.headers,
  };
}

beforeAll(async () => {
  ctx = await createTestContext();
  tenant = await createTenant(ctx);
  other = await createTenant(ctx);
});
afterAll(() => ctx?.close());

describe('organisations', () => {
  it('lists only the caller’s own organisation; the master key sees all', async () => {
    const own = await call('GET', '/v1/organisations', tenant.headers);
    expect(own.status).toBe(200);
    expect(own.body['@type']).toBe('hydra:Collection');
    expect(own.body['hydra:member'].map((o: { id: string }) => o.id)).toEqual([tenant.organisationId]);
    const all = await call('GET', `/v1/organisations?itemsPerPage=1000`, master);
    const ids = all.body['hydra:member'].map((o: { id: string }) => o.id);
    expect(ids).toEqual(expect.arrayContaining([tenant.organisationId, other.organisationId]));
  });

  it('reads and replaces the own organisation, as a JSON-LD item', async () => {
    const read = await call('GET', `/v1/organisations/${tenant.organisationId}`, tenant.headers);
    expect(read.status).toBe(200);
    expect(read.headers['content-type']).toContain('application/ld+json');
    expect(read.body).toMatchObject({
      '@context': '/contexts/Organisation',
      '@id': `/v1/organisations/${tenant.organisationId}`,
      '@type': 'Organisation',
      id: tenant.organisationId,
    });
    const name = `Renamed ${randomUUID()}`;
    const replaced = await call('PUT', `/v1/organisations/${tenant.organisationId}`, tenant.bearer, {
      name,
      description: 'A test organisation',
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ name, description: 'A test organisation' });
  });

  it('refuses another organisation’s data (403), with a key and with a token, for reads and writes', async () => {
    const base = `/v1/organisations/${other.organisationId}`;
    for (const headers of [tenant.headers, tenant.bearer]) {
      expect((await call('GET', base, headers)).status).toBe(403);
      expect((await call('PUT', base, headers, { name: 'taken over' })).status).toBe(403);
      expect((await call('GET', `${base}/users`, headers)).status).toBe(403);
      expect((await call('GET', `${base}/users/${other.userId}`, headers)).status).toBe(403);
      expect((await call('DELETE', `${base}/users/${other.userId}`, headers)).status).toBe(403);
      expect((await call('GET', `${base}/teams`, headers)).status).toBe(403);
      const created = await call('POST', `${base}/users`, headers, {
        email: `intruder-${randomUUID()}@example.test`,
        name: 'Intruder',
        password: 'password-intruder',
        roles: ['admin'],
      });
      expect(created.status).toBe(403);
      expect(created.body.error.code).toBe('forbidden');
    }
    // The other tenant is untouched.
    expect((await call('GET', `${base}/users/${other.userId}`, other.headers)).status).toBe(200);
  });

  it('answers 404 for an organisation that does not exist (master key), 403 for a tenant', async () => {
    const missing = `/v1/organisations/${randomUUID()}`;
    const forMaster = await call('GET', missing, master);
    expect(forMaster.status).toBe(404);
    expect(forMaster.body.error.code).toBe('not_found');
    expect((await call('GET', missing, tenant.headers)).status).toBe(403);
  });

  it('a user of the organisation cannot be read through another organisation’s path', async () => {
    const response = await call(
      'GET',
      `/v1/organisations/${tenant.organisationId}/users/${other.userId}`,
      tenant.headers,
    );
    expect(response.status).toBe(404);
  });
});

describe('users', () => {
  it('creates users with roles, never returns the password, and lower-cases the email', async () => {
    const email = `Mixed.Case-${randomUUID()}@Example.TEST`;
    const created = await call('POST', `/v1/organisations/${tenant.organisationId}/users`, tenant.bearer, {
      email,
      name: 'Member Person',
      password: 'password-member',
      roles: ['member'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      '@type': 'User',
      email: email.toLowerCase(),
      roles: ['member'],
      permissions: 31,
      organisation_id: tenant.organisationId,
    });
    expect(JSON.stringify(created.body)).not.toMatch(/password/);
    const duplicate = await call('POST', `/v1/organisations/${tenant.organisationId}/users`, tenant.bearer, {
      email: email.toLowerCase(),
      name: 'Again',
      password: 'password-member',
      roles: ['member'],
    });
    expect(duplicate.status).toBe(409);

    const list = await call(
      'GET',
      `/v1/organisations/${tenant.organisationId}/users?email=mixed.case`,
      tenant.headers,
    );
    expect(list.body['hydra:member'].map((u: { id: string }) => u.id)).toEqual([created.body.id]);
    expect(JSON.stringify(list.body)).not.toMatch(/password/);
  });

  it('never reveals an account in another organisation: its email makes a separate account there', async () => {
    const taken = `taken-${randomUUID()}@example.test`;
    const fresh = `fresh-${randomUUID()}@example.test`;
    const body = (email: string) => ({ email, name: 'Probe', password: 'password-probe', roles: ['member'] });
    const elsewhere = await call('POST', `/v1/organisations/${other.organisationId}/users`, other.bearer, {
      ...body(taken),
      password: 'password-other-org',
    });
    expect(elsewhere.status).toBe(201);

    // The admin's probe answers alike for an email used elsewhere and for a fresh one.
    const probeTaken = await call(
      'POST',
      `/v1/organisations/${tenant.organisationId}/users`,
      tenant.bearer,
      body(taken),
    );
    const probeFresh = await call(
      'POST',
      `/v1/organisations/${tenant.organisationId}/users`,
      tenant.bearer,
      body(fresh),
    );
    expect([probeTaken.status, probeFresh.status]).toEqual([201, 201]);
    expect(Object.keys(probeTaken.body).sort()).toEqual(Object.keys(probeFresh.body).sort());
    expect(probeTaken.body.organisation_id).toBe(tenant.organisationId);
    expect(probeTaken.body.id).not.toBe(elsewhere.body.id);

    // Two accounts, each with its own password: login names the organisation, or gets the oldest.
    const login = (payload: object) => ctx.app.inject({ method: 'POST', url: '/auth/login', payload });
    const oldest = await login({ email: taken, password: 'password-other-org' });
    expect(oldest.statusCode).toBe(200);
    const named = await login({
      email: taken,
      password: 'password-probe',
      organisation_id: tenant.organisationId,
    });
    expect(named.statusCode).toBe(200);
    const me = await call('GET', `/v1/organisations/${tenant.organisationId}/users/${probeTaken.body.id}`, {
      authorization: `Bearer ${named.json().access_token}`,
    });
    expect(me.status).toBe(200);
    // The other organisation's password does not open this organisation's account.
    const crossed = await login({
      email: taken,
      password: 'password-other-org',
      organisation_id: tenant.organisationId,
    });
    expect(crossed.statusCode).toBe(401);
  });

  it('refuses unknown roles (400) and roles beyond the caller’s own permissions (403)', async () => {
    const base = `/v1/organisations/${tenant.organisationId}/users`;
    const unknown = await call('POST', base, tenant.bearer, {
      email: `u-${randomUUID()}@example.test`,
      name: 'U',
      password: 'password-unknown',
      roles: ['overlord'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('validation_error');
  });

  it('a member without the ADMIN bit cannot create users or replace the organisation (403)', async () => {
    const member = await createTenant(ctx, { roles: ['member'] });
    const create = await call('POST', `/v1/organisations/${member.organisationId}/users`, member.bearer, {
      email: `m-${randomUUID()}@example.test`,
      name: 'M',
      password: 'password-member',
      roles: ['viewer'],
    });
    expect(create.status).toBe(403);
    expect(create.body.error.code).toBe('forbidden');
    expect(
      (await call('PUT', `/v1/organisations/${member.organisationId}`, member.headers, { name: 'x' })).status,
    ).toBe(403);
    // Reading is within the member role.
    expect(
      (await call('GET', `/v1/organisations/${member.organisationId}/users`, member.headers)).status,
    ).toBe(200);
  });

  it('replaces and deletes a user; its keys stop working at once', async () => {
    const victim = await createTenant(ctx);
    const base = `/v1/organisations/${victim.organisationId}/users/${victim.userId}`;
    const replaced = await call('PUT', base, victim.headers, {
      email: victim.email,
      name: 'Renamed',
      roles: ['admin', 'member'],
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ name: 'Renamed', roles: ['admin', 'member'], permissions: 255 });
    expect((await call('DELETE', base, master)).status).toBe(204);
    expect((await call('GET', base, master)).status).toBe(404);
    const refused = await call('GET', '/v1/organisations', victim.headers);
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('invalid_api_key');
    // So does the access token they logged in with, although it has not expired.
    const token = await call('GET', '/v1/organisations', victim.bearer);
    expect(token.status).toBe(401);
    expect(token.body.error.code).toBe('unauthorized');
  });
});

describe('deleting an organisation', () => {
  it('is for the master key only, and takes everything of the organisation with it', async () => {
    const doomed = await createTenant(ctx);
    const base = `/v1/organisations/${doomed.organisationId}`;
    expect((await call('POST', `${base}/teams`, doomed.headers, { name: 'Doomed team' })).status).toBe(201);
    expect((await call('POST', `${base}/courses`, doomed.headers, { name: 'Doomed course' })).status).toBe(
      201,
    );
    // Its own admin cannot, nor can another organisation.
    expect((await call('DELETE', base, doomed.headers)).status).toBe(403);
    expect((await call('DELETE', base, other.bearer)).status).toBe(403);

    expect((await call('DELETE', base, master)).status).toBe(204);
    expect((await call('GET', base, master)).status).toBe(404);
    expect((await call('DELETE', base, master)).status).toBe(404);
    // Its credentials stop working at once.
    const key = await call('GET', '/v1/organisations', doomed.headers);
    expect(key.status).toBe(401);
    expect(key.body.error.code).toBe('invalid_api_key');
    expect((await call('GET', '/v1/organisations', doomed.bearer)).status).toBe(401);
    const [left] = await ctx.executor.runStatement<{ count: number }>(
      'MATCH (n) WHERE n.organisation_id = $id OR (n:Organisation AND n.id = $id) RETURN count(n) AS count',
      { id: doomed.organisationId },
    );
    expect(left?.count).toBe(0);
    // Others are untouched.
    expect((await call('GET', `/v1/organisations/${other.organisationId}`, other.headers)).status).toBe(200);
  });
});

describe('teams', () => {
  it('creates, lists with filter and order, reads, replaces and deletes teams', async () => {
    const base = `/v1/organisations/${tenant.organisationId}/teams`;
    const ids: Record<string, string> = {};
    for (const name of ['Data', 'Backend', 'Design']) {
      const created = await call('POST', base, tenant.headers, { name });
      expect(created.status).toBe(201);
      expect(created.body['@id']).toBe(`${base}/${created.body.id}`);
      ids[name] = created.body.id;
    }
    const desc = await call('GET', `${base}?orderBy[name]=desc`, tenant.headers);
    expect(desc.body['hydra:member'].map((t: { name: string }) => t.name)).toEqual([
      'Design',
      'Data',
      'Backend',
    ]);
    const filtered = await call('GET', `${base}?name=A&orderBy[name]=asc`, tenant.headers);
    expect(filtered.body['hydra:member'].map((t: { name: string }) => t.name)).toEqual(['Backend', 'Data']);

    const replaced = await call('PUT', `${base}/${ids['Data']}`, tenant.headers, { name: 'Data science' });
    expect(replaced.body.name).toBe('Data science');
    expect((await call('DELETE', `${base}/${ids['Design']}`, tenant.headers)).status).toBe(204);
    expect((await call('GET', `${base}/${ids['Design']}`, tenant.headers)).status).toBe(404);
    // Another organisation's caller cannot see them.
    expect((await call('GET', `${base}/${ids['Backend']}`, other.headers)).status).toBe(403);
  });
});

describe('GET /v1/roles', () => {
  it('lists the global roles with their permission bits', async () => {
    const response = await call('GET', '/v1/roles', tenant.headers);
    expect(response.status).toBe(200);
    const byName = Object.fromEntries(
      response.body['hydra:member'].map((r: { name: string; permissions: number }) => [
        r.name,
        r.permissions,
      ]),
    );
    expect(byName).toMatchObject({ admin: 255, manager: 63, member: 31, viewer: 17, billing: 144 });
    // The role names the user bodies document as an enum are the roles there are.
    expect(Object.keys(byName).sort()).toEqual([...ROLE_NAMES].sort());
    expect(response.body['hydra:search']['hydra:template']).toBe(
      '/v1/roles{?name,orderBy[name],page,itemsPerPage}',
    );
  });

  it('filters by name, orders by name both ways, and paginates', async () => {
    const filtered = await call('GET', '/v1/roles?name=MAN', tenant.headers);
    expect(filtered.body['hydra:member'].map((r: { name: string }) => r.name)).toEqual(['manager']);
    const asc = await call('GET', '/v1/roles?orderBy[name]=asc', tenant.headers);
    const names = asc.body['hydra:member'].map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort());
    const desc = await call('GET', '/v1/roles?orderBy[name]=desc', tenant.headers);
    expect(desc.body['hydra:member'].map((r: { name: string }) => r.name)).toEqual([...names].reverse());

    const page = await call('GET', '/v1/roles?orderBy[name]=asc&itemsPerPage=2&page=2', tenant.headers);
    expect(page.body['hydra:member'].map((r: { name: string }) => r.name)).toEqual(names.slice(2, 4));
    expect(page.body['hydra:totalItems']).toBe(names.length);
    expect(page.body['hydra:view']).toMatchObject({
      'hydra:previous': '/v1/roles?orderBy%5Bname%5D=asc&itemsPerPage=2&page=1',
      'hydra:next': '/v1/roles?orderBy%5Bname%5D=asc&itemsPerPage=2&page=3',
    });
    expect((await call('GET', '/v1/roles?orderBy[name]=sideways', tenant.headers)).status).toBe(400);
    expect((await call('GET', '/v1/roles?itemsPerPage=1001', tenant.headers)).status).toBe(400);
    // Unknown query keys are refused, as on every collection.
    for (const url of [
      '/v1/roles?colour=red',
      '/v1/organisations?colour=red',
      `/v1/organisations/${tenant.organisationId}/users?colour=red`,
    ]) {
      const refused = await call('GET', url, tenant.headers);
      expect(refused.status, url).toBe(400);
    }
  });

  it('reads one role, 404 for an unknown one, and 401 without credentials', async () => {
    const admin = await call('GET', '/v1/roles/admin', tenant.bearer);
    expect(admin.body).toMatchObject({
      '@id': '/v1/roles/admin',
      '@type': 'Role',
      name: 'admin',
      permissions: 255,
    });
    expect((await call('GET', '/v1/roles/emperor', tenant.bearer)).status).toBe(404);
    expect((await call('GET', '/v1/roles', {})).status).toBe(401);
  });
});
