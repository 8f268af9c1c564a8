// Dated sections of a CV (work, education, volunteer, projects) cut into entries at their date ranges:
// the short lines just above or beside a date are the entry's title lines (position, company,
// institution, degree), what follows is its summary and highlights. Part of the CV parser (cv-parser.ts).
import { fold, foldWithOffsets } from '../../fold.ts';
import type { DocumentLine } from '../reading/layout.ts';
import { parseLocation } from './contact.ts';
import { type DateRange, findDateRange, withoutRange } from './dates.ts';
import { clean, type EducationEntry, type WorkEntry } from './json-resume.ts';
import {
  alternation,
  DEGREE_WORDS,
  type DegreeClass,
  DURATION_AND,
  DURATION_ONE,
  DURATION_UNITS,
  EMPLOYER_AFTER,
  FIELD_INTRODUCED_BY,
  FIELD_JOINED_BY,
  INSTITUTION_WORDS,
  LEGAL_FORMS,
  NAMED_DEGREES,
  ORGANISATION_WORDS,
  POSITION_ENDINGS,
  POSITION_WORDS,
  SELF_EMPLOYED,
  TITLE_WRAPS_AFTER,
  wordPattern,
} from './languages/index.ts';

interface Entry {
  titleLines: string[];
  range: DateRange | undefined;
  body: DocumentLine[];
}

/** "1 year", "2 yrs 3 mos", "6 mois", "1 an et 2 mois", "2 Jahre 3 Monate", "a year": a duration beside the dates. */
export const DURATION = new RegExp(
  `^\\(?\\s*(?:(?:\\d+\\+?\\s*|${alternation(DURATION_ONE)}\\s+)${alternation(DURATION_UNITS)}\\s*(?:,|${alternation(DURATION_AND)})?\\s*)+\\)?$`,
  'iu',
);

export const isLink = (text: string) => /^\S*(?:https?:\/\/|www\.)\S*(?:\s*\(\S+\))?$/.test(text.trim());

/** A name's web address printed after it in brackets ("Confluent (https://www.confluent.io/)"). */
const withoutBracketedLink = (text: string) =>
  text.replace(/\s*\((?:https?:\/\/|www\.)[^)\s]*\)/g, '').trim();

/** A title may end in a dotted abbreviation ("Ph.D.", "L.P.", "Jr.") where a sentence ends in a full stop. */
const ABBREVIATION_END = /(?:\b(?:\p{Lu}\p{Ll}?\.){2,3}|\b(?:Jr|Sr|Bros)\.)$/u;
/** Or in a legal form's ("Acme Inc.", "Fastweb S.p.A.", "Allegro sp. z o.o."), in folded text. */
const LEGAL_FORM_END = new RegExp(`${wordPattern(LEGAL_FORMS)}\\.$`, 'iu');
const endsInLegalForm = (text: string) => LEGAL_FORM_END.test(fold(text));
const LEGAL_FORM_ALONE = new RegExp(`^${alternation(LEGAL_FORMS)}\\.?$`, 'iu');

export const isTitleLike = (line: DocumentLine) => {
  const text = withoutBracketedLink(line.text);
  return (
    !line.bullet &&
    !/https?:\/\/|www\.|@/.test(text) &&
    text.length <= 110 &&
    (!/[.;]$/.test(text) || ABBREVIATION_END.test(text) || endsInLegalForm(text)) &&
    text.split(/\s+/).length <= 14
  );
};

/**
 * Entries of a dated section. Each line holding a date range anchors an entry; up to two title-like
 * lines just above it (not already part of the previous entry's title) and any title-like lines right
 * after it belong to its title; the rest, up to the next entry's title, is its body. A section with no
 * dates at all is cut at paragraph breaks.
 */
