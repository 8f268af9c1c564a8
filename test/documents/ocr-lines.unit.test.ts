// The line recogniser's words set on Tesseract's (src/documents/reading/ocr-lines.ts, snap): the same
// word takes Tesseract's box, and a slash the recogniser read as a stroke is Tesseract's slash again.
import { describe, expect, it } from 'vitest';
import { snap } from '../../src/documents/reading/ocr-lines.ts';

/** Words "text@left+width" on one line. */
const words = (line: string) =>
  line.split(' ').map((w) => {
    const [, text, x, width] = /^(.+)@(\d+)\+(\d+)$/.exec(w)!;
    return { text: text!, confidence: 95, bbox: { x0: +x!, y0: 0, x1: +x! + +width!, y1: 30 } };
  });

describe('snap', () => {
  it("gives the recogniser's words Tesseract's boxes and a slash back where it read a stroke", () => {
    const read = words('Magento@100+150 I@262+8 Wordpress@282+190');
    snap(read, words('Magento@98+154 /@260+12 Wordpress@280+194'), []);
    expect(read.map((w) => [w.text, w.bbox.x0, w.bbox.x1])).toEqual([
      ['Magento', 98, 252],
      ['/', 260, 272],
      ['Wordpress', 280, 474],
    ]);
  });

  it('keeps a capital I that Tesseract read as one too', () => {
    const read = words('I@100+8 led@116+40');
    snap(read, words('I@100+8 led@116+40'), []);
    expect(read.map((w) => w.text)).toEqual(['I', 'led']);
  });
});
