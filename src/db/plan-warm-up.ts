// The request path's query plans made ahead of requests. Neo4j keeps one plan per query text and empties
// that cache whenever the schema changes: an index dropped, or one coming online (measured: creating an
// index costs the next query nothing, its coming online or its drop ~60-110 ms; BENCHMARKS.md "First
// start"). The next call of each query then plans it again: concept-record 183 ms and key-by-hash 96 ms
// against 12 and 8 ms planned (scripts/bench/plan-cache.ts), and several times that on two cores a
// load keeps busy, where a new key's first metered call took 2.5-3 s. So whoever changes the schema (the
// search indexes set aside, restored or rebuilt by a load: src/seeding/search-indexes.ts) and the
// service at start run the request path's queries once: reads with parameters that match nothing,
// writes in a transaction rolled back. Parameters have the shapes of the real calls: Neo4j's cache key
// holds them (measured: null against a map, a list of 1 against 2 elements, a string of 2 characters
// against 36, each planned again). The tokens the queries name are created first (src/db/query-tokens.ts):
// a plan made while one is missing is made again when a write creates it. Best effort: a failure is
// logged by the caller, never fatal.
import { applyParams, lockParams, noUsage } from '../access/metering/meter.ts';
import { periodsAt, usageCounterKeys } from '../access/metering/metering-rules.ts';
import { KINDS_OF_SCHEME, parseReference } from '../graph/references.ts';
import type { Executor, Params, TransactionRunner } from './executor.ts';
import { createNamedTokens } from './query-tokens.ts';

/** Thrown inside the write transaction so that it rolls back (and is not retried). */
class RolledBack extends Error {}

/** Identifiers shaped like the real ones (UUIDs, a SHA-256), which no node holds. */
const NOWHERE = '00000000-0000-4000-8000-000000000000';
const NO_KEY_HASH = '0'.repeat(64);

/** The read queries of a metered record read and of /health, with parameters that match nothing. */
function reads(now: Date): [name: string, params: Params][] {
  const resolve = (reference: string) => {
    const { id, uri, framework, code } = parseReference(reference);
    return { id, uri, framework, code };
  };
  return [
    ['key-by-hash', { keyHash: NO_KEY_HASH }],
    ['metering-key-credits', { apiKeyIds: [NOWHERE], month: periodsAt(now).month, now: now.toISOString() }],
    // A reference given as a URI, as a graph id, as a framework code (their null parameters differ).
    ['concept-resolve', resolve(`http://data.europa.eu/esco/skill/${NOWHERE}`)],
    ['concept-resolve', resolve(`graph://skill/${NOWHERE}`)],
    ['concept-resolve', resolve('rome:Z0000')],
    ...Object.values(KINDS_OF_SCHEME).map((kinds): [string, Params] => [
      'concept-record',
      { id: NOWHERE, kinds: [...kinds] },
    ]),
    ['health-graph-probe', {}],
    ['health-search-indexes', {}],
  ];
}

/** The metering transaction's statements as the meter runs them, for an organisation that does not exist. */
async function meteringTransaction(tx: TransactionRunner, now: Date) {
  const ledger = {
    key: '',
    organisationId: NOWHERE,
    periods: periodsAt(now),
    ...usageCounterKeys(NOWHERE, now),
  };
  ledger.key = `${ledger.monthKey}|${ledger.dayKey}`;
  const params = lockParams(ledger, NOWHERE, now, now);
  await tx.run('metering-lock', params);
  const charged = noUsage();
  charged.keys.set(NOWHERE, 1);
  // A settlement with a lease or without (an unlimited plan's), charging a key or none (a lease taken
  // before any call).
  for (const lease of [{ credits: 1, requests: 1 }, null])
    for (const written of [charged, noUsage()])
      await tx.run('metering-apply', applyParams(params, written, { credits: 0, microEur: 0 }, lease));
}

/**
 * The named queries' tokens, created once per executor: Neo4j never removes a token, so the warm-ups
 * after every data load and schema change need not read the queries' text again (10-20 ms on the event
 * loop) nor create them. A failed creation is tried again by the next warm-up; meanwhile, and for a user
 * without the right to create tokens (Neo4j Enterprise's roles), the plans are still made: 0 reported.
 */
const tokensCreated = new WeakMap<Executor, Promise<number>>();
function namedTokensCreated(executor: Executor): Promise<number> {
  let created = tokensCreated.get(executor);
  if (!created) {
    created = createNamedTokens(executor);
    tokensCreated.set(executor, created);
    created.catch(() => tokensCreated.delete(executor));
  }
  return created.catch(() => 0);
}

export interface WarmUpReport {
  queries: string[];
  /** Labels, relationship types and property keys the named queries name, made sure to exist. */
  tokens: number;
  ms: number;
}

/** Plans the request path's queries (reads(), the metering transaction, the health probe's write). */
export async function warmRequestPlans(executor: Executor): Promise<WarmUpReport> {
  const started = performance.now();
  const queries: string[] = [];
  const tokens = await namedTokensCreated(executor);
  const now = new Date();
  for (const [name, params] of reads(now)) {
    await executor.read(name, params);
    if (!queries.includes(name)) queries.push(name);
  }
  try {
    await executor.writeTransaction(async (tx) => {
      await meteringTransaction(tx, now);
      await tx.run('health-record-probe', { instance: NOWHERE });
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack || (error as { cause?: unknown }).cause instanceof RolledBack))
      throw error;
  }
  queries.push('metering-lock', 'metering-apply', 'health-record-probe');
  return { queries, tokens, ms: Math.round(performance.now() - started) };
}
