// A CV's education entries: the degree, the field of study and the school told apart in an entry's
// title lines (cv-entries.ts cuts the section into entries), and the blocks of a dateless section that
// are one entry. Part of the CV parser (cv-parser.ts).
import { fold, foldWithOffsets } from '../../fold.ts';
import type { DocumentLine } from '../reading/layout.ts';
import { body, type Entry, entries, isLink, isSubLabel, isTitleLike, namesSomething } from './cv-entries.ts';
import { GRADE, namedAfterPlaceWord, sectionOrder, splitTitle } from './cv-titles.ts';
import { findDateRange } from './dates.ts';
import {
  degreeNameEnd,
  degreeOf,
  INSTITUTION,
  isDegree,
  isDegreeWord,
  NAMED_DEGREE,
  withQualifier,
} from './degrees.ts';
import { clean, type EducationEntry } from './json-resume.ts';
import { alternation, FIELD_INTRODUCED_BY, FIELD_JOINED_BY } from './languages/index.ts';

/** "Master of Science in Computer Science", "Licence en informatique", "Mestrado em Engenharia". */
const FIELD_AFTER_LAST = new RegExp(`^(.*)\\s+${alternation(FIELD_INTRODUCED_BY)}\\s+(.+)$`, 'iud');
/** "Grado de Ingeniería", "Licencjat z ekonomii". */
const FIELD_AFTER_FIRST = new RegExp(`^(.*?)\\s+${alternation(FIELD_JOINED_BY)}\\s+(.+)$`, 'iud');
const FIELD_INTRODUCTION = new RegExp(`^[\\s,:–—-]*(?:${alternation(FIELD_INTRODUCED_BY)}\\s+)?`, 'iu');

const FIELD_INTRODUCER = new RegExp(`\\s+${alternation(FIELD_INTRODUCED_BY)}\\s+`, 'giu');

/**
 * The field after the first introducing word that follows a whole degree name, when the field holds
 * such words too ("Pregrado in Ingeniería en Ejecución Informática", "Bachelor in Technical Engineer in
 * Administrative Data Processing"): the same `indices` as FIELD_AFTER_LAST's match.
 */
function fieldAfterDegree(folded: string): { indices: [number, number][] } | undefined {
  for (const match of folded.matchAll(FIELD_INTRODUCER)) {
    const before = folded.slice(0, match.index);
    const degree = degreeOf(before);
    if (degree && degreeNameEnd(before, degree[1]) >= before.trimEnd().length)
      return {
        indices: [
          [0, 0],
          [0, before.length],
          [match.index + match[0].length, folded.length],
        ],
      };
  }
  return undefined;
}

/**
 * A line that can be a field of study: short words in a title's shape, not a grade, a date or a degree.
 * A bullet under a degree that has one too is no list item of its own: a Word file saved from a web page
 * sets every line of an entry as the list item it was ("• B.Sc." / "• Medieninformatik").
 */
const isFieldLine = (line: DocumentLine, above?: DocumentLine) =>
  isTitleLike(line.bullet && above?.bullet ? { ...line, bullet: false } : line) &&
  line.text.length <= 60 &&
  !GRADE.test(line.text) &&
  !findDateRange(line.text) &&
  !isDegree(line.text);

/** A line that can name what was taken: a title's shape, not a grade or a date. */
const isNamedLine = (line: DocumentLine) =>
  isTitleLike(line) && line.text.length <= 90 && !GRADE.test(line.text) && !findDateRange(line.text);

/** A degree's name and nothing else ("B.Sc.", "Master of Science"): its field is told elsewhere. */
const namesDegreeOnly = (part: string) => {
  const text = part.trim().replace(/[.\s]+$/, '');
  const folded = fold(text);
  const named = NAMED_DEGREE.exec(folded);
  const degree = degreeOf(text);
  return (
    (named !== null && withQualifier(folded, named[0].length) >= folded.length) ||
    (degree !== undefined && degreeNameEnd(text, degree[1]) >= text.length)
  );
};

/** Lines without the web addresses among them (their wrapped ends joined to them by entries()). */
const withoutLinks = (lines: DocumentLine[]) => lines.filter((line) => !isLink(line.text));

