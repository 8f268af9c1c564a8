// Benchmark: the bundled embedding model (src/embeddings) and the concept embeddings (src/seeding/embed.ts):
// load time, embeddings per second for real ESCO labels, query latency, peak memory, then, on a throwaway
// local Neo4j holding the bundled data, the shipped vectors written, a run with nothing to do, and 2,000
// concepts through the model with queries served meanwhile. Prints a markdown section (`--write`: BENCHMARKS.md).
//   node scripts/bench/embeddings.ts [--no-graph] [--model <id>] [--write]
// --model measures another installed model (.models/<id>/) than the bundled one, for a before/after.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { openGraph } from '../../src/db/executor.ts';
import { loadEmbedder, modelProcesses } from '../../src/embeddings/model.ts';
import { loadBundledSeeds, SEEDS_DIR } from '../../src/seeding/bundled.ts';
import { readCsv } from '../../src/seeding/csv.ts';
import { type EmbedReport, embedConcepts } from '../../src/seeding/embed.ts';
import { startLocalNeo4j, stopLocalNeo4j } from '../neo4j/local-neo4j.ts';
import { writeBenchmarkSection } from './report.ts';

const withGraph = !process.argv.includes('--no-graph');
const modelAt = process.argv.indexOf('--model');
const modelId = modelAt > 0 ? process.argv[modelAt + 1] : undefined;
const rssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);
/** Peak resident memory of the model's own process (src/embeddings/model-process.ts). */
const modelRssMb = () => {
  const pid = modelProcesses()[0]?.pid;
  const status = pid ? readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;
const seconds = (since: number) => Math.round((performance.now() - since) / 10) / 100;

async function labels(file: string, count: number): Promise<string[]> {
  const found: string[] = [];
  for await (const record of readCsv(join(SEEDS_DIR, 'esco', file), { onMalformed: () => {} })) {
    if (record.values.preferredLabel) found.push(record.values.preferredLabel);
    if (found.length === count) break;
  }
  return found;
}

const englishLabels = await labels('skills_en.csv.gz', 1000);
const frenchLabels = await labels('skills_fr.csv.gz', 1000);
const rssBefore = rssMb();
let started = performance.now();
const embedder = await loadEmbedder({ modelId });
const loadSeconds = seconds(started);
const rssLoaded = rssMb();

const throughput: { what: string; perSecond: number }[] = [];
await embedder.embed(englishLabels.slice(0, 32), 'passage'); // warm-up
for (const [what, texts] of [
  ['ESCO skill labels, English (1,000, calls of 250)', englishLabels],
  ['ESCO skill labels, French (1,000, calls of 250)', frenchLabels],
] as const) {
  started = performance.now();
  for (let i = 0; i < texts.length; i += 250) await embedder.embed(texts.slice(i, i + 250), 'passage');
  throughput.push({ what, perSecond: Math.round(texts.length / seconds(started)) });
}
const latencies: number[] = [];
for (const label of frenchLabels.slice(500, 550)) {
  started = performance.now();
  await embedder.embed([label], 'query');
  latencies.push(performance.now() - started);
}
latencies.sort((a, b) => a - b);
started = performance.now();
await embedder.embed([frenchLabels[500]!], 'query');
const cachedMs = performance.now() - started;
const rssModel = rssMb();

let graph: { reports: EmbedReport[]; concepts: number; loadSeconds: number } | undefined;
const duringBatch: number[] = [];
if (withGraph) {
  const dataDir = mkdtempSync(join(tmpdir(), 'skillgraph-bench-embed-'));
  const password = 'bench-password';
  const neo4j = await startLocalNeo4j({ dataDir, boltPort: 7698, password });
  const opened = await openGraph(
    { uri: neo4j.uri, username: 'neo4j', password },
    { logger: pino({ level: 'warn' }), migrate: true },
  );
  try {
    started = performance.now();
    await loadBundledSeeds({ executor: opened.executor, progress: () => {} });
    const seedSeconds = seconds(started);
    const reports: EmbedReport[] = [];
    const progress = (line: string) => process.stderr.write(`${line}\n`);
    // 1. A first start: the shipped vectors (seeds/embeddings/) written; 2. nothing changed.
    for (let run = 0; run < 2; run++)
      reports.push(await embedConcepts({ executor: opened.executor, embedder, progress }));
    // 3. The model path (what a newer release's changed concepts take): 2,000 real concept texts through
    // the model, as if another model were installed, with queries embedded meanwhile to see them served
    // ahead of the batch.
    const another = { id: 'bench-model-path', recipe: 'bench', embed: embedder.embed };
    const batch = embedConcepts({
      executor: opened.executor,
      embedder: another,
      stored: null,
      limit: 2000,
      progress,
    });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (const label of englishLabels.slice(600, 620)) {
      const begin = performance.now();
      await embedder.embed([label], 'query');
      duringBatch.push(performance.now() - begin);
    }
    reports.push(await batch);
    await opened.executor.runStatement('CALL db.awaitIndexes(600)');
    graph = { reports, concepts: reports[0]!.concepts, loadSeconds: seedSeconds };
  } finally {
    await opened.close();
    await stopLocalNeo4j({ dataDir });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const percentile = (p: number) => Math.round(latencies[Math.floor((latencies.length - 1) * p)]! * 10) / 10;
const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, model \`${embedder.id}\` (${embedder.dimensions}-d, onnxruntime-node CPU). \`node scripts/bench/embeddings.ts\`.`,
  '',
  '| Measure | Value |',
  '|---|---|',
  `| Model load (tokenizer + ONNX session), first in the process | ${loadSeconds} s |`,
  ...throughput.map(({ what, perSecond }) => `| ${what} | ${perSecond.toLocaleString('en')} embeddings/s |`),
  `| One query, not cached (50 French labels): median / p90 | ${percentile(0.5)} ms / ${percentile(0.9)} ms |`,
  `| One query, cached | ${Math.round(cachedMs * 100) / 100} ms |`,
  `| Peak RSS of this process: before the model / after loading / after the runs above | ${rssBefore} / ${rssLoaded} / ${rssModel} MB (the model runs in its own process: ${modelRssMb()} MB) |`,
  ...(graph
    ? [
        `| Bundled graph: active skills and occupations | ${graph.concepts.toLocaleString('en')} |`,
        `| Bundled graph, first run: vectors written from seeds/embeddings/ | ${graph.reports[0]!.fromStore.toLocaleString('en')} shipped, ${graph.reports[0]!.embedded} through the model, in ${graph.reports[0]!.seconds} s |`,
        `| Bundled graph, second run (nothing changed) | ${graph.reports[1]!.embedded} embedded, ${graph.reports[1]!.skipped.toLocaleString('en')} unchanged, ${graph.reports[1]!.seconds} s |`,
        `| Concepts through the model (2,000 real concept texts, as for another model) | ${graph.reports[2]!.embedded.toLocaleString('en')} in ${graph.reports[2]!.seconds} s (${graph.reports[2]!.perSecond} per s) |`,
        `| One query while that batch runs (20 labels): median / max | ${Math.round(median(duringBatch) * 10) / 10} ms / ${Math.round(Math.max(...duringBatch) * 10) / 10} ms |`,
        `| Peak RSS of the whole run: this process (loader) / the model process | ${rssMb()} / ${modelRssMb()} MB |`,
      ]
    : []),
];
if (graph)
  lines.push('', `(The bundled data itself loaded in ${graph.loadSeconds} s before the embedding runs.)`);
if (process.argv.includes('--write')) writeBenchmarkSection('Embeddings', lines.join('\n'));
console.log(`## Embeddings\n\n${lines.join('\n')}`);
