// The contrast stretch of a page prepared for OCR (src/documents/reading/contrast.ts).
import { describe, expect, it } from 'vitest';
import { stretchContrast } from '../../src/documents/reading/contrast.ts';

/** A page of `count` pixels: `ink` of them at each of the given grey levels, the rest white paper. */
function page(count: number, ink: Record<number, number>): Buffer {
  const pixels = Buffer.alloc(count, 255);
  let at = 0;
  for (const [level, n] of Object.entries(ink)) {
    pixels.fill(Number(level), at, at + n);
    at += n;
  }
  return pixels;
}

describe('stretchContrast', () => {
  it("turns the page's darkest 2% black, keeps the paper white and the order of every shade", async () => {
    // 1% at 40, 1.5% at 120, 3% at 180, 94.5% paper: the 2% level is 120.
    const pixels = page(10_000, { 40: 100, 120: 150, 180: 300 });
    const stretched = await stretchContrast(Buffer.from(pixels));
    const levelOf = (grey: number) => stretched[pixels.indexOf(grey)];
    expect(levelOf(40)).toBe(0);
    expect(levelOf(120)).toBe(0);
    expect(levelOf(255)).toBe(255);
    // A grey between the black point and the paper is darkened, not lost.
    expect(levelOf(180)).toBeGreaterThan(0);
    expect(levelOf(180)).toBeLessThan(180);
  });

  it('leaves a page of one shade as it is', async () => {
    const even = Buffer.alloc(1_000, 200);
    expect([...new Set(await stretchContrast(even))]).toEqual([200]);
  });
});
