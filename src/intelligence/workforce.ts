// Workforce mapping (beta): a company's job architecture (titles, optional descriptions) mapped onto
// the occupations of a framework. Small inputs are answered at once; larger ones become a durable job:
// its input, progress and results (batch by batch) live in the graph, and the API process running it
// holds a lease it renews with every batch. A job whose process stopped (crash, restart, deploy) is
// resumed where it stopped by any API process, which each look for lapsed leases every few seconds; a
// process that stops gracefully hands its jobs back at once (not counted as a failed run). A job whose
// process died three times is failed.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { Executor } from '../db/executor.ts';
import type { Language } from '../graph/language.ts';
import type { GraphSearch } from '../graph/search.ts';
import { notFound } from '../http/errors.ts';

export interface WorkforceRow {
  id?: string;
  title: string;
  description?: string;
}

export interface MapOptions {
  framework: string;
  limit: number;
  threshold: number;
  language: Language;
}

/** Inputs up to this many rows are mapped within the request. */
export const SYNC_ROWS = 100;
const BATCH = 25;

export interface WorkforceJobSettings {
  /** How long a runner's lease lasts without a batch renewing it; then another process resumes the job. */
  leaseMs: number;
  /** How often each process looks for jobs whose lease lapsed. */
  pollMs: number;
  /** Runs a job may start (the first included) before it is failed instead of resumed again. */
  maxAttempts: number;
}

export const WORKFORCE_JOBS: WorkforceJobSettings = { leaseMs: 60_000, pollMs: 10_000, maxAttempts: 3 };

/** A mapping job as callers read it. */
export interface MappingJob {
  id: string;
  /** queued: its runner stopped and an API process will resume it (within a lease and a poll). */
  status: 'queued' | 'running' | 'done' | 'failed';
  target_framework: string;
  progress: { done: number; total: number };
  /** Runs started, graceful hand-overs not counted: 1 unless its process stopped without handing it over. */
  attempts: number;
  created_at: unknown;
  finished_at: unknown;
  error: string | null;
  results: MappedRow[] | null;
}

/** One input row mapped: its position, its id and title, the closest occupations. */
export type MappedRow = Awaited<ReturnType<Workforce['mapRows']>>[number];

type JobLogger = Pick<Logger, 'info' | 'warn' | 'error'>;

/** A job as its runner holds it: where to resume, with what. */
interface Claim {
  id: string;
  rows: string;
  options: string;
  done: number;
}

