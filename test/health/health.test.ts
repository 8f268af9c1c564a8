// GET /health (spec 2.1, 3.7, 5.8) on a healthy database.
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, INTERNAL_TOKEN, type TestContext } from '../helpers.ts';

let ctx: TestContext;
/** GET /health as an operator: with the internal token, so with diagnostics. */
const diagnose = () =>
  ctx.app.inject({ method: 'GET', url: '/health', headers: { 'x-internal-token': INTERNAL_TOKEN } });
beforeAll(async () => {
  ctx = await createTestContext();
});

/**
 * A transaction holding this host's probe node for 1.5 s, as a bulk load can hold the database;
 * resolves once it holds it. `committed` turns true when it lets go, `released` resolves then.
 */
async function holdProbe(context: TestContext) {
  let locked: () => void = () => {};
  const holding = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const lock = {
    committed: false,
    released: context.executor
      .writeTransaction(async (tx) => {
        await tx.run('health-record-probe', { instance: hostname() });
        locked();
        await new Promise((resolve) => setTimeout(resolve, 1500));
      })
      .then(() => {
        lock.committed = true;
      }),
  };
  await holding;
  return lock;
}
afterAll(() => ctx.close());

describe('GET /health', () => {
  it('answers 200 with the two components and no diagnostics for the public', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'healthy',
      gyre: { status: 'healthy', error: null },
      mongodb: { status: 'healthy', error: null },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps diagnostics from a caller with a wrong token', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-internal-token': `${INTERNAL_TOKEN}x` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().diagnostics).toBeUndefined();
  });

  it('gives extended diagnostics for the right X-Internal-Token', async () => {
    const response = await diagnose();
    expect(response.statusCode).toBe(200);
    const { diagnostics } = response.json();
    expect(new Date(diagnostics.timestamp).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(diagnostics.host).toEqual(expect.any(String));
    expect(diagnostics.versions.neo4j).toMatch(/^Neo4j\/5\.26/);
    expect(diagnostics.versions.node).toBe(process.versions.node);
    expect(Array.isArray(diagnostics.search_indexes)).toBe(true);
    expect(diagnostics.pool.total).toBeGreaterThan(0);
    expect(diagnostics.event_loop).toMatchObject({ p50_ms: expect.any(Number), p99_ms: expect.any(Number) });
    expect(Array.isArray(diagnostics.activities)).toBe(true);
    expect(Array.isArray(diagnostics.embedding_model)).toBe(true);
  });

  it('answers from the last healthy check while the database holds its probe, and diagnostics wait', async () => {
    await ctx.app.inject({ method: 'GET', url: '/health' }); // a healthy check to stand in
    const lock = await holdProbe(ctx);
    const quick = await ctx.app.inject({ method: 'GET', url: '/health' });
    const answeredBeforeCommit = !lock.committed;
    expect(quick.statusCode).toBe(200);
    expect(quick.json().status).toBe('healthy');
    expect(answeredBeforeCommit).toBe(true);
    const diagnosed = await diagnose();
    expect(diagnosed.statusCode).toBe(200);
    // The diagnostics call's own probe needed the lock: it answered after the commit.
    expect(lock.committed).toBe(true);
    await lock.released;
  });

  it("answers a new server's first call from the check it made before listening", async () => {
    const fresh = await createTestContext();
    try {
      await fresh.app.ready();
      const lock = await holdProbe(fresh);
      // No call has been made yet: without the check made at start, this one would wait for the lock.
      const first = await fresh.app.inject({ method: 'GET', url: '/health' });
      expect(lock.committed).toBe(false);
      expect(first.statusCode).toBe(200);
      expect(first.json().status).toBe('healthy');
      await lock.released;
    } finally {
      await fresh.close();
    }
  });

  it('says how much of the graph semantic search covers', async () => {
    const response = await diagnose();
    const coverage = response.json().diagnostics.semantic_search;
    // The suite's graph holds the bundled data, embedded from the shipped vectors by the global setup
    // (other test files add concepts of their own, embedded or not).
    expect(coverage.concepts).toBeGreaterThan(50_000);
    expect(coverage.embedded).toBeGreaterThan(50_000);
    expect(coverage.embedded).toBeLessThanOrEqual(coverage.concepts);
    expect(coverage.complete).toBe(coverage.embedded === coverage.concepts);
  });

  it('shows the activities of this process with their latest progress', async () => {
    const { trackActivity } = await import('../../src/health/activity.ts');
    const load = trackActivity(`test activity ${process.pid}`);
    load.progress('[seed esco] skills_en: 2,000 rows');
    const during = await diagnose();
    expect(during.json().diagnostics.activities).toContainEqual(
      expect.objectContaining({
        name: `test activity ${process.pid}`,
        state: 'running',
        detail: '[seed esco] skills_en: 2,000 rows',
      }),
    );
    load.done('loaded');
    const after = await diagnose();
    expect(after.json().diagnostics.activities).toContainEqual(
      expect.objectContaining({ name: `test activity ${process.pid}`, state: 'done', detail: 'loaded' }),
    );
  });

  it('writes and reads its probe node for every call (record store probe; concurrent calls share one)', async () => {
    const read = async () =>
      (
        await ctx.executor.runStatement<{ sequence: number | null }>(
          'OPTIONAL MATCH (h:HealthProbe {id: $id}) RETURN h.sequence AS sequence',
          { id: hostname() },
        )
      )[0]!.sequence ?? 0;
    const before = await read();
    await ctx.app.inject({ method: 'GET', url: '/health' });
    // A slow probe may finish after the answer (the last check answered for it): it still writes.
    await vi.waitFor(async () => expect(await read()).toBeGreaterThan(before), { timeout: 5000 });
  });

  it('lists the search indexes with their state in the diagnostics', async () => {
    const name = `health_test_${process.pid}_${Date.now()}`;
    await ctx.executor.runStatement(
      `CREATE FULLTEXT INDEX ${name} IF NOT EXISTS FOR (n:HealthTestLabel) ON EACH [n.text]`,
    );
    try {
      await ctx.executor.runStatement('CALL db.awaitIndexes(60)');
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-internal-token': INTERNAL_TOKEN },
      });
      expect(response.json().gyre.status).toBe('healthy');
      const index = response.json().diagnostics.search_indexes.find((i: { name: string }) => i.name === name);
      expect(index).toMatchObject({ type: 'FULLTEXT', state: 'ONLINE' });
    } finally {
      await ctx.executor.runStatement(`DROP INDEX ${name} IF EXISTS`);
    }
  });
});
