// Job titles as job boards write them, read for the occupation they name. A posting's title carries
// words about the post rather than the occupation: seniority and training status ("Senior", "Intern"),
// the contract and schedule ("(Full time)", "- CDI"), gender markers ("(m/f/d)", "H/F"), advertising
// ("Urgent!", "Vacancy for") and Malaysian-English "cum" joining two roles. The occupation search looks
// the title up by its words without the markers, contract words and advertising, and by its meaning
// without the seniority words either (unless a lone word would be left); names are compared with both,
// so a label that holds such a word ("senior account manager") still matches it exactly. Chosen on
// JobBERT validation titles: EVALUATION.md "Job-board titles".

/** A bracketed gender marker: (m/f/d), (m/w/d), (H/F), (f/h), (m/f/x), (all genders). */
const GENDER = /[([]\s*(?:(?:[mfwhdx]|div)\s*(?:[/|,]\s*(?:[mfwhdx]|div)\s*)+|all genders?)[)\]]/giu;
/** A trailing unbracketed French marker: "Vendeur H/F", "Vendeur - F/H". */
const TRAILING_GENDER = /[\s\-–]+[HF]\s*\/\s*[HF]\s*$/u;
/** Seniority and training status: about the post, though a label may hold one ("office junior"). */
const STATUS_WORDS =
  'senior|junior|snr|sr|jr|trainee|intern|internship|apprentice|apprenticeship|fresh graduates?';
/** The contract, the schedule, the place of work, who may apply: never the occupation's. */
const CONTRACT_WORDS =
  'full|part|time|full-time|part-time|contract|permanent|temporary|temp|freelance|urgent|urgently|' +
  'immediate|immediately|remote|hybrid|only|male|female|cdi|cdd|alternance|stagiaire|stage|interim|' +
  'intérim|prácticas|becario|becaria';
/** A bracket holding only such words goes as a whole: "(Full time/Part time)", "(Senior)". */
const BRACKET_OF_POST_WORDS = new RegExp(
  `[([]\\s*(?:(?:${STATUS_WORDS}|${CONTRACT_WORDS})[\\s/,&+-]*)+[)\\]]`,
  'giu',
);
/** Contract words as the title's last part: "Développeur Web - CDI", "Waiter, part time". */
const TRAILING_CONTRACT_WORDS = new RegExp(`[\\s,|\\-–]+(?:(?:${CONTRACT_WORDS})[\\s/,&+-]*)+$`, 'iu');
/** Seniority and training status anywhere in the title (contract words only in brackets or last). */
const STATUS = new RegExp(`(?<![\\p{L}\\p{N}])(?:${STATUS_WORDS})(?![\\p{L}\\p{N}])\\.?`, 'giu');
/** "Machine Operator cum Driver": two roles, read as alternatives. */
const CUM = /\s+cum\s+/giu;
/** Openers of an advertisement: "URGENT!", "Hiring:", "Vacancy for", "Wanted -". */
const OPENER =
  /^(?:\s*(?:urgent(?:ly)?|we are hiring|hiring|vacancy(?: for)?|wanted|job opening)(?![\p{L}\p{N}])[\s:!\-–]*)+/iu;

/**
 * A job board's title read for the occupation it names: `title` without gender markers, contract words
 * and advertising (the words a label may still share: "senior account manager"), and `occupation`,
 * that title without seniority and training status either (what the title means) when two words or
 * more remain. Either is the title as given when nothing else would remain of it.
 */
export function readJobTitle(given: string): { title: string; occupation: string } {
  const title = tidy(
    given
      .replace(GENDER, ' ')
      .replace(TRAILING_GENDER, ' ')
      .replace(BRACKET_OF_POST_WORDS, ' ')
      .replace(TRAILING_CONTRACT_WORDS, ' ')
      .replace(OPENER, ' ')
      .replace(CUM, ' / '),
    given,
  );
  const occupation = tidy(title.replace(STATUS, ' '), title);
  // A lone word left ("Office" of "Office junior", "Marketing" of "Intern (Marketing)") says too little
  // of an occupation to be embedded alone: measured, as many such titles ranked worse as better.
  return { title, occupation: /[\p{L}\p{N}]\s+[\p{L}\p{N}]/u.test(occupation) ? occupation : title };
}

function tidy(text: string, otherwise: string): string {
  const tidied = text
    .replace(/[([]\s*[)\]]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s\-–,/&:|]+|[\s\-–,/&:|]+$/gu, '')
    .replace(/^\((.*)\)$/u, '$1')
    .trim();
  return /[\p{L}\p{N}]/u.test(tidied) ? tidied : otherwise.trim();
}
