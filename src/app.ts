// buildApp(deps): the whole HTTP application, without listening. main.ts listens; tests call
// app.inject. Cross-cutting plugins first, then each route group in its own OpenAPI context.

import type { IncomingMessage, ServerResponse } from 'node:http';
import ajvCompilerFactory from '@fastify/ajv-compiler';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  LogController,
  type RawServerDefault,
} from 'fastify';
import type { Logger } from 'pino';
import Type from 'typebox';
import { authenticationPlugin } from './access/authenticate.ts';
import { billingRoutes } from './access/billing/billing-routes.ts';
import { paymentRoutes } from './access/billing/payment-routes.ts';
import { identityRoutes } from './access/identity/identity-routes.ts';
import { creditsRoutes } from './access/metering/credit-routes.ts';
import { meteringPlugin } from './access/metering/metering.ts';
import { accessRoutes } from './access/routes.ts';
import type { RouteRules } from './access/rules.ts';
import type { Config } from './config.ts';
import type { Executor } from './db/executor.ts';
import { cvPipelineRoutes } from './documents/pipelines/cv-pipeline-routes.ts';
import { postingPipelineRoutes } from './documents/pipelines/posting-pipeline-routes.ts';
import { documentRoutes } from './documents/routes.ts';
import { DocumentServices } from './documents/service.ts';
import { createGraphServices } from './graph/index.ts';
import { graphRoutes } from './graph/routes.ts';
import type { QueryEmbedder } from './graph/search.ts';
import { healthRoutes } from './health/routes.ts';
import { consoleUi } from './http/console.ts';
import { deprecationPlugin } from './http/deprecation.ts';
import { AppError, answerClientError, errorHandlingPlugin, sendError } from './http/errors.ts';
import { apiGroup, openApiUi } from './http/openapi.ts';
import { requestIdFrom, requestIdPlugin } from './http/request-id.ts';
import { FlatErrorSchema, HydraErrorSchema } from './http/schemas.ts';
import { isMultipartBody } from './http/uploads.ts';
import { urlSafetyPlugin } from './http/url-safety.ts';
import { careerRoutes } from './intelligence/career-routes.ts';
import { matchingRoutes } from './intelligence/matching-routes.ts';
import { workforceRoutes } from './intelligence/workforce-routes.ts';
import { userReferences } from './management/definition.ts';
import { RESOURCES } from './management/resources.ts';
import { managementRoutes } from './management/routes.ts';
import { mcpRoutes } from './mcp/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    executor: Executor;
    /** Every route as registered, for checks that span routes (OpenAPI coverage, route rules). */
    routeTable: RouteSummary[];
  }
}

export interface RouteSummary {
  method: string;
  url: string;
  hidden: boolean;
  /** Who may call it (src/access/rules.ts); absent on routes without authentication (health, docs). */
  rules: RouteRules | undefined;
}

export interface AppDependencies {
  config: Config;
  executor: Executor;
  logger: Logger;
  /** The embedding model; without it search and crosswalks use words only. */
  embedder?: QueryEmbedder | undefined;
}

