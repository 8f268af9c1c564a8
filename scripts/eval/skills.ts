// Skill extraction quality on labels nobody here wrote: the TECH and HOUSE sets of Decorte et al.
// (RecSys-in-HR 2022; ../shared/eval/decorte/README-source.md), job-posting sentences whose skill spans
// are each labelled with an ESCO skill (preferred label, ESCO 1.1), written to EVALUATION.md:
//  1. gold labels -> graph ids (ESCO skills by label_en; the dataset drops the commas of some labels);
//  2. span ranking, the papers' metric: each annotated span through the skill search (ESCO only, with the
//     embedding model), MRR and R-Precision@1/5/10 against the span's gold skills;
//  3. extraction, the service's own task: each sentence through DocumentServices.extractSkills (ESCO
//     only), names alone (semantic: false) and names + meaning (semantic: true); the set of skills found
//     against the sentence's gold set, micro precision, recall and F1. The confidence threshold is swept
//     on the validation split and the best one is applied to the test split.
//   node scripts/eval/skills.ts --uri bolt://127.0.0.1:7687 [--split test|validation] [--limit N]
//     [--dump <file.json>] [--model <installed model id>]
// --split test (the default) tunes on validation and reports test; --split validation reports validation
// only (tuned and measured on the same sentences). --limit N keeps the first N sentences of each file.
// Extraction runs once per sentence and method at threshold 0, and the thresholds are applied afterwards:
// the same as running at each threshold, since the extractor filters its merged candidates on confidence
// last (and short items go through the search at max(threshold, 0.55) either way).
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import type { DocumentLimits } from '../../src/config.ts';
import { type Executor, openGraph } from '../../src/db/executor.ts';
import { DocumentServices } from '../../src/documents/service.ts';
import {
  nameConfidence,
  SEMANTIC_FLOOR,
  SEMANTIC_MIDPOINT,
  SEMANTIC_SLOPE,
} from '../../src/documents/skill-extraction.ts';
import { createGraphServices } from '../../src/graph/index.ts';
import type { QueryEmbedder } from '../../src/graph/search.ts';
import { readCsv } from '../../src/seeding/csv.ts';
import { writeEvaluationSection } from './report.ts';

// The extractor's confidences (src/documents/skill-extraction.ts): a name by its words (nameConfidence:
// a one-word alternative name 0.45, a two-word one 0.83); a skill found by meaning 0.5 + (cosine -
// SEMANTIC_MIDPOINT) x SEMANTIC_SLOPE, capped at 0.95 (x 0.5 when found through a phrase of the
// sentence); skills below SEMANTIC_FLOOR are not asked for.
const ONE_WORD_ALTERNATIVE = nameConfidence(false, 1);
const TWO_WORD_ALTERNATIVE = nameConfidence(false, 2);
const cosineOfConfidence = (confidence: number) => SEMANTIC_MIDPOINT + (confidence - 0.5) / SEMANTIC_SLOPE;
const near = (a: number, b: number) => Math.abs(a - b) < 1e-6;

const { values } = parseArgs({
  options: {
    uri: { type: 'string', default: 'bolt://127.0.0.1:7687' },
    password: { type: 'string', default: 'skillgraph-local-dev' },
    split: { type: 'string', default: 'test' },
    limit: { type: 'string' },
    /** What-if: neighbours asked of the vector index per passage (the extractor asks 5). Not written. */
    'passage-k': { type: 'string' },
    /** What-if: least cosine for a semantic candidate (the extractor's SEMANTIC_FLOOR). Not written. */
    'semantic-floor': { type: 'string' },
    /**
     * What-if: another calibration of a cosine into a confidence (the extractor maps SEMANTIC_MIDPOINT to
     * 0.5 with SEMANTIC_SLOPE): the vector query's cosines are mapped so that the extractor's calibration
     * gives 0.5 + (cosine - midpoint) x slope. For fitting the calibration to another model. Not written.
     */
    'semantic-midpoint': { type: 'string' },
    'semantic-slope': { type: 'string' },
    'no-write': { type: 'boolean', default: false },
    /** Writes every sentence's ranked skills (threshold 0) and gold ids as JSON, for analysis. */
    dump: { type: 'string' },
    /**
     * Another installed model (.models/<id>/) for the queries, for an A/B: the graph's ESCO skills must
     * hold that model's vectors. Not written.
     */
    model: { type: 'string' },
  },
});
if (values.split !== 'test' && values.split !== 'validation')
  throw new Error('--split is test or validation');
const DATA = join(import.meta.dirname, '..', '..', '..', 'shared', 'eval', 'decorte');
const LIMIT = values.limit ? Number(values.limit) : Number.POSITIVE_INFINITY;
const WHAT_IF =
  values['passage-k'] !== undefined ||
  values['semantic-floor'] !== undefined ||
  values['semantic-midpoint'] !== undefined ||
  values['semantic-slope'] !== undefined;
