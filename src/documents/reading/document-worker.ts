// Worker thread that reads documents, one at a time, so that a heavy or hostile file can neither block
// the event loop nor outlive its time budget (the pool terminates the thread) nor its heap: PDFs with
// pdfjs-dist (text and positions; pages without a text layer rendered to an image for OCR), DOCX, ODT,
// RTF, HTML and Markdown with officeparser, Word 97 documents with word-extractor.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { type OfficeParserConfig, parseOffice } from 'officeparser';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import WordExtractor from 'word-extractor';
import type { DocumentFormat } from './formats.ts';
import { type DocumentLine, type PageFragments, readingOrder } from './layout.ts';
import { type OfficeNode, officeLines } from './office.ts';

export interface DocumentJob {
  id: number;
  format: DocumentFormat;
  bytes: Uint8Array;
  maxPages: number;
  /** Render pages without a text layer to PNG at this resolution for OCR; 0: do not. */
  scanDpi: number;
  /** At most this many such pages are rendered. */
  maxScanPages: number;
}

/** A page without a text layer, rendered for OCR. */
export interface ScannedPage {
  /** 0-based index among the pages read. */
  index: number;
  png: Uint8Array;
  /** Points per pixel of the image: the page's own coordinates. */
  pointsPerPixel: number;
}

export type DocumentOutcome =
  | {
      id: number;
      ok: true;
      pages: number;
      pagesRead: number;
      /** Lines in reading order, when no page waits for OCR. */
      lines?: DocumentLine[];
      /** Each page's fragments, when some pages wait for OCR: the lines are made once they are read. */
      fragments?: PageFragments[];
      scans?: ScannedPage[];
      /** Plain text to mark as a text document's lines (Word 97's). */
      text?: string;
    }
  | { id: number; ok: false; reason: 'encrypted' | 'invalid' | 'too_large'; message: string };

interface CanvasFactory {
  create(width: number, height: number): { canvas: { toBuffer(type: string): Buffer }; context: unknown };
  destroy(canvas: { canvas: unknown; context: unknown }): void;
}

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** A page with fewer letters than this holds no text layer worth reading (a scan with a page number). */
const SCANNED_BELOW = 20;

async function readPdf(job: DocumentJob): Promise<DocumentOutcome> {
  const task = getDocument({
    data: job.bytes,
    // No fonts loaded as font faces, nothing fetched beyond the package's own files.
    disableFontFace: true,
    useSystemFonts: false,
    cMapUrl: `${join(pdfjsRoot, 'cmaps')}/`,
    cMapPacked: true,
    standardFontDataUrl: `${join(pdfjsRoot, 'standard_fonts')}/`,
    wasmUrl: `${join(pdfjsRoot, 'wasm')}/`,
    iccUrl: `${join(pdfjsRoot, 'iccs')}/`,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    const pagesRead = Math.min(document.numPages, job.maxPages);
    const pages: PageFragments[] = [];
    const scans: ScannedPage[] = [];
    for (let number = 1; number <= pagesRead; number++) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const fragments: PageFragments['fragments'] = [];
      let letters = 0;
      for (const item of content.items) {
        if (!('str' in item)) continue;
        // A glyph without a Unicode mapping (an emoji, an icon, a CJK font without its table) comes out
        // as a control character: shown as the replacement character, which keeps its place in the line.
        const text = item.str.replace(/\p{Cc}/gu, (c) => (c === '\t' || c === '\n' ? c : '\ufffd'));
        if (text === '') continue;
        const [a, b, c, d, e, f] = item.transform as number[];
        const [x, y] = viewport.convertToViewportPoint(e ?? 0, f ?? 0) as [number, number];
        const size = Math.hypot(c ?? 0, d ?? 0) || Math.hypot(a ?? 0, b ?? 0);
        fragments.push({ text, x, y, width: item.width, size });
        letters += text.match(/\p{L}/gu)?.length ?? 0;
      }
      pages.push({ width: viewport.width, height: viewport.height, fragments });
      if (letters < SCANNED_BELOW && job.scanDpi > 0 && scans.length < job.maxScanPages) {
        const scale = job.scanDpi / 72;
        const rendered = page.getViewport({ scale });
        // pdfjs's Node canvas factory draws with @napi-rs/canvas (its optional dependency).
        const factory = document.canvasFactory as CanvasFactory;
        const canvas = factory.create(Math.ceil(rendered.width), Math.ceil(rendered.height));
        const parameters = { canvas: canvas.canvas, canvasContext: canvas.context, viewport: rendered };
        await page.render(parameters as unknown as Parameters<typeof page.render>[0]).promise;
        const png = canvas.canvas.toBuffer('image/png');
        factory.destroy(canvas);
        scans.push({ index: number - 1, png: new Uint8Array(png), pointsPerPixel: 1 / scale });
      }
      page.cleanup();
    }
    return scans.length
      ? { id: job.id, ok: true, pages: document.numPages, pagesRead, fragments: pages, scans }
      : { id: job.id, ok: true, pages: document.numPages, pagesRead, lines: readingOrder(pages) };
  } catch (error) {
    const name = (error as Error).name;
    return {
      id: job.id,
      ok: false,
      reason: name === 'PasswordException' ? 'encrypted' : 'invalid',
      message: (error as Error).message,
    };
  } finally {
    await task.destroy();
  }
}

