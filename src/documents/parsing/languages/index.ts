// The words the document parsers know, one table per language (en.ts, fr.ts, es.ts, de.ts, it.ts, nl.ts,
// pt.ts, pl.ts), each of the one shape below, merged here into the lookups the parsers read. A document is
// read with every language's words at once (a German CV may well print "Master of Science" or "Java –
// fluent"); the language detected only labels the result. Every word is written folded (fold.ts: lower
// case, no accents, "ł" as "l", "ß" as "ss"), as the parsers compare folded text; a test checks it.
import type { CvSection, OfferSection } from '../sections.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { nl } from './nl.ts';
import { pl } from './pl.ts';
import { pt } from './pt.ts';

export type DocumentLanguage = 'en' | 'fr' | 'es' | 'de' | 'it' | 'nl' | 'pt' | 'pl';

/**
 * Degree classes in the order a degree's words are tried: the more specific first, so that "Laurea
 * magistrale" is a Master before "Laurea" is a Bachelor and "Diplôme d'ingénieur" an engineering degree
 * before "diplôme" is a diploma.
 */
export const DEGREE_CLASSES = [
  'PhD',
  'MBA',
  'Master',
  'Bachelor',
  'Licence',
  'Engineering degree',
  'Associate',
  'High school',
  'Diploma',
] as const;
export type DegreeClass = (typeof DEGREE_CLASSES)[number];

/** What a label before a contact fact announces; `personal` facts (birth date, nationality) are skipped. */
export type ContactLabel = 'email' | 'phone' | 'address' | 'website' | 'personal';

/** What a label on a job offer's line announces ("Standort: Berlin"). */
export type OfferLabel = 'title' | 'company' | 'location';

type Words = string[];

export interface LanguageWords {
  /** Section titles of a CV, by the section they open. */
  cvSections: Record<CvSection, Words>;
  /** Section titles of a job offer, by the section they open. */
  offerSections: Record<OfferSection, Words>;
  /** Labels of a job offer's facts ("Job title:", "Standort:"). */
  offerLabels: Record<OfferLabel, Words>;
  /** Words that make a requirement a wish wherever they stand in its line ("Python is a plus", "von Vorteil"). */
  offerWishes: Words;
  /** Words a CV is headed with ("Curriculum vitae", "Lebenslauf"): neither a name nor a headline. */
  documentTitles: Words;
  /** Month names and abbreviations (without their dot), January first: twelve lists. */
  months: [Words, Words, Words, Words, Words, Words, Words, Words, Words, Words, Words, Words];
  dates: {
    /** An end that is not one yet: "present", "heute", "bis heute", "obecnie". */
    ongoing: Words;
    /** Before a range's start: "from", "von", "od". */
    from: Words;
    /** Between a range's start and its end: "to", "bis", "do", "t/m". */
    to: Words;
    /** Before a start with no end: "since", "seit", "dal", "od". */
    since: Words;
    /** Between a month and its year: "enero de 2018". */
    beforeYear: Words;
  };
  /**
   * A computed duration printed beside dates ("2 Jahre 3 Monate", "a year"): its units, the word joining
   * them, and the words that count one ("a", "ein", "un").
   */
  durations: { units: Words; and: Words; one: Words };
  /** Levels printed beside a skill, and a language's fluency. */
  levels: { skill: Words; fluency: Words };
  /** Words that name a degree, by class. */
  degrees: Partial<Record<DegreeClass, Words>>;
  /** Degree names of several words read whole before the field of study after them ("Bachelor of Science"). */
  namedDegrees: Words;
  fieldOfStudy: {
    /** Before the field of study after a degree, the last one read: "Master in", "Licence en", "Mestrado em". */
    introducedBy: Words;
    /** Between a degree and its field, the first one read: "Bachelor of", "Grado de". */
    joinedBy: Words;
  };
  /** Words that name a school or university. */
  institutions: Words;
  /** Words of job titles, telling a position from its employer ("engineer", "Entwickler", "programista"). */
  positions: Words;
  /**
   * Endings of compound job titles, for languages that write them as one word ("Pflegefachfrau",
   * "Industriekaufmann", "Bauleiter"): a word ending so is a position.
   */
  positionEndings?: Words;
  /** Job titles' head nouns that are not also surnames: a line ending with one is a headline, not a name. */
  positionHeads: Words;
  /** Working for oneself, printed where an employer's name would be. */
  selfEmployed: Words;
  /** How a job was held, printed after its title ("Engineer - part time", "Entwickler - Werkstudent"). */
  employmentTypes: Words;
  /** Legal forms after a company's name ("Inc", "GmbH", "S.p.A.", "sp. z o.o."), written without their last dot. */
  legalForms: Words;
  /** Other words that name an organisation: "bank", "group", "Stiftung". */
  organisations: Words;
  /** Between a role or degree and where it was held: "Engineer at Acme", "Entwickler bei SAP". */
  employerAfter: Words;
  /** Words a title line cannot end on: the title goes on on the next line ("University of" / "Texas"). */
  titleWrapsAfter: Words;
  /** Names of languages written in this language ("Deutsch", "Englisch"). */
  languageNames: Words;
  /** Country names written in this language, with their ISO 3166 codes. */
  countries: Record<string, string>;
  /** Labels before contact facts ("Telefon:", "Anschrift:"), by what they announce. */
  contactLabels: Record<ContactLabel, Words>;
  /** "References available on request": a references section with no reference in it. */
  referencesOnRequest: Words;
  /**
   * This language's commonest short words, for telling which language a document is in: words also
   * common in another language count for both, so each list favours words that are only its own.
   */
  stopWords: Words;
}

