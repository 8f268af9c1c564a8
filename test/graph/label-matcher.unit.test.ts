// The search's word matcher (LabelMatcher): the same score for a label whether it is given as text or as
// the names search keeps read (similarityOf), and the same from every matcher of the same query, however
// many other labels were scored in between.
import { describe, expect, it } from 'vitest';
import { LabelMatcher, normalise } from '../../src/graph/search.ts';

describe('LabelMatcher', () => {
  it('scores a label the same as text, as read words, and after many other labels', () => {
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
    expect(first[1]).toBeLessThan(1);
    const read = labels.map((label) => {
      const text = normalise(label);
      return matcher.similarityOf({ label, text, words: text.split(' ') });
    });
    expect(read).toEqual(first);
    const other = new LabelMatcher('something else');
    for (let i = 0; i < 20_000; i++) other.similarity(`label number ${i} of a long list`);
    expect(labels.map((label) => matcher.similarity(label))).toEqual(first);
    expect(labels.map((label) => new LabelMatcher('Développeur web').similarity(label))).toEqual(first);
  });
});
