// List sections of a CV: skills with their levels, languages with their fluency, dated items
// (certificates, awards, publications) and references. Part of the CV parser (cv-parser.ts).
import { fold } from '../../fold.ts';
import type { DocumentLine } from '../reading/layout.ts';
import { paragraphText, wouldOverflow } from './cv-entries.ts';
import { endsOnWrapWord } from './cv-titles.ts';
import { findDateRange, withoutRange } from './dates.ts';
import type { JsonResume } from './json-resume.ts';
import { LANGUAGE_NAMES, REFERENCES_ON_REQUEST, SKILL_LEVEL_WORDS, wordPattern } from './languages/index.ts';
import { isLevel, leadsWithLevel, levelHead } from './sections.ts';

/** Marks that set items apart in a list of dashes, and that text recognition reads a middot as. */
const DASH = '[-+*»«]';
const DASHES_APART = new RegExp(`(?:\\s${DASH}(?:\\s|$).*){2,}`, 'u');
const DASH_SPLIT = new RegExp(`\\s+${DASH}(?=\\s|$)\\s*`, 'u');
const DASH_END = new RegExp(`\\s+${DASH}\\s*$`, 'u');
const DASH_EVERY = new RegExp(`\\s+${DASH}(?=\\s|$)`, 'gu');

/**
 * Where items of a list line part: commas, semicolons, middots, bars, wide gaps, tabs; a comma or a
 * semicolon inside brackets lists an item's parts ("SQL (MySQL, PostgreSQL)"), no items.
 */
const ITEM_SEPARATOR = /\s*(?:[,;](?![^()[\]]*[)\]])|[|•·▪]|\s{2,}|\t)\s*/u;

/** Items of a list section: one per bullet or line, or split at commas, semicolons and middots. */
export function listItems(lines: DocumentLine[]): string[] {
  return (
    lines
      .flatMap((line) => line.text.split(ITEM_SEPARATOR))
      // Items set apart by dashes ("Node - Python - PostgreSQL -", and middots as text recognition reads
      // them: "-", "+", "*", "»", "«"): two or more such marks, or one inside and one at the end, are
      // separators; one mark ending the line only ends an item.
      .flatMap((item) =>
        (DASHES_APART.test(item) ? item.split(DASH_SPLIT) : [item]).map((part) => part.replace(DASH_END, '')),
      )
      .map((item) =>
        item
          .replace(/^[-–—*]\s*/, '')
          .replace(/\.$/, '')
          .trim(),
      )
      .filter((item) => item.length > 0 && item.length <= 80)
  );
}

/**
 * A group's name with its level run on after it, as a web page's level badge reads without its styles
 * ("System administering Medium", "Web development Master - Senior"): the name and the level, when the
 * words from some point on are a skill's level.
 */
function levelAtEnd(title: string): [string, string] | undefined {
  const words = title.trim().split(/\s+/);
  const isSkillLevel = (text: string) => SKILL_LEVEL_WORDS.has(fold(text).trim().replace(/\s+/g, ' '));
  for (let k = 1; k < words.length; k++) {
    const tail = words.slice(k).join(' ');
    if (isSkillLevel(tail) || isSkillLevel(levelHead(tail))) return [words.slice(0, k).join(' '), tail];
  }
  return undefined;
}

/** Lines this much smaller than a group title are set in another font size: its keywords. */
const SMALLER = 0.05;

/**
 * Skill groups told apart by font size: each group title (a name, perhaps with a level beside it) set
 * larger than the keywords under it, however the keywords are spaced or wrapped ("Data Analysis" over
 * "SQL  Python  pandas" in a smaller size; "Distributed Systems  Master" over one keyword per line).
 * Undefined when the section is not laid out so: the first line must be a title, every title must have
 * keywords, and no title may hold a list.
 */
