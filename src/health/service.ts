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
