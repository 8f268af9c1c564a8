// Occupation-centred answers built on records and search: the skill profile of an occupation
// (POST /v1/skills/extract), skills to add (POST /v1/skills/recommend) and job titles to occupations
// across frameworks (POST /v1/match/occupation), plus taxonomy browsing.
import type { Executor } from '../db/executor.ts';
import { AppError } from '../http/errors.ts';
import type { GraphCache } from './cache.ts';
import type { Language } from './language.ts';
import { type GraphRecords, summarise } from './records.ts';
import { type ConceptKind, KINDS_OF_SCHEME, type Scheme } from './references.ts';
import type { GraphSearch } from './search.ts';

type Props = Record<string, unknown> & { id: string; kind?: ConceptKind };

export class GraphProfiles {
  private readonly executor: Executor;
  private readonly records: GraphRecords;
  private readonly search: GraphSearch;
  private readonly cache: GraphCache;

  constructor(executor: Executor, records: GraphRecords, search: GraphSearch, cache: GraphCache) {
    this.executor = executor;
    this.records = records;
    this.search = search;
    this.cache = cache;
  }

  /** The occupation a caller names by reference, or the best match for a job title. */
  async occupationFor(
    input: { occupation?: string | undefined; title?: string | undefined },
    language: Language,
  ) {
    if (input.occupation)
      return { ...(await this.records.resolve(input.occupation, 'occupation')), confidence: 1 };
    const title = input.title?.trim();
    if (!title)
      throw new AppError('validation_error', 'Give an occupation (uri or code) or a job title', {
        fields: [{ field: 'body.occupation', message: 'occupation or title is required' }],
      });
    const [best] = await this.search.search({
      kind: 'Occupation',
      q: title,
      limit: 1,
      threshold: 0,
      language,
    });
    if (!best)
      throw new AppError('not_found', `No occupation matches ${JSON.stringify(title.slice(0, 200))}`);
    return { id: best.id, kind: best.kind, confidence: best.confidence };
  }

  async extract(
    input: { occupation?: string | undefined; title?: string | undefined; include_optional: boolean },
    language: Language,
  ) {
    const occupation = await this.occupationFor(input, language);
    const { occupation: summary, skills } = await this.records.occupationSkills(
      occupation.id,
      language,
      null,
    );
    return {
      occupation: { ...summary, confidence: occupation.confidence },
      essential: skills.filter((skill) => skill.relation === 'essential'),
      optional: input.include_optional ? skills.filter((skill) => skill.relation !== 'essential') : [],
      counts: {
        essential: skills.filter((skill) => skill.relation === 'essential').length,
        optional: skills.filter((skill) => skill.relation !== 'essential').length,
      },
    };
  }

  async recommend(
    input: { skills: string[]; target_occupation?: string | undefined; limit: number },
    language: Language,
  ) {
    const held = await this.records.resolveAll(input.skills, 'skill');
    const heldIds = new Set(held.map((skill) => skill.id));
    if (input.target_occupation) {
      // Towards a target: what the occupation requires that the person does not hold, essential first.
      const target = await this.records.occupationSkills(input.target_occupation, language, null);
      const missing = target.skills.filter((skill) => !heldIds.has(skill.id));
      const covered = target.skills.length - missing.length;
      return {
        target_occupation: target.occupation,
        coverage: target.skills.length ? round(covered / target.skills.length) : 0,
        recommendations: missing.slice(0, input.limit).map((skill) => ({
          ...skill,
          score: skill.relation === 'essential' ? 1 : 0.5,
          reasons: [`${skill.relation}-for-target`],
        })),
      };
    }
    if (!heldIds.size)
      throw new AppError('validation_error', 'Give the skills held, a target occupation, or both', {
        fields: [{ field: 'body.skills', message: 'must not be empty without target_occupation' }],
      });
    const rows = await this.executor.read<{
      skill: Props;
      score: number;
      together: number;
      reasons: string[];
    }>('skill-recommendations', { held: [...heldIds], target: null, limit: input.limit });
    const top = rows[0]?.score ?? 1;
    return {
      target_occupation: null,
      coverage: null,
      recommendations: rows.map((row) => ({
        ...summarise(row.skill, language),
        skill_type: (row.skill['skill_type'] as string) ?? null,
        score: round(row.score / top),
        occupations_together: row.together,
        reasons: row.reasons,
      })),
    };
  }

  async matchTitles(
    input: { titles: string[]; limit: number; threshold: number; frameworks?: string[] | undefined },
    language: Language,
  ) {
    const matches = await this.search.searchAll(
      input.titles.map((title) => ({
        kind: 'Occupation' as const,
        q: title,
        limit: input.limit,
        threshold: input.threshold,
        language,
        frameworks: input.frameworks,
      })),
    );
    return { results: input.titles.map((title, index) => ({ title, matches: matches[index]! })) };
  }

  async browse(
    input: {
      uri?: string | undefined;
      framework?: string | undefined;
      kind?: Scheme | undefined;
      page: number;
      itemsPerPage: number;
    },
    language: Language,
  ) {
    const framework = input.framework ?? null;
    const kinds = input.kind ? KINDS_OF_SCHEME[input.kind] : null;
    const skip = (input.page - 1) * input.itemsPerPage;
    let parent = null;
    let row: { total: number; nodes: (Props & { children: number })[] } | undefined;
    if (input.uri) {
      const found = await this.records.resolve(input.uri);
      const [children] = await this.executor.read<{
        parent: Props;
        total: number;
        nodes: (Props & { children: number })[];
      }>('taxonomy-children', { id: found.id, framework, kinds, skip, limit: input.itemsPerPage });
      row = children;
      parent = summarise(children?.parent ?? (found as unknown as Props), language, found.kind);
    } else {
      row = await this.cache.get(
        `taxonomy-roots:${framework}:${input.kind}:${skip}:${input.itemsPerPage}`,
        async () => {
          const [roots] = await this.executor.read<{
            total: number;
            nodes: (Props & { children: number })[];
          }>('taxonomy-roots', { framework, kinds, skip, limit: input.itemsPerPage });
          return roots ?? { total: 0, nodes: [] };
        },
      );
    }
    const total = row?.total ?? 0;
    return {
      parent,
      framework,
      nodes: (row?.nodes ?? []).map((node) => ({
        ...summarise(node, language),
        code: (node['code'] as string) ?? null,
        children: node.children,
      })),
      total,
      page: input.page,
      itemsPerPage: input.itemsPerPage,
      pages: Math.max(1, Math.ceil(total / input.itemsPerPage)),
    };
  }
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
