// What follows a load, in one place for `npm run seed` (and so `scripts/skillgraph start`'s background
// load) and the test setup: the search indexes rebuilt when the load wrote enough to fragment them
// (search-indexes.ts), then occupations' skill profiles computed again when anything was written or
// some occupation lacks one (skill-profiles.ts; they touch no search index, so the rebuild goes first);
// then, when anything was written, the (:DerivedData) mark that moves the graph generation, so the
// servers' caches drop what they answered while vectors, indexes or profiles were missing.
import type { Executor } from '../db/executor.ts';
import {
  type LoadWrites,
  type RebuildReport,
  rebuildAfterLoad,
  restoreSearchIndexes,
  rowsWritten,
} from './search-indexes.ts';
import { computeSkillProfiles, type SkillProfileReport, skillProfilesStale } from './skill-profiles.ts';

export async function afterLoad(
  executor: Executor,
  written: LoadWrites,
  options: { progress?: (line: string) => void } = {},
): Promise<{ indexes: RebuildReport | null; profiles: SkillProfileReport | null }> {
  const writes = rowsWritten(written.reports) + written.vectors;
  // Vector indexes a first load set aside for vectors that were then not written (`--no-embed`).
  await restoreSearchIndexes(executor, options);
  const indexes = await rebuildAfterLoad(executor, written, options);
  const profiles = (await skillProfilesStale(executor, writes))
    ? await computeSkillProfiles(executor, options)
    : null;
  if (writes > 0 || indexes || profiles) await executor.write('derived-data-record');
  return { indexes, profiles };
}
