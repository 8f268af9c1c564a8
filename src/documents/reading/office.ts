// Lines of a word-processed document (DOCX, ODT, RTF, HTML, Markdown: officeparser's tree; Word 97:
// word-extractor's text), marked as the PDF layout marks its lines, so that one CV parser reads them
// all. Such documents carry their structure instead of positions: a heading style says "heading", a
// list item "bullet", a run's point size the scale, a table's cells the columns. Pure: the document
// worker feeds it the tree; tests feed it trees they build.
import type { DocumentLine } from './layout.ts';

/** The part of officeparser's OfficeContentNode read here. */
export interface OfficeNode {
  type: string;
  text?: string | undefined;
  children?: OfficeNode[] | undefined;
  formatting?: { size?: string | undefined; bold?: boolean | undefined } | undefined;
  metadata?:
    | {
        level?: number | undefined;
        listType?: string | undefined;
        style?: string | undefined;
        /** A hyperlink's target (officeparser's text nodes). */
        link?: string | undefined;
      }
    | undefined;
}

export interface OfficeTree {
  content: OfficeNode[];
  /** Headers and footers, where many CVs keep their contact details. */
  auxiliary?: { headers?: OfficeNode[] | undefined; footers?: OfficeNode[] | undefined } | undefined;
}

/** A line before its scale is known (the body's size is the whole document's). */
interface Draft {
  text: string;
  /** Points; negative: a heading level's scale, when no run says a size. */
  size: number | undefined;
  heading: boolean;
  bullet: boolean;
  breakBefore: boolean;
  /** Every run that shows text is bold. */
  bold?: boolean;
  links?: string[];
}

/** The lines read so far, and whether the next one opens a block (after an empty paragraph). */
class Drafts {
  readonly items: Draft[] = [];
  private pendingBreak = false;
  push(draft: Draft) {
    this.items.push({ ...draft, breakBefore: draft.breakBefore || this.pendingBreak });
    this.pendingBreak = false;
  }
  breakNext() {
    this.pendingBreak = true;
  }
  /** Marks the first line added since `from` as opening a block. */
  opened(from: number) {
    const first = this.items[from];
    if (first) first.breakBefore = true;
  }
  get length() {
    return this.items.length;
  }
}

const BLOCKS = new Set([
  'paragraph',
  'heading',
  'list',
  'table',
  'code',
  'admonition',
  'definitionList',
  'definitionTerm',
  'definitionDescription',
  'note',
  'drawing',
  'page',
  'header',
  'footer',
]);
/** Styles that name a title whatever their size: Word's "Heading 2", "Title", ODF's "Heading_20_2". */
const HEADING_STYLE =
  /^(?:heading|title|titre|titel|titolo|titulo|kop|nagłówek|berschrift)|heading[ _]?\d|^h[1-6]$/i;
/** Word's default body size, for documents whose body text does not say its size. */
const DEFAULT_BODY_POINTS = 11;
/** A line this much larger than the body is a title; a bold one already at BOLD_TITLE_SCALE. */
const TITLE_SCALE = 1.18;
const BOLD_TITLE_SCALE = 1.08;
/** Two runs side by side whose sizes differ by this ratio are two items (a name and its badge). */
const BADGE_SIZE_RATIO = 1.25;
/** Heading levels as scales, when no run says its size: h1 the name, h2 the sections. */
const LEVEL_SCALE = [1, 1.8, 1.4, 1.2, 1.1, 1.05, 1];
// Icon fonts (private use area) and zero-width characters carry no text.
const INVISIBLE = /[\u{E000}-\u{F8FF}\u{F0000}-\u{FFFFD}\u200B-\u200D\uFEFF]/gu;
const BULLET = /^\s*[•●▪■◦○◆◇►▸‣⁃∙·*–—-]\s+/u;

