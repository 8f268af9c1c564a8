// CV <-> job matching (spec 4.8, 4.9) on CVs and a posting that went through the real pipelines.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestContext, type Tenant, type TestContext } from '../helpers.ts';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'documents');
const offer = readFileSync(join(FIXTURES, 'offer-en.txt'));
const dataCv = readFileSync(join(FIXTURES, 'cv-en.txt'));
const hrCv = readFileSync(join(FIXTURES, 'cv-fr-deux-colonnes.pdf'));
const cookCv = Buffer.from(
  'Sam Cook\nsam.cook@example.com\n\nEXPERIENCE\nCook - Le Bistrot\n2018 - 2023\n• Prepared menus and managed the kitchen stock\n\nSKILLS\nCooking, food safety, menu planning\n',
);

let ctx: TestContext;
let tenant: Tenant;
const users: Record<string, string> = {};
let jobId: string;

function multipart(bytes: Buffer, name: string, field: string) {
  const boundary = `----skillgraph${Math.random().toString(16).slice(2)}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(url: string, bytes: Buffer, name: string) {
  const body = multipart(bytes, name, 'files');
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...tenant.headers, ...body.headers },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function post(url: string, payload: object, headers = tenant.headers) {
  const response = await ctx.app.inject({ method: 'POST', url, payload, headers });
  return { status: response.statusCode, body: response.json() };
}

async function member(name: string) {
  const { status, body } = await post(`/v1/organisations/${tenant.organisationId}/users`, {
    email: `${name}-${Math.random().toString(16).slice(2)}@example.test`,
    name,
    password: 'member-password-1',
    roles: ['member'],
  });
  expect(status).toBe(201);
  return body.id as string;
}

beforeAll(async () => {
  ctx = await createTestContext(undefined, {}, { embedder: true });
  tenant = await createTenant(ctx);
  for (const [name, bytes, file] of [
    ['data', dataCv, 'cv.txt'],
    ['hr', hrCv, 'cv.pdf'],
    ['cook', cookCv, 'cv.txt'],
  ] as const) {
    users[name] = await member(name);
    await upload(
      `/v1/organisations/${tenant.organisationId}/users/${users[name]}/jsonResumeRaws/enrich`,
      bytes,
      file,
    );
  }
  const postings = await upload(
    `/v1/organisations/${tenant.organisationId}/jsonJobPostingRaws/enrich`,
    offer,
    'offer.txt',
  );
  jobId = postings['hydra:member'][0].id;
});
afterAll(async () => {
  await ctx?.close();
});

describe('POST /v1/match/cvs-vs-job', () => {
  it('ranks the data engineer first for a data engineering posting, each score explained', async () => {
    const { status, body } = await post('/v1/match/cvs-vs-job', { job_id: jobId });
    expect(status).toBe(200);
    expect(body.job.skills).toBeGreaterThan(0);
    expect(body.results[0].user_id).toBe(users['data']);
    for (let i = 1; i < body.results.length; i++)
      expect(body.results[i - 1].score).toBeGreaterThanOrEqual(body.results[i].score);
    for (const result of body.results) {
      const { explanation } = result;
      expect(result.score).toBeGreaterThanOrEqual(0);
      expect(result.score).toBeLessThanOrEqual(1);
      // Every skill of the job is accounted for, once.
      expect(
        explanation.matched.length +
          explanation.missing_essential.length +
          explanation.missing_optional.length,
      ).toBe(body.job.skills);
    }
    expect(body.results[0].explanation.matched.length).toBeGreaterThan(0);
    // Only the organisation's own CVs.
    expect(body.results.every((r: { user_id: string }) => Object.values(users).includes(r.user_id))).toBe(
      true,
    );
  });

  it('takes a job offer as text too, and wants exactly one of job_id and job_text', async () => {
    const { status, body } = await post('/v1/match/cvs-vs-job', {
      job_text: offer.toString('utf8'),
      limit: 1,
    });
    expect(status).toBe(200);
    expect(body.results).toHaveLength(1);
    expect(body.results[0].user_id).toBe(users['data']);
    expect((await post('/v1/match/cvs-vs-job', {})).status).toBe(400);
    expect((await post('/v1/match/cvs-vs-job', { job_id: 'no-such-posting' })).status).toBe(404);
  });
});

describe('POST /v1/match/jobs-vs-cv and /v1/matching/cv-to-job', () => {
  it('gives the same score both ways and for the single match', async () => {
    const forJob = await post('/v1/match/cvs-vs-job', { job_id: jobId });
    const expected = forJob.body.results.find((r: { user_id: string }) => r.user_id === users['data']).score;
    const forCv = await post('/v1/match/jobs-vs-cv', { user_id: users['data'] });
    expect(forCv.status).toBe(200);
    const posting = forCv.body.results.find((r: { job_id: string }) => r.job_id === forJob.body.job.id);
    expect(posting.score).toBeCloseTo(expected, 2);
    expect(posting.status).toBe('DRAFT');
    const single = await post('/v1/matching/cv-to-job', { user_id: users['data'], job_id: jobId });
    expect(single.status).toBe(200);
    expect(single.body.score).toBeCloseTo(expected, 2);
  });

  it('keeps other organisations out', async () => {
    const other = await createTenant(ctx);
    const foreign = await post('/v1/match/jobs-vs-cv', { user_id: users['data'] }, other.headers);
    expect(foreign.status).toBe(404);
    expect(
      (await post('/v1/matching/cv-to-job', { user_id: users['data'], job_id: jobId }, other.headers)).status,
    ).toBe(404);
  });
});

describe('POST /v1/matching/cv-text-to-job-text', () => {
  it('scores a fitting CV above an unrelated one', async () => {
    const fit = await post('/v1/matching/cv-text-to-job-text', {
      cv_text: dataCv.toString('utf8'),
      job_text: offer.toString('utf8'),
    });
    const unrelated = await post('/v1/matching/cv-text-to-job-text', {
      cv_text: cookCv.toString('utf8'),
      job_text: offer.toString('utf8'),
    });
    expect(fit.status).toBe(200);
    expect(fit.body.job_skills).toBeGreaterThan(0);
    expect(fit.body.score).toBeGreaterThan(unrelated.body.score);
  });

  it('reads texts of one line on both sides: a pasted profile and a one-line offer', async () => {
    const matched = await post('/v1/matching/cv-text-to-job-text', {
      cv_text: 'Senior Java developer, 8 years of Spring Boot and PostgreSQL',
      job_text: 'Backend engineer: Java, SQL, Docker',
    });
    expect(matched.status).toBe(200);
    expect(matched.body.cv_skills).toBeGreaterThan(0);
    expect(matched.body.job_skills).toBeGreaterThan(0);
    const labels = matched.body.explanation.matched.map((skill: { label: string }) => skill.label);
    expect(labels).toContain('Java (computer programming)');
    expect(matched.body.score).toBeGreaterThan(0);
  });

  it('refuses a text with no word in it, rather than scoring what its embedding is near', async () => {
    // Both sides symbols: their embeddings alone scored 0.77.
    for (const texts of [
      { cv_text: '%%% ### ***', job_text: '!!! ??? ...' },
      { cv_text: '• • •\n— — —', job_text: offer.toString('utf8') },
    ]) {
      const refused = await post('/v1/matching/cv-text-to-job-text', texts);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'unreadable_document', details: { reason: 'empty' } });
      expect(refused.body.error.request_id).toBeTruthy();
    }
  });
});
