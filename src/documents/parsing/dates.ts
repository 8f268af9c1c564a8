// Dates as CVs write them, in every language of languages/: "Jan 2019", "janvier 2019", "März 2019",
// "01/2019", "03.2019", "2019-01", "2019", ranges with dashes or words ("de 2018 à 2020", "od 2018 do
// 2020"), an open start ("seit 2020", "dal 2018") and "present" in its many forms ("heute", "obecnie"),
// normalised to ISO 8601 at the precision given (YYYY, YYYY-MM or YYYY-MM-DD). Words are only read
// around dates, so short ones ("a", "do", "od") never make a range out of plain words.
import { fold, foldWithOffsets } from '../../fold.ts';
import {
  alternation,
  BEFORE_YEAR_WORDS,
  FROM_WORDS,
  MONTHS,
  ONGOING_WORDS,
  SINCE_WORDS,
  STOP_WORDS,
  TO_WORDS,
  wordPattern,
} from './languages/index.ts';

/**
 * A month's name or abbreviation where a word starts, or one of four letters or more glued to the word
 * before it, as PDFs print a date right against a title ("Austinsept 2002"): a short abbreviation inside
 * a word is no month ("Chicago 2019", "Dataset 2019", "Scott 2019").
 */
const monthPattern = (months: string[]) =>
  `(?:(?<!\\p{L})${alternation(months)}|${alternation(months.filter((m) => m.length >= 4))})\\.?`;
const MONTH = monthPattern([...MONTHS.keys()]);
/**
 * Month words that are also a language's common words ("sie", Polish for August and German for "they";
 * "out", Portuguese for October) are read before a two-digit year only with an apostrophe ("out '19"):
 * "Haben Sie 10 Jahre" and "rolled out 15 features" are no dates.
 */
const COMMON_WORDS = new Set(Object.values(STOP_WORDS).flatMap((words) => [...words]));
const MONTH_BEFORE_SHORT_YEAR = monthPattern([...MONTHS.keys()].filter((m) => !COMMON_WORDS.has(m)));
/** A month's name or abbreviation, in any language (folded: no accents, lowercase). */
export const isMonthName = (word: string) => MONTHS.has(word.replace(/\.$/, ''));
const PRESENT = alternation(ONGOING_WORDS);
const ONGOING = new RegExp(`^${PRESENT}$`, 'iu');
const BEFORE_YEAR = `(?:${alternation(BEFORE_YEAR_WORDS)}\\s+)?`;
const YEAR = '(?:19|20)\\d{2}';
/**
 * One date: "15/01/2019", "2019-01-15", "01/2019", "03.2019", "2019-01", "jan 2019", "Jan/2019",
 * "janvier 2019", "enero de 2018", "Nov 01, 2014", "Jan '19", "2019".
 */
const DATE = `(?:\\d{1,2}[/.]\\d{1,2}[/.]${YEAR}|${YEAR}[-/.]\\d{1,2}(?:[-/.]\\d{1,2})?|\\d{1,2}[/.]${YEAR}|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+${YEAR}|${MONTH}(?:[/-]|,?\\s*${BEFORE_YEAR})(?:${YEAR}|'\\d{2})\\b|${MONTH_BEFORE_SHORT_YEAR},?\\s*${BEFORE_YEAR}\\d{2}\\b|${YEAR})`;
// "•" and "«" are how text recognition often reads a scanned en dash.
const SEPARATOR = `\\s*(?:-|–|—|‒|→|~|•|«|${wordPattern(TO_WORDS)})\\s*`;

