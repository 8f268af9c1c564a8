// The calibrated crosswalk score (src/graph/crosswalk-score.ts) on evidence as the `crosswalk` query
// returns it; the fitted weights come from scripts/eval/crosswalk.ts.
import { describe, expect, it } from 'vitest';
import {
  type Candidate,
  CROSSWALK_MODEL,
  type Evidence,
  FEATURES,
  features,
  scoreCandidates,
  tableScore,
} from '../../src/graph/crosswalk-score.ts';

const edge = (kind: Evidence['kind'], over: Partial<Evidence> = {}): Evidence => ({
  kind,
  provenance: [kind === 'neighbour' ? 'semantic-similarity' : 'some-table'],
  inferred: kind !== 'direct',
  score: 0.5,
  match: 'close',
  forward: true,
  titles: 0,
  via: null,
  ...over,
});
const candidate = (similarity: number | null, ...evidence: Evidence[]): Candidate => ({
  evidence,
  similarity,
  skills: null,
});
const best = (similarity: number, skills = 0) => ({ similarity, skills });

describe('calibrated crosswalk score', () => {
  it('takes an official table at its word: an exact row scores 1 whatever else is known', () => {
    const official = candidate(0.5, edge('direct', { score: 1, match: 'exact' }));
    const semantic = candidate(0.99, edge('neighbour', { score: 0.99 }));
    const [table, meaning] = scoreCandidates([official, semantic]);
    expect(table).toBe(1);
    expect(meaning).toBeLessThan(1);
    expect(tableScore(official)).toBe(1);
    expect(tableScore(semantic)).toBe(0);
  });

  it('raises an official row of low confidence with the inferred evidence for it', () => {
    const weak = edge('direct', { score: 0.25 });
    const [alone, supported] = scoreCandidates([
      candidate(0.9, weak),
      candidate(
        0.97,
        weak,
        edge('direct', { inferred: true, provenance: ['inferred-shared-titles-en'], score: 0.1, titles: 4 }),
      ),
    ]);
    expect(alone).toBeGreaterThanOrEqual(0.25);
    expect(supported).toBeGreaterThan(alone as number);
  });

  it('ranks more shared titles, a table through another concept and a closer meaning higher', () => {
    expect(FEATURES.every((name) => CROSSWALK_MODEL.weights[name] >= 0)).toBe(true);
    const titles = (n: number) => edge('direct', { inferred: true, score: 0.05, titles: n });
    const [one, five] = scoreCandidates([candidate(0.93, titles(1)), candidate(0.93, titles(5))]);
    expect(five).toBeGreaterThan(one as number);
    const [plain, viaBroader] = scoreCandidates([
      candidate(0.93, edge('neighbour')),
      candidate(0.93, edge('neighbour'), edge('broader', { score: 0.6 })),
    ]);
    expect(viaBroader).toBeGreaterThan(plain as number);
    const [oneRoute, twoRoutes] = scoreCandidates([
      candidate(null, edge('narrower', { score: 0.2 })),
      candidate(null, edge('narrower', { score: 0.2 }), edge('narrower', { score: 0.1 })),
    ]);
    expect(twoRoutes).toBeGreaterThan(oneRoute as number);
    const [near, far] = scoreCandidates([
      candidate(0.97, edge('neighbour')),
      candidate(0.92, edge('neighbour')),
    ]);
    expect(near).toBeGreaterThan(far as number);
  });

  it('measures similarity against the best candidate, and treats a missing embedding as no evidence', () => {
    const first = candidate(0.96, edge('neighbour'));
    const other = candidate(0.94, edge('neighbour'));
    expect(features(other, best(0.96)).gap).toBeCloseTo(-0.02, 10);
    expect(features(first, best(0.96)).gap).toBe(0);
    // Without an embedding (ISCO groups) the similarity is the fit's mean: the other evidence decides.
    expect(features(candidate(null, edge('direct')), best(0.96))).toMatchObject({
      similarity: CROSSWALK_MODEL.similarityWhenMissing,
      gap: 0,
      skillsGap: 0,
    });
    for (const score of scoreCandidates([first, other, candidate(null, edge('path', { score: 0.3 }))])) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
    }
  });

  it("weighs shared skills as the fit says, against the best candidate's", () => {
    const withSkills = (skills: number | null) => ({ ...candidate(0.95, edge('neighbour')), skills });
    const [most, fewer] = [withSkills(0.6), withSkills(0.2)];
    expect(features(fewer, { similarity: 0.95, skills: 0.6 }).skillsGap).toBeCloseTo(-0.4, 10);
    // Other things equal, the candidate whose required skills have more in common with the source's
    // ranks higher (a refit that reversed this would be news worth a look).
    const [a, b] = scoreCandidates([most, fewer]);
    expect(a).toBeGreaterThan(b as number);
  });
});