export function entries(lines: DocumentLine[]): Entry[] {
  const anchors = lines
    .map((line, i) => (findDateRange(line.text) && !line.bullet ? i : -1))
    .filter((i) => i >= 0);
  if (anchors.length === 0) {
    const out: Entry[] = [];
    for (const line of lines) {
      if (out.length === 0 || (line.breakBefore && isTitleLike(line) && !line.bullet)) {
        out.push({ titleLines: [line.text], range: undefined, body: [] });
      } else if (
        out.at(-1)!.body.length === 0 &&
        out.at(-1)!.titleLines.length < 2 &&
        isTitleLike(line) &&
        !line.breakBefore
      )
        out.at(-1)!.titleLines.push(line.text);
      else out.at(-1)!.body.push(line);
    }
    return out;
  }
  // The first entry shows how titles are laid out: the title lines between the section's start and its
  // first date. Where every line is a block of its own (company, position and dates set apart by
  // margins) or the dates stand in a column of their own beside the title, blocks do not tell an entry's
  // title from the previous entry's body; the first entry's count of title lines does.
  const firstAnchor = anchors[0]!;
  const leading = lines.slice(0, firstAnchor);
  // A date line may hold a title too ("Software Engineering Intern  2024-06 - 2024-09").
  const titleBesideDate = (index: number) =>
    withoutDates(lines[index]!.text).replace(/[\s,;:|–—-]+/g, '') !== '' ? 1 : 0;
  const titlesPerEntry =
    leading.length > 0 && leading.every((l) => isTitleLike(l) || isLink(l.text))
      ? leading.filter((l) => !isLink(l.text)).length + titleBesideDate(firstAnchor)
      : 0;
  // Where each entry's title starts.
  const starts: number[] = [];
  let floor = 0;
  for (const anchor of anchors) {
    let start = anchor;
    let titles = titleBesideDate(anchor);
    const takeAbove = (whileOk: () => boolean) => {
      while (start - 1 >= floor && whileOk() && !findDateRange(lines[start - 1]!.text)) {
        const above = lines[start - 1]!;
        if (isLink(above.text)) start--;
        else if (isTitleLike(above)) {
          start--;
          titles++;
        } else break;
      }
    };
    // Upwards, up to three title lines (links skipped), until a line that opens a block.
    takeAbove(() => titles < 3 + titleBesideDate(anchor) && !lines[start]!.breakBefore);
    // Then across blocks, up to the first entry's count, unless the title follows the date.
    const next = lines[anchor + 1];
    const titlesFollow = next !== undefined && !next.breakBefore && isTitleLike(next);
    if (titles < titlesPerEntry && titlesPerEntry <= 3 && !titlesFollow)
      takeAbove(() => titles < titlesPerEntry);
    // Do not steal the previous entry's only body line when it was clearly prose.
    if (start < anchor && starts.length > 0 && lines[start]!.text.length > 80) start = anchor;
    starts.push(Math.max(start, floor));
    floor = anchor + 1;
  }
  const out: Entry[] = [];
  starts.forEach((start, i) => {
    const anchor = anchors[i]!;
    const end = starts[i + 1] ?? lines.length;
    const titleLines = lines
      .slice(start, anchor + 1)
      .map((l) => withoutBracketedLink(l.text))
      .filter((t) => t && !isLink(t));
    let bodyStart = anchor + 1;
    // Title lines right after the date ("2019 - 2021" / "Company" / "Position"): at most two, and
    // only short ones without a bullet.
    // A date that opens its entry ("2019 - 2021" / "Company" / "Position") takes up to two title lines
    // after it; a date under its title takes only a place ("Seattle, WA").
    const opens = start === anchor;
    let headingTaken = false;
    // A title line that ran to the margin and wrapped below a date set beside it ("... at Technical
    // University of Cluj-" / "Oct 2018 - Jul 2022" / "Napoca"): the short line after the date, in the
    // title's type, not the date's, ends the title.
    const title = lines[anchor - 1];
    const dateLine = lines[anchor]!;
    const after = lines[anchor + 1];
    if (
      !opens &&
      title &&
      after &&
      anchor + 1 < end &&
      titleBesideDate(anchor) === 0 &&
      title.fill >= 0.7 &&
      !after.breakBefore &&
      !after.bullet &&
      Math.abs(after.scale - title.scale) < 0.02 &&
      Math.abs(after.scale - dateLine.scale) >= 0.05 &&
      after.fill < 0.5 &&
      titleLines.length >= 2
    ) {
      const last = titleLines.length - 2;
      const joint = /\p{L}-$/u.test(titleLines[last]!) ? '' : ' ';
      titleLines[last] = `${titleLines[last]}${joint}${after.text}`;
      bodyStart++;
    }
    while (bodyStart < end) {
      const next = lines[bodyStart]!;
      if (!isTitleLike(next) || next.text.length > 70) break;
      const place = !next.breakBefore && parseLocation(next.text) !== undefined;
      // The employer's or school's name run on below a title set beside its date, in the title's type
      // ("Engineer at Beekeeper   mar. de 2020 - fev. de 2026" / "AG"; "Bachelor of X" / "at Amrita ...").
      const previous = lines[bodyStart - 1]!;
      const last = titleLines.at(-1);
      if (
        last !== undefined &&
        !place &&
        !next.breakBefore &&
        !next.bullet &&
        next.fill < 0.5 &&
        Math.abs(next.scale - previous.scale) < 0.02 &&
        Math.abs(next.scale - (lines[bodyStart + 1]?.scale ?? 0)) >= 0.05 &&
        (EMPLOYER.test(` ${withoutDates(last)}`) || EMPLOYER.test(` ${next.text}`))
      ) {
        // A word broken at its hyphen ("Minyma-" / "Technologies") keeps the hyphen, not a space.
        const broken = /\p{L}-\s*(?:\t|$)/u.test(last);
        const head = withoutDates(last).trim();
        titleLines[titleLines.length - 1] = `${head}${broken ? '-' : ' '}${next.text.trim()}`;
        bodyStart++;
        continue;
      }
      // Some themes set the position as a heading under the dates.
      const heading = next.heading && !headingTaken && !findDateRange(next.text);
      // A title wrapped after a word that cannot end it ("... at University of" / "Washington").
      const wrapped = !next.breakBefore && titleLines.length > 0 && dangles(withoutDates(titleLines.at(-1)!));
      if (
        !(
          (opens && titleLines.length < 3) ||
          (place && titleLines.length < 5) ||
          (heading && titleLines.length < 5) ||
          wrapped
        )
      )
        break;
      if (heading) headingTaken = true;
      titleLines.push(next.text);
      bodyStart++;
    }
    const range = findDateRange(lines[anchor]!.text);
    out.push({ titleLines, range, body: lines.slice(bodyStart, end) });
  });
  // Lines before the first entry's title (rare) join it as body.
  if (starts[0]! > 0 && out[0]) out[0].body.unshift(...lines.slice(0, starts[0]));
  return out;
}

