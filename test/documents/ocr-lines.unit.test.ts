// The OCR line recogniser (src/documents/reading/ocr-lines.ts), with the real PP-OCRv6 model that
// scripts/skillgraph setup installs: the lines of a page image Tesseract found are read again, Tesseract's
// misread words replaced, its marks kept, and each word placed where it is printed; and the pool of processes
// the service reads them in (ocr-line-readers.ts), which keeps Tesseract's reading whenever it cannot; and
// snap, which sets the recogniser's words on Tesseract's and gives back a slash it read as a stroke.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINE_MODEL } from '../../src/documents/reading/ocr.ts';
import { LineReaders } from '../../src/documents/reading/ocr-line-readers.ts';
import { LineRecogniser, readTwice, snap } from '../../src/documents/reading/ocr-lines.ts';
import type { TesseractBlock } from '../../src/documents/reading/ocr-words.ts';

const WIDTH = 1600;
const HEIGHT = 160;

/** A grey page with one printed line: the texts at the given x (pixels), 40-pixel type. */
async function page(texts: { text: string; x: number }[]) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <rect width="100%" height="100%" fill="white"/>
    ${texts.map((t) => `<text x="${t.x}" y="100" font-family="DejaVu Sans" font-size="40">${t.text}</text>`).join('')}
  </svg>`;
  const { data } = await sharp(Buffer.from(svg))
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return data;
}

/** One block, one line: Tesseract's words (its reading, its boxes) on the printed row. */
function blocks(words: { text: string; confidence: number; x0: number; x1: number }[]): TesseractBlock[] {
  const bbox = (x0: number, x1: number) => ({ x0, y0: 68, x1, y1: 110 });
  return [
    {
      paragraphs: [
        {
          lines: [
            {
              baseline: { x0: 0, y0: 100, x1: WIDTH, y1: 100 },
              bbox: bbox(Math.min(...words.map((w) => w.x0)), Math.max(...words.map((w) => w.x1))),
              words: words.map((w) => ({ text: w.text, confidence: w.confidence, bbox: bbox(w.x0, w.x1) })),
            },
          ],
        },
      ],
    },
  ];
}

/** Where the ink of each column is: the printed extent of the text starting at `from`. */
function inkSpan(pixels: Buffer, from: number, to: number) {
  let first = -1;
  let last = -1;
  for (let x = from; x < to; x++)
    for (let y = 60; y < 115; y++)
      if (pixels[y * WIDTH + x]! < 128) {
        if (first < 0) first = x;
        last = x;
        break;
      }
  return { first, last };
}

let recogniser: LineRecogniser;

/** The words of the page's one line, Tesseract's `words` read again. */
async function reread(pixels: Buffer, words: Parameters<typeof blocks>[0]) {
  const read = await recogniser.reread(pixels, WIDTH, HEIGHT, blocks(words), 0);
  return read[0]!.paragraphs[0]!.lines[0]!.words;
}
beforeAll(async () => {
  recogniser = await LineRecogniser.load(LINE_MODEL);
});
afterAll(() => recogniser.release());

describe('LineRecogniser', () => {
  it("reads the words Tesseract misread and keeps the layout's line", async () => {
    const pixels = await page([{ text: 'Material UI · Node.js · PostgreSQL', x: 40 }]);
    const end = inkSpan(pixels, 0, WIDTH).last;
    const words = await reread(pixels, [
      { text: 'Material', confidence: 91, x0: 40, x1: 200 },
      { text: 'Ul', confidence: 60, x0: 215, x1: 260 },
      { text: 'Node|S', confidence: 55, x0: 300, x1: 450 },
      { text: 'PostgreSQL.', confidence: 80, x0: 490, x1: end + 1 },
    ]);
    // The separators the recogniser glues to words are dropped: each name alone.
    expect(words.map((w) => w.text)).toEqual(['Material', 'UI', 'Node.js', 'PostgreSQL']);
    for (const word of words) expect(word.confidence).toBeGreaterThan(80);
    // In reading order, each where it is printed.
    for (let i = 1; i < words.length; i++) expect(words[i]!.bbox.x0).toBeGreaterThan(words[i - 1]!.bbox.x1);
    expect(Math.abs(words[0]!.bbox.x0 - 40)).toBeLessThan(8);
  });

  it("keeps Tesseract's bullet and parts two columns run into one line", async () => {
    const pixels = await page([
      { text: '•', x: 40 },
      { text: 'Senior Engineer', x: 80 },
      { text: 'Python', x: 1200 },
    ]);
    const left = inkSpan(pixels, 60, 700);
    const right = inkSpan(pixels, 1100, WIDTH);
    const words = await reread(pixels, [
      { text: '«', confidence: 40, x0: 40, x1: 60 },
      { text: 'Senior', confidence: 90, x0: left.first, x1: left.first + 130 },
      { text: 'Engimeer', confidence: 70, x0: left.first + 150, x1: left.last + 1 },
      { text: 'Pyth0n', confidence: 60, x0: right.first, x1: right.last + 1 },
    ]);
    expect(words.map((w) => w.text)).toEqual(['«', 'Senior', 'Engineer', 'Python']);
    const python = words.at(-1)!;
    expect(Math.abs(python.bbox.x0 - right.first)).toBeLessThan(8);
    expect(Math.abs(python.bbox.x1 - right.last)).toBeLessThan(8);
  });
});

describe('LineReaders', () => {
  const misread = [
    { text: 'Material', confidence: 91, x0: 40, x1: 200 },
    { text: 'Ul', confidence: 60, x0: 215, x1: 260 },
    { text: 'Node|S', confidence: 55, x0: 300, x1: 450 },
  ];

  it('reads in a process of its own what the recogniser reads here, and a page past its budget fails alone', async () => {
    const pixels = await page([{ text: 'Material UI · Node.js', x: 40 }]);
    const here = await recogniser.reread(pixels, WIDTH, HEIGHT, blocks(misread), 0);
    const readers = new LineReaders({ directory: LINE_MODEL, workers: 1 });
    try {
      const job = { pixels, width: WIDTH, height: HEIGHT, blocks: blocks(misread), radians: 0 };
      expect(await readers.reread(job, 60_000)).toEqual(here);
      // A budget no reading meets: the process is ended, the caller told, and the next page read by another.
      await expect(readers.reread(job, 1)).rejects.toThrow(/longer than the 1 ms left/);
      expect(await readers.reread(job, 60_000)).toEqual(here);
      expect(readers.failure).toBeUndefined();
    } finally {
      await readers.close();
    }
  });

  it('fails every page at once after a model that does not load, saying why', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-model-'));
    const readers = new LineReaders({ directory: empty, workers: 1 });
    try {
      const job = {
        pixels: await page([]),
        width: WIDTH,
        height: HEIGHT,
        blocks: blocks(misread),
        radians: 0,
      };
      await expect(readers.reread(job, 60_000)).rejects.toThrow();
      expect(readers.failure).toMatch(/failed to load/);
      await expect(readers.reread(job, 60_000)).rejects.toThrow(/failed to load/);
    } finally {
      await readers.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

/** Words "text@left+width" on one line. */
const snapWords = (line: string) =>
  line.split(' ').map((w) => {
    const [, text, x, width] = /^(.+)@(\d+)\+(\d+)$/.exec(w)!;
    return { text: text!, confidence: 95, bbox: { x0: +x!, y0: 0, x1: +x! + +width!, y1: 30 } };
  });

describe('snap', () => {
  it("gives the recogniser's words Tesseract's boxes and a slash back where it read a stroke", () => {
    const read = snapWords('Magento@100+150 I@262+8 Wordpress@282+190');
    snap(read, snapWords('Magento@98+154 /@260+12 Wordpress@280+194'), []);
    expect(read.map((w) => [w.text, w.bbox.x0, w.bbox.x1])).toEqual([
      ['Magento', 98, 252],
      ['/', 260, 272],
      ['Wordpress', 280, 474],
    ]);
  });

  it('keeps a capital I that Tesseract read as one too', () => {
    const read = snapWords('I@100+8 led@116+40');
    snap(read, snapWords('I@100+8 led@116+40'), []);
    expect(read.map((w) => w.text)).toEqual(['I', 'led']);
  });
});

describe('readTwice', () => {
  /** A Tesseract line of one part: its words "text:confidence", in the box given. */
  const line = (text: string, [x0, y0, x1, y1]: number[]) => {
    const bbox = { x0: x0!, y0: y0!, x1: x1!, y1: y1! };
    const words = text.split(' ').map((w) => {
      const [t, c] = w.split(':');
      return { text: t!, confidence: Number(c), bbox };
    });
    return {
      line: { text, confidence: 90, bbox, baseline: bbox, words } as never,
      part: { box: bbox, words },
    };
  };
  const twice = (...lines: ReturnType<typeof line>[]) =>
    [...readTwice(new Map(lines.map((l) => [l.line, [l.part]])))].map((p) =>
      p.words.map((w) => w.text).join(' '),
    );

  it('leaves out the fragment of ink read twice, and a rule read as marks reaching into a title', () => {
    expect(
      twice(line('Web:93 Agenc:90', [290, 2136, 463, 2161]), line('gency:95', [390, 2142, 482, 2168])),
    ).toEqual(['gency']);
    expect(
      twice(line('PROFIL:96', [921, 402, 1107, 478]), line('EE:0 ———:5', [915, 461, 2350, 506])),
    ).toEqual(['EE ———']);
  });

  it('keeps two lines that only touch, and a line Tesseract is unsure of beside another', () => {
    expect(
      twice(
        line('Responsable:96 des:96 ressources:92', [922, 315, 1865, 368]),
        line('PROFIL:96', [921, 362, 1107, 420]),
        line('+3364578:0 1290:0', [176, 405, 527, 436]),
      ),
    ).toEqual([]);
  });
});
