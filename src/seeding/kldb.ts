// Loader for the German Classification of Occupations 2010 (KldB 2010, Bundesagentur für Arbeit) as
// packaged by kldbrecode (Gerhardt and Kappes, 2025): the label tables of the five levels and the
// KldB 2010 -> ISCO-08 correspondence, in Stata help files (`.sthlp`, rows after the `{asis}` line).
// kldbrecode is CC BY-NC-SA 4.0 (non-commercial), so it is not bundled: users point the loader at their
// own copy (`npm run seed -- kldb <kldbrecode directory>`).
// Occupation types (5 digits, the 5th the requirement level) become occupations, the four levels above
// them occupation groups, linked by BROADER; the correspondence becomes CROSSWALK edges to the ISCO-08
// unit groups ESCO carries (`isco-<code>`), so ESCO occupations reach KldB through their ISCO group.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Executor } from '../db/executor.ts';
import { finishTable, MATCH_SCORE, type Match } from './crosswalk-edges.ts';
import { type FrameworkInfo, type LoadReport, LoadSession } from './session.ts';

export const KLDB_FRAMEWORK: FrameworkInfo = {
  id: 'KLDB',
  name: 'Klassifikation der Berufe 2010, revision 2020 (Bundesagentur für Arbeit)',
  licence: 'CC BY-NC-SA 4.0 (kldbrecode tables): non-commercial use only',
  attribution:
    'Bundesagentur für Arbeit, KldB 2010; tables from Gerhardt, H. and Kappes, A. (2025). KLDBRECODE: Stata module that provides crosswalk tables for translations between German KldB and ISCO.',
  source: 'https://github.com/hagerhardt/kldbrecode',
};

export const KLDB_ISCO_TABLE: FrameworkInfo = {
  id: 'kldbrecode-kldb2010-isco08',
  name: 'KldB 2010 occupational types -> ISCO-08 unit groups (Bundesagentur für Arbeit, via kldbrecode)',
  licence: KLDB_FRAMEWORK.licence,
  attribution: KLDB_FRAMEWORK.attribution,
  source: KLDB_FRAMEWORK.source,
};

export const kldbId = (code: string) => `kldb-${code}`;

/** KldB 2010 levels by code length (German names in the docs: Berufsbereich ... Berufsgattung). */
export const KLDB_LEVELS = [
  'occupational_area',
  'occupational_main_group',
  'occupational_group',
  'occupational_subgroup',
  'occupational_type',
] as const;

/** The requirement level a type's 5th digit states (Anforderungsniveau). */
const REQUIREMENT_LEVELS: Record<string, string> = {
  '1': 'unskilled_or_semiskilled',
  '2': 'skilled',
  '3': 'complex',
  '4': 'highly_complex',
};

export interface SthlpRow {
  file: string;
  line: number;
  fields: string[];
}

/**
 * The data rows of a kldbrecode help file: the lines after `{asis}`, split into a code and either a
 * quoted label or further codes. Lines starting with `.` name the tables a wrapper chains (no data).
 */
export function readSthlp(path: string): SthlpRow[] {
  const file = basename(path);
  const lines = readFileSync(path, 'utf8').split(/\r?\n/);
  const start = lines.findIndex((line) => line.trim() === '{asis}');
  if (start < 0) throw new Error(`${file} has no {asis} line: not a kldbrecode table`);
  const rows: SthlpRow[] = [];
  for (let index = start + 1; index < lines.length; index++) {
    const text = lines[index]!.trim();
    if (!text || text.startsWith('.') || text.startsWith('{')) continue;
    const quoted = /^(\S+)\s+"(.*)"$/.exec(text);
    rows.push({ file, line: index + 1, fields: quoted ? [quoted[1]!, quoted[2]!] : text.split(/\s+/) });
  }
  return rows;
}

/** How an ISCO unit group relates to a KldB type, from how many of each the table pairs them with. */
export function kldbIscoMatch(iscoPerKldb: number, kldbPerIsco: number): Match {
  if (iscoPerKldb === 1 && kldbPerIsco > 1) return 'broad';
  if (iscoPerKldb > 1 && kldbPerIsco === 1) return 'narrow';
  // One to one is still two national views of one job: close, never exact.
  return 'close';
}

export interface KldbLoadOptions {
  directory: string;
  version?: string | undefined;
  executor: Executor | undefined;
  batchSize?: number | undefined;
  progress?: ((line: string) => void) | undefined;
}

