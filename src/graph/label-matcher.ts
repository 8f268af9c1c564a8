// How well typed words match a concept's labels (lexical evidence for search, src/graph/search.ts):
// labels normalised once per concept, each distinct word compared with the query's words once, typos,
// plurals and gendered pairs forgiven.
import { fold } from '../fold.ts';
import type { Language } from './language.ts';

/** A concept's names as scoring reads them, normalised once (search-names). */
export interface ConceptNames {
  labels: Record<Language, string | null>;
  /** The preferred labels first, then the alternative labels, every language. */
  names: NameWords[];
  /** How many of `names` are preferred labels. */
  preferred: number;
  /** The distinct words of all its names (a ROME or O*NET occupation's hundred titles share most). */
  words: string[];
  /** For each name, where each of its words is in `words`. */
  positions: number[][];
}

/** A concept's names read for scoring: preferred labels (every language), then alternative labels. */
export function conceptNames(labels: Record<Language, string | null>, alternatives: string[]): ConceptNames {
  const preferred = Object.values(labels).filter((label): label is string => Boolean(label));
  const names = [...preferred, ...alternatives].map(nameWords);
  const at = new Map<string, number>();
  const positions = names.map(({ words }) =>
    words.map((word) => {
      const position = at.get(word);
      if (position !== undefined) return position;
      at.set(word, at.size);
      return at.size - 1;
    }),
  );
  return { labels, names, preferred: preferred.length, words: [...at.keys()], positions };
}

/** Lowercase, accents and punctuation removed, spaces collapsed: what two spellings of a title share. */
export function normalise(text: string): string {
  return fold(text)
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
}

export const tokens = (text: string) => normalise(text).split(' ').filter(Boolean).slice(0, 24);

/** A label as the matcher reads it: as written, normalised, and its words. */
interface NameWords {
  label: string;
  text: string;
  words: string[];
}

const nameWords = (label: string): NameWords => {
  const text = normalise(label);
  return { label, text, words: text.split(' ') };
};

/** A concept's best-matching name (LabelMatcher.bestName). */
export interface BestName {
  score: number;
  label: string | null;
  /** The name is the very words typed: its own score is 1, whether preferred or alternative. */
  whole: boolean;
}

/**
 * How well the typed words match labels, 0..1: 1 for the same words; otherwise the Dice overlap of the
 * two word sets, where a word counts fully when equal and partly when it is a close spelling or shares a
 * long stem (plural, gender, typo). One matcher per query: a query's candidates share most of their
 * words, so each label word's similarity to the query's words is computed once, and a label none of
 * whose words is near a typed word scores 0 without further work.
 */
export class LabelMatcher {
  readonly query: string;
  readonly words: string[];
  /** Each query word's letters (letterMask), to rule out most typo comparisons without computing them. */
  private readonly masks: Uint32Array;
  /** One label word's similarity to each query word, before it is known to be worth keeping. */
  private readonly wordScratch: Float64Array;
  /** For each label word seen, its similarity to each query word (null: near none of them). */
  private readonly known = new Map<string, Float64Array | null>();
  /** Scratch space reused by every label: its words' scores, and which of its words are taken. */
  private scores: (Float64Array | null)[] = [];
  /** Scratch space for a concept's distinct words' scores (bestName). */
  private wordScores: (Float64Array | null)[] = [];
  private used = new Uint8Array(32);

  constructor(text: string) {
    this.query = normalise(text);
    this.words = tokens(text);
    this.masks = Uint32Array.from(this.words, letterMask);
    this.wordScratch = new Float64Array(this.words.length);
  }

  similarity(label: string): number {
    return this.similarityOf(nameWords(label));
  }

  /** `similarity` of a label already read. */
  similarityOf(name: NameWords): number {
    for (let index = 0; index < name.words.length; index++)
      this.scores[index] = this.scoresOf(name.words[index]!);
    return this.scoreRead(name);
  }

  /**
   * The concept's best-matching name and its score, an alternative label counting 0.97 of a preferred
   * one; `whole` when that name is the very words typed (its own score 1, preferred or alternative).
   * Each distinct word of the concept is looked up once, and a concept none of whose words is near a
   * typed word scores 0 without reading its names.
   */
  bestName(concept: ConceptNames): BestName {
    let best: BestName = { score: 0, label: null, whole: false };
    const wordScores = this.wordScores;
    let near = false;
    for (let index = 0; index < concept.words.length; index++) {
      const score = this.scoresOf(concept.words[index]!);
      wordScores[index] = score;
      if (score) near = true;
    }
    if (!near) return best;
    for (let n = 0; n < concept.names.length; n++) {
      const at = concept.positions[n]!;
      for (let index = 0; index < at.length; index++) this.scores[index] = wordScores[at[index]!]!;
      const own = this.scoreRead(concept.names[n]!);
      const score = own * (n < concept.preferred ? 1 : 0.97);
      if (score > best.score) best = { score, label: concept.names[n]!.label, whole: own >= 0.999 };
    }
    return best;
  }

