// Process entry: configuration -> driver -> migrations -> app.listen, and a graceful shutdown on
// SIGTERM/SIGINT (stop accepting, drain in-flight requests, close the driver).
import { pino } from 'pino';
import { startHousekeeping } from './access/housekeeping.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDriver, createExecutor, type Executor, plansMadeAgain, waitForNeo4j } from './db/executor.ts';
import { applyMigrations } from './db/migrations.ts';
import { warmRequestPlans } from './db/plan-warm-up.ts';
import { loadQueries } from './db/queries.ts';
import { type Embedder, loadEmbedder } from './embeddings/model.ts';
import { SERVICE_VERSION } from './version.ts';

/** How often the service looks for the end of a load that has search indexes set aside. */
const LOAD_CHECK_MS = 1_000;
/** How long after a load restored its indexes the service waits for the load's last write. */
const LOAD_END_WAIT_MS = 60_000;

/** Whether a load was seen writing, and who waits for the warm-up after it. */
const afterLoad = {
  pending: false,
  waiters: [] as (() => void)[],
  expect() {
    this.pending = true;
  },
  settle() {
    this.pending = false;
    for (const resolve of this.waiters.splice(0)) resolve();
  },
};

/**
 * Resolves once search has been warmed up after the load this process saw writing (at once when it saw
 * none): `npm start` (scripts/start.ts) announces semantic search ready after it.
 */
export function searchWarmedAfterLoad(): Promise<void> {
  if (!afterLoad.pending) return Promise.resolve();
  return new Promise((resolve) => afterLoad.waiters.push(resolve));
}

export interface StartOptions {
  /**
   * Awaited after the schema migrations, before the request path's plans are made and the service
   * listens: `npm start` begins a first start's load there, which sets its vector indexes aside (an
   * index dropped empties Neo4j's plan cache), so the plans are made after that and no request plans
   * its own (run 24 of BENCHMARKS.md "First start": a record read 164-203 ms just after the drop).
   * Given the service's executor.
   */
  beforeRequests?: (executor: Executor) => Promise<void>;
}

