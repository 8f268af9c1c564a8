// Text recognition (OCR) of scanned pages and photos with tesseract.js, off the event loop: each
// recogniser is a tesseract worker thread (WebAssembly), at most `workers` of them, each page under a
// time budget after which its worker is terminated and replaced. Before recognition a page is cleaned
// (ocr-image.ts: upright by EXIF, scaled, background flattened, contrast stretched), then turned upright
// by Tesseract's own orientation detection. Tesseract then
// corrects the remaining skew (rotateAuto). The words come back with their boxes as positioned
// fragments, in the page's own coordinates (ocr-words.ts), for the same layout reader the PDF path uses;
// the words of each line are read again by PP-OCRv6's line recogniser when it is installed (ocr-lines.ts),
// in processes of its own (ocr-line-readers.ts), within what is left of the page's budget.
// The language models come from the npm packages @tesseract.js-data/<code> (installed with the
// dependencies): nothing is fetched at run time.
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createWorker, type InitOptions, OEM, type Worker } from 'tesseract.js';
import { MODELS_DIR } from '../../embeddings/model.ts';
import { AppError } from '../../http/errors.ts';
import type { DocumentLanguage } from '../parsing/languages/index.ts';
import type { PageFragments } from './layout.ts';
import { type CleanPage, cleanPage, imagePageCount, oneChannel, pgm } from './ocr-image.ts';
import { LineReaders } from './ocr-line-readers.ts';
import { fragmentsOf, type TesseractBlock } from './ocr-words.ts';

/** Each document language's Tesseract model (ISO 639-1 -> 639-2/T). */
export const OCR_LANGUAGES: Record<DocumentLanguage, string> = {
  en: 'eng',
  fr: 'fra',
  es: 'spa',
  de: 'deu',
  it: 'ita',
  nl: 'nld',
  pt: 'por',
  pl: 'pol',
};
export type OcrLanguage = DocumentLanguage;

export interface OcrOptions {
  /** Recognisers running at once (each a worker thread). */
  workers: number;
  /** Time budget of one page. */
  pageTimeoutMs: number;
  /** Largest image decoded, in pixels (width x height): a decompression bomb is refused. */
  maxPixels?: number;
  /** Where progress goes (info) and what an operator should fix or know went wrong (warn). */
  log?: (message: string, fields: Record<string, unknown>, level?: 'info' | 'warn') => void;
  /**
   * The folder of the line recogniser that reads the lines Tesseract finds (ocr-lines.ts); null: Tesseract
   * reads them itself. By default .models/pp-ocrv6-small-rec (scripts/models/fetch-ocr-model.sh), when
   * installed.
   */
  lineModel?: string | null;
}

/** Where scripts/models/fetch-ocr-model.sh installs the line recogniser. */
export const LINE_MODEL = join(MODELS_DIR, 'pp-ocrv6-small-rec');

/** One page read by OCR. */
export interface OcrPage {
  page: PageFragments;
  /** Tesseract's mean word confidence, 0..1. */
  confidence: number;
  /** Degrees the page was turned to be upright (EXIF and orientation detection), clockwise. */
  rotated: number;
  /** Degrees of skew Tesseract straightened. */
  skew: number;
  words: number;
  milliseconds: number;
  /** The language the page's words were found to be written in (a page read with `languageOf`). */
  language?: OcrLanguage;
}

/** The language a page's words are written in, from its words read in English. */
export type LanguageOf = (words: string) => OcrLanguage;

const modelsOf = (languages: OcrLanguage[]) =>
  [...new Set(languages.map((l) => OCR_LANGUAGES[l]))].join('+') || OCR_LANGUAGES.en;

/** The words Tesseract read, in reading order, as one text. */
const textOf = (blocks: TesseractBlock[]) =>
  blocks
    .flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words.map((w) => w.text))))
    .join(' ');

/** Tesseract's diagnostics ("Estimating resolution", "Too few characters") go nowhere, not to stdout. */
const QUIET = { debug_file: '/dev/null' } as Partial<InitOptions>;

/** A photo's page is assumed this wide in points (US Letter; A4 is 595) to give its fragments a size. */
const PAGE_POINTS = 612;

