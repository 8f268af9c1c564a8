// The TypeScript client (clients/typescript) against the real service listening on a port, on the
// suite's Neo4j: one scenario per route group, with each kind of credentials, over HTTP as a user of the
// package would call it. No mocks: errors, pages and quotas are the service's own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSkillgraphClient, SkillgraphError } from '../../clients/typescript/src/index.ts';
import { putOnPlan, setCountersAcrossMidnight } from '../access/metering-fixtures.ts';
import { createTenant, createTestContext, type Tenant, type TestContext } from '../helpers.ts';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'documents');
let ctx: TestContext;
let tenant: Tenant;
let baseUrl: string;

beforeAll(async () => {
  ctx = await createTestContext();
  tenant = await createTenant(ctx);
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx?.close();
});

const withKey = () => createSkillgraphClient({ baseUrl, credentials: { apiKey: tenant.apiKey } });

describe('the TypeScript client, skills-graph API', () => {
  it('searches, reads a record and crosswalks, typed by the document', async () => {
    const client = withKey();
    const { data: found } = await client.graph.GET('/v1/search/occupation', {
      params: { query: { q: 'infirmier', limit: 3 } },
    });
    expect(found!.occupations.length).toBeGreaterThan(0);
    const uri = found!.occupations[0]!.uri;
    const { data: record } = await client.graph.GET('/v1/occupations/{uri}', {
      params: { path: { uri } },
    });
    expect(record!.uri).toBe(uri);
    const { data: crosswalk } = await client.graph.GET('/v1/mapping/crosswalk', {
      params: { query: { uri: 'rome:J1506', target_taxonomy: 'ESCO' } },
    });
    expect(crosswalk!.source.uri).toBe('graph://occupation/rome-J1506');
  });

  it('matches a CV text to a job text, the related CV above an unrelated one', async () => {
    const client = withKey();
    const job_text = readFileSync(join(FIXTURES, 'offer-en.txt'), 'utf8');
    const score = async (cv_text: string) =>
      (await client.graph.POST('/v1/matching/cv-text-to-job-text', { body: { cv_text, job_text } })).data!;
    const fit = await score(readFileSync(join(FIXTURES, 'cv-en.txt'), 'utf8'));
    expect(fit.score).toBeGreaterThan(0);
    expect(fit.job_skills).toBeGreaterThan(0);
    const unrelated = await score(
      'Line cook\nSKILLS\nBaking bread, pastry, sauces, food safety\nEXPERIENCE\nCook at Le Bistrot, 2018-2024',
    );
    expect(unrelated.score).toBeLessThan(fit.score);
  });

  it('parses a real PDF uploaded as multipart', async () => {
    const client = withKey();
    const pdf = readFileSync(join(FIXTURES, 'cv-fr-deux-colonnes.pdf'));
    const { data } = await client.graph.POST('/v1/parse/cv', {
      body: client.files([{ name: 'cv.pdf', data: pdf, type: 'application/pdf' }], 'file') as never,
      bodySerializer: (form) => form as unknown as FormData,
    });
    expect((data!.cv as { basics?: { name?: string } }).basics?.name).toBeTruthy();
  });

  it('throws the service’s error with its code and request id', async () => {
    const client = withKey();
    const error = await client.graph
      .GET('/v1/skills/{uri}', { params: { path: { uri: 'graph://skill/no-such-skill' } } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SkillgraphError);
    expect(error).toMatchObject({ status: 404, code: 'not_found' });
    expect((error as SkillgraphError).requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the TypeScript client, management API', () => {
  it('walks a collection across its pages with a Bearer token', async () => {
    const client = createSkillgraphClient({
      baseUrl,
      credentials: { accessToken: tenant.token, refreshToken: tenant.refreshToken },
    });
    const teams = `/v1/organisations/${tenant.organisationId}/teams`;
    for (let i = 0; i < 23; i++)
      await client.management.POST('/v1/organisations/{organisationId}/teams', {
        params: { path: { organisationId: tenant.organisationId } },
        body: { name: `Team ${String(i).padStart(2, '0')}` },
      });
    const names: string[] = [];
    for await (const team of client.collection<{ name: string }>(teams, {
      itemsPerPage: 10,
      'orderBy[name]': 'asc',
    }))
      names.push(team.name);
    expect(names).toHaveLength(23);
    expect(names[0]).toBe('Team 00');
    expect(names[22]).toBe('Team 22');
  });

  it('renews an expired Bearer token through /auth/refresh and hands over the rotated one', async () => {
    const rotated: string[] = [];
    const client = createSkillgraphClient({
      baseUrl,
      credentials: { accessToken: 'not-a-valid-token', refreshToken: tenant.refreshToken },
      onTokens: (tokens) => rotated.push(tokens.refreshToken),
    });
    const { data } = await client.management.GET('/v1/organisations/{organisationId}', {
      params: { path: { organisationId: tenant.organisationId } },
    });
    expect(data!.id).toBe(tenant.organisationId);
    expect(rotated).toHaveLength(1);
    expect(rotated[0]).not.toBe(tenant.refreshToken);
    tenant.refreshToken = rotated[0]!;
  });

  it('creates and disables an API key, and reads the credits', async () => {
    const client = createSkillgraphClient({ baseUrl, credentials: { accessToken: tenant.token } });
    const { data: key } = await client.management.POST('/v1/users/{userId}/apiKeys', {
      params: { path: { userId: tenant.userId } },
      body: {
        name: 'from the client',
        expiration_date: { date: new Date(Date.now() + 86_400_000).toISOString() },
        permissions: 1,
        organisation_id: tenant.organisationId,
      },
    });
    const created = key as { id: string; key: string };
    const fresh = createSkillgraphClient({ baseUrl, credentials: { apiKey: created.key } });
    expect(
      (await fresh.graph.GET('/v1/search/skill', { params: { query: { q: 'python' } } })).data,
    ).toBeTruthy();
    await client.management.PATCH('/v1/users/{userId}/apiKeys/{apiKeyId}/disable', {
      params: { path: { userId: tenant.userId, apiKeyId: created.id } },
    });
    const refused = await fresh.graph
      .GET('/v1/search/skill', { params: { query: { q: 'python' } } })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 401, code: 'invalid_api_key' });
    const { data: credits } = await client.graph.GET('/v1/credits', {});
    expect(credits).toHaveProperty('credits_used');
  });

  it('authenticates as an OAuth client, asking for a token once and reusing it', async () => {
    const partner = await createTenant(ctx);
    await putOnPlan(ctx.executor, partner.organisationId, 'partner');
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/v1/oauth/register',
      headers: partner.bearer,
      payload: { client_name: 'client test', scope: 'graph:read' },
    });
    expect(registered.statusCode).toBe(201);
    const { client_id: clientId, client_secret: clientSecret } = registered.json();
    let tokenRequests = 0;
    const client = createSkillgraphClient({
      baseUrl,
      credentials: { clientId, clientSecret, scope: 'graph:read' },
      fetch: (input, init) => {
        if (String(input instanceof Request ? input.url : input).endsWith('/v1/oauth/token')) tokenRequests++;
        return fetch(input, init);
      },
    });
    for (const q of ['python', 'nursing'])
      expect(
        (await client.graph.GET('/v1/search/skill', { params: { query: { q } } })).data!.skills,
      ).toBeInstanceOf(Array);
    expect(tokenRequests).toBe(1);
    // The token carries the client's scope only: management is refused.
    const refused = await client.management
      .GET('/v1/organisations/{organisationId}', {
        params: { path: { organisationId: partner.organisationId } },
      })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 403 });
  });

  it('does not wait a day for a 429: it throws it with the reset time', async () => {
    const limited = await createTenant(ctx);
    await putOnPlan(ctx.executor, limited.organisationId, 'discovery');
    await setCountersAcrossMidnight(ctx.executor, limited.organisationId, { credits: 0, requests: 500 });
    const client = createSkillgraphClient({ baseUrl, credentials: { apiKey: limited.apiKey } });
    const error = await client.graph
      .GET('/v1/search/skill', { params: { query: { q: 'python' } } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: 'rate_limit_exceeded' });
    expect((error as SkillgraphError).details).toHaveProperty('reset_at');
  });
});
