// Candidate skill phrases of a text, for the search by meaning: a skill is usually named by a short
// phrase inside a longer sentence ("experience with designing scalable microservices in Java"), whose
// own vector is far from any one skill's. compromise (a maintained English part-of-speech tagger and
// chunker) cuts the text into noun, verb and pivot chunks; the phrases are the noun chunks (also split
// at their prepositions: "years of project management experience" -> "project management experience"),
// and each verb chunk with the noun chunk after it ("managing" + "cloud infrastructure"), as skills are
// often named by a verb and its object.
import nlp from 'compromise';
import { eachYielding } from '../event-loop.ts';
import type { TextSpan } from './skill-extraction.ts';

/** Longer phrases are sentences again. */
const MAX_WORDS = 6;

interface Term {
  text: string;
  chunk: string;
  tags: string[];
  offset: { start: number; length: number };
}

const meaningful = (terms: Term[]) =>
  terms.some((term) => /[\p{L}\p{N}]/u.test(term.text)) &&
  terms.some((term) => term.tags.some((tag) => tag === 'Noun' || tag === 'Verb' || tag === 'Adjective')) &&
  !terms.every((term) => term.tags.includes('Value') || term.tags.includes('Date'));

/**
 * The phrases of a text, line by line, handing the event loop back between lines (tagging costs about
 * 20 ms per kilobyte of text, measured here under load): each phrase once, in order, with its offsets;
 * at most `limit`.
 */
export async function textPhrases(text: string, limit = 400): Promise<TextSpan[]> {
  const out: TextSpan[] = [];
  const seen = new Set<string>();
  await eachYielding(
    text.matchAll(/[^\n]+/g),
    (line) => {
      if (out.length >= limit) return;
      for (const phrase of phrases(line[0], limit - out.length, seen))
        out.push({ ...phrase, start: phrase.start + line.index, end: phrase.end + line.index });
    },
    1,
  );
  return out;
}

/** The phrases of a text, in order, each with its offsets; at most `limit`; none of those in `seen`. */
export function phrases(text: string, limit = 400, seen = new Set<string>()): TextSpan[] {
  const chunks = nlp(text)
    .chunks()
    .json({ offset: true, terms: { offset: true } }) as { terms: Term[] }[];
  const out: TextSpan[] = [];
  const push = (terms: Term[]) => {
    // Leading determiners, numbers and prepositions, and closing punctuation, are not part of a skill.
    while (
      terms.length &&
      terms[0]!.tags.some((tag) =>
        ['Determiner', 'Value', 'Preposition', 'Conjunction', 'Pronoun'].includes(tag),
      )
    )
      terms = terms.slice(1);
    while (
      terms.length &&
      terms.at(-1)!.tags.some((tag) => ['Preposition', 'Conjunction', 'Determiner'].includes(tag))
    )
      terms = terms.slice(0, -1);
    if (!terms.length || terms.length > MAX_WORDS || !meaningful(terms)) return;
    const start = terms[0]!.offset.start;
    const last = terms.at(-1)!;
    const span = text.slice(start, last.offset.start + last.offset.length).replace(/[\s.,;:!?)]+$/u, '');
    if (!span || seen.has(span.toLowerCase())) return;
    seen.add(span.toLowerCase());
    out.push({ start, end: start + span.length, text: span });
  };
  const kind = (chunk: { terms: Term[] }) => chunk.terms[0]?.chunk;
  for (const [i, chunk] of chunks.entries()) {
    if (out.length >= limit) break;
    if (kind(chunk) === 'Noun') {
      push(chunk.terms);
      // Split at prepositions: each part is a phrase of its own.
      let part: Term[] = [];
      for (const term of chunk.terms) {
        if (term.tags.includes('Preposition')) {
          if (part.length && part.length < chunk.terms.length) push(part);
          part = [];
        } else part.push(term);
      }
      if (part.length && part.length < chunk.terms.length) push(part);
    } else if (kind(chunk) === 'Verb') {
      const next = chunks[i + 1];
      if (next && kind(next) === 'Noun') push([...chunk.terms, ...next.terms]);
    }
  }
  return out.slice(0, limit);
}
