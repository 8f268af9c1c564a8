// Dated sections of a CV (work, education, volunteer, projects) cut into entries at their date ranges:
// the short lines just above or beside a date are the entry's title lines (position, company,
// institution, degree), what follows is its summary and highlights. Part of the CV parser (cv-parser.ts);
// what a title's parts are is read in cv-titles.ts, an education entry's fields in cv-education.ts.
import { fold } from '../../fold.ts';
import type { DocumentLine } from '../reading/layout.ts';
import { parseLocation } from './contact.ts';
import {
  dangles,
  EMPLOYER,
  ORGANISATION,
  POSITION,
  rolesOf,
  sectionOrder,
  splitTitle,
  withoutDates,
} from './cv-titles.ts';
import { type DateRange, findDateRange, isOngoingAlone, withoutOngoingFirst } from './dates.ts';
import { INSTITUTION, isDegree } from './degrees.ts';
import { clean, type WorkEntry } from './json-resume.ts';
import {
  alternation,
  DURATION_AND,
  DURATION_ONE,
  DURATION_UNITS,
  LEGAL_FORMS,
  wordPattern,
} from './languages/index.ts';

export interface Entry {
  titleLines: string[];
  range: DateRange | undefined;
  body: DocumentLine[];
  /** The title line a web address follows: an organisation's name, with its site under it. */
  linked?: string;
  /** A place set at the right of the title's row, read as a line of its own ("Paris"). */
  place?: string;
  /**
   * Where in the body a list a label named begins ("Courses" / "Symfony"): the lines above it are the
   * entry's own ("Professional training" / "Paris").
   */
  listFrom?: number;
}

/**
 * A line set at the right of the title line above it, on its row: a few words in the title's type, not
 * opening a block, running to the column's right edge though short, and naming no role, organisation,
 * school or degree ("DINUM" ... "Paris").
 */
function setRightOf(line: DocumentLine, title: DocumentLine): boolean {
  const text = line.text.trim();
  return (
    !line.breakBefore &&
    !line.bullet &&
    line.heading === title.heading &&
    Math.abs(line.scale - title.scale) < 0.02 &&
    line.fill >= 0.85 &&
    text.length <= 30 &&
    text.split(/\s+/).length <= 3 &&
    !/\d|https?:|www\.|@/.test(text) &&
    !POSITION.test(fold(text)) &&
    !ORGANISATION.test(fold(text)) &&
    !INSTITUTION.test(fold(text)) &&
    !isDegree(text)
  );
}

/** "1 year", "2 yrs 3 mos", "6 mois", "1 an et 2 mois", "2 Jahre 3 Monate", "a year": a duration beside the dates. */
export const DURATION = new RegExp(
  `^\\(?\\s*(?:(?:\\d+\\+?\\s*|${alternation(DURATION_ONE)}\\s+)${alternation(DURATION_UNITS)}\\s*(?:,|${alternation(DURATION_AND)})?\\s*)+\\)?$`,
  'iu',
);

/** A web address alone on its line, perhaps behind an icon text recognition read as a mark ("@ https://…"). */
export const isLink = (text: string) =>
  /^(?:[^\p{L}\p{N}\s]{1,2}\s+)?\S*(?:https?:\/\/|www\.)\S*(?:\s*\(\S+\))?$/u.test(text.trim()) ||
  // as text recognition reads one: a slash lost or a space after it ("https:/ ww.foxnot.com")
  /^https?:\/{1,2}\s?\S+$/i.test(text.trim());

/**
 * Lines with a web address's wrapped end joined to it ("(https://aws.amazon.com/blogs/epfl-designs-robots-" /
 * "evolution/)"; "https://www.ncclondon.ac.uk/havering-sixth-" / "form-campus/"): one word going on,
 * without a break, from an address that ran to the margin and stopped at a mark. Alone, the end would
 * be a title.
 */
