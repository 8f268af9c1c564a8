// The one error model: code throws AppError; one handler writes the flat envelope (spec 7.1) on /v1
// and the Hydra error (spec 7.2) everywhere else, always with the request id.

import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { levenshtein } from '../graph/label-matcher.ts';

/** Stable error codes and their HTTP statuses. Codes are part of the public contract. */
export const ErrorCodes = {
  validation_error: 400,
  invalid_json: 400,
  invalid_api_key: 401,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  /** The request took too long to arrive (headers or body). */
  request_timeout: 408,
  payload_too_large: 413,
  /** A path (parameter) longer than the router accepts. */
  uri_too_long: 414,
  unsupported_media_type: 415,
  rate_limit_exceeded: 429,
  /** Headers larger than the server reads (16 KB). */
  request_header_fields_too_large: 431,
  quota_exhausted: 429,
  /** An uploaded document that cannot be read: encrypted, corrupt, image-only, empty. */
  unreadable_document: 400,
  internal_error: 500,
  not_implemented: 501,
  /** An uploaded document in a format the parsers do not read (Word, images...). */
  unsupported_format: 501,
  service_unavailable: 503,
  // OAuth 2.1 token endpoint errors (RFC 6749 section 5.2), carried as the flat envelope's code.
  invalid_request: 400,
  invalid_client: 401,
  invalid_grant: 400,
  unauthorized_client: 400,
  unsupported_grant_type: 400,
  invalid_scope: 400,
} as const;

export type ErrorCode = keyof typeof ErrorCodes;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    details?: Record<string, unknown>,
    options?: { cause?: unknown; headers?: Record<string, string> },
  ) {
    super(message, { cause: options?.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ErrorCodes[code];
    this.details = details;
    this.headers = options?.headers;
  }
}

export const notFound = (what: string, details?: Record<string, unknown>) =>
  new AppError('not_found', `${what} was not found`, details);

/** The flat /v1 envelope; exported so the OpenAPI documents describe exactly what is sent. */
export interface FlatErrorBody {
  error: { code: string; message: string; request_id: string; details?: Record<string, unknown> };
}

export interface HydraErrorBody {
  '@context': string;
  '@type': 'hydra:Error';
  'hydra:title': string;
  'hydra:description': string;
  'hydra:statusCode': number;
}

const isV1 = (url: string) => url === '/v1' || url.startsWith('/v1/') || url.startsWith('/v1?');

/** Turns anything thrown (ours, Fastify's, a library's) into an AppError without leaking internals. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const fastifyError = error as FastifyError & { validation?: ValidationIssue[]; validationContext?: string };
  if (fastifyError?.validation) {
    const fields = withAlternativesMerged(fastifyError.validation).map((issue) =>
      describeIssue(issue, fastifyError.validationContext),
    );
    return new AppError(
      'validation_error',
      `Invalid request: ${fields.map((f) => `${f.field} ${f.message}`).join('; ')}`,
      {
        fields,
      },
    );
  }
  switch (fastifyError?.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('invalid_json', 'The request body is not valid JSON', undefined, { cause: error });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(
        'payload_too_large',
        'The request body is larger than this route accepts',
        undefined,
        {
          cause: error,
        },
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? new AppError('unsupported_media_type', 'This content type is not accepted here', undefined, {
            cause: error,
          })
        : new AppError('validation_error', 'The Content-Length header does not match the body', undefined, {
            cause: error,
          });
    case 'FST_ERR_BAD_URL':
      return new AppError(
        'validation_error',
        'The URL is malformed: a percent-encoded sequence is not valid',
        undefined,
        {
          cause: error,
        },
      );
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError(
        'uri_too_long',
        'A path parameter is longer than this API accepts (2,048 characters)',
        undefined,
        {
          cause: error,
        },
      );
    case 'FST_ERR_NOT_FOUND':
      return new AppError('not_found', 'No route matches this method and path');
  }
  // Other 4xx raised by Fastify or a plugin (e.g. malformed headers) keep their status, never a 500.
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = (Object.entries(ErrorCodes).find(([, s]) => s === status)?.[0] ??
      'validation_error') as ErrorCode;
    return new AppError(code, fastifyError.message || 'Bad request', undefined, { cause: error });
  }
  return new AppError('internal_error', 'An unexpected error occurred', undefined, { cause: error });
}

interface ValidationIssue {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
  /** The failing keyword's value (ajv's verbose option, set in app.ts). */
  schema?: unknown;
  /** The schema holding that keyword (verbose too): an unknown field's accepted neighbours. */
  parentSchema?: { properties?: Record<string, unknown> };
}

/** Readable messages for the patterns whose source says little to a caller. */
const PATTERN_HINTS = new Map<string, string>();

/** Registers what a pattern means for validation messages, and returns the pattern. */
export function hintedPattern(pattern: string, hint: string): string {
  PATTERN_HINTS.set(pattern, hint);
  return pattern;
}

/**
 * A failed oneOf/anyOf of `required` alternatives (http/schemas.ts exactlyOneOf, atLeastOneOf) comes
 * from ajv as one `required` issue per alternative plus the oneOf/anyOf itself: one issue is kept,
 * whose message names the alternatives.
 */
