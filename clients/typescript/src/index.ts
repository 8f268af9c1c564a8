// The skillgraph client for TypeScript and JavaScript (Node 20+, browsers). The request and response
// types of every route come from the two OpenAPI documents (openapi-typescript, generated into graph.ts
// and management.ts); the calls are openapi-fetch's. This layer adds only what the documents cannot say:
// the three kinds of credentials, retries on 429/503 as the service asks, errors as exceptions carrying
// the service's code and request id, Hydra collections as async iterators, uploads, and a timeout.
import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths as GraphPaths } from './graph.js';
import type { paths as ManagementPaths } from './management.js';

export type { GraphPaths, ManagementPaths };

/** How the client authenticates: an API key, a user's tokens, or an OAuth client (Partner and Omni). */
export type Credentials =
  | { apiKey: string }
  | { accessToken: string; refreshToken?: string }
  | { clientId: string; clientSecret: string; scope?: string };

export interface ClientOptions {
  /** Where the service answers, e.g. https://skillgraph.example.com (no trailing /v1). */
  baseUrl: string;
  credentials: Credentials;
  /** Time allowed for one attempt of a call, in milliseconds (default 30 s). */
  timeoutMs?: number;
  /** Retries of a call answered 429 or 503 (default 3). */
  retries?: number;
  /** The longest wait the client accepts before a retry (default 30 s): beyond, the error is thrown. */
  maxRetryWaitMs?: number;
  /** Called with rotated tokens after a Bearer refresh, so the caller can keep the new refresh token. */
  onTokens?: (tokens: { accessToken: string; refreshToken: string }) => void;
  fetch?: typeof globalThis.fetch;
}

/** An answer outside 2xx, with what the service said: its stable code, message and request id. */
export class SkillgraphError extends Error {
  readonly status: number;
  readonly code: string;
  readonly requestId: string | null;
  readonly details: Record<string, unknown> | null;
  constructor(status: number, body: unknown, requestId: string | null) {
    const flat = (body as { error?: { code?: string; message?: string; details?: Record<string, unknown> } })
      ?.error;
    const hydra = body as { 'hydra:title'?: string; 'hydra:description'?: string };
    const message = flat?.message ?? hydra?.['hydra:description'] ?? `HTTP ${status}`;
    super(message);
    this.name = 'SkillgraphError';
    this.status = status;
    this.code =
      flat?.code ??
      (hydra?.['hydra:title'] ? hydra['hydra:title'].toLowerCase().replaceAll(' ', '_') : `http_${status}`);
    this.requestId = requestId;
    this.details = flat?.details ?? null;
  }
}

/** One member of a Hydra collection page. */
type Member = Record<string, unknown>;
interface HydraPage<T> {
  'hydra:member': T[];
  'hydra:totalItems'?: number;
  'hydra:view'?: { 'hydra:next'?: string };
}

export interface SkillgraphClient {
  /** The skills-graph API (/v1/search, /v1/skills, /v1/parse, /v1/match...): typed by its document. */
  graph: Client<GraphPaths>;
  /** The management API (organisations, users, resources, pipelines, keys, plans): typed by its document. */
  management: Client<ManagementPaths>;
  /** Every member of a Hydra collection, page after page (follows hydra:next). */
  collection<T = Member>(path: string, query?: Record<string, string | number | boolean>): AsyncGenerator<T>;
  /** A multipart body of files under `field` (default `files`, as the pipelines take them). */
  files(
    documents: { name: string; data: Blob | ArrayBuffer | Uint8Array | string; type?: string }[],
    field?: string,
  ): FormData;
}

export function createSkillgraphClient(options: ClientOptions): SkillgraphClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const send = authenticatedFetch({ ...options, baseUrl });
  const throwing: Middleware = {
    async onResponse({ response }) {
      if (response.ok) return undefined;
      const body = await response
        .clone()
        .json()
        .catch(() => null);
      throw new SkillgraphError(response.status, body, response.headers.get('x-request-id'));
    },
  };
  const graph = createFetchClient<GraphPaths>({ baseUrl, fetch: send });
  const management = createFetchClient<ManagementPaths>({ baseUrl, fetch: send });
  graph.use(throwing);
  management.use(throwing);

  return {
    graph,
    management,
    async *collection<T = Member>(path: string, query: Record<string, string | number | boolean> = {}) {
      const search = new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
      );
      let next: string | undefined = `${path}${search.size ? `?${search}` : ''}`;
      while (next) {
        const response = await send(
          new Request(`${baseUrl}${next}`, { headers: { accept: 'application/ld+json' } }),
        );
        const body = (await response.json().catch(() => null)) as HydraPage<T> | null;
        if (!response.ok)
          throw new SkillgraphError(response.status, body, response.headers.get('x-request-id'));
        for (const member of body?.['hydra:member'] ?? []) yield member;
        next = body?.['hydra:view']?.['hydra:next'];
      }
    },
    files(documents, field = 'files') {
      const form = new FormData();
      for (const document of documents) {
        const blob =
          document.data instanceof Blob
            ? document.data
            : new Blob([document.data] as ConstructorParameters<typeof Blob>[0], {
                type: document.type ?? 'application/octet-stream',
              });
        form.append(field, blob, document.name);
      }
      return form;
    },
  };
}

