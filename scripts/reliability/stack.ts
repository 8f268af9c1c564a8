// What the fault and soak scripts share: an API process of their own (`node src/main.ts` on a given
// Neo4j), waiting for it to answer, JSON calls, and a tenant made through the master key (an
// organisation on the Omni plan, an admin user, a key with every permission).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = join(import.meta.dirname, '..', '..');

export interface Api {
  process: ChildProcess;
  base: string;
  masterKey: string;
}

export interface Neo4jAccess {
  uri: string;
  username?: string;
  password: string;
}

/** Starts an API process on `port`; `output` receives its stdout and stderr (a file descriptor, or dropped). */
export function startApi(
  neo4j: Neo4jAccess,
  port: number,
  options: { output?: number; logLevel?: string } = {},
): Api {
  const masterKey = `reliability-master-${randomBytes(12).toString('hex')}`;
  const child = spawn(process.execPath, [join(ROOT, 'src', 'main.ts')], {
    cwd: ROOT,
    stdio: ['ignore', options.output ?? 'ignore', options.output ?? 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: options.logLevel ?? 'error',
      NEO4J_URI: neo4j.uri,
      NEO4J_USERNAME: neo4j.username ?? 'neo4j',
      NEO4J_PASSWORD: neo4j.password,
      MASTER_API_KEY: masterKey,
      JWT_SECRET: randomBytes(32).toString('hex'),
    },
  });
  return { process: child, base: `http://127.0.0.1:${port}`, masterKey };
}

/** Waits until /health answers 200. */
export async function healthy(base: string, seconds = 180) {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline; await sleep(250)) {
    const status = await fetch(`${base}/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
  }
  throw new Error(`${base} did not become healthy within ${seconds} s`);
}

/** A JSON call; the body parsed, or null when empty. */
export async function call(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: object,
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A tenant on a plan without daily caps, with an admin user and a key holding every permission. */
export async function createTenant(api: Api, label: string) {
  const master = { 'x-api-key': api.masterKey };
  const org = await call(api.base, 'POST', '/v1/organisations', master, { name: `${label} ${randomUUID()}` });
  const organisationId = org.body.id as string;
  await call(
    api.base,
    'POST',
    `/v1/organisations/${organisationId}/organisationPlans/operator-change`,
    master,
    {
      plan_code: 'omni',
      reason: `${label} run`,
    },
  );
  const email = `${label.toLowerCase()}-${randomUUID()}@reliability.test`;
  const password = `password-${randomUUID()}`;
  const user = await call(api.base, 'POST', `/v1/organisations/${organisationId}/users`, master, {
    email,
    name: label,
    password,
    roles: ['admin'],
  });
  const login = await call(api.base, 'POST', '/auth/login', {}, { email, password });
  const key = await call(
    api.base,
    'POST',
    `/v1/users/${user.body.id}/apiKeys`,
    { authorization: `Bearer ${login.body.access_token}` },
    {
      name: label,
      permissions: 255,
      organisation_id: organisationId,
      expiration_date: { date: new Date(Date.now() + 86_400_000).toISOString() },
    },
  );
  return { organisationId, userId: user.body.id as string, headers: { 'x-api-key': key.body.key as string } };
}

export const CV_TEXT =
  'Jane Doe\njane@example.test\n\nExperience\nSoftware developer, Acme (2019-2024)\nPython, SQL, Docker\n';
