// The JobBERT titles (../shared/eval/jobbert: raw vacancy titles, each with the ESCO v1.0.5 occupation
// it denotes) and their two samples, shared by the evaluations that read them: the test sample is the
// first TEST_TITLES of one seeded order, validation titles are drawn from the rest (for tuning).
import { join } from 'node:path';
import type { Executor } from '../../src/db/executor.ts';
import { readCsv } from '../../src/seeding/csv.ts';
import { seeded, shuffle } from './seeded.ts';

const FILE = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'shared',
  'eval',
  'jobbert',
  'jobbert_v1_titles.csv',
);
export const TEST_TITLES = 2000;

export interface Title {
  text: string;
  /** The graph id of the ESCO occupation the set labels it with. */
  id: string;
}

/** Every title whose label names an ESCO occupation of the graph; `unresolved` counts the others. */
export async function jobbertTitles(executor: Executor) {
  const occupations = await executor.runStatement<{ id: string; label: string; uri: string }>(
    "MATCH (o:Occupation {framework: 'ESCO'}) RETURN o.id AS id, toLower(o.label_en) AS label, o.uri AS uri",
  );
  const byLabel = new Map(occupations.map((o) => [o.label, o.id]));
  const titles: Title[] = [];
  let unresolved = 0;
  for await (const { values: r } of readCsv(FILE, { onMalformed: () => {} })) {
    const id = byLabel.get((r['label'] ?? '').toLowerCase());
    if (id) titles.push({ text: r['text'] ?? '', id });
    else unresolved++;
  }
  return { titles, unresolved, occupations };
}

/** Every title in the seeded order the samples are cut from: the first TEST_TITLES are the test sample. */
export const jobbertOrder = (titles: Title[]): Title[] => shuffle(titles, seeded(7));

/** `count` titles of one split: the test sample's first ones, or a seeded draw of validation titles. */
export function jobbertSample(titles: Title[], split: 'test' | 'validation', count: number): Title[] {
  // More test titles than the test sample holds would be validation titles reported as test.
  if (split === 'test' && count > TEST_TITLES)
    throw new Error(`The test sample is the first ${TEST_TITLES} titles: ask for ${TEST_TITLES} or fewer`);
  const ordered = jobbertOrder(titles);
  return split === 'validation'
    ? shuffle(ordered.slice(TEST_TITLES), seeded(99)).slice(0, count)
    : ordered.slice(0, count);
}
