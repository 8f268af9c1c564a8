// The Python client (clients/python) against the real service listening on a port, on the suite's
// Neo4j: clients/python/tests/scenarios.py runs one scenario per route group in the client's own
// virtualenv (scripts/clients/python-env.sh), with each kind of credentials, over HTTP. No mocks:
// errors, pages and quotas are the service's own.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { putOnPlan, setCountersAcrossMidnight } from '../access/metering-fixtures.ts';
import { createTenant, createTestContext, type TestContext } from '../helpers.ts';

const ROOT = join(import.meta.dirname, '..', '..');
let ctx: TestContext;
let environment: Record<string, string>;
let python: string;

beforeAll(async () => {
  const env = spawnSync(join(ROOT, 'scripts', 'clients', 'python-env.sh'), { encoding: 'utf8' });
  expect(env.status, env.stderr).toBe(0);
  python = env.stdout.trim();
  ctx = await createTestContext();
  const tenant = await createTenant(ctx);
  const partner = await createTenant(ctx);
  await putOnPlan(ctx.executor, partner.organisationId, 'partner');
  const registered = await ctx.app.inject({
    method: 'POST',
    url: '/v1/oauth/register',
    headers: partner.bearer,
    payload: { client_name: 'python client test', scope: 'graph:read' },
  });
  expect(registered.statusCode).toBe(201);
  const limited = await createTenant(ctx);
  await putOnPlan(ctx.executor, limited.organisationId, 'discovery');
  await setCountersAcrossMidnight(ctx.executor, limited.organisationId, { credits: 0, requests: 500 });
  environment = {
    SKILLGRAPH_URL: await ctx.app.listen({ port: 0, host: '127.0.0.1' }),
    API_KEY: tenant.apiKey,
    ACCESS_TOKEN: tenant.token,
    REFRESH_TOKEN: tenant.refreshToken,
    USER_ID: tenant.userId,
    ORGANISATION_ID: tenant.organisationId,
    OAUTH_CLIENT_ID: registered.json().client_id,
    OAUTH_CLIENT_SECRET: registered.json().client_secret,
    OAUTH_ORGANISATION_ID: partner.organisationId,
    LIMITED_API_KEY: limited.apiKey,
    PDF: join(ROOT, 'test', 'fixtures', 'documents', 'cv-fr-deux-colonnes.pdf'),
    CV: join(ROOT, 'test', 'fixtures', 'documents', 'cv-en.txt'),
    OFFER: join(ROOT, 'test', 'fixtures', 'documents', 'offer-en.txt'),
  };
}, 180_000);
afterAll(async () => {
  await ctx?.close();
});

/** Runs the scenarios in a child process (the server answers on this process's event loop meanwhile). */
async function scenarios(names: string[]) {
  const { spawn } = await import('node:child_process');
  const child = spawn(python, [join(ROOT, 'clients', 'python', 'tests', 'scenarios.py'), ...names], {
    env: { ...process.env, ...environment },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const results = stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { scenario: string; ok: boolean } & Record<string, unknown>);
  return { code, results, stderr };
}

it.each([
  ['search_record_crosswalk', 'searches, reads a record and crosswalks through the generated graph API'],
  ['matching', 'matches a CV text to a job text, the related CV above an unrelated one'],
  ['parse_pdf', 'uploads a real PDF to parse'],
  ['typed_error', 'raises the service’s error with its code and request id'],
  ['paging_with_bearer', 'creates through the generated management API and walks a collection across pages'],
  ['bearer_refresh', 'renews an expired Bearer token through /auth/refresh once'],
  ['keys_and_credits', 'creates and disables an API key, and reads the credits'],
  ['oauth_once', 'authenticates as an OAuth client, asking for a token once'],
  ['quota_429', 'raises a 429 with its reset time rather than waiting a day'],
  ['asynchronous', 'does the same with asyncio'],
])('%s: %s', { timeout: 120_000 }, async (name) => {
  const { code, results, stderr } = await scenarios([name]);
  expect(code, stderr).toBe(0);
  expect(results).toEqual([expect.objectContaining({ scenario: name, ok: true })]);
});