const WHAT_IF_MIDPOINT = Number(values['semantic-midpoint'] ?? SEMANTIC_MIDPOINT);
const WHAT_IF_SLOPE = Number(values['semantic-slope'] ?? SEMANTIC_SLOPE);
/** The cosine the extractor's calibration turns into what the what-if calibration gives `cosine`. */
const recalibrated = (cosine: number) =>
  SEMANTIC_MIDPOINT + ((cosine - WHAT_IF_MIDPOINT) * WHAT_IF_SLOPE) / SEMANTIC_SLOPE;
const WRITE = !values['no-write'] && !WHAT_IF && !values.limit && !values.model;
const NO_LABEL = new Set(['LABEL NOT PRESENT', 'UNDERSPECIFIED']);
const DATASETS = ['TECH', 'HOUSE'] as const;
type Dataset = (typeof DATASETS)[number];
type Split = 'validation' | 'test';
const SPLITS: Split[] = values.split === 'test' ? ['validation', 'test'] : ['validation'];
const THRESHOLDS = Array.from({ length: 14 }, (_, i) => Math.round((0.3 + 0.05 * i) * 100) / 100);
const SERVICE_DEFAULT = 0.5;
const METHODS = [
  { name: 'names (semantic: false)', semantic: false },
  { name: 'names + meaning (semantic: true)', semantic: true },
] as const;

interface Annotation {
  sentence: string;
  span: string;
  label: string;
}

async function annotations(dataset: Dataset, split: Split): Promise<Annotation[]> {
  const rows: Annotation[] = [];
  const sentences = new Set<string>();
  for await (const { values: r } of readCsv(join(DATA, `${dataset.toLowerCase()}_${split}_annotations.csv`), {
    onMalformed: (error) => console.error(`[eval] skipped ${error.message}`),
  })) {
    const sentence = r['sentence'] ?? '';
    if (!sentences.has(sentence)) {
      if (sentences.size >= LIMIT) continue;
      sentences.add(sentence);
    }
    rows.push({ sentence, span: r['span'] ?? '', label: (r['label'] ?? '').trim() });
  }
  return rows;
}

/** Lower case, every run of punctuation and space one space: "philosophy, ethics" = "philosophy ethics". */
const key = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();

/** ESCO preferred labels -> graph skill ids: the label itself, then without punctuation, then an alternative label. */
async function labelResolver(executor: Executor) {
  const skills = await executor.runStatement<{ id: string; label: string; alternatives: string[] }>(
    `MATCH (s:Skill {framework: 'ESCO'}) WHERE s.retired_at IS NULL
     RETURN s.id AS id, s.label_en AS label, coalesce(s.alt_labels_en, []) AS alternatives`,
  );
  const exact = new Map(skills.map((s) => [s.label, s.id]));
  const folded = new Map(skills.map((s) => [key(s.label ?? ''), s.id]));
  const alternatives = new Map<string, Set<string>>();
  for (const s of skills)
    for (const a of s.alternatives)
      alternatives.set(key(a), (alternatives.get(key(a)) ?? new Set()).add(s.id));
  return (labels: Iterable<string>) => {
    const ids = new Map<string, string>();
    const how = { labels: 0, exact: 0, punctuation: 0, alternative: 0, missing: [] as string[] };
    for (const label of labels) {
      how.labels++;
      const alternative = alternatives.get(key(label));
      const id =
        exact.get(label) ??
        folded.get(key(label)) ??
        (alternative?.size === 1 ? [...alternative][0] : undefined);
      if (!id) {
        how.missing.push(label);
        continue;
      }
      ids.set(label, id);
      if (exact.has(label)) how.exact++;
      else if (folded.has(key(label))) how.punctuation++;
      else how.alternative++;
    }
    return { ids, how };
  };
}

// ---------------------------------------------------------------------------------------------------
// Span ranking.

interface RankScore {
  spans: number;
  unresolved: number;
  rr: number;
  rp: Record<1 | 5 | 10, number>;
}

async function rankSpans(
  services: ReturnType<typeof createGraphServices>,
  rows: Annotation[],
  ids: Map<string, string>,
): Promise<RankScore> {
  // One query per annotated span of a sentence; its gold set is every label its rows give it.
  const spans = new Map<string, { text: string; gold: Set<string> }>();
  for (const row of rows) {
    if (NO_LABEL.has(row.label)) continue;
    const k = `${row.sentence}\u0000${row.span}`;
    const entry = spans.get(k) ?? { text: row.span, gold: new Set<string>() };
    const id = ids.get(row.label);
    if (id) entry.gold.add(id);
    spans.set(k, entry);
  }
  const score: RankScore = { spans: 0, unresolved: 0, rr: 0, rp: { 1: 0, 5: 0, 10: 0 } };
  for (const span of spans.values()) {
    if (span.gold.size === 0) {
      score.unresolved++;
      continue;
    }
    const hits = await services.search.search({
      kind: 'Skill',
      q: span.text,
      limit: 100,
      threshold: 0,
      language: 'en',
      frameworks: ['ESCO'],
    });
    score.spans++;
    const rank = hits.findIndex((hit) => span.gold.has(hit.id)) + 1;
    if (rank > 0) score.rr += 1 / rank;
    for (const k of [1, 5, 10] as const) {
      const found = hits.slice(0, k).filter((hit) => span.gold.has(hit.id)).length;
      score.rp[k] += found / Math.min(k, span.gold.size);
    }
  }
  return score;
}