function withLinksWhole(lines: DocumentLine[]): DocumentLine[] {
  const out: DocumentLine[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    if (
      previous &&
      isLink(previous.text) &&
      previous.fill >= 0.8 &&
      /[/.\-_=?&]$/.test(previous.text) &&
      !line.breakBefore &&
      /^\S+$/.test(line.text.trim())
    )
      out[out.length - 1] = { ...previous, text: `${previous.text}${line.text.trim()}` };
    else out.push(line);
  }
  return out;
}

/** A title line that names something besides its dates. */
export const namesSomething = (text: string) => withoutDates(text).replace(/[\s,;:|–—-]+/g, '') !== '';

/** A name's web address printed after it in brackets ("Confluent (https://www.confluent.io/)"). */
const withoutBracketedLink = (text: string) =>
  text.replace(/\s*\((?:https?:\/\/|www\.)[^)\s]*\)/g, '').trim();

/** How far across its column a line's text runs, a name's address in brackets after it left out. */
const textFill = (line: DocumentLine) =>
  (line.fill * withoutBracketedLink(line.text).length) / Math.max(1, line.text.length);

/** A title may end in a dotted abbreviation ("Ph.D.", "L.P.", "Jr.") where a sentence ends in a full stop. */
const ABBREVIATION_END = /(?:\b(?:\p{Lu}\p{Ll}?\.){2,3}|\b(?:Jr|Sr|Bros)\.)$/u;
/** Or in a legal form's ("Acme Inc.", "Fastweb S.p.A.", "Allegro sp. z o.o."), in folded text. */
const LEGAL_FORM_END = new RegExp(`${wordPattern(LEGAL_FORMS)}\\.$`, 'iu');
const endsInLegalForm = (text: string) => LEGAL_FORM_END.test(fold(text));

export const isTitleLike = (line: DocumentLine) => {
  const text = withoutBracketedLink(line.text);
  return (
    !line.bullet &&
    !/https?:\/|www\.|@/.test(text) &&
    text.length <= 110 &&
    (!/[.;]$/.test(text) || ABBREVIATION_END.test(text) || endsInLegalForm(text)) &&
    text.split(/\s+/).length <= 14
  );
};

/** A line going on from a degree above it with the degree's field ("BS" / "in Computer Science"). */
const FIELD_AFTER_DEGREE = /^(?:in|of|en|em|im)\s+\p{Lu}/u;

/**
 * A line going on with a name broken at its hyphen at the end of the title line above it, in the same
 * type ("Present  Ludwig-Maximilians-" / "Universität"): one name, not a second part.
 */
const goesOnBroken = (
  title: string | undefined,
  line: DocumentLine,
  above: DocumentLine | undefined,
): title is string =>
  title !== undefined &&
  above !== undefined &&
  !line.breakBefore &&
  !line.bullet &&
  /\p{L}-$/u.test(withoutDates(title).trim()) &&
  Math.abs(line.scale - above.scale) < 0.02 &&
  !findDateRange(line.text);

/** The title line and the line going on with its name broken at the hyphen, as one ("Ludwig-Maximilians-Universität"). */
const joinBroken = (title: string, line: DocumentLine) => `${withoutDates(title).trim()}${line.text.trim()}`;

/** Whether `next`'s first word, set after `line` in the same type, would have run past the column. */
export function wouldOverflow(line: DocumentLine, next: DocumentLine): boolean {
  const text = next.text.trim();
  const word = text.split(/\s+/)[0]!;
  const perChar = next.fill / Math.max(1, text.length);
  return line.fill + perChar * (word.length + 1) > 0.95;
}

/** A line of many words run to its column's margin: prose wrapping onto the next line, not a title. */
const wrapsProse = (line: DocumentLine) => line.fill >= 0.9 && line.text.split(/\s+/).length >= 9;

/**
 * Entries of a dated section. Each line holding a date range anchors an entry; up to two title-like
 * lines just above it (not already part of the previous entry's title) and any title-like lines right
 * after it belong to its title; the rest, up to the next entry's title, is its body. A section with no
 * dates at all is cut at paragraph breaks.
 */
