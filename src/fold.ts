// Text compared without case or accents: "Développeur" and "developpeur" fold to the same string. The one
// recipe under the document parsers' patterns, search's normalised labels and the crosswalks' title keys.

/**
 * Letters that are not a base letter plus a mark, so that removing marks leaves them as they are: the
 * Polish ł ("biegły"), the German ß ("fließend", written "fliessend" in capitals and in Switzerland),
 * the Scandinavian ø and æ, the French œ, the Croatian đ, the Turkish dotless ı.
 */
const LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ħ: 'h',
  ı: 'i',
};
const OTHER_LETTERS = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'gu');

/** Accents removed (NFD, combining marks dropped), lower-cased, and the letters above spelt out. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(OTHER_LETTERS, (letter) => LETTERS[letter]!);

/**
 * The folded text and, for each of its characters and for its end, where it came from in `text`: the
 * folded text is not always as long as the original ("ß" -> "ss", a decomposed "é" -> "e"), so a span
 * found in it is cut from the original through these offsets.
 */
export function foldWithOffsets(text: string): { folded: string; offsets: number[] } {
  let folded = '';
  const offsets: number[] = [];
  for (let at = 0; at < text.length; ) {
    const character = String.fromCodePoint(text.codePointAt(at)!);
    const piece = fold(character);
    for (let i = 0; i < piece.length; i++) offsets.push(at);
    folded += piece;
    at += character.length;
  }
  offsets.push(text.length);
  return { folded, offsets };
}