/** Words of job titles ("engineer", "Entwickler"), in folded text. */
export const POSITION = new RegExp(
  `${wordPattern(POSITION_WORDS)}|(?<![\\p{L}\\p{N}])\\p{L}+${alternation(POSITION_ENDINGS)}(?![\\p{L}\\p{N}])`,
  'iu',
);
const isSelfEmployed = (text: string) => SELF_EMPLOYED.has(fold(text).trim());
const ORGANISATION = new RegExp(wordPattern(ORGANISATION_WORDS), 'iu');

/**
 * "Engineer at Acme", "Entwickler bei SAP", "PhD Computer Science at University of Texas at Austin": split
 * at the word that ends a role or degree, not inside an institution's own name ("University of Texas at
 * Austin").
 */
const EMPLOYER = new RegExp(`\\s+(${alternation(EMPLOYER_AFTER)})\\s+(?=\\p{Lu})`, 'u');
function splitAtPlace(text: string): string[] {
  // Split with the words kept: [piece, word, piece, word, piece...].
  const pieces = text.split(EMPLOYER);
  const out: string[] = [pieces[0]!];
  for (let i = 1; i < pieces.length; i += 2) {
    const [word, piece] = [pieces[i]!, pieces[i + 1]!];
    if (INSTITUTION.test(fold(out.at(-1)!))) out[out.length - 1] = `${out.at(-1)} ${word} ${piece}`;
    else out.push(piece);
  }
  return out;
}

