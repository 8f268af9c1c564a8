// Converting a concept to another framework (spec 4.8 /v1/mapping/crosswalk and 4.9 /v1/crosswalk: one
// conversion behind both). Every candidate the graph offers (official tables, inferred shared titles,
// paths through another framework, a broader concept's tables, the nearest concepts in meaning) is
// ranked by one calibrated score (crosswalk-score.ts); everything no table states is marked inferred,
// with its provenance.
import { type Executor, isMissingSearchIndex } from '../db/executor.ts';
import { searchIndexStatesOf } from '../db/search-index-states.ts';
import { type GraphCache, isNotRemembered, notRemembered } from './cache.ts';
import {
  type Candidate,
  CROSSWALK_MODEL,
  type Evidence,
  scoreCandidates,
  tableScore,
} from './crosswalk-score.ts';
import type { Language } from './language.ts';
import { type ConceptSummary, GraphRecords, summarise } from './records.ts';
import type { ConceptKind } from './references.ts';

export const CROSSWALK_TARGETS = ['ESCO', 'ROME', 'ONET', 'SSF', 'KLDB', 'ONS', 'COMPETENT', 'NACE'] as const;
export type CrosswalkTarget = (typeof CROSSWALK_TARGETS)[number];

export interface Correspondence extends ConceptSummary {
  code: string | null;
  /** How the target relates to the source, SKOS-style: exact, close, broad (target is broader), narrow. */
  match: 'exact' | 'close' | 'broad' | 'narrow';
  /** The calibrated score (crosswalk-score.ts). */
  score: number;
  inferred: boolean;
  /** Which tables or inference methods state it. */
  provenance: string[];
  /** crosswalk-table, graph-path, broader-concept, semantic-similarity or same-framework. */
  method: string;
  via: ConceptSummary[];
  /** The evidence behind the score, each signal as measured. */
  evidence: {
    table: number | null;
    shared_titles: number;
    title_share: number | null;
    path: number | null;
    broader: number | null;
    narrower: number | null;
    similarity: number | null;
    /** Cosine score of the two occupations' skill profiles: how much their required skills share. */
    skills: number | null;
  };
}

/** How many of the target framework's nearest concepts in meaning are candidates. */
export const NEIGHBOURS = 20;
const SWAP = { broad: 'narrow', narrow: 'broad' } as Record<string, string>;
const METHOD: Record<Evidence['kind'], string> = {
  direct: 'crosswalk-table',
  path: 'graph-path',
  broader: 'broader-concept',
  narrower: 'narrower-concept',
  neighbour: 'semantic-similarity',
};
const VECTOR_INDEX: Partial<Record<ConceptKind, string>> = {
  Skill: 'skill_embedding',
  Occupation: 'occupation_embedding',
  Sector: 'sector_embedding',
};

type Props = Record<string, unknown> & { id: string; kind?: ConceptKind };
export type CandidateRow = Candidate & { target: Props & { code?: string | null } } & Record<string, unknown>;

export class GraphCrosswalk {
  private readonly executor: Executor;
  private readonly records: GraphRecords;
  private readonly cache: GraphCache;

  constructor(executor: Executor, records: GraphRecords, cache: GraphCache) {
    this.executor = executor;
    this.records = records;
    this.cache = cache;
  }

  async convert(reference: string, target: CrosswalkTarget, language: Language, limit: number) {
    const source = await this.records.resolve(reference);
    return this.cache.get(`crosswalk:${source.id}:${target}:${language}:${limit}`, async () => {
      const [framework] = await this.executor.read<{ version: string | null }>('framework-version', {
        id: target,
      });
      const record = await this.records.record(source.id, GraphRecords.schemeOf(source.kind), language);
      const base = {
        source: {
          uri: record.uri,
          id: record.id,
          label: record.label,
          framework: record.framework,
          kind: record.kind,
        },
        target_framework: target,
        target_loaded: Boolean(framework?.version),
      };
      if (record.framework === target) {
        const self: Correspondence = {
          // The record, not its graph properties: summarise would find no label_<language> on it.
          ...base.source,
          code: record.code,
          match: 'exact',
          score: 1,
          inferred: false,
          provenance: [],
          method: 'same-framework',
          via: [],
          evidence: {
            table: null,
            shared_titles: 0,
            title_share: null,
            path: null,
            broader: null,
            narrower: null,
            similarity: null,
            skills: null,
          },
        };
        return { ...base, correspondences: [self] };
      }
      const rows = base.target_loaded
        ? await crosswalkCandidates(this.executor, source.id, record.kind, target)
        : [];
      const answer = { ...base, correspondences: rankCorrespondences(rows, language).slice(0, limit) };
      return isNotRemembered(rows) ? notRemembered(answer) : answer;
    });
  }
}

