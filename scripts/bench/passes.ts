// Benchmark: the model's CPU per query when a batch of concurrent queries goes through as one padded pass
// against cut into passes of similar lengths (src/embeddings/passes.ts), side by side on the same batches.
// Batches of 8 real labels (the queries a server merges into one pass at 8 concurrent searches), drawn
// from the bundled ESCO files, each embedded both ways in alternating order, on the query graph the model
// process uses for users' queries, in this process (no server, no Neo4j). Also checks the cut changes no
// vector (lowest cosine between the two ways). Writes BENCHMARKS.md "Passes cut by length" with --write.
//   node scripts/bench/passes.ts [--batches 200] [--write]
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { AutoTokenizer, env } from '@huggingface/transformers';
import { DEFAULT_MODEL_ID, MODELS_DIR } from '../../src/embeddings/model.ts';
import { embedInPasses, loadGraph, readManifest } from '../../src/embeddings/model-process.ts';
import { PASS_COST_TOKENS } from '../../src/embeddings/passes.ts';
import { SEEDS_DIR } from '../../src/seeding/bundled.ts';
import { readCsv } from '../../src/seeding/csv.ts';
import { writeBenchmarkSection } from './report.ts';

const { values } = parseArgs({
  options: {
    batches: { type: 'string', default: '200' },
    write: { type: 'boolean', default: false },
    // What-if: another fixed cost of a pass (in padded tokens) than the model's manifest says (its
    // pass_cost_tokens, else PASS_COST_TOKENS), to measure it for a model.
    'pass-cost': { type: 'string' },
  },
});
const BATCH = 8;
const batches = Number(values.batches);

env.allowRemoteModels = false;
env.localModelPath = MODELS_DIR;
const manifest = readManifest(MODELS_DIR, DEFAULT_MODEL_ID, '');
const passCost = values['pass-cost']
  ? Number(values['pass-cost'])
  : (manifest.pass_cost_tokens ?? PASS_COST_TOKENS);
const tokenizer = await AutoTokenizer.from_pretrained(DEFAULT_MODEL_ID, { local_files_only: true });
const model = await loadGraph(DEFAULT_MODEL_ID, manifest.dtype, manifest.query_graph ?? 'model');
const prefix = manifest.prefixes?.query ?? '';

/** Every `step`-th preferred label of a file, so the sample spreads over the whole file, the same each run. */
async function labels(file: string, count: number): Promise<string[]> {
  const all: string[] = [];
  for await (const record of readCsv(join(SEEDS_DIR, 'esco', file), { onMalformed: () => {} }))
    if (record.values.preferredLabel) all.push(record.values.preferredLabel);
  const step = Math.max(1, Math.floor(all.length / count));
  return all.filter((_, i) => i % step === 0).slice(0, count);
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

interface Side {
  cpu: number;
  passes: number;
  padded: number;
}

async function measure(texts: string[]) {
  const sides: Record<'one' | 'cut', Side> = {
    one: { cpu: 0, passes: 0, padded: 0 },
    cut: { cpu: 0, passes: 0, padded: 0 },
  };
  let lowestCosine = 1;
  let realTokens = 0;
  // Warm the graph first: its first passes pay for allocating.
  for (let i = 0; i < 5; i++) await embedInPasses(tokenizer, model, texts.slice(0, BATCH), 256);
  for (let b = 0; b + BATCH <= texts.length; b += BATCH) {
    const batch = texts.slice(b, b + BATCH).map((text) => prefix + text);
    const mask = (
      tokenizer(batch, { padding: true, truncation: true, max_length: 256 }) as {
        attention_mask: { data: BigInt64Array };
      }
    ).attention_mask.data;
    const lengths = [mask.reduce((sum, value) => sum + Number(value), 0)];
    realTokens += lengths.reduce((sum, length) => sum + length, 0);
    const results: Partial<Record<'one' | 'cut', Float32Array[]>> = {};
    for (const way of (b / BATCH) % 2 ? (['cut', 'one'] as const) : (['one', 'cut'] as const)) {
      const passes: number[] = [];
      const counting = async (inputs: Record<string, { dims: readonly number[] }>) => {
        const [rows, width] = inputs.input_ids!.dims as [number, number];
        passes.push(rows * width);
        return model(inputs);
      };
      const since = process.cpuUsage();
      results[way] = await embedInPasses(tokenizer, counting, batch, 256, way === 'one' ? 1e9 : passCost);
      sides[way].cpu += cpuMs(since);
      sides[way].passes += passes.length;
      sides[way].padded += passes.reduce((sum, tokens) => sum + tokens, 0);
    }
    for (const [i, vector] of results.one!.entries()) {
      let dot = 0;
      for (let d = 0; d < vector.length; d++) dot += vector[d]! * results.cut![i]![d]!;
      lowestCosine = Math.min(lowestCosine, dot);
    }
  }
  return { sides, realTokens, lowestCosine, count: Math.floor(texts.length / BATCH) * BATCH };
}

const rows: string[] = [];
for (const [name, file] of [
  ['ESCO skill labels (English)', 'skills_en.csv.gz'],
  ['ESCO occupation labels (English)', 'occupations_en.csv.gz'],
  ['ESCO occupation labels (French)', 'occupations_fr.csv.gz'],
] as const) {
  const { sides, realTokens, lowestCosine, count } = await measure(await labels(file, batches * BATCH));
  for (const way of ['one', 'cut'] as const) {
    const side = sides[way];
    const row = `| ${name} | ${way === 'one' ? 'one padded pass' : `cut by length (pass = ${passCost} tokens)`} | ${(side.cpu / count).toFixed(2)} | ${(100 * (1 - realTokens / side.padded)).toFixed(1)}% | ${(side.passes / (count / BATCH)).toFixed(2)} | ${way === 'cut' ? lowestCosine.toFixed(6) : ''} |`;
    rows.push(row);
    console.log(row);
  }
}

const body = `Measured by \`node scripts/bench/passes.ts --batches ${batches}\` on ${new Date().toISOString().slice(0, 10)}: ${cpus().length} CPUs (${cpus()[0]?.model.trim()}), Node ${process.versions.node}, model ${DEFAULT_MODEL_ID} (its query graph), load average at the end ${loadavg()
  .map((value) => value.toFixed(2))
  .join(
    ' / ',
  )}. Batches of ${BATCH} real labels (what the model process gets from 8 concurrent cold searches), each embedded both ways in alternating order in one process; CPU is this process's, per query.

| Texts | Passes | Model CPU per query (ms) | Padding | Passes per batch | Lowest cosine to one pass |
|---|---|---|---|---|---|
${rows.join('\n')}

A pass costs about 0.45 ms of CPU per padded token plus 2-2.5 ms of its own (measured with batches of 1 to 16 texts of 4 to 32 tokens), so \`passesByLength\` (src/embeddings/passes.ts) cuts a batch where the padding saved is worth more than five tokens per pass added. The vectors are the same either way (the lowest cosine above).`;
if (values.write) writeBenchmarkSection('Passes cut by length', body);
else console.log(`\n${body}`);
