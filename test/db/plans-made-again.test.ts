// plansMadeAgain: the named queries run inside it are planned anew by Neo4j and their plans put in
// place of the cached ones, so that the same query run plainly afterwards uses the new plan; Neo4j
// itself keeps a cached plan for dbms.cypher.min_replan_interval (5 minutes on the suite's server)
// however much the data has grown. The plan is seen in the order of a cartesian product's rows: the
// planner puts the smaller side outside, and which side is outside shows in the first rows.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, expect, it } from 'vitest';
import { createDriver, createExecutor, plansMadeAgain } from '../../src/db/executor.ts';
import { loadQueries } from '../../src/db/queries.ts';
import { suiteNeo4j } from '../helpers.ts';

// Labels of this file alone, so no other test's plans or data are involved.
const suffix = randomUUID().replaceAll('-', '');
const A = `ReplanA_${suffix}`;
const B = `ReplanB_${suffix}`;
const directory = mkdtempSync(join(tmpdir(), 'skillgraph-replan-'));
writeFileSync(
  join(directory, 'replan-probe.cypher'),
  `// The first rows of a cartesian product.\nMATCH (a:${A}), (b:${B}) WHERE a.i > $v AND b.i > $v\nWITH a, b LIMIT 3\nRETURN collect(a.i + '-' + b.i) AS first\n`,
);

const driver = createDriver({
  ...suiteNeo4j(),
  database: undefined,
  queryTimeoutMs: 30_000,
  connectTimeoutMs: 5_000,
  maxPoolSize: 2,
});
const executor = createExecutor({
  driver,
  queries: loadQueries(directory, []),
  database: undefined,
  queryTimeoutMs: 30_000,
  logger: pino({ level: 'silent' }),
});

afterAll(async () => {
  await executor.runStatement(
    `MATCH (n) WHERE n:${A} OR n:${B} CALL (n) { DELETE n } IN TRANSACTIONS OF 5000 ROWS`,
  );
  await driver.close();
  rmSync(directory, { recursive: true, force: true });
});

/** Which side the plan of the probe puts outside: the first two rows share its node. */
async function outside(run: () => Promise<{ first: string[] }[]>) {
  const [row] = await run();
  const first = row?.first ?? [];
  return first[0]!.split('-')[0] === first[1]!.split('-')[0] ? A : B;
}
const probe = () => executor.read<{ first: string[] }>('replan-probe', { v: 0 });

it('makes Neo4j plan a named query again and keep that plan for its plain text', async () => {
  await executor.runStatement(`UNWIND [1, 2] AS i CREATE (:${A} {i: i}), (:${B} {i: i})`);
  const planned = await outside(probe);
  // The side outside grows: a plan made now would put the other side outside.
  await executor.runStatement(`UNWIND range(3, 3000) AS i CREATE (:${planned} {i: i})`);
  expect(await outside(probe)).toBe(planned);

  const other = planned === A ? B : A;
  expect(await outside(() => plansMadeAgain(probe))).toBe(other);
  expect(await outside(probe)).toBe(other);
  // Outside it, queries run as written: the plan is kept again as the other side grows.
  await executor.runStatement(`UNWIND range(3, 6000) AS i CREATE (:${other} {i: i})`);
  expect(await outside(probe)).toBe(other);
});
