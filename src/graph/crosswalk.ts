// Converting a concept to another framework (spec 4.8 /v1/mapping/crosswalk and 4.9 /v1/crosswalk: one
// conversion behind both). Official tables first, then paths through the canonical graph, then, for a
// concept no table reaches, its nearest concepts in meaning; everything not stated by a table is
// marked inferred, with its provenance.
import type { Executor } from '../db/executor.ts';
import type { GraphCache } from './cache.ts';
import type { Language } from './language.ts';
import { type ConceptSummary, GraphRecords, summarise } from './records.ts';
import type { ConceptKind } from './references.ts';

export const CROSSWALK_TARGETS = ['ESCO', 'ROME', 'ONET', 'SSF', 'KLDB', 'ONS', 'COMPETENT', 'NACE'] as const;
export type CrosswalkTarget = (typeof CROSSWALK_TARGETS)[number];

export interface Correspondence extends ConceptSummary {
  code: string | null;
  /** How the target relates to the source, SKOS-style: exact, close, broad (target is broader), narrow. */
  match: 'exact' | 'close' | 'broad' | 'narrow';
  score: number;
  inferred: boolean;
  /** Which tables or inference methods state it. */
  provenance: string[];
  /** exact-table, graph-path, broader-concept, semantic-similarity or same-framework. */
  method: string;
  via: ConceptSummary[];
}

/** Below this score a stated correspondence is weak evidence (e.g. one shared title among many). */
const STRONG_SCORE = 0.3;
/** How many nearest-in-meaning concepts may supplement weak or missing evidence. */
const SEMANTIC_SUPPLEMENT = 5;
const SWAP = { broad: 'narrow', narrow: 'broad' } as Record<string, string>;
const METHOD_OF_TIER: Record<number, string> = {
  1: 'crosswalk-table',
  2: 'graph-path',
  3: 'broader-concept',
};
const VECTOR_INDEX: Partial<Record<ConceptKind, string>> = {
  Skill: 'skill_embedding',
  Occupation: 'occupation_embedding',
};

type Props = Record<string, unknown> & { id: string; kind?: ConceptKind };

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
        return {
          ...base,
          correspondences: [
            {
              ...summarise(record as unknown as Props, language, record.kind),
              code: record.code,
              match: 'exact' as const,
              score: 1,
              inferred: false,
              provenance: [],
              method: 'same-framework',
              via: [],
            },
          ],
        };
      }
      const rows = await this.executor.read<{
        target: Props & { code?: string | null };
        tier: number;
        match: string | null;
        forward: boolean;
        score: number | null;
        provenance: (string | null)[];
        inferred: boolean;
        via: Props[];
      }>('crosswalk', { id: source.id, target, limit });
      // Paths through other frameworks and broader concepts only count when nothing better exists.
      const bestTier = Math.min(...rows.map((row) => row.tier));
      let correspondences: Correspondence[] = rows
        .filter((row) => row.tier === bestTier)
        .map((row) => {
          const stated = (row.match ?? 'close') as Correspondence['match'];
          return {
            ...summarise(row.target, language),
            code: row.target.code ?? null,
            match: (row.forward ? stated : (SWAP[stated] ?? stated)) as Correspondence['match'],
            score: round(row.score ?? 0.5),
            inferred: row.inferred,
            provenance: row.provenance.filter((p): p is string => Boolean(p)),
            method: METHOD_OF_TIER[row.tier] ?? 'crosswalk-table',
            via: row.via.map((v) => summarise(v, language)),
          };
        });
      // Weak or missing evidence (e.g. one shared title among many) is supplemented by the target
      // concepts nearest in meaning, listed after the stated ones.
      const vectorIndex = VECTOR_INDEX[record.kind];
      const strong = correspondences.filter((c) => c.score >= STRONG_SCORE).length;
      if (strong < Math.min(limit, SEMANTIC_SUPPLEMENT) && vectorIndex && base.target_loaded) {
        const nearest = await this.executor.read<{ target: Props & { code?: string | null }; score: number }>(
          'crosswalk-semantic',
          { id: source.id, target, vectorIndex, limit: Math.min(limit, SEMANTIC_SUPPLEMENT) },
        );
        const known = new Set(correspondences.map((c) => c.id));
        const semantic: Correspondence[] = nearest
          .filter((row) => !known.has(row.target.id))
          .map((row) => ({
            ...summarise(row.target, language),
            code: row.target.code ?? null,
            match: 'close',
            score: round(row.score),
            inferred: true,
            provenance: ['semantic-similarity'],
            method: 'semantic-similarity',
            via: [],
          }));
        correspondences = [...correspondences, ...semantic].slice(0, limit);
      }
      return { ...base, correspondences };
    });
  }
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
