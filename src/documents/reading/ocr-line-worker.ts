// Process of the line recogniser (ocr-lines.ts), started by its pool (ocr-line-readers.ts). onnxruntime-node
// runs a model synchronously on the thread that calls it: in the service's main thread a page's lines (1-3 s
// of inference) held the event loop, /health's p99 beside four OCR uploads rising from 102 to 417 ms
// (BENCHMARKS.md, "Document formats and OCR"). Not a worker thread: onnxruntime-node 1.21 (the version
// transformers.js pins) keeps one process-wide handle to its Tensor class, and a second thread that runs a
// model aborts the whole process (microsoft/onnxruntime#24486); a process of its own has its own runtime,
// and the pool kills it when a page outlasts its budget.
import { LineRecogniser } from './ocr-lines.ts';
import type { TesseractBlock } from './ocr-words.ts';

export interface LineJob {
  id: number;
  /** The page's grey pixels, a byte each, row after row. */
  pixels: Uint8Array;
  width: number;
  height: number;
  blocks: TesseractBlock[];
  /** The skew Tesseract straightened, which the recogniser's crops follow. */
  radians: number;
}

export type LineOutcome =
  | { id: number; ok: true; blocks: TesseractBlock[] }
  /** `loading`: the model could not be loaded, and no later page will be read either. */
  | { id: number; ok: false; error: string; loading: boolean };

const send = (outcome: LineOutcome) => process.send?.(outcome);
// The model's folder is the one argument.
const loaded = LineRecogniser.load(process.argv[2] ?? '');
// A load failure is reported with the first job, not thrown at nobody.
loaded.catch(() => undefined);

process.on('message', async (job: LineJob) => {
  let recogniser: LineRecogniser;
  try {
    recogniser = await loaded;
  } catch (error) {
    send({ id: job.id, ok: false, error: String(error), loading: true });
    return;
  }
  try {
    const pixels = Buffer.from(job.pixels.buffer, job.pixels.byteOffset, job.pixels.byteLength);
    const blocks = await recogniser.reread(pixels, job.width, job.height, job.blocks, job.radians);
    send({ id: job.id, ok: true, blocks });
  } catch (error) {
    send({ id: job.id, ok: false, error: String(error), loading: false });
  }
});
// The service gone (ended, crashed): this process goes too.
process.on('disconnect', () => process.exit(0));
