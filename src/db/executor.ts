// The one way Cypher reaches Neo4j: named queries from cypher/queries run in read or write
// transactions with a timeout and metadata, results turned into plain JSON, Neo4j errors into AppErrors.
// Only src/db imports neo4j-driver.
import { AsyncLocalStorage } from 'node:async_hooks';
import neo4j, {
  type Driver,
  type ManagedTransaction,
  Neo4jError,
  type Record as Neo4jRecord,
  type QueryResult,
  type RecordShape,
  type ServerInfo,
} from 'neo4j-driver';
import type { Logger } from 'pino';
import { eachYielding } from '../event-loop.ts';
import { AppError } from '../http/errors.ts';
import { applyMigrations } from './migrations.ts';
import type { QueryRegistry } from './queries.ts';
import { loadQueries } from './queries.ts';
import { toNative } from './values.ts';

const replanning = new AsyncLocalStorage<boolean>();

/**
 * Named queries run inside `work` are planned anew and their plans put in place of the cached ones
 * (Neo4j's `CYPHER replan=force`): other callers keep the old plans meanwhile, where emptying the plan
 * cache makes each of them plan its own (BENCHMARKS.md "First start": 14 ms at most beside a forced
 * replan, 58 beside db.clearQueryCaches). For plans made on a graph that has since been loaded.
 */
export function plansMadeAgain<T>(work: () => Promise<T>): Promise<T> {
  return replanning.run(true, work);
}

/** Rows above which a result is converted in slices that yield the event loop. */
const LARGE_RESULT = 1_000;

export interface Neo4jSettings {
  uri: string;
  username: string;
  password: string;
  database: string | undefined;
  queryTimeoutMs: number;
  connectTimeoutMs: number;
  maxPoolSize: number;
}

export function createDriver(settings: Neo4jSettings, logger?: Logger): Driver {
  return neo4j.driver(settings.uri, neo4j.auth.basic(settings.username, settings.password), {
    disableLosslessIntegers: true,
    maxConnectionPoolSize: settings.maxPoolSize,
    connectionTimeout: settings.connectTimeoutMs,
    connectionAcquisitionTimeout: settings.connectTimeoutMs,
    // The driver retries transient failures; bounding the retry window bounds how long a request
    // can wait while the database is away (it then gets a 503 and the next one tries again).
    maxTransactionRetryTime: settings.connectTimeoutMs,
    userAgent: 'skillgraph',
    logging: logger
      ? {
          level: 'warn',
          logger: (level, message) => logger[level === 'error' ? 'error' : 'warn']({ neo4j: true }, message),
        }
      : undefined,
  });
}

export type Params = Record<string, unknown>;
export type Row = Record<string, unknown>;

/** Runs queries inside one transaction; handed to `Executor.readTransaction`/`writeTransaction`. */
export interface TransactionRunner {
  run<T extends Row = Row>(queryName: string, params?: Params): Promise<T[]>;
}

export interface ExecutorStats {
  inFlight: number;
  total: number;
  failed: number;
}

export interface Executor {
  read<T extends Row = Row>(queryName: string, params?: Params): Promise<T[]>;
  write<T extends Row = Row>(queryName: string, params?: Params): Promise<T[]>;
  readTransaction<T>(work: (tx: TransactionRunner) => Promise<T>): Promise<T>;
  writeTransaction<T>(work: (tx: TransactionRunner) => Promise<T>): Promise<T>;
  /**
   * Runs one statement in its own auto-commit transaction with no retry: for schema migrations
   * (which cannot share a transaction with data writes) and for probes that must fail fast.
   */
  runStatement<T extends Row = Row>(
    cypher: string,
    params?: Params,
    options?: { timeoutMs?: number },
  ): Promise<T[]>;
  /**
   * Runs schema statements in one transaction, so they take effect together: an index dropped and
   * created again in one is never missing for a query (src/seeding/search-indexes.ts).
   */
  runSchemaTransaction(statements: string[]): Promise<void>;
  serverInfo(): Promise<ServerInfo>;
  readonly stats: ExecutorStats;
  readonly queries: QueryRegistry;
}

export interface ExecutorOptions {
  driver: Driver;
  queries: QueryRegistry;
  database: string | undefined;
  queryTimeoutMs: number;
  logger: Logger;
  /** How long a read is retried after transient failures (the driver's maxTransactionRetryTime). */
  retryTimeMs?: number;
}

/** The driver's back-off between retries of a transaction: 1 s, doubling, with 20% jitter. */
const RETRY_FIRST_DELAY_MS = 1_000;

