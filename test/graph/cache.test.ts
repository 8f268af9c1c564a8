// The graph answer cache: one load per key however many requests miss it at once, and a fresh start
// when a loader records a new SeedRun generation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphCache } from '../../src/graph/cache.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(undefined, {}, { ready: false });
});
afterAll(async () => {
  await ctx?.close();
});

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

  it('lets a failed load be tried again', async () => {
    const cache = new GraphCache(ctx.executor);
    await expect(cache.get('flaky', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('flaky', async () => ({ ok: true }))).toEqual({ ok: true });
  });
});
