// Benchmark: what empties Neo4j's query plan cache, what it keys plans on, and what the warm-up of the
// request path (src/db/plan-warm-up.ts) saves. On the development database (NEO4J_URI / NEO4J_PASSWORD,
// else the local one of `npm start`), rounds of:
//   schema     concept-record (another skill each time) after a fulltext index is created, after it is
//              online, again, and after it is dropped (a scratch index on :Skill, dropped at the end);
//   shapes     metering's transaction (metering-lock, metering-apply; rolled back) after the cache is
//              emptied, then with the parameters' values changed but not their shapes, then with one
//              shape changed (a 2-character string, a list of 2, a null lease);
//   warm-up    after the cache is emptied, what a new key's first call runs (key-by-hash, metering's
//              transaction, concept-record), planned again, then after warmRequestPlans; the next call
//              of each, planned;
//   tokens     the record read (concept-record) also naming a property key no node has had: planned,
//              then after a write creates that key (the node deleted again), against one whose key was
//              created beforehand (db.createProperty, as src/db/query-tokens.ts does). Each round leaves
//              two property keys named plan_cache_bench_* in the database (Neo4j never removes a token);
//   replan     the record read made again in place (`CYPHER replan=force` before its text) while other
//              record reads run back to back beside it, against the cache emptied under them
//              (db.clearQueryCaches): how long the calls beside each wait. Once, first: whether a
//              forced plan serves the query's plain text afterwards (a scratch label's estimate, stale
//              under dbms.cypher.min_replan_interval, then forced; its nodes deleted again).
//   node scripts/bench/plan-cache.ts [--rounds 5]
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { applyParams, lockParams, noUsage } from '../../src/access/metering/meter.ts';
import { periodsAt, usageCounterKeys } from '../../src/access/metering/metering-rules.ts';
import { warmRequestPlans } from '../../src/db/plan-warm-up.ts';
import { escoSkillIds, openDevelopmentGraph } from './development-graph.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
const rounds = Number(values.rounds);
const graph = await openDevelopmentGraph();
const { executor } = graph;
const ids = await escoSkillIds(executor, { skip: 1000, limit: 500 });
let next = 0;
const timed = async (work: () => Promise<unknown>) => {
  const began = performance.now();
  await work();
  return performance.now() - began;
};
const record = () =>
  timed(() =>
    executor.read('concept-record', { id: ids[next++ % ids.length], kinds: ['Skill', 'SkillGroup'] }),
  );
const clear = () => executor.runStatement('CALL db.clearQueryCaches()');
const keyLookup = () =>
  timed(() => executor.read('key-by-hash', { keyHash: randomUUID().repeat(2).slice(0, 64) }));

/** Metering's transaction for a new organisation, as the meter runs it; `shape` changes one parameter's. */
async function metering(shape: 'same' | 'short string' | 'list of 2' | 'null lease' = 'same') {
  const organisationId = shape === 'short string' ? 'x1' : randomUUID();
  const now = new Date();
  const counters = usageCounterKeys(organisationId, now);
  const ledger = {
    key: `${counters.monthKey}|${counters.dayKey}`,
    organisationId,
    periods: periodsAt(now),
    ...counters,
  };
  const params = lockParams(ledger, randomUUID(), now, now);
  const written = noUsage();
  written.keys.set(randomUUID(), 1);
  if (shape === 'list of 2') written.keys.set(randomUUID(), 1);
  const lease = shape === 'null lease' ? null : { credits: 1, requests: 1 };
  return timed(async () => {
    try {
      await executor.writeTransaction(async (tx) => {
        await tx.run('metering-lock', params);
        await tx.run('metering-apply', applyParams(params, written, { credits: 0, microEur: 0 }, lease));
        throw new Error('rolled back');
      });
    } catch {
      // rolled back, as intended
    }
  });
}

const results = new Map<string, number[]>();
const note = (name: string, ms: number) => results.set(name, [...(results.get(name) ?? []), ms]);

