// CV text -> JSON Resume (jsonresume.org schema): basics from the header and contact lines, then each
// section by its own rules. Work, education, volunteer and projects are cut into entries at their date
// ranges: the short lines just above or beside a date are the entry's title lines, what follows is its
// summary and highlights. Pure: lines in (from a PDF or plain text), a resume out.
import {
  EMAIL,
  findEmail,
  findLinks,
  findPhone,
  type Location,
  type Profile,
  parseLocation,
} from './contact.ts';
import { type DateRange, findDateRange, fold, withoutRange } from './dates.ts';
import type { DocumentLine } from './layout.ts';
import { type CvSection, isSectionTitle, type Section, splitCv } from './sections.ts';

export interface WorkEntry {
  name?: string;
  position?: string;
  location?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights?: string[];
}

export interface EducationEntry {
  institution?: string;
  area?: string;
  studyType?: string;
  startDate?: string;
  endDate?: string;
  score?: string;
  courses?: string[];
}

export interface JsonResume {
  basics: {
    name?: string;
    label?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: Location;
    profiles: Profile[];
  };
  work: WorkEntry[];
  volunteer: (Omit<WorkEntry, 'name'> & { organization?: string })[];
  education: EducationEntry[];
  skills: { name: string; level?: string; keywords?: string[] }[];
  languages: { language: string; fluency?: string }[];
  certificates: { name: string; date?: string; issuer?: string }[];
  projects: {
    name?: string;
    description?: string;
    startDate?: string;
    endDate?: string;
    highlights?: string[];
  }[];
  awards: { title: string; date?: string; awarder?: string; summary?: string }[];
  publications: { name: string; publisher?: string; releaseDate?: string; summary?: string }[];
  interests: { name: string; keywords?: string[] }[];
  references: { name?: string; reference: string }[];
}

export interface ParsedCv {
  resume: JsonResume;
  language: 'en' | 'fr' | 'es';
  /** Which sections were recognised, by the title the document gave them. */
  sections: { name: CvSection | 'header'; title: string | null; lines: number }[];
}

export function parseCv(documentLines: DocumentLine[]): ParsedCv {
  const kept = documentLines.filter((line) => !DURATION.test(fold(line.text).trim()));
  // The name is the most prominent name-like line of the first page, wherever the layout puts it (a
  // sidebar read first moves it down); it and the headline under it are lifted into the header.
  const firstPage = kept.filter((line) => line.page === 1);
  const nameLine = firstPage
    .slice(0, 60)
    .filter((line) => looksLikeName(line.text) && !isSectionTitle(line))
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
        resume.work.push(...entries(section.lines).map(toWork));
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
        resume.education.push(...entries(section.lines).map(toEducation));
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

const CONTACT_NOISE =
  /^(?:e-?mail|mail|courriel|correo|phone|tel|t[ée]l[ée]phone|mobile|portable|m[óo]vil|tel[ée]fono|address|adresse|direcci[óo]n|website|web|site|linkedin|github)\s*[:：]?\s*/i;

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
  const links = findLinks(contactText + '\n' + all);
  basics.profiles = links.profiles;
  if (links.url) basics.url = links.url;

  const pieces = (line: DocumentLine) =>
    line.text
      .split(/\s*(?:[|•·◦▪]|\s{2,}|\t)\s*/u)
      .map((p) => p.replace(CONTACT_NOISE, '').trim())
      .filter(Boolean);
  const isContact = (text: string) =>
    EMAIL.test(text) ||
    (findPhone(text) !== undefined && text.replace(/[\d\s+().-]/g, '').length < 4) ||
    /https?:|www\.|\.com\b|linkedin|github/i.test(text);

  // The name: the most prominent name-like line at the top (parseCv moved it there).
  const nameLine = header
    .slice(0, 8)
    .filter((line) => looksLikeName(line.text))
    .sort((a, b) => b.scale - a.scale)[0];
  if (nameLine) basics.name = tidyName(nameLine.text);

  for (const line of [...header, ...contact]) {
    if (line === nameLine) continue;
    for (const piece of pieces(line)) {
      if (isContact(piece)) continue;
      // A headline ("Staff Engineer, Distributed Systems") or a list of languages is no place.
      const notAPlace =
        POSITION_WORDS.test(fold(piece)) || piece.split(/\s*,\s*/).every((part) => LANGUAGES.has(fold(part)));
      if (!basics.location && !notAPlace) {
        const location = parseLocation(piece.replace(/\s*\((?:US|USA|UK|FR)\)\s*$/, ''));
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
        !findDateRange(piece)
      )
        basics.label = piece;
    }
  }
  // A header paragraph of sentences is a summary when the CV has no summary section.
  if (!sections.some((s) => s.name === 'summary')) {
    const prose = header.filter((l) => l !== nameLine && l.text.length > 90 && !isContact(l.text));
    if (prose.length) basics.summary = prose.map((l) => l.text).join(' ');
  }
}

