// The request path's plans made ahead of requests (src/db/plan-warm-up.ts), on the suite's Neo4j: every
// query runs (a renamed query or a parameter it lacks fails here) and nothing is left behind, the
// metering transaction's counters and the health probe included. The Neo4j the project provisions
// checks plans against the statistics every 5 minutes (scripts/neo4j/Launcher.java).
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

  it('runs on a Neo4j that keeps plans between statistics checks for 5 minutes', async () => {
    const [setting] = await executor.runStatement<{ value: string }>(
      "SHOW SETTINGS YIELD name, value WHERE name = 'dbms.cypher.min_replan_interval' RETURN value",
    );
    expect(setting?.value).toBe('5m');
  });
});