function groupsBySize(lines: DocumentLine[]): JsonResume['skills'] | undefined {
  const top = Math.max(...lines.map((line) => line.scale));
  const isTitle = (line: DocumentLine) => line.scale > top - SMALLER / 2;
  if (!lines[0] || !isTitle(lines[0]) || lines.every(isTitle)) return undefined;
  const groups: JsonResume['skills'] = [];
  for (const [index, line] of lines.entries()) {
    if (!isTitle(line)) {
      if (line.scale > top - SMALLER) return undefined;
      const group = groups.at(-1)!;
      // A level printed under the title, before the keywords.
      if (!group.level && group.keywords!.length === 0 && leadsWithLevel(line.text)) {
        group.level = line.text.trim();
        continue;
      }
      group.keywords!.push(...listItems([line]));
      continue;
    }
    const items = listItems([line]);
    const level = items.length === 2 && isLevel(items[1]!) ? items[1] : undefined;
    if (items.length !== 1 && !level) return undefined;
    const open = groups.at(-1);
    if (open && open.keywords!.length === 0) {
      // A title wrapped over two lines ("CONTINUOUS" / "INTEGRATION TOOLS") is one title: the next
      // line's first word would not have fitted on the first. Titles side by side ("Frontend",
      // "Backend", "Ops" read down a row) would have: each is a group, the keywords read under the last.
      if (!line.breakBefore && !level && !open.level && wouldOverflow(lines[index - 1]!, line)) {
        open.name = `${open.name} ${items[0]}`;
        continue;
      }
    }
    groups.push({ name: items[0]!, ...(level ? { level } : {}), keywords: [] });
  }
  if (!groups.at(-1)?.keywords?.length) return undefined;
  return groups.map((g) =>
    g.keywords?.length ? g : { name: g.name, ...(g.level ? { level: g.level } : {}) },
  );
}

/** "Programming: Python, Go" -> {name: Programming, keywords}; "Python" -> {name: Python}. */
export function skillItems(section: DocumentLine[]): JsonResume['skills'] {
  const lines = unwrapped(section);
  const bySize = groupsBySize(lines);
  if (bySize) return bySize;
  const skills: JsonResume['skills'] = [];
  let group: JsonResume['skills'][number] | undefined;
  /** The group just opened stands over a block of its own keywords. */
  let blockFollows = false;
  /** The last "Group: keywords" line ended on a separator: its list goes on on the next line. */
  let wrapsAfter = false;
  /** Lines already read as part of the line above (a group title's wrapped end). */
  const skipped = new Set<number>();
  lines.forEach((line, index) => {
    if (skipped.has(index)) return;
    const labelled = /^([^:：]{2,40})\s*[:：]\s*(.+)$/u.exec(line.text);
    if (labelled) {
      // "Distributed Systems (Master): Consensus, Replication": the level in brackets after the name.
      const bracketed = /^(.+?)\s*\(([^()]+)\)$/u.exec(labelled[1]!.trim());
      const level = bracketed && isLevel(bracketed[2]!) ? bracketed[2]!.trim() : undefined;
      group = {
        name: level ? bracketed![1]! : labelled[1]!.trim(),
        ...(level ? { level } : {}),
        keywords: listItems([{ ...line, text: labelled[2]! }]),
      };
      skills.push(group);
      // Its keywords may wrap onto the next lines (ending in a comma, or set in the keywords' type).
      wrapsAfter = /[,;·]\s*$/u.test(labelled[2]!);
      return;
    }
    if (wrapsAfter && group?.keywords && !line.breakBefore && !line.heading) {
      group.keywords.push(...listItems([line]));
      wrapsAfter = /[,;·]\s*$/u.test(line.text);
      return;
    }
    wrapsAfter = false;
    let items = listItems([line]);
    // "Programming Languages <tab> Intermediate", "Distributed Systems — Master": a name and its level
    // on one line.
    let level: string | undefined;
    const dashed = items.length === 1 ? /^(.+?)\s+[–—-]\s+(\S+)$/u.exec(items[0]!) : null;
    const [name, tail] = dashed ? [dashed[1]!, dashed[2]!] : items;
    if ((dashed || items.length === 2) && isLevel(tail!) && !isLevel(name!)) {
      // "Web development Master - Senior": the level is two words of a scale, the name what precedes.
      const ending = dashed ? levelAtEnd(name!) : undefined;
      level = ending ? `${ending[1]} - ${tail}` : tail;
      items = [ending ? ending[0] : name!];
    }
    if (
      items.length === 1 &&
      skills.length &&
      (isLevel(items[0]!) || (leadsWithLevel(items[0]!) && skills.at(-1)!.keywords?.length === 0))
    ) {
      skills.at(-1)!.level = items[0]!;
      return;
    }
    // A name over its keywords: set as a heading, or a lone item followed by a list or bullets.
    const next = lines[index + 1];
    const overList =
      next !== undefined &&
      !next.breakBefore &&
      (listItems([next]).length >= 2 || (next.bullet && !line.bullet));
    // Or a plain line over a row of badges, where every row is a block of its own ("Web" over
    // "Javascript  React.js  Jest"), after the section's start or another row of badges.
    const badges = (l: DocumentLine | undefined): boolean =>
      l ? l.text.includes('\t') && listItems([l]).length >= 2 : false;
    const overBadges =
      !line.text.includes('\t') &&
      next?.breakBefore === true &&
      badges(next) &&
      (index === 0 || badges(lines[index - 1]));
    // A line standing alone over a block of several lines: "Distributed Systems" over "Consensus" /
    // "Replication" / ... set apart by a margin (modern).
    const afterNext = lines[index + 2];
    const overBlock =
      line.breakBefore &&
      next?.breakBefore === true &&
      afterNext !== undefined &&
      !afterNext.breakBefore &&
      listItems([next!]).length === 1;
    // Or over its level ("Web Development" / "advanced" / "JavaScript · HTML"), its name perhaps wrapped
    // ("Software Development" / "Cycle" / "Master").
    const levelAt = (l: DocumentLine | undefined) => l !== undefined && leadsWithLevel(l.text);
    const wrapsOverLevel =
      (line.fill >= 0.7 || endsOnWrapWord(line.text)) &&
      next !== undefined &&
      !next.breakBefore &&
      Math.abs(next.scale - line.scale) < 0.05 &&
      !levelAt(next) &&
      listItems([next]).length === 1 &&
      levelAt(lines[index + 2]);
    const overLevel = levelAt(next) || wrapsOverLevel;
    if (wrapsOverLevel && items.length === 1) {
      items = [`${items[0]} ${next.text.trim()}`];
      skipped.add(index + 1);
    }
    // A keyword in capitals under the group's others, or an item under plain items, with no gap above
    // it ("AWS Cloudfront" / "AWS S3"; "Python" / "HTML5"): the capitals, not the type, made it read as
    // a heading. Not one over a list of its own ("IDE" / "Xcode  Android Studio").
    const above = lines[index - 1];
    const capitalsAmongKeywords =
      line.heading &&
      !line.breakBefore &&
      !overLevel &&
      !overList &&
      ((group?.keywords?.length ?? 0) > 0 || (!group && skills.length > 0 && above?.heading === false)) &&
      above !== undefined &&
      Math.abs(above.scale - line.scale) < 0.02 &&
      !/\p{Ll}/u.test(line.text);
    if (
      items.length === 1 &&
      !line.bullet &&
      !capitalsAmongKeywords &&
      (line.heading || overList || overBlock || overBadges || overLevel || level !== undefined)
    ) {
      // A group title wrapped over two lines ("Operations &" / "Leadership") is one title.
      const previous = lines[index - 1];
      if (group && group.keywords?.length === 0 && previous?.heading && line.heading && !line.breakBefore) {
        group.name = `${group.name} ${items[0]}`;
        return;
      }
      let name = items[0]!;
      // Over its keywords, a title ending on a level is the name and its level.
      const ending = !level && (overList || overBadges) ? levelAtEnd(name) : undefined;
      if (ending) [name, level] = ending;
      group = { name, ...(level ? { level } : {}), keywords: [] };
      skills.push(group);
      blockFollows = overBlock || overBadges;
      return;
    }
    // Under a group title, every line up to the next title is its keywords, whatever the spacing.
    // A title with its level beside it is a group's title even when its keywords open a new block.
    if (
      group?.keywords &&
      (!line.heading || items.length >= 2 || capitalsAmongKeywords) &&
      (group.keywords.length > 0 ||
        !line.breakBefore ||
        lines[index - 1]?.heading ||
        group.level ||
        blockFollows)
    ) {
      group.keywords.push(...items);
      blockFollows = false;
      return;
    }
    group = undefined;
    for (const item of items) skills.push({ name: item });
  });
  return skills.map((s) =>
    s.keywords && s.keywords.length === 0 ? { name: s.name, ...(s.level ? { level: s.level } : {}) } : s,
  );
}

