// Data for scripts/models/torch/finetune_ab.py: the bundled ESCO occupations (preferred and English
// alternative labels, label + description as text) and the JobBERT validation titles, drawn as
// `node scripts/eval/search.ts --split validation --titles 2000` draws them (the test sample excluded).
//   node scripts/models/torch/ab-data.ts <out.json>
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCsv } from '../../../src/seeding/csv.ts';
import { seeded, shuffle } from '../../eval/seeded.ts';

const out = process.argv[2];
if (!out) {
  console.error('usage: node scripts/models/torch/ab-data.ts <out.json>');
  process.exit(2);
}
const ROOT = join(import.meta.dirname, '..', '..', '..');
const occupations: { id: string; label: string; alts: string[]; text: string }[] = [];
for await (const { values: r } of readCsv(join(ROOT, 'seeds', 'esco', 'occupations_en.csv.gz'), {
  onMalformed: () => {},
})) {
  if (!r['conceptUri']) continue;
  occupations.push({
    id: r['conceptUri'],
    label: r['preferredLabel'] ?? '',
    alts: (r['altLabels'] ?? '')
      .split('\n')
      .map((label) => label.trim())
      .filter(Boolean),
    text: `${r['preferredLabel']}. ${r['description'] ?? ''}`.slice(0, 1000),
  });
}
const byLabel = new Map(occupations.map((o) => [o.label.toLowerCase(), o.id]));
const titles: { text: string; id: string }[] = [];
for await (const { values: r } of readCsv(
  join(ROOT, '..', 'shared', 'eval', 'jobbert', 'jobbert_v1_titles.csv'),
  {
    onMalformed: () => {},
  },
)) {
  const id = byLabel.get((r['label'] ?? '').toLowerCase());
  if (id) titles.push({ text: r['text'] ?? '', id });
}
// As scripts/eval/search.ts: the test sample is the first 2,000 of one seeded order.
const sampleOf = <T>(items: T[], count: number, seed: number) => shuffle(items, seeded(seed)).slice(0, count);
const validation = sampleOf(sampleOf(titles, titles.length, 7).slice(2000), 2000, 99);
writeFileSync(out, JSON.stringify({ occupations, validation }));
console.log(`${occupations.length} occupations, ${validation.length} validation titles of ${titles.length}`);