/**
 * What was taken, naming no field of its own: words no table of degrees knows ("apprenticeship"), or a
 * degree followed by no name ("B.A., cum laude", "M.A. and Ph.D.").
 */
const namesNoField = (part: string) => {
  const degree = degreeOf(part);
  if (!degree) return !INSTITUTION.test(fold(part));
  const rest = part.slice(degreeNameEnd(part, degree[1])).replace(/^[\s,.:;–—-]+/u, '');
  return !/^\p{Lu}/u.test(rest);
};

/** A line of an entry's body with nothing of its own kind after it: the grade, a list of courses or the end. */
const standsAlone = (entry: Entry, line: DocumentLine) => {
  const at = entry.body.indexOf(line);
  const next = entry.body[at + 1];
  return (
    next === undefined ||
    GRADE.test(next.text) ||
    isSubLabel(next.text) ||
    next.bullet ||
    (entry.listFrom !== undefined && at + 1 >= entry.listFrom - 1)
  );
};

/**
 * The school on the line under an entry's title and dates, when the title names none: a name with a
 * school's word ("Computer Science, Ph.D." / dates / "University of Texas at Austin, GPA: 3.9/4.0"); under
 * a title that holds only a degree and its field, a short name ("Innovation & Entrepreneurship, Master" /
 * dates / "EIT Digital"); a name carrying the grade ("software development, apprenticeship" / dates /
 * "Learners Guild, GPA: N/A"). `strict`: told by the entry itself. Where the section's other entries set
 * their school there (`schoolsUnder`), any short name in a title's shape is the school's too ("Computer
 * Science, Linje for administrativ databehandling" / dates / "NHI, Norges Høyskole for
 * Informasjonsteknologi").
 */
function schoolUnder(
  entry: Entry,
  parts: string[],
  schoolsUnder = false,
): { name: string; line: string; strict: boolean } | undefined {
  const first = entry.body[0];
  if (!first || parts.some((p) => INSTITUTION.test(fold(p)))) return undefined;
  const name = first.text.replace(GRADE, '').replace(/[,;:\s]+$/, '');
  if (!name || name.split(/\s+/).length > 8) return undefined;
  const oneTitleLine = entry.titleLines.filter(namesSomething).length === 1;
  const shortName =
    oneTitleLine &&
    parts.length <= 2 &&
    isTitleLike(first) &&
    !isDegree(name) &&
    /^\p{Lu}/u.test(name) &&
    name.split(/\s+/).length <= 6;
  const degreeOnly = shortName && parts.some((p) => isDegree(p.split(/\s*,\s*/).at(-1)!));
  const graded = shortName && GRADE.test(first.text) && !first.bullet;
  if (INSTITUTION.test(fold(name)) || degreeOnly || graded) return { name, line: first.text, strict: true };
  if (schoolsUnder && shortName && !first.bullet && !findDateRange(first.text))
    return { name, line: first.text, strict: false };
  return undefined;
}

