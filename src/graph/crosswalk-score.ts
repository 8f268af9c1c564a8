// One calibrated score per candidate correspondence (issue 16 item 6), from all the evidence the
// `crosswalk` query gathers: official tables, inferred shared titles, paths through a third framework,
// the tables of a broader or a narrower concept, the two concepts' embeddings and their skill profiles
// (what the skills each requires have in common: no bundled table maps skills across frameworks).
//
//   score = 1 - (1 - table) * (1 - p)
//
// `table` is the best score an official (non-inferred) table states for the pair, taken at its word
// (exact 1, close 0.8, Nesta's confidence / 2, ...); `p` is a logistic model of everything else, fitted
// by scripts/eval/crosswalk.ts on correspondences held out of two official tables (Nesta's ESCO -> O*NET,
// BLS ISCO-08 -> SOC): the probability that the table would state this pair, given the other evidence.
// Its weights live in crosswalk-weights.json with the command and data of the fit (EVALUATION.md,
// "Crosswalk ranking").
import weightsFile from './crosswalk-weights.json' with { type: 'json' };

export type EvidenceKind = 'direct' | 'path' | 'broader' | 'narrower' | 'neighbour';

export interface Evidence {
  kind: EvidenceKind;
  provenance: (string | null)[];
  inferred: boolean;
  score: number | null;
  match: string | null;
  /** False when the edge is read against its direction (broad and narrow swap). */
  forward: boolean;
  /** Shared titles, for inferred shared-title edges. */
  titles: number;
  via: (Record<string, unknown> & { id: string }) | null;
}

export interface Candidate {
  evidence: Evidence[];
  /** Cosine score of the two embeddings (Neo4j's, in [0, 1]); null when one has none. */
  similarity: number | null;
  /** Cosine score of the two skill profiles (occupations); null when one has none. */
  skills: number | null;
}

/** The best similarity and skill-profile score among a source's candidates. */
export interface Best {
  similarity: number;
  skills: number;
}

/** The model's inputs, in the order of the fitted weights. */
export const FEATURES = ['sharedTitles', 'via', 'throughCount', 'similarity', 'gap', 'skillsGap'] as const;
export type Feature = (typeof FEATURES)[number];

export interface CrosswalkModel {
  intercept: number;
  weights: Record<Feature, number>;
  /**
   * The similarity assumed when a concept has no embedding (ISCO groups): the mean over the fit's
   * candidates, so the other evidence decides instead of an absent similarity counting as none.
   */
  similarityWhenMissing: number;
}

export const CROSSWALK_MODEL: CrosswalkModel = weightsFile;

/** The best similarity and skill-profile score among a source's candidates. */
export function bestOf(candidates: Candidate[]): Best {
  return {
    similarity: max(candidates.map((c) => c.similarity ?? 0)),
    skills: max(candidates.map((c) => c.skills ?? 0)),
  };
}

/** Evidence through another concept. */
const THROUGH: EvidenceKind[] = ['path', 'broader', 'narrower'];

const max = (values: number[]) => values.reduce((best, value) => Math.max(best, value), 0);

/** The best score an official table states for the pair (0 when none does). */
export function tableScore(candidate: Candidate): number {
  return max(candidate.evidence.filter((e) => e.kind === 'direct' && !e.inferred).map((e) => e.score ?? 0));
}

/**
 * The inferred evidence as numbers: how many titles the two share, what a table states through another
 * concept (a path through a third framework, a broader or a narrower concept's table: one feature, as
 * the held-out tables offer too few paths to weigh them apart) and how many such routes reach it, their
 * similarity in meaning. `bestSimilarity` is the highest similarity among the source's
 * candidates: `gap` says how far this one is behind it, which carries across sources better than the
 * raw cosine (some concepts sit close to everything).
 */
export function features(
  candidate: Candidate,
  best: Best,
  model: CrosswalkModel = CROSSWALK_MODEL,
): Record<Feature, number> {
  const inferredDirect = candidate.evidence.filter((e) => e.kind === 'direct' && e.inferred);
  const through = candidate.evidence.filter((e) => THROUGH.includes(e.kind));
  const { similarity, skills } = candidate;
  return {
    sharedTitles: Math.log1p(max(inferredDirect.map((e) => e.titles))),
    via: max(through.map((e) => e.score ?? 0)),
    throughCount: Math.log1p(through.length),
    similarity: similarity ?? model.similarityWhenMissing,
    gap: similarity === null ? 0 : similarity - best.similarity,
    skillsGap: skills === null ? 0 : skills - best.skills,
  };
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** p: the probability that an official table would state the pair, from the inferred evidence. */
export function inferredProbability(values: Record<Feature, number>, model = CROSSWALK_MODEL): number {
  return sigmoid(FEATURES.reduce((sum, name) => sum + model.weights[name] * values[name], model.intercept));
}

/** Every candidate's calibrated score, in the candidates' order. */
export function scoreCandidates(candidates: Candidate[], model = CROSSWALK_MODEL): number[] {
  const best = bestOf(candidates);
  return candidates.map((candidate) => {
    const p = inferredProbability(features(candidate, best, model), model);
    return 1 - (1 - tableScore(candidate)) * (1 - p);
  });
}
