// Workforce mapping (beta): a company's job architecture (titles, optional descriptions) mapped onto
// the occupations of a framework. Small inputs are answered at once; larger ones become a job that runs
// in the background, records its progress in the graph and keeps its results there to be fetched, so
// any API process can answer for it. A job whose process died stops advancing and reads `interrupted`.
import { randomUUID } from 'node:crypto';
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
/** A running job that has not advanced for this long is reported as interrupted. */
const STALE_MS = 5 * 60_000;
const BATCH = 25;

type Stored = Record<string, unknown> & { id: string };

/** A mapping job as callers read it. */
export interface MappingJob {
  id: string;
  status: 'running' | 'done' | 'failed' | 'interrupted';
  target_framework: string;
  progress: { done: number; total: number };
  created_at: unknown;
  finished_at: unknown;
  error: string | null;
  results: MappedRow[] | null;
}

/** One input row mapped: its position, its id and title, the closest occupations. */
export type MappedRow = Awaited<ReturnType<Workforce['mapRows']>>[number];

export class Workforce {
  private readonly executor: Executor;
  private readonly search: GraphSearch;
  private readonly running = new Set<Promise<void>>();

  constructor(executor: Executor, search: GraphSearch) {
    this.executor = executor;
    this.search = search;
  }

  async mapRows(rows: WorkforceRow[], options: MapOptions, onProgress?: (done: number) => Promise<void>) {
    const results = [];
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      const mapped = await Promise.all(
        batch.map(async (row, offset) => {
          const matches = await this.search.search({
            kind: 'Occupation',
            // The title says what the job is; the start of the description can settle an ambiguous one.
            q: [row.title, row.description?.slice(0, 120)].filter(Boolean).join(' ').slice(0, 200),
            limit: options.limit,
            threshold: options.threshold,
            language: options.language,
            frameworks: [options.framework],
          });
          return {
            row: start + offset,
            id: row.id ?? null,
            title: row.title,
            matches: matches.map((m) => ({
              uri: m.uri,
              id: m.id,
              label: m.label,
              code: m.code,
              framework: m.framework,
              confidence: m.confidence,
            })),
          };
        }),
      );
      results.push(...mapped);
      if (onProgress) await onProgress(results.length);
    }
    return results;
  }

  /** Starts a background job; its id is returned at once. */
  async start(organisationId: string, rows: WorkforceRow[], options: MapOptions): Promise<Stored> {
    const id = randomUUID();
    const [created] = await this.executor.write<{ job: Stored }>('workforce-create', {
      organisationId,
      id,
      total: rows.length,
      framework: options.framework,
    });
    if (!created) throw notFound('Organisation', { id: organisationId });
    const run = (async () => {
      try {
        const results = await this.mapRows(rows, options, async (done) => {
          await this.executor.write('workforce-progress', { id, done });
        });
        await this.executor.write('workforce-finish', {
          id,
          status: 'done',
          done: results.length,
          results: JSON.stringify(results),
          error: null,
        });
      } catch (error) {
        await this.executor
          .write('workforce-finish', {
            id,
            status: 'failed',
            done: 0,
            results: null,
            error: (error as Error).message,
          })
          .catch(() => {});
      }
    })();
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
    return created.job;
  }

  async get(organisationId: string, id: string): Promise<MappingJob> {
    const [row] = await this.executor.read<{ job: Stored }>('workforce-get', { organisationId, id });
    if (!row) throw notFound('Workforce mapping job', { id });
    const job = row.job;
    const updated = new Date(String(job['updated_at'])).getTime();
    const status =
      job['status'] === 'running' && Date.now() - updated > STALE_MS
        ? 'interrupted'
        : (job['status'] as MappingJob['status']);
    return {
      id: job.id,
      status,
      target_framework: job['target_framework'] as string,
      progress: { done: job['done'] as number, total: job['total'] as number },
      created_at: job['created_at'],
      finished_at: job['finished_at'] ?? null,
      error: (job['error'] as string | undefined) ?? null,
      results: typeof job['results'] === 'string' ? (JSON.parse(job['results']) as MappedRow[]) : null,
    };
  }

  /** Lets running jobs finish (graceful shutdown); they are bounded by their row count. */
  async drain() {
    await Promise.allSettled([...this.running]);
  }
}
