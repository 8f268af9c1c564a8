// The rules of particular management resources beyond generic CRUD: Evaluation types, statuses and
// issuer; Career references to the graph (never a dangling node); cascade deletes; public offers;
// user forms against organisation forms; lists of one user's items; nested owners checked.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceNamed } from '../../src/management/resources.ts';
import { createTestContext, MASTER_API_KEY, type TestContext } from '../helpers.ts';
import {
  type Concepts,
  caller,
  collectionUrl,
  createConcepts,
  createWorld,
  fill,
  removeData,
  sampleBody,
  type World,
} from './world.ts';

let ctx: TestContext;
let concepts: Concepts;
let world: World;
let other: World;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ctx = await createTestContext();
  call = caller(ctx);
  concepts = await createConcepts(ctx);
  world = await createWorld(ctx, concepts);
  other = await createWorld(ctx, concepts);
});
afterAll(async () => {
  if (concepts) await removeData(ctx, concepts, [world?.tenant.organisationId, other?.tenant.organisationId]);
  await ctx?.close();
});

const url = (name: string, target = world) => collectionUrl(resourceNamed(name), target);
const body = (name: string, overrides: Record<string, unknown> = {}, target = world) => ({
  ...sampleBody(resourceNamed(name), target, 1, randomUUID()),
  ...overrides,
});
const post = (name: string, overrides: Record<string, unknown> = {}, target = world) =>
  call('POST', url(name, target), target.tenant.headers, body(name, overrides, target));
const fieldsOf = (response: Awaited<ReturnType<ReturnType<typeof caller>>>) =>
  (response.body.error.details.fields as { field: string }[]).map((f) => f.field).sort();

/** A second user of `world`'s organisation. */
async function colleague() {
  const response = await call(
    'POST',
    `/v1/organisations/${world.tenant.organisationId}/users`,
    { 'x-api-key': MASTER_API_KEY },
    {
      email: `colleague-${randomUUID()}@example.test`,
      name: 'Colleague',
      password: 'password-0123456789',
      roles: ['member'],
    },
  );
  expect(response.status).toBe(201);
  return response.body.id as string;
}

describe('Evaluation', () => {
  it('is created at POST /v1/organisations/{organisationId}/users/{userId}/evaluations with the accented types exactly', async () => {
    const evaluated = await colleague();
    const target = `/v1/organisations/${world.tenant.organisationId}/users/${evaluated}/evaluations`;
    for (const type of [
      'Bilan annuel',
      'Bilan trimestriel',
      'Évaluation de compétence',
      'Debrief de projet',
    ]) {
      const created = await call('POST', target, world.tenant.headers, {
        type,
        issuer_id: world.tenant.userId,
        status: 'draft',
        skills: [{ skill_uuid: concepts.skillId, level: 3 }],
      });
      expect(created.status, type).toBe(201);
      expect(created.body).toMatchObject({
        type,
        date: null,
        comment: null,
        status: 'draft',
        user_id: evaluated,
        user: `/v1/organisations/${world.tenant.organisationId}/users/${evaluated}`,
        issuer_id: world.tenant.userId,
        issuer: `/v1/organisations/${world.tenant.organisationId}/users/${world.tenant.userId}`,
      });
    }
    for (const type of ['Evaluation de competence', 'bilan annuel', 'Bilan Annuel ', 'Annual review']) {
      const rejected = await call('POST', target, world.tenant.headers, {
        type,
        issuer_id: world.tenant.userId,
        status: 'draft',
        skills: [],
      });
      expect(rejected.status, type).toBe(400);
      expect(fieldsOf(rejected)).toEqual(['body.type']);
    }
  });

  it('takes status draft or done only, and moves freely between them', async () => {
    expect(fieldsOf(await post('Evaluation', { status: 'Done' }))).toEqual(['body.status']);
    expect(fieldsOf(await post('Evaluation', { status: 'archived' }))).toEqual(['body.status']);
    const created = await post('Evaluation', { status: 'draft' });
    const item = created.body;
    const done = await call('PUT', item['@id'], world.tenant.headers, {
      ...body('Evaluation'),
      status: 'done',
    });
    expect(done.body.status).toBe('done');
    const back = await call('PUT', item['@id'], world.tenant.headers, {
      ...body('Evaluation'),
      status: 'draft',
    });
    expect(back.body.status).toBe('draft');
  });

  it('needs an issuer who is a user of the organisation (400), and creates nothing otherwise', async () => {
    const before = (await call('GET', url('Evaluation'), world.tenant.headers)).body['hydra:totalItems'];
    for (const issuer of [other.tenant.userId, `missing-${randomUUID()}`]) {
      const rejected = await post('Evaluation', { issuer_id: issuer });
      expect(rejected.status).toBe(400);
      expect(rejected.body.error.code).toBe('validation_error');
      expect(rejected.body.error.details.fields).toEqual([
        { field: 'body.issuer_id', message: `${issuer} is not a user of the organisation` },
      ]);
    }
    expect((await call('GET', url('Evaluation'), world.tenant.headers)).body['hydra:totalItems']).toBe(
      before,
    );
    const colleagueId = await colleague();
    expect((await post('Evaluation', { issuer_id: colleagueId })).status).toBe(201);
  });

  it('filters by type, status and issuer_id and orders by date', async () => {
    const issuer = await colleague();
    const created = await post('Evaluation', {
      issuer_id: issuer,
      type: 'Debrief de projet',
      date: '2020-02-02',
    });
    const list = await call(
      'GET',
      `${url('Evaluation')}?${new URLSearchParams({ issuer_id: issuer, type: 'Debrief de projet', 'orderBy[date]': 'desc' })}`,
      world.tenant.headers,
    );
    expect(list.body['hydra:member'].map((m: { id: string }) => m.id)).toEqual([created.body.id]);
  });

  it('answers 404 for a user of another organisation under my organisation', async () => {
    const target = `/v1/organisations/${world.tenant.organisationId}/users/${other.tenant.userId}/evaluations`;
    expect((await call('GET', target, world.tenant.headers)).status).toBe(404);
    const created = await call('POST', target, world.tenant.headers, body('Evaluation'));
    expect(created.status).toBe(404);
    expect(created.body.error.code).toBe('not_found');
  });
});

