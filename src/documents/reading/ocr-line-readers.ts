// A small pool of line-recogniser processes (ocr-line-worker.ts says why processes), at most one per OCR
// worker: a page's lines are read again off the event loop, under the page's time budget. Whatever goes
// wrong (the budget spent, a process's crash, a model that does not load) the page keeps Tesseract's own
// reading, and the log says why.
import { type ChildProcess, fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { LineJob, LineOutcome } from './ocr-line-worker.ts';
import type { TesseractBlock } from './ocr-words.ts';

/** Niceness of the recogniser's processes (0 is the service's, 19 the lowest). */
const LOWER_PRIORITY = 10;

const WORKER = fileURLToPath(new URL('./ocr-line-worker.ts', import.meta.url));

export interface LineReadersOptions {
  /** The model's folder (rec.onnx, dict.txt). */
  directory: string;
  /** Processes at most. */
  workers: number;
}

interface Slot {
  worker: ChildProcess;
  busy: boolean;
}

interface Pending {
  job: LineJob;
  timeoutMs: number;
  resolve: (blocks: TesseractBlock[]) => void;
  reject: (error: Error) => void;
}

export class LineReaders {
  private readonly options: LineReadersOptions;
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  /** Set when the model failed to load: the lines are no longer sent. */
  private broken: string | undefined;

  constructor(options: LineReadersOptions) {
    this.options = options;
  }

  /** Why the recogniser cannot read, once it has failed to load. */
  get failure(): string | undefined {
    return this.broken;
  }

  /**
   * The blocks with each line's words read again within `timeoutMs` (past it the process is ended); rejects
   * when they could not be, and the caller keeps its own.
   */
  reread(page: Omit<LineJob, 'id'>, timeoutMs: number): Promise<TesseractBlock[]> {
    if (this.broken) return Promise.reject(new Error(this.broken));
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { id: this.nextId++, ...page }, timeoutMs, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    for (const pending of this.queue.splice(0)) pending.reject(new Error('the OCR reader is closing'));
    await Promise.allSettled(this.slots.splice(0).map((slot) => end(slot.worker)));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < this.options.workers) {
        // Node's own flags only: the service's (a test runner's loader, an inspector port) are not the child's.
        const worker = fork(WORKER, [this.options.directory], {
          serialization: 'advanced',
          execArgv: [],
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        });
        // Below the service in the scheduler's eyes: on a machine whose cores OCR keeps busy, the event
        // loop (/health, the other routes) is served first, and the lines take what is left.
        try {
          if (worker.pid !== undefined) setPriority(worker.pid, LOWER_PRIORITY);
        } catch {
          // Already gone (its 'exit' says so) or not allowed: it runs at the service's priority.
        }
        // An idle process must not keep the service alive.
        unref(worker);
        slot = { worker, busy: false };
        this.slots.push(slot);
      }
      if (!slot) return;
      this.run(slot, this.queue.shift() as Pending);
    }
  }

  private run(slot: Slot, pending: Pending): void {
    slot.busy = true;
    const { worker } = slot;
    worker.ref();
    worker.channel?.ref();
    const finish = (outcome: LineOutcome | Error) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (outcome instanceof Error) pending.reject(outcome);
      else if (outcome.ok) pending.resolve(outcome.blocks);
      else {
        if (outcome.loading) this.broken = `the line recogniser failed to load: ${outcome.error}`;
        pending.reject(new Error(outcome.error));
      }
    };
    const replace = () => {
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots.splice(index, 1);
      void end(worker);
    };
    const onMessage = (outcome: LineOutcome) => {
      if (outcome.id !== pending.job.id) return;
      finish(outcome);
      slot.busy = false;
      unref(worker);
      if (this.broken) for (const queued of this.queue.splice(0)) queued.reject(new Error(this.broken));
      this.dispatch();
    };
    const onError = (error: Error) => {
      replace();
      finish(error);
      this.dispatch();
    };
    const onExit = () => {
      replace();
      finish(new Error('the line recogniser stopped unexpectedly'));
      this.dispatch();
    };
    const timer = setTimeout(() => {
      // onnxruntime cannot be interrupted mid-run: the process is ended and another started for the next page.
      replace();
      finish(new Error(`the lines took longer than the ${pending.timeoutMs} ms left of the page's budget`));
      this.dispatch();
    }, pending.timeoutMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.send(pending.job);
  }
}

function unref(worker: ChildProcess): void {
  worker.unref();
  worker.channel?.unref();
}

/** The process killed, once it has exited. */
function end(worker: ChildProcess): Promise<void> {
  if (worker.exitCode !== null || worker.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    worker.once('exit', () => resolve());
    // Held until it has exited, or the service's last await would be left hanging.
    worker.ref();
    worker.kill('SIGKILL');
  });
}
