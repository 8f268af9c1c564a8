// The contrast stretch of a page prepared for OCR: its luminance (CIE L*, as sharp's normalise() stretches
// it) mapped linearly from the page's darkest 2% to white. Written here rather than called from sharp:
// normalise() converts the page to Lab and back and evaluates the pipeline before it twice, 1.2-1.5 s of a
// 2550-pixel page's 6.6 s on these cores (BENCHMARKS.md, "Document formats and OCR"); a 256-entry table
// over the grey bytes does the same in tens of milliseconds, in slices between which the event loop runs. The 2% is where sharp's own stretch put the black point
// on the flattened pages measured (its documented 1% counts differently), so the pages read as before.

import { setImmediate as yieldToLoop } from 'node:timers/promises';

/** Pixels read or written between two turns of the event loop (a few milliseconds' work). */
const SLICE = 1 << 20;
/** Percent of a page's pixels that its stretch turns black. */
const BLACK_PERCENT = 2;
/** Percent of its pixels below the white point (a flattened page's paper is white already). */
const WHITE_PERCENT = 99;

const linear = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const lightness = (y: number) => (y > 216 / 24389 ? 116 * Math.cbrt(y) - 16 : (24389 / 27) * y);
const luminance = (l: number) => (l > 8 ? ((l + 16) / 116) ** 3 : (l * 27) / 24389);
const grey = (y: number) => {
  const c = y <= 0.0031308 ? 12.92 * y : 1.055 * y ** (1 / 2.4) - 0.055;
  return Math.min(255, Math.max(0, Math.round(c * 255)));
};
/** L* of each grey byte (sRGB). */
const LIGHTNESS = Array.from({ length: 256 }, (_, v) => lightness(linear(v)));

/** The grey pixels (a byte each) stretched in place; resolves to them. */
export async function stretchContrast(pixels: Buffer): Promise<Buffer> {
  // Indexed loops over typed arrays (an iterator over 8 million bytes takes 90 ms), in slices.
  const histogram = new Uint32Array(256);
  for (let start = 0; start < pixels.length; start += SLICE) {
    const end = Math.min(pixels.length, start + SLICE);
    for (let i = start; i < end; i++) histogram[pixels[i]!]!++;
    await yieldToLoop();
  }
  const level = (percent: number) => {
    const wanted = (pixels.length * percent) / 100;
    let seen = 0;
    for (let v = 0; v < 256; v++) {
      seen += histogram[v]!;
      if (seen >= wanted) return v;
    }
    return 255;
  };
  const black = LIGHTNESS[level(BLACK_PERCENT)]!;
  const white = LIGHTNESS[level(WHITE_PERCENT)]!;
  // An even page (blank, or one shade): nothing to stretch.
  if (white - black < 1) return pixels;
  const gain = 100 / (white - black);
  const table = Uint8Array.from(LIGHTNESS, (l) =>
    grey(luminance(Math.max(0, Math.min(100, (l - black) * gain)))),
  );
  for (let start = 0; start < pixels.length; start += SLICE) {
    const end = Math.min(pixels.length, start + SLICE);
    for (let i = start; i < end; i++) pixels[i] = table[pixels[i]!]!;
    await yieldToLoop();
  }
  return pixels;
}
