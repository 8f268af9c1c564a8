// A small pool of PDF worker threads (pdf-worker.ts). Each document gets a time budget and a memory
// ceiling; a worker that overruns either is terminated and replaced, and the caller gets a clear
// error instead of a hung request or a crashed process.
import { Worker } from 'node:worker_threads';
import { AppError } from '../../http/errors.ts';
import type { DocumentLine } from './layout.ts';
import type { PdfJob, PdfOutcome } from './pdf-worker.ts';

export interface PdfText {
  pages: number;
  pagesRead: number;
  lines: DocumentLine[];
}

interface Slot {
  worker: Worker;
  busy: boolean;
}

interface Pending {
  job: PdfJob;
  timeoutMs: number;
  resolve: (text: PdfText) => void;
  reject: (error: Error) => void;
}

const WORKER_URL = new URL('./pdf-worker.ts', import.meta.url);

export class PdfReader {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  private readonly options: { workers: number; timeoutMs: number; maxPages: number; memoryMb?: number };

  constructor(options: { workers: number; timeoutMs: number; maxPages: number; memoryMb?: number }) {
    this.options = options;
  }

  /** Text lines of the PDF in reading order; 400 `unreadable_document` when it cannot be read. */
  read(bytes: Uint8Array, options: { timeoutMs?: number } = {}): Promise<PdfText> {
    if (this.closed)
      return Promise.reject(new AppError('service_unavailable', 'The service is shutting down'));
    return new Promise((resolve, reject) => {
      this.queue.push({
        job: { id: this.nextId++, bytes, maxPages: this.options.maxPages },
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
    const finish = (outcome: PdfOutcome | Error) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (outcome instanceof Error) pending.reject(outcome);
      else if (outcome.ok)
        pending.resolve({ pages: outcome.pages, pagesRead: outcome.pagesRead, lines: outcome.lines });
      else
        pending.reject(
          new AppError(
            'unreadable_document',
            outcome.reason === 'encrypted'
              ? 'The PDF is password-protected; send it without encryption'
              : 'The file is not a readable PDF (it is corrupt or truncated)',
            { reason: outcome.reason },
          ),
        );
    };
    const replace = () => {
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots.splice(index, 1);
      void worker.terminate();
    };
    const onMessage = (outcome: PdfOutcome) => {
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
          'The PDF could not be read within the memory allowed',
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
      finish(new AppError('internal_error', 'The PDF reader stopped unexpectedly'));
      this.dispatch();
    };
    const timer = setTimeout(() => {
      replace();
      finish(
        new AppError('unreadable_document', `The PDF could not be read within ${pending.timeoutMs} ms`, {
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
