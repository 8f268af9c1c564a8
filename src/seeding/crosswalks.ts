// Crosswalks between frameworks: published correspondence tables (Nesta's ESCO -> O*NET, BLS ISCO-08
// <-> SOC 2010, the official ESCO -> O*NET table and generic user-supplied tables) and correspondences
// inferred from shared job titles where no table exists. Each table, and each inference method, is a
// LoadSession of its own whose `framework` is the table id, so a reload removes exactly the edges the
// new version dropped (crosswalk-retire). Edges: docs/graph-model.md, "Crosswalks".
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import type { Executor } from '../db/executor.ts';
import { fold } from '../fold.ts';
import { escoId } from './esco.ts';
import { romeOccupationId } from './rome.ts';
import { type FrameworkInfo, type LoadReport, LoadSession } from './session.ts';

export type Match = 'exact' | 'close' | 'broad' | 'narrow';
const MATCHES: readonly string[] = ['exact', 'close', 'broad', 'narrow'];

/** Scores for tables that state a match type but no score of their own. */
export const MATCH_SCORE: Record<Match, number> = { exact: 1, close: 0.8, broad: 0.6, narrow: 0.6 };

// The O*NET loader (onet.ts) names occupations `onet-<O*NET-SOC code>`; repeated here so this module
// does not depend on that loader being present.
const onetId = (code: string) => `onet-${code}`;
const ONET_SOC = /^\d{2}-\d{4}\.\d{2}$/;
const SOC = /^\d{2}-\d{4}$/;

export const NESTA_TABLE: FrameworkInfo = {
  id: 'nesta-mcc-esco-onet-2020',
  name: 'Mapping Career Causeways ESCO -> O*NET-SOC occupation crosswalk (Nesta, 23 November 2020)',
  licence: 'MIT (Copyright (c) 2021 Nesta)',
  attribution:
    'Kanders K., Djumalieva J., Sleeman C. and Orlik J. (2020). Mapping Career Causeways: Supporting workers at risk. London: Nesta',
  source:
    'https://github.com/nestauk/mapping-career-causeways/tree/main/supplementary_online_data/ONET_ESCO_crosswalk',
};
export const BLS_TABLE: FrameworkInfo = {
  id: 'bls-isco08-soc2010',
  name: 'ISCO-08 <-> 2010 SOC crosswalk (US Bureau of Labor Statistics), through O*NET-SOC 2010',
  licence: 'US public domain',
  attribution: 'U.S. Bureau of Labor Statistics, ISCO-08 to 2010 SOC crosswalk',
  source: 'https://www.bls.gov/soc/soccrosswalks.htm',
};
export const ESCO_ONET_TABLE: FrameworkInfo = {
  id: 'esco-onet-official',
  name: 'The crosswalk between ESCO and O*NET (European Commission, ONET_(Occupations)_0_updated.csv)',
  licence: 'CC BY 4.0',
  attribution: 'ESCO classification, European Commission: the crosswalk between ESCO and O*NET',
  source: 'https://esco.ec.europa.eu/en/use-esco/other-crosswalks',
};
export const INFERRED_FR: FrameworkInfo = {
  id: 'inferred-shared-titles-fr',
  name: 'Inferred: ROME job sheets -> ESCO occupations sharing French job titles',
  licence: 'derived from the linked frameworks',
  attribution: 'skillgraph, from ROME (France Travail) and ESCO (European Commission) labels',
  source: 'cypher/queries/seed/crosswalk-titles.cypher, src/seeding/crosswalks.ts',
};
export const INFERRED_EN: FrameworkInfo = {
  id: 'inferred-shared-titles-en',
  name: 'Inferred: ONS SOC 2020 unit groups and O*NET occupations -> ESCO occupations sharing English job titles',
  licence: 'derived from the linked frameworks',
  attribution: 'skillgraph, from ONS SOC 2020, O*NET and ESCO labels',
  source: 'cypher/queries/seed/crosswalk-titles.cypher, src/seeding/crosswalks.ts',
};

export const INFERRED_SECTORS: FrameworkInfo = {
  id: 'inferred-shared-sheets',
  name: 'Inferred: ROME sectors of activity -> NACE Rev. 2.1 divisions their job sheets are filed under',
  licence: 'derived from the linked frameworks',
  attribution: 'skillgraph, from ROME (France Travail) sector and NAF filings and NACE Rev. 2.1 (Eurostat)',
  source: 'cypher/queries/seed/crosswalk-sector-sheets.cypher, src/seeding/crosswalks.ts',
};