const labelFile = (digits: number) => `_cwfcn_labels_kldb10_${digits}d.sthlp`;
const CROSSWALK_FILE = '_cwfcn_kldb10_5d_to_isco08.sthlp';

export async function loadKldb(options: KldbLoadOptions): Promise<LoadReport[]> {
  const version = options.version ?? '2010 (2020 revision)';
  const concepts = new LoadSession({ ...options, version, framework: KLDB_FRAMEWORK, languages: ['en'] });
  await concepts.begin(options.directory);

  const rows: { id: string; kind: string; props: Record<string, unknown> }[] = [];
  const hierarchy: { from: string; to: string }[] = [];
  const known = new Set<string>();
  for (let digits = 1; digits <= 5; digits++) {
    for (const { file, line, fields } of readSthlp(join(options.directory, labelFile(digits)))) {
      const [code, label] = fields;
      if (fields.length !== 2 || !new RegExp(`^\\d{${digits}}$`).test(code ?? '')) {
        concepts.reject(file, line, `expected a ${digits}-digit KldB 2010 code and a quoted label`);
        continue;
      }
      if (!label?.trim()) {
        concepts.reject(file, line, `code ${code} has an empty label`);
        continue;
      }
      const parent = digits > 1 ? code!.slice(0, -1) : null;
      if (parent && !known.has(parent)) {
        concepts.reject(file, line, `code ${code} has no group ${parent} above it`);
        continue;
      }
      known.add(code!);
      rows.push({
        id: kldbId(code!),
        kind: digits === 5 ? 'Occupation' : 'OccupationGroup',
        props: {
          code,
          level: KLDB_LEVELS[digits - 1],
          label_en: label.trim(),
          requirement_level: digits === 5 ? (REQUIREMENT_LEVELS[code!.slice(4)] ?? null) : null,
          status: 'released',
        },
      });
      if (parent) hierarchy.push({ from: kldbId(code!), to: kldbId(parent) });
    }
  }
  await concepts.write('labels (5 levels)', 'seed-concepts', rows);
  await concepts.write('hierarchy', 'seed-broader', hierarchy);
  const conceptReport = await concepts.finish(true);

  // The correspondence, a table of its own (its edges are retired by table, like the other crosswalks).
  const table = new LoadSession({ ...options, version, framework: KLDB_ISCO_TABLE, languages: [] });
  await table.begin(join(options.directory, CROSSWALK_FILE));
  const pairs: { kldb: string; isco: string; recommended: boolean }[] = [];
  const seen = new Set<string>();
  for (const { file, line, fields } of readSthlp(join(options.directory, CROSSWALK_FILE))) {
    const [kldb, isco] = fields;
    if (fields.length !== 2 || !/^\d{5}$/.test(kldb ?? '') || !/^\d{4}$/.test(isco ?? '')) {
      table.reject(file, line, 'expected a 5-digit KldB 2010 code and a 4-digit ISCO-08 code');
      continue;
    }
    if (!known.has(kldb!)) {
      table.reject(file, line, `KldB code ${kldb} is not in the label tables`);
      continue;
    }
    // The table lists the recommended ISCO group of a KldB type first.
    pairs.push({ kldb: kldb!, isco: isco!, recommended: !seen.has(kldb!) });
    seen.add(kldb!);
  }
  const count = (key: 'kldb' | 'isco') => {
    const counts = new Map<string, number>();
    for (const pair of pairs) counts.set(pair[key], (counts.get(pair[key]) ?? 0) + 1);
    return counts;
  };
  const iscoPerKldb = count('kldb');
  const kldbPerIsco = count('isco');
  await table.write(
    CROSSWALK_FILE,
    'crosswalk-edges',
    pairs.map((pair) => {
      const match = kldbIscoMatch(iscoPerKldb.get(pair.kldb)!, kldbPerIsco.get(pair.isco)!);
      return {
        from: kldbId(pair.kldb),
        to: `isco-${pair.isco}`,
        match,
        // Alternatives count half: the Bundesagentur recommends the first.
        score: pair.recommended ? MATCH_SCORE[match] : MATCH_SCORE[match] / 2,
        inferred: false,
        note: pair.recommended ? 'recommended' : 'alternative',
      };
    }),
  );
  return [conceptReport, await finishTable(table, true)];
}
