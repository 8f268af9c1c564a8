// Health of the two components the spec names (2.1, 3.7): `gyre` (the graph and its search indexes)
// and `mongodb` (the record store; in this implementation also Neo4j, kept as the wire name).
import { hostname } from 'node:os';
import type { Executor } from '../db/executor.ts';
import { modelProcesses } from '../embeddings/model.ts';
import { SERVICE_VERSION } from '../version.ts';
import { currentActivities, eventLoopDelay } from './activity.ts';

export type ComponentStatus = 'healthy' | 'unhealthy' | 'unknown';
export interface ComponentHealth {
  status: ComponentStatus;
  error: string | null;
}

export interface HealthReport {
  status: 'healthy' | 'unhealthy';
  gyre: ComponentHealth;
  mongodb: ComponentHealth;
  diagnostics: Record<string, unknown>;
}

interface SearchIndexState {
  name: string;
  type: string;
  state: string;
  population_percent: number;
}

// One probe node per host, so restarts do not leave a trail of nodes behind.
const instance = hostname();

/** Each probe is bounded so /health answers promptly even when the database does not. */
export async function checkHealth(
  executor: Executor,
  options: { probeTimeoutMs: number; diagnostics?: boolean },
): Promise<HealthReport> {
  const started = performance.now();
  const [graph, record, indexes, server, coverage] = await Promise.allSettled([
    bounded(
      executor.read<{ success: boolean; frameworks: number }>('health-graph-probe'),
      options.probeTimeoutMs,
    ),
    bounded(
      executor.write<{ sequence: number }>('health-record-probe', { instance }),
      options.probeTimeoutMs,
    ),
    bounded(
      executor.read<SearchIndexState & Record<string, unknown>>('health-search-indexes'),
      options.probeTimeoutMs,
    ),
    bounded(executor.serverInfo(), options.probeTimeoutMs),
    options.diagnostics ? bounded(semanticCoverage(executor), options.probeTimeoutMs) : Promise.resolve(null),
  ]);

  const failedIndexes =
    indexes.status === 'fulfilled'
      ? indexes.value.filter((index) => index.state === 'FAILED').map((i) => i.name)
      : [];
  const gyre: ComponentHealth =
    graph.status === 'rejected'
      ? { status: 'unhealthy', error: reason(graph.reason) }
      : indexes.status === 'rejected'
        ? { status: 'unhealthy', error: `search indexes: ${reason(indexes.reason)}` }
        : failedIndexes.length > 0
          ? { status: 'unhealthy', error: `search indexes failed: ${failedIndexes.join(', ')}` }
          : { status: 'healthy', error: null };
  const mongodb: ComponentHealth =
    record.status === 'fulfilled'
      ? { status: 'healthy', error: null }
      : { status: 'unhealthy', error: reason(record.reason) };

  return {
    status: gyre.status === 'healthy' && mongodb.status === 'healthy' ? 'healthy' : 'unhealthy',
    gyre,
    mongodb,
    diagnostics: {
      timestamp: new Date().toISOString(),
      host: hostname(),
      pid: process.pid,
      uptime_s: Math.round(process.uptime()),
      check_ms: Math.round(performance.now() - started),
      versions: {
        service: SERVICE_VERSION,
        node: process.versions.node,
        neo4j: server.status === 'fulfilled' ? (server.value.agent ?? null) : null,
        bolt_protocol: server.status === 'fulfilled' ? (server.value.protocolVersion ?? null) : null,
      },
      graph: graph.status === 'fulfilled' ? { frameworks: graph.value[0]?.frameworks ?? 0 } : null,
      search_indexes: indexes.status === 'fulfilled' ? indexes.value : null,
      semantic_search: coverage.status === 'fulfilled' ? coverage.value : null,
      activities: currentActivities(),
      embedding_model: modelProcesses(),
      event_loop: eventLoopDelay(),
      pool: { ...executor.stats },
      memory_mb: Math.round(process.memoryUsage().rss / 1048576),
    },
  };
}

interface Coverage {
  concepts: number;
  embedded: number;
  /** Every active skill and occupation holds an embedding. */
  complete: boolean;
  checked_at: string;
}

// Counting 50,000 concepts takes tens of milliseconds: done at most every 10 seconds.
let coverageCache: { at: number; value: Promise<Coverage> } | undefined;
function semanticCoverage(executor: Executor): Promise<Coverage> {
  if (coverageCache && performance.now() - coverageCache.at < 10_000) return coverageCache.value;
  const value = executor
    .read<{ concepts: number; embedded: number }>('health-semantic-coverage')
    .then(([row]) => ({
      concepts: row?.concepts ?? 0,
      embedded: row?.embedded ?? 0,
      complete: (row?.concepts ?? 0) > 0 && row?.embedded === row?.concepts,
      checked_at: new Date().toISOString(),
    }));
  coverageCache = { at: performance.now(), value };
  value.catch(() => {
    coverageCache = undefined;
  });
  return value;
}

/** How long /health waits for its probes before answering from the last completed check. */
const FRESH_WAIT_MS = 50;
/** How recent the last check must be to answer for a slow one. */
const STANDS_FOR_MS = 5_000;

/**
 * /health for load balancers: every call probes the graph (concurrent calls share one probe), and when
 * the database is slow to answer (a bulk load holds it) the last healthy check, if it is at most 5 s
 * old, answers after 50 ms instead: the status is never older than that, and a probe never makes a
 * caller wait behind the database's queue. An unhealthy or older state always waits for the probes
 * (bounded by HEALTH_PROBE_TIMEOUT_MS); diagnostics callers always get fresh probes.
 */
export class HealthCheck {
  private readonly executor: Executor;
  private readonly probeTimeoutMs: number;
  private last: { report: HealthReport; at: number } | undefined;
  private running: Promise<HealthReport> | undefined;

  constructor(executor: Executor, probeTimeoutMs: number) {
    this.executor = executor;
    this.probeTimeoutMs = probeTimeoutMs;
  }

  async answer(diagnostics: boolean): Promise<HealthReport> {
    const fresh = this.check(diagnostics);
    const last = this.last;
    if (
      diagnostics ||
      !last ||
      last.report.status !== 'healthy' ||
      performance.now() - last.at > STANDS_FOR_MS
    )
      return fresh;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), FRESH_WAIT_MS);
    });
    const first = await Promise.race([fresh, waited]);
    clearTimeout(timer);
    return first ?? last.report;
  }

  private check(diagnostics: boolean): Promise<HealthReport> {
    if (this.running && !diagnostics) return this.running;
    const run = checkHealth(this.executor, { probeTimeoutMs: this.probeTimeoutMs, diagnostics }).then(
      (report) => {
        this.last = { report, at: performance.now() };
        return report;
      },
    );
    if (!diagnostics) {
      this.running = run;
      const clear = () => {
        if (this.running === run) this.running = undefined;
      };
      run.then(clear, clear);
    }
    return run;
  }
}

function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 300 ? `${message.slice(0, 300)}...` : message;
}

function bounded<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