// ---------------------------------------------------------------------------------------------------
// Extraction.

interface Prediction {
  id: string;
  label: string;
  /** The words of the sentence it was found from. */
  matched: string;
  confidence: number;
  method: 'name' | 'search' | 'semantic';
}
interface SentenceRun {
  text: string;
  gold: Set<string>;
  /** Gold labels of the sentence that name no skill of the graph (missed whatever the extractor does). */
  unresolved: number;
  predictions: Prediction[];
}
interface Counts {
  sentences: number;
  gold: number;
  predicted: number;
  tp: number;
}

function sentencesOf(rows: Annotation[], ids: Map<string, string>) {
  const sentences = new Map<string, { gold: Set<string>; unresolved: Set<string> }>();
  for (const row of rows) {
    const entry = sentences.get(row.sentence) ?? { gold: new Set<string>(), unresolved: new Set<string>() };
    sentences.set(row.sentence, entry);
    if (NO_LABEL.has(row.label)) continue;
    const id = ids.get(row.label);
    if (id) entry.gold.add(id);
    else entry.unresolved.add(row.label);
  }
  return sentences;
}

async function extractAll(
  documents: DocumentServices,
  sentences: Map<string, { gold: Set<string>; unresolved: Set<string> }>,
  semantic: boolean,
) {
  const runs: SentenceRun[] = [];
  const started = performance.now();
  for (const [sentence, truth] of sentences) {
    const skills = await documents.extractSkills(sentence, {
      language: 'en',
      frameworks: ['ESCO'],
      threshold: 0,
      semantic,
      limit: 50,
    });
    runs.push({
      text: sentence,
      gold: truth.gold,
      unresolved: truth.unresolved.size,
      predictions: skills.map((s) => ({
        id: s.id,
        label: s.label,
        matched: s.spans[0]?.text ?? '',
        confidence: s.confidence,
        method: s.method,
      })),
    });
  }
  return { runs, seconds: (performance.now() - started) / 1000 };
}

function count(runs: SentenceRun[], threshold: number, only?: Prediction['method']): Counts {
  const counts: Counts = { sentences: runs.length, gold: 0, predicted: 0, tp: 0 };
  for (const run of runs) {
    // Unresolved gold labels stay in the gold count: they are skills the sentence has and nobody found.
    counts.gold += run.gold.size + run.unresolved;
    for (const p of run.predictions) {
      if (p.confidence < threshold || (only && p.method !== only)) continue;
      counts.predicted++;
      if (run.gold.has(p.id)) counts.tp++;
    }
  }
  return counts;
}

/**
 * The extractor's list as a ranking (threshold 0, by confidence), scored as the sentence-level task of
 * the literature: R-Precision@K = gold skills in the top K / min(K, gold skills of the sentence) and MRR
 * over the first 10, averaged over the sentences that have a gold skill; gold labels missing from the
 * graph stay in the sentence's gold count.
 */
function rankSentences(runs: SentenceRun[]) {
  const out = { sentences: 0, rp1: 0, rp5: 0, rp10: 0, rr: 0 };
  for (const run of runs) {
    const total = run.gold.size + run.unresolved;
    if (total === 0) continue;
    out.sentences++;
    const ranked = [...run.predictions].sort((a, b) => b.confidence - a.confidence).map((p) => p.id);
    const rp = (k: number) => ranked.slice(0, k).filter((id) => run.gold.has(id)).length / Math.min(k, total);
    out.rp1 += rp(1);
    out.rp5 += rp(5);
    out.rp10 += rp(10);
    const first = ranked.findIndex((id) => run.gold.has(id)) + 1;
    if (first && first <= 10) out.rr += 1 / first;
  }
  return out;
}

const add = (a: Counts, b: Counts): Counts => ({
  sentences: a.sentences + b.sentences,
  gold: a.gold + b.gold,
  predicted: a.predicted + b.predicted,
  tp: a.tp + b.tp,
});
const precision = (c: Counts) => (c.predicted ? c.tp / c.predicted : 0);
const recall = (c: Counts) => (c.gold ? c.tp / c.gold : 0);
const f1 = (c: Counts) => {
  const p = precision(c);
  const r = recall(c);
  return p + r ? (2 * p * r) / (p + r) : 0;
};
const pct = (value: number) => `${(100 * value).toFixed(1)}%`;
const fixed = (value: number) => value.toFixed(3);

// ---------------------------------------------------------------------------------------------------