export interface CrosswalkOptions {
  /** The table's file, or a directory holding it (and, for BLS, its companion files). */
  path: string;
  version?: string | undefined;
  /** Generic tables only: the table id written as `provenance` (default: from the file name). */
  id?: string | undefined;
  executor: Executor | undefined;
  batchSize?: number | undefined;
  progress?: ((line: string) => void) | undefined;
}

type EdgeRow = {
  from: string;
  to: string;
  match: Match;
  score: number;
  inferred: boolean;
  note?: string | null;
  confidence?: number | null;
  similarity?: number | null;
  titles?: string[] | null;
};

/** A file named by pattern in a directory, or the path itself when it is a file matching it. */
function locate(path: string, pattern: RegExp): string | undefined {
  if (!existsSync(path)) return undefined;
  if (!statSync(path).isDirectory()) {
    if (pattern.test(basename(path))) return path;
    return locate(dirname(path), pattern);
  }
  const name = readdirSync(path)
    .sort()
    .find((file) => pattern.test(file));
  return name && join(path, name);
}

function session(table: FrameworkInfo, options: Omit<CrosswalkOptions, 'path'>, version: string) {
  return new LoadSession({
    framework: table,
    version: options.version ?? version,
    languages: [],
    executor: options.executor,
    batchSize: options.batchSize,
    progress: options.progress,
  });
}

/** Records the run, then removes the edges of this table (or method) that this run did not state. */
export async function finishTable(run: LoadSession, complete: boolean): Promise<LoadReport> {
  const report = await run.finish(complete);
  if (complete && run.executor) {
    const [removed] = await run.executor.write<{ unlinked: number }>('crosswalk-retire', {
      framework: report.framework,
      run: report.run,
    });
    report.unlinked = removed?.unlinked ?? 0;
    run.progress(`removed ${report.unlinked} crosswalk edges that this version no longer states`);
  }
  return report;
}

const number = (value: string | undefined) => {
  const parsed = Number(value);
  return value?.trim() && Number.isFinite(parsed) ? parsed : undefined;
};

// ---------------------------------------------------------------------------------------------------
// Nesta, Mapping Career Causeways: one row per ESCO "level 5" occupation with its best O*NET-SOC 2010
// occupation, Nesta's confidence (0.5, 1, 2 = highest) and the semantic similarity of the pair.

/**
 * Nesta gives best matches, never equivalences: a pair is `close` when no other ESCO occupation of the
 * table shares the O*NET occupation, and `broad` (the O*NET occupation covers several ESCO ones) when
 * some do. Score: Nesta's confidence / 2 (1, 0.5, 0.25). O*NET-SOC 2010 codes are taken as the O*NET
 * 29 occupation with the same code; codes the release no longer has come back as missing.
 */
export async function loadNestaCrosswalk(options: CrosswalkOptions): Promise<LoadReport> {
  const file = locate(options.path, /^esco_onet_crosswalk.*\.csv(\.gz)?$/);
  if (!file) throw new Error(`No Nesta crosswalk (esco_onet_crosswalk_*.csv) at ${options.path}`);
  const run = session(NESTA_TABLE, options, '2020-11-23');
  await run.begin(file);
  const rows: EdgeRow[] = [];
  for await (const { values, file: name, line } of run.read(file)) {
    const from = escoId(values['concept_uri'] ?? '');
    const code = (values['onet_code'] ?? '').trim();
    const confidence = number(values['confidence']);
    let problem: string | undefined;
    if (!from || !values['concept_uri']?.includes('/occupation/'))
      problem = `concept_uri ${JSON.stringify(values['concept_uri'])} is not an ESCO occupation URI`;
    else if (!ONET_SOC.test(code)) problem = `onet_code ${JSON.stringify(code)} is not an O*NET-SOC code`;
    else if (confidence === undefined || ![0.5, 1, 2].includes(confidence))
      problem = `confidence ${JSON.stringify(values['confidence'])} is not 0.5, 1 or 2`;
    if (problem) {
      run.reject(name, line, problem);
      continue;
    }
    rows.push({
      from: from as string,
      to: onetId(code),
      match: 'close',
      score: (confidence as number) / 2,
      inferred: false,
      confidence,
      similarity: number(values['semantic_similarity']) ?? null,
    });
  }
  const shared = new Map<string, number>();
  for (const row of rows) shared.set(row.to, (shared.get(row.to) ?? 0) + 1);
  for (const row of rows) if ((shared.get(row.to) ?? 0) > 1) row.match = 'broad';
  await run.write(basename(file).replace(/\.gz$/, ''), 'crosswalk-edges', rows);
  return finishTable(run, true);
}

