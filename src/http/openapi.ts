// The two published OpenAPI documents (spec 9.5), generated from the route schemas: the graph API
// as OpenAPI 3.1 and the management API as OpenAPI 3.0.0 (description version 1.1.0). Each is a
// @fastify/swagger instance in its own encapsulated context, so it sees only its own routes.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { SERVICE_VERSION } from '../version.ts';
import { OPERATION_IDS } from './operation-ids.ts';

export type ApiGroup = 'graph' | 'management';

export const OPENAPI_PATHS: Record<ApiGroup, string> = {
  graph: '/openapi/graph.json',
  management: '/openapi/management.json',
};

const securitySchemes = {
  ApiKey: {
    type: 'apiKey' as const,
    in: 'header' as const,
    name: 'x-api-key',
    description: 'Static API key created from the console; the plaintext is shown only once, at creation.',
  },
  Bearer: {
    type: 'http' as const,
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Access token from POST /auth/login or POST /v1/oauth/token.',
  },
};

const errorConventions = `
## Errors
Every \`/v1\` route answers errors with the flat envelope \`{"error": {"code", "message", "request_id", "details"}}\`
(schema \`FlatError\`); routes outside \`/v1\` answer the Hydra error shape (\`HydraError\`). Every response carries
\`X-Request-Id\` (a UUID; a well-formed incoming one is kept) and \`error.request_id\` equals it.
Stable codes: \`validation_error\` and \`invalid_json\` (400), \`invalid_api_key\` and \`unauthorized\` (401),
\`payment_required\` (402), \`forbidden\` (403), \`not_found\` (404), \`request_timeout\` (408), \`conflict\` (409),
\`payload_too_large\` (413), \`uri_too_long\` (414), \`unsupported_media_type\` (415), \`rate_limit_exceeded\` and
\`quota_exhausted\` (429), \`request_header_fields_too_large\` (431), \`internal_error\` (500),
\`not_implemented\` (501), \`service_unavailable\` (503, with Retry-After, while the graph database is unreachable).
Validation errors list the failing fields in \`details.fields\` as \`{field, message}\`. A body field or a query
parameter that a route does not accept is one of them (\`querystring.frameworks\`: "is not an accepted field; did
you mean framework?"): nothing unknown is ignored silently.

## Deprecation
A deprecated route is marked \`deprecated\` here and answers with \`Deprecation: true\` and a \`Sunset\` header giving
its removal date, announced six months ahead (spec 9.2).
`;

const documents = {
  graph: {
    openapi: '3.1.0',
    info: {
      title: 'skillgraph: skills-graph API',
      version: SERVICE_VERSION,
      description:
        'Consultation, analysis and intelligence over the canonical graph of skills and occupations ' +
        '(ESCO, ROME, O*NET and more), addressed as graph://skill/<id> and graph://occupation/<id>. ' +
        'Success bodies carry `meta` {took_ms, region}.\n' +
        errorConventions,
    },
  },
  management: {
    openapi: '3.0.0',
    info: {
      title: 'skillgraph: organisation and user management API',
      version: '1.1.0',
      description:
        'Organisations, users, roles, teams, careers, courses, programs, projects, missions, offers, ' +
        'evaluations, certificates, job postings, CV pipelines, API keys, plans and billing identity, as ' +
        'JSON-LD/Hydra resources. Collections accept `page` (from 1, default 1) and `itemsPerPage` ' +
        '(1 to 1000, default 30).\n' +
        errorConventions,
    },
  },
} as const;

/**
 * Registers `routes` in a context of its own with the OpenAPI generator of `group`, and serves the
 * generated document at OPENAPI_PATHS[group].
 */
export function apiGroup(group: ApiGroup, routes: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        ...documents[group],
        components: { securitySchemes },
        security: [{ ApiKey: [] }, { Bearer: [] }],
      },
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) => String(json['$id'] ?? `def-${i}`),
      },
      transform: ({ schema, url }) => ({ schema: withoutNulInUrls(defaultsAreOptional(schema)), url }),
      // JSON-LD success bodies are documented as what they are sent as (see the hook below); titled
      // schemas become named components.
      transformObject: (document) =>
        namedComponents(group === 'management' ? documentJsonLd(document) : unwrap(document)),
    });
    // Every documented operation has a stable name (operation-ids.ts, or the resource table's own).
    app.addHook('onRoute', (route) => {
      const schema = route.schema as { hide?: boolean; operationId?: string } | undefined;
      if (!schema || schema.hide || route.method === 'HEAD' || schema.operationId) return;
      const key = `${String(route.method)} ${route.url}`;
      const operationId = OPERATION_IDS[key];
      if (!operationId) throw new Error(`No operationId for ${key}: name it in src/http/operation-ids.ts`);
      route.schema = { ...route.schema, operationId };
    });
    // The management API answers JSON-LD (spec 4): every success body that carries @context is sent
    // as application/ld+json, whichever module wrote it.
    if (group === 'management')
      app.addHook('onSend', async (_request, reply, payload) => {
        const type = String(reply.getHeader('content-type') ?? '');
        if (
          reply.statusCode < 300 &&
          type.startsWith('application/json') &&
          typeof payload === 'string' &&
          payload.startsWith('{"@context"')
        )
          reply.type('application/ld+json; charset=utf-8');
        return payload;
      });
    for (const register of routes) await app.register(register);
    app.get(OPENAPI_PATHS[group], { schema: { hide: true } }, async () => app.swagger());
  };
}

