// Dates as CVs write them, in English, French and Spanish: "Jan 2019", "janvier 2019", "01/2019",
// "2019-01", "2019", ranges with dashes or words ("de 2018 à 2020"), and "present" in its many forms,
// normalised to ISO 8601 at the precision given (YYYY, YYYY-MM or YYYY-MM-DD).
import { fold } from '../../fold.ts';

const MONTHS: Record<string, number> = {};
const monthNames: [number, string[]][] = [
  [1, ['january', 'jan', 'janvier', 'janv', 'enero', 'ene']],
  [2, ['february', 'feb', 'fevrier', 'fev', 'fevr', 'febrero']],
  [3, ['march', 'mar', 'mars', 'marzo']],
  [4, ['april', 'apr', 'avril', 'avr', 'abril', 'abr']],
  [5, ['may', 'mai', 'mayo']],
  [6, ['june', 'jun', 'juin', 'junio']],
  [7, ['july', 'jul', 'juillet', 'juil', 'julio']],
  [8, ['august', 'aug', 'aout', 'agosto', 'ago']],
  [9, ['september', 'sep', 'sept', 'septembre', 'septiembre', 'set']],
  [10, ['october', 'oct', 'octobre', 'octubre']],
  [11, ['november', 'nov', 'novembre', 'noviembre']],
  [12, ['december', 'dec', 'decembre', 'diciembre', 'dic']],
];
for (const [number, names] of monthNames) for (const name of names) MONTHS[name] = number;

const MONTH = `(?:${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?`;
/** A month's name or abbreviation, in English, French or Spanish (folded: no accents, lowercase). */
export const isMonthName = (word: string) => MONTHS[word.replace(/\.$/, '')] !== undefined;
const PRESENT =
  "(?:present|current|currently|now|today|ongoing|to date|date|aujourd'?hui|a ce jour|ce jour|actuel(?:lement)?|maintenant|en cours|presente|actualidad|actual|hoy|la fecha)";
/** One date: "15/01/2019", "2019-01-15", "01/2019", "2019-01", "jan 2019", "janvier 2019", "2019". */
const DATE = `(?:\\d{1,2}[/.]\\d{1,2}[/.](?:19|20)\\d{2}|(?:19|20)\\d{2}[-/.]\\d{1,2}(?:[-/.]\\d{1,2})?|\\d{1,2}[/.](?:19|20)\\d{2}|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+(?:19|20)\\d{2}|${MONTH},?\\s*(?:de\\s+)?'?(?:(?:19|20)\\d{2}|\\d{2})\\b|(?:19|20)\\d{2})`;
const SEPARATOR = `\\s*(?:-|–|—|‒|→|~|\\bto\\b|\\buntil\\b|\\btill\\b|\\ba\\b|\\bau\\b|\\bjusqu'?(?:a|au|en)\\b|\\bhasta\\b|\\bal\\b)\\s*`;

const RANGE = new RegExp(
  `(?:\\b(?:from|de|du|desde)\\s+)?(${DATE})${SEPARATOR}(${DATE}|${PRESENT})(?![\\w/])`,
  'iu',
);
const SINCE = new RegExp(`\\b(?:since|depuis|desde)\\s+(?:(?:le|el)\\s+)?(${DATE})`, 'iu');
const SINGLE = new RegExp(`(?<![\\w/])(${DATE})(?![\\w/])`, 'iu');

export interface DateRange {
  startDate?: string;
  /** Absent while ongoing. */
  endDate?: string;
  ongoing: boolean;
  /** Where the range is in the folded text (same length as the original for Latin scripts). */
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
    const month = MONTHS[match[1]!.replace('.', '')];
    return month ? iso(Number(match[3]), month, Number(match[2])) : undefined;
  }
  match = new RegExp(`^(${MONTH}),?\\s*(?:de\\s+)?'?((?:19|20)\\d{2}|\\d{2})$`, 'u').exec(text);
  if (match) {
    const month = MONTHS[match[1]!.replace('.', '')];
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
  const folded = fold(text);
  const range = RANGE.exec(folded);
  if (range) {
    const start = normaliseDate(range[1]!);
    const endRaw = range[2]!;
    const ongoing = new RegExp(`^${PRESENT}$`, 'iu').test(endRaw.trim());
    const end = ongoing ? undefined : normaliseDate(endRaw);
    if (start && (ongoing || end))
      return {
        startDate: start,
        ...(end ? { endDate: end } : {}),
        ongoing,
        index: range.index,
        length: range[0].length,
      };
  }
  const since = SINCE.exec(folded);
  if (since) {
    const start = normaliseDate(since[1]!);
    if (start) return { startDate: start, ongoing: true, index: since.index, length: since[0].length };
  }
  const single = SINGLE.exec(folded);
  if (single) {
    const date = normaliseDate(single[1]!);
    if (date) return { endDate: date, ongoing: false, index: single.index, length: single[0].length };
  }
  return undefined;
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
