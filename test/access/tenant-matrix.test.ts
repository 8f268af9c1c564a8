// Tenant isolation as a generated matrix: every organisation- and user-scoped operation, taken from the
// app's route table (not a hand list), called by every kind of caller. What a caller may do follows
// from the route's declared rules (credentials, permission bit) and from whose organisation or user the
// path names; the test checks the service agrees, call by call: an allowed caller is never refused
// (401/403), every other caller always is, and a caller of another organisation gets 403, never data.
// Calls carry empty bodies and, past the victim, missing ids: authorisation is decided before them.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credential, Permission } from '../../src/access/rules.ts';
import type { RouteSummary } from '../../src/app.ts';
import {
  createTenant,
  createTestContext,
  MASTER_API_KEY,
  type Tenant,
  type TestContext,
} from '../helpers.ts';
import { putOnPlan } from './metering-fixtures.ts';

interface MatrixCaller {
  name: string;
  headers: Record<string, string>;
  credential: Credential | 'invalid';
  organisationId: string | null;
  userId: string | null;
  permissions: number;
}

let ctx: TestContext;
let victim: Tenant;
let callers: MatrixCaller[];
const ALL = Object.values(Permission).reduce((all, bit) => all | bit, 0);

async function inject(method: string, url: string, headers: Record<string, string>, payload?: object) {
  const response = await ctx.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.body };
}

async function permissionsOf(tenant: Tenant) {
  const me = await inject(
    'GET',
    `/v1/organisations/${tenant.organisationId}/users/${tenant.userId}`,
    tenant.bearer,
  );
  return JSON.parse(me.body).permissions as number;
}

beforeAll(async () => {
  ctx = await createTestContext();
  victim = await createTenant(ctx);
  // A plan without daily caps, so hundreds of allowed calls are never answered 429 instead.
  await putOnPlan(ctx.executor, victim.organisationId, 'omni');
  const other = await createTenant(ctx);
  // A member and a viewer of the victim's organisation, created there by its admin.
  const colleague = async (role: string) => {
    const email = `${role}-${randomUUID()}@matrix.test`;
    const password = `password-${randomUUID()}`;
    const created = await inject('POST', `/v1/organisations/${victim.organisationId}/users`, victim.bearer, {
      email,
      name: role,
      password,
      roles: [role],
    });
    const login = await inject('POST', '/auth/login', {}, { email, password });
    const user = JSON.parse(created.body);
    return {
      userId: user.id as string,
      permissions: user.permissions as number,
      headers: { authorization: `Bearer ${JSON.parse(login.body).access_token}` },
    };
  };
  const [sameMember, sameViewer] = [await colleague('member'), await colleague('viewer')];

  const keyOfVictim = async (expiration: Date) => {
    const created = await inject('POST', `/v1/users/${victim.userId}/apiKeys`, victim.bearer, {
      name: 'matrix key',
      expiration_date: { date: expiration.toISOString() },
      permissions: ALL,
      organisation_id: victim.organisationId,
    });
    return JSON.parse(created.body) as { id: string; key: string };
  };
  const disabled = await keyOfVictim(new Date(Date.now() + 3600_000));
  await inject('PATCH', `/v1/users/${victim.userId}/apiKeys/${disabled.id}/disable`, victim.bearer);
  const expiring = await keyOfVictim(new Date(Date.now() + 1500));

  const victimPermissions = await permissionsOf(victim);
  const otherPermissions = await permissionsOf(other);
  callers = [
    {
      name: 'no credentials',
      headers: {},
      credential: 'invalid',
      organisationId: null,
      userId: null,
      permissions: 0,
    },
    {
      name: 'a disabled key',
      headers: { 'x-api-key': disabled.key },
      credential: 'invalid',
      organisationId: null,
      userId: null,
      permissions: 0,
    },
    {
      name: 'an expired key',
      headers: { 'x-api-key': expiring.key },
      credential: 'invalid',
      organisationId: null,
      userId: null,
      permissions: 0,
    },
    {
      name: "another organisation's admin (Bearer)",
      headers: other.bearer,
      credential: 'bearer',
      organisationId: other.organisationId,
      userId: other.userId,
      permissions: otherPermissions,
    },
    {
      name: "another organisation's key",
      headers: other.headers,
      credential: 'apiKey',
      organisationId: other.organisationId,
      userId: other.userId,
      permissions: otherPermissions,
    },
    {
      name: 'a viewer of the organisation',
      headers: sameViewer.headers,
      credential: 'bearer',
      organisationId: victim.organisationId,
      userId: sameViewer.userId,
      permissions: sameViewer.permissions,
    },
    {
      name: 'another user of the organisation (member)',
      headers: sameMember.headers,
      credential: 'bearer',
      organisationId: victim.organisationId,
      userId: sameMember.userId,
      permissions: sameMember.permissions,
    },
    {
      name: 'the master key',
      headers: { 'x-api-key': MASTER_API_KEY },
      credential: 'master',
      organisationId: null,
      userId: null,
      permissions: ALL,
    },
    {
      name: "the organisation's admin (key)",
      headers: victim.headers,
      credential: 'apiKey',
      organisationId: victim.organisationId,
      userId: victim.userId,
      permissions: victimPermissions,
    },
    {
      name: "the organisation's admin (Bearer)",
      headers: victim.bearer,
      credential: 'bearer',
      organisationId: victim.organisationId,
      userId: victim.userId,
      permissions: victimPermissions,
    },
  ];
  // The expiring key has expired by now.
  await new Promise((resolve) => setTimeout(resolve, 1600));
});
afterAll(() => ctx?.close());

