// Which language a document is written in (English, French or Spanish), from its commonest function
// words: CVs and job offers alike.
import { fold } from '../../fold.ts';

const STOPWORDS = {
  en: ['the', 'and', 'of', 'to', 'in', 'for', 'with', 'on', 'as', 'at', 'experience', 'skills', 'education'],
  fr: [
    'le',
    'la',
    'les',
    'des',
    'et',
    'du',
    'en',
    'pour',
    'avec',
    'dans',
    'une',
    'experience',
    'competences',
    'formation',
  ],
  es: [
    'el',
    'la',
    'los',
    'las',
    'y',
    'del',
    'en',
    'para',
    'con',
    'una',
    'por',
    'experiencia',
    'habilidades',
    'formacion',
  ],
} as const;

/** The document's language from its commonest function words (English, French or Spanish). */
export function detectLanguage(text: string): 'en' | 'fr' | 'es' {
  const words = fold(text).match(/\p{L}+/gu) ?? [];
  const scores = { en: 0, fr: 0, es: 0 };
  const sets = Object.fromEntries(
    Object.entries(STOPWORDS).map(([k, v]) => [k, new Set<string>(v)]),
  ) as Record<keyof typeof scores, Set<string>>;
  for (const word of words)
    for (const language of ['en', 'fr', 'es'] as const) if (sets[language].has(word)) scores[language]++;
  return (Object.entries(scores).sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'en') as 'en' | 'fr' | 'es';
}
