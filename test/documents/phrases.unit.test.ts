// The phrases of a sentence that extraction embeds on their own (src/documents/phrases.ts).
import { describe, expect, it } from 'vitest';
import { phrases, textPhrases } from '../../src/documents/phrases.ts';

const texts = (text: string) => phrases(text).map((phrase) => phrase.text);

describe('phrases', () => {
  it('are noun chunks, their parts between prepositions, and verbs with their objects', () => {
    const sentence =
      'Experience with designing scalable microservices in Java and managing cloud infrastructure on AWS. 3+ years of project management experience.';
    const found = texts(sentence);
    expect(found).toEqual(
      expect.arrayContaining([
        'scalable microservices',
        'Java',
        'managing cloud infrastructure',
        'cloud infrastructure',
        'AWS',
        'project management experience',
      ]),
    );
    // No pivot words or punctuation on their own, no duplicates.
    expect(found).not.toContain('in');
    expect(found).not.toContain('and');
    expect(new Set(found.map((p) => p.toLowerCase())).size).toBe(found.length);
  });

  it('carry their offsets in the text and leave out pronouns, articles and numbers', () => {
    const sentence = 'You will clean rooms, change the beds and restock the minibar.';
    const found = phrases(sentence);
    expect(found.map((p) => p.text)).toEqual(
      expect.arrayContaining(['change the beds', 'restock the minibar', 'minibar']),
    );
    expect(found.map((p) => p.text)).not.toContain('You');
    for (const phrase of found) expect(sentence.slice(phrase.start, phrase.end)).toBe(phrase.text);
  });

  it('keep at most the limit, and nothing from an empty text', () => {
    const long = Array.from(
      { length: 50 },
      (_, i) => `We maintain system number ${i} and repair engine ${i}.`,
    ).join(' ');
    expect(phrases(long, 10)).toHaveLength(10);
    expect(phrases('')).toEqual([]);
  });

  it('of a whole text come line by line, with offsets in the text, each once', async () => {
    const text = 'Managing cloud infrastructure.\nWe repair engines.\n\nManaging cloud infrastructure again.';
    const found = await textPhrases(text);
    for (const phrase of found) expect(text.slice(phrase.start, phrase.end)).toBe(phrase.text);
    expect(found.map((p) => p.text)).toEqual(
      expect.arrayContaining(['Managing cloud infrastructure', 'cloud infrastructure', 'repair engines']),
    );
    expect(found.filter((p) => p.text.toLowerCase() === 'managing cloud infrastructure')).toHaveLength(1);
    expect(await textPhrases(text, 2)).toHaveLength(2);
  });
});