/** Routes acting in an organisation or for a user named in the path. */
const scoped = (route: RouteSummary) =>
  /:organisationId\b|:userId\b/.test(route.url) && route.rules !== undefined;

function allowed(route: RouteSummary, caller: MatrixCaller): boolean {
  const rules = route.rules!;
  if (caller.credential === 'invalid') return rules.auth.includes('none');
  if (!rules.auth.includes(caller.credential)) return false;
  if (rules.permission !== undefined && (caller.permissions & rules.permission) !== rules.permission)
    return false;
  if (route.url.includes(':organisationId') && caller.credential !== 'master')
    if (caller.organisationId !== victim.organisationId) return false;
  // User-scoped routes (spec 5.6) reach only the caller's own user.
  if (route.url.startsWith('/v1/users/:userId') && caller.userId !== victim.userId) return false;
  return true;
}

/** The victim's ids in the path; any other id (and, for an allowed delete, the victim's) a missing one. */
function urlFor(route: RouteSummary, allowedCall: boolean): string {
  const destructive = route.method === 'DELETE' && allowedCall;
  return route.url.replace(/:(\w+)/g, (_match, name: string, offset: number) => {
    const last = offset + name.length + 1 === route.url.length;
    if (destructive && last) return randomUUID();
    if (name === 'organisationId') return victim.organisationId;
    if (name === 'userId') return victim.userId;
    return randomUUID();
  });
}

describe('tenant isolation matrix', () => {
  it('lets exactly the allowed callers through every scoped operation', async () => {
    const routes = ctx.app.routeTable.filter(scoped);
    // The deletes last, so the victim's own resources stay in place for every other call.
    routes.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    expect(routes.length).toBeGreaterThan(60);
    const mismatches: string[] = [];
    let attempts = 0;
    let allowedCalls = 0;
    for (const route of routes) {
      for (const caller of callers) {
        const expected = allowed(route, caller);
        const url = urlFor(route, expected);
        const payload = ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined;
        const { status, body } = await inject(route.method, url, caller.headers, payload);
        attempts++;
        if (expected) allowedCalls++;
        const refused = status === 401 || status === 403;
        const wrong = expected
          ? refused || status >= 500
          : !refused ||
            // Another organisation is told it is not theirs, not whether the resource exists.
            (caller.organisationId !== null &&
              caller.organisationId !== victim.organisationId &&
              status !== 403);
        if (wrong)
          mismatches.push(
            `${route.method} ${route.url} by ${caller.name}: ${status} (${expected ? 'allowed' : 'refused'} expected) ${body.slice(0, 160)}`,
          );
      }
    }
    console.info(
      `tenant matrix: ${routes.length} operations x ${callers.length} callers = ${attempts} attempts, ` +
        `${allowedCalls} allowed, ${attempts - allowedCalls} refused, ${mismatches.length} mismatches`,
    );
    expect(mismatches).toEqual([]);
  });
});
