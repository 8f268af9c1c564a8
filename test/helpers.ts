// Test fixtures: a real driver and executor on the suite's Neo4j, the real migrations, and the app
// built in-process for app.inject.
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Executor, openGraph } from '../src/db/executor.ts';

export const INTERNAL_TOKEN = 'test-internal-token-0123456789';

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
  options: { ready?: boolean } = {},
): Promise<TestContext> {
  const config = testConfig(connection, overrides);
  const logger = pino({ level: config.logLevel });
  const { executor, close } = await openGraph(config.neo4j, { logger, migrate: true });
  const app = await buildApp({ config, executor, logger });
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