export function createExecutor(options: ExecutorOptions): Executor {
  const { driver, queries, database, queryTimeoutMs, logger } = options;
  const retryTimeMs = options.retryTimeMs ?? 30_000;
  const stats: ExecutorStats = { inFlight: 0, total: 0, failed: 0 };

  async function tracked<T>(label: string, work: () => Promise<T>): Promise<T> {
    stats.inFlight++;
    stats.total++;
    const started = performance.now();
    try {
      const result = await work();
      logger.debug({ query: label, ms: Math.round(performance.now() - started) }, 'cypher');
      return result;
    } catch (error) {
      stats.failed++;
      throw toDomainError(error, label);
    } finally {
      stats.inFlight--;
    }
  }

  /** A named query's text; under plansMadeAgain, with the option that makes Neo4j plan it anew in place. */
  const textOf = (name: string) =>
    replanning.getStore() ? `CYPHER replan=force\n${queries.get(name)}` : queries.get(name);

  const txConfig = (name: string) => ({
    timeout: queries.timeoutMs(name) ?? queryTimeoutMs,
    metadata: { app: 'skillgraph', query: name },
  });

  async function rowsOf<T extends Row>(records: Neo4jRecord[]): Promise<T[]> {
    if (records.length <= LARGE_RESULT) return records.map((record) => toNative(record.toObject()) as T);
    // A large result (a dictionary, a vocabulary page, an export) is converted in slices that hand the
    // event loop back, so requests are not held while tens of thousands of rows are converted.
    const rows: T[] = [];
    await eachYielding(records, (record) => rows.push(toNative(record.toObject()) as T));
    return rows;
  }

  const runner = (tx: ManagedTransaction): TransactionRunner => ({
    async run<T extends Row>(queryName: string, params: Params = {}) {
      return rowsOf<T>((await tx.run(textOf(queryName), params)).records);
    },
  });

  /**
   * One read query in an auto-commit transaction: one round trip (RUN and PULL sent together) where a
   * managed transaction takes three (BEGIN, RUN and PULL, COMMIT). Measured on loopback: 0.3 ms of the
   * API's CPU per query instead of 0.85, half the wall time; a cold search runs two or three. The driver
   * does not retry auto-commit transactions, so transient failures are retried here as it retries
   * managed ones: back-off from 1 s, doubling, within the same window.
   */
  function autoCommitRead<T extends Row>(queryName: string, params: Params): Promise<T[]> {
    return tracked(queryName, async () => {
      const started = performance.now();
      for (let attempt = 0; ; attempt++) {
        const session = driver.session({ database, defaultAccessMode: neo4j.session.READ });
        try {
          return await rowsOf<T>((await session.run(textOf(queryName), params, txConfig(queryName))).records);
        } catch (error) {
          const delay = RETRY_FIRST_DELAY_MS * 2 ** attempt * (0.8 + Math.random() * 0.4);
          if (!neo4j.isRetryableError(error) || performance.now() - started + delay > retryTimeMs)
            throw error;
          await new Promise((resolve) => setTimeout(resolve, delay));
        } finally {
          await session.close();
        }
      }
    });
  }

  function inSession<T>(mode: 'READ' | 'WRITE', name: string, work: (tx: TransactionRunner) => Promise<T>) {
    return tracked(name, async () => {
      const session = driver.session({
        database,
        defaultAccessMode: mode === 'READ' ? neo4j.session.READ : neo4j.session.WRITE,
      });
      try {
        const execute =
          mode === 'READ' ? session.executeRead.bind(session) : session.executeWrite.bind(session);
        return await execute((tx) => work(runner(tx)), txConfig(name));
      } finally {
        await session.close();
      }
    });
  }

  return {
    stats,
    queries,
    read: (queryName, params = {}) => autoCommitRead(queryName, params),
    write: (queryName, params) => inSession('WRITE', queryName, (tx) => tx.run(queryName, params)),
    readTransaction: (work) => inSession('READ', 'transaction', work),
    writeTransaction: (work) => inSession('WRITE', 'transaction', work),
    runStatement: <T extends Row>(cypher: string, params: Params = {}, runOptions?: { timeoutMs?: number }) =>
      tracked('statement', async () => {
        const session = driver.session({ database });
        try {
          const result: QueryResult<RecordShape> = await session.run(cypher, params, {
            timeout: runOptions?.timeoutMs ?? queryTimeoutMs,
            metadata: { app: 'skillgraph', query: 'statement' },
          });
          return result.records.map((record) => toNative(record.toObject()) as T);
        } finally {
          await session.close();
        }
      }),
    runSchemaTransaction: (statements) =>
      tracked('schema-transaction', async () => {
        const session = driver.session({ database, defaultAccessMode: neo4j.session.WRITE });
        try {
          await session.executeWrite(
            async (tx) => {
              for (const statement of statements) await tx.run(statement);
            },
            { metadata: { app: 'skillgraph', query: 'schema-transaction' } },
          );
        } finally {
          await session.close();
        }
      }),
    serverInfo: () => tracked('server-info', () => driver.getServerInfo({ database })),
  };
}

/**
 * One `T` per executor (per database, in this process), made on first use: state that belongs to a
 * database rather than to a request (metering's leases, the search indexes' states).
 */
