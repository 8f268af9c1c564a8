// The two OpenAPI documents match the routes the app really serves (spec 9.5), and deprecated
// routes carry Sunset (9.2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, suiteNeo4j, type TestContext } from '../helpers.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext(suiteNeo4j(), {}, { ready: false });
  ctx.app.get(
    '/v1/deprecation-test',
    { config: { sunset: '2027-06-01' }, schema: { hide: true } },
    async () => ({ ok: true }),
  );
  await ctx.app.ready();
});
afterAll(() => ctx.close());

async function document(path: string) {
  const response = await ctx.app.inject({ method: 'GET', url: path });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('OpenAPI documents', () => {
  it('publishes the graph API as OpenAPI 3.1 and the management API as 3.0.0 version 1.1.0', async () => {
    const graph = await document('/openapi/graph.json');
    const management = await document('/openapi/management.json');
    expect(graph.openapi).toBe('3.1.0');
    expect(management.openapi).toBe('3.0.0');
    expect(management.info.version).toBe('1.1.0');
    for (const doc of [graph, management]) {
      expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['ApiKey', 'Bearer']);
      expect(doc.components.schemas.FlatError).toBeDefined();
    }
  });

  it('documents every served route in exactly one of the two documents', async () => {
    const graph = await document('/openapi/graph.json');
    const management = await document('/openapi/management.json');
    const documented = (doc: { paths: Record<string, Record<string, unknown>> }) =>
      Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((m) => `${m.toUpperCase()} ${path}`),
      );
    const inGraph = new Set(documented(graph));
    const inManagement = new Set(documented(management));
    const served = ctx.app.routeTable
      .filter((r) => !r.hidden && !r.url.startsWith('/docs'))
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(served.length).toBeGreaterThan(0);
    for (const route of served) {
      expect([inGraph.has(route), inManagement.has(route)].filter(Boolean), route).toHaveLength(1);
    }
    expect([...inGraph, ...inManagement].sort()).toEqual([...new Set(served)].sort());
  });

  it('marks pagination optional and documents uploads as multipart', async () => {
    const graph = await document('/openapi/graph.json');
    const management = await document('/openapi/management.json');
    const pageParams = Object.values(
      management.paths as Record<
        string,
        Record<string, { parameters?: { name: string; required?: boolean }[] }>
      >,
    )
      .flatMap((item) => Object.values(item))
      .flatMap((operation) => operation.parameters ?? [])
      .filter((p) => p.name === 'page' || p.name === 'itemsPerPage');
    expect(pageParams.length).toBeGreaterThan(10);
    for (const parameter of pageParams) expect(parameter.required ?? false).toBe(false);
    // JSON-LD answers are documented as such, whichever module serves them.
    expect(
      Object.keys(management.paths['/v1/organisations/{organisationId}'].get.responses['200'].content),
    ).toEqual(['application/ld+json']);
    const upload = graph.paths['/v1/parse/cv'].post.requestBody.content['multipart/form-data'];
    expect(upload.schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
  });

  it('serves a browsable UI offering both documents', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const initializer = await ctx.app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('/openapi/graph.json');
    expect(initializer.body).toContain('/openapi/management.json');
  });
});

describe('deprecated routes', () => {
  it('answer with Deprecation and Sunset headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/deprecation-test' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['deprecation']).toBe('true');
    expect(response.headers['sunset']).toBe('Tue, 01 Jun 2027 00:00:00 GMT');
  });

  it('do not mark other routes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/plans/public' });
    expect(response.headers['sunset']).toBeUndefined();
  });
});