/** The app as built: Fastify typed by its TypeBox schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

// One selector for every app, as Fastify keeps its own: it reuses ajv instances across compilations.
const ajvCompilers = ajvCompilerFactory();
const notValidated = (() => true) as unknown as ReturnType<ReturnType<typeof ajvCompilers>>;

export async function buildApp(deps: AppDependencies): Promise<App> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    genReqId: requestIdFrom,
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    bodyLimit: deps.config.bodyLimitBytes,
    // Bounds on what a client can make the server hold: slow or huge requests are cut off (a 10 MB
    // upload needs a minute at under 2 Mbit/s), and answered in the envelope (answerClientError).
    requestTimeout: 60_000,
    clientErrorHandler: answerClientError,
    connectionTimeout: 0,
    keepAliveTimeout: 72_000,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // New requests during shutdown get a 503 while in-flight ones finish.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Upload routes read their multipart parts themselves: their body schema documents (uploads.ts),
    // while their query and path parameters go through ajv like every other route's. (Fastify's own
    // validator, wrapped; as with any custom one, header schemas must name headers in lower case.)
    schemaController: {
      compilersFactory: {
        buildValidator: (externalSchemas, ajvOptions) => {
          const compile = ajvCompilers(externalSchemas, ajvOptions);
          return (route) =>
            route.httpPart === 'body' && isMultipartBody(route.schema) ? notValidated : compile(route);
        },
      },
    },
    ajv: {
      // verbose: a failed keyword carries its schema, which errors.ts reads to name oneOf alternatives.
      customOptions: {
        allErrors: true,
        coerceTypes: 'array',
        useDefaults: true,
        removeAdditional: false,
        verbose: true,
      },
    },
    // Errors met before routing (a malformed percent-encoding in the path) get the same envelope and
    // request id as every other error, instead of Fastify's own body.
    frameworkErrors: (error, request, reply) => {
      reply.header('x-request-id', request.id);
      return sendError(request, reply, error);
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Headers must arrive within 15 s (Node's default is a minute): a slow-headers client holds little.
  app.server.headersTimeout = 15_000;
  app.decorate('config', deps.config);
  app.decorate('executor', deps.executor);
  // Deleting a user reaches the management resources that name users (access does not import them).
  app.decorate('userReferences', {
    delete: userReferences(RESOURCES, 'delete'),
    clear: userReferences(RESOURCES, 'clear'),
  });
  const graph = createGraphServices(deps.executor, deps.embedder);
  app.decorate('graph', graph);
  const documents = new DocumentServices(deps.executor, graph, deps.embedder, deps.config.documents, app.log);
  app.decorate('documents', documents);
  app.addHook('onClose', async () => documents.close());
  const routeTable: RouteSummary[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routeTable.push({
          method,
          url: route.url,
          hidden: Boolean(route.schema?.hide),
          rules: route.config?.rules,
        });
    }
    // Unknown query parameters are refused as unknown body fields are (400, naming the parameter):
    // `frameworks=ESCO` on a search, whose parameter is `framework`, would otherwise filter nothing,
    // silently. A /v1 route that takes no parameter takes none; a schema stating additionalProperties
    // keeps its choice (OAuth's token endpoint must ignore parameters it does not know, RFC 6749 3.1).
    if (route.url.startsWith('/v1') && route.schema) {
      const schema = route.schema as typeof route.schema & { query?: unknown };
      const query = (schema.querystring ?? schema.query ?? Type.Object({})) as {
        type?: string;
        additionalProperties?: unknown;
      };
      if (query.additionalProperties === undefined) {
        // A composed schema (anyOf, $ref) cannot be closed here: its route must say what it accepts.
        if (query.type !== 'object')
          throw new Error(
            `${route.url}: a /v1 querystring must be an object schema or state additionalProperties`,
          );
        const { query: _alias, ...rest } = schema;
        route.schema = { ...rest, querystring: { ...query, additionalProperties: false } };
      }
    }
    // Any route that takes a body can be refused it (invalid 400, too large 413, wrong type 415): each
    // documents those answers, in the error shape of its group.
    if (route.schema?.body) {
      const response = { ...((route.schema.response ?? {}) as Record<string, unknown>) };
      const error = Type.Ref(route.url.startsWith('/v1') ? 'FlatError' : 'HydraError');
      for (const status of [400, 413, 415]) if (!(status in response)) response[status] = error;
      route.schema = { ...route.schema, response };
    }
  });

  // While closing, answers tell keep-alive clients to go, so draining ends with the last response.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  // JSON-LD bodies are JSON: the management API accepts them as such.
  // JSON bodies (JSON-LD too: the management API accepts them as such), with their nesting bounded
  // before parsing: free-form fields (a description, a CV) would otherwise carry thousands of levels into
  // validation, the driver and the store.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    ['application/json', 'application/ld+json', 'application/merge-patch+json'],
    { parseAs: 'string', bodyLimit: deps.config.bodyLimitBytes },
    (request, body, done) => {
      const depth = jsonDepth(body as string);
      if (depth > MAX_JSON_DEPTH)
        return done(
          new AppError(
            'validation_error',
            `The JSON body is nested ${depth} levels deep; at most ${MAX_JSON_DEPTH} are accepted`,
            {
              max_depth: MAX_JSON_DEPTH,
            },
          ),
          undefined,
        );
      return parseJson(request, body as string, done);
    },
  );
  // A body the route does not take is a 415 before anything reads it: multipart sent to a JSON route,
  // text/plain (Fastify would parse it as a string, then fail validation), or a charset other than UTF-8
  // (Fastify would read UTF-16 as UTF-8).
  app.removeContentTypeParser('text/plain');
  app.addHook('preParsing', async (request) => {
    const type = request.headers['content-type'];
    // A route that speaks a protocol of its own (MCP) reads and refuses its bodies itself.
    if (!type || request.routeOptions.config.protocolBody) return;
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(type)?.[1]?.toLowerCase();
    if (charset && charset !== 'utf-8' && charset !== 'utf8' && charset !== 'us-ascii')
      throw new AppError(
        'unsupported_media_type',
        `Bodies are read as UTF-8; charset ${charset} is not accepted`,
      );
    const consumes = (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes;
    if (/^\s*multipart\/form-data/i.test(type) && !consumes?.includes('multipart/form-data'))
      throw new AppError('unsupported_media_type', 'This route takes a JSON body, not multipart/form-data');
  });
  app.addSchema(FlatErrorSchema);
  app.addSchema(HydraErrorSchema);

  await app.register(requestIdPlugin);
  await app.register(errorHandlingPlugin, { maxParamLength: MAX_PARAM_LENGTH });
  await app.register(deprecationPlugin);
  await app.register(urlSafetyPlugin);
  // Identifies the caller and enforces each route's declared rules (onRequest), before metering.
  await app.register(authenticationPlugin);
  // Charges each metered call (preHandler, after authentication) and refunds failed ones.
  await app.register(meteringPlugin);

  // Uploads (CVs, job offers) are streamed into memory within these bounds; nothing touches the disk.
  const limits = deps.config.documents;
  await app.register(multipart, {
    limits: {
      fileSize: limits.uploadLimitBytes,
      files: limits.uploadMaxFiles,
      fields: 20,
      parts: limits.uploadMaxFiles + 20,
      fieldSize: 100_000,
    },
    throwFileSizeLimit: true,
  });

  await app.register(
    apiGroup('graph', [
      graphRoutes,
      documentRoutes,
      matchingRoutes,
      careerRoutes,
      workforceRoutes,
      creditsRoutes,
    ]),
  );
  await app.register(
    apiGroup('management', [
      healthRoutes,
      accessRoutes,
      identityRoutes,
      billingRoutes,
      paymentRoutes,
      managementRoutes,
      cvPipelineRoutes,
      postingPipelineRoutes,
      // Outside /v1 like the login routes, so documented here with their Hydra errors.
      mcpRoutes,
    ]),
  );
  await app.register(openApiUi);
  await app.register(consoleUi);

  return app;
}

/** The longest path parameter the router accepts (a URL-encoded framework URI fits). */
const MAX_PARAM_LENGTH = 2048;

/** Nesting accepted in a JSON body: a JSON Resume needs about six levels. */
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of objects and arrays in JSON text (strings skipped), in one pass. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}
