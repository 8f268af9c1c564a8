// A named query may declare its own time limit (bulk reads built once, such as the skill dictionary),
// which overrides the per-request NEO4J_QUERY_TIMEOUT_MS; the others keep that limit.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createDriver, createExecutor } from '../../src/db/executor.ts';
import { loadQueries } from '../../src/db/queries.ts';
import { suiteNeo4j } from '../helpers.ts';

// Long enough to outlast the limit anywhere: Neo4j looks for transactions past their time limit every
// 2 s (db.transaction.monitor.check.interval), so the query must run well beyond that (about 4 s here;
// at 5 million rows, 0.8 s, it could end before the first check); short enough for a test.
const ROWS = 25_000_000;
const SLOW = `UNWIND range(1, ${ROWS}) AS x WITH x WHERE x % 7 = 0 RETURN count(*) AS n`;
const directory = mkdtempSync(join(tmpdir(), 'skillgraph-queries-'));
writeFileSync(join(directory, 'slow-default.cypher'), `// Slow, with the default limit.\n${SLOW}\n`);
writeFileSync(
  join(directory, 'slow-declared.cypher'),
  `// Slow, with its own limit.\n// timeout: 120 s (a bulk read)\n${SLOW}\n`,
);

const driver = createDriver({
  ...suiteNeo4j(),
  database: undefined,
  queryTimeoutMs: 50,
  connectTimeoutMs: 5_000,
  maxPoolSize: 2,
});
const queries = loadQueries(directory, []);
const executor = createExecutor({
  driver,
  queries,
  database: undefined,
  queryTimeoutMs: 50,
  logger: pino({ level: 'silent' }),
});

afterAll(async () => {
  await driver.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('named queries with their own time limit', () => {
  it('reads the declared limit, in milliseconds', () => {
    expect(queries.timeoutMs('slow-declared')).toBe(120_000);
    expect(queries.timeoutMs('slow-default')).toBeUndefined();
    // The bundled bulk reads declare one.
    expect(loadQueries().timeoutMs('skill-dictionary')).toBeGreaterThan(15_000);
  });

  it('runs a query past the default limit when it declares a longer one', { timeout: 60_000 }, async () => {
    await expect(executor.read('slow-default')).rejects.toMatchObject({ code: 'service_unavailable' });
    const [row] = await executor.read<{ n: number }>('slow-declared');
    expect(row!.n).toBe(Math.floor(ROWS / 7));
  });
});
