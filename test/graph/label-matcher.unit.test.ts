// The search's word matcher (LabelMatcher) keeps its answers while its table of normalised labels turns
// over: labels are kept in two generations, and a label read after hundreds of thousands of others
// scores as it did at first.
import { describe, expect, it } from 'vitest';
import { LabelMatcher } from '../../src/graph/search.ts';

describe('LabelMatcher', () => {
  it('scores a label the same before and after the label table has turned over twice', () => {
    const matcher = new LabelMatcher('Développeur web');
    const labels = [
      'Développeur / Développeuse web',
      'développeur informatique',
      'web designer',
      'boulanger',
    ];
    const first = labels.map((label) => matcher.similarity(label));
    expect(first[0]).toBe(1);
    expect(first[3]).toBe(0);
    expect(first[1]).toBeGreaterThan(0);
    // More distinct labels than the two generations hold together.
    const other = new LabelMatcher('something else');
    for (let i = 0; i < 250_000; i++) other.similarity(`label number ${i} of a long list`);
    expect(labels.map((label) => matcher.similarity(label))).toEqual(first);
    expect(labels.map((label) => new LabelMatcher('Développeur web').similarity(label))).toEqual(first);
  });
});