/** The document's lines: headers first, then the body in document order, then footers. */
export function officeLines(tree: OfficeTree): DocumentLine[] {
  const drafts = new Drafts();
  /** The lines of headers and footers. */
  const auxiliary = new Set<Draft>();
  for (const part of [tree.auxiliary?.headers, tree.content, tree.auxiliary?.footers]) {
    const from = drafts.length;
    walk(part ?? [], drafts);
    drafts.opened(from);
    if (part !== tree.content) for (const draft of drafts.items.slice(from)) auxiliary.add(draft);
  }
  return finish(dropRepeats(drafts.items, auxiliary));
}

function walk(nodes: OfficeNode[], out: Drafts, mark: { heading?: boolean; bullet?: boolean } = {}) {
  for (const node of nodes) {
    switch (node.type) {
      case 'table':
        table(node, out);
        break;
      case 'heading':
        block(node, out, { heading: true, level: node.metadata?.level });
        break;
      case 'list': {
        const styled = HEADING_STYLE.test(node.metadata?.style ?? '');
        // Word numbers its outline headings as an ordered list: a heading style wins.
        block(node, out, styled ? { heading: true } : { bullet: true });
        break;
      }
      case 'paragraph':
      case 'code':
      case 'definitionTerm':
      case 'definitionDescription':
        block(node, out, HEADING_STYLE.test(node.metadata?.style ?? '') ? { heading: true } : mark);
        break;
      case 'text':
      case 'break':
        block({ type: 'paragraph', children: [node] }, out, mark);
        break;
      case 'image':
      case 'chart':
      case 'comment':
        break;
      default:
        walk(node.children ?? [], out, mark);
    }
  }
}

/**
 * A paragraph, heading or list item: its runs make its lines (a typed line break starts another);
 * blocks nested in it (ODF's text boxes anchored in a paragraph) follow it as lines of their own.
 */
function block(
  node: OfficeNode,
  out: Drafts,
  mark: { heading?: boolean | undefined; bullet?: boolean | undefined; level?: number | undefined },
) {
  const runs: { text: string; size: number | undefined; bold?: boolean; link?: string | undefined }[] = [];
  const nested: OfficeNode[] = [];
  const collect = (children: OfficeNode[]) => {
    for (const child of children) {
      if (child.type === 'text')
        runs.push({
          text: child.text ?? '',
          size: points(child.formatting?.size),
          bold: Boolean(child.formatting?.bold),
          link: webLink(child),
        });
      else if (child.type === 'break') runs.push({ text: '\n', size: undefined });
      else if (BLOCKS.has(child.type)) nested.push(child);
      else if (child.children) collect(child.children);
      else if (child.text && !['image', 'chart', 'comment'].includes(child.type))
        runs.push({ text: child.text, size: points(child.formatting?.size) });
    }
  };
  collect(node.children ?? []);
  if (runs.length === 0 && nested.length === 0 && node.text) runs.push({ text: node.text, size: undefined });
  const text = sideBySide(runs) ?? bySize(runs);
  const sized = runs.filter((r) => r.size !== undefined && r.text.trim());
  const size = sized.length ? Math.max(...sized.map((r) => r.size!)) : undefined;
  const shown = runs.filter((r) => r.text.trim());
  const bold = shown.length > 0 && shown.every((r) => r.bold);
  const levelScale = mark.level !== undefined ? LEVEL_SCALE[Math.min(mark.level, 6)] : undefined;
  let first = true;
  for (const raw of text.split('\n')) {
    const clean = raw
      .replace(INVISIBLE, '')
      .replace(/[^\S\t]+/g, ' ')
      .replace(/ ?\t[\t ]*/g, '\t')
      .trim();
    if (!clean) {
      // An empty paragraph is how word processors leave space: the next line starts a block.
      if (first && !nested.length) out.breakNext();
      continue;
    }
    const typedBullet = BULLET.test(clean);
    // The targets of the links whose text is on this line and does not show them.
    const links = [
      ...new Set(
        runs
          .filter((r) => r.link && r.text.trim() && clean.includes(r.text.trim()) && !clean.includes(r.link))
          .map((r) => r.link!),
      ),
    ];
    out.push({
      text: typedBullet ? clean.replace(BULLET, '') : clean,
      size: size ?? (levelScale !== undefined ? -levelScale : undefined),
      heading: Boolean(mark.heading),
      bullet: Boolean(mark.bullet && first) || typedBullet,
      breakBefore: Boolean(mark.heading),
      ...(bold ? { bold } : {}),
      ...(links.length ? { links } : {}),
    });
    first = false;
  }
  if (nested.length) {
    // A list item holding paragraphs (HTML's <li><p>…</p></li>): its first paragraph is the item.
    if (mark.bullet && !text.trim()) {
      for (const [i, child] of nested.entries()) walk([child], out, i === 0 ? { bullet: true } : {});
      return;
    }
    const from = out.length;
    walk(nested, out);
    out.opened(from);
  }
}

