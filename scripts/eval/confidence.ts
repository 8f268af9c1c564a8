// Does the occupation search's confidence tell a match from none? Measured, not tuned:
//  - JobBERT titles (./jobbert.ts): each title's first 10 ESCO occupations through GraphSearch, with
//    their confidences and whether each is the occupation the set labels it with;
//  - queries that name nothing: seeded strings of random letters (one or two "words" of 3-12 letters),
//    a null model written here, not labelled data: what the search gives a query without meaning.
// Reported: the first hit's confidence by quantile (right, wrong, random strings), how well it and the
// first hit's margin over the tenth separate right from wrong and titles from random strings (AUC), and
// what a confidence calibrated to P(the set's occupation) would be: an isotonic map fitted on validation
// titles (pool-adjacent-violators), scored on the test titles (expected calibration error, Brier).
//   node scripts/eval/confidence.ts [--uri bolt://127.0.0.1:7687] [--validation 4000] [--random 300] [--no-write]
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { openGraph } from '../../src/db/executor.ts';
import { loadEmbedder } from '../../src/embeddings/model.ts';
import { GraphSearch } from '../../src/graph/search.ts';
import { jobbertSample, jobbertTitles, TEST_TITLES } from './jobbert.ts';
import { writeEvaluationSection } from './report.ts';
import { seeded } from './seeded.ts';

const { values } = parseArgs({
  options: {
    uri: { type: 'string', default: 'bolt://127.0.0.1:7687' },
    password: { type: 'string', default: 'skillgraph-local-dev' },
    validation: { type: 'string', default: '4000' },
    random: { type: 'string', default: '300' },
    'no-write': { type: 'boolean', default: false },
  },
});

for (const option of ['validation', 'random'] as const)
  if (!(Number(values[option]) >= 1)) throw new Error(`--${option} must be a count of 1 or more`);

const graph = await openGraph(
  { uri: values.uri, username: 'neo4j', password: values.password },
  { logger: pino({ level: 'warn' }), migrate: false },
);
const embedder = await loadEmbedder();
const search = new GraphSearch(graph.executor, embedder);
await search.warm();

/** Per query: its hits' confidences, best first, and the index of the right one (-1: none). */
interface Ranked {
  confidences: number[];
  right: number;
}
async function ranked(queries: { text: string; id: string | null }[]): Promise<Ranked[]> {
  const results = await search.searchAll(
    queries.map((query) => ({
      kind: 'Occupation' as const,
      q: query.text,
      limit: 10,
      threshold: 0,
      language: 'en' as const,
      frameworks: ['ESCO'],
    })),
  );
  return results.map((hits, i) => ({
    confidences: hits.map((hit) => hit.confidence),
    right: hits.findIndex((hit) => hit.id === queries[i]!.id),
  }));
}

const { titles } = await jobbertTitles(graph.executor);
const validation = await ranked(jobbertSample(titles, 'validation', Number(values.validation)));
const test = await ranked(jobbertSample(titles, 'test', TEST_TITLES));
const random = seeded(4242);
const word = () =>
  Array.from({ length: 3 + Math.floor(random() * 10) }, () =>
    String.fromCharCode(97 + Math.floor(random() * 26)),
  ).join('');
const nothing = await ranked(
  Array.from({ length: Number(values.random) }, () => ({
    text: random() < 0.5 ? word() : `${word()} ${word()}`,
    id: null,
  })),
);
await graph.close();
await (embedder as { close?: () => Promise<void> }).close?.();

const quantile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
};
const QUANTILES = [0.05, 0.25, 0.5, 0.75, 0.95];
const auc = (positives: number[], negatives: number[]) => {
  let sum = 0;
  for (const p of positives) for (const n of negatives) sum += p > n ? 1 : p === n ? 0.5 : 0;
  return sum / (positives.length * negatives.length);
};
const first = (rs: Ranked[]) => rs.filter((r) => r.confidences.length).map((r) => r.confidences[0]!);
const margin = (rs: Ranked[]) =>
  rs.filter((r) => r.confidences.length >= 10).map((r) => r.confidences[0]! - r.confidences[9]!);
const rightOnes = (rs: Ranked[]) => rs.filter((r) => r.right === 0);
const wrongOnes = (rs: Ranked[]) => rs.filter((r) => r.right !== 0);

