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
  // What the previous file wrote goes, its schema too; the migrations then run as on a new database.
  const previous = await openGraph(connection, { logger });
  try {
    const { executor } = previous;
    await executor.runStatement(
      'MATCH (n) CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 10000 ROWS',
      {},
      { timeoutMs: 120_000 },
    );
    for (const { name } of await executor.runStatement<{ name: string }>('SHOW CONSTRAINTS YIELD name'))
      await executor.runStatement(`DROP CONSTRAINT \`${name}\``);
    const indexes = "SHOW INDEXES YIELD name, type WHERE type <> 'LOOKUP' RETURN name";
    for (const { name } of await executor.runStatement<{ name: string }>(indexes))
      await executor.runStatement(`DROP INDEX \`${name}\``);
  } finally {
    await previous.close();
  }
  const graph = await openGraph(connection, { logger, migrate: true });
  return { executor: graph.executor, uri, password: PASSWORD, close: graph.close };
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