export const LANGUAGE_WORDS: Record<DocumentLanguage, LanguageWords> = { en, fr, es, de, it, nl, pt, pl };
const TABLES = Object.entries(LANGUAGE_WORDS) as [DocumentLanguage, LanguageWords][];

/** Every language's words of one kind, once each. */
const union = (pick: (words: LanguageWords) => Words): Words => [
  ...new Set(TABLES.flatMap(([, words]) => pick(words))),
];

/** Each word with the meanings it has in the languages that list it: more than one is a conflict. */
function meaningsOf<M extends string | number>(
  pick: (words: LanguageWords) => [M, Words][],
): Map<string, Map<M, DocumentLanguage[]>> {
  const out = new Map<string, Map<M, DocumentLanguage[]>>();
  for (const [language, words] of TABLES)
    for (const [meaning, list] of pick(words))
      for (const word of list) {
        const meanings = out.get(word) ?? new Map<M, DocumentLanguage[]>();
        meanings.set(meaning, [...(meanings.get(meaning) ?? []), language]);
        out.set(word, meanings);
      }
  return out;
}

const entries = <K extends string, V>(record: Partial<Record<K, V>>) => Object.entries(record) as [K, V][];

/** The lookups where one word must have one meaning, by name (the conflicts test walks them all). */
const MEANINGS = {
  cvSections: meaningsOf((w) => entries(w.cvSections)),
  offerSections: meaningsOf((w) => entries(w.offerSections)),
  offerLabels: meaningsOf((w) => entries(w.offerLabels)),
  months: meaningsOf((w) => w.months.map((names, i): [number, Words] => [i + 1, names])),
  degrees: meaningsOf((w) => entries(w.degrees)),
  countries: meaningsOf((w) => entries(w.countries).map(([name, code]): [string, Words] => [code, [name]])),
  contactLabels: meaningsOf((w) => entries(w.contactLabels)),
  rangeWords: meaningsOf((w): [string, Words][] => [
    ['from or since', [...w.dates.from, ...w.dates.since]],
    ['to', w.dates.to],
  ]),
};

/**
 * Words that mean one thing in one language and another in another, each settled on purpose: the meaning
 * kept, and why. Any other conflict fails the languages test.
 */
export const SETTLED_CONFLICTS: { lookup: keyof typeof MEANINGS; word: string; kept: string; why: string }[] =
  [];

/** Every word with more than one meaning in a lookup, and in which languages. */
export function conflicts() {
  return Object.entries(MEANINGS).flatMap(([lookup, words]) =>
    [...words]
      .filter(([, meanings]) => meanings.size > 1)
      .map(([word, meanings]) => ({
        lookup: lookup as keyof typeof MEANINGS,
        word,
        meanings: Object.fromEntries([...meanings].map(([meaning, languages]) => [meaning, languages])),
      })),
  );
}

/** One meaning per word: the settled one for a listed conflict, else the first language's (en, fr, es, ...). */
function resolved<M extends string | number>(
  lookup: keyof typeof MEANINGS,
  meanings: Map<string, Map<M, DocumentLanguage[]>>,
): Map<string, M> {
  return new Map(
    [...meanings].map(([word, byMeaning]) => {
      const settled = SETTLED_CONFLICTS.find((c) => c.lookup === lookup && c.word === word)?.kept;
      const kept = [...byMeaning.keys()].find((m) => String(m) === settled) ?? [...byMeaning.keys()][0]!;
      return [word, kept];
    }),
  );
}

/** Words grouped by the one meaning they keep. */
const grouped = <M extends string>(lookup: Map<string, M>): Partial<Record<M, Words>> => {
  const out: Partial<Record<M, Words>> = {};
  for (const [word, meaning] of lookup) out[meaning] = [...(out[meaning] ?? []), word];
  return out;
};

