// Worker thread that reads PDFs with pdfjs-dist, one at a time, so a heavy or hostile document can
// neither block the event loop nor outlive its time budget (the pool terminates the thread).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { type PageFragments, readingOrder } from './layout.ts';

export interface PdfJob {
  id: number;
  bytes: Uint8Array;
  maxPages: number;
}

export type PdfOutcome =
  | {
      id: number;
      ok: true;
      pages: number;
      pagesRead: number;
      lines: ReturnType<typeof readingOrder>;
    }
  | { id: number; ok: false; reason: 'encrypted' | 'invalid'; message: string };

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

async function read(job: PdfJob): Promise<PdfOutcome> {
  const task = getDocument({
    data: job.bytes,
    // Text only: no fonts rendered, nothing fetched beyond the package's own files.
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
    for (let number = 1; number <= pagesRead; number++) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const fragments: PageFragments['fragments'] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str === '') continue;
        const [a, b, c, d, e, f] = item.transform as number[];
        const [x, y] = viewport.convertToViewportPoint(e ?? 0, f ?? 0) as [number, number];
        const size = Math.hypot(c ?? 0, d ?? 0) || Math.hypot(a ?? 0, b ?? 0);
        fragments.push({ text: item.str, x, y, width: item.width, size });
      }
      pages.push({ width: viewport.width, height: viewport.height, fragments });
      page.cleanup();
    }
    return { id: job.id, ok: true, pages: document.numPages, pagesRead, lines: readingOrder(pages) };
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

parentPort?.on('message', (job: PdfJob) => {
  read(job).then(
    (outcome) => parentPort?.postMessage(outcome),
    (error: Error) =>
      parentPort?.postMessage({ id: job.id, ok: false, reason: 'invalid', message: error.message }),
  );
});