const OFFICE_TYPES: Partial<Record<DocumentFormat, OfficeParserConfig['fileType']>> = {
  docx: 'docx',
  odt: 'odt',
  rtf: 'rtf',
  html: 'html',
  markdown: 'md',
};

/** officeparser's error codes that say the document is encrypted or too large once unpacked. */
const ENCRYPTED = new Set(['PASSWORD_REQUIRED', 'PASSWORD_INCORRECT', 'DOCUMENT_DECRYPTION_FAILED']);
const TOO_LARGE = new Set([
  'ZIP_SIZE_LIMIT_EXCEEDED',
  'XML_ELEMENT_LIMIT_EXCEEDED',
  'ZIP_ENTRY_COUNT_LIMIT_EXCEEDED',
  'MAX_NESTING_DEPTH_EXCEEDED',
]);

async function readOffice(job: DocumentJob): Promise<DocumentOutcome> {
  try {
    const tree = await parseOffice(
      Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength),
      {
        fileType: OFFICE_TYPES[job.format] ?? null,
        ignoreNotes: true,
        ignoreComments: true,
        ignorePageGeometry: true,
        extractAttachments: false,
        ocr: false,
        // An encrypted document is refused, not asked a password.
        onPassword: () => undefined,
        decompressionLimits: {
          maxUncompressedBytes: 64 * 1024 * 1024,
          maxZipEntries: 2000,
          maxXmlElements: 1_000_000,
          maxTableCells: 100_000,
        },
      },
    );
    const lines = officeLines({
      content: tree.content as OfficeNode[],
      auxiliary: tree.auxiliary as { headers?: OfficeNode[]; footers?: OfficeNode[] } | undefined,
    });
    return { id: job.id, ok: true, pages: 1, pagesRead: 1, lines };
  } catch (error) {
    const code = (error as { officeIssue?: { code?: string } }).officeIssue?.code ?? '';
    return {
      id: job.id,
      ok: false,
      reason: ENCRYPTED.has(code) ? 'encrypted' : TOO_LARGE.has(code) ? 'too_large' : 'invalid',
      message: `${code ? `${code}: ` : ''}${(error as Error).message}`,
    };
  }
}

async function readWord97(job: DocumentJob): Promise<DocumentOutcome> {
  try {
    const document = await new WordExtractor().extract(
      Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength),
    );
    // Headers (contact details) first, the body, text boxes (a sidebar), then footers.
    const parts = [
      document.getHeaders({ includeFooters: false }),
      document.getBody(),
      document.getTextboxes({ includeHeadersAndFooters: false, includeBody: true }),
      document.getFooters(),
    ];
    return {
      id: job.id,
      ok: true,
      pages: 1,
      pagesRead: 1,
      text: parts
        .map((p) => p.trim())
        .filter(Boolean)
        .join('\n\n'),
    };
  } catch (error) {
    const message = (error as Error).message ?? String(error);
    return { id: job.id, ok: false, reason: /encrypt/i.test(message) ? 'encrypted' : 'invalid', message };
  }
}

const read = (job: DocumentJob): Promise<DocumentOutcome> =>
  job.format === 'pdf' ? readPdf(job) : job.format === 'doc' ? readWord97(job) : readOffice(job);

parentPort?.on('message', (job: DocumentJob) => {
  read(job).then(
    (outcome) => {
      // The images of scanned pages move to the main thread rather than being copied.
      const transfer = outcome.ok ? (outcome.scans ?? []).map((s) => s.png.buffer as ArrayBuffer) : [];
      parentPort?.postMessage(outcome, transfer);
    },
    (error: Error) =>
      parentPort?.postMessage({ id: job.id, ok: false, reason: 'invalid', message: error.message }),
  );
});