// ---------------------------------------------------------------------------------------------------
// BLS ISCO-08 <-> 2010 SOC. In `isco08_to_soc2010.csv` a `*` in `part` says the SOC occupation covers
// only part of the ISCO group; in `soc2010_to_isco08.csv` it says the ISCO group covers only part of
// the SOC occupation. ISCO groups reach O*NET occupations through `onetsoc2010_to_soc2010.csv`.

/** How an O*NET occupation relates to an ISCO group, from the two partial markers and the SOC split. */
export function blsMatch(iscoPartial: boolean, socPartial: boolean, socSplit: boolean): Match {
  // ISCO -> SOC: both whole = exact; the SOC is part of the ISCO group = narrow; the ISCO group is part
  // of the SOC = broad; each only partly in the other = an overlap, written close (with a lower score).
  let match: Match = iscoPartial ? (socPartial ? 'close' : 'narrow') : socPartial ? 'broad' : 'exact';
  // An O*NET occupation that is one of several under its SOC code is narrower than the SOC.
  if (socSplit) match = match === 'exact' || match === 'narrow' ? 'narrow' : 'close';
  return match;
}
const BLS_SCORE: Record<Match, number> = { exact: 1, narrow: 0.6, broad: 0.6, close: 0.5 };

export async function loadBlsCrosswalk(options: CrosswalkOptions): Promise<LoadReport> {
  const main = locate(options.path, /^isco08_to_soc2010\.csv(\.gz)?$/);
  const onet = locate(options.path, /^onetsoc2010_to_soc2010\.csv(\.gz)?$/);
  const reverse = locate(options.path, /^soc2010_to_isco08\.csv(\.gz)?$/);
  if (!main || !onet) {
    throw new Error(
      `The BLS crosswalk needs isco08_to_soc2010.csv and onetsoc2010_to_soc2010.csv (plain or .gz) at ${options.path}`,
    );
  }
  const run = session(BLS_TABLE, options, '2011-08-17');
  await run.begin(dirname(main));

  const onetBySoc = new Map<string, string[]>();
  for await (const { values, file, line } of run.read(onet)) {
    const code = values['O*NET-SOC 2010 Code'] ?? '';
    const soc = values['2010 SOC Code'] ?? '';
    if (!ONET_SOC.test(code) || !SOC.test(soc)) {
      run.reject(file, line, 'O*NET-SOC 2010 Code and 2010 SOC Code must be O*NET-SOC and SOC codes');
      continue;
    }
    onetBySoc.set(soc, [...(onetBySoc.get(soc) ?? []), code]);
  }
  const socPart = new Map<string, boolean>();
  if (reverse) {
    for await (const { values, file, line } of run.read(reverse)) {
      const isco = values['ISCO-08 Code'] ?? '';
      const soc = values['2010 SOC Code'] ?? '';
      if (!/^\d{3,4}$/.test(isco) || !SOC.test(soc)) {
        run.reject(file, line, '2010 SOC Code and ISCO-08 Code must be SOC and ISCO-08 codes');
        continue;
      }
      socPart.set(`${isco} ${soc}`, values['part'] === '*');
    }
  }
  const pairs: { isco: string; soc: string; iscoPartial: boolean; note: string | null }[] = [];
  for await (const { values, file, line } of run.read(main)) {
    const isco = values['ISCO-08 Code'] ?? '';
    const soc = values['2010 SOC Code'] ?? '';
    const part = values['part'] ?? '';
    if (!/^\d{3,4}$/.test(isco))
      run.reject(file, line, `ISCO-08 Code ${JSON.stringify(isco)} is not an ISCO-08 code`);
    else if (!SOC.test(soc)) run.reject(file, line, `2010 SOC Code ${JSON.stringify(soc)} is not a SOC code`);
    else if (part !== '' && part !== '*')
      run.reject(file, line, `part ${JSON.stringify(part)} is not * or empty`);
    else
      pairs.push({
        isco,
        soc,
        iscoPartial: part === '*',
        note:
          Object.entries(values)
            .find(([column]) => column.startsWith('Comment'))?.[1]
            ?.trim() || null,
      });
  }
  // Without the reverse file, a SOC occupation mapped to several ISCO groups is taken as split (the
  // markers of the two BLS files agree with this in all but 2 of 1,125 rows).
  const iscoPerSoc = new Map<string, number>();
  for (const pair of pairs) iscoPerSoc.set(pair.soc, (iscoPerSoc.get(pair.soc) ?? 0) + 1);

  const rows: EdgeRow[] = [];
  for (const pair of pairs) {
    const socPartial = socPart.get(`${pair.isco} ${pair.soc}`) ?? (iscoPerSoc.get(pair.soc) ?? 0) > 1;
    // A SOC code with no O*NET-SOC 2010 occupation listed is tried as its own `.00` occupation.
    const codes = onetBySoc.get(pair.soc) ?? [`${pair.soc}.00`];
    for (const code of codes) {
      const match = blsMatch(pair.iscoPartial, socPartial, codes.length > 1);
      rows.push({
        from: `isco-${pair.isco}`,
        to: onetId(code),
        match,
        score: BLS_SCORE[match],
        inferred: false,
        note: pair.note,
      });
    }
  }
  await run.write(basename(main).replace(/\.gz$/, ''), 'crosswalk-edges', rows);
  return finishTable(run, true);
}

