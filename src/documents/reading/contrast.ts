// The contrast stretch of a page prepared for OCR: its luminance (CIE L*, as sharp's normalise() stretches
// it) mapped linearly from the page's darkest 2% to white. Written here rather than called from sharp:
// normalise() converts the page to Lab and back and evaluates the pipeline before it twice, 1.2-1.5 s of a
// 2550-pixel page's 6.6 s on these cores (BENCHMARKS.md, "Document formats and OCR"); a 256-entry table
// over the grey bytes does the same in under 0.1 s. The 2% is where sharp's own stretch put the black point
// on the flattened pages measured (its documented 1% counts differently), so the pages read as before.

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

/** The grey pixels (a byte each) stretched in place; returned for chaining. */
export function stretchContrast(pixels: Buffer): Buffer {
  const histogram = new Float64Array(256);
  for (const v of pixels) histogram[v]!++;
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
  const table = LIGHTNESS.map((l) => grey(luminance(Math.max(0, Math.min(100, (l - black) * gain)))));
  for (let i = 0; i < pixels.length; i++) pixels[i] = table[pixels[i]!]!;
  return pixels;
}
