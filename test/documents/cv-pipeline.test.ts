// The CV pipeline (spec 2.3, 3.6, 4.5): upload -> treated -> corrected treated -> enriched -> corrected
// enriched -> user-profile entities, in the organisation form and the user form, on a real PDF.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestContext, type Tenant, type TestContext } from '../helpers.ts';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'documents');
const pdf = readFileSync(join(FIXTURES, 'cv-fr-deux-colonnes.pdf'));
const truth = JSON.parse(readFileSync(join(FIXTURES, 'cv-fr-deux-colonnes.json'), 'utf8'));

let ctx: TestContext;
let tenant: Tenant;

function multipart(files: { bytes: Buffer; name: string }[], field = 'files') {
  const boundary = `----skillgraph${Math.random().toString(16).slice(2)}`;
  const parts = files.map(({ bytes, name }) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
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

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = tenant.headers) {
  const response = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}), headers });
  return { status: response.statusCode, body: response.json(), type: response.headers['content-type'] };
}

async function upload(url: string, files = [{ bytes: pdf, name: 'cv.pdf' }], headers = tenant.headers) {
  const body = multipart(files);
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
  return { status: response.statusCode, body: response.json() };
}

const orgUser = () => `/v1/organisations/${tenant.organisationId}/users/${tenant.userId}`;

beforeAll(async () => {
  ctx = await createTestContext(undefined, {}, { embedder: true });
  tenant = await createTenant(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

describe('CV pipeline, organisation form', () => {
  it('runs from upload to the user profile, each stage linked to the one before', async () => {
    const treated = await upload(`${orgUser()}/jsonResumeRaws/treat`);
    expect(treated.status).toBe(201);
    expect(treated.body['@type']).toBe('JsonResumeTreated');
    expect(treated.body.json_resume.basics.name).toBe(truth.basics.name);
    expect(treated.body.jsonResumeRaw).toMatch(/\/jsonResumeRaws\//);
    expect(treated.body.language).toBe('fr');
    const read = await call('GET', treated.body['@id']);
    expect(read.status).toBe(200);
    expect(read.type).toContain('application/ld+json');
    expect(read.body.id).toBe(treated.body.id);

    // The recruiter fixes the headline.
    const fixed = {
      ...treated.body.json_resume,
      basics: { ...treated.body.json_resume.basics, label: 'DRH' },
    };
    const corrected = await call('POST', `${treated.body['@id']}/jsonResumeCorrectedTreateds`, {
      json_resume: JSON.stringify(fixed),
    });
    expect(corrected.status).toBe(201);
    expect(corrected.body.json_resume.basics.label).toBe('DRH');
    expect(corrected.body.jsonResumeTreated).toBe(treated.body['@id']);
    const again = await call('POST', `${treated.body['@id']}/jsonResumeCorrectedTreateds`, {
      json_resume: fixed,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('conflict');

    const enriched = await call('POST', `${corrected.body['@id']}/enrich`);
    expect(enriched.status).toBe(201);
    expect(enriched.body['@type']).toBe('JsonResumeEnriched');
    expect(enriched.body.json_resume.basics.label).toBe('DRH');
    expect(enriched.body.nodes.length).toBeGreaterThan(0);

    const final = await call('POST', `${enriched.body['@id']}/jsonResumeCorrectedEnricheds`, {
      json_resume: enriched.body.json_resume,
      nodes: enriched.body.nodes,
    });
    expect(final.status).toBe(201);
    expect(final.body.profile.created.work).toBe(truth.work.length);
    expect(final.body.profile.created.education).toBe(truth.education.length);

    const works = await call('GET', `${orgUser()}/works?itemsPerPage=100`);
    expect(works.body['hydra:member'].map((w: { name: string }) => w.name).sort()).toEqual(
      truth.work.map((w: { name: string }) => w.name).sort(),
    );
    const skills = await call('GET', `${orgUser()}/skills?itemsPerPage=1000`);
    const linked = skills.body['hydra:member'].filter((s: { skill_uuid?: string }) => s.skill_uuid);
    expect(linked.length).toBeGreaterThan(0);
    const titles = await call('GET', `${orgUser()}/titles`);
    expect(titles.body['hydra:member'].map((t: { name: string }) => t.name)).toContain('DRH');

    // One replace, which writes the profile anew (not twice) and seals the correction.
    const replaced = await call('PUT', final.body['@id'], {
      json_resume: enriched.body.json_resume,
      nodes: JSON.stringify(enriched.body.nodes),
    });
    expect(replaced.status).toBe(200);
    const worksAfter = await call('GET', `${orgUser()}/works?itemsPerPage=100`);
    expect(worksAfter.body['hydra:totalItems']).toBe(truth.work.length);
    expect((await call('GET', final.body['@id'])).status).toBe(404);
    expect((await call('PUT', final.body['@id'], { json_resume: {}, nodes: [] })).status).toBe(404);

    const sealed = await call('PUT', corrected.body['@id'], { json_resume: fixed });
    expect(sealed.status).toBe(200);
    expect((await call('GET', corrected.body['@id'])).status).toBe(404);
  });

  it('refuses a user of another organisation (404), another organisation (403), and bad bodies (400)', async () => {
    const other = await createTenant(ctx);
    const foreignUser = await upload(
      `/v1/organisations/${tenant.organisationId}/users/${other.userId}/jsonResumeRaws/treat`,
    );
    expect(foreignUser.status).toBe(404);
    const foreignOrg = await upload(
      `/v1/organisations/${other.organisationId}/users/${other.userId}/jsonResumeRaws/treat`,
    );
    expect(foreignOrg.status).toBe(403);
    const noFiles = await upload(`${orgUser()}/jsonResumeRaws/treat`, []);
    expect(noFiles.status).toBe(400);
    const treated = await upload(`${orgUser()}/jsonResumeRaws/treat`);
    const notJson = await call('POST', `${treated.body['@id']}/jsonResumeCorrectedTreateds`, {
      json_resume: 'not json',
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.details.fields[0].field).toBe('body.json_resume');
  });
});

describe('CV pipeline, user form', () => {
  it('lets a user run the whole pipeline on their own CV and nobody else’s', async () => {
    const own = await upload(`/v1/users/${tenant.userId}/jsonResumeRaws/enrich`);
    expect(own.status).toBe(201);
    expect(own.body['@type']).toBe('JsonResumeTreated');
    expect(own.body.jsonResumeEnriched).toMatch(/\/jsonResumeEnricheds\//);
    const enrichedId = own.body.jsonResumeEnriched.split('/').pop();
    const enriched = await call('GET', `/v1/users/${tenant.userId}/jsonResumeEnricheds/${enrichedId}`);
    expect(enriched.status).toBe(200);
    expect(enriched.body.nodes.length).toBeGreaterThan(0);

    const other = await createTenant(ctx);
    expect((await upload(`/v1/users/${other.userId}/jsonResumeRaws/treat`)).status).toBe(403);
  });
});
