// The request path's query plans made ahead of requests. Neo4j keeps one plan per query text and empties
// that cache whenever the schema changes: an index dropped, or one coming online (measured: creating an
// index costs the next query nothing, its coming online or its drop ~60-110 ms; BENCHMARKS.md "First
// start"). The next call of each query then plans it again: concept-record 183 ms and key-by-hash 96 ms
// against 12 and 8 ms planned (scripts/bench/replan-cost.ts), and several times that on two cores a
// load keeps busy, where a new key's first metered call took 2.5-3 s. So whoever changes the schema (the
// search indexes set aside, restored or rebuilt by a load: src/seeding/search-indexes.ts) and the
// service at start run the request path's queries once: reads with parameters that match nothing,
// writes in a transaction rolled back. Parameters have the types of the real calls (Neo4j's cache key
// holds them). Best effort: a failure is logged by the caller, never fatal.
import type { Executor, Params } from './executor.ts';

/** Thrown inside the write transaction so that it rolls back (and is not retried). */
class RolledBack extends Error {}

const NOWHERE = 'plan-warm-up';

/** What a metered call runs (src/access/metering/meter.ts), for an organisation that does not exist. */
function meteringParams(): Params {
  const now = new Date();
  const at = now.toISOString();
  return {
    organisationId: NOWHERE,
    holder: NOWHERE,
    leaseId: `${NOWHERE}|${NOWHERE}`,
    monthKey: `month:${NOWHERE}`,
    dayKey: `day:${NOWHERE}`,
    monthStart: at,
    monthEnd: at,
    dayStart: at,
    dayEnd: at,
    now: at,
    leaseExpiresAt: at,
    cost: 0,
    requests: 0,
    refunded: 0,
    overageCredits: 0,
    overageMicroEur: 0,
    keys: [{ apiKeyId: NOWHERE, cost: 1 }],
    lease: { credits: 1, requests: 1 },
  };
}

/** The read queries of a metered record read and of /health, with parameters that match nothing. */
const READS: [name: string, params: Params][] = [
  ['key-by-hash', { keyHash: NOWHERE }],
  ['concept-record', { id: NOWHERE, kinds: ['Skill'] }],
  ['health-graph-probe', {}],
  ['health-search-indexes', {}],
];

export interface WarmUpReport {
  queries: string[];
  ms: number;
}

/** Plans the request path's queries (READS, the metering transaction, the health probe's write). */
export async function warmRequestPlans(executor: Executor): Promise<WarmUpReport> {
  const started = performance.now();
  const queries: string[] = [];
  for (const [name, params] of READS) {
    await executor.read(name, params);
    queries.push(name);
  }
  try {
    await executor.writeTransaction(async (tx) => {
      const params = meteringParams();
      await tx.run('metering-lock', params);
      await tx.run('metering-apply', params);
      await tx.run('health-record-probe', { instance: NOWHERE });
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack || (error as { cause?: unknown }).cause instanceof RolledBack))
      throw error;
  }
  queries.push('metering-lock', 'metering-apply', 'health-record-probe');
  return { queries, ms: Math.round(performance.now() - started) };
}
