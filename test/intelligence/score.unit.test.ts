// The match score (src/intelligence/matching.ts): weights, partial credit through broader and narrower
// skills, the semantic share, and an explanation that accounts for every skill of the job.
import { describe, expect, it } from 'vitest';
import { type JobProfile, scoreMatch, semanticScore, WEIGHTS } from '../../src/intelligence/matching.ts';

const job: JobProfile = {
  id: 'job',
  title: 'Data engineer',
  embedding: null,
  skills: [
    { id: 'python', relation: 'essential' },
    { id: 'sql', relation: 'essential' },
    { id: 'kafka', relation: 'optional' },
  ],
};
const label = (id: string) => id.toUpperCase();

describe('scoreMatch', () => {
  it('gives full credit for named skills, weighs essentials twice optionals, and lists what is missing', () => {
    const { score, explanation } = scoreMatch(new Set(['python', 'kafka']), job, new Map(), null, label);
    // (1 + 0.5) / (1 + 1 + 0.5)
    expect(score).toBeCloseTo(0.6, 3);
    expect(explanation.matched.map((m) => m.id)).toEqual(['python', 'kafka']);
    expect(explanation.missing_essential.map((m) => m.label)).toEqual(['SQL']);
    expect(explanation.missing_optional).toEqual([]);
    expect(explanation.semantic_score).toBeNull();
  });

  it('gives half credit through a broader or narrower skill, saying which', () => {
    const neighbours = new Map([['sql', ['mysql']]]);
    const { score, explanation } = scoreMatch(new Set(['python', 'mysql']), job, neighbours, null, label);
    expect(score).toBeCloseTo((1 + 0.5) / 2.5, 3);
    const sql = explanation.matched.find((m) => m.id === 'sql');
    expect(sql).toMatchObject({ credit: WEIGHTS.partial, via: { id: 'mysql', label: 'MYSQL' } });
  });

  it('blends in the semantic score, and the contributions add up to the score', () => {
    const { score, explanation } = scoreMatch(
      new Set(['python', 'sql', 'kafka']),
      job,
      new Map(),
      0.85,
      label,
    );
    expect(explanation.skills_score).toBe(1);
    expect(explanation.semantic_score).toBeCloseTo(semanticScore(0.85)!, 3);
    expect(score).toBeCloseTo(explanation.contributions.skills + explanation.contributions.semantic, 2);
    expect(score).toBeLessThan(1);
  });

  it('maps cosines to 0..1', () => {
    expect(semanticScore(0.5)).toBe(0);
    expect(semanticScore(0.99)).toBe(1);
    expect(semanticScore(null)).toBeNull();
  });
});