describe('Career references', () => {
  it('answers 400 naming sector_uuid or job_uuid when they name nothing, and creates no career', async () => {
    const name = `Orphan ${randomUUID()}`;
    const missingSector = await post('Career', { name, sector_uuid: `rome-sector-${randomUUID()}` });
    expect(missingSector.status).toBe(400);
    expect(fieldsOf(missingSector)).toEqual(['body.sector_uuid']);
    expect(missingSector.body.error.details.fields[0].message).toContain(
      'does not name a Sector of the graph',
    );
    expect(fieldsOf(await post('Career', { name, job_uuid: 'rome-Z9999' }))).toEqual(['body.job_uuid']);
    expect(
      fieldsOf(await post('Career', { name, sector_uuid: 'rome-sector-0', job_uuid: 'rome-Z9999' })),
    ).toEqual(['body.job_uuid', 'body.sector_uuid']);
    // A concept of the wrong kind does not do either.
    expect(
      fieldsOf(
        await post('Career', { name, sector_uuid: concepts.occupationId, job_uuid: concepts.sectorId }),
      ),
    ).toEqual(['body.job_uuid', 'body.sector_uuid']);
    const [row] = await ctx.executor.runStatement<{ count: number }>(
      'MATCH (c:Career {name: $name}) RETURN count(c) AS count',
      { name },
    );
    expect(row?.count).toBe(0);
  });

  it('refuses a retired concept, and leaves the career unchanged when a replace names nothing', async () => {
    const created = await post('Career');
    expect(created.status).toBe(201);
    const retired = `test-retired-${randomUUID()}`;
    await ctx.executor.write('seed-concepts', {
      rows: [{ id: retired, kind: 'Occupation', props: { label_en: 'Retired job' } }],
      framework: 'TEST',
      run: 'test-retired',
      version: 'test',
    });
    await ctx.executor.runStatement('MATCH (c:Concept {id: $id}) SET c.retired_at = datetime()', {
      id: retired,
    });
    try {
      const replaced = await call(
        'PUT',
        created.body['@id'],
        world.tenant.headers,
        body('Career', { job_uuid: retired }),
      );
      expect(replaced.status).toBe(400);
      expect(fieldsOf(replaced)).toEqual(['body.job_uuid']);
      const read = await call('GET', created.body['@id'], world.tenant.headers);
      expect(read.body).toEqual(created.body);
    } finally {
      await ctx.executor.runStatement('MATCH (c:Concept {id: $id}) DETACH DELETE c', { id: retired });
    }
  });

  it('accepts real Sector and Occupation ids and filters by them', async () => {
    const created = await post('Career');
    const list = await call(
      'GET',
      `${url('Career')}?${new URLSearchParams({ sector_uuid: concepts.sectorId, job_uuid: concepts.occupationId, itemsPerPage: '1000' })}`,
      world.tenant.headers,
    );
    expect(list.body['hydra:member'].map((m: { id: string }) => m.id)).toContain(created.body.id);
    const none = await call('GET', `${url('Career')}?sector_uuid=rome-sector-0`, world.tenant.headers);
    expect(none.body['hydra:totalItems']).toBe(0);
  });
});