/** Runs the service; resolves once it listens and its shutdown handlers are in place. */
export async function startService(options: StartOptions = {}) {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  const logger = pino({
    level: config.logLevel,
    base: { service: 'skillgraph', version: SERVICE_VERSION, region: config.region },
    redact: [
      'req.headers.authorization',
      'req.headers["x-api-key"]',
      'req.headers["x-internal-token"]',
      'req.headers.cookie',
    ],
  });

  const driver = createDriver(config.neo4j, logger);
  const server = await waitForNeo4j(driver, { timeoutMs: 120_000, logger, database: config.neo4j.database });
  logger.info({ neo4j: server.agent, address: server.address }, 'connected to Neo4j');

  const executor = createExecutor({
    driver,
    queries: loadQueries(),
    database: config.neo4j.database,
    queryTimeoutMs: config.neo4j.queryTimeoutMs,
    retryTimeMs: config.neo4j.connectTimeoutMs,
    logger,
  });
  await applyMigrations(executor, { logger });

  // Without the model the service still runs: search and crosswalks then use words only.
  let embedder: Embedder | undefined;
  try {
    embedder = await loadEmbedder();
    logger.info({ model: embedder.id, dimensions: embedder.dimensions }, 'embedding model loaded');
  } catch (error) {
    logger.warn({ err: error }, 'embedding model unavailable: semantic search is off');
  }

  const app = await buildApp({ config, executor, logger, embedder });
  // The request path's query plans (src/db/plan-warm-up.ts) before the first request, not beside it: a
  // key's first metered call took 2.5-3 s during a first start's load without them, and 620 ms when
  // they were still being made after the service listened. 1-5 s here (a Neo4j just started plans
  // slowly); the same again after every data load (below) and schema change (src/seeding).
  const warmPlans = async (reason: string) => {
    try {
      logger.info({ ...(await warmRequestPlans(executor)), reason }, 'request plans warmed up');
    } catch (error) {
      logger.warn({ err: error }, 'request plans not warmed up; planned on first use');
    }
  };
  await options.beforeRequests?.(executor);
  await warmPlans('start');
  await app.listen({ port: config.port, host: config.host });
  // Search's vocabularies and a first search of each kind (cold indexes, the model's first pass), then
  // the skill-name dictionary: seconds of work done now rather than by the first callers. Both again
  // after every data load (the bundled one of a first start, `npm run seed` beside the server), once the
  // data has settled (the same generation twice in a row, so a load's many runs cost one warm-up): the
  // first search after a first start's load took 1.8 s without it, 0.4 s with it, and the first text's
  // skill extraction 2.6 s without the dictionary ready.
  // While a load has search indexes set aside (a first load's vector indexes, from its first row to its
  // last vector) it is still writing: a warm-up then would search a graph half loaded, beside the load's
  // own work (at a first start, record reads over 100 ms fell during the warm-ups between its
  // frameworks). The service looks every second meanwhile; once the indexes are restored it waits for
  // the load's last write (its derived-data mark, after the skill profiles: warming up beside those took
  // /health to 228 ms), then warms up at once ('load ended'); `npm start` announces semantic search
  // ready after that warm-up (searchWarmedAfterLoad).
  const generation = async () => {
    const [row] = await executor.read<{ generation: string | null; indexesAside: boolean }>(
      'graph-generation',
    );
    return { generation: row?.generation ?? null, loading: row?.indexesAside ?? false };
  };
  const warmUp = async (reason: string) => {
    const started = performance.now();
    // After a load, the plans made before it (on an empty graph, at a first start) are made again in
    // place: Neo4j keeps a plan 5 minutes however the data grew (min_replan_interval), and a first load
    // changes no schema that would empty the cache. Requests keep the old plans meanwhile.
    const again = <T>(work: () => Promise<T>) => (reason === 'start' ? work() : plansMadeAgain(work));
    if (reason !== 'start') await again(() => warmPlans(reason));
    try {
      await again(() => app.graph.search.warm());
      logger.info({ ms: Math.round(performance.now() - started), reason }, 'search warmed up');
    } catch (error) {
      logger.warn({ err: error }, 'search not warmed up; vocabularies are built on first search');
    }
    // About 1 s: 47,000 skills read in one query, whose rows the driver decodes as they come (the event
    // loop was never held 40 ms, measured on the bundled data).
    try {
      await again(() => app.documents.warm());
      logger.info({ ms: Math.round(performance.now() - started), reason }, 'skill-name dictionary ready');
    } catch (error) {
      logger.warn({ err: error }, 'skill-name dictionary not built yet; built on first use');
    }
  };
  // The generation the start's warm-up covers, read without holding up the rest of the start (the signal
  // handlers below are registered before anything is awaited).
  // A load that has search indexes set aside (a first start's, begun by beforeRequests) is warmed up
  // after, not now: searching a graph half loaded beside the load's writes took record reads over 100 ms.
  let warmed: string | null | undefined;
  let seen: string | null | undefined;
  /** A load seen writing (indexes aside), then restored: the generation then, and since when. */
  let load: 'writing' | { restoredAt: string | null; since: number } | null = null;
  let warming: Promise<void> | undefined = generation()
    .catch(() => ({ generation: undefined, loading: false }))
    .then(async (now) => {
      if (now.loading) {
        logger.info('a load has search indexes set aside: search is warmed up once it ends');
        return;
      }
      warmed = seen = now.generation;
      await warmUp('start');
    })
    .finally(() => {
      warming = undefined;
    });
  const warmAfterData = (generation: string | null, reason: string) => {
    warmed = generation;
    warming = warmUp(reason).finally(() => {
      warming = undefined;
      if (load === null) afterLoad.settle();
    });
  };
  let stopped = false;
  let dataChanges: NodeJS.Timeout | undefined;
  const checkData = async () => {
    const now = await generation().catch(() => undefined);
    if (now?.loading) {
      load = 'writing';
      afterLoad.expect();
    } else if (now && load !== null) {
      if (load === 'writing') load = { restoredAt: now.generation, since: Date.now() };
      if (now.generation !== load.restoredAt || Date.now() - load.since > LOAD_END_WAIT_MS) {
        load = null;
        seen = now.generation;
        if (warming) void warming.finally(() => afterLoad.settle());
        else if (now.generation !== warmed) warmAfterData(now.generation, 'load ended');
        else afterLoad.settle();
      }
    } else if (now) {
      const settled = now.generation === seen;
      seen = now.generation;
      if (settled && now.generation !== warmed && !warming) warmAfterData(now.generation, 'data changed');
    }
    if (stopped) return;
    dataChanges = setTimeout(checkData, load !== null ? LOAD_CHECK_MS : config.dataChangeCheckMs);
    dataChanges.unref();
  };
  dataChanges = setTimeout(checkData, config.dataChangeCheckMs);
  dataChanges.unref();

  const stopHousekeeping = startHousekeeping(executor, logger);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: draining in-flight requests');
    stopHousekeeping();
    stopped = true;
    clearTimeout(dataChanges);
    const force = setTimeout(() => {
      logger.warn('grace period over; closing remaining connections');
      app.server.closeAllConnections();
    }, config.shutdownGraceMs);
    force.unref();
    try {
      await app.close();
      await driver.close();
      logger.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

if (import.meta.main) startService().catch(failedToStart);

/** Says why the service could not start, and exits. */
export function failedToStart(error: unknown): never {
  process.stderr.write(
    `skillgraph failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  if (error instanceof Error && error.cause)
    process.stderr.write(`  cause: ${String((error.cause as Error).message ?? error.cause)}\n`);
  process.exit(1);
}
