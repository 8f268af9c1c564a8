// The graph answer cache: one load per key however many requests miss it at once, and after a loader
// records a new SeedRun generation (or what a load derives is written: the DerivedData mark), the
// previous answer once more while the entry reloads, except to a warm-up (current); search answers
// served from it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Executor } from '../../src/db/executor.ts';
import { GraphCache } from '../../src/graph/cache.ts';
import { GraphRecords } from '../../src/graph/records.ts';
import { GraphSearch } from '../../src/graph/search.ts';
import { afterLoad } from '../../src/seeding/after-load.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(undefined, {}, { ready: false });
});
afterAll(async () => {
  await ctx?.close();
});

/** Runs `check` after a loader recorded a run (a new generation), and takes the run out after. */
async function inNewGeneration(check: () => Promise<void>) {
  const id = `test-generation-${randomUUID()}`;
  await ctx.executor.runStatement('CREATE (:SeedRun {id: $id, finished_at: datetime()})', { id });
  try {
    await check();
  } finally {
    await ctx.executor.runStatement('MATCH (r:SeedRun {id: $id}) DELETE r', { id });
  }
}

describe('GraphCache', () => {
  it('shares one load among concurrent misses of a key, and remembers it', async () => {
    const cache = new GraphCache(ctx.executor);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { value: loads };
    };
    const answers = await Promise.all([1, 2, 3, 4].map(() => cache.get('key', load)));
    expect(loads).toBe(1);
    expect(new Set(answers).size).toBe(1);
    await cache.get('key', load);
    expect(loads).toBe(1);
  });

  it('answers from the previous entry once the data changed, and reloads it meanwhile', async () => {
    const cache = new GraphCache(ctx.executor, { checkEveryMs: 0 });
    let version = 1;
    const load = async () => ({ version });
    expect(await cache.get('entry', load)).toEqual({ version: 1 });
    version = 2;
    expect(await cache.get('entry', load)).toEqual({ version: 1 });
    await inNewGeneration(async () => {
      expect(await cache.get('entry', load)).toEqual({ version: 1 });
      await vi.waitFor(async () => expect(await cache.get('entry', load)).toEqual({ version: 2 }));
      // A key never seen waits for its load, as before.
      expect(await cache.get('other', load)).toEqual({ version: 2 });
    });
  });

  it('waits for the reload of an answer of absence once the data changed: the load may have added it', async () => {
    const cache = new GraphCache(ctx.executor, { checkEveryMs: 0 });
    let rows: string[] = [];
    const load = async () => ({ rows });
    const servedStale = (previous: { rows: string[] }) => previous.rows.length > 0;
    expect(await cache.get('absent', load, servedStale)).toEqual({ rows: [] });
    rows = ['added by the load'];
    await inNewGeneration(async () => {
      // The cache learns of the new generation (`current` reads it again, where `get` checks behind).
      await cache.current('another key', load);
      expect(await cache.get('absent', load, servedStale)).toEqual({ rows: ['added by the load'] });
      // An answer that exists is still served once more while it reloads.
      rows = ['reloaded'];
    });
    await cache.current('another key', load);
    expect(await cache.get('absent', load, servedStale)).toEqual({ rows: ['added by the load'] });
  });

  it('finds a concept a load added, though it was not found before, in the kind asked', async () => {
    const cache = new GraphCache(ctx.executor, { checkEveryMs: 0 });
    const records = new GraphRecords(ctx.executor, cache);
    const code = `test-late-${randomUUID()}`;
    const skill = `${code}-skill`;
    const occupation = `${code}-occupation`;
    await ctx.executor.runStatement(
      'CREATE (:Concept:Skill {id: $skill, framework: "KLDB", code: $code, label_en: "late skill"})',
      { skill, code },
    );
    try {
      // The reference names a skill: asked as an occupation, it is not found; a graph id never seen neither.
      await expect(records.resolve(`kldb:${code}`, 'occupation')).rejects.toMatchObject({
        code: 'not_found',
      });
      await expect(records.record(occupation, 'occupation', 'en')).rejects.toMatchObject({
        code: 'not_found',
      });
      await ctx.executor.runStatement(
        'CREATE (:Concept:Occupation {id: $occupation, framework: "KLDB", code: $code, label_en: "late occupation"})',
        { occupation, code },
      );
      await inNewGeneration(async () => {
        await cache.current('learn the generation', async () => ({}));
        // The first use after the load answers from the graph as it is, not the remembered absence.
        expect((await records.resolve(`kldb:${code}`, 'occupation')).id).toBe(occupation);
        expect((await records.record(occupation, 'occupation', 'en')).id).toBe(occupation);
      });
    } finally {
      await ctx.executor.runStatement(
        'MATCH (c:Concept) WHERE c.id IN [$skill, $occupation] DETACH DELETE c',
        {
          skill,
          occupation,
        },
      );
    }
  });

  it("gives the current generation's answer to a warm-up, however recently the generation was read", async () => {
    // Trusted for a minute: `get` would not even look for a new generation.
    const cache = new GraphCache(ctx.executor, { checkEveryMs: 60_000 });
    let version = 1;
    const load = async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { version };
    };
    expect(await cache.current('entry', load)).toEqual({ version: 1 });
    version = 2;
    // Nothing loaded since: the entry is current, not read again.
    expect(await cache.current('entry', load)).toEqual({ version: 1 });
    await inNewGeneration(async () => {
      expect(await cache.get('entry', load)).toEqual({ version: 1 });
      // The load is seen, and its answer waited for.
      expect(await cache.current('entry', load)).toEqual({ version: 2 });
      expect(await cache.get('entry', load)).toEqual({ version: 2 });
    });
  });

  it("moves to a new generation once a load's derived data is written, not when nothing was", async () => {
    const generation = async () =>
      (await ctx.executor.read<{ generation: string | null }>('graph-generation'))[0]?.generation;
    const before = await generation();
    expect(before).toBeTruthy();
    // Nothing written: no index rebuilt, no profile computed, the generation stays.
    expect(await afterLoad(ctx.executor, { reports: [], vectors: 0 })).toEqual({
      indexes: null,
      profiles: null,
    });
    expect(await generation()).toBe(before);
    // Vectors written (as the shipped ones are after a first start's load): profiles again, then the mark.
    const cache = new GraphCache(ctx.executor, { checkEveryMs: 0 });
    // A cache of what the loaded data alone decides (search's vocabularies and names) stays.
    const loadsOnly = new GraphCache(ctx.executor, { checkEveryMs: 0, loadsOnly: true });
    let version = 1;
    let loads = 0;
    const load = async () => {
      loads++;
      return { version };
    };
    await cache.get('entry', load);
    await loadsOnly.get('entry', load);
    version = 2;
    const { profiles } = await afterLoad(ctx.executor, { reports: [], vectors: 1 });
    expect(profiles).not.toBeNull();
    expect(await generation()).not.toBe(before);
    expect(await cache.get('entry', load)).toEqual({ version: 1 });
    await vi.waitFor(async () => expect(await cache.get('entry', load)).toEqual({ version: 2 }));
    loads = 0;
    expect(await loadsOnly.get('entry', load)).toEqual({ version: 1 });
    expect(await loadsOnly.get('entry', load)).toEqual({ version: 1 });
    expect(loads).toBe(0);
  });

  it('answers many keys at once: remembered ones from memory, the others read by one load', async () => {
    const cache = new GraphCache(ctx.executor);
    const asked: string[][] = [];
    const loadMany = async (keys: string[]) => {
      asked.push(keys);
      // 'gone' is not found: left out of the answer.
      return new Map(keys.filter((key) => key !== 'gone').map((key) => [key, { key }]));
    };
    const first = await cache.getMany(['a', 'b', 'gone'], loadMany);
    expect([...first.keys()]).toEqual(['a', 'b']);
    const second = await cache.getMany(['b', 'c', 'a'], loadMany);
    expect(asked).toEqual([['a', 'b', 'gone'], ['c']]);
    expect(second.get('a')).toBe(first.get('a'));
    expect(second.get('c')).toEqual({ key: 'c' });
  });

  it('answers ifReady without waiting: nothing until the first load ends, then its answer', async () => {
    const cache = new GraphCache(ctx.executor);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let loads = 0;
    const load = async () => {
      loads++;
      await gate;
      return { words: loads };
    };
    expect(await cache.ifReady('vocabulary', load)).toBeUndefined();
    expect(await cache.ifReady('vocabulary', load)).toBeUndefined();
    // One load in the background, shared with a caller that does wait.
    const waited = cache.get('vocabulary', load);
    release();
    expect(await waited).toEqual({ words: 1 });
    expect(await cache.ifReady('vocabulary', load)).toEqual({ words: 1 });
    expect(loads).toBe(1);
  });

  it('does not hold a request up for a generation check once a generation is known', async () => {
    let gate: Promise<void> | undefined;
    let checks = 0;
    const slow: Executor = {
      ...ctx.executor,
      read: async (name, params) => {
        if (name === 'graph-generation') {
          checks++;
          await gate;
        }
        return ctx.executor.read(name, params);
      },
    };
    const cache = new GraphCache(slow, { checkEveryMs: 0 });
    const load = async () => ({ loaded: true });
    expect(await cache.get('entry', load)).toEqual({ loaded: true });
    // The database is slow to answer the next check (a bulk load): the entry answers meanwhile.
    let release!: () => void;
    gate = new Promise((resolve) => {
      release = resolve;
    });
    const answered = await Promise.race([
      cache.get('entry', load),
      new Promise((resolve) => setTimeout(() => resolve('waited for the check'), 1_000)),
    ]);
    expect(answered).toEqual({ loaded: true });
    expect(checks).toBe(2);
    release();
  });

  it('lets a failed load be tried again', async () => {
    const cache = new GraphCache(ctx.executor);
    await expect(cache.get('flaky', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('flaky', async () => ({ ok: true }))).toEqual({ ok: true });
  });
});

