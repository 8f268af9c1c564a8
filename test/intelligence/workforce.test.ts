// Workforce mapping (beta): a job architecture mapped onto a framework, at once for small inputs and as
// a job with progress and fetchable results for large ones. Titles are real ESCO occupation labels.
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_ROWS } from '../../src/intelligence/workforce.ts';
import { readCsv } from '../../src/seeding/csv.ts';
import { createTenant, createTestContext, type Tenant, type TestContext } from '../helpers.ts';

let ctx: TestContext;
let tenant: Tenant;
/** ESCO occupations whose English preferred label no other occupation shares. */
let occupations: { id: string; label: string }[];

async function call(method: 'GET' | 'POST', url: string, payload?: object, headers = tenant.headers) {
  const response = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}), headers });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

beforeAll(async () => {
  ctx = await createTestContext(undefined, {}, { embedder: false });
  tenant = await createTenant(ctx);
  const checkout = await call(
    'POST',
    `/v1/organisations/${tenant.organisationId}/organisationPlans/dev-checkout`,
    {
      plan_code: 'scale',
    },
  );
  expect(checkout.status).toBe(201);
  const all: { id: string; label: string }[] = [];
  for await (const record of readCsv(
    join(import.meta.dirname, '..', '..', 'seeds', 'esco', 'occupations_en.csv.gz'),
    {
      onMalformed: () => {},
    },
  ))
    all.push({
      id: String(record.values['conceptUri']).split('/').pop()!,
      label: record.values['preferredLabel'] ?? '',
    });
  const counts = new Map<string, number>();
  for (const o of all) counts.set(o.label.toLowerCase(), (counts.get(o.label.toLowerCase()) ?? 0) + 1);
  occupations = all.filter((o) => counts.get(o.label.toLowerCase()) === 1 && o.label.length < 60);
});
afterAll(async () => {
  await ctx?.close();
});

describe('POST /v1/workforce/map', () => {
  it('maps a small architecture at once, keeping each row’s reference and order', async () => {
    const rows = occupations.slice(0, 5).map((o, i) => ({ id: `J-${i}`, title: o.label }));
    const { status, body } = await call('POST', '/v1/workforce/map', {
      rows,
      target_framework: 'ESCO',
      limit: 2,
    });
    expect(status).toBe(200);
    expect(body.status).toBe('done');
    expect(body.results.map((r: { id: string }) => r.id)).toEqual(rows.map((r) => r.id));
    body.results.forEach((result: { matches: { id: string; framework: string }[] }, i: number) => {
      expect(result.matches.length).toBeLessThanOrEqual(2);
      expect(result.matches[0]).toMatchObject({ id: occupations[i]!.id, framework: 'ESCO' });
    });
  });

  it('runs a large architecture as a job with progress, whose results are fetched when done', async () => {
    const picked = occupations.filter((_, i) => i % 7 === 0).slice(0, SYNC_ROWS + 30);
    const rows = picked.map((o) => ({ title: o.label }));
    const started = await call('POST', '/v1/workforce/map', { rows, target_framework: 'ESCO', limit: 1 });
    expect(started.status).toBe(202);
    expect(started.body.progress.total).toBe(rows.length);
    expect(started.headers['location']).toBe(`/v1/workforce/map/${started.body.id}`);
    let state = started.body;
    const seen = new Set<number>();
    for (let polls = 0; (state.status === 'running' || state.status === 'queued') && polls < 600; polls++) {
      await sleep(250);
      state = (await call('GET', `/v1/workforce/map/${started.body.id}`)).body;
      seen.add(state.progress.done);
    }
    expect(state.status).toBe('done');
    expect(state.results).toHaveLength(rows.length);
    const right = state.results.filter(
      (r: { row: number; matches: { id: string }[] }) => r.matches[0]?.id === picked[r.row]!.id,
    ).length;
    // Exact preferred labels map back to their own occupation.
    expect(right / rows.length).toBeGreaterThan(0.95);
    const other = await createTenant(ctx);
    await call(
      'POST',
      `/v1/organisations/${other.organisationId}/organisationPlans/dev-checkout`,
      { plan_code: 'scale' },
      other.headers,
    );
    expect((await call('GET', `/v1/workforce/map/${started.body.id}`, undefined, other.headers)).status).toBe(
      404,
    );
  });

  it('is for paid plans, and bounds its input', async () => {
    const discovery = await createTenant(ctx);
    const refused = await call(
      'POST',
      '/v1/workforce/map',
      { rows: [{ title: 'nurse' }], target_framework: 'ESCO' },
      discovery.headers,
    );
    expect(refused.status).toBe(403);
    expect((await call('POST', '/v1/workforce/map', { rows: [], target_framework: 'ESCO' })).status).toBe(
      400,
    );
    expect(
      (await call('POST', '/v1/workforce/map', { rows: [{ title: 'x' }], target_framework: 'KLINGON' }))
        .status,
    ).toBe(400);
  });
});