/** Every candidate of a concept in a target framework, with its evidence (cypher: crosswalk). */
export async function crosswalkCandidates(executor: Executor, id: string, kind: ConceptKind, target: string) {
  const read = (vectorIndex: string | null) =>
    executor.read<CandidateRow>('crosswalk', { id, target, vectorIndex, neighbours: NEIGHBOURS });
  // While a load builds the kind's vector index (or has set it aside), the neighbours in meaning are
  // left out: a query on an index being built would wait until it is.
  const index = VECTOR_INDEX[kind] ?? null;
  const online = index !== null && (await searchIndexStatesOf(executor).online(index));
  // Read without the index it has: given, not remembered.
  let partial = index !== null && !online;
  const rows = await read(online ? index : null).catch((error: unknown) => {
    if (!isMissingSearchIndex(error)) throw error;
    partial = true;
    return read(null);
  });
  return partial ? notRemembered(rows) : rows;
}

/** Candidates as correspondences, best calibrated score first (ties: the target's id). */
export function rankCorrespondences(
  rows: CandidateRow[],
  language: Language,
  model = CROSSWALK_MODEL,
): Correspondence[] {
  const scores = scoreCandidates(rows, model);
  return rows
    .map((row, index) => correspondence(row, scores[index] as number, language))
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}

/** Strongest first: an official table, an inferred edge, a path, a broader, a narrower concept, the meaning. */
const STRENGTH_OF: Record<Evidence['kind'], number> = {
  direct: 1,
  path: 2,
  broader: 3,
  narrower: 4,
  neighbour: 5,
};
const STRENGTH = (e: Evidence) => (e.kind === 'direct' && !e.inferred ? 0 : STRENGTH_OF[e.kind]);

function correspondence(row: CandidateRow, score: number, language: Language): Correspondence {
  const evidence = [...row.evidence].sort(
    (a, b) => STRENGTH(a) - STRENGTH(b) || (b.score ?? 0) - (a.score ?? 0),
  );
  const lead = evidence[0] as Evidence;
  const stated = lead.match ?? 'close';
  const best = (kind: Evidence['kind'], inferred?: boolean) => {
    const scores = row.evidence
      .filter((e) => e.kind === kind && (inferred === undefined || e.inferred === inferred))
      .map((e) => e.score ?? 0);
    return scores.length ? round(Math.max(...scores)) : null;
  };
  const table = tableScore(row);
  return {
    ...summarise(row.target, language),
    code: row.target.code ?? null,
    match: (lead.forward ? stated : (SWAP[stated] ?? stated)) as Correspondence['match'],
    score: round(score),
    inferred: table === 0,
    provenance: [...new Set(evidence.flatMap((e) => e.provenance).filter((p): p is string => Boolean(p)))],
    method: METHOD[lead.kind],
    via: evidence.flatMap((e) => (e.via ? [summarise(e.via, language)] : [])).slice(0, 3),
    evidence: {
      table: row.evidence.some((e) => e.kind === 'direct' && !e.inferred) ? round(table) : null,
      shared_titles: Math.max(0, ...row.evidence.filter((e) => e.kind === 'direct').map((e) => e.titles)),
      title_share: best('direct', true),
      path: best('path'),
      broader: best('broader'),
      narrower: best('narrower'),
      similarity: row.similarity === null ? null : round(row.similarity),
      skills: row.skills === null ? null : round(row.skills),
    },
  };
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
