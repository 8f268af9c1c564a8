// The contract of every management resource, run over the resource table (describe.each): create,
// read, replace and delete as JSON-LD; required fields and enum values named in 400s; filters;
// ordering asc and desc; pagination bounds; unknown query keys; tenants kept apart; user forms.
import { randomUUID } from 'node:crypto';
import type { TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permission } from '../../src/access/rules.ts';
import { jsonFields, type ResourceDefinition } from '../../src/management/definition.ts';
import { RESOURCES } from '../../src/management/resources.ts';
import { createTestContext, MASTER_API_KEY, type TestContext } from '../helpers.ts';
import {
  type Concepts,
  caller,
  collectionUrl,
  createConcepts,
  createWorld,
  removeData,
  sampleBody,
  type World,
} from './world.ts';

let ctx: TestContext;
let concepts: Concepts;
let world: World;
let other: World;
let call: ReturnType<typeof caller>;
/** Keys of `world`'s user holding MANAGEMENT_READ (and GRAPH_READ), and GRAPH_READ only. */
let readOnly: Record<string, string>;
let graphOnly: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  call = caller(ctx);
  concepts = await createConcepts(ctx);
  world = await createWorld(ctx, concepts);
  other = await createWorld(ctx, concepts);
  const key = async (permissions: number) => {
    const response = await call('POST', `/v1/users/${world.tenant.userId}/apiKeys`, world.tenant.bearer, {
      name: `key ${permissions}`,
      expiration_date: { date: new Date(Date.now() + 86_400_000).toISOString() },
      permissions,
      organisation_id: world.tenant.organisationId,
    });
    expect(response.status).toBe(201);
    return { 'x-api-key': response.body.key as string };
  };
  readOnly = await key(Permission.GRAPH_READ | Permission.MANAGEMENT_READ);
  graphOnly = await key(Permission.GRAPH_READ);
});
afterAll(async () => {
  if (concepts) await removeData(ctx, concepts, [world?.tenant.organisationId, other?.tenant.organisationId]);
  await ctx?.close();
});

const enumFields = (row: ResourceDefinition) =>
  Object.entries(row.fields).filter(([, schema]) => (schema as { enum?: unknown }).enum !== undefined);

/** What the API returns for a field sent as `value` (JSON fields round-trip as sent). */
const expectedFields = (row: ResourceDefinition, body: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(row.fields).map((field) => [field, body[field] ?? null]));

