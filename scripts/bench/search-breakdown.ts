// Benchmark: where a cold search's time and CPU go. GraphSearch runs in-process (no HTTP, no answer
// cache) with the bundled model, on distinct real labels (each query asked once), one at a time and 8 at
// a time; each stage reports its wall time (GraphSearch's `observe`), and the CPU each process spent is
// read from /proc (this process: the API's share; the model's child process; the Neo4j server when it is
// local). Metering's share is meter() alone on the same number of calls. Writes BENCHMARKS.md
// "Search latency breakdown".
// With --compare-indexes, the rows are measured twice in one run: with the vector indexes as writing
// through them leaves them (every concept's shipped vector removed, then written again through the live
// indexes in transactions of 1,000: many small Lucene segments, as a first load left them before it set
// the indexes aside), then after rebuildSearchIndexes (src/seeding/search-indexes.ts). The fulltext
// indexes are not re-created as loaded here, so the first rows understate what writing through costs.
//   node scripts/bench/search-breakdown.ts [--requests 300] [--concurrency 1,8] [--compare-indexes]
// Neo4j: NEO4J_URI/NEO4J_PASSWORD, else the local server of `npm start` (scripts/neo4j/resolve.ts).
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { meter, settleMetering } from '../../src/access/metering/meter.ts';
import { openGraph } from '../../src/db/executor.ts';
import { loadEmbedder, modelProcesses } from '../../src/embeddings/model.ts';
import { GraphSearch, type SearchKind, type SearchStage } from '../../src/graph/search.ts';
import { readCsv } from '../../src/seeding/csv.ts';
import { embedConcepts } from '../../src/seeding/embed.ts';
import { rebuildSearchIndexes } from '../../src/seeding/search-indexes.ts';
import { resolveNeo4j } from '../neo4j/resolve.ts';
import { cpuOf, findNeo4jPid } from './process-cpu.ts';
import { writeBenchmarkSection } from './report.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '1,8' },
    'compare-indexes': { type: 'boolean', default: false },
  },
});
const requests = Number(values.requests);
const levels = values.concurrency.split(',').map(Number);

const target = await resolveNeo4j({ purpose: 'service' });
const graph = await openGraph(target, { logger: pino({ level: 'warn' }), migrate: true });
const embedder = await loadEmbedder();
const stages = new Map<SearchStage, number[]>();
const search = new GraphSearch(graph.executor, embedder, undefined, {
  observe: (stage, ms) => stages.set(stage, [...(stages.get(stage) ?? []), ms]),
});

const neo4jPid = findNeo4jPid();

const SEEDS = join(import.meta.dirname, '..', '..', 'seeds');
async function labels(file: string) {
  const all: string[] = [];
  for await (const { values: row } of readCsv(join(SEEDS, file), { onMalformed: () => {} }))
    if (row['preferredLabel']) all.push(row['preferredLabel']);
  return all;
}
const queries: Record<'Skill' | 'Occupation', string[]> = {
  Skill: await labels('esco/skills_en.csv.gz'),
  Occupation: await labels('esco/occupations_en.csv.gz'),
};
let drawn = 0;
/** Distinct labels spread over the file, never the same twice in the run. */
const draw = (kind: 'Skill' | 'Occupation', count: number) =>
  Array.from({ length: count }, () => {
    const all = queries[kind];
    return all[(drawn++ * 7919) % all.length]!;
  });

// As the server does at start: vocabularies, occupation groups, a first search of each kind.
await search.warm();
for (const q of draw('Skill', 20))
  await search.search({ kind: 'Skill', q, limit: 10, threshold: 0, language: 'en' });

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const median = (list: number[]) =>
  percentile(
    [...list].sort((a, b) => a - b),
    0.5,
  );
const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / Math.max(1, list.length);

interface Row {
  indexes: string;
  kind: SearchKind;
  concurrency: number;
  p50: number;
  p99: number;
  rps: number;
  stages: Record<SearchStage, { p50: number; mean: number }>;
  cpu: { api: number; model: number; neo4j: number | null };
}

let indexState = 'as found';
async function run(kind: 'Skill' | 'Occupation', concurrency: number): Promise<Row> {
  const items = draw(kind, requests);
  stages.clear();
  const modelPid = modelProcesses()[0]?.pid ?? null;
  const before = {
    api: process.cpuUsage(),
    model: modelPid ? cpuOf(modelPid) : 0,
    neo4j: neo4jPid ? cpuOf(neo4jPid) : 0,
  };
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const q = items[next++]!;
        const t0 = performance.now();
        await search.search({ kind, q, limit: 10, threshold: 0, language: 'en' });
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const api = process.cpuUsage(before.api);
  latencies.sort((a, b) => a - b);
  const per = (ms: number) => ms / items.length;
  const row: Row = {
    indexes: indexState,
    kind,
    concurrency,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    rps: items.length / seconds,
    stages: Object.fromEntries(
      (['embedding', 'lexical', 'candidates', 'scoring'] as const).map((stage) => [
        stage,
        { p50: median(stages.get(stage) ?? []), mean: mean(stages.get(stage) ?? []) },
      ]),
    ) as Row['stages'],
    cpu: {
      api: per((api.user + api.system) / 1000),
      model: modelPid ? per(cpuOf(modelPid) - before.model) : 0,
      neo4j: neo4jPid ? per(cpuOf(neo4jPid) - before.neo4j) : null,
    },
  };
  console.error(
    `${kind} @${concurrency}: p50 ${row.p50.toFixed(1)} p99 ${row.p99.toFixed(1)} ${row.rps.toFixed(1)}/s`,
    row.stages,
    row.cpu,
  );
  return row;
}

