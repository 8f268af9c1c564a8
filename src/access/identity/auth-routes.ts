// Login flow outside /v1 (Hydra errors): login, refresh-token rotation, logout; and OAuth 2.1 client
// credentials under /v1: dynamic client registration and the token endpoint (form-encoded).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { AppError, toAppError } from '../../http/errors.ts';
import { flatErrors } from '../../http/schemas.ts';
import { Permission, type RouteRules } from '../rules.ts';
import * as S from './identity-schemas.ts';
import { LOGIN_THROTTLE } from './sessions.ts';
import { OAUTH_TOKEN_TTL_SECONDS } from './tokens.ts';

const hydraErrors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, Type.Ref('HydraError')]));

const registerRules: RouteRules = { auth: ['master', 'bearer'], permission: Permission.ADMIN, credits: 0 };

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { sessions, oauth } = app.identity;

  // RFC 6749 token requests are form-encoded; only this context parses that type.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/auth/login',
    {
      schema: {
        summary: 'Log in',
        description:
          'Exchanges an email and password for a Bearer access token and a refresh token. After ' +
          `${LOGIN_THROTTLE.emailFailures} failed attempts on one email (or ${LOGIN_THROTTLE.ipFailures} from ` +
          `one IP) within ${LOGIN_THROTTLE.windowMs / 60_000} minutes, logins there are refused with 429 and ` +
          `Retry-After for ${LOGIN_THROTTLE.lockoutMs / 60_000} minutes. An unknown email and a wrong password ` +
          'get the same 401. Accounts are per organisation: an email with accounts in several organisations ' +
          'logs into the one named by `organisation_id` (its oldest account without it).',
        tags: ['Authentication'],
        security: [],
        body: S.LoginBody,
        response: { 200: S.TokenPairSchema, ...hydraErrors(400, 401, 429, 503) },
      },
    },
    async (request, reply) => {
      const { email, password, organisation_id } = request.body;
      reply.header('cache-control', 'no-store');
      return sessions.login(email, password, request.ip, organisation_id);
    },
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        summary: 'Refresh the access token',
        description:
          'Rotation: the refresh token presented is used up and a new pair is returned. Presenting a used ' +
          'refresh token again revokes its whole session.',
        tags: ['Authentication'],
        security: [],
        body: S.RefreshBody,
        response: { 200: S.TokenPairSchema, ...hydraErrors(400, 401, 503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sessions.refresh(request.body.refresh_token);
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        summary: 'Log out',
        description:
          'Revokes the session of the refresh token given; access tokens already issued expire on their own ' +
          '(15 minutes). Answers 204 whether or not the token was live.',
        tags: ['Authentication'],
        security: [],
        body: S.RefreshBody,
        response: { 204: { type: 'null', description: 'Logged out' }, ...hydraErrors(400, 503) },
      },
    },
    async (request, reply) => {
      await sessions.logout(request.body.refresh_token);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/v1/oauth/register',
    {
      config: { rules: registerRules },
      schema: {
        summary: 'Register an OAuth client',
        description:
          'Dynamic client registration (RFC 7591) for Partner and Omni organisations: an admin (Bearer, ADMIN ' +
          'permission) registers a client of their organisation, or the master key one of any organisation. ' +
          `The client_secret is returned once. ${S.OAUTH_SCOPE_DOC} Administration and billing are not ` +
          "delegable, and a client's scopes stay within the registrant's permissions. 403 when the " +
          "organisation's current plan is not partner or omni.",
        tags: ['OAuth'],
        security: [{ Bearer: [] }, { ApiKey: [] }],
        body: S.ClientRegistrationBody,
        response: { 201: S.RegisteredClientSchema, ...flatErrors(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { caller } = request;
      const organisationId = caller.kind === 'master' ? body.organisation_id : caller.organisationId;
      if (!organisationId) {
        throw new AppError('validation_error', 'organisation_id is required with the master key', {
          fields: [{ field: 'body.organisation_id', message: 'is required' }],
        });
      }
      if (caller.kind !== 'master' && body.organisation_id && body.organisation_id !== organisationId) {
        throw new AppError('forbidden', 'You can only register clients of your own organisation');
      }
      const registrant =
        caller.kind === 'master' ? null : { userId: caller.userId, permissions: caller.permissions };
      const client = await oauth.register(organisationId, body, registrant);
      return reply.code(201).header('cache-control', 'no-store').send(client);
    },
  );

  app.post(
    '/v1/oauth/token',
    {
      schema: {
        summary: 'OAuth 2.1 token (client credentials)',
        description:
          'Form fields (application/x-www-form-urlencoded; JSON is accepted too): grant_type=client_credentials, ' +
          'client_id, client_secret, optional scope, optional subject (an end-user id of the organisation, for a ' +
          `per-end-user sub-token). The access token is a JWT for Authorization: Bearer and lives ` +
          `${OAUTH_TOKEN_TTL_SECONDS / 60} minutes; there is no refresh token (ask again). ${S.OAUTH_SCOPE_DOC} ` +
          'Errors carry the RFC 6749 codes in error.code: invalid_request (400), invalid_client (401), ' +
          'invalid_grant (400, unknown subject), unauthorized_client (400, the organisation is no longer on ' +
          'Partner or Omni), unsupported_grant_type (400), invalid_scope (400).',
        tags: ['OAuth'],
        security: [],
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        // RFC 6749 3.1: parameters the server does not know are ignored.
        querystring: Type.Object({}, { additionalProperties: true }),
        body: S.TokenRequestBody,
        response: { 200: S.OAuthTokenSchema, ...flatErrors(400, 401, 503) },
      },
      // A body the schema refuses is answered with RFC 6749's codes, not validation_error.
      attachValidation: true,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (request.validationError) throw tokenRequestError(request.validationError);
      return oauth.token(request.body);
    },
  );
};

/** RFC 6749 5.2: what a token request the schema refuses is called. */
function tokenRequestError(error: Error & { validation?: { instancePath: string; keyword: string }[] }) {
  const issue = error.validation?.[0];
  const field = issue?.instancePath.replace(/^\//, '');
  if (field === 'grant_type')
    return new AppError('unsupported_grant_type', 'Only grant_type=client_credentials is supported');
  if (field === 'scope') return new AppError('invalid_scope', 'scope names an unknown scope');
  const detail = toAppError(error);
  return new AppError('invalid_request', detail.message, detail.details);
}
