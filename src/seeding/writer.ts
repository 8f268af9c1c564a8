// Batched writes for loaders: rows accumulate per named query and are written with UNWIND in
// batches, each batch one transaction; progress goes to the log with rows per second.
import type { Executor, Params } from '../db/executor.ts';

/**
 * Rows per transaction. A bigger batch makes the service's own small writes (metering's leases, a
 * sign-up) and its record reads wait longer beside a load: with the bundled load, a small write's p99
 * was 71 ms with 2,000 rows per transaction and 42 with 500, a record read's 102 and 54, for a load
 * about 7 s (8%) longer (BENCHMARKS.md "Other transactions during a bundled load"; figures first taken
 * with bookmark-chained calls, which waited for the load's commits too, were 587 and 172-193).
 */
export const DEFAULT_BATCH_SIZE = 500;

export interface WriterOptions {
  executor: Executor | undefined; // undefined: dry run, nothing is written
  params: Params;
  batchSize?: number;
  progress: (line: string) => void;
}

export interface StepFigures {
  read: number;
  written: number;
  missing: number;
  seconds: number;
}

export class BatchWriter {
  private readonly rows: Record<string, unknown>[] = [];
  private readonly started = performance.now();
  private lastReport = performance.now();
  readonly figures: StepFigures = { read: 0, written: 0, missing: 0, seconds: 0 };
  readonly missingSamples: unknown[] = [];

  private readonly step: string;
  private readonly query: string;
  private readonly options: WriterOptions;

  constructor(step: string, query: string, options: WriterOptions) {
    this.step = step;
    this.query = query;
    this.options = options;
  }

  async add(row: Record<string, unknown>) {
    this.rows.push(row);
    this.figures.read++;
    if (this.rows.length >= (this.options.batchSize ?? DEFAULT_BATCH_SIZE)) await this.flush();
  }

  async flush() {
    if (this.rows.length === 0) return;
    const batch = this.rows.splice(0);
    if (this.options.executor) {
      const [result] = await this.options.executor.write<{ written: number; missing?: unknown[] }>(
        this.query,
        {
          ...this.options.params,
          rows: batch,
        },
      );
      this.figures.written += result?.written ?? 0;
      const missing = result?.missing ?? [];
      this.figures.missing += missing.length;
      if (this.missingSamples.length < 10)
        this.missingSamples.push(...missing.slice(0, 10 - this.missingSamples.length));
    } else {
      this.figures.written += batch.length;
    }
    if (performance.now() - this.lastReport > 2000) {
      this.lastReport = performance.now();
      this.options.progress(
        `${this.step}: ${this.figures.read.toLocaleString('en')} rows (${this.rate()} rows/s)`,
      );
    }
  }

  async close(): Promise<StepFigures> {
    await this.flush();
    this.figures.seconds = Math.round((performance.now() - this.started) / 100) / 10;
    this.options.progress(
      `${this.step}: ${this.figures.read.toLocaleString('en')} rows, ${this.figures.written.toLocaleString('en')} written` +
        (this.figures.missing ? `, ${this.figures.missing} naming concepts not loaded` : '') +
        ` in ${this.figures.seconds} s (${this.rate()} rows/s)`,
    );
    return this.figures;
  }

  private rate() {
    const seconds = (performance.now() - this.started) / 1000;
    return seconds > 0 ? Math.round(this.figures.read / seconds).toLocaleString('en') : '0';
  }
}