/** A grade and what follows it: "GPA: 3.5/4.0", "(GPA 3.9)". */
const GRADE = /[,;(]?\s*\b(?:gpa|grade|cgpa)\b\s*[:：]?.*$/i;

/** A title line that cannot end there (on "of", "für", "&"): the title wraps onto the next line. */
const DANGLING_END = new RegExp(`${wordPattern(TITLE_WRAPS_AFTER)}\\s*$|[&,]\\s*$`, 'iu');
const dangles = (text: string) => DANGLING_END.test(fold(text));
const withoutDates = (text: string) => {
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
    // A dash before a lower-case word qualifies the title ("Backend Engineer - part time"), not a name.
    .flatMap((text) => text.split(/\s*[|•·–—]\s*|\s+-\s+(?!\p{Ll})|\t|\s{2,}/u))
    .flatMap(splitAtPlace)
    // A grade printed after a title ("Business Administration, GPA: 3.5/4.0") is read apart (toEducation).
    .map((t) =>
      t
        .replace(GRADE, '')
        .replace(/^[,;:\s]+|[,;:\s]+$/g, '')
        .trim(),
    )
    .filter(Boolean);
  let location: string | undefined;
  const rest: string[] = [];
  for (const text of texts) {
    // "Company, Paris, France" keeps the company; the location is split off.
    const commas = text.split(/\s*,\s*/);
    if (
      !location &&
      parseLocation(text) &&
      !POSITION.test(fold(text)) &&
      !ORGANISATION.test(fold(text)) &&
      !INSTITUTION.test(fold(text)) &&
      !isDegree(text)
    ) {
      location = text;
      continue;
    }
    if (!location && commas.length >= 2) {
      // A place at the end: "Globex SA, Lyon, France" -> "Lyon, France"; "Acme, France" -> "France".
      let split = -1;
      const pair = commas.length >= 3 ? commas.slice(-2).join(', ') : undefined;
      const pairPlace = pair ? parseLocation(pair) : undefined;
      if (pair && pairPlace?.city && !pairPlace.address && !POSITION.test(fold(pair)))
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

export function toWork(entry: Entry): WorkEntry {
  const { parts, location } = splitTitle(entry.titleLines, entry.range);
  let position: string | undefined;
  let name: string | undefined;
  // "Freelance" alone stands where the employer's name does ("Freelance" / "Data Analyst (Contract)").
  const positional = parts.findIndex((p) => POSITION.test(fold(p)) && !isSelfEmployed(p));
  const corporate = parts.findIndex((p, i) => i !== positional && ORGANISATION.test(fold(p)));
  if (positional >= 0) {
    position = parts[positional];
    name = parts[corporate >= 0 ? corporate : parts.findIndex((_, i) => i !== positional)];
  } else if (corporate >= 0) {
    name = parts[corporate];
    position = parts.find((_, i) => i !== corporate);
  } else {
    [position, name] = parts;
  }
  const { summary, highlights } = body(entry.body);
  return clean({
    name,
    position,
    location,
    startDate:
      entry.range?.startDate ??
      (entry.range?.endDate && !entry.range.startDate ? entry.range.endDate : undefined),
    endDate: entry.range?.startDate ? entry.range.endDate : undefined,
    summary,
    highlights,
  });
}

/** Each degree class's words, in the order the classes are tried (languages/index.ts). */
const DEGREES: [DegreeClass, RegExp][] = DEGREE_WORDS.map(([name, words]) => [
  name,
  new RegExp(wordPattern(words), 'iu'),
]);
const degreeOf = (text: string) => DEGREES.find(([, pattern]) => pattern.test(fold(text)));
/** Degree words one after another make one degree's name: "WO Master", "Magister inżynier", "HBO-Bachelor". */
const NEXT_DEGREE_WORD = new RegExp(
  `[\\s-]+${alternation(DEGREE_WORDS.flatMap(([, words]) => words))}(?![\\p{L}\\p{N}])`,
  'iuy',
);
/** Degrees whose name runs over several words, read whole before the field of study after them. */
const NAMED_DEGREE = new RegExp(`^${alternation(NAMED_DEGREES)}(?=[\\s,:–—-]|$)`, 'iu');
const isDegreeWord = (text: string) => degreeOf(text) !== undefined;
const isDegree = (text: string) => NAMED_DEGREE.test(fold(text)) || isDegreeWord(text);
const INSTITUTION = new RegExp(wordPattern(INSTITUTION_WORDS), 'iu');
/** "Master of Science in Computer Science", "Licence en informatique", "Mestrado em Engenharia". */
const FIELD_AFTER_LAST = new RegExp(`^(.*)\\s+${alternation(FIELD_INTRODUCED_BY)}\\s+(.+)$`, 'iud');
/** "Grado de Ingeniería", "Licencjat z ekonomii". */
const FIELD_AFTER_FIRST = new RegExp(`^(.*?)\\s+${alternation(FIELD_JOINED_BY)}\\s+(.+)$`, 'iud');
const FIELD_INTRODUCTION = new RegExp(`^[\\s,:–—-]*(?:${alternation(FIELD_INTRODUCED_BY)}\\s+)?`, 'iu');

/**
 * Where in `text` a degree's name ends: the end of the class's word and of any degree words right after
 * it, found in the folded text and measured in the original.
 */
/** A qualifier in brackets right after a degree is the degree's ("MSc (Netherlands)", "Master (Programme)"). */
const withQualifier = (folded: string, end: number) =>
  end + (/^\s*\([^()]{1,30}\)/.exec(folded.slice(end))?.[0].length ?? 0);

function degreeNameEnd(text: string, pattern: RegExp): number {
  const { folded, offsets } = foldWithOffsets(text);
  const match = pattern.exec(folded);
  if (!match) return 0;
  let end = match.index + match[0].length;
  for (;;) {
    NEXT_DEGREE_WORD.lastIndex = end;
    const next = NEXT_DEGREE_WORD.exec(folded);
    if (!next) break;
    end += next[0].length;
  }
  return offsets[withQualifier(folded, end)]!;
}

export function toEducation(entry: Entry): EducationEntry {
  let { parts } = splitTitle(entry.titleLines, entry.range);
  // "Business Administration, Associate of Applied Science, Austin Community College": one line holding
  // the three, told apart by their words.
  if (parts.length === 1 && parts[0]!.includes(',')) {
    const pieces = parts[0]!.split(/\s*,\s*/).filter(Boolean);
    if (pieces.some((p) => INSTITUTION.test(fold(p))) && pieces.some(isDegree)) parts = pieces;
  }
  // The institution on the line under the dates ("Computer Science, Ph.D." / dates / "University of
  // Texas at Austin, GPA: 3.9/4.0") when the title names none.
  // Under a title that holds only a degree and its field, a short name is the school's too ("Innovation &
  // Entrepreneurship, Master" / dates / "EIT Digital").
  const first = entry.body[0];
  const under = first?.text.replace(GRADE, '').replace(/[,;:\s]+$/, '');
  const degreeOnly =
    entry.titleLines.filter((t) => withoutDates(t).replace(/[\s,;:|–—-]+/g, '') !== '').length === 1 &&
    parts.length <= 2 &&
    parts.some((p) => isDegree(p.split(/\s*,\s*/).at(-1)!)) &&
    first !== undefined &&
    isTitleLike(first) &&
    !isDegree(under ?? '') &&
    /^\p{Lu}/u.test(under ?? '') &&
    (under ?? '').split(/\s+/).length <= 6;
  if (
    under &&
    !parts.some((p) => INSTITUTION.test(fold(p))) &&
    (INSTITUTION.test(fold(under)) || degreeOnly) &&
    under.split(/\s+/).length <= 8
  ) {
    parts = [under, ...parts];
    entry = { ...entry, body: entry.body.slice(1) };
  }
  const schoolUnder = parts[0] === under;
  const withSchoolWord = parts.findIndex((p) => INSTITUTION.test(fold(p)));
  const institutionIndex = withSchoolWord < 0 && schoolUnder ? 0 : withSchoolWord;
  const degreeIndex = parts.findIndex((p, i) => i !== institutionIndex && degreeOf(p) !== undefined);
  const institution = parts[institutionIndex >= 0 ? institutionIndex : degreeIndex === 0 ? 1 : 0];
  // Without a degree word, the part beside the school is still what was studied ("Pregrado Ingeniería
  // Civil Informática at Universidad de Santiago").
  const degreeText =
    (degreeIndex >= 0
      ? parts[degreeIndex]
      : institutionIndex >= 0
        ? parts.find((_, i) => i !== institutionIndex)
        : undefined) ?? '';
  const degree = degreeOf(degreeText);
  let studyType: string | undefined;
  let area: string | undefined;
  // Patterns run on the folded text; what they find is cut from the original through its offsets.
  const { folded, offsets } = foldWithOffsets(degreeText);
  const named = NAMED_DEGREE.exec(folded);
  // "Computer Science, Ph.D.", "Business Administration, Associate of Applied Science": the field of
  // study first, the degree after a comma.
  const commas = degreeText.split(/\s*,\s*/);
  const degreeLast = !named && commas.length === 2 && isDegreeWord(commas[1]!) && !isDegreeWord(commas[0]!);
  if (degreeLast) {
    studyType = commas[1]!;
    area = commas[0]!;
  } else if (named) {
    // "Bachelor of Science Computer Science", "Ph.D. Computer Science": the degree's full name first.
    const end = offsets[withQualifier(folded, named[0].length)]!;
    studyType = degreeText.slice(0, end).trim();
    area = degreeText.slice(end).replace(FIELD_INTRODUCTION, '').trim() || undefined;
  } else if (degreeText) {
    // "Master of Science in Computer Science", "Licence en informatique", "BSc Computer Science".
    const inMatch = FIELD_AFTER_LAST.exec(folded) ?? FIELD_AFTER_FIRST.exec(folded);
    const [before, after] = [inMatch?.indices?.[1], inMatch?.indices?.[2]];
    if (before && after && degree?.[1].test(folded.slice(...before))) {
      // "Magister inżynier, kierunek Informatyka": the degree without the comma before the field.
      studyType = degreeText
        .slice(offsets[before[0]], offsets[before[1]])
        .replace(/[\s,;:–—-]+$/u, '')
        .trim();
      area = degreeText.slice(offsets[after[0]], offsets[after[1]]).trim();
    } else if (degree) {
      const end = degreeNameEnd(degreeText, degree[1]);
      studyType = degreeText.slice(0, end).trim() || degreeText;
      area =
        degreeText
          .slice(end)
          .replace(/^[\s,.:–—-]+/, '')
          .trim() || undefined;
    } else area = degreeText;
  }
  // The field of study on a line of its own ("Austin Community College" / "Business Administration" /
  // "Associate of Applied Science"): the part that is neither the institution nor the degree.
  if (!area && studyType) {
    area = parts.find(
      (p, i) =>
        i !== institutionIndex && i !== degreeIndex && !isDegree(p) && !findDateRange(p) && p.length <= 60,
    );
  }
  const { summary, highlights } = body(entry.body);
  const score = /\b(?:gpa|grade|mention|note|nota)\s*[:：]?\s*([\w.,/ ]{1,20})/i.exec(
    [...entry.titleLines, ...(summary ? [summary] : [])].join(' '),
  )?.[1];
  // A part taken for the school only for want of one, when it is the field of study, names no school.
  const guessed = institutionIndex < 0 && institution === area;
  return clean({
    institution: institution && institution !== degreeText && !guessed ? institution : undefined,
    area,
    studyType,
    startDate: entry.range?.startDate,
    endDate: entry.range?.endDate,
    score: score?.trim(),
    courses: highlights,
  });
}

/**
 * A section's schooling. Without dates, a degree and the school on the line under it ("Medieninformatik,
 * B.Sc." / "Ludwig-Maximilians-Universität, GPA: 1.6") are read as two blocks; they are one entry.
 */
export function educationEntries(lines: DocumentLine[]): EducationEntry[] {
  const out: EducationEntry[] = [];
  const dateless = (e: EducationEntry) => !e.startDate && !e.endDate;
  for (const entry of entries(lines).map(toEducation)) {
    const previous = out.at(-1);
    if (
      previous &&
      dateless(previous) &&
      dateless(entry) &&
      !previous.institution &&
      previous.studyType &&
      entry.institution &&
      !entry.studyType &&
      !entry.area
    ) {
      out[out.length - 1] = clean({ ...entry, ...previous, institution: entry.institution });
      continue;
    }
    out.push(entry);
  }
  return out;
}

/**
 * An entry's body: bullets are highlights. Without bullets, the first paragraph is the summary and the
 * items of later paragraphs are highlights (themes set list items apart without a glyph).
 */
/** Labels some themes set inside an entry ("Highlights", "Courses"): structure, not content. */
const SUB_LABELS = new Set([
  'highlights',
  'key achievements',
  'achievements',
  'responsibilities',
  'courses',
  'keywords',
  'realisations',
  'missions',
  'logros',
  'summary',
  'description',
]);

export function body(all: DocumentLine[]) {
  const lines = all.filter(
    (l) =>
      !SUB_LABELS.has(fold(l.text).replace(/[:\s]+$/, '')) &&
      !/^https?:\/\/\S+(?:\s*\(https?:\/\/\S+\))?$/.test(l.text),
  );
  if (lines.some((l) => l.bullet)) {
    const highlights = items(lines.filter((l) => l.bullet || !l.breakBefore)).filter(Boolean);
    const firstBullet = lines.findIndex((l) => l.bullet);
    const summary = paragraphText(lines.slice(0, firstBullet));
    return { summary: summary || undefined, highlights: highlights.length ? highlights.slice(0) : undefined };
  }
  const paragraphs: DocumentLine[][] = [];
  for (const line of lines) {
    if (line.breakBefore || paragraphs.length === 0) paragraphs.push([line]);
    else paragraphs.at(-1)!.push(line);
  }
  if (paragraphs.length === 0) return { summary: undefined, highlights: undefined };
  // Prose wraps to the margin and stops short once; a paragraph of several short lines is a list.
  const first = items(paragraphs[0]!);
  const rest = paragraphs.slice(1).flatMap((p) => items(p));
  if (first.length >= 2) return { summary: undefined, highlights: [...first, ...rest] };
  return { summary: paragraphText(paragraphs[0]!) || undefined, highlights: rest.length ? rest : undefined };
}

/** List items of lines: a bullet or a line after one that stopped short of the margin starts an item. */
export function items(lines: DocumentLine[]): string[] {
  const out: string[] = [];
  let previous: DocumentLine | undefined;
  for (const line of lines) {
    const continues = previous && !line.bullet && !line.breakBefore && previous.fill >= 0.8 && out.length > 0;
    if (continues) out[out.length - 1] += out.at(-1)!.endsWith('-') ? line.text : ` ${line.text}`;
    else out.push(line.text);
    previous = line;
  }
  return out.map((t) => t.replace(/\t/g, ' ').trim());
}

/** Lines joined into paragraphs: wrapped lines are rejoined, paragraph breaks kept. */
export function paragraphText(lines: DocumentLine[]): string {
  let text = '';
  for (const line of lines) {
    if (!text) text = line.text;
    else if (line.breakBefore || line.bullet) text += `\n${line.text}`;
    else text += text.endsWith('-') ? line.text : ` ${line.text}`;
  }
  return text.replace(/\t/g, ' ').trim();
}