/** A list that goes on: the line ends on a separator ("PHP · Symfony ·", "Agile - Scrum -" as read by OCR). */
const ENDS_ON_SEPARATOR = new RegExp(`(?:[,;·•]|\\s${DASH})\\s*$`, 'u');

/**
 * Lines that are one: a group's name wrapped after a word that cannot end it ("Programming and" /
 * "Scripting languages"), or an item set closer under the line above than the items are to each other
 * whose first word would not have fitted on it ("CYBER-SECURITY" / "APPLICATIONS"), when the two are in
 * the same type; a list wrapped after a separator, in
 * whatever size text recognition measures each line. Never when the second line opens a block or a
 * labelled group of its own.
 */
function unwrapped(lines: DocumentLine[]): DocumentLine[] {
  const out: DocumentLine[] = [];
  /** Lines joined from a list set apart by dashes. */
  const dashed = new Set<DocumentLine>();
  for (const line of lines) {
    const previous = out.at(-1);
    const sameType =
      previous !== undefined &&
      Math.abs(previous.scale - line.scale) < 0.02 &&
      previous.heading === line.heading;
    // A level wrapped after its dash ("ADVANCED -" / "AFICIONADO"), an item after a bracket the next
    // line closes ("TDD (TEST DRIVEN" / "DEVELOPMENT)"; a line the theme cut short stays as it is).
    const levelGoesOn =
      sameType && DASH_END.test(previous.text) && leadsWithLevel(previous.text.replace(DASH_END, ''));
    const opens = (text: string) => (text.match(/\(/g)?.length ?? 0) - (text.match(/\)/g)?.length ?? 0);
    const bracketOpen = sameType && opens(previous.text) > 0 && /^[^(]*\)/.test(line.text);
    if (
      previous &&
      !line.breakBefore &&
      !line.bullet &&
      ((sameType && (endsOnWrapWord(previous.text) || (line.wrapped && wouldOverflow(previous, line)))) ||
        levelGoesOn ||
        bracketOpen ||
        (ENDS_ON_SEPARATOR.test(previous.text) && !/^[^:：]{2,40}[:：]/u.test(line.text)))
    ) {
      let text = `${previous.text.trim()} ${line.text.trim()}`;
      // A list that wrapped after a dash (or a middot OCR read as one) is set apart by such marks
      // throughout: each becomes a middot, which always separates ("Next *" / "Vue").
      const byDashes = !levelGoesOn && (dashed.has(previous) || DASH_END.test(previous.text));
      if (byDashes) text = text.replace(DASH_EVERY, ' ·');
      out[out.length - 1] = { ...previous, text };
      if (byDashes) dashed.add(out.at(-1)!);
      continue;
    }
    out.push(line);
  }
  return out;
}

