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

// A query that runs for a set wall time whatever the machine's speed: it reads rows until the clock
// passes a deadline (Cypher cannot sleep, and APOC's sleep is missing on a plain server). Neo4j looks
// for transactions past their time limit every 2 s (db.transaction.monitor.check.interval), so the
// deadline lies well beyond that; a query sized by rows instead (25 million, about 4 s on a loaded
// machine) once ended in 1.1 s, before the first check, on a quiet one.
const SECONDS = 5;
const SLOW = `UNWIND range(1, 100000) AS a UNWIND range(1, 100000) AS b
WITH a, b WHERE datetime.realtime() >= datetime.statement() + duration({seconds: ${SECONDS}})
RETURN ${SECONDS} AS n LIMIT 1`;
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
    expect(row!.n).toBe(SECONDS);
  });
});