/** The browsable UI at /docs, offering both documents. Assets ship in the package: nothing remote. */
export const openApiUi: FastifyPluginAsync = async (app) => {
  await app.register(swagger, {
    openapi: { openapi: '3.1.0', info: { title: 'skillgraph', version: SERVICE_VERSION } },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: {
      urls: [
        { url: OPENAPI_PATHS.graph, name: 'Skills-graph API (OpenAPI 3.1)' },
        { url: OPENAPI_PATHS.management, name: 'Management API (OpenAPI 3.0.0)' },
      ],
      deepLinking: true,
    } as Record<string, unknown>,
  });
};

/**
 * Spec 8.4: the server fills in every field that has a default, so the documents never make a client
 * send one. The request parts of a route schema are documented with such fields left out of `required`
 * (validation keeps the schema as written: it is what fills the defaults in).
 */
function defaultsAreOptional<T>(schema: T): T {
  if (!schema || typeof schema !== 'object') return schema;
  const parts = { ...(schema as Record<string, unknown>) };
  for (const part of ['querystring', 'body', 'params', 'headers'])
    if (parts[part]) parts[part] = withoutRequiredDefaults(parts[part]);
  return parts as T;
}

function withoutRequiredDefaults(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutRequiredDefaults);
  if (!node || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = withoutRequiredDefaults(value);
  const properties = copy['properties'] as Record<string, { default?: unknown }> | undefined;
  if (properties && Array.isArray(copy['required'])) {
    const required = (copy['required'] as string[]).filter((name) => properties[name]?.default === undefined);
    if (required.length) copy['required'] = required;
    else delete copy['required'];
  }
  return copy;
}

/**
 * No URL may carry a NUL byte (url-safety.ts refuses it before any route), so the documents say so for
 * every free-text path and query parameter: a client or fuzzer generating from them sends none.
 */
const NO_NUL = '^[^\\u0000]*$';
function withoutNulInUrls<T>(schema: T): T {
  if (!schema || typeof schema !== 'object') return schema;
  const parts = { ...(schema as Record<string, unknown>) };
  for (const part of ['querystring', 'params']) {
    const object = parts[part] as { properties?: Record<string, Record<string, unknown>> } | undefined;
    if (!object?.properties) continue;
    const properties = Object.fromEntries(
      Object.entries(object.properties).map(([name, property]) => [
        name,
        property['type'] === 'string' &&
        !('pattern' in property || 'enum' in property || 'format' in property)
          ? { ...property, pattern: NO_NUL }
          : property,
      ]),
    );
    parts[part] = { ...object, properties };
  }
  return parts as T;
}

const unwrap = (documentObject: object) =>
  (documentObject as { openapiObject?: unknown }).openapiObject as Record<string, unknown>;

/**
 * A schema with a title (a resource's item, body and page: `Career`, `CareerInput`, `CareerCollection`;
 * the billing DTOs...) is written once, under components/schemas/<title>, and referenced where it
 * appears: stable type names for generated clients, and a shorter document. The routes keep their
 * schemas inline (shared $ref schemas made every route's serializer compile all of them: 10x slower
 * app builds). Two different schemas may not share a title.
 */
function namedComponents(document: Record<string, unknown>) {
  document['components'] ??= {};
  const components = document['components'] as Record<string, Record<string, unknown>>;
  components['schemas'] ??= {};
  const schemas = components['schemas'];
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node))
      copy[key] = key === 'examples' || key === 'example' ? value : walk(value);
    const title = copy['title'];
    const isSchema = ['type', 'properties', 'anyOf', 'oneOf', 'allOf'].some((k) => k in copy);
    if (typeof title !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(title) || !isSchema) return copy;
    const existing = schemas[title];
    if (existing !== undefined && JSON.stringify(existing) !== JSON.stringify(copy))
      throw new Error(`Two different schemas are titled ${title}: give one another title`);
    schemas[title] = copy;
    return { $ref: `#/components/schemas/${title}` };
  };
  document['paths'] = walk(document['paths']);
  return document as never;
}

/** In the management document, 2xx JSON bodies with @context and Hydra errors are application/ld+json. */
function documentJsonLd(documentObject: object) {
  const document = unwrap(documentObject) as
    | {
        paths?: Record<
          string,
          Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>
        >;
      }
    | undefined;
  for (const item of Object.values(document?.paths ?? {}))
    for (const operation of Object.values(item))
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const json = response.content?.['application/json'];
        const text = JSON.stringify(json ?? null);
        // JSON-LD successes, and the Hydra errors of the routes outside /v1 (sent as JSON-LD too).
        if (
          !json ||
          !((status.startsWith('2') && text.includes('"@context"')) || text.includes('HydraError'))
        )
          continue;
        const { 'application/json': _json, ...rest } = response.content ?? {};
        response.content = { ...rest, 'application/ld+json': json };
      }
  return document as never;
}
