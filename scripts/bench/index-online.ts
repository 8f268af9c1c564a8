// Benchmark: reads of the request path while the vector indexes are set aside and built again, as a first
// load does at its end (src/seeding/search-indexes.ts: dropped, then created in one pass and awaited).
// Neo4j empties its query plan cache when an index is dropped and when one comes online, so the next call
// of each query is planned again (BENCHMARKS.md "First start"). On the development database (NEO4J_URI /
// NEO4J_PASSWORD, else the local one of `npm start`), three callers every 25 ms each: the record read
// (concept-record, another skill each time), /health's graph probe (health-graph-probe) and `RETURN 1`;
// then the vector indexes set aside, 3 s, restored, 5 s. Prints every call over 40 ms with its time, and
// each caller's p50 / p99 / max. The vector indexes are left as they were (built again in one pass); a run
// killed meanwhile leaves them set aside until the next load restores them (`npm run seed`, afterLoad).
//   node scripts/bench/index-online.ts
import { cpus, loadavg } from 'node:os';
import { KINDS_OF_SCHEME } from '../../src/graph/references.ts';
import { restoreSearchIndexes, setAsideSearchIndexes } from '../../src/seeding/search-indexes.ts';
import { escoSkillIds, openDevelopmentGraph } from './development-graph.ts';

const graph = await openDevelopmentGraph();
const { executor } = graph;
const ids = await escoSkillIds(executor, { limit: 5000 });

const started = performance.now();
const seconds = () => (performance.now() - started) / 1000;
const samples: { caller: string; at: number; ms: number }[] = [];
const events: { at: number; what: string }[] = [];
let done = false;
const every25ms = async (caller: string, call: () => Promise<unknown>) => {
  while (!done) {
    const next = performance.now() + 25;
    const at = seconds();
    const began = performance.now();
    await call();
    samples.push({ caller, at, ms: performance.now() - began });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
};
let next = 0;
const callers = [
  every25ms('concept-record', () =>
    executor.read('concept-record', { id: ids[next++ % ids.length], kinds: [...KINDS_OF_SCHEME.skill] }),
  ),
  every25ms('health-graph-probe', () => executor.read('health-graph-probe', {})),
  every25ms('RETURN 1', () => executor.runStatement('RETURN 1 AS one')),
];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
await pause(3_000);
events.push({ at: seconds(), what: 'vector indexes set aside (dropped)' });
try {
  const aside = await setAsideSearchIndexes(executor, { types: ['VECTOR'] });
  events.push({ at: seconds(), what: `set aside: ${aside.join(', ')}` });
  await pause(3_000);
} finally {
  // Also after a failure: search by meaning on the development database needs them back.
  events.push({ at: seconds(), what: 'created again' });
  await restoreSearchIndexes(executor);
}
events.push({ at: seconds(), what: 'online, request path planned again (replanRequestPath)' });
await pause(5_000);
done = true;
await Promise.all(callers);
await graph.close();

const lines = [
  ...events.map(({ at, what }) => ({ at, line: `${at.toFixed(2)} s  ${what}` })),
  ...samples
    .filter(({ ms }) => ms > 40)
    .map(({ at, caller, ms }) => ({ at, line: `${at.toFixed(2)} s    ${caller} ${ms.toFixed(1)} ms` })),
].sort((a, b) => a.at - b.at);
console.log(
  `${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}`,
);
for (const { line } of lines) console.log(line);
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
console.log('\n| Caller | Calls | p50 ms | p99 ms | max ms |\n|---|---|---|---|---|');
for (const caller of ['concept-record', 'health-graph-probe', 'RETURN 1']) {
  const ms = samples
    .filter((s) => s.caller === caller)
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  console.log(
    `| ${caller} | ${ms.length} | ${quantile(ms, 0.5).toFixed(1)} | ${quantile(ms, 0.99).toFixed(1)} | ${ms.at(-1)!.toFixed(1)} |`,
  );
}
