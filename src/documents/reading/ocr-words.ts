// The words Tesseract read on a page, as positioned fragments for the layout reader (layout.ts): in
// the page's points, on their baselines, each with its row's type size; the specks, rules and icons it
// reads as short words dropped, and a list's bullet it reads as a sign given back as a bullet. Part of
// the OCR reader (ocr.ts).
import type { Fragment } from './layout.ts';

/** The parts of tesseract.js's result read here. */
export interface TesseractBlock {
  paragraphs: {
    lines: {
      baseline: { x0: number; y0: number; x1: number; y1: number };
      rowAttributes?: { rowHeight?: number };
      bbox: { x0: number; y0: number; x1: number; y1: number };
      words: { text: string; confidence: number; bbox: { x0: number; y0: number; x1: number; y1: number } }[];
    }[];
  }[];
}

/** A page's fragments from Tesseract's blocks (pixels of the read image times `scale`: points). */
export function fragmentsOf(
  blocks: TesseractBlock[],
  scale: number,
): { fragments: Fragment[]; words: number } {
  const fragments: (Fragment & { confidence: number })[] = [];
  let words = 0;
  for (const block of blocks)
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines) {
        // Tesseract's estimate of the row's type height. It merges the rows of two columns into one
        // line, so a line can carry another column's size: measured better than the words' boxes,
        // which rules and descenders distort (BENCHMARKS/EVALUATION "OCR").
        const size = (line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0) * scale;
        const slope =
          (line.baseline.y1 - line.baseline.y0) / Math.max(1, line.baseline.x1 - line.baseline.x0);
        for (const word of line.words) {
          // A rule under a title reads as underscores, glued to the title or alone.
          const text = word.text.replace(/_{2,}/g, '').trim();
          // Tesseract reads rules, icons and specks as short words it is unsure of; a bullet it reads
          // as a sign is kept for bulletsOf. An icon or emoji beside a name it reads as brackets
          // alone ("Foxnot []", "Drawsheep (]"), however sure it is; a speck or rule as an underscore.
          if (
            !text ||
            /^[[\](){}_]+$/u.test(text) ||
            (word.confidence < 30 && !/[\p{L}\p{N}]{2}/u.test(text) && !isBulletGlyph(text, word.confidence))
          )
            continue;
          const baseline = line.baseline.y0 + slope * (word.bbox.x0 - line.baseline.x0);
          fragments.push({
            text,
            x: word.bbox.x0 * scale,
            y: baseline * scale,
            width: (word.bbox.x1 - word.bbox.x0) * scale,
            size,
            confidence: word.confidence,
          });
          words++;
        }
      }
  return { fragments: onRows(bulletsOf(fragments)), words };
}

/**
 * Words of one printed row share one baseline. Tesseract reads a row's far words as lines of their own,
 * a fraction of a point higher or lower ("Colba Technologies S.L." at 191.9, "Valencia, España" set at
 * the right at 191.5), and the layout reader, ordering by height, would put the place before the name:
 * words within a quarter of their size of a row's mean height take that height.
 */
function onRows(fragments: Fragment[]): Fragment[] {
  const sorted = [...fragments].sort((a, b) => a.y - b.y);
  const rows: { members: Fragment[]; y: number; size: number }[] = [];
  for (const fragment of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(fragment.y - row.y) <= 0.25 * Math.min(row.size, fragment.size)) {
      row.members.push(fragment);
      row.y += (fragment.y - row.y) / row.members.length;
      row.size = Math.min(row.size, fragment.size);
    } else rows.push({ members: [fragment], y: fragment.y, size: fragment.size });
  }
  const height = new Map<Fragment, number>();
  for (const row of rows) for (const member of row.members) height.set(member, row.y);
  return fragments.map((f) => ({ ...f, y: height.get(f)! }));
}

/**
 * A list's bullet, which Tesseract reads as a sign ("«", "+", "©", a low-confidence "e"), often in a
 * block of its own: a one-character word with a word to its right on the same baseline and none just
 * to its left becomes "•", which the layout reader takes for a bullet.
 */
function bulletsOf(fragments: (Fragment & { confidence: number })[]): Fragment[] {
  const sameRow = (a: Fragment, b: Fragment) => Math.abs(a.y - b.y) <= 0.4 * Math.min(a.size, b.size);
  return fragments
    .filter((f) => !isIcon(f, fragments, sameRow))
    .map(({ confidence, ...fragment }) => {
      // A small triangle before a list's items (kendall's "◂") reads as "4" or "<": a digit only when
      // set apart from the word after it by more than a word space ("4  Romanian", not "4 years").
      const digit = fragment.text === '4';
      if (!digit && !isBulletGlyph(fragment.text, confidence)) return fragment;
      const right = fragments.some(
        (f) =>
          f !== fragment &&
          sameRow(f, fragment) &&
          f.x > fragment.x + fragment.width &&
          f.x - (fragment.x + fragment.width) < 2 * fragment.size &&
          (!digit || f.x - (fragment.x + fragment.width) > 0.8 * fragment.size),
      );
      const left = fragments.some(
        (f) =>
          sameRow(f, fragment) &&
          f.x + f.width <= fragment.x &&
          fragment.x - (f.x + f.width) < 1.5 * fragment.size,
      );
      return right && !left ? { ...fragment, text: '•' } : fragment;
    });
}

/**
 * An icon before a contact line or a sidebar's item, which Tesseract reads as one or two signs or
 * letters ("=" before an e-mail address, "CM" before a phone number, "hd" before a user name): the
 * first word of its row, set apart from the next by more than one and a half type sizes, made of signs
 * only or read with little confidence. A word of the text so far from the next is a table's cell.
 */
function isIcon(
  fragment: Fragment & { confidence: number },
  fragments: Fragment[],
  sameRow: (a: Fragment, b: Fragment) => boolean,
): boolean {
  const text = fragment.text;
  if (text.length > 2 || !(/^[^\p{L}\p{N}]+$/u.test(text) || fragment.confidence < 80)) return false;
  const row = fragments.filter((f) => f !== fragment && sameRow(f, fragment));
  const end = fragment.x + fragment.width;
  const next = row.filter((f) => f.x >= end).sort((a, b) => a.x - b.x)[0];
  return (
    next !== undefined &&
    next.x - end > 1.5 * fragment.size &&
    !row.some((f) => f.x < fragment.x && fragment.x - (f.x + f.width) < 3 * fragment.size)
  );
}

/** Signs Tesseract reads a bullet as; a lone letter only when it is unsure of it. */
export const isBulletGlyph = (text: string, confidence: number) =>
  /^[«»•●○◦▪■□►<>+*·°©®¢~=§-]$/u.test(text) || (/^[eoga]$/.test(text) && confidence < 60);
