// What names a degree or a school in a CV's education, in any of the parsers' languages: the degree
// classes' words, degree names that run over several words, and where a degree's name ends in a title.
// Used by the entry reader (cv-entries.ts) and the education reader (cv-education.ts).
import { fold, foldWithOffsets } from '../../fold.ts';
import {
  alternation,
  DEGREE_WORDS,
  type DegreeClass,
  INSTITUTION_WORDS,
  NAMED_DEGREES,
  wordPattern,
} from './languages/index.ts';

/** Each degree class's words, in the order the classes are tried (languages/index.ts). */
const DEGREES: [DegreeClass, RegExp][] = DEGREE_WORDS.map(([name, words]) => [
  name,
  new RegExp(wordPattern(words), 'iu'),
]);
export const degreeOf = (text: string) => DEGREES.find(([, pattern]) => pattern.test(fold(text)));
/** Degree words one after another make one degree's name: "WO Master", "Magister inżynier", "HBO-Bachelor". */
const NEXT_DEGREE_WORD = new RegExp(
  `[\\s-]+${alternation(DEGREE_WORDS.flatMap(([, words]) => words))}(?![\\p{L}\\p{N}])`,
  'iuy',
);
/** Degrees whose name runs over several words, read whole before the field of study after them. */
export const NAMED_DEGREE = new RegExp(`^${alternation(NAMED_DEGREES)}(?=[\\s,:–—-]|$)`, 'iu');
export const isDegreeWord = (text: string) => degreeOf(text) !== undefined;
export const isDegree = (text: string) => NAMED_DEGREE.test(fold(text)) || isDegreeWord(text);
export const INSTITUTION = new RegExp(wordPattern(INSTITUTION_WORDS), 'iu');
/** A qualifier in brackets right after a degree is the degree's ("MSc (Netherlands)", "Master (Programme)"). */
export const withQualifier = (folded: string, end: number) =>
  end + (/^\s*\([^()]{1,30}\)/.exec(folded.slice(end))?.[0].length ?? 0);

/**
 * Where in `text` a degree's name ends: the end of the class's word and of any degree words right after
 * it, found in the folded text and measured in the original.
 */
export function degreeNameEnd(text: string, pattern: RegExp): number {
  const { folded, offsets } = foldWithOffsets(text);
  const match = pattern.exec(folded);
  if (!match) return 0;
  let end = match.index + match[0].length;
  for (;;) {
    NEXT_DEGREE_WORD.lastIndex = end;
    const next = NEXT_DEGREE_WORD.exec(folded);
    if (!next) break;
    end += next[0].length;
  }
  return offsets[withQualifier(folded, end)]!;
}
