// CV text -> JSON Resume (json-resume.ts): basics from the header and contact lines here, then each
// section by its own rules: work, education, volunteer and projects cut into dated entries
// (cv-entries.ts; an education entry's fields in cv-education.ts), skills, languages, dated items and
// references as lists (cv-lists.ts).
// Pure: lines in (from a PDF or plain text), a resume out.
import { fold, foldWithOffsets } from '../../fold.ts';
import type { DocumentLine } from '../reading/layout.ts';
import { detectLanguage } from '../reading/text-language.ts';
import {
  cityBeforeState,
  EMAIL,
  findEmail,
  findHandle,
  findLinks,
  findNamedProfiles,
  findPhone,
  parseLocation,
} from './contact.ts';
import { educationEntries } from './cv-education.ts';
import { DURATION, entries, paragraphText, toWork, workEntries } from './cv-entries.ts';
import { dated, issued, languageItems, listItems, referenceItems, skillItems } from './cv-lists.ts';
import { endsOnWrapWord, POSITION, startsOnWrapWord } from './cv-titles.ts';
import { findDateRange, isMonthName, isOngoingAlone } from './dates.ts';
import { INSTITUTION, isDegree } from './degrees.ts';
import { clean, type JsonResume } from './json-resume.ts';
import {
  alternation,
  CONTACT_LABELS,
  DOCUMENT_TITLES,
  type DocumentLanguage,
  LANGUAGE_NAMES,
  POSITION_HEADS,
  TO_WORDS,
  wordPattern,
} from './languages/index.ts';
import { type CvSection, isSectionTitle, type Section, splitCv } from './sections.ts';

export interface ParsedCv {
  resume: JsonResume;
  language: DocumentLanguage;
  /** Which sections were recognised, by the title the document gave them. */
  sections: { name: CvSection | 'header'; title: string | null; lines: number }[];
}

/** A line that continues a date range begun on the line above: "to Present", "bis heute", "– 2020-01-01". */
const RANGE_TAIL = new RegExp(`^(?:${alternation(TO_WORDS)}|–|—|-)\\s+\\S`, 'iu');
/** A range whose end stops at a month name: its year comes on another line. */
const OPEN_RANGE = /[–—-]\s*(\p{L}{3,9}\.?)$/u;

/**
 * A date range printed over two lines ("2020-02-01" over "TO PRESENT", as themes with narrow date
 * margins print it) is read as one line.
 */
