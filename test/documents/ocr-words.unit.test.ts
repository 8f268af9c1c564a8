// Tesseract's words as the layout reader's fragments (src/documents/reading/ocr-words.ts): a list's
// bullet read as a sign or a digit is given back as a bullet, a speck read as an underscore dropped, a
// row's words read as lines of their own set on one baseline.
import { describe, expect, it } from 'vitest';
import { fragmentsOf, type TesseractBlock } from '../../src/documents/reading/ocr-words.ts';

/** One line of words "text@left+width" (pixels), 40 pixels high on the baseline `y`. */
const line = (words: string, y = 100): TesseractBlock => {
  const read = words.split(' ').map((w) => {
    const [, text, x, width] = /^(.+)@(\d+)\+(\d+)$/.exec(w)!;
    return { text: text!, confidence: 95, bbox: { x0: +x!, y0: y - 30, x1: +x! + +width!, y1: y + 10 } };
  });
  const [left, right] = [read[0]!.bbox.x0, read.at(-1)!.bbox.x1];
  return {
    paragraphs: [
      {
        lines: [
          {
            baseline: { x0: left, y0: y, x1: right, y1: y },
            rowAttributes: { rowHeight: 40 },
            bbox: { x0: left, y0: y - 30, x1: right, y1: y + 10 },
            words: read,
          },
        ],
      },
    ],
  };
};

const texts = (...blocks: TesseractBlock[]) => fragmentsOf(blocks, 1).fragments.map((f) => f.text);

describe('fragmentsOf', () => {
  it('reads a triangle before a list item, read as "<" or as a "4" set apart, as a bullet', () => {
    expect(texts(line('<@100+20 Webpack@140+160'))).toEqual(['•', 'Webpack']);
    // 60 pixels between the "4" and the word: more than a word space at a type 40 pixels high.
    expect(texts(line('4@100+20 Romanian@180+180'))).toEqual(['•', 'Romanian']);
  });

  it('keeps a number a word space before the next word', () => {
    expect(texts(line('4@100+20 years@132+100'))).toEqual(['4', 'years']);
  });

  it('drops a word of underscores alone', () => {
    expect(texts(line('_@100+20'))).toEqual([]);
  });

  it("sets a row's words read as separate lines a fraction of a point apart on one baseline", () => {
    const blocks = [
      line('Colba@100+200', 401),
      line('Valencia@1100+200', 399),
      line('Highlights@100+200', 460),
    ];
    const { fragments } = fragmentsOf(blocks, 1);
    const y = (text: string) => fragments.find((f) => f.text === text)!.y;
    expect(y('Colba')).toBe(y('Valencia'));
    expect(y('Highlights')).toBe(460);
  });
});