describe('career users', () => {
  it('need a user of the organisation (400) and an existing career of it (404)', async () => {
    const rejected = await post('CareerUser', { user_id: other.tenant.userId });
    expect(rejected.status).toBe(400);
    expect(fieldsOf(rejected)).toEqual(['body.user_id']);
    const missingCareer = fill(resourceNamed('CareerUser').path, { ...world.params, careerId: randomUUID() });
    expect((await call('GET', missingCareer, world.tenant.headers)).status).toBe(404);
    expect((await call('POST', missingCareer, world.tenant.headers, body('CareerUser'))).status).toBe(404);
    // Another organisation's career under my organisation.
    const crossed = fill(resourceNamed('CareerUser').path, {
      ...world.params,
      careerId: other.params['careerId'] as string,
    });
    expect((await call('POST', crossed, world.tenant.headers, body('CareerUser'))).status).toBe(404);
  });

  it("are listed per user, and so are the user's careers", async () => {
    const member = await colleague();
    const career = (await post('Career')).body;
    const unrelated = (await post('Career')).body;
    const careerUsers = `${career['@id']}/careerUsers`;
    const entry = await call(
      'POST',
      careerUsers,
      world.tenant.headers,
      body('CareerUser', { user_id: member }),
    );
    expect(entry.status).toBe(201);
    expect(entry.body.career).toBe(career['@id']);
    expect(entry.body.user).toBe(`/v1/organisations/${world.tenant.organisationId}/users/${member}`);

    const userPath = `/v1/organisations/${world.tenant.organisationId}/users/${member}`;
    const ofUser = await call('GET', `${userPath}/careerUsers`, world.tenant.headers);
    expect(ofUser.status).toBe(200);
    expect(ofUser.body['hydra:member'].map((m: { '@id': string }) => m['@id'])).toEqual([entry.body['@id']]);
    const careers = await call('GET', `${userPath}/careers?orderBy[name]=asc`, world.tenant.headers);
    expect(careers.body['hydra:member'].map((m: { id: string }) => m.id)).toEqual([career.id]);
    expect(careers.body['hydra:member'].map((m: { id: string }) => m.id)).not.toContain(unrelated.id);

    const stranger = `/v1/organisations/${world.tenant.organisationId}/users/${other.tenant.userId}`;
    expect((await call('GET', `${stranger}/careers`, world.tenant.headers)).status).toBe(404);
    expect((await call('GET', `${stranger}/careerUsers`, world.tenant.headers)).status).toBe(404);
    expect((await call('GET', `${userPath}/careers`, other.tenant.headers)).status).toBe(403);
  });
});