describe('GraphSearch', () => {
  it("reads a concept's names once, and ranks the same with names remembered", async () => {
    const names: string[][] = [];
    const counting: Executor = {
      ...ctx.executor,
      read: (name, params) => {
        if (name === 'search-names') names.push((params as { ids: string[] }).ids);
        return ctx.executor.read(name, params);
      },
    };
    // No answer cache: every search runs; words only (no model).
    const search = new GraphSearch(counting, undefined);
    const request = {
      kind: 'Occupation',
      q: 'boulanger pâtissier',
      language: 'fr',
      limit: 20,
      threshold: 0,
    } as const;
    const first = await search.search(request);
    expect(first.length).toBeGreaterThan(3);
    expect(first[0]!.matched_label).toMatch(/boulanger/i);
    expect(names).toHaveLength(1);
    expect(names[0]).toEqual(expect.arrayContaining(first.map((hit) => hit.id)));
    expect(await search.search(request)).toEqual(first);
    expect(names).toHaveLength(1);
    // Another query reads only the concepts the first did not meet.
    await search.search({ ...request, q: 'boulanger' });
    const again = new Set(names[0]);
    expect((names[1] ?? []).some((id) => again.has(id))).toBe(false);
  });
});

describe('GraphSearch with a cache', () => {
  it('runs the search query once for a repeated query, whatever the threshold and a limit of the same tier', async () => {
    const runs: string[] = [];
    const counting: Executor = {
      ...ctx.executor,
      read: (name, params) => {
        runs.push(name);
        return ctx.executor.read(name, params);
      },
    };
    // Words only (no model), and no generation checks (other suites may embed meanwhile, which rightly
    // empties the cache): the search cache alone is under test.
    const search = new GraphSearch(counting, undefined, new GraphCache(counting, { checkEveryMs: Infinity }));
    const request = { kind: 'Occupation', q: 'boulanger pâtissier', language: 'fr' } as const;
    const all = await search.search({ ...request, limit: 20, threshold: 0 });
    const few = await search.search({ ...request, limit: 3, threshold: 0.5 });
    expect(all.length).toBeGreaterThan(3);
    expect(few).toEqual(all.filter((hit) => hit.confidence >= 0.5).slice(0, 3));
    expect(runs.filter((name) => name === 'search-candidates')).toHaveLength(1);
    // Another query, another framework filter or a limit of another tier (more neighbours) is another entry.
    await search.search({ ...request, limit: 5, threshold: 0, frameworks: ['ROME'] });
    expect(runs.filter((name) => name === 'search-candidates')).toHaveLength(2);
    await search.search({ ...request, limit: 100, threshold: 0 });
    expect(runs.filter((name) => name === 'search-candidates')).toHaveLength(3);
  });
});
