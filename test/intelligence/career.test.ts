// Skill gaps with training time (organisation courses, else the default model) and career transitions as
// a graph traversal, on the bundled real data; expectations come from the graph's own routes and seeds.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HOURS } from '../../src/intelligence/career.ts';
import { readCsv } from '../../src/seeding/csv.ts';
import { createTenant, createTestContext, type Tenant, type TestContext } from '../helpers.ts';

let ctx: TestContext;
let tenant: Tenant;

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await ctx.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: tenant.headers,
  });
  return { status: response.statusCode, body: response.json() };
}

beforeAll(async () => {
  ctx = await createTestContext(undefined, {}, { embedder: false });
  tenant = await createTenant(ctx);
  // Transitions are a beta feature of the paid plans (route_access of Discovery leaves them out).
  const checkout = await ctx.app.inject({
    method: 'POST',
    url: `/v1/organisations/${tenant.organisationId}/organisationPlans/dev-checkout`,
    payload: { plan_code: 'scale' },
    headers: tenant.headers,
  });
  expect(checkout.statusCode).toBe(201);
});
afterAll(async () => {
  await ctx?.close();
});

describe('POST /v1/skills/gap', () => {
  it('lists what the occupation requires beyond the skills held, with default training times', async () => {
    const profile = await call(
      'GET',
      `/v1/occupations/${encodeURIComponent('rome:M1805')}/skills?relation=essential`,
    );
    expect(profile.status).toBe(200);
    const essentials: { uri: string; id: string }[] = profile.body.skills;
    expect(essentials.length).toBeGreaterThan(4);
    const held = essentials.slice(0, 3).map((s) => s.uri);
    const { status, body } = await call('POST', '/v1/skills/gap', {
      skills: held,
      target_occupation: 'rome:M1805',
    });
    expect(status).toBe(200);
    expect(body.required).toBe(essentials.length);
    expect(body.held).toBe(3);
    expect(body.missing.map((m: { id: string }) => m.id).sort()).toEqual(
      essentials
        .slice(3)
        .map((s) => s.id)
        .sort(),
    );
    for (const missing of body.missing) {
      expect(missing.estimate).toBe('default');
      expect([
        DEFAULT_HOURS.knowledge,
        DEFAULT_HOURS.skill,
        DEFAULT_HOURS.knowledge / 2,
        DEFAULT_HOURS.skill / 2,
      ]).toContain(missing.training_hours);
    }
    const total = body.missing.reduce(
      (sum: number, m: { training_hours: number }) => sum + m.training_hours,
      0,
    );
    expect(body.total_training_hours).toBeCloseTo(total, 1);
  });

  it("uses the organisation's course that teaches a missing skill", async () => {
    const profile = await call(
      'GET',
      `/v1/occupations/${encodeURIComponent('rome:M1805')}/skills?relation=essential`,
    );
    const [first, second] = profile.body.skills as { id: string }[];
    const course = await ctx.app.inject({
      method: 'POST',
      url: `/v1/organisations/${tenant.organisationId}/courses`,
      payload: { name: 'Crash course', duration_hours: 12, skills: [first!.id, second!.id] },
      headers: tenant.headers,
    });
    expect(course.statusCode).toBe(201);
    const { body } = await call('POST', '/v1/skills/gap', { skills: [], target_occupation: 'rome:M1805' });
    const taught = body.missing.find((m: { id: string }) => m.id === first!.id);
    expect(taught).toMatchObject({ estimate: 'course', training_hours: 6 });
    expect(taught.courses[0].name).toBe('Crash course');
  });

  it('names every unknown skill reference in one 404, and a single one as a record read does', async () => {
    const two = await call('POST', '/v1/skills/gap', {
      skills: ['no-such-skill-a', 'no-such-skill-b'],
      target_occupation: 'rome:M1805',
    });
    expect(two.status).toBe(404);
    expect(two.body.error.code).toBe('not_found');
    expect(two.body.error.message).toBe('The skills "no-such-skill-a", "no-such-skill-b" were not found');
    expect(two.body.error.details.references).toEqual(['no-such-skill-a', 'no-such-skill-b']);
    const one = await call('POST', '/v1/skills/gap', {
      skills: ['no-such-skill-a'],
      target_occupation: 'rome:M1805',
    });
    expect(one.status).toBe(404);
    expect(one.body.error.message).toBe('The skill "no-such-skill-a" was not found');
  });

  it('wants one person and one target', async () => {
    const noPerson = await call('POST', '/v1/skills/gap', { target_occupation: 'rome:M1805' });
    expect(noPerson.status).toBe(400);
    expect(noPerson.body.error.details.fields).toEqual([
      { field: 'body', message: 'must have exactly one of skills, user_id' },
    ]);
    const twoTargets = await call('POST', '/v1/skills/gap', {
      skills: [],
      target_occupation: 'rome:M1805',
      job_id: 'x',
    });
    expect(twoTargets.body.error.details.fields).toEqual([
      { field: 'body', message: 'must have exactly one of target_occupation, job_id' },
    ]);
    expect((await call('POST', '/v1/skills/gap', { skills: [] })).status).toBe(400);
    // A field named by the beginning of the accepted one is pointed to it.
    const begun = await call('POST', '/v1/skills/gap', { skills: [], target: 'rome:M1805' });
    expect(begun.body.error.details.fields).toContainEqual({
      field: 'body.target',
      message: 'is not an accepted field; did you mean target_occupation?',
    });
    expect(
      (await call('POST', '/v1/skills/gap', { skills: [], target_occupation: 'rome:Z9999' })).status,
    ).toBe(404);
  });
});

describe('POST /v1/career/transitions', () => {
  it('ranks ROME occupations by the share of their essential skills held, marking ROME’s own mobility', async () => {
    const stated = new Set<string>();
    for await (const record of readCsv(
      join(import.meta.dirname, '..', '..', 'seeds', 'rome', 'unix_rubrique_mobilite_v460_utf8.csv.gz'),
      {
        onMalformed: () => {},
      },
    ))
      if (record.values['code_rome'] === 'M1805') stated.add(`rome-${record.values['code_rome_cible']}`);
    const { status, body } = await call('POST', '/v1/career/transitions', { from: 'rome:M1805', limit: 20 });
    expect(status).toBe(200);
    expect(body.from.framework).toBe('ROME');
    expect(body.transitions.length).toBeGreaterThan(0);
    for (let i = 1; i < body.transitions.length; i++)
      expect(body.transitions[i - 1].score).toBeGreaterThanOrEqual(body.transitions[i].score);
    for (const t of body.transitions) {
      expect(t.framework).toBe('ROME');
      expect(t.id).not.toBe('rome-M1805');
      expect(t.shared_percentage).toBeGreaterThan(0);
      expect(t.shared_percentage).toBeLessThanOrEqual(100);
      expect(t.stated_by_framework).toBe(stated.has(t.id));
    }
  });

  it('counts only the skills given, and lists what each target still requires', async () => {
    const profile = await call(
      'GET',
      `/v1/occupations/${encodeURIComponent('rome:M1805')}/skills?relation=essential`,
    );
    const one = profile.body.skills[0].uri;
    const { body } = await call('POST', '/v1/career/transitions', {
      from: 'rome:M1805',
      skills: [one],
      limit: 5,
      missing: 50,
    });
    for (const t of body.transitions) {
      expect(t.shared_skills).toBe(1);
      expect(t.missing.map((m: { uri: string }) => m.uri)).not.toContain(one);
      expect(t.missing.length).toBe(Math.min(50, t.required_skills - 1));
    }
  });
});