const rows: Row[] = [];
const measureAll = async () => {
  for (const concurrency of levels)
    for (const kind of ['Skill', 'Occupation'] as const) rows.push(await run(kind, concurrency));
};
if (values['compare-indexes']) {
  // The vectors written again through the live indexes, as a first load wrote them before it set the
  // indexes aside (removed, then the shipped ones written in transactions of 1,000): the same values,
  // laid out as writing through leaves them. (Setting a property to the value it holds changes no
  // index, so rewriting in place would not show it.)
  await graph.executor.runStatement(
    `MATCH (c:Skill|Occupation|Sector) WHERE c.embedding IS NOT NULL
     CALL (c) { REMOVE c.embedding, c.embedding_text_hash } IN TRANSACTIONS OF 1000 ROWS`,
  );
  await embedConcepts({ executor: graph.executor, embedder, progress: () => {}, throughLiveIndexes: true });
  await graph.executor.runStatement('CALL db.awaitIndexes(600)');
  indexState = 'as loaded';
  await measureAll();
  await rebuildSearchIndexes(graph.executor);
  indexState = 'rebuilt';
}
await measureAll();

// Metering on the same number of calls: the lease path (an organisation on Omni, far from any limit).
const organisationId = `bench-breakdown-${randomUUID()}`;
await graph.executor.runStatement(
  `CREATE (o:Organisation {id: $organisationId, name: 'search breakdown', created_at: datetime(), updated_at: datetime()})
   WITH o MATCH (p:Plan {code: 'omni'})
   CREATE (o)-[:HAS_PLAN]->(:OrganisationPlan {id: randomUUID(), organisation_id: o.id, plan_code: 'omni',
           started_at: datetime(), created_at: datetime(), updated_at: datetime()})-[:OF_PLAN]->(p)`,
  { organisationId },
);
const meterLatencies: number[] = [];
for (let i = 0; i < requests; i++) {
  const t0 = performance.now();
  await meter(graph.executor, {
    organisationId,
    apiKeyId: null,
    cost: 1,
    method: 'GET',
    url: '/v1/search/skill',
  });
  meterLatencies.push(performance.now() - t0);
}
await settleMetering(graph.executor);
await graph.executor.runStatement(
  `MATCH (n:UsageCounter|MeteringLease|OrganisationPlan|Organisation)
   WHERE n.organisation_id = $organisationId OR n.id = $organisationId DETACH DELETE n`,
  { organisationId },
);
const load = loadavg()
  .map((n) => n.toFixed(2))
  .join(' / ');
await graph.close();
await target.stop();

const f = (n: number) => n.toFixed(1);
const lastRows = rows.filter((r) => r.indexes === indexState && r.concurrency === Math.max(...levels));
const final = {
  api: mean(lastRows.map((r) => r.cpu.api)),
  model: mean(lastRows.map((r) => r.cpu.model)),
  neo4j: mean(lastRows.map((r) => r.cpu.neo4j ?? 0)),
};
const table = rows
  .map(
    (r) =>
      `| ${r.indexes} | ${r.kind} | ${r.concurrency} | ${f(r.p50)} | ${f(r.p99)} | ${f(r.rps)} | ${f(r.stages.embedding.p50)} | ${f(r.stages.lexical.p50)} | ${f(r.stages.candidates.p50)} | ${f(r.stages.scoring.p50)} | ${f(r.cpu.api)} | ${f(r.cpu.model)} | ${r.cpu.neo4j === null ? 'n/a' : f(r.cpu.neo4j)} |`,
  )
  .join('\n');
const body = `
Measured by \`node scripts/bench/search-breakdown.ts --requests ${requests} --concurrency ${levels.join(',')}${values['compare-indexes'] ? ' --compare-indexes' : ''}\` on
${new Date().toISOString().slice(0, 10)}: ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), Node ${process.versions.node}, Neo4j from \`${target.source}\`,
model ${embedder.id}, load average at the end ${load}. GraphSearch in-process (no HTTP, no answer cache), ${requests}
distinct ESCO labels per row (English), limit 10. Wall times in milliseconds; the stages overlap (the query is
embedded while the words' candidates are fetched, then the candidates are read and scored); CPU is
milliseconds per search, per process.

| Search indexes | Kind | Concurrent | p50 | p99 | searches/s | embedding p50 | words (fulltext) p50 | candidates p50 | scoring p50 | CPU: API | CPU: model | CPU: Neo4j |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${table}

Metering a call (the lease path, \`meter()\` alone, an organisation on Omni): p50 ${f(median(meterLatencies) * 1000)} µs, p99 ${f(
  percentile(
    [...meterLatencies].sort((a, b) => a - b),
    0.99,
  ) * 1000,
)} µs (one transaction per lease, about a second).

The throughput ceiling is the CPU: two cores give ${f(2000 / (final.api + final.model + final.neo4j))} searches per second at
most for the CPU per search measured at ${Math.max(...levels)} concurrent (API ${f(final.api)} ms, model ${f(final.model)} ms, Neo4j ${f(final.neo4j)} ms).
${
  values['compare-indexes']
    ? `
"As loaded" is the vector indexes as a first load leaves them: every concept's vector removed, then the
shipped ones written again in the load's transactions of 1,000, so each index holds many small Lucene
segments and every query searches each of them. "Rebuilt" is after \`rebuildSearchIndexes\`
(src/seeding/search-indexes.ts), which \`npm run seed\` and the test setup run after a load: each search
index dropped and created again from its own statement in one transaction, populated in one pass. The
fulltext indexes were not laid out as loaded for the first rows, so those understate a load's cost.
`
    : ''
}`;
writeBenchmarkSection('Search latency breakdown', body);
console.log(body);