  /** The score of a label whose words' scores are in `this.scores`. */
  private scoreRead({ text, words: labelWords }: NameWords): number {
    const { words } = this;
    if (!text || !words.length) return 0;
    if (text === this.query) return 1;
    const count = labelWords.length;
    const scores = this.scores;
    let near = false;
    for (let index = 0; index < count && !near; index++) if (scores[index]) near = true;
    if (!near) return 0;
    if (this.used.length < count) this.used = new Uint8Array(count);
    const used = this.used.fill(0, 0, count);
    let matched = 0;
    for (let w = 0; w < words.length; w++) {
      let best = 0;
      let bestIndex = -1;
      for (let index = 0; index < count; index++) {
        if (used[index]) continue;
        const score = scores[index]?.[w] ?? 0;
        if (score > best) {
          best = score;
          bestIndex = index;
        }
      }
      if (bestIndex >= 0) used[bestIndex] = 1;
      matched += best;
    }
    // Gendered pairs ("Développeur / Développeuse web") name one job: the unmatched twin of a matched
    // word does not count against the match.
    let twins = 0;
    for (let index = 0; index < count; index++) {
      if (used[index]) continue;
      for (let u = 0; u < count; u++) {
        if (used[u] && commonPrefix(labelWords[index]!, labelWords[u]!) >= 5) {
          twins++;
          break;
        }
      }
    }
    return Math.min(1, (2 * matched) / (words.length + count - twins));
  }

  private scoresOf(labelWord: string): Float64Array | null {
    let scores = this.known.get(labelWord);
    if (scores === undefined) {
      // Most label words are near no typed word: their scores are kept only when one is not 0.
      const { words, masks, wordScratch } = this;
      const mask = letterMask(labelWord);
      let near = false;
      for (let w = 0; w < words.length; w++) {
        const score = wordSimilarity(words[w]!, labelWord, masks[w]!, mask);
        wordScratch[w] = score;
        if (score > 0) near = true;
      }
      scores = near ? wordScratch.slice(0, words.length) : null;
      this.known.set(labelWord, scores);
    }
    return scores;
  }
}

function wordSimilarity(a: string, b: string, maskA: number, maskB: number): number {
  if (a === b) return 1;
  const shorter = Math.min(a.length, b.length);
  if (shorter >= 4 && (a.startsWith(b) || b.startsWith(a))) return 0.85;
  if (shorter >= 5 && commonPrefix(a, b) >= 5) return 0.75;
  if (shorter < 4) return 0;
  // Two edits count only between long words; most pairs of a long query's words and a label's differ by
  // more letters than that, which the letters alone show (a sentence's skill search compares thousands).
  const max = shorter >= 7 ? 2 : 1;
  if (editsAtLeast(maskA, maskB) > max) return 0;
  const distance = levenshtein(a, b, max);
  return distance === 1 ? 0.85 : distance === 2 && max === 2 ? 0.7 : 0;
}

/** The letters of a word as 32 bits (a character's code modulo 32: letters apart, some digits shared). */
function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << (word.charCodeAt(i) & 31);
  return mask >>> 0;
}

/**
 * A lower bound of the edit distance of two words from their letter masks: every letter one word has and
 * the other lacks needs an edit of its own (a substitution or an insertion or deletion changes one letter
 * of each word). Letters sharing a bit only lower the bound, so it never rules out a near pair.
 */
function editsAtLeast(maskA: number, maskB: number): number {
  return Math.max(bitCount(maskA & ~maskB), bitCount(maskB & ~maskA));
}

function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function commonPrefix(a: string, b: string) {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Edit distance, giving up (returning max + 1) as soon as it exceeds `max`. Two reused rows. */
let previousRow = new Int32Array(64);
let currentRow = new Int32Array(64);
export function levenshtein(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length + 1 > previousRow.length) {
    previousRow = new Int32Array(b.length + 1);
    currentRow = new Int32Array(b.length + 1);
  }
  let previous = previousRow;
  let current = currentRow;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}
