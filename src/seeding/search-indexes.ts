// Search indexes rebuilt after a bulk load. Neo4j's fulltext and vector indexes are Lucene indexes: a
// load's thousands of write transactions leave each of them in many small segments, and every query
// searches every segment. Measured on the bundled data just loaded (BENCHMARKS.md "Search latency
// breakdown"): a skill vector query (40 neighbours) cost Neo4j 8.5 ms of CPU with the skill index in 23
// segments and 2.7 ms once the index was built again in one pass; the three skill fulltext indexes,
// 2.5 -> 1.7 ms per search. Neo4j Community has no way to merge an index's segments on demand, so each
// index is dropped and created again from its own statement (SHOW INDEXES' createStatement: the same
// analyser, dimensions and options). A query on an index being built waits until it is online (a vector
// query on the skill index waited 17.4 s), so readers leave out an index that is missing or not online
// (src/db/search-index-states.ts); for them to see it missing before it is built again, an index is
// dropped, and created again only after longer than a process trusts an index it saw online.
//
// A vector index is not rebuilt after the vectors of a first load: Lucene merges the segments such a
// write leaves in the background (HNSW graphs, tens of seconds of CPU), and dropping an index waits for
// its merges while holding the lock every transaction needs: every read and write of the database
// stalled for 21-24 s at the end of the bundled load (BENCHMARKS.md "First start"). A kind's vector
// index that holds few of the vectors about to be written is dropped before the writes instead, while it
// is almost empty, and created after them in one pass (fillVectorIndexes): no segments, no merges, no
// stall. Search reads around a missing vector index (by words alone) meanwhile. That is for a new
// model's vectors on a loaded graph, and for a first load no service waits beside (the test suite's).
// A first load beside a service sets nothing aside (src/seeding/bundled.ts): its rows and vectors go
// through its empty, live indexes, whose segments Lucene's own merges leave few, and none of its
// indexes is dropped or comes online under requests (each such change empties Neo4j's plan cache;
// the service makes the plans made on the empty graph again in place after the load: src/main.ts).
// After every schema change made here, the request path's plans are made again at once
// (replanRequestPath).
import type { Executor } from '../db/executor.ts';
import { warmRequestPlans } from '../db/plan-warm-up.ts';
import { STATES_TRUSTED_MS } from '../db/search-index-states.ts';
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

/** Until every index is online (a bundled load's fulltext indexes: seconds; its vector indexes: 15 s). */
const awaitIndexes = (executor: Executor) =>
  executor.runStatement('CALL db.awaitIndexes(600)', {}, { timeoutMs: 620_000 });

interface SearchIndex {
  name: string;
  type: 'FULLTEXT' | 'VECTOR';
  labels: string[];
  createStatement: string;
}

/** A set-aside record that stands for no index: a first load in progress beside a service (markLoadInProgress). */
const LOAD_MARK_TYPE = 'LOAD';

/** What search-indexes-set-aside returns: an index set aside, or a first load's mark. */
type SetAside = Omit<SearchIndex, 'type'> & { type: SearchIndex['type'] | typeof LOAD_MARK_TYPE };

/**
 * After the schema changed (an index dropped, or built and online): Neo4j has emptied its query caches,
 * so the request path's queries are planned now rather than by the next callers (src/db/plan-warm-up.ts).
 */
const replanRequestPath = (executor: Executor) => warmRequestPlans(executor).catch(() => undefined);

/**
 * Drops and creates again the search indexes of `labels` (of the given types: both by default), then
 * waits until they are online. Indexes set aside for a bulk write and not restored yet are restored.
 */