interface Slot {
  worker: Promise<Worker>;
  languages: string;
  busy: boolean;
}

/** A page cleaned, turned upright and measured, as `read` takes it. */
export interface PreparedPage {
  /** The image as PGM (P5: a header, then a byte per pixel, row after row). */
  pgm: Buffer;
  /** The same pixels without the header. */
  pixels: Buffer;
  width: number;
  height: number;
  rotated: number;
  downscale: number;
  /** 0-based page of the document. */
  page: number;
  dpi: number;
  /** Points per pixel of `pgm`. */
  scale: number;
  preparedMs: number;
}

interface Job {
  image: Buffer;
  languages: string;
  dpi: number;
  /** 0-based, for the error that names it. */
  page: number;
  resolve: (result: Recognised) => void;
  reject: (error: Error) => void;
}

interface Recognised {
  blocks: TesseractBlock[];
  confidence: number;
  rotateRadians: number;
}

export class OcrReader {
  private readonly options: OcrOptions;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly models: string;
  private orientation: Promise<Worker> | undefined;
  private lineReaders: LineReaders | null | undefined;
  private orientationQueue: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(options: OcrOptions) {
    this.options = options;
    this.models = modelDirectory();
  }

  /**
   * The text of one page image (JPEG, PNG, TIFF, WebP, GIF or BMP bytes, or a rendered PDF page),
   * with the words' positions. `pointsPerPixel` gives a rendered PDF page its own coordinates; a photo
   * is taken to be a Letter-wide page.
   */
  async readPage(
    image: Uint8Array,
    options: { languages: OcrLanguage[]; pointsPerPixel?: number; page?: number },
  ): Promise<OcrPage> {
    return this.read(await this.preparePage(image, options), options.languages);
  }

  /** A page cleaned and turned upright, ready to be read (once or several times, in other languages). */
  async preparePage(
    image: Uint8Array,
    options: { pointsPerPixel?: number; page?: number } = {},
  ): Promise<PreparedPage> {
    if (this.closed) throw new AppError('service_unavailable', 'The service is shutting down');
    const started = performance.now();
    const turned = await this.upright(await cleanPage(image, options.page ?? 0, this.maxPixels));
    const known = options.pointsPerPixel !== undefined;
    return {
      ...turned,
      page: options.page ?? 0,
      // The resolution, which Tesseract otherwise estimates (and warns about): a rendered PDF page's is
      // known, a photo's page is taken to be Letter-wide.
      dpi: Math.round(
        known ? 72 / (options.pointsPerPixel! * turned.downscale) : (turned.width / PAGE_POINTS) * 72,
      ),
      scale: known ? options.pointsPerPixel! * turned.downscale : PAGE_POINTS / turned.width,
      preparedMs: performance.now() - started,
    };
  }

  /**
   * The words of a prepared page in the given languages, or, given `languageOf`, in the language its
   * words are written in: the page is read in English, whose Latin letters Tesseract's other models
   * share, and `languageOf` tells the language from those words. Where the line recogniser reads every
   * line again, that first reading is the page's (Tesseract gives the layout, the recogniser the words,
   * whatever Tesseract's model); without it the page is read again in its language, so a German scan
   * keeps its umlauts. The title strip is read in the page's language.
   */
  async read(prepared: PreparedPage, languages: OcrLanguage[] | LanguageOf): Promise<OcrPage> {
    if (this.closed) throw new AppError('service_unavailable', 'The service is shutting down');
    const started = performance.now();
    const detecting = typeof languages === 'function';
    let models = detecting ? OCR_LANGUAGES.en : modelsOf(languages);
    let result = await this.recognise(prepared.pgm, models, prepared.dpi, prepared.page);
    let language: OcrLanguage | undefined;
    if (detecting) {
      language = languages(textOf(result.blocks));
      const own = OCR_LANGUAGES[language];
      if (own !== models && !this.lines())
        result = await this.recognise(prepared.pgm, own, prepared.dpi, prepared.page);
      models = own;
    }
    // The title strip (a Tesseract worker) and the lines read again (a line recogniser's process) at once.
    const [header, reread] = await Promise.all([
      this.header(prepared, result.blocks, models),
      this.reread(prepared, result, started),
    ]);
    const blocks = [...header, ...reread];
    const { scale, width: turnedWidth, height: turnedHeight } = prepared;
    const { fragments, words } = fragmentsOf(blocks, scale);
    const milliseconds = Math.round(performance.now() - started + prepared.preparedMs);
    const page: OcrPage = {
      page: { width: turnedWidth * scale, height: turnedHeight * scale, fragments },
      confidence: Math.round(result.confidence) / 100,
      rotated: prepared.rotated,
      skew: Math.round((result.rotateRadians * 180 * 10) / Math.PI) / 10,
      words,
      milliseconds,
      ...(language ? { language } : {}),
    };
    this.options.log?.('OCR page read', {
      page: prepared.page + 1,
      languages: models,
      words,
      confidence: page.confidence,
      rotated: page.rotated,
      skew: page.skew,
      ms: milliseconds,
    });
    return page;
  }

