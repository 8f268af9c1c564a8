// Reading order of a PDF page from its positioned text fragments: fragments become line segments,
// a page with a sidebar or two columns (found by columns.ts) is read column by column (full-width lines
// such as a header stay in place), and each line says whether it looks like a heading or a bullet.
// Pure: the PDF worker feeds it pdfjs text items; tests feed it hand-placed fragments.

import {
  atMarginTitles,
  COLUMN_TOLERANCE,
  dateLike,
  findGutter,
  findGutterUnderHeader,
  GRID_COLUMN,
  gutterBesideSidebar,
  leftEdge,
  medianSize,
  type Segment,
  TITLE_SIZE,
  type Zone,
} from './columns.ts';

/** One positioned run of text, in PDF points with the origin at the top left of the page. */
export interface Fragment {
  text: string;
  x: number;
  /** Baseline, measured from the top of the page. */
  y: number;
  width: number;
  /** Font size. */
  size: number;
}

export interface PageFragments {
  width: number;
  height: number;
  fragments: Fragment[];
}

/** A line of the document in reading order. */
export interface DocumentLine {
  text: string;
  page: number;
  /** Larger than the body text or short and in capitals: a section title, a name. */
  heading: boolean;
  /** Began with a bullet glyph (removed from `text`). */
  bullet: boolean;
  /** Font size relative to the document's body text (1 = body). */
  scale: number;
  /** A paragraph break (vertical space, new column or new page) comes before this line. */
  breakBefore: boolean;
  /**
   * How far across its column the line runs (0..1). A line well short of the margin ends its
   * paragraph or list item; a full one wraps onto the next. Plain text has no margin: 0.
   */
  fill: number;
  /**
   * Read from the narrower of a page's two columns (a sidebar): the main column's text may go on
   * after it, on the next page, where no title says which section it belongs to.
   */
  side?: true;
  /**
   * Set closer under the line above than the lines around it are to each other: the same item going on,
   * wrapped in a narrow column, in a list whose items are set further apart.
   */
  wrapped?: true;
  /**
   * Addresses the line's text links to without showing them (a web page's or a Word file's
   * hyperlinks: "adamjmoon" linking to https://github.com/adamjmoon).
   */
  links?: string[];
}

// Icon fonts (Font Awesome and the like, in the private use area) and zero-width characters carry no text.
const INVISIBLE = /[\u{E000}-\u{F8FF}\u{F0000}-\u{FFFFD}\u200B-\u200D\uFEFF]/gu;
const BULLET = /^\s*[•●▪■◦○◆◇►▸‣⁃∙·*–—-]\s+/u;

/** Lines of the document, page after page, each page in reading order. */
export function readingOrder(pages: PageFragments[]): DocumentLine[] {
  const perPage: ReturnType<typeof withFill>[] = [];
  for (const [index, page] of pages.entries()) {
    const sides = perPage.at(-1)?.filter((e) => e.side) ?? [];
    const sidebar = sides.length
      ? {
          left: Math.min(...sides.map((e) => e.segment.x)),
          right: Math.max(...sides.map((e) => e.segment.right)),
        }
      : undefined;
    perPage.push(withFill(orderPage(page, index === 0, sidebar)));
  }
  carrySidebar(perPage);
  const bodySize = medianSize(perPage.flat());
  const lines: DocumentLine[] = [];
  perPage.forEach((segments, pageIndex) => {
    let previous: Segment | undefined;
    let previousColumn: number | undefined;
    /** Each line of the page with how far below the line above it is set, in its type size. */
    const spaced: { line: DocumentLine; size: number; spacing: number | undefined }[] = [];
    for (const { segment, column, fill, side } of segments) {
      // Some PDFs draw list bullets as a NUL glyph.
      const raw = segment.text
        .replace(INVISIBLE, '')
        .replace(/[^\S\t]+/g, ' ')
        .replace(/ ?\t[\t ]*/g, '\t')
        .trim();
      if (!raw) continue;
      const bullet = BULLET.test(raw);
      const text = bullet ? raw.replace(BULLET, '').trim() : raw;
      if (!text) continue;
      const scale = bodySize > 0 ? segment.size / bodySize : 1;
      const gap = previous ? segment.y - previous.y : 0;
      // Titles set side by side on one row (two skill groups' names over their cards) are two titles,
      // not one title wrapped; one set at the right margin beside a title is the title's (its place), and
      // so are its dates (a scan may measure a year beside a school in the school's size).
      const titleBeside =
        previous !== undefined &&
        fill < RIGHT_SET &&
        !dateLike(previous.text) &&
        !dateLike(segment.text) &&
        Math.abs(gap) <= 0.4 * Math.min(previous.size, segment.size) &&
        segment.x > previous.right &&
        Math.min(previous.size, segment.size) >= HEADING_SCALE * bodySize;
      const line: DocumentLine = {
        text,
        page: pageIndex + 1,
        heading: scale >= HEADING_SCALE || looksLikeCapitalHeading(text),
        bullet,
        scale: Math.round(scale * 100) / 100,
        fill: Math.round(fill * 100) / 100,
        ...(side ? { side } : {}),
        breakBefore:
          previous === undefined ||
          column !== previousColumn ||
          gap < 0 ||
          gap > 1.6 * Math.max(previous.size, segment.size) ||
          titleBeside,
      };
      lines.push(line);
      // Only a line set right under the line above, on its left edge, is spaced from it.
      const under = previous !== undefined && Math.abs(segment.x - previous.x) <= COLUMN_TOLERANCE;
      spaced.push({
        line,
        size: segment.size,
        spacing: line.breakBefore || !under ? undefined : gap / segment.size,
      });
      previous = segment;
      previousColumn = column;
    }
    markWraps(spaced);
  });
  return lines;
}

