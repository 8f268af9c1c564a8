// Scores a parser's JSON lines ({pdf, truth, theme, parsed}, as printed by run_openresume.py) against the
// corpus ground truth with scripts/eval/cv-fields.ts, and prints precision / recall / F1 per field, then
// the all-field figures per theme. Truth values that a theme does not print (the manifest's notShown:
// profiles shown as icons only, a city a theme leaves out) are taken out of that document's truth
// first, unless --all-facts is given.
//   node scripts/eval/cv-peer/score.ts .cache/cv-peer/openresume.jsonl [--json] [--all-facts]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { FIELDS, type FieldCounts, type JsonResume, scoreCv, summarise } from '../cv-fields.ts';
import { shownTruth } from './shown-truth.ts';

interface Line {
  pdf: string;
  truth: string;
  theme: string;
  resume: string;
  parsed: JsonResume;
}

const { values, positionals } = parseArgs({
  options: { json: { type: 'boolean', default: false }, 'all-facts': { type: 'boolean', default: false } },
  allowPositionals: true,
});
const input = positionals[0];
if (!input) throw new Error('usage: node scripts/eval/cv-peer/score.ts <lines.jsonl> [--json]');
const CORPUS = join(import.meta.dirname, '..', 'cv-corpus');

const manifest = JSON.parse(readFileSync(join(CORPUS, 'manifest.json'), 'utf8')) as {
  documents: Array<{ pdf: string; notShown: string[] }>;
};
const notShown = new Map(manifest.documents.map((d) => [d.pdf, d.notShown]));

const lines = readFileSync(input, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Line);
const truths = new Map<string, JsonResume>();
const byTheme = new Map<string, FieldCounts[]>();
const all: FieldCounts[] = [];
for (const line of lines) {
  let truth = truths.get(line.truth);
  if (!truth) {
    truth = JSON.parse(readFileSync(join(CORPUS, line.truth), 'utf8')) as JsonResume;
    truths.set(line.truth, truth);
  }
  const scored = values['all-facts'] ? truth : shownTruth(truth, notShown.get(line.pdf) ?? []);
  const counts = scoreCv(scored, line.parsed ?? {});
  all.push(counts);
  byTheme.set(line.theme, [...(byTheme.get(line.theme) ?? []), counts]);
}

const summary = summarise(all);
const themes = Object.fromEntries([...byTheme].map(([theme, counts]) => [theme, summarise(counts).all]));
if (values.json) {
  console.log(JSON.stringify({ documents: lines.length, fields: summary, themes }, null, 2));
} else {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(
    `${lines.length} documents${values['all-facts'] ? '' : ', values a theme does not print left out of the truth'}\n`,
  );
  console.log('| Field | Precision | Recall | F1 | tp | fp | fn |\n|---|---|---|---|---|---|---|');
  for (const field of [...FIELDS, 'all'] as const) {
    const s = summary[field];
    console.log(
      `| ${field} | ${pct(s.precision)} | ${pct(s.recall)} | ${pct(s.f1)} | ${s.tp} | ${s.fp} | ${s.fn} |`,
    );
  }
  console.log('\n| Theme | Precision | Recall | F1 |\n|---|---|---|---|');
  for (const [theme, s] of Object.entries(themes)) {
    console.log(`| ${theme} | ${pct(s.precision)} | ${pct(s.recall)} | ${pct(s.f1)} |`);
  }
}