function joinSplitRanges(documentLines: DocumentLine[]): DocumentLine[] {
  // A range wrapped in a narrow date column after its end month ("Sep 2012 - May" ... "2014"), the
  // year read a line or two later, once the title beside it has been read.
  const lines = [...documentLines];
  for (let i = 0; i < lines.length; i++) {
    const open = OPEN_RANGE.exec(lines[i]!.text);
    if (!open || !isMonthName(fold(open[1]!)) || !findDateRange(lines[i]!.text)) continue;
    const k = [i + 1, i + 2].find(
      (j) => lines[j] && !lines[j]!.breakBefore && /^\d{4}$/.test(lines[j]!.text.trim()),
    );
    if (k === undefined) continue;
    lines[i] = { ...lines[i]!, text: `${lines[i]!.text} ${lines[k]!.text.trim()}` };
    lines.splice(k, 1);
  }
  const out: DocumentLine[] = [];
  const year = (line: DocumentLine | undefined) =>
    Number(/^\s*(\d{4})\s*$/.exec(line?.text ?? '')?.[1] ?? NaN);
  // A start year and an end year no more than twelve years after it.
  const spans = (start: DocumentLine, end: DocumentLine) =>
    year(end) >= year(start) && year(end) - year(start) <= 12;
  const range = (start: DocumentLine, end: DocumentLine): DocumentLine => ({
    ...start,
    text: `${start.text.trim()} - ${end.text.trim()}`,
    heading: false,
  });
  // A school's or employer's name cut after a word or a mark that cannot end it ("Université Paul
  // Sabatier /"), before one that cannot start it ("and Technology"), or running on into a school's.
  const cutShort = (title: string) => endsOnWrapWord(title) || /[/,+–—-]\s*$/u.test(title);
  const goesOn = (title: string, next: string) =>
    cutShort(title) ||
    startsOnWrapWord(next) ||
    (!INSTITUTION.test(fold(title)) && INSTITUTION.test(fold(next)) && !isDegree(next));
  let openTitle: { at: number; title: string; start: number; end: number } | undefined;
  for (const raw of lines) {
    // A column of years beside a title: the start year on the title's first line, the end year under it,
    // alone or beside the title's wrapped end ("2019<tab>Quantic School of Business" / "2020<tab>and
    // Technology"): the title whole, its range after it.
    // A scan may read an icon between the two as marks ("2004» Bachelor of Science").
    const besideTitle = (line: DocumentLine | undefined) =>
      /^(\d{4})(?:\t|\s*[^\p{L}\p{N}\s(]+\s*(?=[\p{L}(]))(.+)$/u.exec(line?.text ?? '');
    const last = out.at(-1);
    const opened = besideTitle(last);
    const closing = besideTitle(raw) ?? /^(\d{4})\s*$/.exec(raw.text);
    if (
      last &&
      opened &&
      closing &&
      // a scan may set a paragraph break inside a title cut after a word that cannot end it
      (!raw.breakBefore || (closing[2] !== undefined && cutShort(opened[2]!))) &&
      // in the title's type (a scan measures sizes a tenth apart)
      (closing[2] === undefined || Math.abs(raw.scale - last.scale) < 0.1)
    ) {
      const [start, end] = [Number(opened[1]), Number(closing[1])];
      if (end >= start && end - start <= 12) {
        // The text beside the end year goes on with the title ("Sydney", "(Canada)"), unless it is a
        // degree: then it is a line of its own (the degree under the school).
        const wraps = closing[2] !== undefined && (goesOn(opened[2]!, closing[2]) || !isDegree(closing[2]));
        const title = wraps ? `${opened[2]} ${closing[2]}` : opened[2];
        out[out.length - 1] = { ...last, text: `${title}\t${start} - ${end}` };
        if (closing[2] !== undefined && !wraps) out.push({ ...raw, text: closing[2] });
        // With the end year alone, the title's wrapped end may come on the next line.
        openTitle =
          closing[2] === undefined ? { at: out.length - 1, title: opened[2]!, start, end } : undefined;
        continue;
      }
    }
    // The title's wrapped end under the end year, read on the next line ("2010 Baltic State Technical" /
    // "2012" / "University “Voenmeh”").
    if (
      openTitle &&
      !raw.breakBefore &&
      openTitle.at === out.length - 1 &&
      goesOn(openTitle.title, raw.text)
    ) {
      const { title, start, end } = openTitle;
      out[openTitle.at] = { ...out[openTitle.at]!, text: `${title} ${raw.text.trim()}\t${start} - ${end}` };
      openTitle = undefined;
      continue;
    }
    openTitle = undefined;
    // Two years stacked or set side by side with the dash drawn, not written ("2018" over "2022", "2019"
    // over "Present").
    const pair = /^\s*(\d{4})\s+(\S.*?)\s*$/.exec(raw.text);
    const ends =
      pair && (/^\d{4}$/.test(pair[2]!) ? Number(pair[2]) >= Number(pair[1]) : isOngoingAlone(pair[2]!));
    const line = ends ? { ...raw, text: `${pair![1]} - ${pair![2]}` } : raw;
    const previous = out.at(-1);
    if (previous && !line.breakBefore && spans(previous, line)) {
      out[out.length - 1] = range(previous, line);
      continue;
    }
    // The years stacked in a column beside the title they date ("2018" / "Technical University" / "2022"),
    // the start year perhaps on the title's first line ("2010 Baltic State Technical" / "University
    // “Voenmeh”" / "2012").
    const before = out.at(-2);
    const startBeside = besideTitle(before);
    const endAlone = /^(\d{4})\s*$/.exec(line.text);
    if (
      before &&
      previous &&
      startBeside &&
      endAlone &&
      !line.breakBefore &&
      !previous.breakBefore &&
      !findDateRange(previous.text) &&
      Number(endAlone[1]) >= Number(startBeside[1]) &&
      Number(endAlone[1]) - Number(startBeside[1]) <= 12
    ) {
      // The line between is the title's wrapped end, or a line of its own (the degree).
      const wraps = goesOn(startBeside[2]!, previous.text);
      const title = wraps ? `${startBeside[2]} ${previous.text.trim()}` : startBeside[2];
      out[out.length - 2] = { ...before, text: `${title}\t${startBeside[1]} - ${endAlone[1]}` };
      if (wraps) out.pop();
      continue;
    }
    if (
      before &&
      previous &&
      !line.breakBefore &&
      !previous.breakBefore &&
      !findDateRange(previous.text) &&
      spans(before, line)
    ) {
      out[out.length - 2] = range(before, line);
      continue;
    }
    if (previous && !line.breakBefore && RANGE_TAIL.test(fold(line.text)) && previous.text.length <= 20) {
      const joined = `${previous.text} ${line.text}`;
      const range = findDateRange(joined);
      if (range?.startDate && range.length >= joined.length - 2 && !findDateRange(previous.text)?.startDate) {
        out[out.length - 1] = { ...previous, text: joined, heading: false };
        continue;
      }
    }
    out.push(line);
  }
  return out;
}

/** A name read below a section's title is set at least this much larger than the body. */
const NAME_UNDER_TITLE_SCALE = 1.3;

export function parseCv(documentLines: DocumentLine[]): ParsedCv {
  const kept = joinSplitRanges(documentLines).filter((line) => !DURATION.test(fold(line.text).trim()));
  // The name is the most prominent name-like line of the first page, wherever the layout puts it (a
  // sidebar read first moves it down); it and the headline under it are lifted into the header.
  const firstPage = kept.filter((line) => line.page === 1);
  // Under a section's title, a name-like line in the body's type is the section's ("Web Development", a
  // skill group's title, when the name itself cannot be read): a name there stands out by its size.
  const firstTitle = firstPage.findIndex(isSectionTitle);
  const nameLine = firstPage
    .slice(0, 60)
    .filter(
      (line, i) =>
        looksLikeName(line.text) &&
        !isSectionTitle(line) &&
        (firstTitle < 0 || i < firstTitle || line.scale >= NAME_UNDER_TITLE_SCALE),
    )
    .sort((a, b) => b.scale - a.scale || kept.indexOf(a) - kept.indexOf(b))[0];
  const nameAt = nameLine ? kept.indexOf(nameLine) : -1;
  const next = nameAt >= 0 ? kept[nameAt + 1] : undefined;
  const headline =
    next &&
    !isSectionTitle(next) &&
    !next.bullet &&
    next.text.length <= 80 &&
    !EMAIL.test(next.text) &&
    !findDateRange(next.text) &&
    !/[.!?]$/.test(next.text)
      ? next
      : undefined;
  const lines =
    nameAt > 0
      ? [nameLine!, ...(headline ? [headline] : []), ...kept.filter((l) => l !== nameLine && l !== headline)]
      : kept;
  const sections = splitCv(lines);
  const resume: JsonResume = {
    basics: { profiles: [] },
    work: [],
    volunteer: [],
    education: [],
    skills: [],
    languages: [],
    certificates: [],
    projects: [],
    awards: [],
    publications: [],
    interests: [],
    references: [],
  };
  const all = lines.map((line) => line.text).join('\n');
  const header = sections.find((s) => s.name === 'header')?.lines ?? [];
  readBasics(resume, header, sections, all);
  for (const section of sections) {
    switch (section.name) {
      case 'summary':
        resume.basics.summary = [resume.basics.summary, paragraphText(section.lines)]
          .filter(Boolean)
          .join('\n');
        break;
      case 'work':
        resume.work.push(...workEntries(entries(section.lines)));
        break;
      case 'volunteer':
        resume.volunteer.push(
          ...entries(section.lines).map((entry) => {
            const { name, ...rest } = toWork(entry);
            return { ...(name ? { organization: name } : {}), ...rest };
          }),
        );
        break;
      case 'education':
        resume.education.push(...educationEntries(section.lines));
        break;
      case 'projects':
        resume.projects.push(
          ...entries(section.lines).map((entry) => {
            const { name, position, summary, highlights, startDate, endDate } = toWork(entry);
            return clean({ name: name ?? position, description: summary, startDate, endDate, highlights });
          }),
        );
        break;
      case 'skills':
        resume.skills.push(...skillItems(section.lines));
        break;
      case 'languages':
        resume.languages.push(...languageItems(section.lines));
        break;
      case 'certificates':
        resume.certificates.push(
          ...dated(section.lines).map(({ text, date }) => clean({ ...issued(text), date })),
        );
        break;
      case 'awards':
        resume.awards.push(
          ...dated(section.lines).map(({ text, date }) => {
            const { name, issuer } = issued(text);
            return clean({ title: name, date, awarder: issuer });
          }),
        );
        break;
      case 'publications':
        resume.publications.push(
          ...dated(section.lines).map(({ text, date }) => {
            const { name, issuer } = issued(text);
            return clean({ name, publisher: issuer, releaseDate: date });
          }),
        );
        break;
      case 'interests':
        resume.interests.push(...listItems(section.lines).map((name) => ({ name })));
        break;
      case 'references':
        resume.references.push(...referenceItems(section.lines));
        break;
      case 'contact':
      case 'header':
        break;
    }
  }
  return {
    resume,
    language: detectLanguage(all),
    sections: sections
      .filter((s) => s.name !== 'header' || s.lines.length > 0)
      .map((s) => ({ name: s.name, title: s.title ?? null, lines: s.lines.length })),
  };
}

// ---------------------------------------------------------------- basics

/** A label before a contact fact ("Telefon:", "E-mail", "LinkedIn:"), in folded text. */
const CONTACT_LABEL = new RegExp(
  `^${alternation([
    ...CONTACT_LABELS.email,
    ...CONTACT_LABELS.phone,
    ...CONTACT_LABELS.address,
    ...CONTACT_LABELS.website,
    'linkedin',
    'github',
  ])}(?![\\p{L}-])\\.?\\s*[:：]?\\s*`,
  'iu',
);
/** A personal fact's label ("Geburtsdatum:", "Nationality"): neither a place nor a headline. */
const PERSONAL_LABEL = new RegExp(`^${wordPattern(CONTACT_LABELS.personal)}`, 'iu');
/** The piece without its label, found in the folded text and cut from the original. */
const withoutLabel = (piece: string) => {
  const { folded, offsets } = foldWithOffsets(piece);
  const label = CONTACT_LABEL.exec(folded);
  return label ? piece.slice(offsets[label[0].length]) : piece;
};

function readBasics(resume: JsonResume, header: DocumentLine[], sections: Section<CvSection>[], all: string) {
  const basics = resume.basics;
  const contact = sections.filter((s) => s.name === 'contact').flatMap((s) => s.lines);
  const contactText = [...header, ...contact].map((l) => l.text).join('\n');
  // Contact facts are looked for in the header and contact block first, then anywhere.
  const email = findEmail(contactText) ?? findEmail(all);
  if (email) basics.email = email;
  const phone =
    findPhone(contactText.replace(new RegExp(EMAIL, 'gu'), ' ')) ??
    findPhone(all.replace(new RegExp(EMAIL, 'gu'), ' '));
  if (phone) basics.phone = phone;
  // With the addresses the header's and contact block's names link to (a web page's or Word file's
  // "adamjmoon" linking to its GitHub profile).
  const targets = [...header, ...contact].flatMap((l) => l.links ?? []);
  const contactLinks = [contactText, ...targets].join('\n');
  const links = findLinks(`${contactLinks}\n${all}`, contactLinks.length);
  basics.profiles = links.profiles;
  // Networks named in words, in the header, the contact block or the summary beside it.
  const summary = sections.filter((s) => s.name === 'summary').flatMap((s) => s.lines);
  for (const profile of findNamedProfiles([...header, ...contact, ...summary].map((l) => l.text)))
    if (!basics.profiles.some((p) => p.network === profile.network)) basics.profiles.push(profile);
  // A bare "@name" beside the contact details, its network an icon.
  const handle = findHandle([...header, ...contact].map((l) => l.text));
  if (handle && !basics.profiles.some((p) => p.network === handle.network)) basics.profiles.push(handle);
  if (links.url) basics.url = links.url;

  const pieces = (line: DocumentLine) =>
    line.text
      .split(/\s*(?:[|•·◦▪]|\s{2,}|\t)\s*/u)
      .filter((p) => !PERSONAL_LABEL.test(fold(p)) && !DOCUMENT_TITLES.has(fold(p).trim()))
      .map((p) => withoutLabel(p).trim())
      .filter(Boolean);
  const isContact = (text: string) =>
    EMAIL.test(text) ||
    (findPhone(text) !== undefined && text.replace(/[\d\s+().-]/g, '').length < 4) ||
    /https?:|www\.|\.com\b|linkedin|github/i.test(text);

  // The name: the most prominent name-like line at the top (parseCv moved it there).
  // The name may share its line with the headline ("Dr. Lena Vasquez | Staff Software Engineer").
  const namePart = (line: DocumentLine) => line.text.split(/\s+[|•·–—]\s+|\t/u)[0]!.trim();
  const nameLine = header
    .slice(0, 8)
    .filter((line) => looksLikeName(namePart(line)))
    .sort((a, b) => b.scale - a.scale)[0];
  if (nameLine) {
    const name = namePart(nameLine);
    basics.name = tidyName(name);
    const headline = nameLine.text.slice(name.length).replace(/^[\s|•·–—]+/u, '');
    if (headline) basics.label = headline;
  }

  // A postal address names its city before the state, over one line or two.
  const address = cityBeforeState(
    [...header, ...contact]
      .filter((line) => line !== nameLine && !isContact(line.text))
      .map((line) => line.text)
      .join('\n'),
  );
  if (address) basics.location = address;
  for (const line of [...header, ...contact]) {
    if (line === nameLine) continue;
    for (const piece of pieces(line)) {
      if (isContact(piece)) continue;
      // A headline ("Staff Engineer, Distributed Systems") or a list of languages is no place.
      const notAPlace =
        POSITION.test(fold(piece)) || piece.split(/\s*,\s*/).every((part) => LANGUAGE_NAMES.has(fold(part)));
      if (!basics.location && !notAPlace) {
        const location = parseLocation(piece);
        if (location) {
          basics.location = location;
          continue;
        }
      }
      // The first short non-contact line after the name is the headline ("Senior data engineer").
      if (
        !basics.label &&
        nameLine &&
        header.includes(line) &&
        piece.length <= 80 &&
        !/[.!?]$/.test(piece) &&
        piece.split(' ').length <= 10 &&
        !findDateRange(piece) &&
        // The address line above the name is no headline ("Austin, Texas, United States").
        (notAPlace || (!parseLocation(piece) && !cityBeforeState(piece)))
      )
        basics.label = piece;
    }
  }
  // A header paragraph of sentences is a summary when the CV has no summary section. A text that is
  // only a header, without a name, is a profile pasted as plain text ("Java developer, 8 years of
  // Spring"): all of it that is not contact or place is its summary, so its skills are read.
  if (!sections.some((s) => s.name === 'summary')) {
    const pasted = !nameLine && sections.every((s) => s.name === 'header');
    const prose = header.filter(
      (l) =>
        l !== nameLine && (l.text.length > 90 || (pasted && !parseLocation(l.text))) && !isContact(l.text),
    );
    if (prose.length) basics.summary = prose.map((l) => l.text).join(' ');
  }
}

/** A name in a script without capitals: Korean, Chinese, Japanese ("박경욱", "郑和"). */
const CASELESS = '\\p{Script=Hangul}\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}';
const CASELESS_NAME = new RegExp(`^[${CASELESS}][${CASELESS}・· ]{1,11}$`, 'u');

const looksLikeName = (text: string) => {
  const words = text.trim().split(/\s+/);
  if (CASELESS_NAME.test(text.trim())) return true;
  return (
    words.length >= 2 &&
    // A headline ends with a job title's head noun that is no surname ("Senior Java Developer"; but
    // "Tim Cook").
    !POSITION_HEADS.has(fold(words.at(-1)!)) &&
    words.length <= 5 &&
    text.length <= 50 &&
    /^[\p{L}'’. -]+$/u.test(text) &&
    words.every((w) => /^[\p{Lu}]/u.test(w) || /^(?:de|da|del|van|von|der|la|le|du|di|y|e)$/i.test(w))
  );
};

/** "JOHN SMITH" -> "John Smith"; names already in mixed case are kept as written. */
const tidyName = (text: string) =>
  text === text.toLocaleUpperCase()
    ? text
        .toLocaleLowerCase()
        .replace(/(^|[\s'’-])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toLocaleUpperCase())
    : text.trim();