export function toEducation(
  entry: Entry,
  schoolFirst?: boolean,
  fieldFirst = false,
  schoolsUnder = false,
): EducationEntry {
  let { parts } = splitTitle(entry.titleLines, entry.range);
  // "Business Administration, Associate of Applied Science, Austin Community College": one line holding
  // the three, told apart by their words.
  if (parts.length === 1 && parts[0]!.includes(',')) {
    const pieces = parts[0]!.split(/\s*,\s*/).filter(Boolean);
    if (pieces.some((p) => INSTITUTION.test(fold(p))) && pieces.some(isDegree)) parts = pieces;
  }
  let twoLines: { taken: string; field: string } | undefined;
  let fieldAlone: DocumentLine | undefined;
  // The school as the title, its degree and field on the lines under it ("2019 - 2020  Quantic School of
  // Business" / "https://quantic.edu/" / "MBA" / "Business Administration").
  const belowTitle = withoutLinks(entry.body);
  if (
    parts.length === 1 &&
    !isDegree(parts[0]!) &&
    belowTitle[0] &&
    belowTitle[0].text.length <= 40 &&
    isDegree(belowTitle[0].text)
  ) {
    const taken = [belowTitle[0]];
    const field = belowTitle[1];
    // A field on a line of its own under the degree's line makes that whole line what was taken ("M.A.
    // and Ph.D." / "Political science", "B.A., cum laude" / "Government").
    if (field && isFieldLine(field, belowTitle[0])) {
      taken.push(field);
      twoLines = { taken: belowTitle[0].text.trim(), field: field.text.trim() };
    }
    parts = [parts[0]!, ...taken.map((l) => l.text.trim())];
    entry = { ...entry, body: entry.body.filter((l) => !taken.includes(l)) };
  } else if (
    parts.length === 2 &&
    (parts.some((p) => INSTITUTION.test(fold(p)) && !isDegree(p)) ||
      (!isDegree(parts[0]!) && namesDegreeOnly(parts[1]!) && entry.titleLines.at(-1)?.trim() === parts[1])) &&
    parts.some(namesDegreeOnly) &&
    belowTitle[0] &&
    isFieldLine(belowTitle[0])
  ) {
    // The school and a degree named without its field, the field on the line under them
    // ("Ludwig-Maximilians-Universität" / "B.Sc." / "Medieninformatik"); a school without a school's word
    // when the degree is a line of its own under it ("Virginia Tech" / "Bachelor of Science" / "Computer
    // Engineering"), not after a comma ("Management, Bachelor" / "Handelshøyskolen BI").
    const field = belowTitle[0];
    twoLines = { taken: parts.find(namesDegreeOnly)!, field: field.text.trim() };
    parts = [...parts, field.text.trim()];
    entry = { ...entry, body: entry.body.filter((l) => l !== field) };
  } else if (
    parts.length === 2 &&
    !isDegree(parts[0]!) &&
    namesNoField(parts[1]!) &&
    entry.titleLines.at(-1)?.trim() === parts[1] &&
    belowTitle[0] &&
    isFieldLine(belowTitle[0]) &&
    standsAlone(entry, belowTitle[0])
  ) {
    // The school, what was taken and its field each on a line of their own, the grade or a list of
    // courses under them ("Learners Guild" / "apprenticeship" / "software development" / "Grade: N/A",
    // "Harvard University" / "B.A., cum laude" / "Government"): the second line whole is what was taken.
    twoLines = { taken: parts[1]!, field: belowTitle[0].text.trim() };
    entry = { ...entry, body: entry.body.filter((l) => l !== belowTitle[0]) };
  } else if (parts.length === 1 && !isDegree(parts[0]!)) {
    // What was taken and its field on the two lines under the school, in words no table of degrees knows
    // ("Centro de Estudios Almi" / "Training Course about Corporative Web Projects Development" /
    // "Tecnologías de la Información"): the whole body, or what stands above its grade or a labelled
    // list of courses. Taken apart below, the first as what was taken.
    const own = belowTitle.filter(
      (l) => (entry.listFrom === undefined || entry.body.indexOf(l) < entry.listFrom) && !isSubLabel(l.text),
    );
    const grade = own.findIndex((l) => GRADE.test(l.text));
    const described = grade >= 0 ? own.slice(0, grade) : own;
    if (described.length === 2 && isNamedLine(described[0]!) && isFieldLine(described[1]!, described[0])) {
      twoLines = { taken: described[0]!.text.trim(), field: described[1]!.text.trim() };
      entry = { ...entry, body: entry.body.filter((l) => !described.includes(l)) };
    } else if (
      described.length === 1 &&
      isFieldLine(described[0]!) &&
      !INSTITUTION.test(fold(described[0]!.text))
    ) {
      // A field alone under the school, nothing said of what was taken ("Hult Ashridge" / "Executive
      // Leadership").
      fieldAlone = described[0];
    }
  }
  // The institution on the line under the title and dates when the title names none.
  const school = schoolUnder(entry, parts, schoolsUnder);
  if (school) {
    parts = [school.name, ...parts];
    entry = { ...entry, body: entry.body.slice(1) };
  }
  // A degree may hold a school's word too ("High School Diploma at Milton High School").
  const schoolWord = (p: string) => INSTITUTION.test(fold(p));
  const notDegree = parts.findIndex((p) => schoolWord(p) && !isDegree(p));
  const withSchoolWord = notDegree >= 0 ? notDegree : parts.findIndex(schoolWord);
  // Without a school word, the part named after "at" is where it was studied ("Professional training
  // Paris at SensioLabs").
  const afterPlaceWord = parts.findIndex(
    (p, i) => i > 0 && !isDegree(p) && namedAfterPlaceWord(entry.titleLines, p),
  );
  const institutionIndex = withSchoolWord >= 0 ? withSchoolWord : school ? 0 : afterPlaceWord;
  const degreeIndex = parts.findIndex((p, i) => i !== institutionIndex && degreeOf(p) !== undefined);
  // Without a word for either of two parts, the school stands where the section's other entries set it
  // and what was studied is the other ("WEB DEVELOPMENT IMMERSIVE BOOTCAMP" / "General Assembly" over
  // "MEng CIVIL ENGINEERING" / "University of Warwick"), when it is words, not a grade. Where no entry
  // tells, the first part is taken for the school, and nothing for what was studied.
  const [schoolAt, studiedAt] = parts.length === 2 && schoolFirst === false ? [1, 0] : [0, 1];
  const otherThanDegree = degreeIndex === 0 ? 1 : 0;
  const institution =
    parts[institutionIndex >= 0 ? institutionIndex : degreeIndex >= 0 ? otherThanDegree : schoolAt];
  // Words, not a grade ("IT, VK2, Handel og kontor" is; "3.7/4.0" is not).
  const studied = (p: string) => /\p{L}{3}/u.test(p) && !/\d[.,/]\d/.test(p);
  // Without a degree word, the part beside the school is still what was studied ("Pregrado Ingeniería
  // Civil Informática at Universidad de Santiago").
  const degreeText =
    (degreeIndex >= 0
      ? parts[degreeIndex]
      : institutionIndex >= 0
        ? parts.find((_, i) => i !== institutionIndex)
        : parts.length === 2 && schoolFirst !== undefined && studied(parts[studiedAt]!)
          ? parts[studiedAt]
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
  // "Mathematics, Physics, Biology, A Levels": the subjects, then the degree.
  const degreeLast =
    !named &&
    commas.length >= 2 &&
    isDegreeWord(commas.at(-1)!) &&
    !commas.slice(0, -1).some((c) => isDegreeWord(c));
  if (degreeLast) {
    studyType = commas.at(-1)!;
    area = commas.slice(0, -1).join(', ');
  } else if (named) {
    // "Bachelor of Science Computer Science", "Ph.D. Computer Science": the degree's full name first.
    const end = offsets[withQualifier(folded, named[0].length)]!;
    studyType = degreeText.slice(0, end).trim();
    area = degreeText.slice(end).replace(FIELD_INTRODUCTION, '').trim() || undefined;
  } else if (degreeText) {
    // "Master of Science in Computer Science", "Licence en informatique", "BSc Computer Science".
    const inMatch =
      fieldAfterDegree(folded) ?? FIELD_AFTER_LAST.exec(folded) ?? FIELD_AFTER_FIRST.exec(folded);
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
    } else {
      // Without a degree word the line's shape still tells: what was taken, then its field after an
      // introducing word ("Professional training in Paris", "Certificación in AWS Certified Solutions
      // Architect"); or, as in "Computer Science, Ph.D.", the field, then what was taken after a comma
      // ("Tecnologías de la Información, Training Course about Web Projects").
      const introduced = FIELD_AFTER_LAST.exec(folded)?.indices;
      const [taken, field] = [introduced?.[1], introduced?.[2]];
      if (
        taken &&
        field &&
        !folded.slice(...taken).includes(',') &&
        folded.slice(...taken).split(/\s+/).length <= 6 &&
        /^\p{Lu}/u.test(degreeText.slice(offsets[field[0]]))
      ) {
        studyType = degreeText.slice(offsets[taken[0]], offsets[taken[1]]).trim();
        area = degreeText.slice(offsets[field[0]], offsets[field[1]]).trim();
      } else if (
        (commas.length === 2 || fieldFirst) &&
        commas.length >= 2 &&
        commas.every((c) => /^\p{Lu}/u.test(c))
      ) {
        // Where the section's other entries set the field before their degree ("Management, Bachelor"),
        // the first part is the field and the rest what was taken ("IT, VK2, Handel og kontor").
        area = commas[0];
        studyType = commas.slice(1).join(', ');
      } else area = degreeText;
    }
  }
  // The field of study on a line of its own ("Austin Community College" / "Business Administration" /
  // "Associate of Applied Science"): the part that is neither the institution nor the degree.
  // The part right after the degree first ("EIT Digital" / "Master (Programme)" / "Innovation &
  // Entrepreneurship").
  if (!area && studyType) {
    const field = (p: string | undefined, i: number): p is string =>
      p !== undefined &&
      i !== institutionIndex &&
      i !== degreeIndex &&
      !isDegree(p) &&
      !findDateRange(p) &&
      p.length <= 60;
    const next = parts[degreeIndex + 1];
    area = degreeIndex >= 0 && field(next, degreeIndex + 1) ? next : parts.find(field);
  }
  if (twoLines) ({ taken: studyType, field: area } = twoLines);
  else if (fieldAlone && !area && !studyType) {
    area = fieldAlone.text.trim();
    entry = { ...entry, body: entry.body.filter((l) => l !== fieldAlone) };
  }
  const { summary, highlights } = body(entry.body);
  const score = /\b(?:gpa|grade|mention|note|nota)\s*[:：]?\s*([\w.,/ ]{1,20})/i.exec(
    [...entry.titleLines, ...(summary ? [summary] : []), ...(school ? [school.line] : [])].join(' '),
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
 * B.Sc." / "Ludwig-Maximilians-Universität, GPA: 1.6") are read as two blocks; they are one entry, as
 * are a school and its degree set apart under it, and a degree and its grade.
 */
export function educationEntries(lines: DocumentLine[]): EducationEntry[] {
  const out: EducationEntry[] = [];
  const dateless = (e: EducationEntry) => !e.startDate && !e.endDate;
  const found = entries(lines);
  // Whether the section names the school before the degree, where the words of some entries tell: a
  // school's word, or of two parts the one that is no degree ("Handelshøyskolen BI" / "Management,
  // Bachelor").
  const schoolFirst = sectionOrder(found, (parts) => {
    const degree = parts.findIndex((p) => isDegree(p) && !INSTITUTION.test(fold(p)));
    const school = parts.findIndex((p) => INSTITUTION.test(fold(p)) && !isDegree(p));
    return [school < 0 && degree >= 0 && parts.length === 2 ? 1 - degree : school, degree];
  });
  // Whether the section sets the field before the degree after a comma ("Management, Bachelor").
  const fieldFirst = found.some((entry) =>
    splitTitle(entry.titleLines, entry.range).parts.some((part) => {
      const commas = part.split(/\s*,\s*/);
      return commas.length === 2 && isDegreeWord(commas[1]!) && !isDegreeWord(commas[0]!);
    }),
  );
  // Whether the section sets the school on the line under an entry's title, where some entry tells.
  const schoolsUnder = found.some((e) => schoolUnder(e, splitTitle(e.titleLines, e.range).parts)?.strict);
  for (const entry of found.map((e) => toEducation(e, schoolFirst, fieldFirst, schoolsUnder))) {
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
    // And the other way round: a school alone, then its degree set apart under it ("University of
    // Maryland" / "AA" / "in Computer Science").
    const schoolAlone = (e: EducationEntry) => Object.keys(e).join() === 'institution';
    if (
      previous &&
      dateless(previous) &&
      dateless(entry) &&
      schoolAlone(previous) &&
      entry.studyType &&
      !entry.institution
    ) {
      out[out.length - 1] = clean({ ...previous, ...entry });
      continue;
    }
    // A grade set apart under its degree ("in Computer Science" / "Grade: 4.0") is that degree's.
    if (previous && !previous.score && entry.score && Object.keys(entry).join() === 'score') {
      previous.score = entry.score;
      continue;
    }
    out.push(entry);
  }
  return out;
}