  /**
   * The lines Tesseract found, read again by the line recogniser when there is one, in what is left of the
   * page's budget (`started`: when its reading began).
   */
  private async reread(
    prepared: PreparedPage,
    result: Recognised,
    started: number,
  ): Promise<TesseractBlock[]> {
    const readers = this.lines();
    if (!readers) return result.blocks;
    const left = this.options.pageTimeoutMs - (performance.now() - started);
    try {
      const { pixels, width, height } = prepared;
      const page = { pixels, width, height, blocks: result.blocks, radians: result.rotateRadians };
      return await readers.reread(page, Math.max(1, Math.round(left)));
    } catch (error) {
      // Tesseract's own reading is still a reading: the page is not lost.
      this.options.log?.(
        'OCR line recogniser failed; Tesseract read the page',
        {
          page: prepared.page + 1,
          error: readers.failure ?? String(error),
        },
        'warn',
      );
      return result.blocks;
    }
  }

  /** The line recognisers' threads, or null when no model is installed or wanted. */
  private lines(): LineReaders | null {
    if (this.lineReaders !== undefined) return this.lineReaders;
    const directory = this.options.lineModel === undefined ? LINE_MODEL : this.options.lineModel;
    this.lineReaders = null;
    if (!directory) return null;
    if (!existsSync(join(directory, 'rec.onnx'))) {
      this.options.log?.(
        'OCR line recogniser not installed; Tesseract reads the lines',
        {
          directory,
          hint: 'scripts/models/fetch-ocr-model.sh installs it',
        },
        'warn',
      );
      return null;
    }
    this.lineReaders = new LineReaders({ directory, workers: this.options.workers });
    return this.lineReaders;
  }

  /**
   * The words above the first line Tesseract read. Its page layout analysis drops a page's title set
   * much larger and bolder than the rest (a CV's name over its headline, in about half of the scanned
   * CVs measured): read alone, the strip of the page above the first line gives it back.
   */
  private async header(prepared: PreparedPage, blocks: TesseractBlock[], models: string) {
    const tops = blocks.flatMap((b) =>
      b.paragraphs.flatMap((p) => p.lines.filter((l) => l.words.some((w) => w.confidence >= 50))),
    );
    if (tops.length === 0) return [];
    const top = Math.min(...tops.map((l) => l.bbox.y0));
    const { pixels, width } = prepared;
    // Rows of the strip holding ink (dark pixels over a thousandth of the row): a title, not specks.
    let inked = 0;
    for (let row = 0; row < top; row++) {
      let dark = 0;
      for (let i = row * width; i < (row + 1) * width; i++) if (pixels[i]! < 128) dark++;
      if (dark > width / 1000) inked++;
    }
    if (inked < 12) return [];
    const strip = pgm(pixels.subarray(0, top * width), width, top);
    const { blocks: read } = await this.recognise(strip, models, prepared.dpi, prepared.page);
    // Only lines read with confidence: a photo's page edge and shadow above the text read as junk.
    return read.map((block) => ({
      ...block,
      paragraphs: block.paragraphs.map((p) => ({ ...p, lines: p.lines.filter((l) => readSurely(l.words)) })),
    }));
  }

