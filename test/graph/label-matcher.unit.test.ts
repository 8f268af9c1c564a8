// The search's word matcher (LabelMatcher): the same score for a label whether it is given as text or as
// the names search keeps read (similarityOf), and the same from every matcher of the same query, however
// many other labels were scored in between; and one word against another scored by the stated rule
// (typos by their edit distance, computed here in full), whatever shortcut the matcher takes to it.
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

  it('scores one word against another by prefix and edit distance, as the rule says', () => {
    const distance = (a: string, b: string) => {
      let row = Array.from({ length: b.length + 1 }, (_, j) => j);
      for (let i = 1; i <= a.length; i++) {
        const next = [i];
        for (let j = 1; j <= b.length; j++)
          next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
        row = next;
      }
      return row[b.length]!;
    };
    const commonPrefix = (a: string, b: string) => {
      let i = 0;
      while (i < a.length && a[i] === b[i]) i++;
      return i;
    };
    const rule = (a: string, b: string) => {
      const shorter = Math.min(a.length, b.length);
      if (a === b) return 1;
      if (shorter >= 4 && (a.startsWith(b) || b.startsWith(a))) return 0.85;
      if (shorter >= 5 && commonPrefix(a, b) >= 5) return 0.75;
      if (shorter < 4) return 0;
      const edits = distance(a, b);
      return edits === 1 ? 0.85 : edits === 2 && shorter >= 7 ? 0.7 : 0;
    };
    // Words of every length, their one- and two-edit variants (deleted, doubled, swapped, replaced
    // letters), and each other.
    // Digits, + and #, and letters of other scripts share the letters' 32 bits.
    const bases = [
      'sql',
      'java',
      'nurse',
      'manage',
      'message',
      'teacher',
      'carpenter',
      'management',
      'c++',
      'c#',
      'html5',
      'k8s',
      'λογιστης',
    ];
    const variants = new Set(bases);
    for (const word of bases)
      for (let i = 0; i < word.length; i++) {
        const edited = [
          word.slice(0, i) + word.slice(i + 1),
          word.slice(0, i) + word[i] + word.slice(i),
          word.slice(0, i) + 'q' + word.slice(i + 1),
        ];
        if (i + 1 < word.length) edited.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
        for (const once of edited) {
          variants.add(once);
          variants.add(`${once.slice(0, -2)}z${once.slice(-1)}`);
        }
      }
    const words = [...variants].filter((word) => normalise(word) === word && word.length > 0);
    expect(words.length).toBeGreaterThan(300);
    let near = 0;
    for (const a of words) {
      const matcher = new LabelMatcher(a);
      for (const b of words) {
        const expected = rule(a, b);
        if (expected > 0 && expected < 1) near++;
        const score = matcher.similarity(b);
        // A word against a word: the Dice overlap of one word each is the word's own score.
        if (score !== expected) expect({ a, b, score }).toEqual({ a, b, score: expected });
      }
    }
    expect(near).toBeGreaterThan(1000);
  });
});
