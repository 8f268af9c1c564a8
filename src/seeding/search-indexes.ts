// Search indexes rebuilt after a bulk load. Neo4j's fulltext and vector indexes are Lucene indexes: a
// load's thousands of write transactions leave each of them in many small segments, and every query
// searches every segment. Measured on the bundled data just loaded (BENCHMARKS.md "Search latency
// breakdown"): a skill vector query (40 neighbours) cost Neo4j 8.5 ms of CPU with the skill index in 23
// segments and 2.7 ms once the index was built again in one pass; the three skill fulltext indexes,
// 2.5 -> 1.7 ms per search. Neo4j Community has no way to merge an index's segments on demand, so each
// index is dropped and created again from its own statement (SHOW INDEXES' createStatement: the same
// analyser, dimensions and options) in one transaction: the index is never missing, and it answers
// while it populates again (seconds: 14 s for the 47,000 skill vectors).
import type { Executor } from '../db/executor.ts';
import type { LoadReport } from './session.ts';

/** The node labels search reads indexes of (src/graph/search.ts and the concept-wide label indexes). */
export const SEARCH_INDEX_LABELS = ['Skill', 'Occupation', 'Sector', 'SkillGroup', 'OccupationGroup'];

/**
 * Rows a load writes, or vectors an embedding run writes, from which the search indexes are rebuilt
 * after it: a small change (a crosswalk table, a few concepts) leaves few segments; the bundled load
 * writes about a million rows and 54,404 vectors.
 */
const REBUILD_AFTER_WRITES = 10_000;

export interface RebuildReport {
  indexes: string[];
  seconds: number;
}

const quoteName = (name: string) => `\`${name.replaceAll('`', '``')}\``;

/** Drops and creates again every search index of `labels`, then waits until they are online. */
export async function rebuildSearchIndexes(
  executor: Executor,
  options: { labels?: string[]; progress?: (line: string) => void } = {},
): Promise<RebuildReport> {
  const started = performance.now();
  const indexes = await executor.read<{ name: string; type: string; createStatement: string }>(
    'search-indexes',
    { labels: options.labels ?? SEARCH_INDEX_LABELS },
  );
  options.progress?.(`search indexes: rebuilding ${indexes.length}, each in one pass`);
  await executor.runSchemaTransaction(
    indexes.flatMap(({ name, createStatement }) => [`DROP INDEX ${quoteName(name)}`, createStatement]),
  );
  await executor.runStatement('CALL db.awaitIndexes(600)', {}, { timeoutMs: 620_000 });
  const report = {
    indexes: indexes.map(({ name }) => name),
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
  options.progress?.(`search indexes: ${report.indexes.length} rebuilt and online in ${report.seconds} s`);
  return report;
}

/** How many rows a load's reports say were written. */
export const rowsWritten = (reports: LoadReport[]) =>
  reports.reduce((n, report) => n + Object.values(report.steps).reduce((m, step) => m + step.written, 0), 0);

/**
 * After a load (its reports) and the embeddings written after it: the search indexes rebuilt when the
 * two wrote REBUILD_AFTER_WRITES rows or vectors or more, else left as they are. Null when left.
 */
export async function rebuildAfterLoad(
  executor: Executor,
  written: { reports: LoadReport[]; vectors: number },
  options: { progress?: (line: string) => void } = {},
): Promise<RebuildReport | null> {
  if (Math.max(rowsWritten(written.reports), written.vectors) < REBUILD_AFTER_WRITES) return null;
  return rebuildSearchIndexes(executor, options);
}
