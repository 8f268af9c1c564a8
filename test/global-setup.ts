// Starts (or finds) the real Neo4j the whole suite talks to, once, applies the schema migrations and
// loads the bundled real reference data (seeds/) when the database does not hold it yet, so that every
// test file starts from the current schema and the real graph.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { resolveNeo4j } from '../scripts/neo4j/resolve.ts';
import { openGraph } from '../src/db/executor.ts';
import { loadEmbedder } from '../src/embeddings/model.ts';
import { afterLoad } from '../src/seeding/after-load.ts';
import { loadBundledSeeds } from '../src/seeding/bundled.ts';
import { embedConcepts } from '../src/seeding/embed.ts';
import { stopScratchGraphs } from './scratch-neo4j.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    neo4j: { uri: string; username: string; password: string; source: string };
    /** Where test processes start their scratch Neo4j (test/scratch-neo4j.ts). */
    scratchRoot: string;
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
  const scratchRoot = mkdtempSync(join(tmpdir(), 'skillgraph-scratch-'));
  project.provide('scratchRoot', scratchRoot);

  const graph = await openGraph(target, { logger: pino({ level: 'warn' }), migrate: true });
  try {
    const started = performance.now();
    const reports =
      process.env['SKILLGRAPH_SKIP_SEED'] === '1'
        ? []
        : await loadBundledSeeds({
            executor: graph.executor,
            progress: () => {},
            vectorsFollow: true,
            // No test runs yet: bigger transactions, and every search index built once after the load.
            alone: true,
          });
    if (reports.length)
      process.stderr.write(
        `[test] loaded the bundled data (${reports.map((r) => r.framework).join(', ')}) in ${Math.round((performance.now() - started) / 1000)} s\n`,
      );
    // Fulltext indexes populate in the background after a load; tests must not race them.
    await graph.executor.runStatement('CALL db.awaitIndexes(600)', {}, { timeoutMs: 620_000 });
    // Every skill and occupation gets its vector from the ones shipped in seeds/embeddings/ (seconds);
    // only concepts whose text changed since `npm run build-vectors` go through the model.
    if (process.env['SKILLGRAPH_SKIP_SEED'] !== '1') {
      const embedded = await embedConcepts({
        executor: graph.executor,
        embedder: await loadEmbedder(),
        progress: () => {},
      });
      if (embedded.embedded || embedded.fromStore)
        process.stderr.write(
          `[test] ${embedded.fromStore} shipped vectors written, ${embedded.embedded} concepts embedded, in ${embedded.seconds} s\n`,
        );
      await graph.executor.runStatement('CALL db.awaitIndexes(600)', {}, { timeoutMs: 620_000 });
      // As `npm run seed` does after a load: the search indexes in one segment each, not hundreds, and
      // occupations' skill profiles.
      await afterLoad(
        graph.executor,
        {
          reports,
          vectors: embedded.embedded + embedded.fromStore,
          vectorsThrough: embedded.writtenThrough,
          filled: embedded.filled,
        },
        { progress: (line) => process.stderr.write(`[test] ${line}\n`) },
      );
    }
  } finally {
    await graph.close();
  }

  return async () => {
    await stopScratchGraphs(scratchRoot);
    await target.stop();
  };
}