const onlyDates = (text: string) => withoutDates(text).replace(/[\s,;:|–—-]+/g, '') === '';

/** Prose: a long line, or a sentence ("Membre d'un projet visant à permettre la conduite autonome."). */
const isProse = (text: string) =>
  text.length > 80 || (/[\p{L}\p{N})]\.$/u.test(text.trim()) && text.split(/\s+/).length >= 4);

const isPlaceLine = (text: string) => parseLocation(withoutDates(text).trim()) !== undefined;

export function entries(all: DocumentLine[]): Entry[] {
  // The line after a label inside an entry ("Courses") opens the list the label names.
  const listed = new Set(all.filter((_, i) => i > 0 && isSubLabel(all[i - 1]!.text)));
  return cut(all, listed).map((entry) => {
    const listFrom = entry.body.findIndex((line) => listed.has(line));
    return listFrom >= 0 ? { ...entry, listFrom } : entry;
  });
}

function cut(all: DocumentLine[], listed: Set<DocumentLine>): Entry[] {
  // A label inside an entry ("Highlights") is structure: never an entry's title, nor in its body; nor
  // is an ongoing end printed without its start ("Present" over an undated school).
  // An ongoing end set before an undated title, in the title's type, is left out of it.
  const lines = withLinksWhole(all.filter((l) => !isSubLabel(l.text) && !isOngoingAlone(l.text))).map((l) =>
    l.heading ? { ...l, text: withoutOngoingFirst(l.text) } : l,
  );
  // A bullet's date is a highlight's ("• Won the 2019 hackathon"), unless the bullet holds nothing else
  // (a web page's list item opening on the entry's years: "<li>2016 2017</li>").
  const dated = lines
    .map((line, i) => (findDateRange(line.text) && (!line.bullet || onlyDates(line.text)) ? i : -1))
    .filter((i) => i >= 0);
  // Where most entries' dates stand on lines of their own, a lone year inside a line of text belongs to
  // the text ("Desarrollo de plataforma MOSS 2007", a highlight; "2010), directed by", prose run to the
  // margin), not to an entry of its own. Most is counted among the other dated lines: a long entry's
  // prose may name more years than the section has entries.
  const alone = dated.filter((i) => onlyDates(lines[i]!.text)).length;
  const yearInText = (line: DocumentLine) => {
    const range = findDateRange(line.text)!;
    return (range.index > 0 || wrapsProse(line)) && !range.startDate && /^\d{4}$/.test(range.endDate ?? '');
  };
  const inText = dated.filter((i) => yearInText(lines[i]!)).length;
  const anchors =
    alone >= 2 && 2 * alone >= dated.length - inText ? dated.filter((i) => !yearInText(lines[i]!)) : dated;
  if (anchors.length === 0) {
    const out: Entry[] = [];
    // Where the first entry's title is a heading, so is every entry's: a line of tags set apart under a
    // summary ("React" / "Webpack", caffeine) is the entry's, not the next one's title.
    const first = lines[0];
    const opensEntry = (line: DocumentLine) =>
      !first?.heading || (line.heading && Math.abs(line.scale - first.scale) < 0.05);
    let previous: DocumentLine | undefined;
    for (const line of lines) {
      const lineAbove = previous;
      previous = line;
      const open = out.at(-1);
      const above = open?.body.at(-1)?.text ?? open?.titleLines.at(-1);
      // Above it, a degree: named as one, or a short line naming no school ("AA").
      const degreeAbove =
        above !== undefined &&
        (isDegree(above) || (above.split(/\s+/).length <= 3 && !INSTITUTION.test(fold(above))));
      if (open && degreeAbove && FIELD_AFTER_DEGREE.test(line.text)) {
        const last = open.body.at(-1);
        if (last) open.body[open.body.length - 1] = { ...last, text: `${last.text} ${line.text}` };
        else open.titleLines.push(`${open.titleLines.pop()} ${line.text}`);
        continue;
      }
      if (
        out.length === 0 ||
        (line.breakBefore &&
          isTitleLike(line) &&
          !line.bullet &&
          !wrapsProse(line) &&
          opensEntry(line) &&
          !listed.has(line))
      ) {
        out.push({ titleLines: [line.text], range: undefined, body: [] });
      } else if (
        out.at(-1)!.body.length === 0 &&
        goesOnBroken(out.at(-1)!.titleLines.at(-1), line, lineAbove)
      ) {
        const titles = out.at(-1)!.titleLines;
        titles[titles.length - 1] = joinBroken(titles.at(-1)!, line);
      } else if (
        out.at(-1)!.body.length === 0 &&
        out.at(-1)!.titleLines.length < 2 &&
        isTitleLike(line) &&
        !listed.has(line) &&
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
  const titleBesideDate = (index: number) => (onlyDates(lines[index]!.text) ? 0 : 1);
  // A heading that ran to its column's margin goes on on the next line in its type: one title ("Freelance
  // - Développeur PHP/Symfony" / "Senior / DevOps", even).
  const runsOn = (index: number) => {
    const above = lines[index - 1];
    const line = lines[index]!;
    return (
      above !== undefined &&
      // Headings, or a title in the body's type run to the margin and ending on a short line
      // ("Tecnologías de la Información, Training Course about Corporative Web Projects" / "Development";
      // "Desarrollador Backend, Vinco Orbis" / "Proyectos SA de CV (https://…)", the address no text).
      (above.heading && line.heading
        ? above.fill >= 0.8
        : !above.heading &&
          !line.heading &&
          wouldOverflow(above, line) &&
          textFill(line) < 0.5 &&
          isTitleLike(above)) &&
      !line.breakBefore &&
      Math.abs(above.scale - line.scale) < 0.02 &&
      !findDateRange(line.text)
    );
  };
  const titlesPerEntry =
    leading.length > 0 && leading.every((l) => isTitleLike(l) || isLink(l.text))
      ? leading.filter((l, i) => !isLink(l.text) && !runsOn(i)).length + titleBesideDate(firstAnchor)
      : 0;
  const headingTitles =
    leading.some((l) => !isLink(l.text)) && leading.every((l) => l.heading || isLink(l.text));
  // A heading right under the first entry's dates is its position ("Springload" / "Wellington" /
  // "July 2023 - Present" / "Senior Frontend Developer", a Word file's headings) where the last entry's
  // dates have one under them too (no next entry to take it): the heading under each entry's dates is
  // that entry's, never the next entry's title.
  const headingFollows = (anchor: number) => {
    const next = lines[anchor + 1];
    return next?.heading === true && isTitleLike(next) && !findDateRange(next.text);
  };
  const headingAfterDates =
    anchors.length >= 2 && headingFollows(firstAnchor) && headingFollows(anchors.at(-1)!);
  // Where each entry's title starts.
  const starts: number[] = [];
  let floor = 0;
  // Entries that open on their dates (a web page's or a Word file's "2016 2017" / "Technical
  // University" / "M.Sc.", each entry a list item): the section opens on a date, and every later date
  // follows the previous entry's body, not a title that opens a block. Each title follows its date; the
  // lines above a date are the previous entry's.
  const datesOpen =
    firstAnchor === 0 &&
    anchors.every((a) => titleBesideDate(a) === 0 && (a === 0 || !lines[a - 1]!.breakBefore));
  for (const anchor of anchors) {
    if (datesOpen) {
      starts.push(Math.max(anchor, floor));
      floor = anchor + 1;
      continue;
    }
    let start = anchor;
    let titles = titleBesideDate(anchor);
    const takeAbove = (whileOk: () => boolean) => {
      while (start - 1 >= floor && whileOk() && !findDateRange(lines[start - 1]!.text)) {
        const above = lines[start - 1]!;
        if (isLink(above.text)) start--;
        else if (isTitleLike(above)) {
          start--;
          if (!runsOn(start)) titles++;
        } else break;
      }
    };
    // Upwards, up to three title lines (links skipped), until a line that opens a block.
    takeAbove(() => titles < 3 + titleBesideDate(anchor) && !lines[start]!.breakBefore);
    // Then across blocks, up to the first entry's count, unless the title follows the date.
    const next = lines[anchor + 1];
    const titlesFollow = next !== undefined && !next.breakBefore && isTitleLike(next);
    // Only lines in the type of the first entry's titles: where those are set as headings, a body line
    // above is the previous entry's (its last highlight), the title on one line where the first wrapped.
    if (titles < titlesPerEntry && titlesPerEntry <= 3 && !titlesFollow)
      takeAbove(() => titles < titlesPerEntry && (!headingTitles || lines[start - 1]!.heading));
    // Do not steal the previous entry's only body line when it was clearly prose (a name's address in
    // brackets after it is no prose: "Engineer - full time, Minyma-Technologies (https://…)").
    if (start < anchor && starts.length > 0 && withoutBracketedLink(lines[start]!.text).length > 80)
      start = anchor;
    starts.push(Math.max(start, floor));
    floor = anchor + 1 + (headingAfterDates && headingFollows(anchor) ? 1 : 0);
  }
  const out: Entry[] = [];
  starts.forEach((start, i) => {
    const anchor = anchors[i]!;
    const end = starts[i + 1] ?? lines.length;
    // A place set at the right of the title's row ("DINUM ... Paris", kendall) is no name.
    const placeAt = lines.slice(start + 1, anchor).findIndex((l, i) => setRightOf(l, lines[start + i]!));
    const place = placeAt >= 0 ? lines[start + 1 + placeAt]!.text : undefined;
    const titleLines = lines
      .slice(start, anchor + 1)
      .map((l, i) => ({ text: l.text, on: i > 0 && runsOn(start + i) }))
      .filter((_, i) => i !== placeAt + 1 || placeAt < 0)
      .map((l) => ({ ...l, text: withoutBracketedLink(l.text) }))
      .filter((l) => l.text && !isLink(l.text))
      .reduce<string[]>((joined, l) => {
        if (l.on && joined.length > 0) joined[joined.length - 1] = `${joined.at(-1)} ${l.text.trim()}`;
        else joined.push(l.text);
        return joined;
      }, []);
    const linkedAt = lines
      .slice(start, anchor)
      .findIndex((l, i) => !isLink(l.text) && isLink(lines[start + i + 1]!.text));
    const linked = linkedAt >= 0 ? withoutBracketedLink(lines[start + linkedAt]!.text) : undefined;
    const range = findDateRange(lines[anchor]!.text);
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
      // A list a label opens is the body's ("Courses" / "Algorithms").
      if (!isTitleLike(next) || next.text.length > 70 || listed.has(next)) break;
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
        // The last line in the title's type: the body below in another, or the next entry.
        (bodyStart + 1 >= end ||
          lines[bodyStart + 1]!.breakBefore ||
          Math.abs(next.scale - lines[bodyStart + 1]!.scale) >= 0.05) &&
        (EMPLOYER.test(` ${withoutDates(last)}`) || EMPLOYER.test(` ${next.text}`))
      ) {
        // A word broken at its hyphen ("Minyma-" / "Technologies") keeps the hyphen, not a space.
        const broken = /\p{L}-\s*(?:\t|$)/u.test(last);
        const head = withoutDates(last).trim();
        titleLines[titleLines.length - 1] = `${head}${broken ? '-' : ' '}${next.text.trim()}`;
        bodyStart++;
        continue;
      }
      // A name broken at its hyphen at the end of the title's last line goes on in the same type on the
      // next ("Present  Ludwig-Maximilians-" / "Universität"): one name, not a second part.
      if (goesOnBroken(last, next, previous)) {
        titleLines[titleLines.length - 1] = joinBroken(last, next);
        bodyStart++;
        continue;
      }
      // Some themes set the position as a heading under the dates.
      const heading = next.heading && !headingTaken && !findDateRange(next.text);
      // One name above the dates, the other on the short line under them, prose after it ("Riverty" /
      // "September 2023 – June 2024" / "Avdelingsleder" / "Som mangfoldsleder for ...").
      const after = lines[bodyStart + 1];
      const under =
        !opens &&
        bodyStart === anchor + 1 &&
        // A place on a line of its own under the name is not a second name ("Webgurus" / "Cluj-Napoca, RO").
        titleLines.filter((t, i) => namesSomething(t) && (i === 0 || !isPlaceLine(t))).length === 1 &&
        splitTitle(titleLines, range).parts.length === 1 &&
        !isProse(next.text) &&
        !wrapsProse(next) &&
        !findDateRange(next.text) &&
        (after === undefined || bodyStart + 1 >= end || after.bullet || isProse(after.text));
      // A title wrapped after a word that cannot end it ("... at University of" / "Washington").
      const wrapped = !next.breakBefore && titleLines.length > 0 && dangles(withoutDates(titleLines.at(-1)!));
      if (
        !(
          (opens && titleLines.length < 3) ||
          (place && titleLines.length < 5) ||
          (heading && titleLines.length < 5) ||
          under ||
          wrapped
        )
      )
        break;
      if (heading) headingTaken = true;
      titleLines.push(next.text);
      bodyStart++;
    }
    out.push({
      titleLines,
      range,
      body: lines.slice(bodyStart, end),
      ...(linked ? { linked } : {}),
      ...(place ? { place } : {}),
    });
  });
  // Lines before the first entry's title (rare) join it as body.
  if (starts[0]! > 0 && out[0]) out[0].body.unshift(...lines.slice(0, starts[0]));
  return out;
}

/**
 * A section's jobs. An entry whose title words do not tell the employer from the role ("Manufacture
 * Chanson" / "Année sabbatique") takes the order its section's other entries show, where most of
 * those of two parts tell it.
 */
export function workEntries(section: Entry[]): WorkEntry[] {
  const nameFirst =
    sectionOrder(section, (parts, entry) => {
      const roles = parts.length === 2 ? rolesOf(parts, entry.linked) : undefined;
      return roles && ([roles.name, roles.position] as const);
    }) ?? false;
  return section.map((entry) => toWork(entry, nameFirst));
}

export function toWork(entry: Entry, nameFirst = false): WorkEntry {
  const { parts, location } = splitTitle(entry.titleLines, entry.range);
  // Where the words do not tell, the order the section's other entries show, or position first.
  const roles =
    rolesOf(parts, entry.linked) ?? (nameFirst ? { name: 0, position: 1 } : { position: 0, name: 1 });
  const name = parts[roles.name];
  const position = parts[roles.position];
  const { summary, highlights } = body(entry.body);
  return clean({
    name,
    position,
    location: location ?? entry.place,
    startDate:
      entry.range?.startDate ??
      (entry.range?.endDate && !entry.range.startDate ? entry.range.endDate : undefined),
    endDate: entry.range?.startDate ? entry.range.endDate : undefined,
    summary,
    highlights,
  });
}

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

export const isSubLabel = (text: string) => SUB_LABELS.has(fold(text).replace(/[:\s]+$/, ''));

/**
 * An entry's body: bullets are highlights. Without bullets, the first paragraph is the summary and the
 * items of later paragraphs are highlights (themes set list items apart without a glyph).
 */
export function body(all: DocumentLine[]) {
  const lines = all.filter((l) => !isSubLabel(l.text) && !(isLink(l.text) && /https?:\//.test(l.text)));
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