/** What-if runs: an executor that changes the parameters of the extractor's vector query, or its cosines. */
function whatIf(executor: Executor): Executor {
  if (!WHAT_IF) return executor;
  return {
    ...executor,
    read: async (name: string, params: Record<string, unknown>) => {
      if (name !== 'skill-passages') return executor.read(name, params);
      const rows = await executor.read<{ passage: number; id: string; cosine: number }>(name, {
        ...params,
        ...(values['passage-k'] ? { k: Number(values['passage-k']) } : {}),
        ...(values['semantic-floor'] ? { minimum: Number(values['semantic-floor']) } : {}),
      });
      return rows.map((row) => ({ ...row, cosine: recalibrated(row.cosine) }));
    },
  } as Executor;
}

const logger = pino({ level: 'warn' });
const graph = await openGraph({ uri: values.uri, username: 'neo4j', password: values.password }, { logger });
const { loadEmbedder } = await import('../../src/embeddings/model.ts');
const embedder = (await loadEmbedder({ modelId: values.model })) as QueryEmbedder;
const executor = whatIf(graph.executor);
const services = createGraphServices(executor, embedder);
const limits: DocumentLimits = {
  uploadLimitBytes: 1 << 20,
  uploadMaxFiles: 1,
  pdfMaxPages: 1,
  parseTimeoutMs: 10_000,
  pdfWorkers: 1,
  ocrWorkers: 0,
  ocrMaxPages: 1,
  ocrPageTimeoutMs: 10_000,
};
const documents = new DocumentServices(executor, services, embedder, limits);
const began = performance.now();
const loadBefore = loadavg()[0]!;
const sections: string[] = [];
const interpretation: string[] = [];
const console_ = (line: string) => console.error(`[eval] ${line}`);
try {
  // 1. Gold labels.
  const data = new Map<string, Annotation[]>();
  for (const split of SPLITS)
    for (const dataset of DATASETS) data.set(`${dataset} ${split}`, await annotations(dataset, split));
  const labels = new Set(
    [...data.values()].flatMap((rows) => rows.filter((r) => !NO_LABEL.has(r.label)).map((r) => r.label)),
  );
  const resolve = await labelResolver(graph.executor);
  const gold = resolve(labels);
  const list = resolve(
    new Set(
      readFileSync(join(DATA, 'skills_en_label.txt'), 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    ),
  );
  console_(
    `skills_en_label.txt: ${list.how.labels} labels, ${list.how.exact} exact, ${list.how.punctuation} up to punctuation, ` +
      `${list.how.alternative} by an alternative label, ${list.how.missing.length} not found ${JSON.stringify(list.how.missing)}`,
  );
  console_(
    `${labels.size} gold labels: ${gold.how.exact} exact, ${gold.how.punctuation} up to punctuation, ` +
      `${gold.how.alternative} by an alternative label, ${gold.how.missing.length} not found ${JSON.stringify(gold.how.missing)}`,
  );

  // Warm-up: the model, the name dictionary (built once per data generation) and the query cache.
  let t = performance.now();
  await documents.extractSkills('Warm-up: project management and Python programming in a team.', {
    language: 'en',
    frameworks: ['ESCO'],
    semantic: true,
  });
  const warmUp = (performance.now() - t) / 1000;
  console_(`warm-up (dictionary and model) ${warmUp.toFixed(1)} s`);

  // 2. Span ranking.
  const rankLines: string[] = [];
  const rankScores = new Map<string, RankScore>();
  for (const split of [...SPLITS].reverse()) {
    for (const dataset of DATASETS) {
      t = performance.now();
      const score = await rankSpans(services, data.get(`${dataset} ${split}`)!, gold.ids);
      rankScores.set(`${dataset} ${split}`, score);
      const n = score.spans;
      rankLines.push(
        `| ${dataset} | ${split} | ${n} | ${score.unresolved} | ${fixed(score.rr / n)} | ${pct(score.rp[1] / n)} | ${pct(score.rp[5] / n)} | ${pct(score.rp[10] / n)} |`,
      );
      console_(`ranking ${dataset} ${split}: ${n} spans in ${((performance.now() - t) / 1000).toFixed(1)} s`);
      console_(rankLines.at(-1)!);
    }
  }

  // 3. Extraction.
  const runs = new Map<string, { runs: SentenceRun[]; seconds: number }>();
  for (const split of SPLITS)
    for (const dataset of DATASETS)
      for (const method of METHODS) {
        const sentences = sentencesOf(data.get(`${dataset} ${split}`)!, gold.ids);
        const result = await extractAll(documents, sentences, method.semantic);
        runs.set(`${dataset} ${split} ${method.name}`, result);
        console_(
          `extraction ${dataset} ${split} ${method.name}: ${sentences.size} sentences in ${result.seconds.toFixed(1)} s`,
        );
      }
  if (values.dump)
    writeFileSync(
      values.dump,
      JSON.stringify(
        Object.fromEntries(
          [...runs].map(([name, { runs: list }]) => [
            name,
            list.map((run) => ({ ...run, gold: [...run.gold] })),
          ]),
        ),
      ),
    );
  const countsOf = (dataset: Dataset | 'both', split: Split, method: string, threshold: number) =>
    (dataset === 'both' ? DATASETS : [dataset])
      .map((d) => count(runs.get(`${d} ${split} ${method}`)!.runs, threshold))
      .reduce(add);

  // The sweep, on validation, and the best threshold per method (both sets pooled: one service setting).
  const best = new Map<string, number>();
  const sweepLines: string[] = [];
  for (const threshold of THRESHOLDS) {
    const cells: string[] = [];
    for (const method of METHODS)
      for (const dataset of [...DATASETS, 'both'] as const)
        cells.push(fixed(f1(countsOf(dataset, 'validation', method.name, threshold))));
    sweepLines.push(`| ${threshold.toFixed(2)} | ${cells.join(' | ')} |`);
  }
  for (const method of METHODS) {
    let chosen = THRESHOLDS[0]!;
    for (const threshold of THRESHOLDS)
      if (
        f1(countsOf('both', 'validation', method.name, threshold)) >
        f1(countsOf('both', 'validation', method.name, chosen)) + 1e-9
      )
        chosen = threshold;
    best.set(method.name, chosen);
    console_(`best validation threshold, ${method.name}: ${chosen}`);
  }

  const reported: Split = SPLITS.at(-1)!;
  const extractionLines: string[] = [];
  for (const dataset of [...DATASETS, 'both'] as const)
    for (const method of METHODS)
      for (const [setting, threshold] of [
        ['service default', SERVICE_DEFAULT],
        ['tuned on validation', best.get(method.name)!],
      ] as const) {
        const c = countsOf(dataset, reported, method.name, threshold);
        extractionLines.push(
          `| ${dataset === 'both' ? 'TECH + HOUSE' : dataset} | ${method.name} | ${threshold.toFixed(2)} (${setting}) | ${c.sentences} | ${c.gold} | ${c.predicted} | ${c.tp} | ${pct(precision(c))} | ${pct(recall(c))} | ${pct(f1(c))} |`,
        );
      }
  for (const line of extractionLines) console_(line);

  // The same runs as ranked lists.
  const rankedLines: string[] = [];
  for (const split of SPLITS)
    for (const dataset of DATASETS)
      for (const method of METHODS) {
        const r = rankSentences(runs.get(`${dataset} ${split} ${method.name}`)!.runs);
        rankedLines.push(
          `| ${dataset} | ${split} | ${method.name} | ${r.sentences} | ${fixed(r.rr / r.sentences)} | ${pct(r.rp1 / r.sentences)} | ${pct(r.rp5 / r.sentences)} | ${pct(r.rp10 / r.sentences)} |`,
        );
      }
  for (const line of rankedLines) console_(line);

  // Every candidate the extractor returns (threshold 0), by kind: names and search from the run without
  // meaning (a name's confidence says which kind of label it matched), meaning from the run with it.
  const semanticMethod = METHODS[1].name;
  const kinds: {
    name: string;
    method: string;
    source: Prediction['method'];
    keep: (c: number) => boolean;
  }[] = [
    {
      name: 'name: a one-word alternative label',
      method: METHODS[0].name,
      source: 'name',
      keep: (c) => near(c, ONE_WORD_ALTERNATIVE),
    },
    {
      name: 'name: a two-word alternative label',
      method: METHODS[0].name,
      source: 'name',
      keep: (c) => near(c, TWO_WORD_ALTERNATIVE),
    },
    {
      name: 'name: a preferred label, or a longer alternative one',
      method: METHODS[0].name,
      source: 'name',
      keep: (c) => !near(c, ONE_WORD_ALTERNATIVE) && !near(c, TWO_WORD_ALTERNATIVE),
    },
    {
      name: 'search (a short item), confidence < 0.7',
      method: METHODS[0].name,
      source: 'search',
      keep: (c) => c < 0.7,
    },
    {
      name: 'search (a short item), confidence >= 0.7',
      method: METHODS[0].name,
      source: 'search',
      keep: (c) => c >= 0.7,
    },
    {
      name: "meaning (the vector index; under 0.5 the search's ranking of the sentence too), confidence < 0.9",
      method: semanticMethod,
      source: 'semantic',
      keep: (c) => c < 0.9,
    },
    {
      name: 'meaning (the vector index), confidence >= 0.9',
      method: semanticMethod,
      source: 'semantic',
      keep: (c) => c >= 0.9,
    },
  ];
  const kindCounts = kinds.map((kind) =>
    DATASETS.map((d) =>
      count(
        runs.get(`${d} ${reported} ${kind.method}`)!.runs.map((run) => ({
          ...run,
          predictions: run.predictions.filter((p) => kind.keep(p.confidence)),
        })),
        0,
        kind.source,
      ),
    ).reduce(add),
  );
  const sourceLines = kinds.map(
    (kind, i) =>
      `| ${kind.name} | ${kindCounts[i]!.predicted} | ${kindCounts[i]!.tp} | ${kindCounts[i]!.predicted ? pct(precision(kindCounts[i]!)) : '-'} |`,
  );

  // Semantic candidates by confidence, from the floor (0.5) to the cap (0.95), with the cosine each means.
  const binLines: string[] = [];
  for (let bin = 0; bin < 9; bin++) {
    const low = 0.5 + bin / 20;
    // The last bin holds the cap of the calibration (0.95).
    const high = bin === 8 ? 2 : low + 0.05;
    const c = SPLITS.flatMap((s) => DATASETS.map((d) => runs.get(`${d} ${s} ${semanticMethod}`)!.runs))
      .map((r) =>
        count(
          r.map((run) => ({
            ...run,
            predictions: run.predictions.filter((p) => p.confidence < high - 1e-9),
          })),
          low - 1e-9,
          'semantic',
        ),
      )
      .reduce(add);
    if (!c.predicted) continue;
    const range = (from: number, to: number, digits: number) =>
      bin === 8 ? `>= ${from.toFixed(digits)}` : `${from.toFixed(digits)}-${to.toFixed(digits)}`;
    binLines.push(
      `| ${range(low, low + 0.05, 2)} | ${range(cosineOfConfidence(low), cosineOfConfidence(low + 0.05), 3)} | ${c.predicted} | ${c.tp} | ${pct(precision(c))} |`,
    );
  }
  for (const line of [...sourceLines, ...binLines]) console_(line);

  const speedLines = METHODS.map((method) => {
    const sentences = DATASETS.reduce(
      (n, d) => n + runs.get(`${d} ${reported} ${method.name}`)!.runs.length,
      0,
    );
    const seconds = DATASETS.reduce((n, d) => n + runs.get(`${d} ${reported} ${method.name}`)!.seconds, 0);
    return `| ${method.name} | ${sentences} | ${seconds.toFixed(1)} s | ${(sentences / seconds).toFixed(1)} |`;
  });
  for (const line of speedLines) console_(line);

  // Facts for the interpretation: spans ESCO has no skill for, and language names in the sentences.
  const techRows = data.get(`TECH ${reported}`)!;
  const absent = techRows.filter((r) => r.label === 'LABEL NOT PRESENT');
  const absentSpans = new Map<string, number>();
  for (const r of absent)
    absentSpans.set(r.span.toLowerCase(), (absentSpans.get(r.span.toLowerCase()) ?? 0) + 1);
  const commonAbsent = [...absentSpans.entries()]
    .filter(([span]) => span.split(' ').length === 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([span]) => span);
  const languages = { sentences: 0, gold: 0, found: 0 };
  for (const name of ['English', 'French', 'German', 'Spanish']) {
    const id = resolve([name]).ids.get(name);
    if (!id) continue;
    for (const d of DATASETS)
      for (const run of runs.get(`${d} ${reported} ${METHODS[0].name}`)!.runs) {
        if (!new RegExp(`\\b${name}\\b`, 'i').test(run.text)) continue;
        languages.sentences++;
        if (run.gold.has(id)) languages.gold++;
        if (run.predictions.some((p) => p.id === id)) languages.found++;
      }
  }
  const shipped = countsOf('both', reported, semanticMethod, SERVICE_DEFAULT);
  const namesShipped = countsOf('both', reported, METHODS[0].name, SERVICE_DEFAULT);
  const tuned = countsOf('both', reported, semanticMethod, best.get(semanticMethod)!);
  const oneWord = kindCounts[0]!;
  const labelOf = new Map([...gold.ids.entries()].map(([label, id]) => [id, label]));
  const missed = new Map<string, number>();
  for (const d of DATASETS)
    for (const run of runs.get(`${d} ${reported} ${semanticMethod}`)!.runs)
      for (const id of run.gold)
        if (!run.predictions.some((p) => p.id === id && p.confidence >= best.get(semanticMethod)!))
          missed.set(labelOf.get(id)!, (missed.get(labelOf.get(id)!) ?? 0) + 1);
  const missedExamples = [...missed.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([label, n]) => `"${label}" (${n})`);
  const wrongOneWord = new Map<string, number>();
  for (const d of DATASETS)
    for (const run of runs.get(`${d} ${reported} ${METHODS[0].name}`)!.runs)
      for (const p of run.predictions)
        if (p.method === 'name' && near(p.confidence, ONE_WORD_ALTERNATIVE) && !run.gold.has(p.id)) {
          const example = `"${p.matched.toLowerCase()}" -> ${p.label}`;
          wrongOneWord.set(example, (wrongOneWord.get(example) ?? 0) + 1);
        }
  const oneWordExamples = [...wrongOneWord.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([example]) => example);
  const rankOf = (dataset: Dataset) => rankScores.get(`${dataset} ${reported}`)!;
  interpretation.push(
    `- Span ranking: the skill search puts a gold skill first for ${pct(rankOf('TECH').rp[1] / rankOf('TECH').spans)} of TECH and ${pct(rankOf('HOUSE').rp[1] / rankOf('HOUSE').spans)} of HOUSE ${reported} spans, in the top 5 for ${pct(rankOf('TECH').rp[5] / rankOf('TECH').spans)} and ${pct(rankOf('HOUSE').rp[5] / rankOf('HOUSE').spans)}. These are only the spans the annotators could map to ESCO: ${absent.length} of the ${techRows.length} TECH ${reported} rows are LABEL NOT PRESENT, the most frequent one-word ones being technologies ESCO has no skill for (${commonAbsent.join(', ')}): whatever the service links them to counts as a false positive in the extraction figures.`,
    `- Extraction as shipped (threshold ${SERVICE_DEFAULT}) is ${f1(shipped) < f1(namesShipped) ? 'worse' : 'better'} with meaning than without (F1 ${pct(f1(shipped))} against ${pct(f1(namesShipped))}; precision ${pct(precision(shipped))}). Skills found by meaning below confidence 0.9 are right ${pct(precision(kindCounts[5]!))} of the time, those at 0.9 or more ${pct(precision(kindCounts[6]!))}; with the threshold tuned on validation (${best.get(semanticMethod)!.toFixed(2)}), F1 is ${pct(f1(tuned))}. The semantic floor (cosine ${SEMANTIC_FLOOR}), the calibration (cosine ${SEMANTIC_MIDPOINT} = confidence 0.5), the weight of phrases (0.5), the neighbours kept (3) and the weight of the skill search's first ten for a sentence (0.4, under the default threshold only) were set on the validation split.`,
    `- Names: one-word alternative labels (confidence ${ONE_WORD_ALTERNATIVE.toFixed(2)}, below the default threshold) are right ${oneWord.predicted ? pct(precision(oneWord)) : '-'} of the time (${oneWord.tp} of ${oneWord.predicted}${oneWordExamples.length ? `; most often wrong: ${oneWordExamples.join(', ')}` : ''}). Language names are skills: ${languages.gold} of the ${languages.sentences} sentences naming English, French, German or Spanish have that language as a gold skill; the extractor finds ${languages.found}.`,
    `- Recall stays low (${pct(recall(tuned))} at the tuned threshold): the gold skills missed most often are ${missedExamples.join(', ')}: skills written in other words than ESCO's labels escape the dictionary, and the embeddings of a sentence and of its phrases seldom rank them among their three nearest skills. Precision is a lower bound, since a correct skill outside the annotated spans counts as wrong.`,
  );

  const sentenceCount = (split: Split) =>
    DATASETS.map((d) => `${d} ${sentencesOf(data.get(`${d} ${split}`)!, gold.ids).size}`).join(', ');
  const totalMinutes = (performance.now() - began) / 60_000;
  sections.push(
    [
      '### Data',
      '',
      'The TECH and HOUSE skill-extraction benchmarks of Decorte, Van Hautte, Deleu, Develder and Demeester, ' +
        '"Design of negative sampling strategies for distantly supervised skill extraction", RecSys-in-HR 2022 ' +
        '(CEUR-WS vol. 3218, paper 4): sentences of job postings (SkillSpan, Zhang et al. 2022) whose skill spans ' +
        'were each labelled with an ESCO skill by its preferred label (ESCO 1.1), or with LABEL NOT PRESENT / ' +
        'UNDERSPECIFIED. Only sentences with at least one annotated span are in the files ' +
        `(${SPLITS.map((s) => `${s}: ${sentenceCount(s)}`).join('; ')} sentences).`,
      '',
      `Gold labels: ${labels.size} distinct ESCO labels; ${gold.how.exact} are a preferred label of the bundled ESCO 1.1.1 as is, ` +
        `${gold.how.punctuation} once punctuation is ignored (the dataset drops the commas of labels such as ` +
        `"apply knowledge of philosophy, ethics and religion"), ${gold.how.alternative} through an alternative label, ` +
        `${gold.how.missing.length} not at all${gold.how.missing.length ? ` (${gold.how.missing.map((l) => `"${l}"`).join(', ')})` : ''}. ` +
        `Of the ${list.how.labels.toLocaleString('en')} labels of the dataset's ESCO list (skills_en_label.txt), ${list.how.exact.toLocaleString('en')} are preferred labels of the graph as is, ` +
        `${list.how.punctuation} up to punctuation, ${list.how.alternative} through an alternative label and ${list.how.missing.length} not at all: ESCO 1.1 and 1.1.1 name the same skills.`,
    ].join('\n'),
    [
      '### Span ranking (the papers\u2019 metric)',
      '',
      'Each annotated span with an ESCO label (the rows of one span in one sentence grouped, so a span can ' +
        'have several gold skills) goes through the skill search (`GraphSearch`, kind Skill, ESCO only, words ' +
        `and ${embedder.id}) with the span text as the query; MRR over the ranked hits (the search returns at ` +
        'most its candidate pool; a gold skill outside it counts 0) and R-Precision@K = gold skills in the top K ' +
        '/ min(K, gold skills of the span), as in the paper (= hit@K for a span with one gold skill).',
      '',
      '| Set | Split | Spans | Spans with no gold skill in the graph | MRR | RP@1 | RP@5 | RP@10 |',
      '|---|---|---|---|---|---|---|---|',
      ...rankLines,
    ].join('\n'),
    [
      '### Sentences to ranked skills (the extraction route\u2019s list)',
      '',
      'The runs below, read as rankings: every skill `extractSkills` returns for a whole sentence at threshold ' +
        '0 (ESCO only, English, at most 50), by confidence; R-Precision@K = gold skills in the top K / min(K, gold ' +
        'skills of the sentence) and MRR over the first 10, averaged over the sentences with a gold skill (gold ' +
        'labels missing from the graph stay in the count). Published on this task (test splits, TECH / HOUSE): ' +
        'stock all-mpnet-base-v2 RP@5 39.6% / 26.2%; Decorte et al. 2023 RP@5 54.6% / 45.7%, MRR 0.529 / 0.428; ' +
        'ConTeXT-match (2025) on TECH RP@5 64.0%, MRR 0.632 (../shared/eval/README.md).',
      '',
      '| Set | Split | Method | Sentences | MRR | RP@1 | RP@5 | RP@10 |',
      '|---|---|---|---|---|---|---|---|',
      ...rankedLines,
    ].join('\n'),
    [
      `### Extraction from sentences (${reported} split)`,
      '',
      'Each sentence goes whole through `DocumentServices.extractSkills` (ESCO only, English; the service ' +
        'treats a line of four words or fewer, or a list, as short items for the search), once with ' +
        '`semantic: false` (dictionary of skill names, plus the search for short items) and once with ' +
        '`semantic: true` (also the vector index for each passage of four words or more and each of its phrases). The set of skills ' +
        'found is compared with the set of gold skills of the sentence, micro-averaged over sentences: a ' +
        'skill found that is not a gold skill of the sentence is a false positive (also on sentences whose ' +
        'spans are all LABEL NOT PRESENT / UNDERSPECIFIED); gold labels missing from the graph count as ' +
        'missed. Only the annotated spans carry gold skills, so a correct skill named elsewhere in a sentence ' +
        'counts as a false positive: precision is a lower bound.',
      '',
      '| Set | Method | Threshold | Sentences | Gold skills | Found | Correct | Precision | Recall | F1 |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...extractionLines,
      '',
      `Threshold sweep on the validation split (F1; TECH + HOUSE pooled chooses the threshold: ` +
        METHODS.map((m) => `${best.get(m.name)!.toFixed(2)} for ${m.name}`).join(', ') +
        `; the service default is ${SERVICE_DEFAULT}):`,
      '',
      `| Threshold | ${METHODS.flatMap((m) => [...DATASETS, 'both'].map((d) => `${m.semantic ? 'names + meaning' : 'names'}, ${d}`)).join(' | ')} |`,
      `|---|${METHODS.flatMap(() => [...DATASETS, 'both'].map(() => '---|')).join('')}`,
      ...sweepLines,
      '',
      `Every candidate the extractor returns (threshold 0), by kind (${reported}, TECH + HOUSE; names and search from the run without meaning):`,
      '',
      '| Kind | Found | Correct | Precision |',
      '|---|---|---|---|',
      ...sourceLines,
      '',
      `Skills found by meaning, by confidence (${SPLITS.join(' + ')}, TECH + HOUSE; a skill also found by its name counts as a name). Confidence = 0.5 + (cosine - ${SEMANTIC_MIDPOINT}) x ${SEMANTIC_SLOPE}, capped at 0.95, halved for a phrase's skills (the cosine bands below are a whole passage's); passages and phrases closer than cosine ${SEMANTIC_FLOOR} to no skill give none.`,
      '',
      '| Confidence | Cosine | Found | Correct | Precision |',
      '|---|---|---|---|---|',
      ...binLines,
      '',
      `Speed (${reported} split, one sentence at a time, after a ${warmUp.toFixed(1)} s warm-up that builds the name dictionary and loads the model):`,
      '',
      '| Method | Sentences | Time | Sentences/s |',
      '|---|---|---|---|',
      ...speedLines,
      '',
      `Whole run: ${totalMinutes.toFixed(1)} min.`,
    ].join('\n'),
  );
} finally {
  await documents.close();
  await graph.close();
}

const command =
  `node scripts/eval/skills.ts --uri ${values.uri} --split ${values.split}` +
  (values.limit ? ` --limit ${values.limit}` : '') +
  (values['passage-k'] ? ` --passage-k ${values['passage-k']}` : '') +
  (values['semantic-floor'] ? ` --semantic-floor ${values['semantic-floor']}` : '');
const body = [
  `Measured ${new Date().toISOString().slice(0, 10)} with \`${command}\` on the development database (bundled ESCO 1.1.1, ROME, O*NET; every skill embedded with ${embedder.id}), on a machine with ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}) shared with other jobs: one-minute load average ${loadBefore.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end, so the speed figures are indicative.`,
  '',
  ...sections.flatMap((section) => [section, '']),
  '### Interpretation',
  '',
  ...interpretation,
].join('\n');
if (WRITE) writeEvaluationSection('Skill extraction', body);
else console.error('[eval] EVALUATION.md not written (--limit, --no-write or a what-if option)');
console.log(body);