export class Workforce {
  private readonly executor: Executor;
  private readonly search: GraphSearch;
  private readonly settings: WorkforceJobSettings;
  private readonly logger: JobLogger | undefined;
  /** This process as a lease holder. */
  readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly running = new Set<Promise<void>>();
  private stopping = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    executor: Executor,
    search: GraphSearch,
    options: { settings?: Partial<WorkforceJobSettings>; logger?: JobLogger } = {},
  ) {
    this.executor = executor;
    this.search = search;
    this.settings = { ...WORKFORCE_JOBS, ...options.settings };
    this.logger = options.logger;
  }

  async mapRows(
    rows: WorkforceRow[],
    options: MapOptions,
    onProgress?: (done: number) => Promise<void> | void,
  ) {
    const mapped = [];
    for (let start = 0; start < rows.length; start += BATCH) {
      mapped.push(...(await this.mapBatch(rows.slice(start, start + BATCH), start, options)));
      await onProgress?.(mapped.length);
    }
    return mapped;
  }

  private async mapBatch(batch: WorkforceRow[], first: number, options: MapOptions) {
    const found = await this.search.searchAll(
      batch.map((row) => ({
        kind: 'Occupation' as const,
        // The title says what the job is; the start of the description can settle an ambiguous one.
        q: [row.title, row.description?.slice(0, 120)].filter(Boolean).join(' ').slice(0, 200),
        limit: options.limit,
        threshold: options.threshold,
        language: options.language,
        frameworks: [options.framework],
      })),
    );
    return batch.map((row, offset) => ({
      row: first + offset,
      id: row.id ?? null,
      title: row.title,
      matches: found[offset]!.map((m) => ({
        uri: m.uri,
        id: m.id,
        label: m.label,
        code: m.code,
        framework: m.framework,
        confidence: m.confidence,
      })),
    }));
  }

  /** Stores a job with its input, leased to this process, and starts it; its id is returned at once. */
  async start(organisationId: string, rows: WorkforceRow[], options: MapOptions) {
    const id = randomUUID();
    const claim = { id, rows: JSON.stringify(rows), options: JSON.stringify(options), done: 0 };
    const [created] = await this.executor.write<{ id: string }>('workforce-create', {
      organisationId,
      ...claim,
      total: rows.length,
      framework: options.framework,
      owner: this.owner,
      leaseMs: this.settings.leaseMs,
    });
    if (!created) throw notFound('Organisation', { id: organisationId });
    this.launch(claim);
    return { id };
  }

  private launch(claim: Claim) {
    const run = this.run(claim).catch((error) =>
      this.logger?.error({ err: error, job: claim.id }, 'workforce mapping job stopped'),
    );
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  /** Maps the job's rows from where it stands, batch by batch; each batch renews the lease. */
  private async run(claim: Claim) {
    const rows = JSON.parse(claim.rows) as WorkforceRow[];
    const options = JSON.parse(claim.options) as MapOptions;
    const lease = { id: claim.id, owner: this.owner };
    try {
      for (let start = claim.done; start < rows.length; start += BATCH) {
        if (this.stopping) {
          await this.executor.write('workforce-release', lease);
          return;
        }
        const mapped = await this.mapBatch(rows.slice(start, start + BATCH), start, options);
        const [kept] = await this.executor.write<{ id: string }>('workforce-batch', {
          ...lease,
          start,
          done: start + mapped.length,
          results: JSON.stringify(mapped),
          leaseMs: this.settings.leaseMs,
        });
        // Another process holds the job now (this one's lease lapsed): it carries on from there.
        if (!kept) return;
      }
      await this.executor.write('workforce-finish', { ...lease, status: 'done', error: null });
    } catch (error) {
      await this.executor
        .write('workforce-finish', { ...lease, status: 'failed', error: (error as Error).message })
        .catch(() => {});
    }
  }

  /**
   * Resumes jobs whose runner stopped (lease lapsed), one claim at a time while any is waiting, and
   * fails those already started `maxAttempts` times. Returns how many it resumed.
   */
  async resumeOrphans(): Promise<number> {
    await this.executor.write('workforce-give-up', { maxAttempts: this.settings.maxAttempts });
    let resumed = 0;
    while (!this.stopping) {
      const [row] = await this.executor.write<{ job: Claim }>('workforce-claim', {
        owner: this.owner,
        leaseMs: this.settings.leaseMs,
        maxAttempts: this.settings.maxAttempts,
      });
      if (!row) break;
      this.logger?.info({ job: row.job.id, from: row.job.done }, 'resuming a workforce mapping job');
      this.launch(row.job);
      resumed++;
    }
    return resumed;
  }

  /** Looks for stopped jobs now and then every pollMs, until stop(). */
  startPolling() {
    if (this.timer) return;
    const poll = () =>
      void this.resumeOrphans().catch((error) =>
        this.logger?.warn({ err: error }, 'could not look for workforce mapping jobs to resume'),
      );
    poll();
    this.timer = setInterval(poll, this.settings.pollMs).unref();
  }

  /** Graceful stop: running jobs end their current batch and hand their lease back for another process. */
  async stop() {
    this.stopping = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await Promise.allSettled([...this.running]);
  }

  async get(organisationId: string, id: string): Promise<MappingJob> {
    const [row] = await this.executor.read<{
      job: Record<string, unknown> & { id: string };
      batches: string[];
    }>('workforce-get', { organisationId, id });
    if (!row) throw notFound('Workforce mapping job', { id });
    const { job } = row;
    const lapsed = Date.parse(String(job['lease_until'])) < Date.now();
    const status = job['status'] === 'running' && lapsed ? 'queued' : (job['status'] as MappingJob['status']);
    return {
      id: job.id,
      status,
      target_framework: job['target_framework'] as string,
      progress: { done: job['done'] as number, total: job['total'] as number },
      attempts: (job['attempts'] as number | undefined) ?? 1,
      created_at: job['created_at'],
      finished_at: job['finished_at'] ?? null,
      error: (job['error'] as string | undefined) ?? null,
      results: status === 'done' ? row.batches.flatMap((batch) => JSON.parse(batch) as MappedRow[]) : null,
    };
  }
}
