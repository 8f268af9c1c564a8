// The framework loaders by name, and the real reference data bundled in seeds/ (see each folder's
// SOURCE.md), loaded into an empty graph by `npm start` or on demand by `npm run seed -- bundled`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Executor } from '../db/executor.ts';
import { loadCrosswalks, NESTA_TABLE } from './crosswalks.ts';
import { loadEsco } from './esco.ts';
import { loadKldb } from './kldb.ts';
import { loadNace } from './nace.ts';
import { loadOnet } from './onet.ts';
import { loadOns } from './ons.ts';
import { loadRome } from './rome.ts';
import { markLoadInProgress, restoreSearchIndexes, setAsideSearchIndexes } from './search-indexes.ts';
import type { LoadReport } from './session.ts';

export const SEEDS_DIR = join(import.meta.dirname, '..', '..', 'seeds');

/** A load into a graph without concepts: it sets its vector indexes aside first (loadBundledSeeds). */
export async function isFirstLoad(executor: Executor): Promise<boolean> {
  return (await executor.read<{ concepts: number }>('concept-count'))[0]?.concepts === 0;
}

export interface LoaderOptions {
  directory: string;
  version?: string | undefined;
  languages?: string[] | undefined;
  executor: Executor | undefined;
  batchSize?: number | undefined;
  progress?: ((line: string) => void) | undefined;
}

/**
 * `npm run seed -- <name> <path>`: one loader per official dump format, in the order the bundled load
 * runs them. Crosswalks come after every concept framework (their edges need both ends) and are
 * `derived`: they run again whenever a framework was loaded in the same pass.
 */
export const LOADERS: Record<
  string,
  {
    framework: string;
    load: (options: LoaderOptions) => Promise<LoadReport | LoadReport[]>;
    derived?: boolean;
    /** Loaders whose concepts this one links to: it runs again when one of them was loaded in the pass. */
    linksTo?: string[];
  }
> = {
  esco: {
    framework: 'ESCO',
    load: (options) => loadEsco({ ...options, version: options.version ?? 'unknown' }),
  },
  // Before ROME, which files its job sheets under NAF divisions (France's edition of NACE).
  nace: { framework: 'NACE', load: (options) => loadNace(options) },
  rome: { framework: 'ROME', load: (options) => loadRome(options), linksTo: ['nace'] },
  onet: { framework: 'ONET', load: (options) => loadOnet(options) },
  ons: { framework: 'ONS', load: (options) => loadOns(options) },
  // Not bundled (kldbrecode is non-commercial): loaded from a path the user supplies.
  kldb: { framework: 'KLDB', load: (options) => loadKldb(options) },
  // Tables first, then the correspondences inferred from shared titles (src/seeding/crosswalks.ts).
  crosswalks: { framework: NESTA_TABLE.id, load: (options) => loadCrosswalks(options), derived: true },
};

/** Rows per transaction of a load no service waits beside (loadBundledSeeds' `alone`). */
const ALONE_BATCH_SIZE = 5_000;

/** Loads each bundled framework whose release the graph does not hold yet (every one with `force`). */
export async function loadBundledSeeds(options: {
  executor: Executor | undefined;
  batchSize?: number | undefined;
  force?: boolean;
  progress?: (line: string) => void;
  /**
   * The caller writes the concepts' vectors next (embedConcepts): what a first load sets aside (its
   * mark, or alone its indexes) stays for those writes, and is restored after them. Else it is
   * restored when the load ends.
   */
  vectorsFollow?: boolean;
  /**
   * No service uses the graph meanwhile (the test suite's setup): a first load sets its fulltext
   * indexes aside too, to be built once after it, and writes 5,000 rows per transaction (the bundled
   * load took 100 s instead of 128 on two cores). Beside a service, its reads would wait for the
   * bigger transactions and its searches for the indexes (DEFAULT_BATCH_SIZE, and below).
   */
  alone?: boolean;
}): Promise<LoadReport[]> {
  const reports: LoadReport[] = [];
  // A first load (a graph without concepts) is written into empty search indexes. Its fulltext indexes
  // take the rows as they come: Lucene's own merges leave each in 2-5 segments (measured after a first
  // start), where rebuilding them after the load made 13 indexes come online one by one, each emptying
  // Neo4j's query caches (every request planned again, up to 0.7 s each on two busy cores: BENCHMARKS.md
  // "First start"). Its vectors go through its vector indexes too: set aside and built in one pass after
  // the vectors, they came online under the services' requests and emptied the plan cache again (a
  // record read of 250-780 ms as they did). A mark (markLoadInProgress) tells the services the load is
  // still writing, as set-aside indexes do, so they warm search up after it, and tells
  // fillVectorIndexes to set nothing aside. Alone (no service), every search index is set aside and
  // built once after (fewer segments, sooner).
  const progress = options.progress ?? ((line: string) => process.stderr.write(`[seed] ${line}\n`));
  const first = options.executor !== undefined && (await isFirstLoad(options.executor));
  if (first && options.executor) {
    if (options.alone)
      await setAsideSearchIndexes(options.executor, { types: ['VECTOR', 'FULLTEXT'], progress });
    else await markLoadInProgress(options.executor);
  }
  let loaded = false;
  try {
    await loadEach();
    loaded = true;
  } finally {
    if (first && options.executor && !(loaded && options.vectorsFollow))
      await restoreSearchIndexes(options.executor, { progress });
  }
  // Rows written into empty fulltext indexes: not rebuilt after (rebuildAfterLoad).
  for (const report of reports) if (first && !report.dryRun) report.intoEmptyIndexes = true;
  return reports;

  async function loadEach() {
    for (const [name, loader] of Object.entries(LOADERS)) {
      const directory = join(SEEDS_DIR, name);
      if (!existsSync(join(directory, 'release.json'))) continue;
      const release = JSON.parse(readFileSync(join(directory, 'release.json'), 'utf8')) as {
        version: string;
      };
      const loaded = options.executor
        ? await options.executor.read<{ version: string | null }>('framework-version', {
            id: loader.framework,
          })
        : [];
      const loadedNow = (framework: string) =>
        reports.some((report) => !report.dryRun && report.framework === framework);
      const stale =
        (loader.derived && reports.some((report) => !report.dryRun)) ||
        (loader.linksTo ?? []).some((name) => loadedNow(LOADERS[name]!.framework));
      if (!options.force && !stale && loaded[0]?.version === release.version) continue;
      reports.push(
        ...[
          await loader.load({
            directory,
            version: release.version,
            executor: options.executor,
            batchSize: options.batchSize ?? (options.alone ? ALONE_BATCH_SIZE : undefined),
            progress: options.progress,
          }),
        ].flat(),
      );
    }
  }
}
