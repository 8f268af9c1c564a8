// Correspondences inferred where no table exists: occupations of two frameworks that share job titles,
// and ROME sectors and the NACE divisions their job sheets are filed under. Each method is a load
// session of its own (crosswalk-edges.ts), re-run whole after every framework load. Edges:
// docs/graph-model.md, "Crosswalks".
import type { Executor } from '../db/executor.ts';
import { fold } from '../fold.ts';
import { crosswalkSession, finishTable, type Match } from './crosswalk-edges.ts';
import type { FrameworkInfo, LoadReport } from './session.ts';

export const INFERRED_FR: FrameworkInfo = {
  id: 'inferred-shared-titles-fr',
  name: 'Inferred: ROME job sheets -> ESCO occupations sharing French job titles',
  licence: 'derived from the linked frameworks',
  attribution: 'skillgraph, from ROME (France Travail) and ESCO (European Commission) labels',
  source: 'cypher/queries/seed/crosswalk-titles.cypher, src/seeding/inferred-crosswalks.ts',
};
export const INFERRED_EN: FrameworkInfo = {
  id: 'inferred-shared-titles-en',
  name: 'Inferred: ONS SOC 2020 unit groups and O*NET occupations -> ESCO occupations sharing English job titles',
  licence: 'derived from the linked frameworks',
  attribution: 'skillgraph, from ONS SOC 2020, O*NET and ESCO labels',
  source: 'cypher/queries/seed/crosswalk-titles.cypher, src/seeding/inferred-crosswalks.ts',
};

export const INFERRED_SECTORS: FrameworkInfo = {
  id: 'inferred-shared-sheets',
  name: 'Inferred: ROME sectors of activity -> NACE Rev. 2.1 divisions their job sheets are filed under',
  licence: 'derived from the linked frameworks',
  attribution: 'skillgraph, from ROME (France Travail) sector and NAF filings and NACE Rev. 2.1 (Eurostat)',
  source: 'cypher/queries/seed/crosswalk-sector-sheets.cypher, src/seeding/inferred-crosswalks.ts',
};

// ---------------------------------------------------------------------------------------------------
// Inferred correspondences: occupations of two frameworks that share job titles, compared without case
// or accents. Where a title pairs a masculine and a feminine form ("Boulanger / Boulangère",
// "serveur/serveuse"), each form also counts as the title.