export async function rebuildSearchIndexes(
  executor: Executor,
  options: {
    labels?: string[];
    types?: SearchIndex['type'][];
    /** Indexes left as they are (just built in one pass). */
    except?: string[];
    progress?: (line: string) => void;
  } = {},
): Promise<RebuildReport> {
  const started = performance.now();
  await restoreSearchIndexes(executor, options);
  const types = options.types ?? ['FULLTEXT', 'VECTOR'];
  const indexes = (
    await executor.read<SearchIndex & Record<string, unknown>>('search-indexes', {
      labels: options.labels ?? SEARCH_INDEX_LABELS,
    })
  ).filter((index) => types.includes(index.type) && !options.except?.includes(index.name));
  options.progress?.(`search indexes: rebuilding ${indexes.length}, each in one pass`);
  // One drop per transaction: a drop closes the index's Lucene writer, waiting for its merges, while it
  // holds the lock every index read takes; one at a time, reads wait for one index's at most (all 13
  // fulltext indexes in one transaction held reads by id for up to 0.85 s at a first start).
  if (indexes.length) {
    for (const { name } of indexes) await executor.runSchemaTransaction([`DROP INDEX ${quoteName(name)}`]);
    // Every process searching has seen them missing before they are created (and built) again.
    await new Promise((resolve) => setTimeout(resolve, STATES_TRUSTED_MS + 1_000));
    await executor.runSchemaTransaction(indexes.map(({ createStatement }) => createStatement));
    await awaitIndexes(executor);
    await replanRequestPath(executor);
  }
  const report = {
    indexes: indexes.map(({ name }) => name),
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
  options.progress?.(`search indexes: ${report.indexes.length} rebuilt and online in ${report.seconds} s`);
  return report;
}

/**
 * A first load beside a serving process writes into its live, empty search indexes (no schema change
 * while requests are served, so no emptied plan cache); this record tells the services a load is still
 * writing, as set-aside indexes do, and goes when restoreSearchIndexes runs after the vectors.
 */
export async function markLoadInProgress(executor: Executor) {
  await executor.write('search-index-set-aside', {
    indexes: [{ name: 'first-load-in-progress', type: LOAD_MARK_TYPE, labels: [], createStatement: null }],
  });
}

/** The share of a kind's concepts under which its vector index is filled in one pass rather than written through. */
const FILL_BELOW_SHARE = 0.1;

/**
 * Sets search indexes aside for a bulk write: their statements recorded (search-index-set-aside), then
 * dropped, to be created after the writes in one pass by restoreSearchIndexes. Indexes an earlier load
 * left set aside are restored first. Returns the names set aside.
 */
export async function setAsideSearchIndexes(
  executor: Executor,
  options: {
    labels?: string[];
    types: SearchIndex['type'][];
    progress?: ((line: string) => void) | undefined;
    /** Indexes already set aside that stay so (not restored first). */
    keepAside?: string[];
  },
): Promise<string[]> {
  await restoreSearchIndexes(executor, { ...options, except: options.keepAside });
  const indexes = (
    await executor.read<SearchIndex & Record<string, unknown>>('search-indexes', {
      labels: options.labels ?? SEARCH_INDEX_LABELS,
    })
  ).filter((index) => options.types.includes(index.type));
  if (!indexes.length) return [];
  await executor.write('search-index-set-aside', {
    indexes: indexes.map(({ name, type, labels, createStatement }) => ({
      name,
      type,
      labels,
      createStatement,
    })),
  });
  await executor.runSchemaTransaction(indexes.map(({ name }) => `DROP INDEX ${quoteName(name)} IF EXISTS`));
  await replanRequestPath(executor);
  options.progress?.(
    `search indexes: ${indexes.map(({ name }) => name).join(', ')} set aside while the load writes (built in one pass after)`,
  );
  return indexes.map(({ name }) => name);
}

/**
 * Before a bulk write of `model`'s vectors: the vector indexes of the kinds whose concepts hold vectors
 * of that model for fewer than a tenth of them (a first load, a new database, a new model whose vectors
 * were shipped) are set aside, to be built in one pass after the writes. Returns those kinds (their
 * vectors are not written through a filled index, so not rebuilt after) and the indexes set aside.
 */
export async function fillVectorIndexes(
  executor: Executor,
  kinds: string[],
  model: string,
  options: { progress?: (line: string) => void } = {},
): Promise<{ kinds: string[]; indexes: string[] }> {
  const coverage = await executor.read<{ kind: string; concepts: number; embedded: number }>(
    'vector-coverage',
    { kinds, model },
  );
  const sparse = coverage
    .filter(({ concepts, embedded }) => concepts > 0 && embedded < concepts * FILL_BELOW_SHARE)
    .map(({ kind }) => kind);
  const aside = await executor.read<SetAside & Record<string, unknown>>('search-indexes-set-aside');
  // A first load beside a service (its mark) writes its vectors through its live, empty vector indexes,
  // as it wrote its rows: nothing is set aside (src/seeding/bundled.ts).
  if (aside.some(({ type }) => type === LOAD_MARK_TYPE)) return { kinds: sparse, indexes: [] };
  // A first load alone set its vector indexes aside before its rows: those of the sparse kinds stay
  // aside, the rest are restored.
  const keepAside = aside
    .filter(({ type, labels }) => type === 'VECTOR' && labels.some((label) => sparse.includes(label)))
    .map(({ name }) => name);
  if (!sparse.length) {
    await restoreSearchIndexes(executor, options);
    return { kinds: [], indexes: [] };
  }
  const indexes = [
    ...keepAside,
    ...(await setAsideSearchIndexes(executor, { ...options, labels: sparse, types: ['VECTOR'], keepAside })),
  ];
  return { kinds: indexes.length ? sparse : [], indexes };
}

/**
 * Creates again the search indexes set aside for a bulk write (fillVectorIndexes), including those a
 * load that died left behind, and waits until they are online. Returns their names.
 */
export async function restoreSearchIndexes(
  executor: Executor,
  options: {
    progress?: ((line: string) => void) | undefined;
    /** Set-aside indexes left aside. */
    except?: string[] | undefined;
  } = {},
): Promise<string[]> {
  const aside = (await executor.read<SetAside & Record<string, unknown>>('search-indexes-set-aside')).filter(
    ({ name }) => !options.except?.includes(name),
  );
  if (!aside.length) return [];
  const started = performance.now();
  const present = new Set(
    (await executor.read<{ name: string }>('search-index-states')).map(({ name }) => name),
  );
  // A first load's mark stands for no index: it just goes.
  const indexes = aside.filter(({ type }) => type !== LOAD_MARK_TYPE);
  const missing = indexes.filter(({ name }) => !present.has(name));
  if (missing.length)
    await executor.runSchemaTransaction(missing.map(({ createStatement }) => createStatement));
  if (indexes.length) {
    await awaitIndexes(executor);
    await replanRequestPath(executor);
  }
  await executor.write('search-index-restored', { names: aside.map(({ name }) => name) });
  if (indexes.length)
    options.progress?.(
      `search indexes: ${indexes.map(({ name }) => name).join(', ')} built in one pass in ${Math.round((performance.now() - started) / 100) / 10} s`,
    );
  return indexes.map(({ name }) => name);
}

/** How many rows a load's reports say were written. */
export const rowsWritten = (reports: LoadReport[]) =>
  reports.reduce((n, report) => n + Object.values(report.steps).reduce((m, step) => m + step.written, 0), 0);

/**
 * After a load (its reports) and the embeddings written after it: the fulltext indexes rebuilt when
 * the load wrote REBUILD_AFTER_WRITES rows or more through them, the vector indexes when that many
 * vectors were written through them (not into indexes set aside and built in one pass after the
 * writes: a first load's); else left as they are. Null when nothing was rebuilt.
 */
export async function rebuildAfterLoad(
  executor: Executor,
  written: LoadWrites,
  options: { progress?: (line: string) => void } = {},
): Promise<RebuildReport | null> {
  const types: SearchIndex['type'][] = [];
  // A first load's rows went into empty indexes: left to Lucene's merges (src/seeding/bundled.ts).
  const rowsThrough = rowsWritten(written.reports.filter((report) => !report.intoEmptyIndexes));
  if (rowsThrough >= REBUILD_AFTER_WRITES) types.push('FULLTEXT');
  if ((written.vectorsThrough ?? written.vectors) >= REBUILD_AFTER_WRITES) types.push('VECTOR');
  if (!types.length) return null;
  return rebuildSearchIndexes(executor, { ...options, types, except: written.filled ?? [] });
}

/** What a load and its embeddings wrote (afterLoad). */
export interface LoadWrites {
  reports: LoadReport[];
  /** Vectors written, in all. */
  vectors: number;
  /** Of which written through a live index (not into one filled in one pass); default all of them. */
  vectorsThrough?: number;
  /** Vector indexes filled in one pass after the writes (fillVectorIndexes): not rebuilt again. */
  filled?: string[];
}
