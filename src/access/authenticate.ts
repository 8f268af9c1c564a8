// Authentication and authorisation of every route that declares `config.rules`: identifies the
// caller (master key, API key, Bearer JWT, or nobody), sets request.caller, then enforces the
// route's accepted credentials and permission bit. Runs at onRequest, before any preHandler (credits).
// Also the helpers handlers use for tenant scope: requireOrganisation, requireSelf.
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { AppError, notFound } from '../http/errors.ts';
import { idOf } from '../http/hydra.ts';
import { anonymousCaller, type Caller, hasPermission, MASTER_PERMISSIONS } from './caller.ts';
import { createOAuthService, type OAuthService } from './identity/oauth.ts';
import { findOrganisation } from './identity/organisations.ts';
import { createSessionService, type SessionService } from './identity/sessions.ts';
import { createTokenIssuer, type JwtSigner, TOKEN_ISSUER, type TokenIssuer } from './identity/tokens.ts';
import { type ApiKeyService, createApiKeyService } from './keys/keys.ts';
import { createPrincipalCheck, type PrincipalCheck } from './principals.ts';
import type { Credential, RouteRules } from './rules.ts';
import { secretsEqual } from './secrets.ts';

export interface IdentityServices {
  keys: ApiKeyService;
  sessions: SessionService;
  oauth: OAuthService;
  tokens: TokenIssuer;
  principals: PrincipalCheck;
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityServices;
  }
}

const BEARER_CHALLENGE = { 'www-authenticate': 'Bearer realm="skillgraph"' };

const credentialOf: Record<Caller['kind'], Credential> = {
  master: 'master',
  apiKey: 'apiKey',
  user: 'bearer',
  oauth: 'bearer',
  anonymous: 'none',
};

function jwtOptions(config: Config) {
  const common = { sign: { iss: TOKEN_ISSUER }, verify: { allowedIss: TOKEN_ISSUER } };
  return config.jwt.algorithm === 'RS256'
    ? {
        secret: { private: config.jwt.privateKey, public: config.jwt.publicKey },
        sign: { ...common.sign, algorithm: 'RS256' as const },
        verify: { ...common.verify, algorithms: ['RS256' as const] },
      }
    : {
        secret: config.jwt.secret,
        sign: { ...common.sign, algorithm: 'HS256' as const },
        verify: { ...common.verify, algorithms: ['HS256' as const] },
      };
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

async function identify(
  request: FastifyRequest,
  rules: RouteRules,
  config: Config,
  identity: IdentityServices,
): Promise<Caller> {
  const ip = request.ip;
  const apiKey = header(request, 'x-api-key');
  if (apiKey !== undefined) {
    if (config.masterApiKey !== undefined && secretsEqual(apiKey, config.masterApiKey)) {
      return {
        kind: 'master',
        organisationId: null,
        userId: null,
        apiKeyId: null,
        permissions: MASTER_PERMISSIONS,
        ip,
      };
    }
    const principal =
      apiKey.length > 0 && apiKey.length <= 512 ? await identity.keys.authenticate(apiKey) : null;
    if (!principal)
      throw new AppError('invalid_api_key', 'The API key is missing, unknown, disabled or expired');
    return {
      kind: 'apiKey',
      organisationId: principal.organisationId,
      userId: principal.userId,
      apiKeyId: principal.apiKeyId,
      permissions: principal.permissions,
      ip,
    };
  }
  const authorization = header(request, 'authorization');
  if (authorization !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match?.[1]) {
      throw new AppError('unauthorized', 'The Authorization header must be "Bearer <token>"', undefined, {
        headers: BEARER_CHALLENGE,
      });
    }
    const claims = identity.tokens.verify(match[1]);
    if (!(await identity.principals.alive(claims))) {
      throw new AppError(
        'unauthorized',
        'The access token acts for a user, client or organisation that no longer exists',
        undefined,
        { headers: { 'www-authenticate': 'Bearer realm="skillgraph", error="invalid_token"' } },
      );
    }
    return {
      kind: claims.kind,
      organisationId: claims.org,
      userId: claims.uid,
      apiKeyId: null,
      permissions: claims.perm,
      ip,
    };
  }
  if (rules.auth.includes('none')) return anonymousCaller(ip);
  if (rules.auth.includes('apiKey'))
    throw new AppError('invalid_api_key', 'An API key is required (x-api-key)');
  throw new AppError('unauthorized', 'Credentials are required', undefined, { headers: BEARER_CHALLENGE });
}

