// The search's word matcher (LabelMatcher): the same score for a label whether it is given as text or as
// the names search keeps read (similarityOf), and the same from every matcher of the same query, however
// many other labels were scored in between.
import { describe, expect, it } from 'vitest';
import { conceptNames, LabelMatcher, normalise } from '../../src/graph/label-matcher.ts';

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

  it("finds a concept's best name as scoring each name on its own would", () => {
    const concept = conceptNames(
      { en: 'web developer', fr: 'développeur web / développeuse web', es: null },
      ['web programmer', 'développeur internet', 'Développeur web', 'webmaster', 'développeur'],
    );
    // Words shared by several names are listed once.
    expect(concept.words.filter((word) => word === 'web')).toHaveLength(1);
    for (const query of ['Développeur web', 'web programer', 'developpeur', 'boulanger', 'webmaster web']) {
      const matcher = new LabelMatcher(query);
      const each = concept.names.map((name, index) => {
        const own = new LabelMatcher(query).similarity(name.label);
        return {
          score: own * (index < concept.preferred ? 1 : 0.97),
          label: name.label,
          whole: own >= 0.999,
        };
      });
      const best = each.reduce((a, b) => (b.score > a.score ? b : a), {
        score: 0,
        label: null as string | null,
        whole: false,
      });
      expect(matcher.bestName(concept)).toEqual(best);
    }
    // The same words as an alternative label: 0.97, above the preferred label's partial match, and whole.
    expect(new LabelMatcher('Développeur web').bestName(concept)).toEqual({
      score: 0.97,
      label: 'Développeur web',
      whole: true,
    });
    expect(new LabelMatcher('web programer').bestName(concept).whole).toBe(false);
  });
});
