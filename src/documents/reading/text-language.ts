// Which language a document is written in, from its commonest function words (each language's stop
// words, in the parsers' word tables: src/documents/parsing/languages/): CVs and job offers alike.
import { fold } from '../../fold.ts';
import { type DocumentLanguage, STOP_WORDS } from '../parsing/languages/index.ts';

const LANGUAGES = Object.keys(STOP_WORDS) as DocumentLanguage[];

/**
 * The language whose stop words the text uses most; on a tie the first of en, fr, es, de, it, nl, pt, pl
 * (English, too, when the text has none).
 */
export function detectLanguage(text: string): DocumentLanguage {
  const scores = new Map<DocumentLanguage, number>(LANGUAGES.map((language) => [language, 0]));
  for (const word of fold(text).match(/\p{L}+/gu) ?? [])
    for (const language of LANGUAGES)
      if (STOP_WORDS[language].has(word)) scores.set(language, scores.get(language)! + 1);
  return [...scores].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'en';
}
