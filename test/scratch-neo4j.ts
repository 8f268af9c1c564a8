// An empty real Neo4j for the files that must own a whole graph (the loaders' tests count what a load
// wrote, retire what a release drops): one per test process, started by its first such file, emptied
// for each next one, stopped by the global setup's teardown (stopScratchGraphs). A Neo4j per file cost
// 30-40 s of start each on 2 cores, five times per run.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { pino } from 'pino';
import { startLocalNeo4j, stopLocalNeo4j } from '../scripts/neo4j/local-neo4j.ts';
import { type Executor, openGraph } from '../src/db/executor.ts';
import { applyMigrations } from '../src/db/migrations.ts';

const PASSWORD = 'scratch-neo4j-password';

export interface ScratchGraph {
  executor: Executor;
  uri: string;
  password: string;
  /** Closes this file's driver; the server stays for the process's next file. */
  close: () => Promise<void>;
}

/** The test process's scratch Neo4j, empty, its schema migrated. */
export async function scratchGraph(): Promise<ScratchGraph> {
  // Under the run's own folder (global-setup.ts), so the teardown stops this run's servers only. Vitest
  // is imported here, in a test process: the global setup imports this module too, where it cannot be.
  const { inject } = await import('vitest');
  const dataDir = join(inject('scratchRoot'), `neo4j-${process.pid}`);
  const portFile = join(dataDir, 'scratch-bolt-port');
  mkdirSync(dataDir, { recursive: true });
  const boltPort = existsSync(portFile) ? Number(readFileSync(portFile, 'utf8')) : await freePort();
  writeFileSync(portFile, String(boltPort));
  const { uri } = await startLocalNeo4j({ dataDir, boltPort, password: PASSWORD });
  const connection = { uri, username: 'neo4j', password: PASSWORD };
  const logger = pino({ level: 'silent' });
  // What the previous file wrote goes. Its schema is put back as the migrations left it on this server
  // (its first file's), and only the migrations' data statements run again: all 169 schema statements
  // again took 12-25 s of each next file's start on 2 busy cores.
  const schemaFile = join(dataDir, 'scratch-schema.json');
  const previous = await openGraph(connection, { logger });
  let schemaInPlace = false;
  try {
    const { executor } = previous;
    await executor.runStatement(
      'MATCH (n) CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 10000 ROWS',
      {},
      { timeoutMs: 120_000 },
    );
    const migrated: SchemaItem[] | undefined = existsSync(schemaFile)
      ? JSON.parse(readFileSync(schemaFile, 'utf8'))
      : undefined;
    const key = (item: SchemaItem) => `${item.kind} ${item.createStatement}`;
    const wanted = new Set((migrated ?? []).map(key));
    const present = await schemaItems(executor);
    for (const item of present.filter((item) => !wanted.has(key(item))))
      await executor.runStatement(`DROP ${item.kind} \`${item.name}\``);
    if (migrated) {
      const kept = new Set(present.map(key));
      // Constraints first: a constraint's own index is not listed among the indexes.
      const missing = migrated.filter((item) => !kept.has(key(item)));
      for (const item of missing) await executor.runStatement(item.createStatement);
      await executor.runStatement('CALL db.awaitIndexes(120)', {}, { timeoutMs: 130_000 });
      schemaInPlace = true;
    }
  } finally {
    await previous.close();
  }
  const graph = await openGraph(connection, { logger });
  await applyMigrations(graph.executor, { logger, schemaInPlace });
  if (!schemaInPlace) writeFileSync(schemaFile, JSON.stringify(await schemaItems(graph.executor)));
  return { executor: graph.executor, uri, password: PASSWORD, close: graph.close };
}

interface SchemaItem {
  kind: 'CONSTRAINT' | 'INDEX';
  name: string;
  createStatement: string;
}

/** The graph's constraints, then its indexes other than constraints' own and the token lookups. */
async function schemaItems(executor: Executor): Promise<SchemaItem[]> {
  const constraints = await executor.runStatement<{ name: string; createStatement: string }>(
    'SHOW CONSTRAINTS YIELD name, createStatement RETURN name, createStatement ORDER BY name',
  );
  const indexes = await executor.runStatement<{ name: string; createStatement: string }>(
    `SHOW INDEXES YIELD name, type, owningConstraint, createStatement
     WHERE type <> 'LOOKUP' AND owningConstraint IS NULL
     RETURN name, createStatement ORDER BY name`,
  );
  return [
    ...constraints.map((item) => ({ kind: 'CONSTRAINT' as const, ...item })),
    ...indexes.map((item) => ({ kind: 'INDEX' as const, ...item })),
  ];
}

/** Stops every scratch Neo4j under `root` and removes the folder (the global teardown). */
export async function stopScratchGraphs(root: string): Promise<void> {
  for (const name of readdirSync(root)) await stopLocalNeo4j({ dataDir: join(root, name) });
  rmSync(root, { recursive: true, force: true });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