// P(a hit is the set's occupation | its confidence): isotonic, fitted on every validation hit.
function isotonic(points: [number, number][]) {
  const blocks: { from: number; sum: number; n: number }[] = [];
  for (const [x, y] of [...points].sort((a, b) => a[0] - b[0])) {
    blocks.push({ from: x, sum: y, n: 1 });
    while (
      blocks.length > 1 &&
      blocks.at(-2)!.sum / blocks.at(-2)!.n >= blocks.at(-1)!.sum / blocks.at(-1)!.n
    ) {
      const last = blocks.pop()!;
      blocks.at(-1)!.sum += last.sum;
      blocks.at(-1)!.n += last.n;
    }
  }
  return (x: number) => {
    let p = blocks[0] ? blocks[0].sum / blocks[0].n : 0;
    for (const block of blocks) if (x >= block.from) p = block.sum / block.n;
    return p;
  };
}
const hitsOf = (rs: Ranked[]) =>
  rs.flatMap((r) => r.confidences.map((c, i) => [c, i === r.right ? 1 : 0] as [number, number]));
const calibrated = isotonic(hitsOf(validation));
const ece = (points: [number, number][], p: (x: number) => number) => {
  const bins = Array.from({ length: 10 }, () => ({ p: 0, y: 0 }));
  for (const [x, y] of points) {
    const bin = bins[Math.min(9, Math.floor(p(x) * 10))]!;
    bin.p += p(x);
    bin.y += y;
  }
  return bins.reduce((sum, bin) => sum + Math.abs(bin.p - bin.y), 0) / points.length;
};
const brier = (points: [number, number][], p: (x: number) => number) =>
  points.reduce((sum, [x, y]) => sum + (p(x) - y) ** 2, 0) / points.length;
const identity = (x: number) => x;

const f3 = (x: number) => x.toFixed(3);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const quantileRow = (name: string, xs: number[]) =>
  `| ${name} | ${xs.length} | ${QUANTILES.map((p) => f3(quantile(xs, p))).join(' | ')} |`;
const share = (xs: number[], at: number) => pct(xs.filter((x) => x >= at).length / xs.length);
const testCalibrated = first(test).map(calibrated);
const nothingCalibrated = first(nothing).map(calibrated);
const body = [
  `Measured ${new Date().toISOString().slice(0, 10)} with \`node scripts/eval/confidence.ts --validation ${values.validation} --random ${values.random}\` on the development database (bundled data, ${embedder.id}), ESCO occupations only.`,
  '',
  "The first hit's confidence, by quantile (5%, 25%, 50%, 75%, 95%):",
  '',
  '| Queries | n | 5% | 25% | 50% | 75% | 95% |',
  '|---|---|---|---|---|---|---|',
  quantileRow('validation titles, first hit right', first(rightOnes(validation))),
  quantileRow('validation titles, first hit wrong', first(wrongOnes(validation))),
  quantileRow('test titles, first hit right', first(rightOnes(test))),
  quantileRow('test titles, first hit wrong', first(wrongOnes(test))),
  quantileRow('random letters (name nothing)', first(nothing)),
  '',
  'How well one number separates (AUC; 0.5 is chance):',
  '',
  '| Feature | test titles, right against wrong first hits | test titles against random letters |',
  '|---|---|---|',
  `| first hit's confidence | ${f3(auc(first(rightOnes(test)), first(wrongOnes(test))))} | ${f3(auc(first(test), first(nothing)))} |`,
  `| first hit's confidence minus the tenth's | ${f3(auc(margin(rightOnes(test)), margin(wrongOnes(test))))} | ${f3(auc(margin(test), margin(nothing)))} |`,
  '',
  "Calibrated to P(the set's occupation) by an isotonic map fitted on every validation hit (first 10 per title), on the test titles' hits:",
  '',
  '| Test hits | expected calibration error | Brier score |',
  '|---|---|---|',
  `| confidence as served | ${f3(ece(hitsOf(test), identity))} | ${brier(hitsOf(test), identity).toFixed(4)} |`,
  `| calibrated | ${f3(ece(hitsOf(test), calibrated))} | ${brier(hitsOf(test), calibrated).toFixed(4)} |`,
  '',
  `Calibrated, the test titles' first hits would read ${QUANTILES.map((p) => f3(quantile(testCalibrated, p))).join(' / ')} at those quantiles (${share(testCalibrated, 0.3)} at 0.3 or more, ${share(testCalibrated, 0.1)} at 0.1 or more), random letters' ${f3(quantile(nothingCalibrated, 0.5))} at the median (${share(nothingCalibrated, 0.1)} at 0.1 or more). As served, every random string's first hit is at ${f3(Math.min(...first(nothing)))} or more, above the search's default threshold (0.1) and the workforce mapping's (0.3).`,
].join('\n');
console.log(body);
if (!values['no-write']) writeEvaluationSection('Occupation confidences: a match or none?', body);
process.exit(0);
