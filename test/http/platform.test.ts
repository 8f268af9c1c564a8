// The HTTP platform (spec 7): request ids, the flat /v1 envelope, the Hydra error elsewhere,
// validation, malformed and oversized bodies, unexpected faults, pagination bounds.
import Type from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaginationQuery } from '../../src/http/hydra.ts';
import { createTestContext, suiteNeo4j, type TestContext } from '../helpers.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext(suiteNeo4j(), { BODY_LIMIT_BYTES: '2048' }, { ready: false });
  const { app } = ctx;
  const Body = Type.Object(
    {
      name: Type.String({ minLength: 1 }),
      level: Type.Enum(['basic', 'expert']),
      count: Type.Optional(Type.Integer({ minimum: 0 })),
    },
    { additionalProperties: false },
  );
  for (const prefix of ['/v1/platform-test', '/platform-test']) {
    app.post(`${prefix}/echo`, { schema: { body: Body } }, async (request) => request.body);
    app.get(`${prefix}/page`, { schema: { querystring: PaginationQuery } }, async (request) => request.query);
    app.get(`${prefix}/boom`, async () => {
      throw new Error('secret internals: password=hunter2 at /srv/app.ts:42');
    });
  }
  await app.ready();
});
afterAll(() => ctx.close());

describe('X-Request-Id', () => {
  it('is a fresh UUID on every response and equals error.request_id', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/v1/does-not-exist' });
    const second = await ctx.app.inject({ method: 'GET', url: '/v1/does-not-exist' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(first.json().error.request_id).toBe(first.headers['x-request-id']);
  });

  it('keeps a well-formed incoming id and replaces a malformed one', async () => {
    const incoming = '5a1c7e4e-2b7d-4e0a-9c1f-3d2e1b0a9f8e';
    const kept = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': incoming },
    });
    expect(kept.headers['x-request-id']).toBe(incoming);
    const replaced = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'abc; drop table' },
    });
    expect(replaced.headers['x-request-id']).toMatch(UUID);
    expect(replaced.headers['x-request-id']).not.toBe('abc; drop table');
  });

  it('is on successful responses too', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/plans/public' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toMatch(UUID);
  });
});

describe('flat error envelope on /v1', () => {
  it('answers a malformed percent-encoding in the path with 400 in the envelope, request id included', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/skills/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-request-id']).toMatch(UUID);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toMatchObject({
      code: 'validation_error',
      request_id: response.headers['x-request-id'],
    });
  });

  it('answers an unknown route with 404 not_found', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: '/v1/nothing/here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json();
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toMatchObject({ code: 'not_found' });
    expect(body.error.message).toContain('/v1/nothing/here');
  });

  it('answers a method a path is not served with 405 and the methods it is', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: '/v1/skills/rome-M1805/neighbors?x=1' });
    expect(response.statusCode).toBe(405);
    expect(response.headers['allow']).toBe('GET, HEAD');
    expect(response.json().error).toMatchObject({ code: 'method_not_allowed' });
    expect(response.headers['x-request-id']).toBe(response.json().error.request_id);
    // Outside /v1 the Hydra error shape, with the same status.
    const hydra = await ctx.app.inject({ method: 'PUT', url: '/health' });
    expect(hydra.statusCode).toBe(405);
    expect(hydra.headers['allow']).toContain('GET');
  });

  it('answers schema violations with 400 validation_error naming the fields', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/platform-test/echo',
      payload: { level: 'guru', count: -1, extra: true },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_error');
    const fields = error.details.fields.map((f: { field: string }) => f.field).sort();
    expect(fields).toEqual(['body.count', 'body.extra', 'body.level', 'body.name']);
    expect(error.details.fields.find((f: { field: string }) => f.field === 'body.level').message).toBe(
      'must be one of basic, expert',
    );
  });

  it('accepts a valid body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/platform-test/echo',
      payload: { name: 'x', level: 'basic' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'x', level: 'basic' });
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/platform-test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "x",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_json');
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/platform-test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(['invalid_json', 'validation_error']).toContain(response.json().error.code);
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/platform-test/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('unsupported_media_type');
  });

  it('answers 415 to text/plain, to multipart and to a charset other than UTF-8 on a JSON route', async () => {
    const cases = [
      { 'content-type': 'text/plain', payload: 'name=x' },
      {
        'content-type': 'multipart/form-data; boundary=b',
        payload: '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--b--',
      },
      {
        'content-type': 'application/json; charset=utf-16',
        payload: Buffer.from('{"name":"x","level":"expert"}', 'utf16le'),
      },
    ];
    for (const { payload, ...headers } of cases) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/platform-test/echo',
        headers,
        payload,
      });
      expect(response.statusCode, headers['content-type']).toBe(415);
      expect(response.json().error.code).toBe('unsupported_media_type');
    }
    const utf8 = await ctx.app.inject({
      method: 'POST',
      url: '/v1/platform-test/echo',
      headers: { 'content-type': 'application/json; charset=UTF-8' },
      payload: JSON.stringify({ name: 'x', level: 'expert' }),
    });
    expect(utf8.statusCode).toBe(200);
  });

  it('bounds the nesting of JSON bodies: 400 beyond 32 levels, whatever the route', async () => {
    for (const [depth, status] of [
      [40, 400],
      [5000, 413], // this app's body limit is 2 KB
    ] as const) {
      const payload = `{"name":"x","level":"expert","extra":${'['.repeat(depth)}${']'.repeat(depth)}}`;
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/platform-test/echo',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, `${depth}`).toBe(status);
    }
    const deep = `{"name":"x","level":"expert","note":"${'['.repeat(100)}"}`;
    const inString = await ctx.app.inject({
      method: 'POST',
      url: '/v1/platform-test/echo',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    // Brackets inside strings are text, not nesting: the body reaches validation.
    expect(inString.json().error?.details?.max_depth).toBeUndefined();
  });

  it('accepts JSON-LD bodies as JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/platform-test/echo',
      headers: { 'content-type': 'application/ld+json' },
      payload: JSON.stringify({ name: 'x', level: 'expert' }),
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers an oversized body with 413 payload_too_large', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/platform-test/echo',
      payload: { name: 'x'.repeat(5000), level: 'basic' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });

  it('answers an unexpected fault with 500 internal_error and leaks nothing', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/platform-test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('internal_error');
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('app.ts');
  });

  it('rejects a prototype-poisoning body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/platform-test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"x","level":"basic","__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.request_id).toBe(response.headers['x-request-id']);
  });
});

