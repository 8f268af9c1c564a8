// The Lucene side of search (src/graph/search.ts): free text turned into a fulltext query (never the
// caller's Lucene syntax), with fuzzy variants for words the labels do not hold, and the framework codes
// people type.

const LUCENE_SPECIAL = /[+\-!(){}[\]^"~*?:\\/&|]/g;
export const escapeLucene = (text: string) => text.replace(LUCENE_SPECIAL, (c) => `\\${c}`);

/** The words of a text as search queries them: lower-cased, split on anything but letters, digits, + and #. */
export const luceneWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter(Boolean);

/**
 * A Lucene query from free text, never from Lucene syntax the caller typed: the whole phrase boosted,
 * each word as typed (the index's analyzer stems it) and, for words of four letters or more that are not
 * in `known` (the labels' vocabulary; all words when it is not given), a fuzzy variant that forgives typos.
 */
export function luceneQuery(text: string, known?: ReadonlySet<string>): string | null {
  const words = luceneWords(text).slice(0, 16);
  if (!words.length) return null;
  const parts: string[] = [];
  if (words.length > 1) parts.push(`"${words.map(escapeLucene).join(' ')}"^4`);
  for (const word of words) {
    const escaped = escapeLucene(word);
    parts.push(`${escaped}^2`);
    // Two edits only for long words: a fuzzy term of two edits costs Neo4j about twice one of one
    // (measured: search queries 50 -> 33 ms), and short words rarely hold two typos.
    if (word.length >= 4 && !known?.has(word)) parts.push(`${escaped}~${word.length >= 10 ? 2 : 1}`);
  }
  return parts.join(' OR ');
}

/** Framework codes people type: ROME (M1805), O*NET-SOC (15-1252.00), ISCO (2512), O*NET elements. */
export const looksLikeCode = (text: string) =>
  /^\s*([A-N]\d{4}|\d{2}-\d{4}(\.\d{2})?|\d{1,4}(\.\d+)*|\d(\.[A-Z]|\.\d+|\.[a-z])+)\s*$/.test(text);
