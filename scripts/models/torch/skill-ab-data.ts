// Data for scripts/models/torch/skill_ab.py (issue 16 items 1 and 3): the bundled ESCO skills (preferred
// and English alternative labels, the text the shipped recipe embeds, the whole description for training)
// and Decorte et al.'s TECH and HOUSE sentences and spans of one split, each with the ESCO skills its
// annotators chose (by preferred label; LABEL NOT PRESENT and UNDERSPECIFIED left out, as
// scripts/eval/skills.ts counts them). Only ESCO's own data is for training; the sentences only judge.
//   node scripts/models/torch/skill-ab-data.ts <validation|test> <out.json>
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCsv } from '../../../src/seeding/csv.ts';
import { conceptText } from '../../../src/seeding/embed.ts';
import { seeded, shuffle } from '../../eval/seeded.ts';

const [split, out] = process.argv.slice(2);
if ((split !== 'validation' && split !== 'test') || !out) {
  console.error('usage: node scripts/models/torch/skill-ab-data.ts <validation|test> <out.json>');
  process.exit(2);
}
const ROOT = join(import.meta.dirname, '..', '..', '..');
const skills: { id: string; label: string; alts: string[]; text: string; description: string }[] = [];
for await (const { values: r } of readCsv(join(ROOT, 'seeds', 'esco', 'skills_en.csv.gz'), {
  onMalformed: () => {},
})) {
  if (!r['conceptUri'] || !r['preferredLabel']) continue;
  const alts = (r['altLabels'] ?? '')
    .split('\n')
    .map((label) => label.trim())
    .filter(Boolean);
  const description = (r['description'] ?? '').replace(/\s+/g, ' ').trim();
  skills.push({
    id: r['conceptUri'],
    label: r['preferredLabel'],
    alts,
    text: conceptText([
      ['label_en', r['preferredLabel']],
      ['alt_labels_en', alts],
      ['description_en', description],
    ]),
    description,
  });
}
const byLabel = new Map(skills.map((s) => [s.label, s.id]));
const NO_LABEL = new Set(['LABEL NOT PRESENT', 'UNDERSPECIFIED']);
const sets: Record<
  string,
  {
    sentences: { text: string; gold: string[]; unresolved: number }[];
    spans: { text: string; gold: string }[];
  }
> = {};
for (const dataset of ['tech', 'house']) {
  const sentences = new Map<string, { gold: Set<string>; unresolved: number }>();
  const spans: { text: string; gold: string }[] = [];
  const file = join(ROOT, '..', 'shared', 'eval', 'decorte', `${dataset}_${split}_annotations.csv`);
  for await (const { values: r } of readCsv(file, { onMalformed: () => {} })) {
    const sentence = r['sentence'] ?? '';
    const entry = sentences.get(sentence) ?? { gold: new Set<string>(), unresolved: 0 };
    sentences.set(sentence, entry);
    const label = (r['label'] ?? '').trim();
    if (NO_LABEL.has(label)) continue;
    const id = byLabel.get(label);
    if (id) {
      entry.gold.add(id);
      if (r['span']) spans.push({ text: r['span'], gold: id });
    } else entry.unresolved++;
  }
  sets[dataset] = {
    sentences: [...sentences].map(([text, e]) => ({ text, gold: [...e.gold], unresolved: e.unresolved })),
    spans,
  };
}
// A check that tuning on English leaves the model multilingual: the French and Spanish preferred labels of
// 1,000 skills (seeded), each as a query for its skill, whose vector in this A/B holds English only.
if (split === 'validation') {
  const drawn = new Set(shuffle([...byLabel.values()], seeded(5)).slice(0, 1000));
  for (const language of ['fr', 'es']) {
    const spans: { text: string; gold: string }[] = [];
    const file = join(ROOT, 'seeds', 'esco', `skills_${language}.csv.gz`);
    for await (const { values: r } of readCsv(file, { onMalformed: () => {} }))
      if (r['conceptUri'] && drawn.has(r['conceptUri']) && r['preferredLabel'])
        spans.push({ text: r['preferredLabel'], gold: r['conceptUri'] });
    sets[`${language} labels`] = { sentences: [], spans };
  }
}
writeFileSync(out, JSON.stringify({ skills, sets }));
console.log(
  `${skills.length} skills; ${Object.entries(sets)
    .map(([name, s]) => `${name} ${s.sentences.length} sentences, ${s.spans.length} spans`)
    .join('; ')}`,
);
