// OAuth 2.1 client credentials for Partner and Omni organisations (spec 5.4): dynamic client
// registration (RFC 7591) and the token endpoint, with optional per-end-user sub-tokens (`subject`).
// Scopes map onto permission bits; errors use the RFC 6749 codes.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../db/executor.ts';
import { AppError } from '../../http/errors.ts';
import { withinPermissions } from '../caller.ts';
import { Permission } from '../rules.ts';
import { currentPlanCode } from './organisations.ts';
import { OAUTH_TOKEN_TTL_SECONDS, type TokenIssuer } from './tokens.ts';
import { getUser } from './users.ts';

/** OAuth scopes and the permission bit each grants. Administration and billing are not delegable. */
export const OAUTH_SCOPES: Record<string, number> = {
  'graph:read': Permission.GRAPH_READ,
  'documents:parse': Permission.DOCUMENTS_PARSE,
  'documents:enrich': Permission.DOCUMENTS_ENRICH,
  intelligence: Permission.INTELLIGENCE,
  'management:read': Permission.MANAGEMENT_READ,
  'management:write': Permission.MANAGEMENT_WRITE,
};

/** Plans whose organisations may register OAuth clients (spec 5.4). */
export const OAUTH_PLANS = ['partner', 'omni'];

export interface ClientRegistration {
  client_name: string;
  /** Space-separated scopes; all delegable scopes the registrant holds when absent. */
  scope?: string | undefined;
  grant_types?: string[] | undefined;
}

export interface RegisteredClient {
  client_id: string;
  client_secret: string;
  client_id_issued_at: number;
  client_secret_expires_at: 0;
  client_name: string;
  organisation_id: string;
  grant_types: ['client_credentials'];
  token_endpoint_auth_method: 'client_secret_post';
  scope: string;
}

export interface TokenRequest {
  grant_type?: string | undefined;
  client_id?: string | undefined;
  client_secret?: string | undefined;
  scope?: string | undefined;
  subject?: string | undefined;
}

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
}

const hashSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();
// Compared against when the client is unknown, so unknown and wrong look the same.
const DECOY_SECRET_HASH = hashSecret(randomBytes(32).toString('hex')).toString('hex');

export const scopeBits = (scopes: string[]) => scopes.reduce((bits, s) => bits | (OAUTH_SCOPES[s] ?? 0), 0);

function parseScopes(scope: string | undefined, code: 'invalid_scope' | 'validation_error'): string[] | null {
  if (scope === undefined || scope.trim() === '') return null;
  const scopes = [...new Set(scope.trim().split(/\s+/))];
  const unknown = scopes.filter((s) => !(s in OAUTH_SCOPES));
  if (unknown.length > 0) {
    throw new AppError(code, `Unknown scope: ${unknown.join(', ')}`, {
      known_scopes: Object.keys(OAUTH_SCOPES),
    });
  }
  return scopes.sort();
}

export interface OAuthService {
  /**
   * Registers a client for the organisation. `registrant` is the registering user's permissions (the
   * client's scopes stay within them), or null for the master key, which also skips the plan check.
   */
  register(
    organisationId: string,
    input: ClientRegistration,
    registrant: { userId: string | null; permissions: number } | null,
  ): Promise<RegisteredClient>;
  token(request: TokenRequest): Promise<TokenResponse>;
}

async function requireOAuthPlan(
  executor: Executor,
  organisationId: string,
  code: 'forbidden' | 'unauthorized_client',
) {
  const plan = await currentPlanCode(executor, organisationId);
  if (!OAUTH_PLANS.includes(plan)) {
    throw new AppError(code, `OAuth clients need a Partner or Omni plan; this organisation is on ${plan}`, {
      plan,
    });
  }
}

