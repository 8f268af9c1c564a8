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
    // So are the Hydra errors of the routes outside /v1.
    for (const path of ['/auth/logout', '/auth/refresh', '/auth/login'])
      expect(Object.keys(management.paths[path].post.responses['400'].content), path).toEqual([
        'application/ld+json',
      ]);
    const upload = graph.paths['/v1/parse/cv'].post.requestBody.content['multipart/form-data'];
    expect(upload.schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
  });

  it('never requires a parameter or body field that has a default (spec 8.4: the server fills it)', async () => {
    type Schema = { properties?: Record<string, Schema & { default?: unknown }>; required?: string[] };
    type Operation = {
      parameters?: { name: string; required?: boolean; schema?: { default?: unknown } }[];
      requestBody?: { content: Record<string, { schema: Schema }> };
    };
    const offending: string[] = [];
    const walk = (schema: Schema | undefined, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      for (const name of schema.required ?? [])
        if (schema.properties?.[name]?.default !== undefined) offending.push(`${where}.${name}`);
      for (const [name, child] of Object.entries(schema.properties ?? {})) walk(child, `${where}.${name}`);
    };
    let defaulted = 0;
    for (const url of ['/openapi/graph.json', '/openapi/management.json']) {
      const doc = await document(url);
      for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Operation>>))
        for (const [method, operation] of Object.entries(item)) {
          for (const parameter of operation.parameters ?? []) {
            if (parameter.schema?.default === undefined) continue;
            defaulted++;
            if (parameter.required) offending.push(`${method} ${path} ${parameter.name}`);
          }
          for (const content of Object.values(operation.requestBody?.content ?? {}))
            walk(content.schema, `${method} ${path} body`);
        }
    }
    expect(defaulted).toBeGreaterThan(17);
    expect(offending).toEqual([]);
  });

  it('documents 400, 413 and 415 on every operation that takes a body', async () => {
    let withBody = 0;
    for (const url of ['/openapi/graph.json', '/openapi/management.json']) {
      const doc = await document(url);
      for (const [path, item] of Object.entries(
        doc.paths as Record<string, Record<string, { requestBody?: unknown; responses: object }>>,
      ))
        for (const [method, operation] of Object.entries(item)) {
          if (!operation.requestBody) continue;
          withBody++;
          for (const status of ['400', '413', '415'])
            expect(Object.keys(operation.responses), `${method} ${path}`).toContain(status);
        }
    }
    expect(withBody).toBeGreaterThan(50);
  });

  it('documents the answers metering can give on every metered route (402, 403, 429)', async () => {
    const documents = [await document('/openapi/graph.json'), await document('/openapi/management.json')];
    const metered = ctx.app.routeCosts.filter((route) => route.credits > 0);
    expect(metered.length).toBeGreaterThan(20);
    for (const route of metered) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = documents
        .map((doc) => doc.paths[path]?.[route.method.toLowerCase()])
        .find((found) => found !== undefined);
      expect(operation, `${route.method} ${path}`).toBeDefined();
      for (const status of ['402', '403', '429'])
        expect(Object.keys(operation.responses), `${route.method} ${path}`).toContain(status);
    }
  });

  it("names the pipelines' path parameters as the spec does", async () => {
    const management = await document('/openapi/management.json');
    const paths = Object.keys(management.paths);
    for (const path of [
      '/v1/organisations/{organisationId}/jsonJobPostingTreateds/{jsonJobPostingTreatedId}/enrich',
      '/v1/organisations/{organisationId}/jsonJobPostingTreateds/{jsonJobPostingTreatedId}',
      '/v1/organisations/{organisationId}/jsonJobPostingEnricheds/{jsonJobPostingEnrichedId}',
      '/v1/organisations/{organisationId}/organisationJsonJobPostings/{organisationJsonJobPostingId}',
      '/v1/organisations/{organisationId}/organisationJsonJobPostings/{organisationJsonJobPostingId}/users/{userId}',
      '/v1/users/{userId}/jsonResumeTreateds/{jsonResumeTreatedId}/jsonResumeCorrectedTreateds',
      '/v1/users/{userId}/jsonResumeCorrectedTreateds/{jsonResumeCorrectedTreatedId}',
      '/v1/users/{userId}/jsonResumeCorrectedTreateds/{jsonResumeCorrectedTreatedId}/enrich',
      '/v1/users/{userId}/jsonResumeEnricheds/{jsonResumeEnrichedId}/jsonResumeCorrectedEnricheds',
      '/v1/users/{userId}/jsonResumeCorrectedEnricheds/{jsonResumeCorrectedEnrichedId}',
    ])
      expect(paths, path).toContain(path);
    expect(paths.filter((path) => /json(Resume|JobPosting).*\{id\}/.test(path))).toEqual([]);
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
