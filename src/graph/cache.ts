// In-process cache of graph answers (records, neighbourhoods, trees). Reference data changes only when
// a loader runs, and every load records a (:SeedRun); the cache compares that generation at most every
// few seconds, and when it moved each entry is reloaded on its next use, so a reload is visible without
// a restart. Meanwhile that use is answered from the previous entry (stale while revalidating): during a
// bundled load the generation moves every few seconds while Neo4j is busiest, and a record read then
// took up to 4 s (BENCHMARKS.md "First start"), where the previous answer costs nothing. An answer of
// absence (a concept not found) is not served stale: the load may have added the concept.
import { LRUCache } from 'lru-cache';
import type { Executor } from '../db/executor.ts';

export interface GraphCacheOptions {
  max?: number;
  /** How long a generation check is trusted, in ms. */
  checkEveryMs?: number;
  /**
   * Follow the loads only, not what they derive (vectors, search indexes, skill profiles): for answers
   * made of the loaded data alone, such as search's vocabularies and concepts' names, which would be
   * rebuilt for nothing (seconds of reads and CPU) when a load's vectors land.
   */
  loadsOnly?: boolean;
}

interface Entry {
  value: object;
  /** The generation it was loaded in. */
  generation: string | undefined;
}

export class GraphCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly executor: Executor;
  private readonly checkEveryMs: number;
  private readonly loadsOnly: boolean;
  private generation: string | undefined;
  private checkedAt = 0;
  private pendingCheck: Promise<void> | undefined;
  private readonly loading = new Map<string, Promise<object>>();

  constructor(executor: Executor, options: GraphCacheOptions = {}) {
    this.executor = executor;
    this.entries = new LRUCache({ max: options.max ?? 20_000 });
    this.checkEveryMs = options.checkEveryMs ?? 5_000;
    this.loadsOnly = options.loadsOnly ?? false;
  }

  /**
   * The cached answer for `key`, or `load()`'s, remembered until the data changes; after a change, the
   * previous answer once more while `load()` runs in the background, unless `servedStale` says it is
   * not worth serving: an answer of absence ("no such concept") is reloaded and waited for, since the
   * load that changed the data may have added what was missing.
   */
  async get<T extends object>(
    key: string,
    load: () => Promise<T>,
    servedStale: (previous: T) => boolean = () => true,
  ): Promise<T> {
    await this.checkGeneration();
    const hit = this.entries.get(key);
    if (hit && hit.generation === this.generation) return hit.value as T;
    if (hit && servedStale(hit.value as T)) {
      // A failed reload leaves the previous answer in place; the next use tries again.
      this.load(key, load).catch(() => {});
      return hit.value as T;
    }
    return this.load(key, load);
  }

  /**
   * The answer for the graph as it is now: the generation read again (not trusted from the last check)
   * and an outdated entry reloaded and waited for. For warm-ups after a load, so that no caller is
   * answered from the previous data or waits for the reload (`get` would return the previous entry at
   * once and reload it behind).
   */
  async current<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
    await this.checkGeneration(true);
    const hit = this.entries.get(key);
    if (hit && hit.generation === this.generation) return hit.value as T;
    return this.load(key, load);
  }

  /**
   * The cached answer for `key` if there is one, of whatever generation, without waiting for a load:
   * a missing or outdated entry is (re)loaded in the background. For answers a caller can do without
   * for a moment (search's vocabularies: until one is built, every word gets fuzzy variants).
   */
  async ifReady<T extends object>(key: string, load: () => Promise<T>): Promise<T | undefined> {
    await this.checkGeneration();
    const hit = this.entries.get(key);
    if (!hit || hit.generation !== this.generation) this.load(key, load).catch(() => {});
    return hit?.value as T | undefined;
  }

  /**
   * The answers for many keys at once: those remembered for the current generation, and the others
   * (missing, or of an older generation) read together by one `loadMany` and remembered. Keys that
   * `loadMany` leaves out are left out of the answer.
   */
  async getMany<T extends object>(
    keys: Iterable<string>,
    loadMany: (keys: string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>> {
    await this.checkGeneration();
    const found = new Map<string, T>();
    const missing: string[] = [];
    for (const key of keys) {
      const hit = this.entries.get(key);
      if (hit && hit.generation === this.generation) found.set(key, hit.value as T);
      else missing.push(key);
    }
    if (missing.length) {
      const generation = this.generation;
      for (const [key, value] of await loadMany(missing)) {
        this.entries.set(key, { value, generation });
        found.set(key, value);
      }
    }
    return found;
  }

  private load<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
    // Concurrent misses of one key share one load (a large entry, like the skill-name dictionary,
    // would otherwise be built once per waiting request).
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<T>;
    const generation = this.generation;
    const loading = load().then(
      (value) => {
        if (!unremembered.has(value)) this.entries.set(key, { value, generation });
        this.loading.delete(key);
        return value;
      },
      (error: unknown) => {
        this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, loading);
    return loading;
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }

  /** `now`: read the generation again whenever it was last read, and wait for it. */
  private async checkGeneration(now = false) {
    if (!now && performance.now() - this.checkedAt < this.checkEveryMs) return;
    // A check already under way may have been asked before the change the caller knows of.
    if (now && this.pendingCheck) await this.pendingCheck.catch(() => {});
    this.pendingCheck ??= (async () => {
      try {
        const [row] = await this.executor.read<{ generation: string | null; loads: string | null }>(
          'graph-generation',
        );
        const generation = (this.loadsOnly ? row?.loads : row?.generation) ?? '';
        // Entries of older generations stay, to be reloaded on their next use (see get).
        this.generation = generation;
        this.checkedAt = performance.now();
      } finally {
        this.pendingCheck = undefined;
      }
    })();
    // Once a generation is known, its check never holds a request up: while a bulk load runs, the
    // database can take seconds to answer it (BENCHMARKS.md "First start"), and what it finds only makes
    // entries reload in the background anyway. The first check, with nothing to compare, is waited for.
    if (now || this.generation === undefined) await this.pendingCheck;
    else this.pendingCheck.catch(() => {});
  }
}

const unremembered = new WeakSet<object>();

/**
 * Marks an answer made without part of what it relies on (a search index a load is building, read
 * around): it is given to its callers, and not remembered, so the next call asks again.
 */
export function notRemembered<T extends object>(value: T): T {
  unremembered.add(value);
  return value;
}

/** Whether an answer was marked not to be remembered (notRemembered). */
export const isNotRemembered = (value: object) => unremembered.has(value);