/** A valid caller without the right gets 403 (spec 5.10). */
function authorise(caller: Caller, rules: RouteRules) {
  if (!rules.auth.includes(credentialOf[caller.kind])) {
    const accepted = rules.auth.map((c) =>
      c === 'apiKey'
        ? 'an API key'
        : c === 'bearer'
          ? 'a Bearer token'
          : c === 'master'
            ? 'the master key'
            : 'no credentials',
    );
    throw new AppError('forbidden', `This route accepts only ${accepted.join(' or ')}`);
  }
  // A route open to nobody-in-particular ('none') is public: its permission bit binds credentials only.
  if (caller.kind === 'anonymous') return;
  if (rules.permission !== undefined && !hasPermission(caller.permissions, rules.permission)) {
    throw new AppError('forbidden', 'Your credentials lack the permission this route needs', {
      required_permission: rules.permission,
    });
  }
}

export const authenticationPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(jwt, jwtOptions(app.config));
    const tokens = createTokenIssuer(app.jwt as unknown as JwtSigner);
    const identity: IdentityServices = {
      keys: createApiKeyService(app.executor),
      sessions: createSessionService(app.executor, tokens),
      oauth: createOAuthService(app.executor, tokens),
      tokens,
      principals: createPrincipalCheck(app.executor),
    };
    app.decorate('identity', identity);
    app.decorateRequest('caller', null as unknown as Caller);
    // Tenant scope follows from the path, for every route: one that acts in an organisation or for a
    // user named in its path checks it right after authentication, before validation, metering and the
    // handler, so a caller out of scope always gets its 403 (never a 400 that tells what the body lacks).
    // A route may declare a stricter scope of its own.
    app.addHook('onRoute', (route) => {
      const rules = route.config?.rules;
      if (!rules || rules.scope) return;
      const scope = tenantScopeOf(route.url);
      if (scope) route.config = { ...route.config, rules: { ...rules, scope } };
    });
    app.addHook('onRequest', async (request) => {
      const rules = request.routeOptions.config?.rules;
      if (!rules) {
        request.caller = anonymousCaller(request.ip);
        return;
      }
      request.caller = await identify(request, rules, app.config, identity);
      authorise(request.caller, rules);
      if (rules.scope) await rules.scope(request);
    });
  },
  { name: 'authentication', dependencies: ['error-handling'] },
);

/**
 * The caller must belong to the organisation (or be the master key): else 403, whether or not it
 * exists, so ids of other tenants reveal nothing. A missing organisation is a 404.
 */
export async function requireOrganisation(request: FastifyRequest, organisationId: string): Promise<void> {
  const { caller } = request;
  if (caller.kind !== 'master' && caller.organisationId !== organisationId) {
    throw new AppError('forbidden', 'This organisation is not yours');
  }
  if (!(await findOrganisation(request.server.executor, organisationId))) {
    throw notFound('Organisation', { id: organisationId });
  }
}

/** `rules.scope` of routes under /v1/organisations/:organisationId (see requireOrganisation). */
export const organisationInPath = (request: FastifyRequest) =>
  requireOrganisation(request, idOf(request, 'organisationId'));

/** `rules.scope` of routes under /v1/users/:userId (see requireSelf). */
export const selfInPath = (request: FastifyRequest) => requireSelf(request, idOf(request, 'userId'));

/** The tenant check a path implies: its organisation, or its user for the user-scoped routes (spec 5.6). */
export function tenantScopeOf(url: string): RouteRules['scope'] {
  if (url.startsWith('/v1/users/:userId')) return selfInPath;
  if (url.includes('/:organisationId')) return organisationInPath;
  return undefined;
}

/**
 * User-scoped routes reach only the caller's own user (spec 5.6). `kinds` narrows which callers may
 * act for a user (e.g. only a logged-in user manages its keys).
 */
export function requireSelf(
  request: FastifyRequest,
  userId: string,
  kinds: Caller['kind'][] = ['user', 'apiKey', 'oauth'],
): void {
  const { caller } = request;
  if (!kinds.includes(caller.kind) || caller.userId !== userId) {
    throw new AppError('forbidden', 'You can only reach your own user');
  }
}
