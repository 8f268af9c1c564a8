// The split of a CV's or a job offer's lines into sections, at their titles (each language's, from
// languages/). A line is a title when its words are a known title and it is set like one
// (larger, capitals, alone on its line); the lines before the first title are the header.
import { fold } from '../../fold.ts';
import type { DocumentLine } from '../reading/layout.ts';
import { findDateRange } from './dates.ts';
import { isDegree } from './degrees.ts';
import { CV_SECTION_TITLES, LANGUAGE_NAMES, LEVEL_WORDS, OFFER_SECTION_TITLES } from './languages/index.ts';

export type CvSection =
  | 'summary'
  | 'work'
  | 'education'
  | 'skills'
  | 'languages'
  | 'certificates'
  | 'projects'
  | 'volunteer'
  | 'awards'
  | 'publications'
  | 'interests'
  | 'references'
  | 'contact';

export type OfferSection =
  | 'description'
  | 'responsibilities'
  | 'required'
  | 'desired'
  | 'benefits'
  | 'company';

const keyOf = (text: string) =>
  fold(text)
    // Numbering and the symbols some themes put before a title ("1.", "♥ INTERESTS").
    .replace(/^[^\p{L}]+/u, '')
    // An icon text recognition read as a character of another script, glued to a title in Latin letters
    // ("盆EDUCATION").
    .replace(/^[^\p{Script=Latin}\s]{1,2}(?=\p{Script=Latin})/u, '')
    // A count some pages print after a title ("Work Experience(5)", "Projects (2)").
    .replace(/\s*[([]\d{1,3}[)\]]\s*$/, '')
    .replace(/[:：.]+\s*$/, '')
    .replace(/[’']/g, "'")
    .replace(/&/g, 'and')
    .replace(/\s+/g, ' ')
    .trim();

function lookup<S extends string>(titles: Map<string, S>): Map<string, S> {
  const map = new Map<string, S>();
  for (const [title, section] of titles) {
    map.set(keyOf(title), section);
    // Letter-spaced titles ("W O R K  E X P E R I E N C E") are matched without their spaces.
    map.set(`~${keyOf(title).replace(/[\s'-]/g, '')}`, section);
  }
  return map;
}

const LETTER_SPACED = /^(?:\p{L}{1,3} ){3,}\p{L}{1,3}$/u;
const CV_LOOKUP = lookup(CV_SECTION_TITLES);
const OFFER_LOOKUP = lookup(OFFER_SECTION_TITLES);

/** The section a line opens, if it is a section title. */
function sectionOf<S extends string>(line: DocumentLine, table: Map<string, S>): S | undefined {
  const found = titleOf(line, keyOf(line.text), table);
  if (found) return found;
  // A heading after an icon that text recognition read as a mark or a few letters ("fh WORK EXPERIENCE",
  // "(ll WORK EXPERIENCE", "priv EDUCATION"): set as a heading, or in capitals once the icon is gone.
  const iconless = /^\S{1,4} (.+)$/u.exec(line.text.trim())?.[1];
  if (!iconless || !(line.heading || /^[^\p{Ll}]*\p{Lu}[^\p{Ll}]*$/u.test(iconless))) return undefined;
  return titleOf({ ...line, heading: true }, keyOf(iconless), table);
}

function titleOf<S extends string>(line: DocumentLine, key: string, table: Map<string, S>): S | undefined {
  // A bullet before a heading in capitals is an icon text recognition read as one ("• SKILLS").
  const iconBullet = line.bullet && line.heading && /^[^\p{Ll}]*\p{Lu}[^\p{Ll}]*$/u.test(line.text);
  if (key.length > 60 || (line.bullet && !iconBullet)) return undefined;
  if (LETTER_SPACED.test(key)) return table.get(`~${key.replace(/\s/g, '')}`);
  if (key.length > 45) return undefined;
  const exact = table.get(key);
  // A known title alone on its line is a title even in body type (plain text, simple themes), where a
  // gap sets it apart: run on from the line above, it is a name's last word ("Minyma-" / "Technologies").
  if (exact && (line.heading || line.breakBefore)) return exact;
  // "Experience professionnelle (5 ans)" or "Skills & tools" set as a heading.
  if (!line.heading) return undefined;
  const words = key.split(' ');
  for (let n = Math.min(words.length, 4); n >= 1; n--) {
    const found = table.get(words.slice(0, n).join(' '));
    if (found) return found;
  }
  return undefined;
}

export interface Section<S extends string> {
  name: S | 'header';
  title: string | undefined;
  lines: DocumentLine[];
  /** While splitting: the section this one goes on with, read on after the other column's text. */
  continues?: Section<S>;
  /** While splitting: the type size of the section's title line. */
  titleScale?: number;
}

/**
 * Where a section no title announces begins: `untitled(line, following, current)` names the section a line
 * opens inside the current one (e.g. a CV's skill groups printed in a sidebar without a "Skills" title).
 */
type Untitled<S> = (line: DocumentLine, following: DocumentLine[], current: S | 'header') => S | undefined;
/**
 * Where a known title is the current section's content instead: `inside(name, line, following, current,
 * open, titleScale)`, `open` the current section's lines so far, `titleScale` the type size of its title
 * (e.g. a CV's skill group called "Languages" over programming languages, or set in the type of the
 * groups' titles before it).
 */
type Inside<S> = (
  name: S,
  line: DocumentLine,
  following: DocumentLine[],
  current: S | 'header',
  open: DocumentLine[],
  titleScale: number | undefined,
) => boolean;

function split<S extends string>(
  lines: DocumentLine[],
  table: Map<string, S>,
  untitled?: Untitled<S>,
  inside?: Inside<S>,
): Section<S>[] {
  const sections: Section<S>[] = [{ name: 'header', title: undefined, lines: [] }];
  // A text without any gap (a Word 97 file's bare text) cannot set its titles apart by one.
  const gapless = lines.filter((line) => line.breakBefore).length <= 1;
  /** The sections the main column and the sidebar were last read into. */
  let main: Section<S> | undefined;
  let sidebar: Section<S> | undefined;
  /** The lines read beside a margin title, each with the line it was cut from. */
  const besideTitle = new Map<DocumentLine, DocumentLine>();
  lines.forEach((line, index) => {
    const probe = gapless ? { ...line, breakBefore: true } : line;
    // Themes that set section titles in a left margin put the title and the first entry on one line;
    // a title whose words a scan reads far apart ("WORK  EXPERIENCE") is one title, not a title beside
    // an entry.
    const [first, ...rest] = line.text.split('\t');
    const whole = rest.length > 0 && table.has(keyOf(line.text.replace(/\t/g, ' ')));
    const inMargin = rest.length > 0 && !whole ? sectionOf({ ...line, text: first! }, table) : undefined;
    if (inMargin) {
      const beside = { ...line, text: rest.join('\t'), breakBefore: true };
      besideTitle.set(beside, line);
      sections.push({ name: inMargin, title: first!, lines: [beside] });
      return;
    }
    const current = sections.at(-1)!;
    const found = sectionOf(probe, table);
    const name =
      found &&
      inside?.(
        found,
        line,
        lines.slice(index + 1, index + 4),
        current.name,
        current.lines,
        current.titleScale,
      )
        ? undefined
        : found;
    const open = current.lines;
    const before = lines[index - 1];
    const wrapped = (above: DocumentLine | undefined): above is DocumentLine =>
      above !== undefined &&
      // beside a margin title, only a title run well across the column, not one of a row of titles
      (above === before || (besideTitle.get(above) === before && above.fill >= 0.6)) &&
      above.heading &&
      line.heading &&
      !line.breakBefore &&
      Math.abs(above.scale - line.scale) < 0.02;
    // A section title wrapped over two lines ("PROFESSIONAL SKILLS" / "SUMMARY") is one title.
    if (
      name &&
      current.title !== undefined &&
      open.length === 0 &&
      before?.text === current.title &&
      wrapped(before)
    ) {
      current.title = `${current.title} ${line.text}`;
      return;
    }
    // A heading wrapped over two lines in a narrow column ("Programming" / "Languages") is one line, not
    // a heading and a section title; whole, the two lines may name a section ("PROFESSIONAL" / "EXPERIENCE").
    const previous = open.at(-1);
    if (name && wrapped(previous)) {
      const merged = { ...previous, text: `${previous.text} ${line.text}` };
      const opens = sectionOf(merged, table);
      if (opens) {
        open.pop();
        sections.push({ name: opens, title: merged.text, lines: [] });
        return;
      }
      // A line well short of its column's margin did not wrap: the title under it opens its section
      // ("Bilbao, España" over "SKILLS", a scan measuring the two in one size). Without a margin (Word,
      // plain text) fill is 0.
      if (previous.fill === 0 || previous.fill >= 0.5) {
        open[open.length - 1] = merged;
        return;
      }
    }
    if (name) {
      sections.push({ name, title: line.text, lines: [], titleScale: line.scale });
      if (line.side) sidebar = sections.at(-1);
      else main = sections.at(-1);
      return;
    }
    const opens = untitled?.(line, lines.slice(index + 1, index + 4), current.name);
    if (opens) {
      sections.push({ name: opens, title: undefined, lines: [line] });
      return;
    }
    // Back from a sidebar without a title (on the next page), the text may go on with the main column;
    // the text right under a title is that title's.
    const titled = current.title !== undefined && open.length === 0;
    if (
      !line.side &&
      before?.side &&
      main &&
      main !== current &&
      !titled &&
      resumesMain(main, current, lines, index)
    ) {
      main = {
        name: main.name,
        title: undefined,
        lines: [line],
        continues: main,
        titleScale: main.titleScale,
      };
      sections.push(main);
      return;
    }
    // Back in the sidebar after the main column's text, untitled text goes on with the sidebar's section
    // (its skill groups run on at the top of the next page's sidebar).
    if (line.side && before && !before.side && sidebar && sidebar !== current) {
      sidebar = {
        name: sidebar.name,
        title: undefined,
        lines: [line],
        continues: sidebar,
        titleScale: sidebar.titleScale,
      };
      sections.push(sidebar);
      return;
    }
    open.push(line);
    if (line.side) sidebar = current;
    else main = current;
  });
  // A column's section read on after the other column's text is one section with it again: the job
  // whose dates end page 1 and whose title opens page 2 is one entry.
  for (const section of sections) {
    let into = section.continues;
    while (into?.continues) into = into.continues;
    if (into) into.lines.push(...section.lines);
  }
  return sections.filter((section) => !section.continues).map(({ continues: _, ...section }) => section);
}

/** How much longer than the sidebar's longest line a page's text must run to be the main column's. */
const WIDER = 1.3;
/** A line of prose, as a main column holds and a sidebar of tags and contact details does not. */
const PROSE = 50;

/**
 * Whether untitled text after a sidebar goes on with the main column's section: it opens the next page
 * with lines too long for the sidebar (a theme may set the rest of its sidebar anywhere on that page),
 * its paragraph was cut at the foot of the page, or a dated entry follows while the sidebar's section
 * holds no dates.
 */
function resumesMain<S extends string>(
  main: Section<S>,
  side: Section<S>,
  lines: DocumentLine[],
  index: number,
): boolean {
  // On the next page, a line longer than any the sidebar's section holds could not have been set in it.
  // Unless the sidebar's own paragraph was cut at the foot of the page.
  // A paragraph's words, not a level set at the column's right ("Deutsch" / "Native Speaker").
  const cut = (l: DocumentLine | undefined) =>
    l !== undefined &&
    l.fill >= 0.8 &&
    !/[.!?:;]$/.test(l.text.trim()) &&
    l.text.trim().split(/\s+/).length >= 3;
  const line = lines[index]!;
  // A sidebar's row of tags is no paragraph ("PHP  Symfony  Typescript  Golang").
  const last = side.lines.at(-1);
  const sideCut = last !== undefined && !last.text.includes('\t') && cut(last);
  if (line.page !== lines[index - 1]?.page && !sideCut) {
    const widest = Math.max(0, ...side.lines.map((l) => l.text.length));
    let run = index;
    while (run < lines.length && lines[run]!.page === line.page && !lines[run]!.side) run++;
    const long = (l: DocumentLine) => l.text.length >= PROSE && l.text.length > WIDER * widest;
    if (lines.slice(index, run).some(long)) return true;
  }
  if (cut(main.lines.at(-1))) return true;
  const dated = (some: DocumentLine[]) => some.some((l) => findDateRange(l.text) !== undefined);
  return dated(main.lines) && !dated(side.lines) && dated(lines.slice(index, index + 3));
}

/** A level as themes print it beside or under a skill ("Distributed Systems" / "Master"), or a fluency. */
export const isLevel = (text: string) => LEVEL_WORDS.has(fold(text).trim().replace(/\s+/g, ' '));

/**
 * A level, perhaps with the writer's own word after it ("Advanced - Aficionado", "Master (8 years)"):
 * read as a level only where a level stands, under a group's title and before its keywords.
 */
export const leadsWithLevel = (text: string) => isLevel(text.trim()) || isLevel(levelHead(text));

/** What precedes a level's own word: "Advanced" of "Advanced - Aficionado", "Master" of "Master (8 years)". */
export const levelHead = (text: string) => text.split(/\s+[-–—]\s+|\s*\(/u)[0]!;

/**
 * A heading that is no known title, over a line holding only a level word: a skill group, unless it is
 * already in a list whose items have levels too (a language and its fluency, an interest).
 */
const skillGroup: Untitled<CvSection> = (line, following, current) => {
  if (!line.heading || ['skills', 'languages', 'interests'].includes(current)) return undefined;
  // A dated heading is an entry's title ("ECAM<tab>2012 - 2017" over "Master").
  if (findDateRange(line.text)) return undefined;
  // A group title over its level ("Frontend" / "Senior"), not a title wrapped onto a level word in its
  // own type ("Développeur Full-Stack" / "Senior", the person's label).
  // In schooling, a degree named like a level is the school's ("Université Paul Sabatier" / "Master").
  if (
    following[0] &&
    leadsWithLevel(following[0].text) &&
    !(following[0].heading && Math.abs(following[0].scale - line.scale) < 0.02) &&
    !(current === 'education' && isDegree(following[0].text))
  )
    return 'skills';
  // A sidebar's group of tags under a title in larger type, after its contact block ("DATABASE" over
  // "TSQL", "MONGODB", "REDIS"): three short lines in smaller type, none a section title.
  if (current !== 'summary' && current !== 'contact') return undefined;
  const tags = following.filter(
    (l) =>
      l.scale <= line.scale - 0.2 &&
      l.text.length <= 30 &&
      !l.bullet &&
      !/[@\d/:]/.test(l.text) &&
      sectionOf(l, CV_LOOKUP) === undefined,
  );
  return following.length === 3 && tags.length === 3 ? 'skills' : undefined;
};

/**
 * A group title in body type inside a skills section that names a section ("Technologies", "Languages"):
 * the group's, when the section's title is the same or the items under it are no spoken languages
 * ("Languages" / "TypeScript · HTML · CSS", or one tag a line in smaller type). Set as a heading, it is
 * a group's when it names the skills and an earlier group title has its type, or names languages over
 * items in smaller type that are no spoken languages.
 */
const skillGroupTitled: Inside<CvSection> = (name, line, following, current, open, titleScale) => {
  if (current !== 'skills' || !following[0]) return false;
  // A heading in the type of the groups' titles before it ("Languages" / "Technologies" beside it).
  const sibling = open.some((l) => l.heading && Math.abs(l.scale - line.scale) < 0.02);
  if (line.heading && name === 'skills') return sibling;
  // A heading in the type of the section's own title is the next section's ("SKILLS" ... "LANGUAGES").
  if (line.heading && titleScale !== undefined && Math.abs(line.scale - titleScale) < 0.02) return false;
  // Its items follow right under it, or set apart in smaller type (kendall's tags under "Languages").
  const smaller = (l: DocumentLine) => l.scale <= line.scale - 0.1;
  if (following[0].breakBefore && !smaller(following[0])) return false;
  if (name === 'skills') return true;
  const end = following.findIndex((l) => !smaller(l));
  // Under a heading, every item in smaller type ("Languages" / "TypeScript" / "HTML" / "CSS", a web page's list).
  const under =
    following[0].breakBefore || line.heading ? following.slice(0, end < 0 ? undefined : end) : [following[0]];
  const items = under.flatMap((l) => l.text.split(/\s*[·•,;|\t]\s*/)).filter(Boolean);
  return name === 'languages' && items.length >= 2 && !items.some(namesLanguage);
};

/** An item naming a spoken language, its name perhaps run into its level ("Deutschmaster", a badge read as text). */
export const namesLanguage = (item: string) => {
  const word = fold(item).split(/[\s(:/–—-]+/)[0]!;
  return (
    LANGUAGE_NAMES.has(word) || [...LANGUAGE_NAMES].some((name) => name.length >= 4 && word.startsWith(name))
  );
};

/** Sections whose entries may list what they drew on under a label ("Skills:", "Keywords:"). */
const LABELLED_ENTRIES = new Set<CvSection | 'header'>([
  'work',
  'projects',
  'volunteer',
  'interests',
  'awards',
]);

/**
 * A skills title in body type with a colon, in a section whose title is set in another type, is a label
 * of the entry it stands in (an interest's "Skills:" over its keywords), not the skills section.
 */
const entryLabel: Inside<CvSection> = (name, line, _following, current, _open, titleScale) =>
  name === 'skills' &&
  LABELLED_ENTRIES.has(current) &&
  !line.heading &&
  /:\s*$/.test(line.text) &&
  titleScale !== undefined &&
  Math.abs(line.scale - titleScale) >= 0.05;

export const splitCv = (lines: DocumentLine[]) =>
  split(lines, CV_LOOKUP, skillGroup, (...args) => entryLabel(...args) || skillGroupTitled(...args));
export const isSectionTitle = (line: DocumentLine) => sectionOf(line, CV_LOOKUP) !== undefined;
export const splitOffer = (lines: DocumentLine[]) => split(lines, OFFER_LOOKUP);
