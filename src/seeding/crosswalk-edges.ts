// What every crosswalk shares, the published tables (crosswalks.ts) and the inferred correspondences
// (inferred-crosswalks.ts) alike: the match types and their default scores, the edge rows written by
// crosswalk-edges, and a LoadSession per table or method whose `framework` is the table id, so a reload
// removes exactly the edges the new version dropped (crosswalk-retire).
import type { Executor } from '../db/executor.ts';
import { type FrameworkInfo, type LoadReport, LoadSession } from './session.ts';

export type Match = 'exact' | 'close' | 'broad' | 'narrow';

/** Scores for tables that state a match type but no score of their own. */
export const MATCH_SCORE: Record<Match, number> = { exact: 1, close: 0.8, broad: 0.6, narrow: 0.6 };

export interface CrosswalkOptions {
  /** The table's file, or a directory holding it (and, for BLS, its companion files). */
  path: string;
  version?: string | undefined;
  /** Generic tables only: the table id written as `provenance` (default: from the file name). */
  id?: string | undefined;
  executor: Executor | undefined;
  batchSize?: number | undefined;
  progress?: ((line: string) => void) | undefined;
}

export type EdgeRow = {
  from: string;
  to: string;
  match: Match;
  score: number;
  inferred: boolean;
  note?: string | null;
  confidence?: number | null;
  similarity?: number | null;
  titles?: string[] | null;
};

/** The load session of one table or inference method. */
export function crosswalkSession(
  table: FrameworkInfo,
  options: Omit<CrosswalkOptions, 'path'>,
  version: string,
) {
  return new LoadSession({
    framework: table,
    version: options.version ?? version,
    languages: [],
    executor: options.executor,
    batchSize: options.batchSize,
    progress: options.progress,
  });
}

/** Records the run, then removes the edges of this table (or method) that this run did not state. */
export async function finishTable(run: LoadSession, complete: boolean): Promise<LoadReport> {
  const report = await run.finish(complete);
  if (complete && run.executor) {
    const [removed] = await run.executor.write<{ unlinked: number }>('crosswalk-retire', {
      framework: report.framework,
      run: report.run,
    });
    report.unlinked = removed?.unlinked ?? 0;
    run.progress(`removed ${report.unlinked} crosswalk edges that this version no longer states`);
  }
  return report;
}