/** A text node's hyperlink target on the web (not an anchor inside the document, not mail or phone). */
const webLink = (node: OfficeNode) => {
  const link = node.metadata?.link;
  return link && /^https?:\/\//i.test(link) ? link : undefined;
};

/** The longest tag: a stack of a few tools ("Node.js / Eleventy / Metalsmith / Static Generation"). */
const TAG_LENGTH = 60;

/**
 * Short inline elements set side by side with only spaces between them (a web page's tags and badges:
 * `<span>Node</span> <span>Python</span> <span>Java</span>`) are items, as a PDF's gaps between them
 * say: they are joined by tabs, which the CV parser reads as it reads a row's columns.
 */
function sideBySide(runs: { text: string }[]): string | undefined {
  const items = runs.filter((r) => r.text.trim());
  if (items.length < 3 || items.some((r) => r.text.trim().length > TAG_LENGTH || r.text.includes('\n')))
    return undefined;
  const adjacent = runs.some((r, i) => i > 0 && r.text.trim() && runs[i - 1]!.text.trim());
  if (adjacent || runs.some((r) => r.text === '\n')) return undefined;
  return items.map((r) => r.text.trim()).join('\t');
}

/**
 * The runs' text, a tab where a short run follows a short run of a clearly other size across a space
 * (a skill's name and its smaller level badge, "Frontend Master"): two items side by side, as the
 * PDF's gap between them says.
 */
function bySize(runs: { text: string; size: number | undefined }[]): string {
  let text = '';
  let previous: { size: number; length: number } | undefined;
  for (const run of runs) {
    if (!run.text.trim()) {
      text += run.text;
      continue;
    }
    const piece = run.text.trim().length;
    const spaced = /\s$/.test(text) || /^\s/.test(run.text);
    const apart =
      previous !== undefined &&
      run.size !== undefined &&
      spaced &&
      previous.length <= 40 &&
      piece <= 40 &&
      Math.max(previous.size, run.size) / Math.min(previous.size, run.size) >= BADGE_SIZE_RATIO;
    text = apart ? `${text.trimEnd()}\t${run.text.trimStart()}` : text + run.text;
    previous = run.size === undefined ? undefined : { size: run.size, length: piece };
    if (run.text.includes('\n')) previous = undefined;
  }
  return text;
}

/**
 * A table, row after row and in each row cell after cell: a one-row layout table (a sidebar beside
 * the main column) is read column by column, a table of entries (dates beside each job) keeps each
 * entry's label with it. A row whose cells are single short lines ("Python | expert") is one line
 * with its cells separated by tabs, as the PDF layout gives a row of cells.
 */
function table(node: OfficeNode, out: Drafts) {
  for (const row of node.children ?? []) {
    const cells = (row.children ?? []).filter((c) => c.type === 'cell');
    const drafts = cells.map((cell) => {
      const lines = new Drafts();
      walk(cell.children ?? [], lines);
      return lines.items;
    });
    const filled = drafts.filter((d) => d.length > 0);
    if (filled.length === 0) continue;
    if (
      filled.length > 1 &&
      filled.every((d) => d.length === 1 && d[0]!.text.length <= 60 && !d[0]!.heading)
    ) {
      out.push({ ...filled[0]![0]!, text: filled.map((d) => d[0]!.text).join('\t'), breakBefore: false });
      continue;
    }
    for (const lines of filled) {
      lines[0]!.breakBefore = true;
      for (const line of lines) out.push(line);
    }
  }
}

