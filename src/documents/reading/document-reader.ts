// A small pool of document worker threads (document-worker.ts). Each document gets a time budget and a
// memory ceiling; a worker that overruns either is terminated and replaced, and the caller gets a clear
// error instead of a hung request or a crashed process.
import { Worker } from 'node:worker_threads';
import { AppError } from '../../http/errors.ts';
import type { DocumentJob, DocumentOutcome } from './document-worker.ts';
import type { DocumentFormat } from './formats.ts';

/** What a worker read: lines, or fragments and scanned pages still to be read by OCR, or plain text. */
export type WorkerText = Omit<Extract<DocumentOutcome, { ok: true }>, 'id' | 'ok'>;

export interface ReaderOptions {
  workers: number;
  timeoutMs: number;
  maxPages: number;
  memoryMb?: number;
  /** Resolution at which PDF pages without a text layer are rendered for OCR; 0: they are not. */
  scanDpi?: number;
  /** At most this many pages of a PDF are rendered for OCR. */
  maxScanPages?: number;
}

interface Slot {
  worker: Worker;
  busy: boolean;
}

interface Pending {
  job: DocumentJob;
  timeoutMs: number;
  resolve: (text: WorkerText) => void;
  reject: (error: Error) => void;
}

const WORKER_URL = new URL('./document-worker.ts', import.meta.url);

const NAMES: Partial<Record<DocumentFormat, string>> = {
  pdf: 'PDF',
  docx: 'Word document',
  doc: 'Word 97-2003 document',
  odt: 'OpenDocument text',
  rtf: 'RTF document',
  html: 'HTML document',
  markdown: 'Markdown document',
};

export class DocumentReader {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  private readonly options: ReaderOptions;

  constructor(options: ReaderOptions) {
    this.options = options;
  }

  /**
   * A document's lines in reading order (a PDF's pages without a text layer as images for OCR); 400
   * `unreadable_document` when it cannot be read, 413 when it unpacks past the limits.
   */
  read(
    bytes: Uint8Array,
    format: DocumentFormat = 'pdf',
    options: { timeoutMs?: number } = {},
  ): Promise<WorkerText> {
    if (this.closed)
      return Promise.reject(new AppError('service_unavailable', 'The service is shutting down'));
    return new Promise((resolve, reject) => {
      this.queue.push({
        job: {
          id: this.nextId++,
          format,
          bytes,
          maxPages: this.options.maxPages,
          scanDpi: this.options.scanDpi ?? 0,
          maxScanPages: this.options.maxScanPages ?? 0,
        },
        timeoutMs: options.timeoutMs ?? this.options.timeoutMs,
        resolve,
        reject,
      });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0))
      pending.reject(new AppError('service_unavailable', 'The service is shutting down'));
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < this.options.workers) {
        slot = { worker: this.spawn(), busy: false };
        this.slots.push(slot);
      }
      if (!slot) return;
      this.run(slot, this.queue.shift() as Pending);
    }
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_URL, {
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb ?? 512 },
    });
    // Idle workers must not keep the process alive.
    worker.unref();
    return worker;
  }

  private run(slot: Slot, pending: Pending): void {
    slot.busy = true;
    const { worker } = slot;
    worker.ref();
    const name = NAMES[pending.job.format] ?? 'document';
    const finish = (outcome: DocumentOutcome | Error) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (outcome instanceof Error) pending.reject(outcome);
      else if (outcome.ok) {
        const { id: _, ok: __, ...text } = outcome;
        pending.resolve(text);
      } else if (outcome.reason === 'too_large')
        pending.reject(
          new AppError(
            'payload_too_large',
            `The ${name} unpacks to more, or is nested deeper, than this service reads (${outcome.message})`,
            {
              reason: 'decompressed_size',
            },
          ),
        );
      else
        pending.reject(
          new AppError(
            'unreadable_document',
            outcome.reason === 'encrypted'
              ? `The ${name} is password-protected; send it without encryption`
              : `The file is not a readable ${name} (it is corrupt or truncated)`,
            { reason: outcome.reason, format: pending.job.format },
          ),
        );
    };
    const replace = () => {
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots.splice(index, 1);
      void worker.terminate();
    };
    const onMessage = (outcome: DocumentOutcome) => {
      if (outcome.id !== pending.job.id) return;
      finish(outcome);
      slot.busy = false;
      worker.unref();
      this.dispatch();
    };
    const onError = (error: Error) => {
      // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash inside pdfjs: the document is at fault.
      replace();
      finish(
        new AppError(
          'unreadable_document',
          `The ${name} could not be read within the memory allowed`,
          {
            reason: 'too_complex',
          },
          { cause: error },
        ),
      );
      this.dispatch();
    };
    const onExit = () => {
      replace();
      finish(new AppError('internal_error', 'The document reader stopped unexpectedly'));
      this.dispatch();
    };
    const timer = setTimeout(() => {
      replace();
      finish(
        new AppError('unreadable_document', `The ${name} could not be read within ${pending.timeoutMs} ms`, {
          reason: 'timeout',
        }),
      );
      this.dispatch();
    }, pending.timeoutMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(pending.job);
  }
}