/** The estimated rows of a plan's operators, from the top, as PROFILE reports them. */
async function estimates(text: string) {
  const { summary } = await graph.driver.executeQuery(text, { v: 0 });
  const rows: string[] = [];
  for (let plan = summary.profile as unknown as ProfiledPlan | undefined; plan; plan = plan.children[0])
    rows.push(
      `${plan.operatorType.replace(/@.*/, '')} ${Math.round(Number(plan.arguments['EstimatedRows']))}`,
    );
  return rows.join(' < ');
}
interface ProfiledPlan {
  operatorType: string;
  arguments: Record<string, unknown>;
  children: ProfiledPlan[];
}
const probe = 'MATCH (n:PlanCacheBenchProbe) WHERE n.v > $v RETURN count(n)';
await executor.runStatement('CREATE (:PlanCacheBenchProbe {v: 1})');
await clear();
const forcedEstimates = [`planned on 1 node: ${await estimates(`PROFILE ${probe}`)}`];
await executor.runStatement('UNWIND range(1, 20000) AS i CREATE (:PlanCacheBenchProbe {v: i})');
forcedEstimates.push(`20,000 nodes later: ${await estimates(`PROFILE ${probe}`)}`);
forcedEstimates.push(`\`CYPHER replan=force\`: ${await estimates(`CYPHER replan=force PROFILE ${probe}`)}`);
forcedEstimates.push(`the plain text after it: ${await estimates(`PROFILE ${probe}`)}`);
await executor.runStatement(
  'MATCH (n:PlanCacheBenchProbe) CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 10000 ROWS',
);

/** Record reads back to back while `work` runs: the slowest of them. */
async function besides(work: () => Promise<unknown>) {
  let done = false;
  const reads: number[] = [];
  const reader = (async () => {
    while (!done) reads.push(await record());
  })();
  const ms = await timed(work);
  done = true;
  await reader;
  return { ms, slowest: Math.max(...reads), reads: reads.length };
}
const recordText = executor.queries.get('concept-record');
for (let round = 0; round < rounds; round++) {
  await record();
  const forced = await besides(() =>
    executor.runStatement(`CYPHER replan=force ${recordText}`, {
      id: ids[0],
      kinds: ['Skill', 'SkillGroup'],
    }),
  );
  note('replan: the forced replan itself', forced.ms);
  note('replan: the slowest record read beside it', forced.slowest);
  await record();
  const cleared = await besides(clear);
  note('replan: the slowest record read beside db.clearQueryCaches', cleared.slowest);
}
for (let round = 0; round < rounds; round++) {
  // schema
  await record();
  note('schema: planned', await record());
  await executor.runStatement(
    'CREATE FULLTEXT INDEX plan_cache_bench IF NOT EXISTS FOR (n:Skill) ON EACH [n.label_en]',
  );
  note('schema: after CREATE INDEX', await record());
  await executor.runStatement('CALL db.awaitIndexes(300)');
  note('schema: after the index came online', await record());
  note('schema: again', await record());
  await executor.runStatement('DROP INDEX plan_cache_bench');
  note('schema: after DROP INDEX', await record());
  // shapes
  await clear();
  note('shapes: metering, cache emptied', await metering());
  note('shapes: metering, other values, same shapes', await metering());
  for (const shape of ['short string', 'list of 2', 'null lease'] as const) {
    note(`shapes: metering, a ${shape}`, await metering(shape));
    await metering(); // back to the usual shapes, planned
  }
  // warm-up
  await clear();
  note('warm-up: none, key-by-hash', await keyLookup());
  note('warm-up: none, metering', await metering('null lease'));
  note('warm-up: none, concept-record', await record());
  note('planned: key-by-hash', await keyLookup());
  note('planned: metering', await metering('null lease'));
  note('planned: concept-record', await record());
  await clear();
  note('warm-up: warmRequestPlans itself', (await warmRequestPlans(executor)).ms);
  note('warm-up: after it, key-by-hash', await keyLookup());
  note('warm-up: after it, metering', await metering('null lease'));
  note('warm-up: after it, concept-record', await record());
  // tokens
  for (const beforehand of [false, true]) {
    const key = `plan_cache_bench_${Date.now()}_${beforehand ? 'created' : 'written'}`;
    if (beforehand) await executor.runStatement('CALL db.createProperty($key)', { key });
    const read = () =>
      timed(() =>
        executor.runStatement(`${executor.queries.get('concept-record').trimEnd()}, c.${key} AS extra`, {
          id: ids[next++ % ids.length],
          kinds: ['Skill', 'SkillGroup'],
        }),
      );
    await read();
    const label = beforehand ? 'created beforehand' : 'created by the write';
    note(`tokens (${label}): planned`, await read());
    await executor.runStatement(`CREATE (n:PlanCacheBench {${key}: 1}) WITH n DELETE n`);
    note(`tokens (${label}): after a write of the key`, await read());
  }
}
await graph.close();
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
console.log(
  `Measured ${new Date().toISOString().slice(0, 16)} UTC by \`node scripts/bench/plan-cache.ts --rounds ${rounds}\` on ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}.\n`,
);
for (const line of forcedEstimates) console.log(`- ${line}`);
console.log('\n| Case | median ms | range ms |\n|---|---|---|');
for (const [name, list] of results)
  console.log(
    `| ${name} | ${median(list).toFixed(1)} | ${Math.min(...list).toFixed(1)}-${Math.max(...list).toFixed(1)} |`,
  );
process.exit(0);