/** A line set this much closer under the line above than the lines around it are set is its wrap. */
const WRAP_SPACING = 0.85;

/**
 * Lines set closer under the line above than the lines around them: one item going on over two lines
 * in a list whose items are set apart by more than a line ("CYBER-SECURITY" / "APPLICATIONS" among one
 * skill a line in a narrow sidebar). Only lines of one type size are compared.
 */
function markWraps(spaced: { line: DocumentLine; size: number; spacing: number | undefined }[]): void {
  spaced.forEach(({ line, size, spacing }, i) => {
    if (spacing === undefined) return;
    const around = [spaced[i - 1], spaced[i + 1]]
      .filter((other) => other?.spacing !== undefined && Math.abs(other.size - size) <= 0.02 * size)
      .map((other) => other!.spacing!);
    if (around.length > 0 && spacing < WRAP_SPACING * Math.max(...around)) line.wrapped = true;
  });
}

/**
 * A page read as one column whose text sits where the previous page's sidebar was goes on with the
 * sidebar (its skills run onto the next page), not with the main column: it is marked as the sidebar's.
 */
function carrySidebar(perPage: ReturnType<typeof withFill>[]): void {
  let sidebar: { left: number; right: number } | undefined;
  for (const entries of perPage) {
    const sides = entries.filter((e) => e.side);
    if (sides.length > 0) {
      sidebar = {
        left: Math.min(...sides.map((e) => e.segment.x)),
        right: Math.max(...sides.map((e) => e.segment.right)),
      };
      continue;
    }
    if (!sidebar || entries.some((e) => e.column !== 0)) {
      sidebar = undefined;
      continue;
    }
    const within = sidebar;
    const inside = (segment: Segment) => segment.x >= within.left - 2 && segment.right <= within.right + 2;
    // Not a date or a place set at the right of a line of the main column's ("Director at X    2012 - 2015").
    const besideMain = (segment: Segment) =>
      entries.some(
        (other) =>
          !inside(other.segment) &&
          Math.abs(other.segment.y - segment.y) <= 0.4 * Math.min(other.segment.size, segment.size),
      );
    for (const entry of entries) entry.side = inside(entry.segment) && !besideMain(entry.segment);
  }
}