describe('pagination parameters', () => {
  it('defaults page to 1 and itemsPerPage to 30', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/platform-test/page' });
    expect(response.json()).toEqual({ page: 1, itemsPerPage: 30 });
  });

  it('accepts the bounds', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/v1/platform-test/page?page=1&itemsPerPage=1000',
    });
    expect(response.json()).toEqual({ page: 1, itemsPerPage: 1000 });
  });

  it.each(['page=0', 'page=-1', 'itemsPerPage=0', 'itemsPerPage=1001', 'page=abc', 'itemsPerPage=2.5'])(
    'rejects %s with 400 validation_error',
    async (query) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/v1/platform-test/page?${query}` });
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('validation_error');
      expect(error.details.fields[0].field).toBe(`querystring.${query.split('=')[0]}`);
    },
  );
});

describe('unknown query parameters', () => {
  it('are refused as unknown body fields are, naming the accepted one a caller most likely meant', async () => {
    const near = await ctx.app.inject({ method: 'GET', url: '/v1/platform-test/page?itemPerPage=5' });
    expect(near.statusCode).toBe(400);
    expect(near.json().error.code).toBe('validation_error');
    expect(near.json().error.details.fields).toEqual([
      { field: 'querystring.itemPerPage', message: 'is not an accepted field; did you mean itemsPerPage?' },
    ]);
    // The beginning of an accepted name: the body's fields are told the same way.
    const begun = await ctx.app.inject({
      method: 'POST',
      url: '/v1/platform-test/echo',
      payload: { name: 'x', level: 'basic', lev: 1 },
    });
    expect(begun.json().error.details.fields).toEqual([
      { field: 'body.lev', message: 'is not an accepted field' },
    ]);
    const begunLonger = await ctx.app.inject({
      method: 'POST',
      url: '/v1/platform-test/echo',
      payload: { name: 'x', level: 'basic', coun: 1 },
    });
    expect(begunLonger.json().error.details.fields).toEqual([
      { field: 'body.coun', message: 'is not an accepted field; did you mean count?' },
    ]);
    // Too far to be a misspelling, but the beginning of an accepted name.
    const prefix = await ctx.app.inject({ method: 'GET', url: '/v1/platform-test/page?itemsPer=5' });
    expect(prefix.json().error.details.fields).toEqual([
      { field: 'querystring.itemsPer', message: 'is not an accepted field; did you mean itemsPerPage?' },
    ]);
    const far = await ctx.app.inject({ method: 'GET', url: '/v1/platform-test/page?colour=red&page=2' });
    expect(far.statusCode).toBe(400);
    expect(far.json().error.details.fields).toEqual([
      { field: 'querystring.colour', message: 'is not an accepted field' },
    ]);
  });
});

describe('Hydra error shape outside /v1', () => {
  it('answers an unknown route with a hydra:Error', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/ld+json');
    expect(response.json()).toEqual({
      '@context': '/contexts/Error',
      '@type': 'hydra:Error',
      'hydra:title': 'Not found',
      'hydra:description': 'No route for GET /nowhere',
      'hydra:statusCode': 404,
    });
  });

  it('reports validation failures and faults in the same shape', async () => {
    const invalid = await ctx.app.inject({ method: 'POST', url: '/platform-test/echo', payload: {} });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()['hydra:statusCode']).toBe(400);
    expect(invalid.json()['hydra:description']).toContain('name');
    const fault = await ctx.app.inject({ method: 'GET', url: '/platform-test/boom' });
    expect(fault.statusCode).toBe(500);
    expect(fault.json()['@type']).toBe('hydra:Error');
    expect(fault.body).not.toContain('hunter2');
    expect(fault.headers['x-request-id']).toMatch(UUID);
  });
});
