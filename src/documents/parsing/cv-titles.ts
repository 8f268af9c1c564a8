// What an entry's title says: its lines cut into parts (a role, an employer or school, a place, a
// qualifier such as "- full time"), and which part is the employer and which the role where the words
// tell. Part of the CV parser: cv-entries.ts finds the entries and their titles, cv-education.ts reads a
// school's.
import { fold, foldWithOffsets } from '../../fold.ts';
import { parseLocation } from './contact.ts';
import { type DateRange, findDateRange, withoutRange } from './dates.ts';
import { INSTITUTION, isDegree } from './degrees.ts';
import {
  alternation,
  EMPLOYER_AFTER,
  EMPLOYMENT_TYPES,
  LEGAL_FORMS,
  ORGANISATION_WORDS,
  POSITION_ENDINGS,
  POSITION_WORDS,
  SELF_EMPLOYED,
  TITLE_WRAPS_AFTER,
  wordPattern,
} from './languages/index.ts';
import { cityNamed } from './places.ts';

const LEGAL_FORM_ALONE = new RegExp(`^${alternation(LEGAL_FORMS)}\\.?$`, 'iu');

/** Words of job titles ("engineer", "Entwickler"), in folded text. */
export const POSITION = new RegExp(
  `${wordPattern(POSITION_WORDS)}|(?<![\\p{L}\\p{N}])\\p{L}+${alternation(POSITION_ENDINGS)}(?![\\p{L}\\p{N}])`,
  'iu',
);
const isSelfEmployed = (text: string) => SELF_EMPLOYED.has(fold(text).trim());
export const ORGANISATION = new RegExp(wordPattern(ORGANISATION_WORDS), 'iu');

/**
 * "Engineer at Acme", "Entwickler bei SAP", "PhD Computer Science at University of Texas at Austin": split
 * at the word that ends a role or degree, not inside an institution's own name ("University of Texas at
 * Austin").
 */
// A name after the word starts with a capital, or is a lower-case brand with a capitalised word or a
// domain after it ("at defi SOLUTIONS Inc", "at punchin.pictures").
export const EMPLOYER = new RegExp(
  `\\s+(${alternation(EMPLOYER_AFTER)})\\s+(?=\\p{Lu}|\\p{Ll}[\\p{L}\\p{N}-]*(?:\\.\\p{L}{2,}|\\s+\\p{Lu}))`,
  'u',
);
const EMPLOYER_EDGE = new RegExp(
  `^(?:${alternation(EMPLOYER_AFTER)})\\s+(?=\\p{Lu})|\\s+(?:${alternation(EMPLOYER_AFTER)})$`,
  'u',
);
/** A dash kept inside a title part: a non-breaking hyphen between spaces, which no split takes. */
const KEPT_DASH = ' \u2011 ';
const BEFORE_EMPLOYMENT_TYPE = new RegExp(
  `\\s+-\\s+(?=${alternation(EMPLOYMENT_TYPES)}(?![\\p{L}\\p{N}]))`,
  'giu',
);

/** The title with each dash before how the job was held ("- full time", "- Werkstudent") kept. */
function withQualifierDashes(text: string): string {
  const { folded, offsets } = foldWithOffsets(text);
  let out = '';
  let from = 0;
  for (const match of folded.matchAll(BEFORE_EMPLOYMENT_TYPE)) {
    const start = offsets[match.index]!;
    out += text.slice(from, start) + KEPT_DASH;
    from = offsets[match.index + match[0].length]!;
  }
  return out + text.slice(from);
}

/** Text ending on a word that says where ("Professional training at"). */
const ENDS_ON_PLACE_WORD = new RegExp(`(?:^|\\s)${alternation(EMPLOYER_AFTER)}\\s+$`, 'u');

/** Whether `part` of an entry's title is named after a word that says where ("Professional training at SensioLabs"). */
export function namedAfterPlaceWord(titleLines: string[], part: string): boolean {
  const title = titleLines.join(' ').replace(/\s+/g, ' ');
  const at = title.indexOf(part);
  return at > 0 && ENDS_ON_PLACE_WORD.test(title.slice(0, at));
}

/**
 * A role, then an employer named in lower case, in two to four words to the end of the line ("Frontend
 * Entwickler at hitcap esports GmbH", "at konzeption sg"; "Engineer at scale" names none).
 */