/** Each segment's share of its column's width, measured from the column's left edge. */
function withFill(ordered: { segment: Segment; column: number }[]) {
  const bounds = new Map<number, { left: number; right: number }>();
  // Measured on words: a mark a scan reads at the page's edge ("|") does not widen its column.
  const words = ordered.filter(({ segment }) => /[\p{L}\p{N}]{2}/u.test(segment.text));
  for (const { segment, column } of words.length > 0 ? words : ordered) {
    const b = bounds.get(column) ?? { left: Number.POSITIVE_INFINITY, right: Number.NEGATIVE_INFINITY };
    b.left = Math.min(b.left, segment.x);
    b.right = Math.max(b.right, segment.right);
    bounds.set(column, b);
  }
  // Of two columns, the clearly narrower one is a sidebar.
  const widthOf = (column: number) => {
    const b = bounds.get(column);
    return b ? b.right - b.left : 0;
  };
  const [left, right] = [widthOf(1), widthOf(2)];
  const sideColumn = left > 0 && right > 0 ? (left < 0.8 * right ? 1 : right < 0.8 * left ? 2 : 0) : 0;
  return ordered.map((entry) => {
    const b = bounds.get(entry.column) ?? { left: entry.segment.x, right: entry.segment.right };
    const width = b.right - b.left;
    return {
      ...entry,
      fill: width > 0 ? Math.max(0, Math.min(1, (entry.segment.right - b.left) / width)) : 1,
      side: sideColumn !== 0 && entry.column === sideColumn,
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

/** The page's segments in reading order, each with the column it was read from (0 for full width). */
function orderPage(
  page: PageFragments,
  first: boolean,
  sidebar?: Zone,
): { segment: Segment; column: number }[] {
  const segments = toSegments(page.fragments);
  if (segments.length === 0) return [];
  const gutter =
    findGutter(segments) ??
    (first ? findGutterUnderHeader(segments) : sidebar ? gutterBesideSidebar(segments, sidebar) : undefined);
  const byPosition = (a: Segment, b: Segment) => a.y - b.y || a.x - b.x;
  if (!gutter)
    return withMarginLabels(withGridColumns(segments.sort(byPosition))).map((segment) => ({
      segment,
      column: 0,
    }));

  // Bands: runs of segments on either side of the gutter, separated by lines that cross it.
  const ordered: { segment: Segment; column: number }[] = [];
  let band: Segment[] = [];
  const flush = () => {
    const parts = atMarginTitles(band, gutter.start);
    for (const part of parts) {
      // A line reaching into the gutter without crossing it belongs to the side it starts on.
      const left = withGridColumns(part.filter((s) => s.x < gutter.start).sort(byPosition));
      const right = withGridColumns(part.filter((s) => s.x >= gutter.start).sort(byPosition));
      for (const segment of left) ordered.push({ segment, column: 1 });
      for (const segment of right) ordered.push({ segment, column: parts.length > 1 ? GRID_COLUMN : 2 });
    }
    band = [];
  };
  for (const segment of segments.sort(byPosition)) {
    if (segment.x < gutter.start && segment.right > gutter.end) {
      flush();
      ordered.push({ segment, column: 0 });
    } else band.push(segment);
  }
  flush();
  return ordered;
}

/** A line running this far across its column is set at its right margin. */
const RIGHT_SET = 0.9;
/** Type this much larger than the body's is a heading's. */
const HEADING_SCALE = 1.18;
/** Lines further apart than this many type sizes start a new block of the body. */
const BLOCK_GAP = 2.2;
const CAPITALS_TITLE = /^(?=.*\p{Lu}.*\p{Lu})[\p{Lu}\d\s&'’,.-]{2,40}$/u;

/**
 * Groups printed side by side in a grid are read column by column: stackoverflow's skills are three
 * groups in a row, each a title over its level over its keywords, and read row by row the titles, the
 * levels and the keyword lines of different groups interleave. A grid is a run of at least three rows
 * whose segments all start at the columns of its first row (two or more) and stay within them, with no
 * wide vertical gap, each column holding more than its first row, and whose first row is set larger than
 * its last (a title over its content). A
 * table of records (a label and its value in the same type, row after row) keeps its rows.
 */
function withGridColumns(sorted: Segment[]): Segment[] {
  const lines: Segment[][] = [];
  for (const segment of sorted) {
    const row = lines.at(-1);
    if (row && Math.abs(segment.y - row[0]!.y) <= 0.4 * Math.min(segment.size, row[0]!.size))
      row.push(segment);
    else lines.push([segment]);
  }
  // A grid's cells set close together are joined across the gap ("Full-stack JavaScript-based web  Perl-
  // based software", two groups' titles): a row is read cell by cell where each cell starts where a
  // segment of the row below does.
  const rows = lines.map((row, i) =>
    row.flatMap((s) =>
      s.cells
        ?.slice(1)
        .every((cell) => lines[i + 1]?.some((below) => Math.abs(below.x - cell.x) <= COLUMN_TOLERANCE))
        ? s.cells
        : [s],
    ),
  );
  const out: Segment[] = [];
  for (let i = 0; i < rows.length; ) {
    const head = rows[i]!;
    // Left to right: a scanned row's words are a fraction of a point apart in height, in any order.
    const columns = head.map((s) => s.x).sort((a, b) => a - b);
    // A segment belongs to the column it starts in: at the column's start, or further in when a
    // segment of the same row starts the column (a scan's dropped "G" of "G Cloud" sets "Cloud" apart
    // from "AWS" before it).
    const startsAt = (s: Segment) => columns.findIndex((x) => Math.abs(x - s.x) <= COLUMN_TOLERANCE);
    const columnOf = (s: Segment) => columns.findLastIndex((x) => x - COLUMN_TOLERANCE <= s.x);
    const fits = (row: Segment[]) =>
      row.every((s) => {
        const column = columnOf(s);
        return (
          column >= 0 &&
          (startsAt(s) === column || row.some((other) => other !== s && startsAt(other) === column)) &&
          (column === columns.length - 1 || s.right < columns[column + 1]! - 0.3 * s.size)
        );
      });
    let end = i + 1;
    if (head.length >= 2 && fits(head))
      while (
        end < rows.length &&
        rows[end]![0]!.y - rows[end - 1]![0]!.y <=
          BLOCK_GAP * Math.max(rows[end]![0]!.size, rows[end - 1]![0]!.size) &&
        fits(rows[end]!) &&
        // A title in capitals alone on its row opens what follows the grid ("L A N G U A G E S").
        !(rows[end]!.length === 1 && CAPITALS_TITLE.test(rows[end]![0]!.text))
      )
        end++;
    const run = rows.slice(i, end);
    const titled = Math.min(...head.map((s) => s.size)) > 1.05 * Math.max(...run.at(-1)!.map((s) => s.size));
    // Each column goes on under its title: a date set at the right of an entry's title, with only the
    // entry's lines under the title, is no grid (a scan reads the two on one baseline).
    const columnsGoOn = columns.every(
      (_, column) => run.filter((row) => row.some((s) => columnOf(s) === column)).length >= 2,
    );
    // Nor is a column holding only the dates at the right of the entries' titles, one entry after another.
    const datesBeside = columns.some(
      (_, column) =>
        column > 0 && run.every((row) => row.every((s) => columnOf(s) !== column || dateLike(s.text))),
    );
    if (run.length >= 3 && titled && columnsGoOn && !datesBeside) {
      for (let column = 0; column < columns.length; column++)
        out.push(
          ...run.flatMap((row) => row.filter((s) => columnOf(s) === column).sort((a, b) => a.x - b.x)),
        );
      i = end;
    } else {
      // No grid under this row: the next row may head one (a stray mark beside a section's title fits
      // every row of the grid under it into its two columns).
      out.push(...lines[i]!);
      i++;
    }
  }
  return out;
}

/**
 * Labels set in a left margin beside the body (section titles centred on their block, dates beside an
 * entry, as moderncv-like templates and some themes print them) are read before the block of the body
 * they stand beside, not where their height falls among its lines. The body's left edge is the x where
 * most of the text starts; a margin label ends before it. The layout must be one column with margin
 * labels, not two columns (findGutter found none) and the labels a minority.
 */
function withMarginLabels(sorted: Segment[]): Segment[] {
  const edge = leftEdge(sorted);
  if (edge === undefined) return sorted;
  const isMargin = (s: Segment) => s.right < edge - 0.5 * s.size;
  const margin = sorted.filter(isMargin);
  const body = sorted.filter((s) => !isMargin(s));
  if (margin.length === 0 || margin.length * 3 > sorted.length || body.length === 0) return sorted;
  // Blocks of the body: runs of lines without a wide vertical gap.
  const blocks: Segment[][] = [];
  for (const s of body) {
    const block = blocks.at(-1);
    const last = block?.at(-1);
    if (block && last && s.y - last.y <= BLOCK_GAP * Math.max(s.size, last.size)) block.push(s);
    else blocks.push([s]);
  }
  // Each label joins the block whose height holds its middle, or else the next block below it.
  const before = new Map<Segment[], Segment[]>();
  const after: Segment[] = [];
  for (const label of margin) {
    const middle = label.y - label.size / 2;
    const block =
      blocks.find((b) => middle >= b[0]!.y - b[0]!.size && middle <= b.at(-1)!.y) ??
      blocks.find((b) => b[0]!.y - b[0]!.size >= middle);
    if (block) before.set(block, [...(before.get(block) ?? []), label]);
    else after.push(label);
  }
  return [...blocks.flatMap((block) => [...(before.get(block) ?? []), ...block]), ...after];
}

/** Gaps wider than a word space, relative to the type size: above this, a cell or tag boundary. */
const TAB_GAP = 0.6;
/** Two kinds of wide gap in one row differ at least this much (the larger over the smaller). */
const GAP_KINDS = 1.4;

/**
 * The relative gap above which a row's gaps separate cells or tags rather than words. In the corpus's
 * PDFs (scripts/eval/cv-corpus) word gaps between runs mostly stay below 0.36 of the type size and the
 * padding between printed tags ("SQL  Python  pandas") is 0.62, so TAB_GAP tells them apart; but a
 * theme with wide word spacing (eloquent's tags: 0.66 between the words of "Erasure coding", 1.07
 * between tags) has both kinds above it. When a row's wide gaps come in two sizes, only the larger
 * ones separate.
 */
function tabThreshold(row: Fragment[]): number {
  const wide: number[] = [];
  for (let i = 1; i < row.length; i++) {
    const size = Math.max(row[i]!.size, row[i - 1]!.size);
    const gap = (row[i]!.x - (row[i - 1]!.x + row[i - 1]!.width)) / row[i]!.size;
    if (gap > TAB_GAP && gap * row[i]!.size <= 1.8 * size) wide.push(gap);
  }
  if (wide.length < 2) return TAB_GAP;
  const [low, high] = [Math.min(...wide), Math.max(...wide)];
  return high / low >= GAP_KINDS ? Math.sqrt(low * high) : TAB_GAP;
}

/** Fragments on one baseline become one segment, unless a wide horizontal gap separates them. */
function toSegments(fragments: Fragment[]): Segment[] {
  const visible = fragments
    .filter((f) => f.text.replace(INVISIBLE, '').trim() !== '' && f.size > 0)
    .sort((a, b) => a.y - b.y || a.x - b.x);
  const body = medianSize(visible.map((f) => ({ segment: { ...f, right: f.x + f.width } })));
  // A row's height is its words' mean baseline: text recognition sets the words of one row a point or
  // two apart, and measured from its first word alone (a sidebar's, a hair higher) the row would lose
  // the last ("Webgurus" below its place "Cluj-Napoca, RO" set beside it, kendall).
  const rows: { fragments: Fragment[]; y: number; size: number }[] = [];
  for (const fragment of visible) {
    const row = rows.at(-1);
    if (row && Math.abs(fragment.y - row.y) <= 0.4 * Math.min(row.size, fragment.size)) {
      row.y += (fragment.y - row.y) / (row.fragments.length + 1);
      row.fragments.push(fragment);
    } else rows.push({ fragments: [fragment], y: fragment.y, size: fragment.size });
  }
  const segments: Segment[] = [];
  for (const { fragments: row } of rows) {
    row.sort((a, b) => a.x - b.x);
    const separatorAbove = tabThreshold(row);
    let current: Segment | undefined;
    const ofRow: Segment[] = [];
    let besideMargin = false;
    for (const fragment of row) {
      const gap = current ? fragment.x - current.right : 0;
      if (current && gap <= 1.8 * Math.max(fragment.size, current.size)) {
        // pdfjs drops the space between words set as separate runs; a visible gap means one.
        // A gap wider than a word space separates cells or tags: kept as a tab for the parsers.
        const separator =
          gap > separatorAbove * fragment.size
            ? '\t'
            : gap > 0.15 * fragment.size && !current.text.endsWith(' ') && !fragment.text.startsWith(' ')
              ? ' '
              : '';
        // A section title set in a margin beside a group's title in smaller type ("Skills" beside
        // "Frontend", even) is cut from it by the parser: the line takes the group title's size, which
        // tells it from the keywords under it.
        const marginTitle =
          separator === '\t' &&
          current.text === row[0]!.text &&
          fragment.size >= TITLE_SIZE * body &&
          current.size > TITLE_SIZE * fragment.size;
        const { cells, ...first } = current;
        const right = fragment.x + fragment.width;
        if (separator === '\t')
          current.cells = [
            ...(cells ?? [first]),
            { text: fragment.text, x: fragment.x, right, y: fragment.y, size: fragment.size },
          ];
        else if (cells) {
          const last = cells.at(-1)!;
          last.text += separator + fragment.text;
          last.right = Math.max(last.right, right);
        }
        current.text += separator + fragment.text;
        current.right = Math.max(current.right, right);
        current.size = marginTitle ? fragment.size : Math.max(current.size, fragment.size);
        besideMargin ||= marginTitle;
      } else {
        current = {
          text: fragment.text,
          x: fragment.x,
          right: fragment.x + fragment.width,
          y: fragment.y,
          size: fragment.size,
        };
        ofRow.push(current);
      }
    }
    // The row of such a title keeps one baseline: its cells stay in their order across the row when
    // sorted by height ("Skills  Languages" set a little lower than "Technologies" beside it).
    if (besideMargin) for (const segment of ofRow) segment.y = row[0]!.y;
    segments.push(...ofRow);
  }
  return segments;
}
