// Which search indexes can answer now. An index that a load creates (a first load builds the fulltext and
// vector indexes in one pass after its writes; a rebuild drops and creates one) is POPULATING for seconds,
// and a query on it waits until it is ONLINE: a vector query on a skill index being built waited 17.4 s,
// and a search during a first start's build timed out (BENCHMARKS.md "First start"). Readers ask here
// first and read around an index that is not online as they do around a missing one (isMissingSearchIndex).
import { type Executor, perExecutor } from './executor.ts';

/** States at most this old are used as they are; older ones are read again in the background... */
const FRESH_MS = 1_000;
/**
 * ...and past this (nothing asked for a while) the caller waits for them: the longest a process trusts an
 * index to be online without looking. An index dropped and created again within it could be taken for
 * online while it is built, so a rebuild waits longer than this between the two (src/seeding/search-indexes.ts).
 */
export const STATES_TRUSTED_MS = 3_000;
/**
 * An index known not to be online is looked at again after this, the caller waiting: it comes online
 * at any moment, and a search ranked without it until the next read would be remembered so.
 */
const NOT_ONLINE_RECHECK_MS = 100;

export class SearchIndexStates {
  private readonly executor: Executor;
  private states: Map<string, string> | undefined;
  private readAt = 0;
  private reading: Promise<void> | undefined;

  constructor(executor: Executor) {
    this.executor = executor;
  }

  /**
   * Whether a query on the index answers without waiting for it to be built: ONLINE, or not known to
   * be otherwise (the states unreadable: the query then fails or succeeds on its own). A missing index
   * is not online.
   */
  async online(name: string): Promise<boolean> {
    const age = performance.now() - this.readAt;
    if (!this.states || age > STATES_TRUSTED_MS) await this.read();
    else if (this.states.get(name) !== 'ONLINE' && age > NOT_ONLINE_RECHECK_MS) await this.read();
    else if (age > FRESH_MS) this.read().catch(() => {});
    if (!this.states) return true;
    return this.states.get(name) === 'ONLINE';
  }

  /** The names among `names` that are online, in their order. */
  async onlineOf(names: readonly string[]): Promise<string[]> {
    const online = await Promise.all(names.map((name) => this.online(name)));
    return names.filter((_, index) => online[index]);
  }

  private read(): Promise<void> {
    this.reading ??= this.executor
      .read<{ name: string; state: string }>('search-index-states')
      .then((rows) => {
        this.states = new Map(rows.map(({ name, state }) => [name, state]));
        this.readAt = performance.now();
      })
      .catch(() => {})
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading;
  }
}

/** The search indexes' states as this process last read them from an executor's database. */
export const searchIndexStatesOf = perExecutor((executor) => new SearchIndexStates(executor));