const LOWER_CASE_EMPLOYER = new RegExp(
  `^(.+?)\\s+(?:${alternation(EMPLOYER_AFTER)})\\s+(\\p{Ll}[\\p{L}\\p{N}.&-]*(?:\\s+[\\p{L}\\p{N}.&()-]+){1,3})$`,
  'u',
);

function splitAtPlace(text: string): string[] {
  const lower = LOWER_CASE_EMPLOYER.exec(text);
  if (lower && POSITION.test(fold(lower[1]!)) && !EMPLOYER.test(text)) return [lower[1]!, lower[2]!];
  // Split with the words kept: [piece, word, piece, word, piece...].
  const pieces = text.split(EMPLOYER);
  const out: string[] = [pieces[0]!];
  for (let i = 1; i < pieces.length; i += 2) {
    const [word, piece] = [pieces[i]!, pieces[i + 1]!];
    // "University of Texas at Austin" is one school's name; "High School Diploma at Milton High School"
    // names the school after the word.
    if (INSTITUTION.test(fold(out.at(-1)!)) && !INSTITUTION.test(fold(piece)))
      out[out.length - 1] = `${out.at(-1)} ${word} ${piece}`;
    else out.push(piece);
  }
  return out;
}

/** A grade and what follows it: "GPA: 3.5/4.0", "(GPA 3.9)". */
export const GRADE = /[,;(]?\s*\b(?:gpa|grade|cgpa)\b\s*[:：]?.*$/i;

const WRAP_WORD_END = new RegExp(`${wordPattern(TITLE_WRAPS_AFTER)}\\s*$|&\\s*$`, 'iu');
/** A name or title that goes on on the next line: it ends on "of", "und", "&" (a skill group's too). */
export const endsOnWrapWord = (text: string) => WRAP_WORD_END.test(fold(text));
const WRAP_WORD_START = new RegExp(`^(?:${wordPattern(TITLE_WRAPS_AFTER)}|&)\\s`, 'iu');
/** The end of a name or title wrapped before "of", "and", "&" ("Quantic School of Business" / "and Technology"). */
export const startsOnWrapWord = (text: string) => WRAP_WORD_START.test(fold(text));
/** An entry's title line goes on after a comma too ("Computer Science," / "University of X"). */
export const dangles = (text: string) => endsOnWrapWord(text) || /,\s*$/.test(text);
export const withoutDates = (text: string) => {
  const range = findDateRange(text);
  return range ? withoutRange(text, range) : text;
};

export function splitTitle(titleLines: string[], range: DateRange | undefined) {
  const texts = titleLines
    .map((text) => (range && findDateRange(text) ? withoutRange(text, findDateRange(text)!) : text))
    // A line ending on a word that cannot end a title continues on the next, and so does one the next
    // line finishes before naming where ("Beuth Bonus Qualifizierung fuer zugewanderte" /
    // "Akademiker/innen at Beuth University").
    .reduce<string[]>((joined, text) => {
      const last = joined.at(-1);
      const names = (t: string) => splitAtPlace(t).length > 1;
      const finishes = (t: string) => names(t) && (EMPLOYER.exec(` ${t}`)?.index ?? 0) > 0;
      if (last !== undefined && (dangles(last) || (finishes(text) && !names(last))))
        joined[joined.length - 1] += ` ${text}`;
      else joined.push(text);
      return joined;
    }, [])
    // A dash before a lower-case word qualifies the title ("Backend Engineer - part time"), not a name;
    // so does one before how the job was held, in capitals too ("BACKEND ENGINEER - FULL TIME").
    .flatMap((text) =>
      withQualifierDashes(text)
        .split(/\s*[|•·–—]\s*|\s+-\s+(?!\p{Ll})|\t|\s{2,}/u)
        .map((part) => part.replaceAll(KEPT_DASH, ' - ')),
    )
    .flatMap(splitAtPlace)
    // A grade printed after a title ("Business Administration, GPA: 3.5/4.0") is read apart (toEducation).
    // The word that names where, left alone at a part's edge when the name is on another line ("Master
    // Informatique at" / dates / "Université Paul Sabatier"; "at Soongsil University").
    .map((t) =>
      t
        .replace(GRADE, '')
        .replace(/^[,;:\s]+|[,;:\s]+$/g, '')
        .replace(EMPLOYER_EDGE, '')
        .trim(),
    )
    .filter(Boolean);
  let location: string | undefined;
  const rest: string[] = [];
  // A part that is a known city alone is the place, before any part that only looks like one
  // ("Équipe IMAGINE, INRIA Grenoble-Alpes" / "Grenoble").
  const city = texts.find((text) => cityNamed(text) !== undefined);
  for (const text of texts) {
    // "Company, Paris, France" keeps the company; the location is split off.
    const commas = text.split(/\s*,\s*/);
    if (
      !location &&
      (city === undefined || text === city) &&
      parseLocation(text) &&
      // A place's parts are names of a few words; "Tecnologías de la Información, Training Course about
      // Web Projects" is a field and a course.
      commas.every((c) => c.split(/\s+/).length <= 4) &&
      !POSITION.test(fold(text)) &&
      !ORGANISATION.test(fold(text)) &&
      !INSTITUTION.test(fold(text)) &&
      !isDegree(text)
    ) {
      location = text;
      continue;
    }
    // Not a degree's subjects ("Mathematics, Physics, Biology, A Levels").
    if (!location && city === undefined && commas.length >= 2 && !isDegree(commas.at(-1)!)) {
      // A place at the end: "Globex SA, Lyon, France" -> "Lyon, France"; "Acme, France" -> "France".
      let split = -1;
      const pair = commas.length >= 3 ? commas.slice(-2).join(', ') : undefined;
      const pairPlace = pair ? parseLocation(pair) : undefined;
      // A degree's subjects are no place ("A Levels in Mathematics, Physics, Biology"), unless a
      // country says so.
      const subjects = isDegree(commas[0]!) && !pairPlace?.countryCode;
      if (pair && pairPlace?.city && !pairPlace.address && !POSITION.test(fold(pair)) && !subjects)
        split = commas.length - 2;
      else if (parseLocation(commas.at(-1)!)?.countryCode) split = commas.length - 1;
      if (split >= 1) {
        location = commas.slice(split).join(', ');
        rest.push(...commas.slice(0, split));
        continue;
      }
    }
    // "Axios, Inc." is one name with its legal form, not a name and a position.
    const legalForm = commas.length === 2 && LEGAL_FORM_ALONE.test(fold(commas[1]!).trim());
    if (commas.length === 2 && !rest.length && texts.length === 1 && !legalForm) {
      rest.push(...commas);
      continue;
    }
    rest.push(text);
  }
  return { parts: rest, location };
}

/**
 * Which of two kinds of title part a section's entries set first (a job's employer or its role, a school
 * or its degree), told by the entries whose words say which part is which: `tell` gives the two kinds'
 * indices among an entry's parts, or undefined. True when most entries that tell set the first kind
 * first, false when most set it second, undefined when none tells or as many tell either way.
 */
export function sectionOrder<E extends { titleLines: string[]; range: DateRange | undefined }>(
  section: E[],
  tell: (parts: string[], entry: E) => readonly [number, number] | undefined,
): boolean | undefined {
  let first = 0;
  for (const entry of section) {
    const told = tell(splitTitle(entry.titleLines, entry.range).parts, entry);
    if (told && told[0] >= 0 && told[1] >= 0 && told[0] !== told[1]) first += told[0] < told[1] ? 1 : -1;
  }
  return first === 0 ? undefined : first > 0;
}

/**
 * Which of an entry's title parts names the employer and which the role, when their words or a web
 * address tell (-1: none does).
 */
export function rolesOf(
  parts: string[],
  linked: string | undefined,
): { name: number; position: number } | undefined {
  // "Freelance" alone stands where the employer's name does ("Freelance" / "Data Analyst (Contract)").
  const positional = parts.findIndex((p) => POSITION.test(fold(p)) && !isSelfEmployed(p));
  const corporate = parts.findIndex((p, i) => i !== positional && ORGANISATION.test(fold(p)));
  if (positional >= 0)
    return {
      position: positional,
      name: corporate >= 0 ? corporate : parts.findIndex((_, i) => i !== positional),
    };
  if (corporate >= 0) return { name: corporate, position: parts.findIndex((_, i) => i !== corporate) };
  // The name with a web address under it is the employer's ("Riverty" / "https://www.riverty.com").
  const site = linked === undefined ? -1 : parts.indexOf(linked);
  if (parts.length === 2 && site >= 0) return { name: site, position: 1 - site };
  return undefined;
}