/** "12pt", "10.5pt", "16px", "1.2em" as points; undefined when it says nothing absolute. */
function points(size: string | undefined): number | undefined {
  if (!size) return undefined;
  const match = /^([\d.]+)\s*(pt|px|)$/i.exec(size.trim());
  if (!match) return undefined;
  const value = Number(match[1]);
  if (!Number.isFinite(value) || value <= 0) return undefined;
  return match[2]?.toLowerCase() === 'px' ? value * 0.75 : value;
}

/** Headers and footers repeat on every page of a rendering, and a first-page header may repeat the body's. */
function dropRepeats(drafts: Draft[], auxiliary: Set<Draft>): Draft[] {
  /** Each line's text, and whether a header or footer held it. */
  const seen = new Map<string, boolean>();
  return drafts.filter((d, i) => {
    // Only a line of a header or footer, or one a header or footer held, is a repeat; the body's own
    // repeated lines stay (two "Developer" jobs; a university one worked for and then studied at).
    const key = d.text.toLowerCase();
    const inAuxiliary = auxiliary.has(d);
    const earlier = seen.get(key);
    if (d.breakBefore && i > 0 && earlier !== undefined && (earlier || inAuxiliary) && d.text.length > 20)
      return false;
    seen.set(key, (earlier ?? false) || inAuxiliary);
    return true;
  });
}

/** Scales from sizes (relative to the body's, weighted by characters) and the heading marks. */
function finish(drafts: Draft[]): DocumentLine[] {
  const sized = drafts
    .filter((d) => d.size !== undefined && d.size > 0)
    .map((d) => ({ size: d.size!, weight: d.text.length }))
    .sort((a, b) => a.size - b.size);
  const total = sized.reduce((sum, s) => sum + s.weight, 0);
  // Runs without a size are in the document's default style. When they make most of the text, the
  // body is in that default, whose size the tree does not say: Word's 11 pt is taken.
  const unsized = drafts.filter((d) => d.size === undefined).reduce((sum, d) => sum + d.text.length, 0);
  let body = DEFAULT_BODY_POINTS;
  if (total > unsized) {
    let seen = 0;
    for (const s of sized) {
      seen += s.weight;
      if (seen >= total / 2) {
        body = s.size;
        break;
      }
    }
  }
  /** The scale of the line before when it was a title: titles in one type one after the other are one block. */
  let titleBefore: number | undefined;
  return drafts.map((d, index) => {
    const scale = d.size === undefined ? 1 : d.size < 0 ? -d.size : d.size / body;
    // A bold line set a little larger than the body is a title (a job's company or position), as a
    // larger size is: Word writers mark titles so, where a printed page shows them by size and space.
    const title =
      scale >= TITLE_SCALE || (Boolean(d.bold) && scale >= BOLD_TITLE_SCALE && !d.text.includes('\t'));
    const opens = title && !d.bullet && (titleBefore === undefined || Math.abs(titleBefore - scale) >= 0.02);
    titleBefore = title ? scale : undefined;
    return {
      text: d.text,
      page: 1,
      heading: d.heading || title || looksLikeCapitalHeading(d.text),
      bullet: d.bullet,
      scale: Math.round(scale * 100) / 100,
      breakBefore: index === 0 || d.breakBefore || opens,
      fill: 0,
      ...(d.links ? { links: d.links } : {}),
    };
  });
}

const looksLikeCapitalHeading = (text: string) => {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return (
    letters.length >= 3 &&
    text.length <= 40 &&
    letters === letters.toLocaleUpperCase() &&
    /\p{Lu}/u.test(letters)
  );
};