function withAlternativesMerged(issues: ValidationIssue[]): ValidationIssue[] {
  const isAlternativeOfFields = (branch: unknown) =>
    typeof branch === 'object' &&
    branch !== null &&
    Array.isArray((branch as { required?: unknown }).required);
  const choices = issues.filter(
    (issue) =>
      (issue.keyword === 'oneOf' || issue.keyword === 'anyOf') &&
      Array.isArray(issue.schema) &&
      issue.schema.every(isAlternativeOfFields),
  );
  if (!choices.length) return issues;
  const inside = (issue: ValidationIssue) =>
    choices.some((choice) => issue !== choice && issue.schemaPath.startsWith(`${choice.schemaPath}/`));
  return issues
    .filter((issue) => !inside(issue))
    .map((issue) => {
      if (!choices.includes(issue)) return issue;
      const keys = (issue.schema as { required?: string[] }[]).flatMap((branch) => branch.required ?? []);
      const message = `must have ${issue.keyword === 'oneOf' ? 'exactly' : 'at least'} one of ${keys.join(', ')}`;
      return { ...issue, message, params: {} };
    });
}

function describeIssue(issue: ValidationIssue, context: string | undefined) {
  const base = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = issue.params['missingProperty'] ?? issue.params['additionalProperty'];
  const field = [context, base, missing].filter((part) => part !== undefined && part !== '').join('.');
  const allowed = issue.params['allowedValues'] as unknown[] | undefined;
  const message =
    issue.keyword === 'additionalProperties'
      ? acceptedInstead(String(missing), Object.keys(issue.parentSchema?.properties ?? {}))
      : allowed
        ? `must be one of ${allowed.join(', ')}`
        : issue.keyword === 'pattern' && PATTERN_HINTS.has(String(issue.params['pattern']))
          ? (PATTERN_HINTS.get(String(issue.params['pattern'])) as string)
          : (issue.message ?? 'is invalid');
  return { field: field || (context ?? 'request'), message };
}

/** "is not an accepted field", naming the accepted one a caller most likely meant (`frameworks` for `framework`). */
function acceptedInstead(field: string, accepted: string[]): string {
  const folded = field.toLowerCase();
  // A close spelling first (frameworks, Limit), then a name the field begins (target: target_occupation).
  const near =
    accepted
      .map((name) => ({ name, distance: levenshtein(folded, name.toLowerCase(), 2) }))
      .filter(({ name, distance }) => distance <= Math.min(2, Math.floor(name.length / 3)))
      .sort((a, b) => a.distance - b.distance)[0]?.name ??
    (folded.length >= 4 ? accepted.find((name) => name.toLowerCase().startsWith(folded)) : undefined);
  return near ? `is not an accepted field; did you mean ${near}?` : 'is not an accepted field';
}

export function flatErrorBody(error: AppError, requestId: string): FlatErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      request_id: requestId,
      ...(error.details ? { details: error.details } : {}),
    },
  };
}

export function hydraErrorBody(error: AppError): HydraErrorBody {
  return {
    '@context': '/contexts/Error',
    '@type': 'hydra:Error',
    'hydra:title': error.statusCode >= 500 ? 'An error occurred' : titleFor(error.code),
    'hydra:description': error.message,
    'hydra:statusCode': error.statusCode,
  };
}

const titleFor = (code: string) => code.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());

export function sendError(request: FastifyRequest, reply: FastifyReply, thrown: unknown) {
  const error = toAppError(thrown);
  if (error.statusCode >= 500) {
    request.log.error({ err: error.cause ?? error, code: error.code }, 'request failed');
  } else {
    request.log.info({ code: error.code, status: error.statusCode, msg: error.message }, 'request rejected');
  }
  if (error.headers) reply.headers(error.headers);
  reply.code(error.statusCode);
  if (isV1(request.url)) {
    return reply.type('application/json; charset=utf-8').send(flatErrorBody(error, request.id));
  }
  return reply.type('application/ld+json; charset=utf-8').send(hydraErrorBody(error));
}

/**
 * Errors Node's HTTP parser meets before any request exists (headers too large, a request that does
 * not arrive in time, bytes that are not HTTP): answered on the socket in the same envelope, with a
 * request id, instead of Node's or Fastify's own body.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (!socket.writable) return socket.destroy();
  const [code, message]: [ErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ['request_header_fields_too_large', 'The request headers are larger than 16 KB']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ['request_timeout', 'The request did not arrive in time']
        : ['validation_error', 'The request is not valid HTTP'];
  const requestId = randomUUID();
  const body = JSON.stringify(flatErrorBody(new AppError(code, message), requestId));
  const status = ErrorCodes[code];
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `X-Request-Id: ${requestId}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Registers the error and not-found handlers at the root so every route shares them. A path served
 * under other methods answers 405 with an Allow header (RFC 9110 15.5.6) rather than 404: Fastify's own
 * router only tells found from not found, so a second router, of the same library (find-my-way), keeps
 * every route's path by method to answer which methods a path has.
 */
export const errorHandlingPlugin = fp(
  async (app: FastifyInstance, options: { maxParamLength: number }) => {
    // The same bound as Fastify's router, so both read the same paths.
    const paths = FindMyWay({ maxParamLength: options.maxParamLength });
    const methods = new Set<HTTPMethod>();
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat() as HTTPMethod[]) {
        methods.add(method);
        if (!paths.hasRoute(method, route.url)) paths.on(method, route.url, () => {});
      }
    });
    app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] as string;
      const allowed = [...methods].filter((method) => paths.find(method, path));
      if (!allowed.length)
        return sendError(request, reply, new AppError('not_found', `No route for ${request.method} ${path}`));
      reply.header('allow', allowed.join(', '));
      return sendError(
        request,
        reply,
        new AppError(
          'method_not_allowed',
          `${request.method} is not served on ${path}; use ${allowed.join(', ')}`,
        ),
      );
    });
  },
  { name: 'error-handling' },
);
