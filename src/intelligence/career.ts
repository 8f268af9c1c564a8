// Skill gaps and career transitions. A gap lists what a target (an occupation, or an enriched posting of
// the organisation) requires that a person does not hold, each with a training-time estimate: from the
// organisation's courses and programs that teach it when there are any (the shortest, its hours shared
// among the skills it covers), otherwise from the default model below. Transitions are a Cypher
// traversal from an occupation through the skills it requires to the occupations requiring them.
import type { Executor } from '../db/executor.ts';
import { type Language, labelIn } from '../graph/language.ts';
import type { GraphRecords } from '../graph/records.ts';
import { graphUri } from '../graph/references.ts';

/**
 * Default training time in hours when no course covers a skill: knowledge takes 20 h, a skill or
 * competence 40 h (ESCO's skill types; other frameworks count as skills); halved when a broader or
 * narrower skill is already held. Figures in the range of short vocational modules (20-40 h);
 * organisations replace them with their own courses.
 */
export const DEFAULT_HOURS = { knowledge: 20, skill: 40, partialFactor: 0.5 } as const;

interface GapRow extends Record<string, unknown> {
  id: string;
  label_en: string | null;
  label_fr: string | null;
  label_es: string | null;
  skill_type: string | null;
  relation: 'essential' | 'optional';
  partial: boolean;
  courses: { id: string; name: string; duration_hours: number | null; skills: number }[];
  programs: { id: string; name: string; duration_hours: number | null; skills: number }[];
}

export interface GapInput {
  organisationId: string | null;
  held: string[];
  target: { id: string; relation: 'essential' | 'optional' }[];
  language: Language;
  includeOptional: boolean;
}

export class Career {
  private readonly executor: Executor;
  private readonly records: GraphRecords;

  constructor(executor: Executor, records: GraphRecords) {
    this.executor = executor;
    this.records = records;
  }

  async requiredSkills(occupationId: string) {
    const [row] = await this.executor.read<{ skills: { id: string; relation: 'essential' | 'optional' }[] }>(
      'occupation-required-skills',
      { id: occupationId },
    );
    return row?.skills ?? [];
  }

  async gap(input: GapInput) {
    const target = input.includeOptional
      ? input.target
      : input.target.filter((t) => t.relation === 'essential');
    const rows = await this.executor.read<GapRow>('skill-gap', {
      organisationId: input.organisationId,
      target,
      held: input.held,
    });
    const missing = rows.map((row) => {
      const offers = [
        ...row.courses.map((c) => ({ ...c, kind: 'course' as const })),
        ...row.programs.map((p) => ({ ...p, kind: 'program' as const })),
      ].filter((o) => typeof o.duration_hours === 'number');
      // A course teaching n skills spends about 1/n of its time on each.
      const best = offers
        .map((o) => ({ ...o, hours: (o.duration_hours as number) / Math.max(1, o.skills) }))
        .sort((a, b) => a.hours - b.hours)[0];
      const base = row.skill_type === 'knowledge' ? DEFAULT_HOURS.knowledge : DEFAULT_HOURS.skill;
      const hours = best ? best.hours : row.partial ? base * DEFAULT_HOURS.partialFactor : base;
      return {
        uri: graphUri('Skill', row.id),
        id: row.id,
        label: labelIn(row, input.language),
        relation: row.relation,
        partially_held: row.partial,
        training_hours: Math.round(hours * 10) / 10,
        estimate: (best ? (best.kind === 'course' ? 'course' : 'program') : 'default') as
          | 'course'
          | 'program'
          | 'default',
        courses: row.courses,
        programs: row.programs,
      };
    });
    const required = target.length;
    return {
      required,
      held: required - missing.length,
      coverage: required ? Math.round(((required - missing.length) / required) * 1000) / 1000 : 1,
      missing,
      total_training_hours: Math.round(missing.reduce((sum, m) => sum + m.training_hours, 0) * 10) / 10,
    };
  }

  async transitions(input: {
    origin: string;
    held: string[] | null;
    framework: string | null;
    limit: number;
    missing: number;
    language: Language;
  }) {
    const rows = await this.executor.read<{
      id: string;
      framework: string;
      code: string | null;
      shared: number;
      required: number;
      coverage: number;
      stated: boolean;
      missing: Record<string, string | null>[];
      label_en: string | null;
    }>('career-transitions', {
      origin: input.origin,
      held: input.held,
      framework: input.framework,
      limit: input.limit,
      missing: input.missing,
    });
    return rows
      .map((row) => ({
        uri: graphUri('Occupation', row.id),
        id: row.id,
        label: labelIn(row, input.language),
        framework: row.framework,
        code: row.code,
        shared_skills: row.shared,
        required_skills: row.required,
        shared_percentage: Math.round(row.coverage * 1000) / 10,
        stated_by_framework: row.stated,
        // Stated transitions (ROME mobility, O*NET related occupations) count as 10 points more.
        score: Math.round(Math.min(1, row.coverage + (row.stated ? 0.1 : 0)) * 1000) / 1000,
        missing: row.missing.map((m) => ({
          uri: graphUri('Skill', String(m['id'])),
          id: String(m['id']),
          label: labelIn(m, input.language),
        })),
      }))
      .sort((a, b) => b.score - a.score || b.shared_skills - a.shared_skills || a.id.localeCompare(b.id))
      .slice(0, input.limit);
  }

  resolveOccupation(reference: string) {
    return this.records.resolve(reference, 'occupation');
  }

  /** Skill references; several unknown ones are one 404 naming them all. */
  resolveSkills(references: string[]) {
    return this.records.resolveAll(references, 'skill');
  }
}
