// Starts (or finds) the real Neo4j the whole suite talks to, once, and applies the schema
// migrations so that every test file starts from the current schema.
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { resolveNeo4j } from '../scripts/neo4j/resolve.ts';
import { createDriver, createExecutor } from '../src/db/executor.ts';
import { applyMigrations } from '../src/db/migrations.ts';
import { loadQueries } from '../src/db/queries.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    neo4j: { uri: string; username: string; password: string; source: string };
  }
}

export default async function setup(project: TestProject) {
  const target = await resolveNeo4j({ purpose: 'test' });
  project.provide('neo4j', {
    uri: target.uri,
    username: target.username,
    password: target.password,
    source: target.source,
  });

  const logger = pino({ level: 'warn' });
  const settings = {
    ...target,
    database: undefined,
    queryTimeoutMs: 60_000,
    connectTimeoutMs: 5_000,
    maxPoolSize: 5,
  };
  const driver = createDriver(settings);
  try {
    const executor = createExecutor({
      driver,
      queries: loadQueries(),
      database: undefined,
      queryTimeoutMs: 60_000,
      logger,
    });
    await applyMigrations(executor, { logger });
  } finally {
    await driver.close();
  }

  return async () => {
    await target.stop();
  };
}
