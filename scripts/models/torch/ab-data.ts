// Data for scripts/models/torch/finetune_ab.py: the bundled ESCO occupations (preferred and English
// alternative labels, label + description as text) and the JobBERT validation titles, drawn as
// `node scripts/eval/search.ts --split validation --titles 2000` draws them (the test sample excluded).
// Training sources beside ESCO's labels, all from the bundled frameworks (no evaluation title):
//   onet  every O*NET occupation's title with its alternate and reported job titles, and the ESCO
//         occupations Nesta's crosswalk files under it (only where it files exactly one);
//   rome  every ROME sheet's title with its appellations (French).
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
const rows = async function* (path: string) {
  for await (const { values } of readCsv(join(ROOT, 'seeds', path), { onMalformed: () => {} })) yield values;
};
const onet = new Map<string, { code: string; title: string; alts: Set<string>; esco: string[] }>();
for await (const r of rows('onet/occupation_data.csv.gz')) {
  const code = r['O*NET-SOC Code'] ?? '';
  onet.set(code, { code, title: r['Title'] ?? '', alts: new Set(), esco: [] });
}
for await (const r of rows('onet/alternate_titles.csv.gz')) {
  const o = onet.get(r['O*NET-SOC Code'] ?? '');
  for (const title of [r['Alternate Title'], r['Short Title']]) if (o && title) o.alts.add(title.trim());
}
for await (const r of rows('onet/sample_of_reported_titles.csv.gz'))
  if (r['Reported Job Title']) onet.get(r['O*NET-SOC Code'] ?? '')?.alts.add(r['Reported Job Title'].trim());
for await (const r of rows('crosswalks/esco_onet_crosswalk_Nov2020.csv.gz'))
  if (r['concept_uri']) onet.get(r['onet_code'] ?? '')?.esco.push(r['concept_uri']);
const rome = new Map<string, { code: string; title: string; alts: Set<string> }>();
for await (const r of rows('rome/unix_referentiel_code_rome_v460_utf8.csv.gz'))
  rome.set(r['code_rome'] ?? '', {
    code: r['code_rome'] ?? '',
    title: r['libelle_rome'] ?? '',
    alts: new Set(),
  });
for await (const r of rows('rome/unix_referentiel_appellation_v460_utf8.csv.gz'))
  if (r['libelle_appellation_long']) rome.get(r['code_rome'] ?? '')?.alts.add(r['libelle_appellation_long']);
const known = new Set(occupations.map((o) => o.id));
writeFileSync(
  out,
  JSON.stringify({
    occupations,
    validation,
    onet: [...onet.values()]
      .filter((o) => o.alts.size > 0)
      .map((o) => ({
        ...o,
        alts: [...o.alts],
        esco: o.esco.length === 1 && known.has(o.esco[0]!) ? o.esco : [],
      })),
    rome: [...rome.values()].filter((o) => o.alts.size > 0).map((o) => ({ ...o, alts: [...o.alts] })),
  }),
);
console.log(`${occupations.length} occupations, ${validation.length} validation titles of ${titles.length}`);