describe('cascade deletes', () => {
  const count = async (label: string, property: string, id: string) => {
    const [row] = await ctx.executor.runStatement<{ count: number }>(
      `MATCH (n:${label}) WHERE n[$property] = $id RETURN count(n) AS count`,
      { property, id },
    );
    return row?.count;
  };

  it('deleting a career deletes its career users', async () => {
    const career = (await post('Career')).body;
    const entries = [];
    for (let i = 0; i < 2; i++) {
      entries.push(
        (await call('POST', `${career['@id']}/careerUsers`, world.tenant.headers, body('CareerUser'))).body,
      );
    }
    expect(await count('CareerUser', 'career_id', career.id)).toBe(2);
    expect((await call('DELETE', career['@id'], world.tenant.headers)).status).toBe(204);
    for (const entry of entries)
      expect((await call('GET', entry['@id'], world.tenant.headers)).status).toBe(404);
    expect(await count('CareerUser', 'career_id', career.id)).toBe(0);
  });

  it('deleting a project deletes its missions', async () => {
    const project = (await post('Project')).body;
    const mission = await call('POST', `${project['@id']}/missions`, world.tenant.headers, body('Mission'));
    expect(mission.status).toBe(201);
    expect(mission.body.project).toBe(project['@id']);
    expect(mission.body.team).toBe(
      `/v1/organisations/${world.tenant.organisationId}/teams/${world.params['teamId']}`,
    );
    expect((await call('DELETE', project['@id'], world.tenant.headers)).status).toBe(204);
    expect(await count('Mission', 'project_id', project.id)).toBe(0);
    expect((await call('GET', `${project['@id']}/missions`, world.tenant.headers)).status).toBe(404);
  });

  it('deleting a course deletes its sessions', async () => {
    const course = (await post('Course')).body;
    expect(
      (await call('POST', `${course['@id']}/sessions`, world.tenant.headers, body('Session'))).status,
    ).toBe(201);
    expect((await call('DELETE', course['@id'], world.tenant.headers)).status).toBe(204);
    expect(await count('Session', 'course_id', course.id)).toBe(0);
  });

  it('offers cannot be deleted: they are closed', async () => {
    const offer = (await post('Offer', { status: 'draft' })).body;
    expect((await call('DELETE', offer['@id'], world.tenant.headers)).status).toBe(405);
    expect((await call('GET', offer['@id'], world.tenant.headers)).status).toBe(200);
  });
});

describe('nested owners', () => {
  it('find a project only under its own team, and a mission only under its own project', async () => {
    const secondTeam = await call(
      'POST',
      `/v1/organisations/${world.tenant.organisationId}/teams`,
      world.tenant.headers,
      {
        name: 'Second team',
      },
    );
    const project = (await post('Project')).body;
    const elsewhere = fill(resourceNamed('Project').path, { ...world.params, teamId: secondTeam.body.id });
    expect((await call('GET', `${elsewhere}/${project.id}`, world.tenant.headers)).status).toBe(404);
    const mission = (await call('POST', `${project['@id']}/missions`, world.tenant.headers, body('Mission')))
      .body;
    const wrongProject = fill(resourceNamed('Mission').path, world.params);
    expect((await call('GET', `${wrongProject}/${mission.id}`, world.tenant.headers)).status).toBe(404);
    expect((await call('GET', mission['@id'], world.tenant.headers)).status).toBe(200);
    const theirTeam = fill(resourceNamed('Project').path, {
      ...world.params,
      teamId: other.params['teamId'] as string,
    });
    expect((await call('GET', theirTeam, world.tenant.headers)).status).toBe(404);
  });
});

describe('public offers', () => {
  it('lists and serves the published offers of every organisation, and nothing else', async () => {
    const marker = randomUUID();
    const published = (await post('Offer', { name: `Published ${marker}`, status: 'published' })).body;
    const draft = (await post('Offer', { name: `Draft ${marker}`, status: 'draft' })).body;
    const closed = (await post('Offer', { name: `Closed ${marker}`, status: 'closed' })).body;

    // Another organisation's key sees it, with its public IRI.
    const list = await call('GET', `/v1/offers?name=${marker}&orderBy[name]=asc`, other.tenant.headers);
    expect(list.status).toBe(200);
    expect(list.body['hydra:member']).toEqual([
      expect.objectContaining({ '@id': `/v1/offers/${published.id}`, '@type': 'Offer', id: published.id }),
    ]);
    const item = await call('GET', `/v1/offers/${published.id}`, other.tenant.bearer);
    expect(item.status).toBe(200);
    expect(item.body.organisation).toBe(`/v1/organisations/${world.tenant.organisationId}`);
    for (const hidden of [draft, closed]) {
      expect((await call('GET', `/v1/offers/${hidden.id}`, other.tenant.headers)).status).toBe(404);
    }
    expect((await call('GET', `/v1/offers/${randomUUID()}`, other.tenant.headers)).status).toBe(404);

    // Closing it takes it off the public list.
    const closing = await call('PUT', published['@id'], world.tenant.headers, {
      ...body('Offer'),
      name: `Published ${marker}`,
      status: 'closed',
    });
    expect(closing.status).toBe(200);
    expect(
      (await call('GET', `/v1/offers?name=${marker}`, other.tenant.headers)).body['hydra:totalItems'],
    ).toBe(0);
    expect((await call('GET', `/v1/offers/${published.id}`, other.tenant.headers)).status).toBe(404);
  });

  it('needs credentials, but no permission bit', async () => {
    expect((await call('GET', '/v1/offers', {})).status).toBe(401);
    expect((await call('GET', '/v1/offers?itemsPerPage=1001', world.tenant.headers)).status).toBe(400);
    expect((await call('GET', '/v1/offers?colour=blue', world.tenant.headers)).status).toBe(400);
    const graphOnly = await call('POST', `/v1/users/${world.tenant.userId}/apiKeys`, world.tenant.bearer, {
      name: 'graph only',
      expiration_date: { date: new Date(Date.now() + 86_400_000).toISOString() },
      permissions: 1,
      organisation_id: world.tenant.organisationId,
    });
    expect((await call('GET', '/v1/offers', { 'x-api-key': graphOnly.body.key })).status).toBe(200);
    expect((await call('GET', url('Offer'), { 'x-api-key': graphOnly.body.key })).status).toBe(403);
  });
});

