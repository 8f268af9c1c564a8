// Text compared without case or accents: "Développeur" and "developpeur" fold to the same string. The one
// recipe under the document parsers' patterns, search's normalised labels and the crosswalks' title keys.

/** Accents removed (NFD, combining marks dropped) and lower-cased. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
