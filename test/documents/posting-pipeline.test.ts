// The job-posting pipeline (spec 4.4) and a posting's status and candidates (spec 3.1, 3.2).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestContext, type Tenant, type TestContext } from '../helpers.ts';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'documents');
const offer = readFileSync(join(FIXTURES, 'offer-en.txt'));

let ctx: TestContext;
let tenant: Tenant;

function multipart(files: { bytes: Buffer; name: string; type?: string }[]) {
  const boundary = `----skillgraph${Math.random().toString(16).slice(2)}`;
  const parts = files.map(({ bytes, name, type }) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${name}"\r\nContent-Type: ${type ?? 'text/plain'}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(url: string, files: { bytes: Buffer; name: string; type?: string }[]) {
  const body = multipart(files);
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...tenant.headers, ...body.headers },
  });
  return { status: response.statusCode, body: response.json() };
}

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  const response = await ctx.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: tenant.headers,
  });
  return { status: response.statusCode, body: response.json() };
}

const org = () => `/v1/organisations/${tenant.organisationId}`;

async function newMember() {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `${org()}/users`,
    payload: {
      email: `candidate-${Math.random().toString(16).slice(2)}@example.test`,
      name: 'Candidate',
      password: 'candidate-password-1',
      roles: ['member'],
    },
    headers: tenant.headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

beforeAll(async () => {
  ctx = await createTestContext(undefined, {}, { embedder: true });
  tenant = await createTenant(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

describe('job-posting pipeline', () => {
  it("lists a new organisation's postings as an empty collection", async () => {
    const fresh = await createTenant(ctx);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/v1/organisations/${fresh.organisationId}/jsonJobPostings`,
      headers: fresh.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ 'hydra:totalItems': 0, 'hydra:member': [] });
  });

  it('treats each uploaded file, lists the postings and enriches one', async () => {
    const french = Buffer.from(
      'Développeur web (H/F)\nLieu : Nantes\nCDI, temps plein\n\nProfil recherché\n- JavaScript\n- 2 ans d’expérience\n',
    );
    const treated = await upload(`${org()}/jsonJobPostingRaws`, [
      { bytes: offer, name: 'data-engineer.txt' },
      { bytes: french, name: 'developpeur.txt' },
    ]);
    expect(treated.status).toBe(201);
    expect(treated.body['hydra:totalItems']).toBe(2);
    const [first, second] = treated.body['hydra:member'];
    expect(first.json_job_posting).toMatchObject({ title: 'Data Engineer', contract_type: 'permanent' });
    expect(second.json_job_posting).toMatchObject({
      title: 'Développeur web',
      contract_type: 'permanent',
      location: 'Nantes',
    });

    const list = await call('GET', `${org()}/jsonJobPostings`);
    expect(list.status).toBe(200);
    const titles = list.body['hydra:member'].map((m: { title: string }) => m.title);
    expect(titles).toEqual(expect.arrayContaining(['Data Engineer', 'Développeur web']));
    const summary = list.body['hydra:member'].find((m: { treated_id: string }) => m.treated_id === first.id);
    expect(summary).toMatchObject({ file_name: 'data-engineer.txt', status: 'DRAFT', enriched_id: null });

    const enriched = await call('POST', `${first['@id']}/enrich`);
    expect(enriched.status).toBe(201);
    expect(enriched.body['@type']).toBe('JsonJobPostingEnriched');
    expect(enriched.body.nodes.required_skills.length).toBeGreaterThan(0);
    expect(enriched.body.nodes.occupation.uri).toMatch(/^graph:\/\/occupation\//);
    const read = await call('GET', enriched.body['@id']);
    expect(read.status).toBe(200);
    const after = await call('GET', `${org()}/jsonJobPostings`);
    expect(
      after.body['hydra:member'].find((m: { treated_id: string }) => m.treated_id === first.id).enriched_id,
    ).toBe(enriched.body.id);
  });

  it('runs the full pipeline in one call, and keeps nothing when one file cannot be read', async () => {
    const full = await upload(`${org()}/jsonJobPostingRaws/enrich`, [{ bytes: offer, name: 'offer.txt' }]);
    expect(full.status).toBe(201);
    expect(full.body['hydra:member'][0]['@type']).toBe('JsonJobPostingEnriched');
    const before = (await call('GET', `${org()}/jsonJobPostings?itemsPerPage=1000`)).body['hydra:totalItems'];
    const mixed = await upload(`${org()}/jsonJobPostingRaws`, [
      { bytes: offer, name: 'ok.txt' },
      // A picture with no text in it: read by OCR, which finds nothing.
      { bytes: readFileSync(join(FIXTURES, 'photo.png')), name: 'scan.png', type: 'image/png' },
    ]);
    expect(mixed.status).toBe(400);
    expect(mixed.body.error.code).toBe('unreadable_document');
    expect((await call('GET', `${org()}/jsonJobPostings?itemsPerPage=1000`)).body['hydra:totalItems']).toBe(
      before,
    );
  });
});

describe('a posting, its status and its candidates', () => {
  it('follows spec 3.1 and 3.2: PATCH status, candidates PENDING, one VALIDATED at most', async () => {
    const treated = await upload(`${org()}/jsonJobPostingRaws`, [{ bytes: offer, name: 'offer.txt' }]);
    const list = await call('GET', `${org()}/jsonJobPostings?itemsPerPage=1000`);
    const postingId = list.body['hydra:member'].find(
      (m: { treated_id: string }) => m.treated_id === treated.body['hydra:member'][0].id,
    ).id;
    const posting = `${org()}/organisationJsonJobPostings/${postingId}`;

    const confirmed = await call('PATCH', posting, { status: 'CONFIRMED', company: 'Northwind' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'CONFIRMED', company: 'Northwind', user_status_list: [] });
    expect((await call('PATCH', posting, { status: 'OPEN' })).status).toBe(400);
    expect((await call('PATCH', posting, { career_id: 'no-such-career' })).status).toBe(400);

    const alice = await newMember();
    const bob = await newMember();
    const added = await call('POST', `${posting}/users`, { user_id: alice });
    expect(added.status).toBe(201);
    expect(added.body.user_status_list).toEqual([
      expect.objectContaining({ user_id: alice, status: 'PENDING' }),
    ]);
    const duplicate = await call('POST', `${posting}/users`, { user_id: alice });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.code).toBe('conflict');
    await call('POST', `${posting}/users`, { user_id: bob });
    const outsider = await createTenant(ctx);
    expect((await call('POST', `${posting}/users`, { user_id: outsider.userId })).status).toBe(400);

    const review = await call('PATCH', `${posting}/users/${alice}`, { status: 'IN_REVIEW' });
    const before = review.body.user_status_list.find((c: { user_id: string }) => c.user_id === alice);
    expect(before.status).toBe('IN_REVIEW');
    const validated = await call('PATCH', `${posting}/users/${alice}`, { status: 'VALIDATED' });
    expect(validated.status).toBe(200);
    expect(validated.body.status).toBe('VALIDATED');
    const entry = validated.body.user_status_list.find((c: { user_id: string }) => c.user_id === alice);
    expect(entry.status).toBe('VALIDATED');
    expect(new Date(entry.modified_at).getTime()).toBeGreaterThanOrEqual(
      new Date(before.modified_at).getTime(),
    );

    const second = await call('PATCH', `${posting}/users/${bob}`, { status: 'VALIDATED' });
    expect(second.status).toBe(409);
    const unchanged = await call('GET', posting);
    expect(unchanged.body.user_status_list.find((c: { user_id: string }) => c.user_id === bob).status).toBe(
      'PENDING',
    );
    expect((await call('PATCH', `${posting}/users/${outsider.userId}`, { status: 'PENDING' })).status).toBe(
      404,
    );
  });

  it('validates only one of two candidates validated at the same moment', async () => {
    const treated = await upload(`${org()}/jsonJobPostingRaws`, [{ bytes: offer, name: 'race.txt' }]);
    const list = await call('GET', `${org()}/jsonJobPostings?itemsPerPage=1000`);
    const postingId = list.body['hydra:member'].find(
      (m: { treated_id: string }) => m.treated_id === treated.body['hydra:member'][0].id,
    ).id;
    const posting = `${org()}/organisationJsonJobPostings/${postingId}`;
    const users = [await newMember(), await newMember(), await newMember()];
    for (const user of users) await call('POST', `${posting}/users`, { user_id: user });
    const results = await Promise.all(
      users.map((user) => call('PATCH', `${posting}/users/${user}`, { status: 'VALIDATED' })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
  });

  it('keeps postings within their organisation', async () => {
    const other = await createTenant(ctx);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/v1/organisations/${tenant.organisationId}/jsonJobPostings`,
      headers: other.headers,
    });
    expect(response.statusCode).toBe(403);
    const list = await call('GET', `${org()}/jsonJobPostings`);
    const id = list.body['hydra:member'][0].id;
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/v1/organisations/${other.organisationId}/organisationJsonJobPostings/${id}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
