// The console's only way to the service: the public HTTP API, as any client calls it. A signed-in user's
// access token (POST /auth/login) is sent as Bearer to both route groups; on a 401 the refresh token is
// exchanged once (POST /auth/refresh, single use: the new pair replaces it) and the call retried.
// Failures become ApiError with the spec's envelope (code, message, request id).

export interface Session {
  accessToken: string;
  refreshToken: string;
  userId: string;
  organisationId: string;
  permissions: number;
  email: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly requestId: string | null,
  ) {
    super(message);
  }
}

const STORAGE_KEY = 'skillgraph.console.session';
const listeners = new Set<(session: Session | null) => void>();
let current: Session | null = readStored();

function readStored(): Session | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

export const session = () => current;

export function onSession(listener: (session: Session | null) => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setSession(next: Session | null) {
  current = next;
  if (next) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  else sessionStorage.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener(next);
}

/** The claims the console needs from an access token (it is the service's own JWT; not verified here). */
function claimsOf(token: string) {
  const payload = token.split('.')[1] ?? '';
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(json) as { uid: string; org: string; perm: number };
}

function sessionFrom(tokens: { access_token: string; refresh_token: string }, email: string): Session {
  const claims = claimsOf(tokens.access_token);
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    userId: claims.uid,
    organisationId: claims.org,
    permissions: claims.perm,
    email,
  };
}

async function failure(response: Response): Promise<ApiError> {
  const requestId = response.headers.get('x-request-id');
  try {
    const body = await response.json();
    // The graph API's flat envelope ({error: {code, message, request_id}}) or a Hydra error (management
    // API outside /v1: hydra:title and hydra:description, the request id in its header).
    if (body['@type'] === 'hydra:Error') {
      return new ApiError(response.status, body['hydra:title'], body['hydra:description'], requestId);
    }
    const error = body.error ?? body;
    return new ApiError(
      response.status,
      error.code ?? 'error',
      error.message ?? response.statusText,
      error.request_id ?? requestId,
    );
  } catch {
    return new ApiError(response.status, 'error', response.statusText, requestId);
  }
}

async function exchange(path: string, body: unknown) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await failure(response);
  return response;
}

export async function signIn(email: string, password: string) {
  const response = await exchange('/auth/login', { email, password });
  setSession(sessionFrom(await response.json(), email));
}

export async function signOut() {
  const was = current;
  setSession(null);
  if (was) await exchange('/auth/logout', { refresh_token: was.refreshToken }).catch(() => undefined);
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: the refresh token is single use, so concurrent 401s share the exchange. */
function refresh(): Promise<boolean> {
  const was = current;
  if (!was) return Promise.resolve(false);
  refreshing ??= exchange('/auth/refresh', { refresh_token: was.refreshToken })
    .then(async (response) => {
      setSession(sessionFrom(await response.json(), was.email));
      return true;
    })
    .catch(() => {
      setSession(null);
      return false;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export interface CallOptions {
  method?: string;
  query?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  form?: FormData;
}

export async function api<T = Record<string, unknown>>(path: string, options: CallOptions = {}): Promise<T> {
  const url = new URL(path, location.origin);
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  }
  const send = () => {
    const headers: Record<string, string> = { accept: 'application/ld+json, application/json' };
    if (current) headers['authorization'] = `Bearer ${current.accessToken}`;
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    return fetch(url, { method: options.method ?? 'GET', headers, body });
  };
  let response = await send();
  if (response.status === 401 && current && (await refresh())) response = await send();
  if (!response.ok) throw await failure(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Every member of a Hydra collection, page after page (at most `max`). */
export async function allMembers<T>(path: string, query: CallOptions['query'] = {}, max = 500): Promise<T[]> {
  const members: T[] = [];
  for (let page = 1; members.length < max; page++) {
    const body = await api<{ 'hydra:member': T[]; 'hydra:view'?: { 'hydra:next'?: string } }>(path, {
      query: { ...query, page, itemsPerPage: 100 },
    });
    members.push(...body['hydra:member']);
    if (!body['hydra:view']?.['hydra:next']) break;
  }
  return members;
}

/** A graph URI as the path segment the graph API reads (graph%3A%2F%2Fskill%2F<id>). */
export const segment = (uri: string) => encodeURIComponent(uri);
