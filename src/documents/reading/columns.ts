// Where a page's columns are: the gutter between two columns (findGutter, findGutterUnderHeader), the
// few lines a sidebar goes on with on the next page (gutterBesideSidebar), and the sections of a grid of
// cards beside margin titles (atMarginTitles). Geometry on a page's line segments, for layout.ts; the
// parser's date words tell a column of dates from a column of text.
import { findDateRange, withoutRange } from '../parsing/dates.ts';

/** A run of text on one baseline, in PDF points from the top left of the page (layout.ts makes them). */
export interface Segment {
  text: string;
  x: number;
  right: number;
  y: number;
  size: number;
  /** The cells of a segment joined across gaps wider than a word space (tab-separated in `text`). */
  cells?: Segment[];
}

/** Type this much larger than the body's sets a title. */
export const TITLE_SIZE = 1.15;
/** Segments starting this close (points) start at the same column of a grid. */
export const COLUMN_TOLERANCE = 2;

/** Where most of the text starts: the x (rounded) most characters begin at; undefined without text. */
export function leftEdge(segments: Segment[]): number | undefined {
  const starts = new Map<number, number>();
  for (const s of segments) starts.set(Math.round(s.x), (starts.get(Math.round(s.x)) ?? 0) + s.text.length);
  return [...starts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The body's type size: the size most characters are set in. */
export function medianSize(segments: { segment: Segment }[]): number {
  // Weighted by characters, so the body text wins over a few large titles.
  const sizes = segments
    .map(({ segment }) => ({ size: segment.size, weight: segment.text.length }))
    .sort((a, b) => a.size - b.size);
  const total = sizes.reduce((sum, s) => sum + s.weight, 0);
  let seen = 0;
  for (const s of sizes) {
    seen += s.weight;
    if (seen >= total / 2) return s.size;
  }
  return 0;
}

/** The right-hand cards of a grid cut at margin titles (atMarginTitles): a column, never a sidebar. */
export const GRID_COLUMN = 3;

/**
 * A band whose left side holds section titles set out in a left margin, each level with a card title of
 * the right side, is no two columns but sections each holding a grid of two columns of cards (even
 * prints "Skills" in its margin beside "Frontend" and "Backend", then "Languages" beside "English" and
 * "Romanian"): it is cut above each such title, so each section's right-hand cards are read in it, not
 * after the last section. A margin title starts well left of the left side's edge (where most of its
 * text starts) and is set larger than the body, as is the right-hand title level with it, and the margin
 * holds nothing else; the left column of two real columns has its titles on its edge.
 */
export function atMarginTitles(band: Segment[], gutterStart: number): Segment[][] {
  const left = band.filter((s) => s.x < gutterStart);
  const right = band.filter((s) => s.x >= gutterStart);
  if (left.length === 0 || right.length === 0) return [band];
  const body = medianSize(band.map((segment) => ({ segment })));
  const edge = leftEdge(left)!;
  const title = (s: Segment) => s.size >= TITLE_SIZE * body;
  // A margin holds titles alone: a column whose dates or prose start left of its edge has none.
  const margin = left.filter((s) => s.x < edge - 2 * body);
  if (margin.some((s) => !title(s))) return [band];
  const cuts = margin
    .flatMap((s) => {
      const level = right.find((r) => title(r) && Math.abs(r.y - s.y) <= 0.4 * Math.min(r.size, s.size));
      return level ? [Math.min(s.y - s.size, level.y - level.size)] : [];
    })
    .sort((a, b) => a - b);
  if (cuts.length === 0) return [band];
  const parts: Segment[][] = cuts.map(() => []);
  parts.unshift([]);
  for (const s of band) parts[cuts.filter((cut) => s.y >= cut).length]!.push(s);
  return parts.filter((part) => part.length > 0);
}

/** Where a page's sidebar stood, across the page (points). */
export interface Zone {
  left: number;
  right: number;
}

const DATE_LIKE = /^[\s\d/.\-–—]*(?:\p{L}{3,9}\.?\s*)?\d{2,4}(?:\s*[-–—]\s*.*)?$/u;
/** A date or a range of dates alone, in any of the languages the parser reads ("jan. de 2018 - Current"). */
export const dateLike = (text: string) => {
  const trimmed = text.trim();
  if (DATE_LIKE.test(trimmed)) return true;
  const range = findDateRange(trimmed);
  return range !== undefined && withoutRange(trimmed, range).replace(/[\s,;:|–—-]+/g, '') === '';
};

/**
 * The gutter beside the previous page's sidebar, where the sidebar goes on over a few lines at the top
 * of this page (kendall's languages and interests) beside the main column: too few for findGutter, they
 * are a column still when no other text enters the sidebar's place, the main column keeping its width.
 * On a page read as one column, prose runs across it, and a date set at the right of an entry's title
 * ends at the main column's edge.
 */
export function gutterBesideSidebar(
  segments: Segment[],
  sidebar: Zone,
): { start: number; end: number } | undefined {
  // A title may stand out of the sidebar's edge by an icon ("♥ INTERESTS").
  const inside = (s: Segment) => s.x >= sidebar.left - 2 * s.size && s.right <= sidebar.right + 2;
  const outside = segments.filter((s) => !inside(s));
  if (outside.length === 0 || outside.length === segments.length) return undefined;
  // A date level with a line of the main column is that entry's ("Engineer at Acme    2012 - 2015").
  const besideMain = (s: Segment) =>
    dateLike(s.text) && outside.some((o) => Math.abs(o.y - s.y) <= 0.4 * Math.min(o.size, s.size));
  if (segments.some((s) => inside(s) && besideMain(s))) return undefined;
  if (outside.every((s) => s.right < sidebar.left))
    return { start: Math.max(...outside.map((s) => s.right)), end: sidebar.left };
  if (outside.every((s) => s.x > sidebar.right))
    return { start: sidebar.right, end: Math.min(...outside.map((s) => s.x)) };
  return undefined;
}

/** At most this share of a page's lines may lie above its columns (a header, a summary across both). */
const HEADER_SHARE = 0.4;
/** Under a header, each column holds at least this share of the lines. */
const COLUMN_SHARE = 0.2;
/** A side with this share of its lines level with lines of the other side is a grid's column. */
const GRID_LEVEL = 0.9;

/**
 * Columns under a header: a name, a headline and a summary running across both columns at the top of
 * the first page cross the gutter more often than findGutter tolerates (autumn: 6 such lines over 57).
 * The gutter is then sought below each row of the top of the page in turn; the lines above it are read
 * as bands crossing it, as any line crossing a gutter is. First pages only: lower on a later page, a
 * gutter found under the page's first lines splits a grid (skill groups side by side), not columns.
 */
export function findGutterUnderHeader(segments: Segment[]): { start: number; end: number } | undefined {
  const rows = [...new Set(segments.map((s) => s.y))].sort((a, b) => a - b);
  for (const row of rows.slice(1)) {
    const below = segments.filter((s) => s.y >= row);
    if (below.length < (1 - HEADER_SHARE) * segments.length) return undefined;
    const gutter = findGutter(below);
    if (!gutter) continue;
    // Both columns full ones: a margin of a few section names beside the text is read as labels
    // (withMarginLabels), not as a column.
    const sides = [below.filter((s) => s.right <= gutter.start), below.filter((s) => s.x >= gutter.end)];
    if (sides.some((side) => side.length < COLUMN_SHARE * below.length)) return undefined;
    // Nor the last column of a grid (skill groups three in a row under the header): its every line is
    // level with a line of the columns beside it, where a sidebar's lines keep their own spacing.
    const [fewer, more] = sides.sort((a, b) => a.length - b.length) as [Segment[], Segment[]];
    const level = fewer.filter((s) =>
      more.some((o) => Math.abs(o.y - s.y) <= 0.4 * Math.min(o.size, s.size)),
    );
    return level.length >= GRID_LEVEL * fewer.length ? undefined : gutter;
  }
  return undefined;
}

/** Items set this much larger than the body are a margin's labels, not a sidebar's lines. */
const LABEL_SIZE = 1.3;
/** The fewest items a column of contact lines holds when it is read as a column by its left edge alone. */
const SIDEBAR_ITEMS = 6;
/** Most of the items that hold words (not an icon set before them) start on one left edge. */
function alignedLeft(items: Segment[]): boolean {
  const words = items.filter((s) => (s.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 3);
  if (words.length < SIDEBAR_ITEMS) return false;
  const edgeOf = (s: Segment) => Math.round(s.x / COLUMN_TOLERANCE);
  const counts = new Map<number, number>();
  for (const s of words) counts.set(edgeOf(s), (counts.get(edgeOf(s)) ?? 0) + 1);
  const edge = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  return words.filter((s) => Math.abs(edgeOf(s) - edge) <= 1).length >= 0.8 * words.length;
}

/**
 * A vertical band of white space that runs down most of the page between two columns of text.
 * Lines crossing it (a header, a footer) may be few; each side must hold a real share of the text,
 * and a narrow left column of dates is a table, not a sidebar.
 */
export function findGutter(segments: Segment[]): { start: number; end: number } | undefined {
  if (segments.length < 6) return undefined;
  const left = Math.min(...segments.map((s) => s.x));
  const right = Math.max(...segments.map((s) => s.right));
  const width = right - left;
  if (width < 100) return undefined;
  const bins = Math.ceil(width);
  const cover = new Array<number>(bins + 1).fill(0);
  for (const s of segments)
    for (let i = Math.max(0, Math.floor(s.x - left)); i < Math.min(bins, Math.ceil(s.right - left)); i++)
      cover[i] = (cover[i] ?? 0) + 1;
  const tolerated = Math.max(2, Math.floor(segments.length * 0.06));
  // Every open run is a candidate, the widest first: the widest may lie between one column's titles and
  // the dates at its right (the few long lines crossing it tolerated), and the gutter be a narrower run.
  const runs: { start: number; end: number }[] = [];
  let runStart = -1;
  for (let i = 0; i <= bins; i++) {
    const open = i < bins && (cover[i] ?? 0) <= tolerated;
    if (open && runStart < 0) runStart = i;
    if (!open && runStart >= 0) {
      const run = { start: left + runStart, end: left + i };
      const centre = (run.start + run.end) / 2 - left;
      if (run.end - run.start >= 8 && centre > 0.15 * width && centre < 0.85 * width) runs.push(run);
      runStart = -1;
    }
  }
  return runs.sort((a, b) => b.end - b.start - (a.end - a.start)).find((run) => splitsColumns(segments, run));
}

/** Whether the text on either side of an open run down the page makes two columns of it. */
function splitsColumns(segments: Segment[], gutter: { start: number; end: number }): boolean {
  // The few lines the run tolerates that start in it and go on past it are the right side's (an icon
  // set before a sidebar's title, a line a scan reads a little to the left).
  const leftSide = segments.filter((s) => s.right <= gutter.start);
  const rightSide = segments.filter((s) => s.x >= gutter.start && s.right > gutter.end);
  const chars = (list: Segment[]) => list.reduce((sum, s) => sum + s.text.length, 0);
  const total = chars(segments);
  if (leftSide.length < 3 || rightSide.length < 3) return false;
  // A side holds a real share of the text, or of the lines: a sidebar of short items (contact, skill
  // tags) beside dense prose holds few of the page's characters but many of its lines. A margin of
  // section titles and dates (labels, withMarginLabels) holds few lines besides its dates.
  const share = (side: Segment[]) => {
    const items = side.filter((s) => !dateLike(s.text)).length;
    return (
      chars(side) >= 0.1 * total ||
      (items >= Math.max(12, 0.2 * segments.length) && chars(side) >= 0.03 * total)
    );
  };
  // A sidebar with only its contact lines on a page (a name and a summary across the top, the work
  // history beside it) holds few lines; it is a column still when they start on one left edge, as a
  // column's do, at the height where the other column starts (a one-column page's right-hand items,
  // dates and places, end on one right edge, and a grid of skills lower down starts below the text).
  const top = (side: Segment[]) => Math.min(...side.map((s) => s.y));
  const together = Math.abs(top(leftSide) - top(rightSide)) <= 2 * Math.max(...segments.map((s) => s.size));
  // Its items are text, not only dates and titles set larger (a margin of labels: withMarginLabels); a
  // scan's sizes stray from the body's by a fifth or so, a title's stand out by a third.
  const body = medianSize(segments.map((segment) => ({ segment })));
  const column = (side: Segment[]) =>
    share(side) ||
    (together && alignedLeft(side.filter((s) => !dateLike(s.text) && s.size <= LABEL_SIZE * body)));
  if (!column(leftSide) || !column(rightSide)) return false;
  for (const side of [leftSide, rightSide]) {
    const dates = side.filter((s) => dateLike(s.text)).length;
    if (dates / side.length > 0.5) return false;
  }
  // Both sides must run down the page together, not one above the other.
  const span = (list: Segment[]) => [Math.min(...list.map((s) => s.y)), Math.max(...list.map((s) => s.y))];
  const [lt, lb] = span(leftSide) as [number, number];
  const [rt, rb] = span(rightSide) as [number, number];
  const overlap = Math.min(lb, rb) - Math.max(lt, rt);
  return overlap >= 0.3 * Math.min(lb - lt, rb - rt);
}