/** "EnglishFluent", "Deutschmaster": a language and its level whose space was lost (a web page's badge). */
function unglued(text: string): string {
  if (/\s/.test(text) || LANGUAGE_NAMES.has(fold(text))) {
    // A level of several words glued to the language ("EnglishNative proficiency"): a capital after
    // the language's name, where a name's own letters are lower case.
    const [first, ...rest] = text.split(/\s+/);
    const glued = /^(\p{Lu}\p{Ll}{2,})(\p{Lu}\p{Ll}+)$/u.exec(first ?? '');
    if (glued && rest.length > 0 && LANGUAGE_NAMES.has(fold(glued[1]!)))
      return `${glued[1]} (${glued[2]} ${rest.join(' ')})`;
    return text;
  }
  for (let cut = 3; cut <= text.length - 3; cut++) {
    const [language, level] = [text.slice(0, cut), text.slice(cut)];
    if (LANGUAGE_NAMES.has(fold(language)) && isLevel(level)) return `${language} ${level}`;
  }
  return text;
}

export function languageItems(lines: DocumentLine[]): JsonResume['languages'] {
  const out: JsonResume['languages'] = [];
  const texts = lines.flatMap((l) => l.text.split(/\s*[,;|•·]\s*(?=\p{Lu})/u));
  for (const raw of texts) {
    const text = unglued(raw.trim());
    // "English (native)", "French – fluent", "Español: nativo", "German B2".
    const match = /^([\p{L}]+(?:\s[\p{L}]+)?)\s*(?:[(:：–—-]\s*|\s+)?(.*?)\)?$/u.exec(text.trim());
    if (!match) continue;
    let language = match[1]!.trim();
    let level = match[2]?.trim();
    // "English Fluent": the second word is the level, not part of the name ("Brazilian Portuguese").
    const [first, second] = language.split(' ');
    if (second && isLevel(second)) {
      language = first!;
      level = `${second}${level ? ` ${level}` : ''}`;
    }
    if (!LANGUAGE_NAMES.has(fold(language.split(' ')[0]!))) {
      // A fluency on its own line after a language.
      if (out.length && !out.at(-1)!.fluency && text.length <= 40) out.at(-1)!.fluency = text.trim();
      continue;
    }
    out.push({ language, ...(level ? { fluency: level } : {}) });
  }
  return out;
}

/** One item per bullet or line, with the date it carries. */
export function dated(lines: DocumentLine[]): { text: string; date?: string }[] {
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
export function issued(text: string): { name: string; issuer?: string } {
  const parts = text
    .split(/\s+(?:[–—|-]|by|par|de|from)\s+|,\s*/u)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length >= 2 ? { name: parts[0]!, issuer: parts.slice(1).join(', ') } : { name: text };
}

/** "References available on request", in any language: no reference to read. */
const ON_REQUEST = new RegExp(wordPattern(REFERENCES_ON_REQUEST), 'u');

export function referenceItems(lines: DocumentLine[]): JsonResume['references'] {
  const text = paragraphText(lines);
  if (!text || ON_REQUEST.test(fold(text))) return [];
  return text.split('\n').map((reference) => ({ reference }));
}