  /** Pages an image file holds (a multi-page TIFF); 1 for other formats. */
  pageCount(image: Uint8Array): Promise<number> {
    return imagePageCount(image, this.maxPixels);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0))
      job.reject(new AppError('service_unavailable', 'The service is shutting down'));
    const workers = [
      ...this.slots.splice(0).map((s) => s.worker),
      ...(this.orientation ? [this.orientation] : []),
    ];
    await Promise.allSettled([
      ...workers.map(async (w) => (await w).terminate()),
      ...this.retiring,
      this.lineReaders?.close(),
    ]);
    // Only once no worker may still be reading its model from them are the links removed.
    rmSync(this.models, { recursive: true, force: true });
  }

  /** Workers being ended (a page past its budget, a failure); close() waits for them. */
  private readonly retiring = new Set<Promise<unknown>>();

  private retire(worker: Promise<Worker>): void {
    const ended: Promise<unknown> = worker
      .then((w) => w.terminate())
      .catch(() => undefined)
      .finally(() => this.retiring.delete(ended));
    this.retiring.add(ended);
  }

  private get maxPixels() {
    return this.options.maxPixels ?? 50_000_000;
  }

  /** The page turned by the orientation Tesseract detects (a scan fed sideways, a photo upside down). */
  private async upright(prepared: CleanPage) {
    let { data, width, height } = prepared;
    let rotated = 0;
    const detection = await this.detectOrientation(pgm(data, width, height)).catch(() => undefined);
    const degrees = uprightTurn(detection, width, height);
    if (degrees) {
      const turned = await sharp(data, { raw: { width, height, channels: 1 } })
        .rotate(degrees)
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      data = oneChannel(turned.data, turned.info.channels);
      ({ width, height } = turned.info);
      rotated = degrees;
    }
    return {
      pgm: pgm(data, width, height),
      pixels: data,
      width,
      height,
      rotated,
      downscale: prepared.downscale,
    };
  }

  /** Orientation and script detection, with the legacy engine's model: one worker, pages in turn. */
  private detectOrientation(image: Buffer) {
    this.orientation ??= createWorker(
      'osd',
      OEM.TESSERACT_ONLY,
      { ...this.workerOptions(), legacyCore: true, legacyLang: true },
      QUIET,
    );
    const run = this.orientationQueue.then(async () => (await (await this.orientation!).detect(image)).data);
    this.orientationQueue = run.catch(() => undefined);
    return run;
  }

  private workerOptions() {
    // The models are read from the directory of links to the packages' files, never fetched: a model
    // missing there fails on the local path.
    return {
      langPath: this.models,
      cachePath: this.models,
      cacheMethod: 'readOnly',
      gzip: true,
      // A failure already rejects the call that caused it (and so the page's job); without a handler
      // tesseract.js also rethrows it from its message listener, where nothing can catch it.
      errorHandler: () => undefined,
    } as const;
  }

  private recognise(image: Buffer, languages: string, dpi: number, page: number): Promise<Recognised> {
    return new Promise((resolve, reject) => {
      this.queue.push({ image, languages, dpi, page, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const job = this.queue[0]!;
      let slot =
        this.slots.find((s) => !s.busy && s.languages === job.languages) ?? this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < this.options.workers) {
        slot = {
          worker: createWorker(job.languages, OEM.LSTM_ONLY, this.workerOptions(), QUIET),
          languages: job.languages,
          busy: false,
        };
        this.slots.push(slot);
      }
      if (!slot) return;
      this.queue.shift();
      this.run(slot, job);
    }
  }

  private run(slot: Slot, job: Job): void {
    slot.busy = true;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      // A page past its budget: its worker is ended (WebAssembly cannot be interrupted otherwise).
      this.slots.splice(this.slots.indexOf(slot), 1);
      this.retire(slot.worker);
      job.reject(
        new AppError(
          'unreadable_document',
          `Text recognition of page ${job.page + 1} took longer than ${this.options.pageTimeoutMs} ms`,
          { reason: 'timeout', page: job.page + 1 },
        ),
      );
      this.dispatch();
    }, this.options.pageTimeoutMs);
    // A worker ended by the timer must not be handed another job: tesseract.js posts it to a null
    // worker and rejects a promise nobody holds. Each await below may outlast the budget.
    const stillOurs = () => {
      if (timedOut) throw new Error('page budget spent');
    };
    (async () => {
      const worker = await slot.worker;
      stillOurs();
      if (slot.languages !== job.languages) {
        await worker.reinitialize(job.languages, OEM.LSTM_ONLY);
        slot.languages = job.languages;
        stillOurs();
      }
      const result = await worker.recognize(
        job.image,
        {
          rotateAuto: true,
          user_defined_dpi: String(job.dpi),
        } as Parameters<Worker['recognize']>[1],
        { text: false, blocks: true },
      );
      return {
        blocks: (result.data.blocks ?? []) as unknown as TesseractBlock[],
        confidence: result.data.confidence,
        rotateRadians: (result.data as { rotateRadians?: number }).rotateRadians ?? 0,
      };
    })().then(
      (result) => {
        if (timedOut) return;
        clearTimeout(timer);
        slot.busy = false;
        job.resolve(result);
        this.dispatch();
      },
      (error: unknown) => {
        if (timedOut) return;
        clearTimeout(timer);
        // A worker that failed is not trusted with the next page.
        this.slots.splice(this.slots.indexOf(slot), 1);
        this.retire(slot.worker);
        job.reject(
          new AppError(
            'unreadable_document',
            `Text recognition failed on page ${job.page + 1}`,
            { reason: 'ocr_failed', page: job.page + 1 },
            { cause: error },
          ),
        );
        this.dispatch();
      },
    );
  }
}

