// Loader for the official ESCO CSV export (any set of languages): skills, occupations, ISCO and
// skill groups with their labels per language, the two hierarchies, skill-to-skill and
// occupation-to-skill relations; prerequisites derived from essential skill relations.
// Idempotent (MERGE on stable ids), batched, re-runnable; a complete load retires what a release dropped.
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Executor } from '../db/executor.ts';
import { RowError, readCsv, splitLines } from './csv.ts';
import { BatchWriter, type StepFigures } from './writer.ts';

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
  languages?: string[];
  /** Without an executor nothing is written (dry run): files are read and checked only. */
  executor: Executor | undefined;
  batchSize?: number;
  progress?: (line: string) => void;
}

export interface Rejected {
  file: string;
  line: number;
  message: string;
}

export interface LoadReport {
  framework: string;
  version: string;
  run: string;
  dryRun: boolean;
  languages: string[];
  steps: Record<string, StepFigures>;
  rejected: Rejected[];
  missingSamples: Record<string, unknown[]>;
  complete: boolean;
  retired: number;
  unlinked: number;
  derivedPrerequisites: number;
  seconds: number;
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
  const started = performance.now();
  const progress = (line: string) =>
    (options.progress ?? ((l: string) => process.stderr.write(`${l}\n`)))(`[seed esco] ${line}`);
  const files = findEscoFiles(options.directory);
  const available = [...new Set([...files.concepts.values()].flatMap((byLang) => [...byLang.keys()]))].sort();
  const languages = options.languages ?? available;
  const unknown = languages.filter((lang) => !available.includes(lang));
  if (unknown.length)
    throw new Error(`No ESCO files for language(s) ${unknown.join(', ')} in ${options.directory}`);
  if (languages.length === 0)
    throw new Error(
      `No ESCO concept files (skills_<lang>.csv, occupations_<lang>.csv, ...) in ${options.directory}`,
    );
  const primary = languages.includes('en') ? 'en' : (languages[0] as string);
  const run = randomUUID();
  const executor = options.executor;
  const params = { framework: ESCO_FRAMEWORK.id, version: options.version, run };
  const report: LoadReport = {
    framework: ESCO_FRAMEWORK.id,
    version: options.version,
    run,
    dryRun: !executor,
    languages,
    steps: {},
    rejected: [],
    missingSamples: {},
    complete: false,
    retired: 0,
    unlinked: 0,
    derivedPrerequisites: 0,
    seconds: 0,
  };
  const reject = (error: RowError | Rejected) => {
    report.rejected.push({
      file: error.file,
      line: error.line,
      message: error instanceof RowError ? error.message : error.message,
    });
    if (report.rejected.length <= 20)
      progress(
        `rejected ${error instanceof RowError ? error.message : `${error.file}:${error.line}: ${error.message}`}`,
      );
  };
  progress(
    `loading ESCO ${options.version} from ${options.directory} (languages ${languages.join(', ')}, primary ${primary})${executor ? '' : ' [dry run]'}`,
  );
  await executor?.write('seed-framework', { framework: { ...ESCO_FRAMEWORK, version: options.version } });

  const step = async (name: string, query: string, produce: (writer: BatchWriter) => Promise<void>) => {
    const writer = new BatchWriter(name, query, { executor, params, batchSize: options.batchSize, progress });
    await produce(writer);
    report.steps[name] = await writer.close();
    if (writer.missingSamples.length) report.missingSamples[name] = writer.missingSamples;
  };

  // Concepts: the primary language creates them, the others add their labels.
  for (const lang of [primary, ...languages.filter((l) => l !== primary)]) {
    for (const spec of CONCEPT_FILES) {
      const path = files.concepts.get(spec.prefix)?.get(lang);
      if (!path) continue;
      const isPrimary = lang === primary;
      await step(
        `${spec.prefix}_${lang}`,
        isPrimary ? 'seed-concepts' : 'seed-concept-labels',
        async (writer) => {
          for await (const record of readCsv(path, { onMalformed: reject })) {
            const row = conceptRow(record.values, spec, lang, isPrimary);
            if (typeof row === 'string') reject({ file: record.file, line: record.line, message: row });
            else await writer.add(row);
          }
        },
      );
    }
  }