// ---------------------------------------------------------------- the merged lookups

export const CV_SECTION_TITLES: Map<string, CvSection> = resolved('cvSections', MEANINGS.cvSections);
export const OFFER_SECTION_TITLES: Map<string, OfferSection> = resolved(
  'offerSections',
  MEANINGS.offerSections,
);
export const OFFER_LABELS = grouped(resolved('offerLabels', MEANINGS.offerLabels)) as Record<
  OfferLabel,
  Words
>;
export const OFFER_WISHES = union((w) => w.offerWishes);
export const DOCUMENT_TITLES = new Set(union((w) => w.documentTitles));

/** Month names and abbreviations -> 1..12. */
export const MONTHS: Map<string, number> = resolved('months', MEANINGS.months);
export const ONGOING_WORDS = union((w) => w.dates.ongoing);
export const FROM_WORDS = union((w) => w.dates.from);
export const TO_WORDS = union((w) => w.dates.to);
export const SINCE_WORDS = union((w) => w.dates.since);
export const BEFORE_YEAR_WORDS = union((w) => w.dates.beforeYear);
export const DURATION_UNITS = union((w) => w.durations.units);
export const DURATION_AND = union((w) => w.durations.and);
export const DURATION_ONE = union((w) => w.durations.one);

export const LEVEL_WORDS = new Set(union((w) => [...w.levels.skill, ...w.levels.fluency]));
/** Levels of a skill only (not a language's fluency: "React Native" names no level). */
export const SKILL_LEVEL_WORDS = new Set(union((w) => w.levels.skill));

const degreeClasses = grouped(resolved('degrees', MEANINGS.degrees));
/** Degree words by class, in the order the classes are tried. */
export const DEGREE_WORDS: [DegreeClass, Words][] = DEGREE_CLASSES.filter((c) => degreeClasses[c]).map(
  (c) => [c, degreeClasses[c]!],
);
export const NAMED_DEGREES = union((w) => w.namedDegrees);
export const FIELD_INTRODUCED_BY = union((w) => w.fieldOfStudy.introducedBy);
export const FIELD_JOINED_BY = union((w) => w.fieldOfStudy.joinedBy);
export const INSTITUTION_WORDS = union((w) => w.institutions);

export const POSITION_WORDS = union((w) => w.positions);
export const POSITION_HEADS = new Set(union((w) => w.positionHeads));
export const POSITION_ENDINGS = union((w) => w.positionEndings ?? []);
export const SELF_EMPLOYED = new Set(union((w) => w.selfEmployed));
export const EMPLOYMENT_TYPES = union((w) => w.employmentTypes);
export const LEGAL_FORMS = union((w) => w.legalForms);
export const ORGANISATION_WORDS = union((w) => [...w.legalForms, ...w.organisations]);
export const EMPLOYER_AFTER = union((w) => w.employerAfter);
export const TITLE_WRAPS_AFTER = union((w) => w.titleWrapsAfter);

export const LANGUAGE_NAMES = new Set(union((w) => w.languageNames));
/** Country names -> ISO 3166 codes. */
export const COUNTRIES: Map<string, string> = resolved('countries', MEANINGS.countries);
export const CONTACT_LABELS = grouped(resolved('contactLabels', MEANINGS.contactLabels)) as Record<
  ContactLabel,
  Words
>;
export const REFERENCES_ON_REQUEST = union((w) => w.referencesOnRequest);

export const STOP_WORDS: Record<DocumentLanguage, Set<string>> = Object.fromEntries(
  TABLES.map(([language, words]) => [language, new Set(words.stopWords)]),
) as Record<DocumentLanguage, Set<string>>;

// ---------------------------------------------------------------- patterns

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A regular expression's source matching any of the words, longest first (so "bis heute" before "bis"),
 * a space in a phrase standing for any run of spaces; with no words, matching nothing (an empty
 * alternation would match everywhere). Not bounded: see `wordPattern`.
 */
export const alternation = (words: Iterable<string>) => {
  const unique = [...new Set(words)];
  if (unique.length === 0) return '(?!)';
  return `(?:${unique
    .sort((a, b) => b.length - a.length || a.localeCompare(b))
    .map((word) => escaped(word).replace(/ /g, '\\s+'))
    .join('|')})`;
};

/**
 * Any of the words as a whole word in folded text: not inside a longer word, with letters or digits on
 * neither side (a word ending in a dot, "dipl.-ing.", ends there). Unicode flag required.
 */
export const wordPattern = (words: Iterable<string>) =>
  `(?<![\\p{L}\\p{N}])${alternation(words)}(?![\\p{L}\\p{N}])`;