/**
 * Whether a line's words were read with confidence (70 of 100 on average), counting only words of two
 * letters or digits or more: a speck read as a sign beside a name ("/" at 0 before "PATRICK" at 93 and
 * "MIRWALD" at 92) is no word of it.
 */
export function readSurely(all: { text: string; confidence: number }[]): boolean {
  const words = all.filter((w) => /[\p{L}\p{N}]{2}/u.test(w.text));
  return words.length > 0 && words.reduce((sum, w) => sum + w.confidence, 0) / words.length >= 70;
}

/**
 * The quarter turns (degrees clockwise) that set a page upright, from Tesseract's orientation detection.
 * Its rule of thumb: an orientation is trustworthy above a confidence of about 2. A page wider than it is
 * tall is a CV turned a quarter (a phone held sideways): there the question is only which way, and the
 * detection's answer, however unsure, beats leaving the lines on end (tune photos of the outside corpus:
 * 2 of 13 sideways pages were left on end under the rule of thumb and read as garbage).
 */
export function uprightTurn(
  detection: { orientation_degrees?: number | null; orientation_confidence?: number | null } | undefined,
  width: number,
  height: number,
): number {
  const degrees = detection?.orientation_degrees ?? 0;
  const quarter = width > height && (degrees === 90 || degrees === 270);
  return quarter || (degrees && (detection?.orientation_confidence ?? 0) >= 2) ? degrees : 0;
}

/** A directory of links named `<code>.traineddata`, one per model package, for tesseract.js to read. */
function modelDirectory(): string {
  const require = createRequire(import.meta.url);
  const directory = mkdtempSync(join(tmpdir(), 'skillgraph-tessdata-'));
  for (const code of [...Object.values(OCR_LANGUAGES), 'osd']) {
    const model = require(`@tesseract.js-data/${code}`) as { langPath: string };
    // LSTM models (the packages' "best_int" set) for recognition; the legacy one for orientation.
    const dir = code === 'osd' ? model.langPath : model.langPath.replace(/4\.0\.0$/, '4.0.0_best_int');
    symlinkSync(join(dir, `${code}.traineddata.gz`), join(directory, `${code}.traineddata`));
    symlinkSync(join(dir, `${code}.traineddata.gz`), join(directory, `${code}.traineddata.gz`));
  }
  return directory;
}