describe('user forms and organisation forms', () => {
  it('reach the same certificates; HR reaches any user of its organisation, a user only their own', async () => {
    const member = await colleague();
    const orgForm = `/v1/organisations/${world.tenant.organisationId}/users/${member}/certificates`;
    const created = await call('POST', orgForm, world.tenant.headers, body('UserCertificate'));
    expect(created.status).toBe(201);
    expect(created.body['@id']).toBe(`${orgForm}/${created.body.id}`);
    // The admin's own user form does not show a colleague's certificate.
    const ownList = await call(
      'GET',
      `/v1/users/${world.tenant.userId}/certificates?itemsPerPage=1000`,
      world.tenant.headers,
    );
    expect(ownList.body['hydra:member'].map((m: { id: string }) => m.id)).not.toContain(created.body.id);
    // Nor can the admin use the colleague's user form.
    expect((await call('GET', `/v1/users/${member}/certificates`, world.tenant.headers)).status).toBe(403);
    expect(
      (await call('GET', `/v1/users/${member}/certificates/${created.body.id}`, world.tenant.headers)).status,
    ).toBe(403);
    // Another organisation's HR: 403 on the organisation, 404 for this user under its own organisation.
    expect((await call('GET', orgForm, other.tenant.headers)).status).toBe(403);
    const underTheirs = `/v1/organisations/${other.tenant.organisationId}/users/${member}/certificates`;
    expect((await call('GET', underTheirs, other.tenant.headers)).status).toBe(404);
    expect((await call('POST', underTheirs, other.tenant.headers, body('UserCertificate'))).status).toBe(404);
  });

  it('filter certificates by name and issuer and order by either', async () => {
    const marker = randomUUID();
    const form = `/v1/users/${world.tenant.userId}/certificates`;
    for (const [name, issuer] of [
      ['B cert', 'Zeta'],
      ['A cert', 'Alpha'],
    ]) {
      const created = await call('POST', form, world.tenant.headers, {
        name: `${name} ${marker}`,
        date: '2024-05-01',
        url: 'https://example.test/cert',
        issuer: `${issuer} ${marker}`,
      });
      expect(created.status).toBe(201);
    }
    const byName = await call('GET', `${form}?name=${marker}&orderBy[name]=desc`, world.tenant.headers);
    expect(byName.body['hydra:member'].map((m: { name: string }) => m.name)).toEqual([
      `B cert ${marker}`,
      `A cert ${marker}`,
    ]);
    const byIssuer = await call(
      'GET',
      `${form}?issuer=alpha ${marker}&orderBy[issuer]=asc`,
      world.tenant.headers,
    );
    expect(byIssuer.body['hydra:member'].map((m: { issuer: string }) => m.issuer)).toEqual([
      `Alpha ${marker}`,
    ]);
  });
});

describe('periods', () => {
  it('refuse an end before the start, on create and on replace, naming end_date', async () => {
    const backwards = await post('Program', { start_date: '2026-05-01', end_date: '2026-04-30' });
    expect(backwards.status).toBe(400);
    expect(fieldsOf(backwards)).toEqual(['body.end_date']);
    const program = await post('Program', { start_date: '2026-05-01', end_date: '2026-05-01' });
    expect(program.status).toBe(201);
    const replaced = await call('PUT', program.body['@id'], world.tenant.headers, {
      ...body('Program'),
      start_date: '2026-06-01',
      end_date: '2026-01-01',
    });
    expect(replaced.status).toBe(400);
  });
});