export function perExecutor<T>(create: (executor: Executor) => T): (executor: Executor) => T {
  const made = new WeakMap<Executor, T>();
  return (executor) => {
    if (!made.has(executor)) made.set(executor, create(executor));
    return made.get(executor)!;
  };
}

/** Neo4j status codes that mean "the database is not reachable right now": a 503, not a 500. */
const UNAVAILABLE_CODES = new Set(['ServiceUnavailable', 'SessionExpired']);

const MISSING_SEARCH_INDEX = /There is no such (vector|fulltext) schema index: ?`?([^\s`]+)/;

/** Whether a query failed because a fulltext or vector index it reads does not exist (toDomainError). */
export const isMissingSearchIndex = (error: unknown): boolean =>
  error instanceof AppError && error.details?.['missing_index'] !== undefined;

export function toDomainError(error: unknown, queryName: string): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof Neo4jError) {
    const code = error.code ?? '';
    if (
      UNAVAILABLE_CODES.has(code) ||
      code.startsWith('Neo.TransientError.') ||
      /acquisition timed out/i.test(error.message)
    ) {
      return new AppError(
        'service_unavailable',
        'The graph database is not reachable right now; retry shortly',
        undefined,
        {
          cause: error,
          headers: { 'retry-after': '5' },
        },
      );
    }
    if (code.startsWith('Neo.ClientError.Transaction.TransactionTimedOut')) {
      return new AppError(
        'service_unavailable',
        'The query took longer than allowed',
        { query: queryName },
        { cause: error },
      );
    }
    const missing = MISSING_SEARCH_INDEX.exec(error.message);
    if (missing) {
      // Dropped while a load builds it in one pass, or for the instant a rebuild swaps it
      // (src/seeding/search-indexes.ts): back within a minute. The readers that can do without it
      // (search, extraction, crosswalks) catch this and go on.
      return new AppError(
        'service_unavailable',
        'A search index is being built; retry shortly',
        { missing_index: missing[2], index_type: missing[1] },
        { cause: error, headers: { 'retry-after': '15' } },
      );
    }
    if (code === 'Neo.ClientError.Schema.ConstraintValidationFailed') {
      return new AppError('conflict', 'This resource already exists', undefined, { cause: error });
    }
    if (
      code === 'Neo.ClientError.Security.Unauthorized' ||
      code === 'Neo.ClientError.Security.AuthenticationRateLimit'
    ) {
      // The service's own database credentials are wrong: an operator problem, reported as unavailable.
      return new AppError(
        'service_unavailable',
        'The graph database refused the service credentials',
        undefined,
        {
          cause: error,
        },
      );
    }
  }
  return error;
}

/** Waits for the database at start-up (a container may still be booting), then gives up clearly. */
export async function waitForNeo4j(
  driver: Driver,
  options: { timeoutMs: number; logger: Logger; database?: string | undefined },
) {
  const deadline = Date.now() + options.timeoutMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await driver.getServerInfo({ database: options.database });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'Neo.ClientError.Security.Unauthorized') {
        throw new Error('Neo4j refused the credentials: check NEO4J_USERNAME and NEO4J_PASSWORD', {
          cause: error,
        });
      }
      if (Date.now() > deadline)
        throw new Error(`Neo4j did not answer within ${options.timeoutMs} ms`, { cause: error });
      if (attempt === 1 || attempt % 10 === 0) {
        options.logger.info({ err: (error as Error).message }, 'waiting for Neo4j');
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

export interface GraphConnection {
  uri: string;
  username: string;
  password: string;
  database?: string | undefined;
  queryTimeoutMs?: number;
  connectTimeoutMs?: number;
  maxPoolSize?: number;
}

export interface OpenGraph {
  driver: Driver;
  executor: Executor;
  close(): Promise<void>;
}

/**
 * A driver and an executor over the named queries for processes other than the service (loaders,
 * scripts, benchmarks, tests), with long query timeouts for bulk work; `migrate` applies the schema.
 */
export async function openGraph(
  connection: GraphConnection,
  options: { logger: Logger; migrate?: boolean },
): Promise<OpenGraph> {
  const settings: Neo4jSettings = {
    uri: connection.uri,
    username: connection.username,
    password: connection.password,
    database: connection.database,
    queryTimeoutMs: connection.queryTimeoutMs ?? 600_000,
    connectTimeoutMs: connection.connectTimeoutMs ?? 10_000,
    maxPoolSize: connection.maxPoolSize ?? 8,
  };
  const driver = createDriver(settings);
  const executor = createExecutor({
    driver,
    queries: loadQueries(),
    database: settings.database,
    queryTimeoutMs: settings.queryTimeoutMs,
    retryTimeMs: settings.connectTimeoutMs,
    logger: options.logger,
  });
  try {
    if (options.migrate) await applyMigrations(executor, { logger: options.logger });
  } catch (error) {
    await driver.close();
    throw error;
  }
  return { driver, executor, close: () => driver.close() };
}
