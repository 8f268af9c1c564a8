// `npm start`: the service on its embedded default. Finds or provisions Neo4j (scripts/neo4j/resolve.ts),
// runs the service (src/main.ts), then, in the background, loads the bundled reference data (seeds/)
// that the graph lacks and writes the concepts' embeddings from the vectors shipped beside it (a couple
// of minutes on a first start: until then the graph answers with what is loaded, and search uses words
// alone for concepts not embedded yet; later starts find nothing to do). Progress: stderr and the
// /health diagnostics.
// A local Neo4j started here is stopped again when the service exits; one already running is left running.
import { pino } from 'pino';
import { openGraph } from '../src/db/executor.ts';
import { loadEmbedder } from '../src/embeddings/model.ts';
import { trackActivity } from '../src/health/activity.ts';
import { loadBundledSeeds } from '../src/seeding/bundled.ts';
import { embedConcepts } from '../src/seeding/embed.ts';
import { resolveNeo4j } from './neo4j/resolve.ts';

const target = await resolveNeo4j({ purpose: 'service' });
process.env['NEO4J_URI'] = target.uri;
process.env['NEO4J_USERNAME'] = target.username;
process.env['NEO4J_PASSWORD'] = target.password;

if (target.pid !== undefined) {
  const pid = target.pid;
  // The service exits with process.exit after its graceful shutdown; Neo4j shuts down cleanly on SIGTERM.
  process.on('exit', () => {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  });
}

// The service listens first (it applies the schema migrations itself), so /health answers within
// seconds even on a first start; the bundled data then loads behind it, then the embeddings.
await import('../src/main.ts');

if (process.env['SKILLGRAPH_SKIP_SEED'] !== '1') {
  const since = (started: number) => `${Math.round((performance.now() - started) / 100) / 10} s`;
  const graph = await openGraph(
    { ...target, database: process.env['NEO4J_DATABASE'] || undefined },
    { logger: pino({ level: 'warn' }), migrate: false },
  );
  // Progress goes to stderr and to the /health diagnostics (X-Internal-Token).
  const tracked = (activity: ReturnType<typeof trackActivity>) => (line: string) => {
    process.stderr.write(`${line}\n`);
    activity.progress(line);
  };
  const load = trackActivity('bundled data');
  const embedding = trackActivity('embeddings');
  let started = performance.now();
  try {
    const reports = await loadBundledSeeds({ executor: graph.executor, progress: tracked(load) });
    load.done(
      reports.length
        ? `loaded ${reports.map((report) => report.framework).join(', ')} in ${since(started)}`
        : 'the graph already holds the bundled data',
    );
    process.stderr.write(`[start] bundled data ready (${since(started)})\n`);
    started = performance.now();
    // Shipped vectors (seeds/embeddings/) for the bundled concepts; the model for any other.
    const report = await embedConcepts({
      executor: graph.executor,
      embedder: await loadEmbedder(),
      progress: tracked(embedding),
    });
    // Vector indexes take in new vectors in the background: ready when they are online again.
    await graph.executor.runStatement('CALL db.awaitIndexes(600)', {}, { timeoutMs: 620_000 });
    embedding.done(
      `${report.fromStore} shipped vectors written, ${report.embedded} concepts embedded, ` +
        `${report.skipped} unchanged; indexes online after ${since(started)}`,
    );
    process.stderr.write(`[start] semantic search ready (${since(started)})\n`);
  } catch (error) {
    const message = `bundled data or embeddings not complete: ${(error as Error).message}`;
    load.failed(message);
    embedding.failed(message);
    process.stderr.write(`[seed] ${message}\n`);
  } finally {
    await graph.close();
  }
}
