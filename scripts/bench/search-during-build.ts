// Benchmark: skill searches while the skill vector index is rebuilt (dropped, then built again in one
// pass, as `npm run seed` does after writing many vectors through it: src/seeding/search-indexes.ts). On
// the development database (NEO4J_URI / NEO4J_PASSWORD, else the local one of `npm start`): rebuilds
// skill_embedding as it was, and meanwhile asks a skill search every 200 ms (GraphSearch with the model,
// no cache, a different ESCO label each time); reports the latencies during the rebuild and after.
//   node scripts/bench/search-during-build.ts
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { openGraph } from '../../src/db/executor.ts';
import { loadEmbedder } from '../../src/embeddings/model.ts';
import { GraphSearch } from '../../src/graph/search.ts';
import { readCsv } from '../../src/seeding/csv.ts';
import { rebuildSearchIndexes } from '../../src/seeding/search-indexes.ts';
import { resolveNeo4j } from '../neo4j/resolve.ts';

const target = await resolveNeo4j({ purpose: 'service' });
const graph = await openGraph(target, { logger: pino({ level: 'warn' }), migrate: false });
const { executor } = graph;
const labels: string[] = [];
for await (const { values: row } of readCsv(
  join(import.meta.dirname, '..', '..', 'seeds', 'esco', 'skills_en.csv.gz'),
  {
    onMalformed: () => {},
  },
))
  if (row['preferredLabel']) labels.push(row['preferredLabel']);
const search = new GraphSearch(executor, await loadEmbedder());
await search.warm();

type Phase = 'rebuilding' | 'online';
const samples: { phase: Phase; ms: number; semantic: boolean }[] = [];
let phase: Phase = 'rebuilding';
let done = false;
const searching = (async () => {
  for (let i = 0; !done; i++) {
    const next = performance.now() + 200;
    const at = phase;
    const began = performance.now();
    const hits = await search.search({
      kind: 'Skill',
      q: labels[(i * 7919 + 13) % labels.length]!,
      limit: 10,
      threshold: 0,
      language: 'en',
    });
    samples.push({
      phase: at,
      ms: performance.now() - began,
      semantic: hits.some((h) => h.matched === 'semantic'),
    });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
})();
const started = performance.now();
const { indexes } = await rebuildSearchIndexes(executor, { labels: ['Skill'], types: ['VECTOR'] });
if (!indexes.includes('skill_embedding'))
  throw new Error('no skill_embedding index: load the bundled data first');
const built = (performance.now() - started) / 1000;
phase = 'online';
await new Promise((resolve) => setTimeout(resolve, 5_000));
done = true;
await searching;
await graph.close();

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
console.log(
  `Measured ${new Date().toISOString().slice(0, 16)} UTC by \`node scripts/bench/search-during-build.ts\` on ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}: skill_embedding rebuilt and online in ${built.toFixed(1)} s.\n`,
);
console.log('| Phase | Searches | p50 (ms) | p99 (ms) | max (ms) | with hits by meaning alone |');
console.log('|---|---|---|---|---|---|');
for (const at of ['rebuilding', 'online'] as Phase[]) {
  const list = samples.filter((s) => s.phase === at);
  const sorted = list.map((s) => s.ms).sort((a, b) => a - b);
  console.log(
    `| ${at} | ${list.length} | ${quantile(sorted, 0.5).toFixed(1)} | ${quantile(sorted, 0.99).toFixed(1)} | ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} | ${list.filter((s) => s.semantic).length} |`,
  );
}
process.exit(0);