  const relation = async (
    prefix: string,
    query: string,
    toRow: (values: Record<string, string>) => Record<string, unknown> | string,
  ) => {
    const path = files.relations.get(prefix);
    if (!path) return false;
    await step(prefix, query, async (writer) => {
      for await (const record of readCsv(path, { onMalformed: reject })) {
        const row = toRow(record.values);
        if (typeof row === 'string') reject({ file: record.file, line: record.line, message: row });
        else await writer.add(row);
      }
    });
    return true;
  };
  const broader = (values: Record<string, string>) => {
    const from = escoId(values['conceptUri'] ?? '');
    const to = escoId(values['broaderUri'] ?? '');
    if (!from) return `conceptUri is not an ESCO URI: ${JSON.stringify(values['conceptUri'])}`;
    if (!to) return `broaderUri is not an ESCO URI: ${JSON.stringify(values['broaderUri'])}`;
    return { from, to };
  };
  const loadedRelations = [
    await relation('broaderRelationsSkillPillar', 'seed-broader', broader),
    await relation('broaderRelationsOccPillar', 'seed-broader', broader),
    await relation('skillSkillRelations', 'seed-related', (values) => {
      const from = escoId(values['originalSkillUri'] ?? '');
      const to = escoId(values['relatedSkillUri'] ?? '');
      const kind = values['relationType'];
      if (!from || !to) return 'originalSkillUri and relatedSkillUri must be ESCO skill URIs';
      if (kind !== 'essential' && kind !== 'optional')
        return `relationType must be essential or optional, not ${JSON.stringify(kind)}`;
      return { from, to, relation: kind };
    }),
    await relation('occupationSkillRelations', 'seed-requires', (values) => {
      const from = escoId(values['occupationUri'] ?? '');
      const to = escoId(values['skillUri'] ?? '');
      const kind = values['relationType'];
      if (!from || !to) return 'occupationUri and skillUri must be ESCO URIs';
      if (kind !== 'essential' && kind !== 'optional')
        return `relationType must be essential or optional, not ${JSON.stringify(kind)}`;
      return { from, to, relation: kind, level: null };
    }),
  ];

  if (executor) {
    const [derived] = await executor.write<{ written: number }>('seed-derive-prerequisites', params);
    report.derivedPrerequisites = derived?.written ?? 0;
    progress(
      `derived ${report.derivedPrerequisites.toLocaleString('en')} prerequisite edges from essential skill relations`,
    );
  }

  // Retiring is only safe after the whole release was read: both pillars and every relation file.
  const hasBackbone = ['skills', 'occupations', 'ISCOGroups', 'skillGroups'].every((prefix) =>
    files.concepts.get(prefix)?.has(primary),
  );
  report.complete = hasBackbone && loadedRelations.every(Boolean) && options.languages === undefined;
  if (executor && report.complete) {
    const [retire] = await executor.write<{ retired: number; unlinked: number }>('seed-retire', params);
    report.retired = retire?.retired ?? 0;
    report.unlinked = retire?.unlinked ?? 0;
    progress(
      `retired ${report.retired} concepts and removed ${report.unlinked} edges that this release no longer has`,
    );
  }
  report.seconds = Math.round((performance.now() - started) / 100) / 10;
  await executor?.write('seed-run-record', {
    run: {
      id: run,
      framework: ESCO_FRAMEWORK.id,
      version: options.version,
      languages,
      complete: report.complete,
      rejected: report.rejected.length,
      retired: report.retired,
      seconds: report.seconds,
      finished_at: new Date().toISOString(),
      figures: JSON.stringify(report.steps),
    },
  });
  progress(
    `done in ${report.seconds} s: ${Object.values(report.steps)
      .reduce((n, s) => n + s.read, 0)
      .toLocaleString('en')} rows read, ` +
      `${report.rejected.length} rejected${report.complete ? '' : ' (partial load: nothing retired)'}`,
  );
  return report;
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
