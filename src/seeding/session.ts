// One load of one framework release: records the framework and the run, streams each file through a
// row mapper into batched writes, collects rejected rows (file and line) and figures, derives
// prerequisites, retires what a complete release dropped, and records the run. Loaders (esco.ts,
// rome.ts, ...) only say which files become which rows.
import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/executor.ts';
import { type RowError, readCsv } from './csv.ts';
import { BatchWriter, type StepFigures } from './writer.ts';

export interface FrameworkInfo {
  id: string;
  name: string;
  licence: string;
  attribution: string;
  source: string;
}

export interface Rejected {
  file: string;
  line: number;
  message: string;
}

export interface LoadReport {
  framework: string;
  version: string;
  run: string;
  dryRun: boolean;
  languages: string[];
  steps: Record<string, StepFigures>;
  rejected: Rejected[];
  missingSamples: Record<string, unknown[]>;
  complete: boolean;
  retired: number;
  unlinked: number;
  derivedPrerequisites: number;
  seconds: number;
  /**
   * A first load's: its rows went into empty fulltext search indexes, which Lucene's own merges keep in
   * a few segments (src/seeding/bundled.ts); they are not rebuilt after it.
   */
  intoEmptyIndexes?: boolean;
}

export interface SessionOptions {
  framework: FrameworkInfo;
  version: string;
  languages: string[];
  /** Without an executor nothing is written (dry run): files are read and checked only. */
  executor: Executor | undefined;
  batchSize?: number | undefined;
  progress?: ((line: string) => void) | undefined;
}

/** A row for a named query, or the reason the source row is rejected. */
export type RowMapping = Record<string, unknown> | string | null;

export class LoadSession {
  readonly report: LoadReport;
  readonly executor: Executor | undefined;
  private readonly options: SessionOptions;
  private readonly started = performance.now();
  private readonly params: Record<string, unknown>;

  constructor(options: SessionOptions) {
    this.options = options;
    this.executor = options.executor;
    const run = randomUUID();
    this.params = { framework: options.framework.id, version: options.version, run };
    this.report = {
      framework: options.framework.id,
      version: options.version,
      run,
      dryRun: !options.executor,
      languages: options.languages,
      steps: {},
      rejected: [],
      missingSamples: {},
      complete: false,
      retired: 0,
      unlinked: 0,
      derivedPrerequisites: 0,
      seconds: 0,
    };
  }

  progress(line: string) {
    const sink = this.options.progress ?? ((text: string) => process.stderr.write(`${text}\n`));
    sink(`[seed ${this.options.framework.id.toLowerCase()}] ${line}`);
  }

  reject(file: string, line: number, message: string) {
    this.report.rejected.push({ file, line, message });
    if (this.report.rejected.length <= 20) this.progress(`rejected ${file}:${line}: ${message}`);
  }

  async begin(description: string) {
    this.progress(
      `loading ${this.options.framework.id} ${this.options.version} from ${description}${this.executor ? '' : ' [dry run]'}`,
    );
    await this.executor?.write('seed-framework', {
      framework: { ...this.options.framework, version: this.options.version },
    });
  }

  /** Writes rows a loader assembled itself (e.g. joined from several source rows) in batches of `query`. */
  async write(name: string, query: string, rows: Iterable<Record<string, unknown>>) {
    const writer = this.writer(name, query);
    for (const row of rows) await writer.add(row);
    await this.close(name, writer);
  }

  /** Every record of a file, for loaders that must join rows before writing; malformed rows are rejected. */
  read(path: string, delimiter?: string) {
    return readCsv(path, {
      onMalformed: (error: RowError) => this.reject(error.file, error.line, error.reason),
      delimiter,
    });
  }

  /**
   * Streams `path` through `map` into batched runs of `query`. A mapping returning a string rejects
   * the row with that reason; null skips it silently (rows another step handles).
   */
  async step(
    name: string,
    query: string,
    path: string,
    map: (values: Record<string, string>) => RowMapping,
    delimiter?: string,
  ) {
    const writer = this.writer(name, query);
    for await (const record of this.read(path, delimiter)) {
      const row = map(record.values);
      if (typeof row === 'string') this.reject(record.file, record.line, row);
      else if (row) await writer.add(row);
    }
    await this.close(name, writer);
  }

  private writer(name: string, query: string) {
    return new BatchWriter(name, query, {
      executor: this.executor,
      params: this.params,
      batchSize: this.options.batchSize,
      progress: (line) => this.progress(line),
    });
  }

  private async close(name: string, writer: BatchWriter) {
    this.report.steps[name] = await writer.close();
    if (writer.missingSamples.length) this.report.missingSamples[name] = writer.missingSamples;
  }

  /** Derives prerequisites, retires what a complete release dropped, and records the run. */
  async finish(complete: boolean): Promise<LoadReport> {
    const { executor, report } = this;
    if (executor) {
      const [derived] = await executor.write<{ written: number }>('seed-derive-prerequisites', this.params);
      report.derivedPrerequisites = derived?.written ?? 0;
      if (report.derivedPrerequisites) {
        this.progress(
          `derived ${report.derivedPrerequisites.toLocaleString('en')} prerequisite edges from essential skill relations`,
        );
      }
    }
    report.complete = complete;
    if (executor && complete) {
      const [retire] = await executor.write<{ retired: number; unlinked: number }>(
        'seed-retire',
        this.params,
      );
      report.retired = retire?.retired ?? 0;
      report.unlinked = retire?.unlinked ?? 0;
      this.progress(
        `retired ${report.retired} concepts and removed ${report.unlinked} edges that this release no longer has`,
      );
    }
    report.seconds = Math.round((performance.now() - this.started) / 100) / 10;
    await executor?.write('seed-run-record', {
      run: {
        id: report.run,
        framework: report.framework,
        version: report.version,
        languages: report.languages,
        complete: report.complete,
        rejected: report.rejected.length,
        retired: report.retired,
        seconds: report.seconds,
        finished_at: new Date().toISOString(),
        figures: JSON.stringify(report.steps),
      },
    });
    const rows = Object.values(report.steps).reduce((n, step) => n + step.read, 0);
    this.progress(
      `done in ${report.seconds} s: ${rows.toLocaleString('en')} rows read, ${report.rejected.length} rejected` +
        (complete ? '' : ' (partial load: nothing retired)'),
    );
    return report;
  }
}
