// Loader for NACE Rev. 2.1, the EU's statistical classification of economic activities (Eurostat), as
// written by scripts/seeds/extract-nace.ts: one row per code (22 sections, 87 divisions, 287 groups,
// 651 classes) with its English, French and Spanish titles. Every code becomes a (:Concept:Sector)
// under its parent by BROADER, so sectors can be searched in three languages whatever the framework of
// the occupations filed under them (ROME files its job sheets under NAF divisions, France's edition of
// NACE: src/seeding/rome.ts links them to these).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Executor } from '../db/executor.ts';
import { type LoadReport, LoadSession } from './session.ts';

export const NACE_FRAMEWORK = {
  id: 'NACE',
  name: 'NACE Rev. 2.1, statistical classification of economic activities in the European Community (Eurostat)',
  licence: 'Eurostat reuse policy (Commission Decision 2011/833/EU), attribution',
  attribution: 'Source: Eurostat, NACE Rev. 2.1 (Regulation (EU) 2023/137).',
  source: 'https://ec.europa.eu/eurostat/web/nace',
};

/** Ids keep NACE's own notation: nace-R, nace-86, nace-86.1, nace-86.10. */
export const naceId = (code: string) => `nace-${code}`;

const LEVELS = ['section', 'division', 'group', 'class'];
const CODE = /^([A-V]|\d{2}|\d{2}\.\d|\d{2}\.\d{2})$/;

export interface NaceLoadOptions {
  directory: string;
  version?: string | undefined;
  executor: Executor | undefined;
  batchSize?: number | undefined;
  progress?: ((line: string) => void) | undefined;
}

export function findNaceFile(directory: string): string | undefined {
  const name = readdirSync(directory).find((file) => /^nace_rev2_1\.csv(\.gz)?$/.test(file));
  return name ? join(directory, name) : undefined;
}

/** What a row's code, level and parent must agree on; the reason when they do not. */
function checked(
  values: Record<string, string>,
): { code: string; parent: string | null; level: string } | string {
  const code = values['code'] ?? '';
  if (!CODE.test(code)) return `code ${JSON.stringify(code)} is not a NACE code`;
  const level = Number(values['level']);
  const expected = /^[A-V]$/.test(code) ? 1 : code.length === 2 ? 2 : code.length === 4 ? 3 : 4;
  if (level !== expected) return `level ${JSON.stringify(values['level'])} does not fit code ${code}`;
  const parent = values['parent_code'] ?? '';
  if (level === 1) return { code, parent: null, level: LEVELS[0]! };
  if (level > 2 && parent !== code.slice(0, code.length - 1).replace(/\.$/, ''))
    return `parent_code ${JSON.stringify(parent)} is not the code above ${code}`;
  if (level === 2 && !/^[A-V]$/.test(parent)) return `parent_code ${JSON.stringify(parent)} is not a section`;
  if (!values['label_en']?.trim()) return 'label_en is empty';
  return { code, parent, level: LEVELS[level - 1]! };
}

export async function loadNace(options: NaceLoadOptions): Promise<LoadReport> {
  const file = findNaceFile(options.directory);
  if (!file) throw new Error(`No NACE Rev. 2.1 file (nace_rev2_1.csv) in ${options.directory}`);
  const session = new LoadSession({
    ...options,
    version: options.version ?? '2.1',
    framework: NACE_FRAMEWORK,
    languages: ['en', 'fr', 'es'],
  });
  await session.begin(options.directory);
  await session.step('nace_rev2_1', 'seed-concepts', file, (values) => {
    const row = checked(values);
    if (typeof row === 'string') return row;
    const label = (language: string) => values[`label_${language}`]?.trim() || null;
    return {
      id: naceId(row.code),
      kind: 'Sector',
      props: {
        code: row.code,
        level: row.level,
        label_en: label('en'),
        label_fr: label('fr'),
        label_es: label('es'),
        description_en: values['includes_en']?.trim() || null,
        status: 'released',
      },
    };
  });
  await session.step('nace hierarchy', 'seed-broader', file, (values) => {
    const row = checked(values);
    return typeof row === 'object' && row.parent ? { from: naceId(row.code), to: naceId(row.parent) } : null;
  });
  return session.finish(true);
}
