// Crosswalks between frameworks: published correspondence tables (Nesta's ESCO -> O*NET, BLS ISCO-08
// <-> SOC 2010, the official ESCO -> O*NET table and generic user-supplied tables), then the
// correspondences inferred where no table exists (inferred-crosswalks.ts). Each table is a load session
// of its own (crosswalk-edges.ts). Edges: docs/graph-model.md, "Crosswalks".
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import type { Executor } from '../db/executor.ts';
import {
  type CrosswalkOptions,
  crosswalkSession,
  type EdgeRow,
  finishTable,
  MATCH_SCORE,
  type Match,
} from './crosswalk-edges.ts';
import { escoId } from './esco.ts';
import { inferCrosswalks } from './inferred-crosswalks.ts';
import { romeOccupationId } from './rome.ts';
import type { FrameworkInfo, LoadReport } from './session.ts';

const MATCHES: readonly string[] = ['exact', 'close', 'broad', 'narrow'];

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
  const run = crosswalkSession(NESTA_TABLE, options, '2020-11-23');
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
  const run = crosswalkSession(BLS_TABLE, options, '2011-08-17');
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
  const run = crosswalkSession(ESCO_ONET_TABLE, options, 'unknown');
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
  const run = crosswalkSession(table, options, 'unknown');
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
