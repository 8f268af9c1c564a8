// Loader for the UK Standard Occupational Classification 2020 (ONS): the structure file (code, level,
// title, parent) and the descriptions file (description, entry routes, tasks, related job titles).
// Unit groups become occupations, the three levels above them occupation groups, linked by BROADER.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Executor } from '../db/executor.ts';
import { type LoadReport, LoadSession } from './session.ts';

export const ONS_FRAMEWORK = {
  id: 'ONS',
  name: 'UK Standard Occupational Classification 2020 (Office for National Statistics)',
  licence: 'Open Government Licence v3.0',
  attribution:
    'Source: Office for National Statistics, SOC 2020. Contains public sector information licensed under the Open Government Licence v3.0.',
  source:
    'https://www.ons.gov.uk/methodology/classificationsandstandards/standardoccupationalclassificationsoc/soc2020',
};

export const onsId = (code: string) => `ons-soc2020-${code}`;

/** SOC 2020 levels by code length: 1 major, 2 sub-major, 3 minor, 4 unit group. */
const LEVELS = ['major_group', 'sub_major_group', 'minor_group', 'unit_group'];
const CODE = /^\d{1,4}$/;

export interface OnsLoadOptions {
  directory: string;
  version?: string | undefined;
  executor: Executor | undefined;
  batchSize?: number | undefined;
  progress?: ((line: string) => void) | undefined;
}

export function findOnsFiles(directory: string): { structure?: string; descriptions?: string } {
  const files: { structure?: string; descriptions?: string } = {};
  for (const name of readdirSync(directory)) {
    const match = /^soc2020_(structure|descriptions)\.csv(\.gz)?$/.exec(name);
    if (match) files[match[1] as 'structure' | 'descriptions'] = join(directory, name);
  }
  return files;
}

/** The descriptions file packs lists as `~item` entries separated by blank lines. */
export function splitTildeList(value: string | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(/(?:^|\n)\s*~/)
        .map((item) => item.replace(/\s+/g, ' ').trim())
        .filter(Boolean),
    ),
  ];
}

interface Description {
  title: string;
  description: string | null;
  entryRoutes: string | null;
  tasks: string[];
  titles: string[];
}

export async function loadOns(options: OnsLoadOptions): Promise<LoadReport> {
  const files = findOnsFiles(options.directory);
  if (!files.structure)
    throw new Error(`No SOC 2020 structure file (soc2020_structure.csv) in ${options.directory}`);
  const session = new LoadSession({
    ...options,
    version: options.version ?? '2020',
    framework: ONS_FRAMEWORK,
    languages: ['en'],
  });
  await session.begin(options.directory);

  // Descriptions first: they are joined onto the structure rows by code.
  const descriptions = new Map<string, Description>();
  if (files.descriptions) {
    for await (const { values, file, line } of session.read(files.descriptions)) {
      const code = values['code'] ?? '';
      if (!CODE.test(code)) {
        session.reject(file, line, `code ${JSON.stringify(code)} is not a SOC 2020 code`);
        continue;
      }
      descriptions.set(code, {
        title: (values['title'] ?? '').trim(),
        description: values['description']?.trim() || null,
        entryRoutes: values['entry_routes_qualifications']?.trim() || null,
        tasks: splitTildeList(values['tasks']),
        titles: splitTildeList(values['related_job_titles']),
      });
    }
  }

  const checked = (values: Record<string, string>) => {
    const code = values['code'] ?? '';
    if (!CODE.test(code)) return `code ${JSON.stringify(code)} is not a SOC 2020 code`;
    const level = LEVELS[code.length - 1];
    if (values['level'] !== level)
      return `level ${JSON.stringify(values['level'])} does not fit code ${code} (${level})`;
    const parent = values['parent_code'] ?? '';
    if (code.length > 1 && parent !== code.slice(0, -1))
      return `parent_code ${JSON.stringify(parent)} is not the group above ${code}`;
    if (!values['title']?.trim()) return 'title is empty';
    return { code, parent: code.length > 1 ? parent : null };
  };

  await session.step('soc2020_structure', 'seed-concepts', files.structure, (values) => {
    const row = checked(values);
    if (typeof row === 'string') return row;
    const text = descriptions.get(row.code);
    // The structure file writes the two upper levels in capitals; the descriptions file does not.
    const structureTitle = (values['title'] ?? '').trim();
    const label =
      text?.title && text.title.toLowerCase() === structureTitle.toLowerCase() ? text.title : structureTitle;
    return {
      id: onsId(row.code),
      kind: row.code.length === 4 ? 'Occupation' : 'OccupationGroup',
      props: {
        code: row.code,
        level: values['level'],
        label_en: label,
        alt_labels_en: (text?.titles ?? []).filter((title) => title !== label),
        description_en: text?.description ?? null,
        entry_routes_en: text?.entryRoutes ?? null,
        tasks_en: text?.tasks.length ? text.tasks : null,
        change_note: values['change']?.trim() || null,
        status: 'released',
      },
    };
  });
  await session.step('soc2020 hierarchy', 'seed-broader', files.structure, (values) => {
    const row = checked(values);
    return typeof row === 'object' && row.parent ? { from: onsId(row.code), to: onsId(row.parent) } : null;
  });

  return session.finish(Boolean(files.descriptions));
}
