// The throwaway organisations benchmark and evaluation runs fill with data: marked by a property on the
// organisation node, deleted at the end of a run and, when a run was killed before it could, by the next
// run first (or by its --cleanup option alone).
import { deleteOrganisation } from '../../src/access/identity/organisations.ts';
import type { Executor } from '../../src/db/executor.ts';

export type Log = (line: string) => void;

/** Deletes one throwaway organisation and everything of it, saying how much and how long. */
export async function deleteThrowaway(executor: Executor, organisationId: string, log: Log) {
  const started = performance.now();
  const { deleted } = await deleteOrganisation(executor, organisationId);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`deleted ${organisationId}: ${deleted.toLocaleString('en')} nodes (${seconds} s)`);
}

/** Deletes what earlier runs left: organisations whose `property` is `mark`. */
export async function deleteLeftovers(executor: Executor, property: string, mark: string, log: Log) {
  const leftovers = await executor.runStatement<{ id: string }>(
    'MATCH (o:Organisation) WHERE o[$property] = $mark RETURN o.id AS id',
    { property, mark },
  );
  for (const { id } of leftovers) {
    log(`deleting the leftovers of an earlier run: ${id}`);
    await deleteThrowaway(executor, id, log);
  }
}