describe.each(RESOURCES.map((row) => [row.name, row] as const))('%s', (_name, row) => {
  const ops = row.operations;
  const create = async (seed: number, marker: string, target = world) => {
    const response = await call(
      'POST',
      collectionUrl(row, target),
      target.tenant.headers,
      sampleBody(row, target, seed, marker),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body;
  };

  it('creates (201 with Location), reads, replaces and deletes an item as JSON-LD', async () => {
    const body = sampleBody(row, world, 1, randomUUID());
    const created = await call('POST', collectionUrl(row, world), world.tenant.headers, body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const item = created.body;
    expect(item).toMatchObject({
      '@context': `/contexts/${row.name}`,
      '@type': row.name,
      '@id': `${collectionUrl(row, world)}/${item.id}`,
      organisation_id: world.tenant.organisationId,
      organisation: `/v1/organisations/${world.tenant.organisationId}`,
      ...expectedFields(row, body),
    });
    expect(created.headers['location']).toBe(item['@id']);
    expect(created.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(Date.parse(item.created_at)).not.toBeNaN();

    const read = await call('GET', item['@id'], world.tenant.headers);
    expect(read.status).toBe(200);
    expect(read.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(read.body).toEqual(item);

    const replacement = sampleBody(row, world, 2, randomUUID());
    const replaced = await call('PUT', item['@id'], world.tenant.bearer, replacement);
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toMatchObject({
      id: item.id,
      '@id': item['@id'],
      ...expectedFields(row, replacement),
    });
    expect((await call('GET', item['@id'], world.tenant.headers)).body).toMatchObject(
      expectedFields(row, replacement),
    );

    if (ops.includes('delete')) {
      expect((await call('DELETE', item['@id'], world.tenant.headers)).status).toBe(204);
      const gone = await call('GET', item['@id'], world.tenant.headers);
      expect(gone.status).toBe(404);
      expect(gone.body.error.code).toBe('not_found');
      expect((await call('DELETE', item['@id'], world.tenant.headers)).status).toBe(404);
    } else {
      // No DELETE on this resource: the path is served under other methods.
      expect((await call('DELETE', item['@id'], world.tenant.headers)).status).toBe(405);
      expect((await call('GET', item['@id'], world.tenant.headers)).status).toBe(200);
    }
  });

  it('clears optional fields left out of a replace', async () => {
    const item = await create(3, randomUUID());
    const minimal = Object.fromEntries(
      row.required.map((field) => [field, sampleBody(row, world, 4)[field]]),
    );
    const replaced = await call('PUT', item['@id'], world.tenant.headers, minimal);
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    for (const field of Object.keys(row.fields)) {
      if (!row.required.includes(field)) expect(replaced.body[field], field).toBeNull();
    }
  });

  it('answers 404 for an unknown item id', async () => {
    const response = await call('GET', `${collectionUrl(row, world)}/${randomUUID()}`, world.tenant.headers);
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
    if (ops.includes('replace')) {
      const put = await call(
        'PUT',
        `${collectionUrl(row, world)}/${randomUUID()}`,
        world.tenant.headers,
        sampleBody(row, world, 1),
      );
      expect(put.status).toBe(404);
    }
  });

  it.each(row.required.map((field) => [field]))(
    'names the missing required field %s (400)',
    async (field) => {
      const body = sampleBody(row, world, 1);
      delete body[field];
      const response = await call('POST', collectionUrl(row, world), world.tenant.headers, body);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('validation_error');
      expect(response.body.error.details.fields).toContainEqual(
        expect.objectContaining({ field: `body.${field}` }),
      );
    },
  );

  it('rejects fields the resource does not have (400)', async () => {
    const body = { ...sampleBody(row, world, 1), not_a_field: 'x' };
    const response = await call('POST', collectionUrl(row, world), world.tenant.headers, body);
    expect(response.status).toBe(400);
    expect(response.body.error.details.fields).toContainEqual(
      expect.objectContaining({ field: 'body.not_a_field' }),
    );
  });

  if (enumFields(row).length > 0)
    it('accepts exactly the enum values of its fields', async () => {
      for (const [field, schema] of enumFields(row)) {
        for (const value of (schema as TSchema & { enum: string[] }).enum) {
          const response = await call('POST', collectionUrl(row, world), world.tenant.headers, {
            ...sampleBody(row, world, 1),
            [field]: value,
          });
          expect(response.status, `${field}=${value}`).toBe(201);
          expect(response.body[field]).toBe(value);
        }
        const bad = await call('POST', collectionUrl(row, world), world.tenant.headers, {
          ...sampleBody(row, world, 1),
          [field]: 'not-a-value',
        });
        expect(bad.status).toBe(400);
        expect(bad.body.error.details.fields).toContainEqual(
          expect.objectContaining({
            field: `body.${field}`,
            message: expect.stringContaining('must be one of'),
          }),
        );
      }
    });

  if (row.filters.length > 0)
    it('filters on each declared field', async () => {
      const marker = randomUUID();
      const items = [await create(1, marker), await create(2, marker), await create(3, marker)];
      for (const filter of row.filters) {
        const wanted = items[1][filter.field] as string;
        const value = filter.match === 'partial' ? wanted.slice(0, -4).toUpperCase() : wanted;
        const url = `${collectionUrl(row, world)}?${new URLSearchParams({ [filter.field]: value, itemsPerPage: '1000' })}`;
        const response = await call('GET', url, world.tenant.headers);
        expect(response.status).toBe(200);
        const members = response.body['hydra:member'] as Record<string, unknown>[];
        expect(members.map((m) => m.id)).toContain(items[1].id);
        for (const member of members) {
          if (filter.match === 'exact') expect(member[filter.field]).toBe(wanted);
          else expect(String(member[filter.field]).toLowerCase()).toContain(value.toLowerCase());
        }
        const distinct = items.filter((item) => item[filter.field] !== wanted);
        for (const item of distinct) expect(members.map((m) => m.id)).not.toContain(item.id);
      }
      expect(
        (await call('GET', collectionUrl(row, world), world.tenant.headers)).body['hydra:search'][
          'hydra:mapping'
        ],
      ).toEqual(
        expect.arrayContaining(row.filters.map((f) => expect.objectContaining({ variable: f.field }))),
      );
    });

  it.each(row.orderBy.map((key) => [key]))('orders by %s asc and desc', async (key) => {
    const marker = randomUUID();
    for (const seed of [2, 1, 3]) await create(seed, marker);
    const values = async (direction: 'asc' | 'desc') => {
      const url = `${collectionUrl(row, world)}?${new URLSearchParams({ [`orderBy[${key}]`]: direction, itemsPerPage: '1000' })}`;
      const response = await call('GET', url, world.tenant.headers);
      expect(response.status).toBe(200);
      return (response.body['hydra:member'] as Record<string, string>[])
        .map((m) => m[key])
        .filter((v) => v != null);
    };
    const ascending = await values('asc');
    const descending = await values('desc');
    expect(ascending.length).toBeGreaterThanOrEqual(3);
    expect(ascending).toEqual([...ascending].sort());
    expect(descending).toEqual([...descending].sort().reverse());
    const bad = await call(
      'GET',
      `${collectionUrl(row, world)}?orderBy[${key}]=sideways`,
      world.tenant.headers,
    );
    expect(bad.status).toBe(400);
  });

  it('paginates with page and itemsPerPage 1..1000 (400 beyond)', async () => {
    const marker = randomUUID();
    await create(1, marker);
    await create(2, marker);
    const page = await call(
      'GET',
      `${collectionUrl(row, world)}?itemsPerPage=1&page=1`,
      world.tenant.headers,
    );
    expect(page.status).toBe(200);
    expect(page.body['@type']).toBe('hydra:Collection');
    expect(page.body['hydra:member']).toHaveLength(1);
    expect(page.body['hydra:totalItems']).toBeGreaterThanOrEqual(2);
    expect(page.body['hydra:view']['hydra:next']).toContain('page=2');
    const second = await call(
      'GET',
      `${collectionUrl(row, world)}?itemsPerPage=1&page=2`,
      world.tenant.headers,
    );
    expect(second.body['hydra:member'][0].id).not.toBe(page.body['hydra:member'][0].id);
    expect(
      (await call('GET', `${collectionUrl(row, world)}?itemsPerPage=1000`, world.tenant.headers)).status,
    ).toBe(200);
    for (const query of ['itemsPerPage=1001', 'itemsPerPage=0', 'page=0', 'page=abc']) {
      const response = await call('GET', `${collectionUrl(row, world)}?${query}`, world.tenant.headers);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe('validation_error');
    }
  });

  it('rejects unknown filters (400)', async () => {
    const response = await call('GET', `${collectionUrl(row, world)}?colour=blue`, world.tenant.headers);
    expect(response.status).toBe(400);
    expect(response.body.error.details.fields).toContainEqual(
      expect.objectContaining({ field: 'querystring.colour' }),
    );
  });

  it('keeps tenants apart: 403 for another organisation, 404 for its item ids', async () => {
    const mine = await create(1, randomUUID());
    const theirs = await create(1, randomUUID(), other);
    expect((await call('GET', collectionUrl(row, world), other.tenant.headers)).status).toBe(403);
    expect((await call('GET', mine['@id'], other.tenant.headers)).status).toBe(403);
    expect(
      (await call('POST', collectionUrl(row, world), other.tenant.headers, sampleBody(row, other, 1))).status,
    ).toBe(403);
    // Another organisation's item id under my own organisation's path.
    const crossed = `${collectionUrl(row, world)}/${theirs.id}`;
    expect((await call('GET', crossed, world.tenant.headers)).status).toBe(404);
    if (ops.includes('replace')) {
      expect((await call('PUT', crossed, world.tenant.headers, sampleBody(row, world, 2))).status).toBe(404);
    }
    if (ops.includes('delete'))
      expect((await call('DELETE', crossed, world.tenant.headers)).status).toBe(404);
    expect((await call('GET', theirs['@id'], other.tenant.headers)).status).toBe(200);
    const list = await call('GET', `${collectionUrl(row, world)}?itemsPerPage=1000`, world.tenant.headers);
    expect(list.body['hydra:member'].map((m: { id: string }) => m.id)).not.toContain(theirs.id);
  });

  it('needs credentials (401) and the permission bits (403)', async () => {
    expect((await call('GET', collectionUrl(row, world), {})).status).toBe(401);
    expect((await call('GET', collectionUrl(row, world), { 'x-api-key': 'sk_nope' })).status).toBe(401);
    expect((await call('GET', collectionUrl(row, world), { 'x-api-key': MASTER_API_KEY })).status).toBe(200);
    expect((await call('GET', collectionUrl(row, world), readOnly)).status).toBe(200);
    const write = await call('POST', collectionUrl(row, world), readOnly, sampleBody(row, world, 1));
    expect(write.status).toBe(403);
    expect((await call('GET', collectionUrl(row, world), graphOnly)).status).toBe(403);
  });

  if (row.selfPath !== undefined)
    it("serves the user form on the caller's own user only", async () => {
      const body = sampleBody(row, world, 5, randomUUID());
      const created = await call('POST', collectionUrl(row, world, 'self'), world.tenant.headers, body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body['@id']).toBe(`${collectionUrl(row, world, 'self')}/${created.body.id}`);
      expect(created.headers['location']).toBe(created.body['@id']);
      expect(created.body.user).toBe(
        `/v1/organisations/${world.tenant.organisationId}/users/${world.tenant.userId}`,
      );
      // The same item through the organisation form.
      const viaOrganisation = await call(
        'GET',
        `${collectionUrl(row, world)}/${created.body.id}`,
        world.tenant.headers,
      );
      expect(viaOrganisation.status).toBe(200);
      expect(viaOrganisation.body).toMatchObject(expectedFields(row, body));
      const list = await call(
        'GET',
        `${collectionUrl(row, world, 'self')}?itemsPerPage=1000`,
        world.tenant.bearer,
      );
      expect(list.body['hydra:member'].map((m: { id: string }) => m.id)).toContain(created.body.id);
      // Another user's own form, or the master key (it has no user): 403. A read-only key keeps its own.
      expect((await call('GET', collectionUrl(row, world, 'self'), other.tenant.headers)).status).toBe(403);
      expect((await call('GET', created.body['@id'], other.tenant.headers)).status).toBe(403);
      expect(
        (await call('GET', collectionUrl(row, world, 'self'), { 'x-api-key': MASTER_API_KEY })).status,
      ).toBe(403);
      expect((await call('PUT', created.body['@id'], readOnly, sampleBody(row, world, 6))).status).toBe(200);
      expect((await call('DELETE', created.body['@id'], world.tenant.headers)).status).toBe(204);
      expect((await call('GET', created.body['@id'], world.tenant.headers)).status).toBe(404);
    });

  if (jsonFields(row).length > 0)
    it('round-trips object and array fields as sent', async () => {
      const body = sampleBody(row, world, 7);
      for (const field of jsonFields(row)) {
        body[field] =
          (row.fields[field] as { type?: string }).type === 'array'
            ? [{ nested: { deep: [1, 'two'] } }, 'plain']
            : { fr: 'Texte', en: 'Text', nested: { list: [1, 2] } };
      }
      const created = await call('POST', collectionUrl(row, world), world.tenant.headers, body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      for (const field of jsonFields(row)) expect(created.body[field]).toEqual(body[field]);
    });
});