// A "from" word is the range's only with one space before the date: across a tab or a wider gap it ends
// the text set beside the dates ("Universidad de<tab>Jan 2011 - Jan 2013").
const RANGE = new RegExp(
  `(?:${wordPattern(FROM_WORDS)}[ \\u00a0])?(${DATE})${SEPARATOR}(${DATE}|${PRESENT})(?![\\w/])`,
  'iu',
);
/** "since" words, of which some run into the date ("dall'aprile 2019"). */
const SINCE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${alternation(SINCE_WORDS.filter((w) => w.endsWith("'")))}\\s*|${alternation(SINCE_WORDS.filter((w) => !w.endsWith("'")))}\\s+)(${DATE})`,
  'iu',
);
const SINGLE = new RegExp(`(?<![\\w/])(${DATE})(?![\\w/])`, 'iu');

export interface DateRange {
  startDate?: string;
  /** Absent while ongoing. */
  endDate?: string;
  ongoing: boolean;
  /** Where the range is in the text it was found in. */
  index: number;
  length: number;
}

/** ISO date at the precision written, or undefined when the text is not a date. */
export function normaliseDate(raw: string): string | undefined {
  const text = fold(raw).trim().replace(/\.$/, '');
  let match = /^(\d{1,2})[/.](\d{1,2})[/.]((?:19|20)\d{2})$/.exec(text);
  if (match) return iso(Number(match[3]), Number(match[2]), Number(match[1]));
  match = /^((?:19|20)\d{2})[-/.](\d{1,2})(?:[-/.](\d{1,2}))?$/.exec(text);
  if (match) return iso(Number(match[1]), Number(match[2]), match[3] ? Number(match[3]) : undefined);
  match = /^(\d{1,2})[/.]((?:19|20)\d{2})$/.exec(text);
  if (match) return iso(Number(match[2]), Number(match[1]));
  match = new RegExp(`^(${MONTH})\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+((?:19|20)\\d{2})$`, 'u').exec(text);
  if (match) {
    const month = MONTHS.get(match[1]!.replace('.', ''));
    return month ? iso(Number(match[3]), month, Number(match[2])) : undefined;
  }
  match = new RegExp(`^(${MONTH})(?:[/-]|,?\\s*${BEFORE_YEAR})'?((?:19|20)\\d{2}|\\d{2})$`, 'u').exec(text);
  if (match) {
    const month = MONTHS.get(match[1]!.replace('.', ''));
    const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
    return month ? iso(year > new Date().getUTCFullYear() + 1 ? year - 100 : year, month) : undefined;
  }
  match = /^((?:19|20)\d{2})$/.exec(text);
  if (match) return match[1];
  return undefined;
}

const iso = (year: number, month: number, day?: number) => {
  if (month < 1 || month > 12) return undefined;
  if (day !== undefined && (day < 1 || day > 31)) return undefined;
  const mm = String(month).padStart(2, '0');
  return day === undefined ? `${year}-${mm}` : `${year}-${mm}-${String(day).padStart(2, '0')}`;
};

/** The first date range in the text: "Jan 2019 - Present", "2018–2020", "depuis mars 2021", "2020". */
export function findDateRange(text: string): DateRange | undefined {
  // Found in the folded text (a curly apostrophe read as a straight one: "aujourd’hui"), cut from the
  // original: "Straße" folds to one letter more.
  const { folded: foldedText, offsets } = foldWithOffsets(text);
  const folded = foldedText.replace(/’/g, "'");
  const at = (match: RegExpExecArray) => ({
    index: offsets[match.index]!,
    length: offsets[match.index + match[0].length]! - offsets[match.index]!,
  });
  const range = RANGE.exec(folded);
  if (range) {
    const start = normaliseDate(range[1]!);
    const endRaw = range[2]!;
    const ongoing = ONGOING.test(endRaw.trim());
    const end = ongoing ? undefined : normaliseDate(endRaw);
    if (start && (ongoing || end))
      return { startDate: start, ...(end ? { endDate: end } : {}), ongoing, ...at(range) };
  }
  const since = SINCE.exec(folded);
  if (since) {
    const start = normaliseDate(since[1]!);
    if (start) return { startDate: start, ongoing: true, ...at(since) };
  }
  const single = SINGLE.exec(folded);
  if (single) {
    const date = normaliseDate(single[1]!);
    if (date) return { endDate: date, ongoing: false, ...at(single) };
  }
  return undefined;
}

/** "Present", "heute", "en cours" alone: an ongoing end without its start (a theme's undated entry). */
export const isOngoingAlone = (text: string) => ONGOING.test(fold(text).replace(/’/g, "'").trim());

const ONGOING_FIRST = new RegExp(`^${PRESENT}\\s+(?=\\S)`, 'iu');

/**
 * The title alone of a line that opens on an ongoing end: kendall sets an undated school's "Present" in
 * its dates column, left of the school's name on the same line ("Present University of Maryland").
 * Only before a capitalised name, so a sentence ("Present results to the board") keeps its verb.
 */
export function withoutOngoingFirst(text: string): string {
  const match = ONGOING_FIRST.exec(fold(text).replace(/’/g, "'"));
  if (!match) return text;
  const words = match[0].trim().split(/\s+/).length;
  const rest = text.trim().split(/\s+/).slice(words).join(' ');
  return /^\p{Lu}/u.test(rest) ? rest : text;
}

/** The text with the date range removed and the separators left around it tidied. */
export function withoutRange(text: string, range: DateRange): string {
  return (text.slice(0, range.index) + ' ' + text.slice(range.index + range.length))
    .replace(/[([]\s*[)\]]/g, ' ')
    .replace(/\s*[|•·,–—-]\s*$/u, '')
    .replace(/^\s*[|•·,–—-]\s*/u, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
