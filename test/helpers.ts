// Test fixtures: a real driver and executor on the suite's Neo4j, the real migrations, and the app
// built in-process for app.inject.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Executor, openGraph } from '../src/db/executor.ts';
import { loadEmbedder } from '../src/embeddings/model.ts';

export const INTERNAL_TOKEN = 'test-internal-token-0123456789';
/** The operators' master key of every test app (x-api-key). */
export const MASTER_API_KEY = 'test-master-key-0123456789abcdef';
/** Every permission bit (src/access/rules.ts). */
export const ALL_PERMISSIONS = 255;

export interface Neo4jConnection {
  uri: string;
  username: string;
  password: string;
}

export const suiteNeo4j = (): Neo4jConnection => inject('neo4j');

export function testConfig(connection: Neo4jConnection, overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent',
    NEO4J_URI: connection.uri,
    NEO4J_USERNAME: connection.username,
    NEO4J_PASSWORD: connection.password,
    INTERNAL_TOKEN,
    MASTER_API_KEY,
    JWT_SECRET: 'test-jwt-secret-that-is-long-enough-0123',
    ...overrides,
  });
}

export interface TestContext {
  config: Config;
  executor: Executor;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** A full app on the given Neo4j (default: the suite's), with migrations applied. */
export async function createTestContext(
  connection: Neo4jConnection = suiteNeo4j(),
  overrides: Record<string, string> = {},
  options: { ready?: boolean; embedder?: boolean } = {},
): Promise<TestContext> {
  const config = testConfig(connection, overrides);
  const logger = pino({ level: config.logLevel });
  const { executor, close } = await openGraph(config.neo4j, { logger, migrate: true });
  // The real bundled model, for the files that test semantic behaviour (loaded once per test process).
  const embedder = options.embedder ? await loadEmbedder() : undefined;
  const app = await buildApp({ config, executor, logger, embedder });
  if (options.ready !== false) await app.ready();
  return {
    config,
    executor,
    app,
    close: async () => {
      await app.close();
      await close();
    },
  };
}

export interface Tenant {
  organisationId: string;
  userId: string;
  email: string;
  password: string;
  /** Plaintext API key of the user, with `permissions`. */
  apiKey: string;
  apiKeyId: string;
  /** Bearer access token of the user. */
  token: string;
  refreshToken: string;
  /** `x-api-key` headers for graph and management calls. */
  headers: Record<string, string>;
  /** `Authorization: Bearer` headers. */
  bearer: Record<string, string>;
}

export interface TenantOptions {
  name?: string;
  roles?: string[];
  /** Permissions of the API key; default all. */
  permissions?: number;
}

/**
 * A fresh organisation, a user in it (admin by default), a login and an API key, made through the real
 * API with the master key, as an operator would.
 */
export async function createTenant(ctx: TestContext, options: TenantOptions = {}): Promise<Tenant> {
  const unique = randomUUID();
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    payload: object,
    headers: Record<string, string>,
  ) => {
    const response = await ctx.app.inject({ method, url, payload, headers });
    if (response.statusCode >= 300) {
      throw new Error(`createTenant: ${method} ${url} answered ${response.statusCode}: ${response.body}`);
    }
    return response.json();
  };
  const master = { 'x-api-key': MASTER_API_KEY };
  const organisation = await call(
    'POST',
    '/v1/organisations',
    { name: options.name ?? `Test org ${unique}` },
    master,
  );
  const email = `user-${unique}@example.test`;
  const password = `password-${unique}`;
  const user = await call(
    'POST',
    `/v1/organisations/${organisation.id}/users`,
    { email, name: `Test user ${unique.slice(0, 8)}`, password, roles: options.roles ?? ['admin'] },
    master,
  );
  const login = await call('POST', '/auth/login', { email, password }, {});
  const bearer = { authorization: `Bearer ${login.access_token}` };
  const key = await call(
    'POST',
    `/v1/users/${user.id}/apiKeys`,
    {
      name: 'test key',
      expiration_date: { date: new Date(Date.now() + 365 * 24 * 3600_000).toISOString() },
      permissions: options.permissions ?? ALL_PERMISSIONS & user.permissions,
      organisation_id: organisation.id,
    },
    bearer,
  );
  return {
    organisationId: organisation.id,
    userId: user.id,
    email,
    password,
    apiKey: key.key,
    apiKeyId: key.id,
    token: login.access_token,
    refreshToken: login.refresh_token,
    headers: { 'x-api-key': key.key },
    bearer,
  };
}
