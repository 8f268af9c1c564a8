// Loader for the official ESCO CSV export (any set of languages): skills, occupations, ISCO and
// skill groups with their labels per language, the two hierarchies, skill-to-skill and
// occupation-to-skill relations; prerequisites derived from essential skill relations.
// Idempotent (MERGE on stable ids), batched, re-runnable; a complete load retires what a release dropped.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Executor } from '../db/executor.ts';
import { splitLines } from './csv.ts';
import { type LoadReport, LoadSession, type RowMapping } from './session.ts';

export const ESCO_FRAMEWORK = {
  id: 'ESCO',
  name: 'European Skills, Competences, Qualifications and Occupations',
  licence: 'CC BY 4.0',
  attribution: 'ESCO classification, European Commission',
  source: 'https://esco.ec.europa.eu/en/use-esco/download',
};

const URI = /^http:\/\/data\.europa\.eu\/esco\/(skill|occupation|isco|isced-f)\/([A-Za-z0-9._-]+)$/;

/** The graph id of an ESCO concept URI: the UUID for skills and occupations, a prefixed code otherwise. */
export function escoId(uri: string): string | undefined {
  const match = URI.exec(uri.trim());
  if (!match) return undefined;
  const [, scheme, tail] = match as unknown as [string, string, string];
  if (scheme === 'isco') return `isco-${tail.replace(/^C/, '')}`;
  if (scheme === 'isced-f') return `isced-f-${tail}`;
  return tail;
}

type Kind = 'Skill' | 'Occupation' | 'SkillGroup' | 'OccupationGroup';

/** The concept files of an export, by their name before `_<lang>`. */
const CONCEPT_FILES: { prefix: string; kind: Kind; scheme: string[] }[] = [
  { prefix: 'ISCOGroups', kind: 'OccupationGroup', scheme: ['isco'] },
  { prefix: 'skillGroups', kind: 'SkillGroup', scheme: ['skill', 'isced-f'] },
  { prefix: 'skills', kind: 'Skill', scheme: ['skill'] },
  { prefix: 'occupations', kind: 'Occupation', scheme: ['occupation'] },
];

const RELATION_FILES = [
  'broaderRelationsSkillPillar',
  'broaderRelationsOccPillar',
  'skillSkillRelations',
  'occupationSkillRelations',
];

export interface EscoLoadOptions {
  directory: string;
  version: string;
  /** Languages to load; default: every language the directory has files for. */
  languages?: string[] | undefined;
  /** Without an executor nothing is written (dry run): files are read and checked only. */
  executor: Executor | undefined;
  batchSize?: number | undefined;
  progress?: ((line: string) => void) | undefined;
}

interface ExportFiles {
  concepts: Map<string, Map<string, string>>; // prefix -> lang -> path
  relations: Map<string, string>;
}

export function findEscoFiles(directory: string): ExportFiles {
  const names = readdirSync(directory).filter((name) => /\.csv(\.gz)?$/.test(name));
  const concepts = new Map<string, Map<string, string>>();
  const relations = new Map<string, string>();
  for (const name of names) {
    const stem = name.replace(/\.csv(\.gz)?$/, '');
    const [, prefix, lang] = /^([A-Za-z]+?)(?:_([a-z]{2}(?:-[a-z]{2})?))?$/.exec(stem) ?? [];
    if (!prefix) continue;
    if (CONCEPT_FILES.some((file) => file.prefix === prefix) && lang) {
      const byLang = concepts.get(prefix) ?? new Map<string, string>();
      byLang.set(lang, join(directory, name));
      concepts.set(prefix, byLang);
    } else if (RELATION_FILES.includes(prefix) && (!lang || lang === 'en' || !relations.has(prefix))) {
      relations.set(prefix, join(directory, name));
    }
  }
  return { concepts, relations };
}

