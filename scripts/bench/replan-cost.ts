// Benchmark: what a request-path query costs when Neo4j plans it again (after a schema change, which
// empties its query caches, or when the data's statistics moved far enough), against the same query
// planned. On the development database (NEO4J_URI / NEO4J_PASSWORD, else the local one of `npm start`),
// rounds of: CALL db.clearQueryCaches(), then concept-record (a skill's record) and key-by-hash (an API
// key's lookup) three times each through the service's executor, a different skill each time.
//   node scripts/bench/replan-cost.ts [--rounds 12]
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { openGraph } from '../../src/db/executor.ts';
import { resolveNeo4j } from '../neo4j/resolve.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '12' } } });
const graph = await openGraph(await resolveNeo4j({ purpose: 'service' }), {
  logger: pino({ level: 'warn' }),
  migrate: false,
});
const { executor } = graph;
const ids = (
  await executor.runStatement<{ id: string }>(
    "MATCH (s:Skill {framework: 'ESCO'}) RETURN s.id AS id LIMIT 200",
  )
).map(({ id }) => id);
const timings: Record<string, { replanned: number[]; planned: number[] }> = {
  'concept-record': { replanned: [], planned: [] },
  'key-by-hash': { replanned: [], planned: [] },
};
let next = 0;
for (let round = 0; round < Number(values.rounds); round++) {
  await executor.runStatement('CALL db.clearQueryCaches()');
  for (const name of Object.keys(timings) as (keyof typeof timings)[])
    for (let call = 0; call < 3; call++) {
      const began = performance.now();
      await executor.read(name as never, {
        id: ids[next++ % ids.length],
        kinds: ['Skill'],
        keyHash: `absent-${next}`,
      });
      timings[name]![call === 0 ? 'replanned' : 'planned'].push(performance.now() - began);
    }
}
await graph.close();
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const range = (list: number[]) => `${Math.min(...list).toFixed(1)}-${Math.max(...list).toFixed(1)}`;
console.log(
  `Measured ${new Date().toISOString().slice(0, 16)} UTC by \`node scripts/bench/replan-cost.ts --rounds ${values.rounds}\` on ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}.\n`,
);
console.log('| Named query | planned again: median (range) ms | planned: median (range) ms |');
console.log('|---|---|---|');
for (const [name, { replanned, planned }] of Object.entries(timings))
  console.log(
    `| ${name} | ${median(replanned).toFixed(1)} (${range(replanned)}) | ${median(planned).toFixed(1)} (${range(planned)}) |`,
  );
process.exit(0);
