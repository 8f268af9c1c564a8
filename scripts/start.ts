// `npm start`: the service on its embedded default. Finds or provisions Neo4j (scripts/neo4j/resolve.ts),
// runs the service (src/main.ts), then, in the background, loads the bundled reference data (seeds/)
// that the graph lacks and embeds the concepts that lack an embedding (a couple of minutes for the data
// and several for the embeddings on a first start: until then the graph answers with what is loaded,
// and search uses words alone for concepts not embedded yet; later starts find nothing to do).
// A local Neo4j started here is stopped again when the service exits; one already running is left running.
import { pino } from 'pino';
import { openGraph } from '../src/db/executor.ts';
import { loadEmbedder } from '../src/embeddings/model.ts';
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
  const graph = await openGraph(
    { ...target, database: process.env['NEO4J_DATABASE'] || undefined },
    { logger: pino({ level: 'warn' }), migrate: false },
  );
  try {
    await loadBundledSeeds({ executor: graph.executor });
    // The same model instance the service loaded (loadEmbedder shares one per process).
    const embedder = await loadEmbedder();
    await embedConcepts({ executor: graph.executor, embedder });
  } catch (error) {
    process.stderr.write(`[seed] bundled data or embeddings not complete: ${(error as Error).message}\n`);
  } finally {
    await graph.close();
  }
}
