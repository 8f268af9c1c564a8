// `npm start`: the service on its embedded default. Finds or provisions Neo4j (scripts/neo4j/resolve.ts),
// runs the service (src/main.ts), then, in a process of its own (`npm run seed -- bundled --missing-only`),
// loads the bundled reference data (seeds/) that the graph lacks and writes the concepts' embeddings from
// the vectors shipped beside it (a few minutes on a first start: until then the graph answers with what
// is loaded, and search uses words alone for concepts not embedded yet; later starts find nothing to
// do). Progress: stderr and the /health diagnostics.
// A local Neo4j started here is stopped again when the service exits; one already running is left running.
import { type ChildProcess, spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pino } from 'pino';
import { openGraph } from '../src/db/executor.ts';
import { trackActivity } from '../src/health/activity.ts';
import { isFirstLoad } from '../src/seeding/bundled.ts';
import { resolveNeo4j } from './neo4j/resolve.ts';

/** The seed process's niceness (0 normal, 19 lowest): below the service's, so requests come first. */
const LOAD_PRIORITY = 10;

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

// The service applies the schema migrations and listens within seconds; the bundled data loads behind
// it, then the embeddings. On a first start (a graph without concepts) the load begins before the
// service makes its request plans and listens: see beforeRequests below.
const { failedToStart, searchWarmedAfterLoad, startService } = await import('../src/main.ts');

if (process.env['SKILLGRAPH_SKIP_SEED'] === '1') await startService().catch(failedToStart);
else {
  // The load runs in a process of its own (the seed command a data team uses), so reading CSV and
  // building batches never holds the service's event loop; its progress lines go to stderr and to the
  // /health diagnostics (X-Internal-Token).
  const since = (started: number) => `${Math.round((performance.now() - started) / 100) / 10} s`;
  const load = trackActivity('bundled data');
  const embedding = trackActivity('embeddings');
  let started = performance.now();
  let loaded = performance.now();
  let seed: ChildProcess | undefined;
  /** Starts the load; resolves at its first line (its schema changes made) or its end. */
  const beginLoad = () =>
    new Promise<void>((schemaSettled) => {
      started = performance.now();
      seed = spawn(process.execPath, [join(import.meta.dirname, 'seed.ts'), 'bundled', '--missing-only'], {
        env: process.env,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      seed.once('exit', () => schemaSettled());
      // The service exiting (a signal, or listening failed after the load began) ends the load too: the
      // next start loads what is still missing.
      process.once('exit', () => {
        if (seed?.exitCode === null) seed.kill('SIGTERM');
      });
      setTimeout(schemaSettled, 60_000).unref();
      // The load yields the cores to requests: the service answers while it reads and batches files.
      if (seed.pid !== undefined) setPriority(seed.pid, LOAD_PRIORITY);
      // The seed command's reports (JSON on stdout) are for people running it; the lines say enough.
      createInterface({ input: seed.stderr! }).on('line', (line) => {
        process.stderr.write(`${line}\n`);
        if (line.startsWith('[seed') || /^(embeddings|search indexes)/.test(line)) schemaSettled();
        if (/^(embeddings|search indexes|skill profiles)/.test(line)) embedding.progress(line);
        else if (/^\[seed\] .* loaded( \(|$)/.test(line)) {
          load.done(`${line.slice('[seed] '.length)} in ${since(started)}`);
          loaded = performance.now();
          process.stderr.write(`[start] bundled data ready (${since(started)})\n`);
        } else if (line.startsWith('[seed')) load.progress(line);
      });
    });
  await startService({
    // A first load marks itself in progress before its first row (src/seeding/bundled.ts): it begins
    // here, and the service waits for its first line (a few seconds) before it makes its request plans
    // and listens, so that it leaves its search warm-up to the load's end (src/main.ts). A later start's load
    // makes no schema change; it begins once the service listens, so that its check of every
    // concept's vector (about 10 s of reads) does not hold up the plans (8.4 s beside it, 5.1 s alone
    // on a Neo4j just started).
    beforeRequests: async (executor) => {
      if (await isFirstLoad(executor)) await beginLoad();
    },
  }).catch(failedToStart);
  if (!seed) await beginLoad();
  const code = await new Promise<number | null>((resolve) =>
    seed!.exitCode !== null ? resolve(seed!.exitCode) : seed!.once('exit', resolve),
  );
  // 1: loaded, with some source rows rejected (named above, as any load names them).
  if (code === 0 || code === 1) {
    // Vector indexes take in new vectors in the background: ready when they are online again.
    const graph = await openGraph(
      { ...target, database: process.env['NEO4J_DATABASE'] || undefined },
      { logger: pino({ level: 'warn' }), migrate: false },
    );
    try {
      await graph.executor.runStatement('CALL db.awaitIndexes(600)', {}, { timeoutMs: 620_000 });
    } finally {
      await graph.close();
    }
    // The service warms search up once it sees the load end (src/main.ts): ready after that, not
    // during it (at most a minute's wait).
    await Promise.race([
      searchWarmedAfterLoad(),
      new Promise((resolve) => setTimeout(resolve, 60_000).unref()),
    ]);
    embedding.done(`every concept embedded; indexes online ${since(loaded)} after the load`);
    process.stderr.write(`[start] semantic search ready (${since(loaded)} after the load)\n`);
  } else {
    const message = `the bundled data or the embeddings are not complete (the seed command exited with ${code}); see above`;
    load.failed(message);
    embedding.failed(message);
    process.stderr.write(`[start] ${message}\n`);
  }
}
