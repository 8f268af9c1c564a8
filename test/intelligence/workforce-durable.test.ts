// Workforce mapping jobs are durable: a job whose API process stopped is resumed where it stood by any
// other process (its lease lapsed), a graceful stop hands the job over at once, two processes never both
// resume it, no batch is stored twice, and a job that keeps stopping is failed. A crash is what it leaves
// in the graph: a job whose runner stopped renewing its lease, here written by the runner's own queries.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MapOptions, type MappingJob, Workforce } from '../../src/intelligence/workforce.ts';
import { createTenant, createTestContext, type Tenant, type TestContext } from '../helpers.ts';

let ctx: TestContext;
let tenant: Tenant;
const options: MapOptions = { framework: 'ESCO', limit: 1, threshold: 0, language: 'en' };
const TITLES = ['nurse', 'software developer', 'accountant', 'baker', 'electrician', 'teacher', 'welder'];
const rows = Array.from({ length: 130 }, (_, i) => ({ id: `R-${i}`, title: TITLES[i % TITLES.length]! }));
// Crashes are written with lapsed leases and graceful stops hand over at once, so no test waits for a
// lease to lapse; a live run's lease must outlast one batch of 25 cold searches on a loaded machine (at
// 1 s, CI saw a running job's lease lapse between batches, reclaimed until it failed).
const fast = { leaseMs: 15_000, pollMs: 200, maxAttempts: 3 };
const workforces: Workforce[] = [];
const workforce = () => {
  const created = new Workforce(ctx.executor, ctx.app.graph.search, { settings: fast });
  workforces.push(created);
  return created;
};

beforeAll(async () => {
  ctx = await createTestContext(undefined, {}, { embedder: false });
  tenant = await createTenant(ctx);
});
afterAll(async () => {
  await Promise.all(workforces.map((w) => w.stop()));
  await ctx?.close();
});

/** What a process that died after its first batch leaves: the job, one batch, a lease nobody renews. */
async function crashedJob(attempts = 1) {
  const id = randomUUID();
  const dead = { id, owner: `dead-process-${id}` };
  await ctx.executor.write('workforce-create', {
    organisationId: tenant.organisationId,
    ...dead,
    rows: JSON.stringify(rows),
    options: JSON.stringify(options),
    total: rows.length,
    framework: options.framework,
    leaseMs: 60_000,
  });
  const first = rows.slice(0, 25).map((row, i) => ({ row: i, id: row.id, title: row.title, matches: [] }));
  await ctx.executor.write('workforce-batch', {
    ...dead,
    start: 0,
    done: 25,
    results: JSON.stringify(first),
    leaseMs: 60_000,
  });
  // The attempts and the lapse in one statement: a poller of another test app must not claim the job
  // between the two (it would run it with attempts 2 while the test means a job out of attempts).
  await ctx.executor.runStatement(
    'MATCH (j:WorkforceMapJob {id: $id}) SET j.attempts = $attempts, j.lease_until = datetime() - duration({seconds: 1})',
    { id, attempts },
  );
  return id;
}

async function settled(id: string, reader: Workforce): Promise<MappingJob> {
  for (let polls = 0; polls < 1_200; polls++) {
    const job = await reader.get(tenant.organisationId, id);
    if (job.status === 'done' || job.status === 'failed') return job;
    await sleep(100);
  }
  throw new Error(`job ${id} did not finish`);
}

describe('durable workforce mapping jobs', () => {
  it('resumes a job whose process died where it stood, storing no batch twice', async () => {
    const id = await crashedJob();
    const reader = workforce();
    // Queued for any API process; the test suite's other apps poll too and may have resumed it already.
    const waiting = await reader.get(tenant.organisationId, id);
    expect(waiting.status === 'queued' || (waiting.status === 'running' && waiting.attempts === 2)).toBe(
      true,
    );
    await workforce().resumeOrphans();
    const job = await settled(id, reader);
    expect(job).toMatchObject({ status: 'done', attempts: 2, progress: { done: 130, total: 130 } });
    expect(job.results!.map((r) => r.row)).toEqual(rows.map((_, i) => i));
    expect(job.results!.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    // Rows 0-24 come from the dead process's batch (no matches), the rest from the resumed run.
    expect(job.results!.slice(0, 25).every((r) => r.matches.length === 0)).toBe(true);
    expect(job.results!.slice(25).every((r) => r.matches.length === 1)).toBe(true);
    const [batches] = await ctx.executor.runStatement<{ starts: number[] }>(
      'MATCH (b:WorkforceMapBatch {job_id: $id}) WITH b ORDER BY b.start RETURN collect(b.start) AS starts',
      { id },
    );
    expect(batches!.starts).toEqual([0, 25, 50, 75, 100, 125]);
  });

  it('is resumed by exactly one of two processes that look at the same moment', async () => {
    const id = await crashedJob();
    await Promise.all([workforce().resumeOrphans(), workforce().resumeOrphans()]);
    const job = await settled(id, workforce());
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
    expect(job.results).toHaveLength(rows.length);
  });

  it('hands its job over at once when its process stops gracefully', async () => {
    const first = workforce();
    // Long enough (20 batches of searches never asked before) to be under way when the stop comes.
    const many = Array.from({ length: 500 }, (_, i) => ({
      id: `M-${i}`,
      title: `${TITLES[i % TITLES.length]} ${randomUUID().slice(0, 8)}`,
    }));
    const { id } = await first.start(tenant.organisationId, many, options);
    for (
      let polls = 0;
      // Up to a minute: a busy machine (the suite's files run in parallel) is slow to its first batch.
      polls < 2_400 && (await first.get(tenant.organisationId, id)).progress.done === 0;
      polls++
    )
      await sleep(25);
    await first.stop();
    const handed = await first.get(tenant.organisationId, id);
    // Handed over, giving back its attempt (a graceful stop is not a failed run).
    expect(handed.status === 'queued' || (handed.status === 'running' && handed.attempts === 1)).toBe(true);
    expect(handed.progress.done).toBeGreaterThan(0);
    expect(handed.progress.done).toBeLessThan(many.length);
    workforce().startPolling();
    const job = await settled(id, workforce());
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
    expect(job.results!.map((r) => r.id)).toEqual(many.map((r) => r.id));
  });

  it('fails a job that stopped as many times as it may start', async () => {
    const id = await crashedJob(fast.maxAttempts);
    await workforce().resumeOrphans();
    const job = await workforce().get(tenant.organisationId, id);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/stopped 3 times/);
    expect(job.results).toBeNull();
  });
});
