// The MCP endpoint with the SDK's own client over streamable HTTP, against the real service on the
// suite's Neo4j: an API key created for it (origin mcp), every tool listed and called, results citing graph
// URIs, credits charged as the routes charge them, and refusals as the routes refuse.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putOnPlan } from '../access/metering-fixtures.ts';
import { createTenant, createTestContext, type Tenant, type TestContext } from '../helpers.ts';

let ctx: TestContext;
let tenant: Tenant;
let baseUrl: string;
let mcpKey: string;
const clients: Client[] = [];

beforeAll(async () => {
  ctx = await createTestContext(undefined, {}, { embedder: true });
  tenant = await createTenant(ctx);
  // Career transitions are for paid plans.
  await putOnPlan(ctx.executor, tenant.organisationId, 'scale');
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const created = await ctx.app.inject({
    method: 'POST',
    url: `/v1/users/${tenant.userId}/apiKeys`,
    headers: tenant.bearer,
    payload: {
      name: 'assistant',
      expiration_date: { date: new Date(Date.now() + 86_400_000).toISOString() },
      // Graph reading, parsing, enrichment and intelligence: what the tools' routes need.
      permissions: 1 | 2 | 4 | 8,
      organisation_id: tenant.organisationId,
      origin: 'mcp',
    },
  });
  expect(created.statusCode).toBe(201);
  expect(created.json().origin).toBe('mcp');
  mcpKey = created.json().key;
});
afterAll(async () => {
  for (const client of clients) await client.close();
  await ctx?.close();
});

async function connect(headers: Record<string, string>) {
  const client = new Client({ name: 'skillgraph-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), { requestInit: { headers } }),
  );
  clients.push(client);
  return client;
}

const credits = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/v1/credits', headers: tenant.headers })).json()
    .credits_used as number;

describe('POST /mcp', () => {
  it('lists the tools', async () => {
    const client = await connect({ 'x-api-key': mcpKey });
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'career_transitions',
      'crosswalk',
      'extract_skills',
      'match_cv_to_job',
      'read_concept',
      'search_occupations',
      'search_sectors',
      'search_skills',
      'skill_neighbours',
      'skill_prerequisites',
    ]);
    expect(tools.every((t) => t.description && t.inputSchema.type === 'object')).toBe(true);
  });

  it('calls every tool, each answering with graph URIs', async () => {
    const client = await connect({ 'x-api-key': mcpKey });
    const call = async (name: string, args: Record<string, unknown>) => {
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError, `${name}: ${JSON.stringify(result.content)}`).toBeFalsy();
      return result.structuredContent as Record<string, unknown>;
    };
    const skills = await call('search_skills', { q: 'python', limit: 3 });
    const skillUri = (skills['skills'] as { uri: string }[])[0]!.uri;
    expect(skillUri).toMatch(/^graph:\/\/skill\//);
    const occupations = await call('search_occupations', { q: 'nurse', limit: 3 });
    expect((occupations['occupations'] as { uri: string }[])[0]!.uri).toMatch(/^graph:\/\/occupation\//);
    const sectors = await call('search_sectors', { q: 'santé', limit: 3, lang: 'fr' });
    expect(sectors['sectors']).toBeInstanceOf(Array);
    expect((await call('read_concept', { kind: 'skill', uri: skillUri }))['uri']).toBe(skillUri);
    expect((await call('read_concept', { kind: 'occupation', uri: 'rome:M1805' }))['uri']).toBe(
      'graph://occupation/rome-M1805',
    );
    expect(await call('skill_neighbours', { uri: skillUri })).toHaveProperty('skill');
    expect(await call('skill_prerequisites', { uri: skillUri, depth: 2 })).toHaveProperty('prerequisites');
    const crosswalk = await call('crosswalk', { uri: 'rome:M1805', target_taxonomy: 'ESCO' });
    expect((crosswalk['correspondences'] as { uri: string }[])[0]!.uri).toMatch(/^graph:\/\/occupation\//);
    const extracted = await call('extract_skills', { text: 'I build web services in Python and SQL.' });
    expect(JSON.stringify(extracted)).toMatch(/graph:\/\/skill\//);
    const match = await call('match_cv_to_job', {
      cv_text: 'Data analyst\nSkills: Python, SQL, statistics',
      job_text: 'Data analyst\nRequirements\n- SQL\n- Python',
    });
    expect(match).toHaveProperty('score');
    const transitions = await call('career_transitions', { from: 'rome:M1805', limit: 3 });
    expect(JSON.stringify(transitions)).toMatch(/graph:\/\/occupation\//);
  });

  it('charges a tool call what its route costs', async () => {
    const client = await connect({ 'x-api-key': mcpKey });
    const before = await credits();
    await client.callTool({ name: 'search_skills', arguments: { q: `welding ${Date.now()}` } });
    const direct = await ctx.app.inject({
      method: 'GET',
      url: `/v1/search/skill?q=${encodeURIComponent(`welding ${Date.now()} again`)}`,
      headers: tenant.headers,
    });
    const after = await credits();
    expect(direct.statusCode).toBe(200);
    // One tool call and one direct call of the same route: twice the route's price.
    expect((after - before) % 2).toBe(0);
    expect(after - before).toBeGreaterThan(0);
  });

  it('refuses callers without credentials, and answers a tool the key may not use as the route does', async () => {
    const anonymous = await fetch(`${baseUrl}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(anonymous.status).toBe(401);
    // A key for graph reading only: matching (the intelligence bit) is refused as its route refuses it.
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${tenant.userId}/apiKeys`,
      headers: tenant.bearer,
      payload: {
        name: 'graph only',
        expiration_date: { date: new Date(Date.now() + 86_400_000).toISOString() },
        permissions: 1,
        organisation_id: tenant.organisationId,
        origin: 'mcp',
      },
    });
    const client = await connect({ 'x-api-key': created.json().key });
    const refused = await client.callTool({
      name: 'match_cv_to_job',
      arguments: { cv_text: 'Python', job_text: 'Python developer' },
    });
    expect(refused.isError).toBe(true);
    expect(JSON.parse((refused.content as { text: string }[])[0]!.text).error.code).toBe('forbidden');
  });
});
