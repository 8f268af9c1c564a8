// Starts (or finds) the real Neo4j the whole suite talks to, once, and applies the schema
// migrations so that every test file starts from the current schema.
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { resolveNeo4j } from '../scripts/neo4j/resolve.ts';
import { openGraph } from '../src/db/executor.ts';

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

  const graph = await openGraph(target, { logger: pino({ level: 'warn' }), migrate: true });
  await graph.close();

  return async () => {
    await target.stop();
  };
}