export async function loadEsco(options: EscoLoadOptions): Promise<LoadReport> {
  const files = findEscoFiles(options.directory);
  const available = [...new Set([...files.concepts.values()].flatMap((byLang) => [...byLang.keys()]))].sort();
  const languages = options.languages ?? available;
  const unknown = languages.filter((lang) => !available.includes(lang));
  if (unknown.length)
    throw new Error(`No ESCO files for language(s) ${unknown.join(', ')} in ${options.directory}`);
  if (languages.length === 0) {
    throw new Error(
      `No ESCO concept files (skills_<lang>.csv, occupations_<lang>.csv, ...) in ${options.directory}`,
    );
  }
  const primary = languages.includes('en') ? 'en' : (languages[0] as string);
  const session = new LoadSession({ ...options, framework: ESCO_FRAMEWORK, languages });
  await session.begin(`${options.directory} (languages ${languages.join(', ')}, primary ${primary})`);

  // Concepts: the primary language creates them, the others add their labels.
  for (const lang of [primary, ...languages.filter((l) => l !== primary)]) {
    for (const spec of CONCEPT_FILES) {
      const path = files.concepts.get(spec.prefix)?.get(lang);
      if (!path) continue;
      const isPrimary = lang === primary;
      await session.step(
        `${spec.prefix}_${lang}`,
        isPrimary ? 'seed-concepts' : 'seed-concept-labels',
        path,
        (values) => conceptRow(values, spec, lang, isPrimary),
      );
    }
  }

  const broader = (values: Record<string, string>) => {
    const from = escoId(values['conceptUri'] ?? '');
    const to = escoId(values['broaderUri'] ?? '');
    if (!from) return `conceptUri is not an ESCO URI: ${JSON.stringify(values['conceptUri'])}`;
    if (!to) return `broaderUri is not an ESCO URI: ${JSON.stringify(values['broaderUri'])}`;
    return { from, to };
  };
  const relation =
    (fromColumn: string, toColumn: string, extra: Record<string, unknown> = {}) =>
    (values: Record<string, string>) => {
      const from = escoId(values[fromColumn] ?? '');
      const to = escoId(values[toColumn] ?? '');
      const kind = values['relationType'];
      if (!from || !to) return `${fromColumn} and ${toColumn} must be ESCO URIs`;
      if (kind !== 'essential' && kind !== 'optional') {
        return `relationType must be essential or optional, not ${JSON.stringify(kind)}`;
      }
      return { from, to, relation: kind, ...extra };
    };
  const relationSteps: [string, string, (values: Record<string, string>) => RowMapping][] = [
    ['broaderRelationsSkillPillar', 'seed-broader', broader],
    ['broaderRelationsOccPillar', 'seed-broader', broader],
    ['skillSkillRelations', 'seed-related', relation('originalSkillUri', 'relatedSkillUri')],
    ['occupationSkillRelations', 'seed-requires', relation('occupationUri', 'skillUri', { level: null })],
  ];
  for (const [prefix, query, map] of relationSteps) {
    const path = files.relations.get(prefix);
    if (path) await session.step(prefix, query, path, map);
  }

  // Retiring is only safe after the whole release was read: every pillar, every relation file, all languages.
  const hasBackbone = ['skills', 'occupations', 'ISCOGroups', 'skillGroups'].every((prefix) =>
    files.concepts.get(prefix)?.has(primary),
  );
  const hasRelations = relationSteps.every(([prefix]) => files.relations.has(prefix));
  return session.finish(hasBackbone && hasRelations && options.languages === undefined);
}

function conceptRow(
  values: Record<string, string>,
  spec: { kind: Kind; scheme: string[] },
  lang: string,
  primary: boolean,
): { id: string; kind: Kind; props: Record<string, unknown> } | string {
  const uri = (values['conceptUri'] ?? '').trim();
  const match = URI.exec(uri);
  if (!match || !spec.scheme.includes(match[1] as string))
    return `conceptUri is not an ESCO ${spec.kind} URI: ${JSON.stringify(uri)}`;
  const label = (values['preferredLabel'] ?? '').trim();
  if (!label) return 'preferredLabel is empty';
  const id = escoId(uri) as string;
  const props: Record<string, unknown> = {
    [`label_${lang}`]: label,
    [`alt_labels_${lang}`]: splitLines(values['altLabels']),
    [`hidden_labels_${lang}`]: splitLines(values['hiddenLabels']),
    [`description_${lang}`]: (values['description'] ?? values['definition'] ?? '').trim() || null,
  };
  if (primary) {
    props['uri'] = uri;
    props['status'] = values['status'] || null;
    props['code'] =
      (values['code'] ?? '').trim() || (spec.kind === 'Skill' ? null : (id.split('-').pop() ?? null));
    if (spec.kind === 'Skill') {
      props['skill_type'] = values['skillType'] || null;
      props['reuse_level'] = values['reuseLevel'] || null;
    }
    if (spec.kind === 'Occupation') {
      props['isco_code'] = (values['iscoGroup'] ?? '').trim() || null;
      props['regulated_profession_note'] = values['regulatedProfessionNote'] || null;
    }
  }
  return { id, kind: spec.kind, props };
}
