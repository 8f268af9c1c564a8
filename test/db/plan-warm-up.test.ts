// The request path's plans made ahead of requests (src/db/plan-warm-up.ts), on the suite's Neo4j: every
// query runs (a renamed query or a parameter it lacks fails here) and nothing is left behind, the
// metering transaction's counters and the health probe included. The Neo4j the project provisions
// checks plans against the statistics every 5 minutes (scripts/neo4j/Launcher.java). Before it plans
// anything, the warm-up creates the tokens the named queries name (src/db/query-tokens.ts): Neo4j says
// when a query it plans names a label, relationship type or property key it does not hold (a warning
// with GQL status 01N50-01N52), and after the warm-up no named query may get one.
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createDriver, createExecutor } from '../../src/db/executor.ts';
import { warmRequestPlans } from '../../src/db/plan-warm-up.ts';
import { loadQueries } from '../../src/db/queries.ts';
import { suiteNeo4j } from '../helpers.ts';

const driver = createDriver({
  ...suiteNeo4j(),
  database: undefined,
  queryTimeoutMs: 30_000,
  connectTimeoutMs: 5_000,
  maxPoolSize: 5,
});
const executor = createExecutor({
  driver,
  queries: loadQueries(),
  database: undefined,
  queryTimeoutMs: 30_000,
  logger: pino({ level: 'silent' }),
});

afterAll(async () => {
  await driver.close();
});

/** Nodes the warm-up's transaction would have written, had it committed. */
const leftBehind = async () =>
  (
    await executor.runStatement<{ n: number }>(
      `RETURN COUNT { (c:UsageCounter) WHERE c.key CONTAINS $nowhere }
            + COUNT { (k:ApiKeyCredits {api_key_id: $nowhere}) }
            + COUNT { (l:MeteringLease) WHERE l.id STARTS WITH $nowhere }
            + COUNT { (h:HealthProbe {id: $nowhere}) } AS n`,
      { nowhere: '00000000-0000-4000-8000-000000000000' },
    )
  )[0]!.n;

/** The tokens Neo4j reports missing when it plans `query` (EXPLAIN: planned, not run). */
async function missingTokens(query: string): Promise<string[]> {
  const session = driver.session();
  try {
    const result = await session.run(`EXPLAIN ${query}`);
    return result.summary.gqlStatusObjects
      .filter((status) => ['01N50', '01N51', '01N52'].includes(status.gqlStatus))
      .map((status) => status.statusDescription);
  } finally {
    await session.close();
  }
}

describe('warmRequestPlans', () => {
  it('runs the request path of a metered record read and of /health, and writes nothing', async () => {
    await executor.runStatement('CALL db.clearQueryCaches()');
    const report = await warmRequestPlans(executor);
    expect(report.queries).toEqual([
      'key-by-hash',
      'metering-key-credits',
      'concept-resolve',
      'concept-record',
      'health-graph-probe',
      'health-search-indexes',
      'metering-lock',
      'metering-apply',
      'health-record-probe',
    ]);
    expect(await leftBehind()).toBe(0);
    // Again, planned this time: the same outcome.
    expect((await warmRequestPlans(executor)).queries).toHaveLength(9);
    expect(await leftBehind()).toBe(0);
  });

  it('leaves no named query naming a token the database lacks', { timeout: 120_000 }, async () => {
    const queries = loadQueries();
    // A name no node holds: Neo4j reports it, so the check below can fail.
    expect(
      await missingTokens('MATCH (n:NeverWrittenLabel)-[:NEVER_WRITTEN]->() RETURN n.never_written'),
    ).toHaveLength(3);
    expect((await warmRequestPlans(executor)).tokens).toBeGreaterThan(200);
    const missing: string[] = [];
    const names = queries.names();
    // Two sessions at a time: each EXPLAIN plans its query (about 0.1 s).
    await Promise.all(
      [0, 1].map(async (lane) => {
        for (let i = lane; i < names.length; i += 2)
          for (const description of await missingTokens(queries.get(names[i]!)))
            missing.push(`${names[i]}: ${description}`);
      }),
    );
    expect(missing).toEqual([]);
  });

  it('runs on a Neo4j that keeps plans between statistics checks for 5 minutes', async () => {
    const [setting] = await executor.runStatement<{ value: string }>(
      "SHOW SETTINGS YIELD name, value WHERE name = 'dbms.cypher.min_replan_interval' RETURN value",
    );
    expect(setting?.value).toBe('5m');
  });
});