describe('lists of skills', () => {
  it('must name skills of the graph, every one of them (400 naming the field, nothing written)', async () => {
    const bad = await post('SkillSet', { skills: [world.concepts.skillId, 'no-such-skill'] });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual(['body.skills']);
    const good = await post('SkillSet', { skills: [world.concepts.skillId] });
    expect(good.status).toBe(201);
    expect(good.body.skills).toEqual([world.concepts.skillId]);
    const replaced = await call(
      'PUT',
      good.body['@id'],
      world.tenant.headers,
      body('SkillSet', { skills: ['nope'] }),
    );
    expect(replaced.status).toBe(400);
  });
});

describe('deleting teams and users', () => {
  it('deleting a team deletes its projects and their missions', async () => {
    const team = await call(
      'POST',
      `/v1/organisations/${world.tenant.organisationId}/teams`,
      world.tenant.headers,
      {
        name: `Team ${randomUUID()}`,
      },
    );
    expect(team.status).toBe(201);
    const projects = `/v1/organisations/${world.tenant.organisationId}/teams/${team.body.id}/projects`;
    const project = await call('POST', projects, world.tenant.headers, body('Project'));
    expect(project.status).toBe(201);
    const mission = await call(
      'POST',
      `${project.body['@id']}/missions`,
      world.tenant.headers,
      body('Mission'),
    );
    expect(mission.status).toBe(201);
    expect(
      (
        await call(
          'DELETE',
          `/v1/organisations/${world.tenant.organisationId}/teams/${team.body.id}`,
          world.tenant.headers,
        )
      ).status,
    ).toBe(204);
    const [left] = await ctx.executor.runStatement<{ count: number }>(
      'MATCH (n) WHERE n.id IN [$project, $mission] RETURN count(n) AS count',
      { project: project.body.id, mission: mission.body.id },
    );
    expect(left?.count).toBe(0);
  });

  it('deleting a user clears them from the evaluations they issued and the missions they were given', async () => {
    const issuer = await colleague();
    const evaluation = await post('Evaluation', { issuer_id: issuer });
    expect(evaluation.status).toBe(201);
    expect(evaluation.body.issuer).toContain(`/users/${issuer}`);
    const mission = await post('Mission', { user_id: issuer });
    expect(mission.status).toBe(201);
    const entry = await post('CareerUser', { user_id: issuer });
    expect(entry.status).toBe(201);
    expect(
      (
        await call(
          'DELETE',
          `/v1/organisations/${world.tenant.organisationId}/users/${issuer}`,
          world.tenant.headers,
        )
      ).status,
    ).toBe(204);
    // The evaluation belongs to the evaluated user: it stays, with no issuer; so does the mission.
    const kept = await call('GET', evaluation.body['@id'], world.tenant.headers);
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ issuer_id: null, issuer: null });
    const unassigned = await call('GET', mission.body['@id'], world.tenant.headers);
    expect(unassigned.status).toBe(200);
    expect(unassigned.body).toMatchObject({ user_id: null, user: null });
    // A career entry means nothing without its user: gone.
    expect((await call('GET', entry.body['@id'], world.tenant.headers)).status).toBe(404);
    const [left] = await ctx.executor.runStatement<{ count: number }>(
      'MATCH (n) WHERE n.user_id = $id OR n.issuer_id = $id RETURN count(n) AS count',
      { id: issuer },
    );
    expect(left?.count).toBe(0);
  });

  it('deleting a user deletes their profile and their entries, not others’', async () => {
    const userId = await colleague();
    const base = `/v1/organisations/${world.tenant.organisationId}/users/${userId}`;
    const work = await call('POST', `${base}/works`, world.tenant.headers, body('UserWork'));
    expect(work.status).toBe(201);
    const mine = await call('POST', url('UserWork'), world.tenant.headers, body('UserWork'));
    expect(mine.status).toBe(201);
    expect((await call('DELETE', base, world.tenant.headers)).status).toBe(204);
    const [left] = await ctx.executor.runStatement<{ count: number }>(
      'MATCH (n {user_id: $userId}) RETURN count(n) AS count',
      {
        userId,
      },
    );
    expect(left?.count).toBe(0);
    expect((await call('GET', mine.body['@id'], world.tenant.headers)).status).toBe(200);
  });
});
