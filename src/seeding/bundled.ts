// The real reference data bundled in seeds/ (see each folder's SOURCE.md), loaded into an empty
// database by `npm start`, or on demand by `npm run seed -- bundled`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Executor } from '../db/executor.ts';
import { loadEsco } from './esco.ts';
import type { LoadReport } from './session.ts';

export const SEEDS_DIR = join(import.meta.dirname, '..', '..', 'seeds');

interface Release {
  framework: string;
  version: string;
}

const release = (folder: string): Release =>
  JSON.parse(readFileSync(join(SEEDS_DIR, folder, 'release.json'), 'utf8'));

/** Loads each bundled framework that the graph does not have yet (all of them with `force`). */
export async function loadBundledSeeds(options: {
  executor: Executor | undefined;
  batchSize?: number | undefined;
  force?: boolean;
  progress?: (line: string) => void;
}): Promise<LoadReport[]> {
  const reports: LoadReport[] = [];
  const esco = release('esco');
  const loaded = options.executor
    ? await options.executor.read<{ version: string | null }>('framework-version', { id: 'ESCO' })
    : [];
  if (options.force || loaded.length === 0 || loaded[0]?.version !== esco.version) {
    reports.push(
      await loadEsco({
        directory: join(SEEDS_DIR, 'esco'),
        version: esco.version,
        executor: options.executor,
        batchSize: options.batchSize,
        progress: options.progress,
      }),
    );
  }
  return reports;
}