/**
 * A fetch that signs each request with the credentials, bounds each attempt in time (the caller's own
 * AbortSignal still applies), renews a Bearer token once on 401, and retries 429 and 503 after the wait
 * the service names (Retry-After, else details.reset_at), with exponential backoff when it names none.
 */
function authenticatedFetch(
  options: ClientOptions & { baseUrl: string },
): (request: Request) => Promise<Response> {
  const fetch = options.fetch ?? globalThis.fetch;
  const retries = options.retries ?? 3;
  const maxWait = options.maxRetryWaitMs ?? 30_000;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const credentials = options.credentials;
  let bearer: { token: string; refresh?: string | undefined; expiresAt: number } | null =
    'accessToken' in credentials
      ? {
          token: credentials.accessToken,
          refresh: credentials.refreshToken,
          expiresAt: Number.POSITIVE_INFINITY,
        }
      : null;

  async function json(path: string, init: RequestInit) {
    const response = await fetch(`${options.baseUrl}${path}`, init);
    const body = await response.json().catch(() => null);
    if (!response.ok) throw new SkillgraphError(response.status, body, response.headers.get('x-request-id'));
    return body as Record<string, unknown>;
  }

  /** An OAuth token, asked for once and kept until a minute before it expires. */
  async function oauthToken(): Promise<string> {
    if (bearer && bearer.expiresAt > Date.now() + 60_000) return bearer.token;
    const c = credentials as { clientId: string; clientSecret: string; scope?: string };
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: c.clientId,
      client_secret: c.clientSecret,
    });
    if (c.scope) form.set('scope', c.scope);
    const body = await json('/v1/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    bearer = {
      token: String(body['access_token']),
      expiresAt: Date.now() + Number(body['expires_in'] ?? 900) * 1000,
    };
    return bearer.token;
  }

  /** Rotates a user's tokens through /auth/refresh; false when there is no refresh token. */
  async function refreshBearer(): Promise<boolean> {
    if (!bearer?.refresh) return false;
    const body = await json('/auth/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: bearer.refresh }),
    });
    bearer = {
      token: String(body['access_token']),
      refresh: String(body['refresh_token'] ?? bearer.refresh),
      expiresAt: Number.POSITIVE_INFINITY,
    };
    options.onTokens?.({ accessToken: bearer.token, refreshToken: bearer.refresh as string });
    return true;
  }

  async function sign(request: Request): Promise<Request> {
    const headers = new Headers(request.headers);
    if ('apiKey' in credentials) headers.set('x-api-key', credentials.apiKey);
    else if ('clientId' in credentials) headers.set('authorization', `Bearer ${await oauthToken()}`);
    else headers.set('authorization', `Bearer ${bearer!.token}`);
    return new Request(request, { headers });
  }

  return async (original: Request) => {
    // Kept unread, so that a retry can send the same body again.
    const pristine = original.clone();
    let refreshed = false;
    for (let attempt = 0; ; attempt++) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = AbortSignal.any([timeout, original.signal]);
      const signed = await sign(pristine.clone());
      const response = await fetch(new Request(signed, { signal }));
      if (response.status === 401 && !refreshed && 'accessToken' in credentials && (await refreshBearer())) {
        refreshed = true;
        attempt--;
        continue;
      }
      if ((response.status !== 429 && response.status !== 503) || attempt >= retries) return response;
      const wait = await retryWait(response, attempt);
      if (wait > maxWait) return response;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
}

/** How long the service asks to wait: Retry-After (seconds or a date), details.reset_at, else backoff. */
async function retryWait(response: Response, attempt: number): Promise<number> {
  const header = response.headers.get('retry-after');
  if (header) {
    const seconds = Number(header);
    const at = Number.isFinite(seconds) ? Date.now() + seconds * 1000 : Date.parse(header);
    if (Number.isFinite(at)) return Math.max(0, at - Date.now());
  }
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: { details?: { reset_at?: string } } } | null;
  const resetAt = Date.parse(body?.error?.details?.reset_at ?? '');
  if (Number.isFinite(resetAt)) return Math.max(0, resetAt - Date.now());
  return Math.min(8_000, 250 * 2 ** attempt) * (0.5 + Math.random() / 2);
}