/** A title compared without case, accents or punctuation. */
export function titleKey(title: string): string {
  return fold(title)
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The keys of one title: itself and, for "A / B rest" pairs, "A rest" and "B rest". */
export function titleKeys(title: string): string[] {
  const keys = new Set([titleKey(title)]);
  const parts = title.split('/');
  if (parts.length === 2) {
    const left = (parts[0] as string).trim().split(/\s+/);
    const right = (parts[1] as string).trim().split(/\s+/);
    // The feminine form has as many words as the masculine one; the words after them are shared.
    if (left.length <= right.length && left[0] && right[0]) {
      const rest = right.slice(left.length);
      keys.add(titleKey([...left, ...rest].join(' ')));
      keys.add(titleKey(right.join(' ')));
    }
  }
  keys.delete('');
  return [...keys];
}

export interface TitlePair {
  from: string;
  to: string;
  /** The source's titles that the target also has. */
  shared: string[];
  /** Shared titles / the source's titles. */
  score: number;
}

/**
 * Pairs each source occupation with every target occupation sharing at least one title key. The score
 * is the share of the source's titles (preferred and alternative labels) that the target also has.
 */
export function sharedTitlePairs(
  sources: { id: string; titles: string[] }[],
  targets: { id: string; titles: string[] }[],
): TitlePair[] {
  const byKey = new Map<string, Set<string>>();
  for (const target of targets) {
    for (const title of target.titles) {
      for (const key of titleKeys(title)) {
        const ids = byKey.get(key) ?? new Set<string>();
        ids.add(target.id);
        byKey.set(key, ids);
      }
    }
  }
  const pairs: TitlePair[] = [];
  for (const source of sources) {
    const titles = [...new Set(source.titles.map((title) => title.trim()).filter(Boolean))];
    const shared = new Map<string, string[]>();
    for (const title of titles) {
      const matched = new Set(titleKeys(title).flatMap((key) => [...(byKey.get(key) ?? [])]));
      for (const target of matched) shared.set(target, [...(shared.get(target) ?? []), title]);
    }
    for (const [target, common] of shared) {
      pairs.push({
        from: source.id,
        to: target,
        shared: common,
        score: Math.round((common.length / titles.length) * 1000) / 1000,
      });
    }
  }
  return pairs;
}

const INFERENCES: { method: FrameworkInfo; lang: string; pairs: [string, string][] }[] = [
  { method: INFERRED_FR, lang: 'fr', pairs: [['ROME', 'ESCO']] },
  {
    method: INFERRED_EN,
    lang: 'en',
    pairs: [
      ['ONS', 'ESCO'],
      ['ONET', 'ESCO'],
    ],
  },
];

/**
 * Writes the inferred crosswalks from the graph's current labels, one session per method; the edges a
 * method no longer infers are removed. Run after every concept framework is loaded.
 */
export async function inferCrosswalks(options: {
  executor: Executor | undefined;
  version?: string | undefined;
  batchSize?: number | undefined;
  progress?: ((line: string) => void) | undefined;
}): Promise<LoadReport[]> {
  const reports: LoadReport[] = [];
  for (const { method, lang, pairs } of INFERENCES) {
    const run = crosswalkSession(method, options, '1');
    await run.begin(`the graph's ${lang} occupation titles`);
    for (const [source, target] of pairs) {
      const titles = async (framework: string) =>
        run.executor
          ? await run.executor.read<{ id: string; titles: string[] }>('crosswalk-titles', { framework, lang })
          : [];
      const found = sharedTitlePairs(await titles(source), await titles(target));
      await run.write(
        `${source} -> ${target}`,
        'crosswalk-edges',
        found.map((pair) => ({
          from: pair.from,
          to: pair.to,
          match: 'close',
          score: pair.score,
          inferred: true,
          titles: pair.shared,
        })),
      );
      const sources = new Set(found.map((pair) => pair.from)).size;
      run.progress(`${source} -> ${target}: ${found.length} pairs, ${sources} ${source} occupations matched`);
    }
    reports.push(await finishTable(run, Boolean(run.executor)));
  }
  reports.push(await inferSectorCrosswalk(options));
  return reports;
}

/** Sheets two sectors must share before they are said to correspond, and the pairs kept per sector. */
const SECTOR_MIN_SHARED = 2;
const SECTOR_KEEP = 3;

/**
 * How a NACE division relates to a ROME sector from the job sheets filed under both (SKOS-style, as the
 * tables' `match`): `close` when most sheets of each are in the other, `broad` when the sector's sheets
 * are mostly in the division (the division is the wider), `narrow` the other way round.
 */
export function sectorMatch(shared: number, inSector: number, inDivision: number): Match {
  const ofSector = shared / inSector;
  const ofDivision = shared / inDivision;
  if (ofSector >= 0.5 && ofDivision >= 0.5) return 'close';
  return ofSector >= ofDivision ? 'broad' : 'narrow';
}

/** ROME sectors -> NACE divisions sharing job sheets; score: the Jaccard index of their sheets. */
async function inferSectorCrosswalk(options: {
  executor: Executor | undefined;
  version?: string | undefined;
  batchSize?: number | undefined;
  progress?: ((line: string) => void) | undefined;
}): Promise<LoadReport> {
  const run = crosswalkSession(INFERRED_SECTORS, options, '1');
  await run.begin("the graph's ROME sector and NAF filings");
  const pairs = run.executor
    ? await run.executor.read<{
        from: string;
        to: string;
        shared: number;
        inSector: number;
        inDivision: number;
        jaccard: number;
      }>('crosswalk-sector-sheets', { minShared: SECTOR_MIN_SHARED, keep: SECTOR_KEEP })
    : [];
  await run.write(
    'ROME sectors -> NACE divisions',
    'crosswalk-edges',
    pairs.map((pair) => ({
      from: pair.from,
      to: pair.to,
      match: sectorMatch(pair.shared, pair.inSector, pair.inDivision),
      score: Math.round(pair.jaccard * 1000) / 1000,
      inferred: true,
      note: `${pair.shared} job sheets filed under both (of ${pair.inSector} in the ROME sector, ${pair.inDivision} in the NACE division)`,
    })),
  );
  run.progress(
    `ROME sectors -> NACE divisions: ${pairs.length} pairs, ${new Set(pairs.map((p) => p.from)).size} sectors matched`,
  );
  return finishTable(run, Boolean(run.executor));
}