const looksLikeName = (text: string) => {
  const words = text.trim().split(/\s+/);
  return (
    words.length >= 2 &&
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

// ---------------------------------------------------------------- entries

interface Entry {
  titleLines: string[];
  range: DateRange | undefined;
  body: DocumentLine[];
}

/** "1 year", "2 yrs 3 mos", "6 mois", "1 an et 2 mois": a computed duration beside the dates. */
const DURATION =
  /^\(?\s*(?:\d+\+?\s*(?:years?|yrs?|months?|mos?|ans?|annees?|mois|anos?|meses|days?|jours?|dias?)\s*(?:,|and|et|y)?\s*)+\)?$/iu;

const isLink = (text: string) => /^\S*(?:https?:\/\/|www\.)\S*(?:\s*\(\S+\))?$/.test(text.trim());

const isTitleLike = (line: DocumentLine) =>
  !line.bullet &&
  !/https?:\/\/|www\.|@/.test(line.text) &&
  line.text.length <= 110 &&
  !/[.;]$/.test(line.text) &&
  line.text.split(/\s+/).length <= 14;

/**
 * Entries of a dated section. Each line holding a date range anchors an entry; up to two title-like
 * lines just above it (not already part of the previous entry's title) and any title-like lines right
 * after it belong to its title; the rest, up to the next entry's title, is its body. A section with no
 * dates at all is cut at paragraph breaks.
 */
function entries(lines: DocumentLine[]): Entry[] {
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
  // Where each entry's title starts.
  const starts: number[] = [];
  let floor = 0;
  for (const anchor of anchors) {
    let start = anchor;
    // Upwards, up to three title lines (links skipped), until a line that opens a block.
    let titles = 0;
    while (
      start - 1 >= floor &&
      titles < 3 &&
      !lines[start]!.breakBefore &&
      !findDateRange(lines[start - 1]!.text)
    ) {
      const above = lines[start - 1]!;
      if (isLink(above.text)) start--;
      else if (isTitleLike(above)) {
        start--;
        titles++;
      } else break;
    }
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
      .map((l) => l.text)
      .filter((t) => !isLink(t));
    let bodyStart = anchor + 1;
    // Title lines right after the date ("2019 - 2021" / "Company" / "Position"): at most two, and
    // only short ones without a bullet.
    // A date that opens its entry ("2019 - 2021" / "Company" / "Position") takes up to two title lines
    // after it; a date under its title takes only a place ("Seattle, WA").
    const opens = start === anchor;
    let headingTaken = false;
    while (bodyStart < end) {
      const next = lines[bodyStart]!;
      if (!isTitleLike(next) || next.text.length > 70) break;
      const place = !next.breakBefore && parseLocation(next.text) !== undefined;
      // Some themes set the position as a heading under the dates.
      const heading = next.heading && !headingTaken && !findDateRange(next.text);
      if (
        !(
          (opens && titleLines.length < 3) ||
          (place && titleLines.length < 5) ||
          (heading && titleLines.length < 5)
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

const POSITION_WORDS =
  /\b(?:engineer|developer|manager|director|consultant|analyst|designer|intern|internship|lead|head|officer|specialist|architect|scientist|assistant|coordinator|administrator|technician|advisor|associate|president|founder|co-founder|owner|programmer|teacher|professor|lecturer|researcher|nurse|accountant|editor|writer|representative|agent|clerk|cook|chef|waiter|driver|operator|supervisor|trainee|apprentice|freelance|contractor|cto|ceo|cfo|coo|vp|ingenieur|developpeur|directeur|directrice|responsable|charge|chargee|chef de|stagiaire|stage|alternant|alternance|technicien|technicienne|gerant|vendeur|vendeuse|professeur|enseignant|conseiller|conseillere|commercial|commerciale|assistante|comptable|infirmier|infirmiere|auxiliaire|ouvrier|employe|employee|redacteur|chercheur|ingeniero|desarrollador|gerente|director|jefe|becario|practicas|tecnico|analista|disenador|profesor|asesor|comercial|coordinador|auxiliar)\b/i;
const COMPANY_WORDS =
  /\b(?:inc|ltd|llc|plc|gmbh|sa|sas|sarl|sasu|sl|spa|bv|ag|corp|corporation|company|co|group|groupe|grupo|holding|technologies|labs|studio|agency|agence|bank|banque|university|universite|hospital|hopital|ministry|ministere|association|foundation|fondation)\b\.?/i;

function splitTitle(titleLines: string[], range: DateRange | undefined) {
  const texts = titleLines
    .map((text) => (range && findDateRange(text) ? withoutRange(text, findDateRange(text)!) : text))
    .flatMap((text) => text.split(/\s+(?:at|@|chez)\s+(?=\p{Lu})|\s*[|•·–—]\s*|\s+-\s+|\t|\s{2,}/u))
    .map((t) => t.replace(/^[,;:\s]+|[,;:\s]+$/g, '').trim())
    .filter(Boolean);
  let location: string | undefined;
  const rest: string[] = [];
  for (const text of texts) {
    // "Company, Paris, France" keeps the company; the location is split off.
    const commas = text.split(/\s*,\s*/);
    if (
      !location &&
      parseLocation(text) &&
      !POSITION_WORDS.test(fold(text)) &&
      !COMPANY_WORDS.test(fold(text))
    ) {
      location = text;
      continue;
    }
    if (!location && commas.length >= 2) {
      // A place at the end: "Globex SA, Lyon, France" -> "Lyon, France"; "Acme, France" -> "France".
      let split = -1;
      const pair = commas.length >= 3 ? commas.slice(-2).join(', ') : undefined;
      const pairPlace = pair ? parseLocation(pair) : undefined;
      if (pair && pairPlace?.city && !pairPlace.address && !POSITION_WORDS.test(fold(pair)))
        split = commas.length - 2;
      else if (parseLocation(commas.at(-1)!)?.countryCode) split = commas.length - 1;
      if (split >= 1) {
        location = commas.slice(split).join(', ');
        rest.push(...commas.slice(0, split));
        continue;
      }
    }
    if (commas.length === 2 && !rest.length && texts.length === 1) {
      rest.push(...commas);
      continue;
    }
    rest.push(text);
  }
  return { parts: rest, location };
}

function toWork(entry: Entry): WorkEntry {
  const { parts, location } = splitTitle(entry.titleLines, entry.range);
  let position: string | undefined;
  let name: string | undefined;
  const positional = parts.findIndex((p) => POSITION_WORDS.test(fold(p)));
  const corporate = parts.findIndex((p, i) => i !== positional && COMPANY_WORDS.test(fold(p)));
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

const DEGREES: [RegExp, string][] = [
  [/\b(?:ph\.?\s?d|doctorat[e]?|doctorado|doctor of)\b/i, 'PhD'],
  [/\b(?:mba)\b/i, 'MBA'],
  [/\b(?:master'?s?|msc|m\.sc|m\.s\.|ma|m\.a\.|meng|mastere|maestria|master of)\b/i, 'Master'],
  [/\b(?:bachelor'?s?|bsc|b\.sc|b\.s\.|ba|b\.a\.|beng|bachelor of|grado|licenciatura)\b/i, 'Bachelor'],
  [/\b(?:licence|license professionnelle|licence pro)\b/i, 'Licence'],
  [/\b(?:diplome d'ingenieur|ingenieur|engineering degree|ingeniero)\b/i, 'Engineering degree'],
  [/\b(?:bts|dut|but|deug|deust)\b/i, 'Associate'],
  [/\b(?:associate'?s? degree|associate of)\b/i, 'Associate'],
  [/\b(?:baccalaureat|bac|high school diploma|a-levels|bachillerato|gcse)\b/i, 'High school'],
  [/\b(?:certificate|certificat|diploma|diplome|titulo)\b/i, 'Diploma'],
];
const INSTITUTION_WORDS =
  /\b(?:university|universite|universidad|universitat|college|school|ecole|escuela|institut|institute|instituto|academy|academie|academia|lycee|iut|polytechnique|polytechnic|sorbonne|insa|hec|essec|escp|conservatoire|campus|faculte|faculty|facultad)\b/i;

function toEducation(entry: Entry): EducationEntry {
  const { parts } = splitTitle(entry.titleLines, entry.range);
  const institutionIndex = parts.findIndex((p) => INSTITUTION_WORDS.test(fold(p)));
  const degreeIndex = parts.findIndex(
    (p, i) => i !== institutionIndex && DEGREES.some(([re]) => re.test(fold(p))),
  );
  const institution = parts[institutionIndex >= 0 ? institutionIndex : degreeIndex === 0 ? 1 : 0];
  const degreeText = parts[degreeIndex >= 0 ? degreeIndex : institutionIndex === 0 ? 1 : -1] ?? '';
  const degree = DEGREES.find(([re]) => re.test(fold(degreeText)));
  let studyType: string | undefined;
  let area: string | undefined;
  if (degreeText) {
    // "Master of Science in Computer Science", "Licence en informatique", "BSc Computer Science".
    const inMatch =
      /^(.*)\s+(?:in|en|mention|specialite|specialidad|majoring in)\s+(.+)$/iu.exec(degreeText) ??
      /^(.*?)\s+(?:of|de|del)\s+(.+)$/iu.exec(degreeText);
    if (inMatch && degree && new RegExp(degree[0].source, 'i').test(fold(inMatch[1]!))) {
      studyType = inMatch[1]!.trim();
      area = inMatch[2]!.trim();
    } else if (degree) {
      const match = degree[0].exec(degreeText) ?? degree[0].exec(fold(degreeText));
      const end = match ? match.index + match[0].length : 0;
      studyType = degreeText.slice(0, end).trim() || degreeText;
      area =
        degreeText
          .slice(end)
          .replace(/^[\s,:–—-]+/, '')
          .trim() || undefined;
    } else area = degreeText;
  }
  const { summary, highlights } = body(entry.body);
  const score = /\b(?:gpa|grade|mention|note|nota)\s*[:：]?\s*([\w.,/ ]{1,20})/i.exec(
    [...entry.titleLines, ...(summary ? [summary] : [])].join(' '),
  )?.[1];
  return clean({
    institution: institution && institution !== degreeText ? institution : undefined,
    area,
    studyType,
    startDate: entry.range?.startDate,
    endDate: entry.range?.endDate,
    score: score?.trim(),
    courses: highlights,
  });
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

function body(all: DocumentLine[]) {
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
function items(lines: DocumentLine[]): string[] {
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
function paragraphText(lines: DocumentLine[]): string {
  let text = '';
  for (const line of lines) {
    if (!text) text = line.text;
    else if (line.breakBefore || line.bullet) text += `\n${line.text}`;
    else text += text.endsWith('-') ? line.text : ` ${line.text}`;
  }
  return text.replace(/\t/g, ' ').trim();
}

// ---------------------------------------------------------------- lists

const LEVEL_WORDS =
  /^(?:beginner|novice|elementary|intermediate|advanced|expert|master|proficient|basic|fluent|native|debutant|intermediaire|avance|confirme|expert|courant|bilingue|natif|maternelle|basico|intermedio|avanzado|experto|nativo)$/i;

/** Items of a list section: one per bullet or line, or split at commas, semicolons and middots. */
function listItems(lines: DocumentLine[]): string[] {
  return lines
    .flatMap((line) => line.text.split(/\s*(?:[,;|•·▪]|\s{2,}|\t)\s*/u))
    .map((item) =>
      item
        .replace(/^[-–—*]\s*/, '')
        .replace(/\.$/, '')
        .trim(),
    )
    .filter((item) => item.length > 0 && item.length <= 80);
}

/** "Programming: Python, Go" -> {name: Programming, keywords}; "Python" -> {name: Python}. */
function skillItems(lines: DocumentLine[]): JsonResume['skills'] {
  const skills: JsonResume['skills'] = [];
  let group: JsonResume['skills'][number] | undefined;
  lines.forEach((line, index) => {
    const labelled = /^([^:：]{2,40})\s*[:：]\s*(.+)$/u.exec(line.text);
    if (labelled) {
      group = { name: labelled[1]!.trim(), keywords: listItems([{ ...line, text: labelled[2]! }]) };
      skills.push(group);
      return;
    }
    let items = listItems([line]);
    // "Programming Languages <tab> Intermediate": a name and its level on one line.
    let level: string | undefined;
    if (items.length === 2 && LEVEL_WORDS.test(fold(items[1]!)) && !LEVEL_WORDS.test(fold(items[0]!))) {
      level = items[1];
      items = [items[0]!];
    }
    if (items.length === 1 && LEVEL_WORDS.test(fold(items[0]!)) && skills.length) {
      skills.at(-1)!.level = items[0]!;
      return;
    }
    // A name over its keywords: set as a heading, or a lone item followed by a list or bullets.
    const next = lines[index + 1];
    const overList =
      next !== undefined &&
      !next.breakBefore &&
      (listItems([next]).length >= 2 || (next.bullet && !line.bullet));
    if (items.length === 1 && !line.bullet && (line.heading || overList || level !== undefined)) {
      // A group title wrapped over two lines ("Operations &" / "Leadership") is one title.
      const previous = lines[index - 1];
      if (group && group.keywords?.length === 0 && previous?.heading && line.heading && !line.breakBefore) {
        group.name = `${group.name} ${items[0]}`;
        return;
      }
      group = { name: items[0]!, ...(level ? { level } : {}), keywords: [] };
      skills.push(group);
      return;
    }
    // Under a group title, every line up to the next title is its keywords, whatever the spacing.
    if (
      group?.keywords &&
      !line.heading &&
      (group.keywords.length > 0 || !line.breakBefore || lines[index - 1]?.heading)
    ) {
      group.keywords.push(...items);
      return;
    }
    group = undefined;
    for (const item of items) skills.push({ name: item });
  });
  return skills.map((s) =>
    s.keywords && s.keywords.length === 0 ? { name: s.name, ...(s.level ? { level: s.level } : {}) } : s,
  );
}

const LANGUAGES = new Set(
  (
    'english french spanish german italian portuguese dutch russian chinese mandarin cantonese japanese korean arabic hindi urdu bengali turkish polish swedish norwegian danish finnish greek hebrew czech hungarian romanian ukrainian vietnamese thai indonesian malay persian farsi catalan basque galician swahili tagalog igbo yoruba hausa amharic punjabi tamil telugu marathi gujarati ' +
    'anglais francais espagnol allemand italien portugais neerlandais russe chinois japonais coreen arabe hindi turc polonais suedois norvegien danois finnois grec hebreu tcheque hongrois roumain ukrainien vietnamien catalan breton basque ' +
    'ingles frances espanol aleman italiano portugues holandes ruso chino japones coreano arabe turco polaco sueco griego catalan euskera gallego castellano'
  ).split(' '),
);

function languageItems(lines: DocumentLine[]): JsonResume['languages'] {
  const out: JsonResume['languages'] = [];
  const texts = lines.flatMap((l) => l.text.split(/\s*[,;|•·]\s*(?=\p{Lu})/u));
  for (const text of texts) {
    // "English (native)", "French – fluent", "Español: nativo", "German B2".
    const match = /^([\p{L}]+(?:\s[\p{L}]+)?)\s*(?:[(:：–—-]\s*|\s+)?(.*?)\)?$/u.exec(text.trim());
    if (!match) continue;
    const language = match[1]!.trim();
    if (!LANGUAGES.has(fold(language.split(' ')[0]!))) {
      // A fluency on its own line after a language.
      if (out.length && !out.at(-1)!.fluency && text.length <= 40) out.at(-1)!.fluency = text.trim();
      continue;
    }
    const fluency = match[2]?.trim();
    out.push({ language, ...(fluency ? { fluency } : {}) });
  }
  return out;
}

/** One item per bullet or line, with the date it carries. */
function dated(lines: DocumentLine[]): { text: string; date?: string }[] {
  const out: { text: string; date?: string }[] = [];
  for (const line of lines) {
    const range = findDateRange(line.text);
    const text = range ? withoutRange(line.text, range) : line.text;
    const date = range?.endDate ?? range?.startDate;
    if (!text && date && out.length && !out.at(-1)!.date) {
      out.at(-1)!.date = date;
      continue;
    }
    if (!text) continue;
    if (!line.bullet && !line.breakBefore && out.length && !out.at(-1)!.date && !range && text.length > 60)
      continue;
    out.push({ text, ...(date ? { date } : {}) });
  }
  return out;
}

/** "AWS Certified Solutions Architect – Amazon" -> name and issuer. */
function issued(text: string): { name: string; issuer?: string } {
  const parts = text
    .split(/\s+(?:[–—|-]|by|par|de|from)\s+|,\s*/u)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length >= 2 ? { name: parts[0]!, issuer: parts.slice(1).join(', ') } : { name: text };
}

function referenceItems(lines: DocumentLine[]): JsonResume['references'] {
  const text = paragraphText(lines);
  if (
    !text ||
    /available (?:up)?on request|sur demande|disponibles? a la demande|a peticion/i.test(fold(text))
  )
    return [];
  return text.split('\n').map((reference) => ({ reference }));
}

// ---------------------------------------------------------------- language

const STOPWORDS = {
  en: ['the', 'and', 'of', 'to', 'in', 'for', 'with', 'on', 'as', 'at', 'experience', 'skills', 'education'],
  fr: [
    'le',
    'la',
    'les',
    'des',
    'et',
    'du',
    'en',
    'pour',
    'avec',
    'dans',
    'une',
    'experience',
    'competences',
    'formation',
  ],
  es: [
    'el',
    'la',
    'los',
    'las',
    'y',
    'del',
    'en',
    'para',
    'con',
    'una',
    'por',
    'experiencia',
    'habilidades',
    'formacion',
  ],
} as const;

/** The document's language from its commonest function words (English, French or Spanish). */
export function detectLanguage(text: string): 'en' | 'fr' | 'es' {
  const words = fold(text).match(/\p{L}+/gu) ?? [];
  const scores = { en: 0, fr: 0, es: 0 };
  const sets = Object.fromEntries(
    Object.entries(STOPWORDS).map(([k, v]) => [k, new Set<string>(v)]),
  ) as Record<keyof typeof scores, Set<string>>;
  for (const word of words)
    for (const language of ['en', 'fr', 'es'] as const) if (sets[language].has(word)) scores[language]++;
  return (Object.entries(scores).sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'en') as 'en' | 'fr' | 'es';
}

/** Drops undefined and empty values so the resume carries only what was found. */
function clean<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  ) as T;
}