export function createOAuthService(executor: Executor, tokens: TokenIssuer): OAuthService {
  return {
    async register(organisationId, input, registrant) {
      if (input.grant_types?.some((g) => g !== 'client_credentials')) {
        throw new AppError('validation_error', 'Only the client_credentials grant is offered', {
          fields: [{ field: 'body.grant_types', message: 'must be ["client_credentials"]' }],
        });
      }
      if (registrant) await requireOAuthPlan(executor, organisationId, 'forbidden');
      const held = registrant?.permissions ?? scopeBits(Object.keys(OAUTH_SCOPES));
      const scopes =
        parseScopes(input.scope, 'validation_error') ??
        Object.keys(OAUTH_SCOPES).filter((s) => withinPermissions(OAUTH_SCOPES[s] ?? 0, held));
      if (!withinPermissions(scopeBits(scopes), held)) {
        throw new AppError('forbidden', 'A client cannot hold scopes beyond your own permissions');
      }
      const clientId = `sgc_${randomBytes(16).toString('hex')}`;
      const clientSecret = `sgs_${randomBytes(32).toString('base64url')}`;
      const [row] = await executor.write<{ client: { created_at: string } }>('oauth-client-create', {
        organisationId,
        clientId,
        secretHash: hashSecret(clientSecret).toString('hex'),
        name: input.client_name,
        scopes,
        createdBy: registrant?.userId ?? 'master',
      });
      if (!row) throw new AppError('not_found', 'Organisation was not found', { id: organisationId });
      return {
        client_id: clientId,
        client_secret: clientSecret,
        client_id_issued_at: Math.floor(Date.parse(row.client.created_at) / 1000),
        client_secret_expires_at: 0,
        client_name: input.client_name,
        organisation_id: organisationId,
        grant_types: ['client_credentials'],
        token_endpoint_auth_method: 'client_secret_post',
        scope: scopes.join(' '),
      };
    },

    async token(request) {
      if (!request.grant_type) throw new AppError('invalid_request', 'grant_type is required');
      if (request.grant_type !== 'client_credentials') {
        throw new AppError('unsupported_grant_type', 'Only grant_type=client_credentials is supported');
      }
      if (!request.client_id || !request.client_secret) {
        throw new AppError('invalid_client', 'client_id and client_secret are required', undefined, {
          headers: { 'www-authenticate': 'Basic realm="skillgraph"' },
        });
      }
      const [client] = await executor.read<{
        client_id: string;
        secret_hash: string;
        organisation_id: string;
        scopes: string[];
      }>('oauth-client-get', { clientId: request.client_id });
      const expected = Buffer.from(client?.secret_hash ?? DECOY_SECRET_HASH, 'hex');
      const presented = hashSecret(request.client_secret);
      if (!client || !(expected.length === presented.length && timingSafeEqual(expected, presented))) {
        throw new AppError('invalid_client', 'Client authentication failed', undefined, {
          headers: { 'www-authenticate': 'Basic realm="skillgraph"' },
        });
      }
      // A downgraded organisation's clients stop working at once.
      await requireOAuthPlan(executor, client.organisation_id, 'unauthorized_client');
      const requested = parseScopes(request.scope, 'invalid_scope') ?? client.scopes;
      const beyond = requested.filter((s) => !client.scopes.includes(s));
      if (beyond.length > 0) {
        throw new AppError('invalid_scope', `This client may not request: ${beyond.join(', ')}`);
      }
      let permissions = scopeBits(requested);
      let uid: string | null = null;
      if (request.subject) {
        // A sub-token acts as one end user of the organisation, never beyond that user's rights.
        const user = await getUser(executor, client.organisation_id, request.subject).catch(() => null);
        if (!user) throw new AppError('invalid_grant', 'subject is not a user of this organisation');
        uid = user.id;
        permissions &= user.permissions;
      }
      const scope = requested.join(' ');
      return {
        access_token: tokens.issue(
          {
            kind: 'oauth',
            uid,
            org: client.organisation_id,
            perm: permissions,
            cid: client.client_id,
            scope,
          },
          OAUTH_TOKEN_TTL_SECONDS,
        ),
        token_type: 'Bearer',
        expires_in: OAUTH_TOKEN_TTL_SECONDS,
        scope,
      };
    },
  };
}
