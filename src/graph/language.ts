// The caller's language (the `lang` parameter, else Accept-Language, else English) and the labels of
// a concept in it, falling back to English and then to whatever language the framework has (ROME is
// French only).
export const LANGUAGES = ['en', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export function pickLanguage(lang: string | undefined, acceptLanguage: string | undefined): Language {
  if (lang && (LANGUAGES as readonly string[]).includes(lang)) return lang as Language;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.toLowerCase().slice(0, 2), q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return (ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.tag))?.tag ??
    'en') as Language;
}

/** The first language in which `props` has `<prefix>_<lang>`, trying the caller's language first. */
export function localised(
  props: Record<string, unknown>,
  prefix: string,
  language: Language,
): { value: string | null; language: Language | null } {
  for (const lang of [language, 'en', ...LANGUAGES] as Language[]) {
    const value = props[`${prefix}_${lang}`];
    if (typeof value === 'string' && value) return { value, language: lang };
  }
  return { value: null, language: null };
}

export const labelIn = (props: Record<string, unknown>, language: Language) =>
  localised(props, 'label', language).value ?? String(props['id'] ?? '');