// ---------------------------------------------------------------------------------------------------
// Tables users supply. The official ESCO–O*NET table (`ONET_(Occupations)_0_updated.csv`) has a
// preamble, then the columns `O*NET Id, O*NET Title, O*NET Description, ESCO or ISCO URI, ESCO or ISCO
// Title, ESCO or ISCO Description, Type of Match`; it maps O*NET occupations to ESCO occupations or
// ISCO groups, so edges go from the O*NET occupation to the ESCO concept with the table's match type.

/** Reads a CSV whose header is the first line starting with `marker` (official tables have a preamble). */
function readWithPreamble(path: string, marker: string) {
  const raw = readFileSync(path);
  const text = (path.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8').replace(/^\uFEFF/, '');
  const lines = text.split('\n');
  const headerAt = lines.findIndex((line) => line.replace(/^"/, '').startsWith(marker));
  const body = headerAt < 0 ? text : lines.slice(headerAt).join('\n');
  const records = parse(body, {
    columns: (header: string[]) => header.map((name) => name.trim()),
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
  }) as { record: Record<string, string>; info: { lines: number; invalid_field_length: number } }[];
  const offset = Math.max(headerAt, 0);
  let next = offset + 2;
  return records.map(({ record, info }) => {
    const line = next;
    next = offset + info.lines + 1;
    return { values: record, line, malformed: info.invalid_field_length > 0 };
  });
}

/** `exactMatch`, `skos:closeMatch`, `broad`... -> a match type. */
export function matchType(value: string | undefined): Match | undefined {
  const key = (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/^skos:/, '')
    .replace(/[\s_-]*match$/, '');
  return MATCHES.includes(key) ? (key as Match) : undefined;
}

export async function loadEscoOnetCrosswalk(options: CrosswalkOptions): Promise<LoadReport> {
  const file = locate(options.path, /^ONET_\(Occupations\).*\.csv(\.gz)?$/) ?? options.path;
  if (!existsSync(file) || statSync(file).isDirectory())
    throw new Error(`No ESCO–O*NET table (ONET_(Occupations)_0_updated.csv) at ${options.path}`);
  const run = session(ESCO_ONET_TABLE, options, 'unknown');
  await run.begin(file);
  const name = basename(file);
  const rows: EdgeRow[] = [];
  for (const { values, line, malformed } of readWithPreamble(file, 'O*NET Id')) {
    const code = (values['O*NET Id'] ?? '').trim();
    const to = escoId(values['ESCO or ISCO URI'] ?? '');
    const match = matchType(values['Type of Match']);
    if (malformed) run.reject(name, line, 'wrong number of fields for the header');
    else if (!ONET_SOC.test(code))
      run.reject(name, line, `O*NET Id ${JSON.stringify(code)} is not an O*NET-SOC code`);
    else if (!to) run.reject(name, line, 'ESCO or ISCO URI is not an ESCO URI');
    else if (!match)
      run.reject(
        name,
        line,
        `Type of Match ${JSON.stringify(values['Type of Match'])} is not exact, close, broad or narrow`,
      );
    else rows.push({ from: onetId(code), to, match, score: MATCH_SCORE[match], inferred: false });
  }
  await run.write(name, 'crosswalk-edges', rows);
  return finishTable(run, true);
}

/**
 * A concept id from a table cell: an ESCO URI, a ROME code (M1805), an O*NET-SOC code (15-1252.00), or
 * a graph id as it is (`isco-2512`, `ons-soc2020-2134`, `rome-M1805`).
 */
export function conceptIdOf(value: string): string | undefined {
  const cell = value.trim();
  if (!cell) return undefined;
  if (cell.startsWith('http')) return escoId(cell);
  if (/^[A-N]\d{4}$/.test(cell)) return romeOccupationId(cell);
  if (ONET_SOC.test(cell)) return onetId(cell);
  return cell;
}

/**
 * A generic table: columns `source` (or `source_uri`), `target` (or `target_code`), `match`, and
 * optionally `score` (0..1) and `inferred` (true/false); cells as `conceptIdOf` reads them. The official
 * ESCO–ROME mapping, once exported to this shape, loads with `crosswalk esco-rome <file>`.
 */
export async function loadGenericCrosswalk(options: CrosswalkOptions): Promise<LoadReport> {
  if (!existsSync(options.path) || statSync(options.path).isDirectory())
    throw new Error(`A generic crosswalk is one CSV file; ${options.path} is not`);
  const name = basename(options.path);
  const id =
    options.id ??
    `table-${name
      .replace(/\.csv(\.gz)?$/, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')}`;
  const table: FrameworkInfo = {
    id,
    name: `Crosswalk table ${name}`,
    licence: 'as supplied',
    attribution: 'as supplied',
    source: name,
  };
  const run = session(table, options, 'unknown');
  await run.begin(options.path);
  const rows: EdgeRow[] = [];
  for await (const { values, file, line } of run.read(options.path)) {
    const from = conceptIdOf(values['source'] ?? values['source_uri'] ?? values['source_id'] ?? '');
    const to = conceptIdOf(values['target'] ?? values['target_code'] ?? values['target_id'] ?? '');
    const match = matchType(values['match']);
    const score = values['score']?.trim() ? number(values['score']) : match && MATCH_SCORE[match];
    if (!from || !to) run.reject(file, line, 'source and target must name concepts');
    else if (!match)
      run.reject(file, line, `match ${JSON.stringify(values['match'])} is not exact, close, broad or narrow`);
    else if (score === undefined || score < 0 || score > 1)
      run.reject(file, line, `score ${JSON.stringify(values['score'])} is not a number from 0 to 1`);
    else rows.push({ from, to, match, score, inferred: values['inferred']?.trim().toLowerCase() === 'true' });
  }
  await run.write(name, 'crosswalk-edges', rows);
  return finishTable(run, true);
}

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
    const run = session(method, options, '1');
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
  const run = session(INFERRED_SECTORS, options, '1');
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

// ---------------------------------------------------------------------------------------------------
// Command line and bundled data.

/** `npm run seed -- crosswalk <table> <path>`: the tables by name. */
export const CROSSWALK_TABLES: Record<string, (options: CrosswalkOptions) => Promise<LoadReport>> = {
  nesta: loadNestaCrosswalk,
  bls: loadBlsCrosswalk,
  'esco-onet': loadEscoOnetCrosswalk,
  'esco-rome': (options) => loadGenericCrosswalk({ ...options, id: options.id ?? 'esco-rome-official' }),
  generic: loadGenericCrosswalk,
};

/**
 * Every known table found in a directory (seeds/crosswalks, or one a user assembled), then the
 * inferred crosswalks. `version` (the bundle's) is recorded for each table.
 */
export async function loadCrosswalks(options: {
  directory: string;
  version?: string | undefined;
  executor: Executor | undefined;
  batchSize?: number | undefined;
  progress?: ((line: string) => void) | undefined;
}): Promise<LoadReport[]> {
  const { directory, ...rest } = options;
  const reports: LoadReport[] = [];
  const has = (pattern: RegExp) => Boolean(locate(directory, pattern));
  if (has(/^esco_onet_crosswalk.*\.csv(\.gz)?$/))
    reports.push(await loadNestaCrosswalk({ ...rest, path: directory }));
  if (has(/^isco08_to_soc2010\.csv(\.gz)?$/))
    reports.push(await loadBlsCrosswalk({ ...rest, path: directory }));
  if (has(/^ONET_\(Occupations\).*\.csv(\.gz)?$/))
    reports.push(await loadEscoOnetCrosswalk({ ...rest, path: directory }));
  reports.push(...(await inferCrosswalks(rest)));
  return reports;
}
