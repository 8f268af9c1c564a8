// Tesseract's words as the layout reader's fragments (src/documents/reading/ocr-words.ts): a list's
// bullet read as a sign or a digit is given back as a bullet, a speck read as an underscore dropped.
import { describe, expect, it } from 'vitest';
import { fragmentsOf, type TesseractBlock } from '../../src/documents/reading/ocr-words.ts';

/** One line of words, each [text, left pixel, width in pixels], 40 pixels high on the baseline y = 100. */
const line = (words: [string, number, number][], confidence = 95): TesseractBlock => ({
  paragraphs: [
    {
      lines: [
        {
          baseline: { x0: words[0]![1], y0: 100, x1: words.at(-1)![1] + words.at(-1)![2], y1: 100 },
          rowAttributes: { rowHeight: 40 },
          bbox: { x0: words[0]![1], y0: 70, x1: words.at(-1)![1] + words.at(-1)![2], y1: 110 },
          words: words.map(([text, x, width]) => ({
            text,
            confidence,
            bbox: { x0: x, y0: 70, x1: x + width, y1: 110 },
          })),
        },
      ],
    },
  ],
});

const texts = (block: TesseractBlock) => fragmentsOf([block], 1).fragments.map((f) => f.text);

describe('fragmentsOf', () => {
  it('reads a triangle before a list item, read as "<" or as a "4" set apart, as a bullet', () => {
    expect(
      texts(
        line([
          ['<', 100, 20],
          ['Webpack', 140, 160],
        ]),
      ),
    ).toEqual(['•', 'Webpack']);
    // 60 pixels between the "4" and the word: more than a word space at a type 40 pixels high.
    expect(
      texts(
        line([
          ['4', 100, 20],
          ['Romanian', 180, 180],
        ]),
      ),
    ).toEqual(['•', 'Romanian']);
  });

  it('keeps a number a word space before the next word', () => {
    expect(
      texts(
        line([
          ['4', 100, 20],
          ['years', 132, 100],
        ]),
      ),
    ).toEqual(['4', 'years']);
  });

  it('drops a word of underscores alone', () => {
    expect(texts(line([['_', 100, 20]]))).toEqual([]);
  });

  it("sets a row's words read as separate lines a fraction of a point apart on one baseline", () => {
    const at = (text: string, x: number, y: number): TesseractBlock => ({
      paragraphs: [
        {
          lines: [
            {
              baseline: { x0: x, y0: y, x1: x + 200, y1: y },
              rowAttributes: { rowHeight: 40 },
              bbox: { x0: x, y0: y - 30, x1: x + 200, y1: y + 10 },
              words: [{ text, confidence: 95, bbox: { x0: x, y0: y - 30, x1: x + 200, y1: y + 10 } }],
            },
          ],
        },
      ],
    });
    const { fragments } = fragmentsOf(
      [at('Colba', 100, 401), at('Valencia', 1100, 399), at('Highlights', 100, 460)],
      1,
    );
    const y = (text: string) => fragments.find((f) => f.text === text)!.y;
    expect(y('Colba')).toBe(y('Valencia'));
    expect(y('Highlights')).toBe(460);
  });
});
