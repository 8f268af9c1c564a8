// TypeBox schemas of the identity routes (organisations, users, roles, API keys, login, OAuth):
// one schema validates the request, types the handler and documents the management OpenAPI.
import Type, { type TProperties } from 'typebox';
import { hintedPattern } from '../../http/errors.ts';
import { HydraCollectionSchema, PaginationQuery } from '../../http/hydra.ts';
import { DateTimeSchema } from '../../http/schemas.ts';
import { KEY_CACHE_TTL_MS } from '../keys/keys.ts';
import { Permission } from '../rules.ts';
import { OAUTH_SCOPES } from './oauth.ts';
import { OAUTH_TOKEN_TTL_SECONDS, USER_TOKEN_TTL_SECONDS } from './tokens.ts';

const nullableString = (options: Record<string, unknown> = {}) =>
  Type.Union([Type.String({ maxLength: 2000, ...options }), Type.Null()]);

const Id = Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' });
const Name = Type.String({ minLength: 1, maxLength: 200 });
const Email = Type.String({ format: 'email', maxLength: 254 });
const password = (description = 'At least 10 characters') =>
  Type.String({ minLength: 10, maxLength: 256, description });
const PERMISSION_DOC = `Permission bit-flags: ${Object.entries(Permission)
  .map(([name, bit]) => `${name}=${bit}`)
  .join(', ')}`;
const permissionBits = (description = PERMISSION_DOC) =>
  Type.Integer({ minimum: 0, maximum: 0x7fffffff, description });

/** A JSON-LD resource: `@context`, `@id`, `@type`, then `fields`. */
const resource = <P extends TProperties>(name: string, fields: P, description: string) =>
  Type.Object(
    { '@context': Type.String(), '@id': Type.String(), '@type': Type.Literal(name), ...fields },
    { description },
  );

// Filters and ordering shared by the name-filtered collections (roles, organisations, users).
const nameFilter = {
  name: Type.Optional(Type.String({ maxLength: 200, description: 'Only items whose name contains this' })),
  'orderBy[name]': Type.Optional(
    Type.Enum(['asc', 'desc'], { description: 'Order by name', default: 'asc' }),
  ),
};
// Unknown query keys are a 400, as on every other collection (a misspelt filter must not pass silently).
const strict = { additionalProperties: false } as const;
export const NameFilterQuery = Type.Object({ ...PaginationQuery.properties, ...nameFilter }, strict);
export const UserListQuery = Type.Object(
  {
    ...PaginationQuery.properties,
    ...nameFilter,
    email: Type.Optional(
      Type.String({ maxLength: 254, description: 'Only users whose email contains this' }),
    ),
  },
  strict,
);
export const KeyListQuery = Type.Object(
  {
    ...PaginationQuery.properties,
    name: Type.Optional(Type.String({ maxLength: 200, description: 'Only keys whose name contains this' })),
    active: Type.Optional(Type.Boolean({ description: 'Only active (true) or disabled (false) keys' })),
  },
  strict,
);

export const OrganisationParams = Type.Object({ organisationId: Id });
export const UserParams = Type.Object({ organisationId: Id, userId: Id });
export const RoleParams = Type.Object({ roleId: Id });
export const KeyOwnerParams = Type.Object({ userId: Id });
export const KeyParams = Type.Object({ userId: Id, apiKeyId: Id });

const timestamps = { created_at: DateTimeSchema, updated_at: DateTimeSchema };

export const OrganisationBody = Type.Object(
  { name: Name, description: Type.Optional(nullableString()) },
  { additionalProperties: false },
);
export const OrganisationSchema = resource(
  'Organisation',
  { id: Type.String(), name: Type.String(), description: nullableString(), ...timestamps },
  'An organisation (tenant): its users, teams, keys and resources belong to it',
);

/** The global roles (migration cypher/schema/0006-access.cypher; ids are the names). */
export const ROLE_NAMES = ['admin', 'manager', 'member', 'viewer', 'billing'] as const;

const roleNames = Type.Array(Type.Enum([...ROLE_NAMES]), {
  minItems: 1,
  maxItems: 16,
  description: 'Role names (GET /v1/roles); the user holds the union of their permissions',
});
export const UserCreateBody = Type.Object(
  { email: Email, name: Name, password: password(), roles: roleNames },
  { additionalProperties: false },
);
export const UserReplaceBody = Type.Object(
  {
    email: Email,
    name: Name,
    roles: roleNames,
    password: Type.Optional(
      password('A new password (at least 10 characters); absent keeps the current one'),
    ),
  },
  { additionalProperties: false },
);
export const UserSchema = resource(
  'User',
  {
    id: Type.String(),
    organisation_id: Type.String(),
    email: Type.String(),
    name: Type.String(),
    roles: Type.Array(Type.String()),
    permissions: permissionBits(`${PERMISSION_DOC}; derived from the roles`),
    ...timestamps,
  },
  'A user of an organisation; the password is never returned',
);

export const RoleSchema = resource(
  'Role',
  {
    id: Type.String(),
    name: Type.String(),
    description: Type.String(),
    permissions: permissionBits(),
    ...timestamps,
  },
  'A global role: a named set of permission bits',
);

/** An ISO 8601 date (2027-01-01) or date-time (2027-01-01T00:00:00Z). */
const IsoDate = (description: string) =>
  Type.Union([Type.String({ format: 'date' }), Type.String({ format: 'date-time' })], { description });
const ExpirationDate = Type.Object(
  { date: IsoDate('ISO 8601: a date (then midnight UTC) or a date-time with its offset') },
  { additionalProperties: false, description: 'When the key stops working' },
);
export const KeyCreateBody = Type.Object(
  {
    name: Name,
    expiration_date: Type.Union([ExpirationDate, IsoDate('The date itself, ISO 8601')], {
      description:
        'When the key stops working: `{"date": "2027-01-01T00:00:00Z"}`, or the ISO 8601 string alone. Must be ' +
        'in the future; an expired key answers 401 invalid_api_key.',
    }),
    permissions: permissionBits(
      `${PERMISSION_DOC}. Cannot exceed the creating user's own permissions (403).`,
    ),
    organisation_id: Type.String({ minLength: 1, maxLength: 128, description: "The user's organisation" }),
    origin: Type.Optional(
      Type.Enum(['api', 'mcp'], {
        default: 'api',
        description: 'What the key is for: `mcp` for an assistant connected to /mcp, `api` otherwise',
      }),
    ),
  },
  { additionalProperties: false },
);
const keyFields = {
  id: Type.String(),
  user_id: Type.String(),
  organisation_id: Type.String(),
  name: Type.String(),
  key_prefix: Type.String({ description: 'First characters of the key, to recognise it' }),
  key_last4: Type.String({ description: 'Last four characters of the key' }),
  expiration_date: Type.Object({ date: DateTimeSchema }),
  permissions: permissionBits(),
  active: Type.Boolean({ description: 'false once disabled' }),
  origin: Type.Enum(['api', 'mcp']),
  credits_remaining: Type.Union([Type.Number(), Type.Null()], {
    description: 'Credits left in the current period; null when no balance is kept for the key',
  }),
  ...timestamps,
};
export const ApiKeySchema = resource(
  'ApiKey',
  keyFields,
  'An API key, without its secret: only the SHA-256 is stored (key_hash is internal and never returned)',
);
export const CreatedApiKeySchema = resource(
  'ApiKey',
  {
    ...keyFields,
    key: Type.String({ description: 'The plaintext key, sent as x-api-key. Shown in this response only.' }),
  },
  'The new key, with its plaintext (shown once)',
);

export const Collections = {
  organisations: HydraCollectionSchema(OrganisationSchema),
  users: HydraCollectionSchema(UserSchema),
  roles: HydraCollectionSchema(RoleSchema),
  keys: HydraCollectionSchema(ApiKeySchema),
};

// Login flow (outside /v1: Hydra errors).
export const LoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 256 }),
    organisation_id: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description:
          'The organisation to log into, for an email with accounts in several organisations (accounts are ' +
          'per organisation); without it, the oldest account of the email',
      }),
    ),
  },
  { additionalProperties: false },
);
export const RefreshBody = Type.Object(
  { refresh_token: Type.String({ minLength: 1, maxLength: 512 }) },
  { additionalProperties: false },
);
export const TokenPairSchema = Type.Object({
  access_token: Type.String({
    description: `JWT for Authorization: Bearer; lives ${USER_TOKEN_TTL_SECONDS} s`,
  }),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'Seconds the access token lives' }),
  refresh_token: Type.String({
    description: 'Exchange at POST /auth/refresh for a new pair; good for one exchange, 30 days',
  }),
});

// OAuth 2.1 client credentials.
const scopeList = Object.entries(OAUTH_SCOPES)
  .map(([scope, bit]) => `\`${scope}\` (${bit})`)
  .join(', ');
export const OAUTH_SCOPE_DOC = `Scopes, space-separated, each granting a permission bit: ${scopeList}.`;
const scopeWord = `(?:${Object.keys(OAUTH_SCOPES).join('|')})`;
/** Known scopes separated by spaces (empty: the default scopes). */
const SCOPES_PATTERN = hintedPattern(
  `^\\s*(?:${scopeWord}(?:\\s+${scopeWord})*)?\\s*$`,
  `must be scopes separated by spaces, among ${Object.keys(OAUTH_SCOPES).join(', ')}`,
);
export const ClientRegistrationBody = Type.Object(
  {
    client_name: Name,
    scope: Type.Optional(
      Type.String({
        maxLength: 500,
        pattern: SCOPES_PATTERN,
        description: `${OAUTH_SCOPE_DOC} Default: every scope the registrant holds.`,
      }),
    ),
    grant_types: Type.Optional(Type.Array(Type.Literal('client_credentials'), { maxItems: 1 })),
    organisation_id: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 128,
        description: "Required with the master key; otherwise the caller's own organisation",
      }),
    ),
  },
  { additionalProperties: false },
);
export const RegisteredClientSchema = Type.Object({
  client_id: Type.String(),
  client_secret: Type.String({ description: 'Shown in this response only; only its SHA-256 is stored' }),
  client_id_issued_at: Type.Integer(),
  client_secret_expires_at: Type.Integer({ description: '0: the secret does not expire' }),
  client_name: Type.String(),
  organisation_id: Type.String(),
  grant_types: Type.Array(Type.String()),
  token_endpoint_auth_method: Type.String(),
  scope: Type.String(),
});
export const TokenRequestBody = Type.Object({
  grant_type: Type.Literal('client_credentials', {
    description: 'The only grant: anything else is 400 unsupported_grant_type',
  }),
  client_id: Type.Optional(Type.String({ maxLength: 200 })),
  client_secret: Type.Optional(Type.String({ maxLength: 200 })),
  scope: Type.Optional(
    Type.String({
      maxLength: 500,
      pattern: SCOPES_PATTERN,
      description: `${OAUTH_SCOPE_DOC} Default: all of the client's.`,
    }),
  ),
  subject: Type.Optional(
    Type.String({
      maxLength: 128,
      description:
        'An end-user id of the client organisation: the token then acts as that user (a per-end-user ' +
        "sub-token), never beyond that user's permissions",
    }),
  ),
});
export const OAuthTokenSchema = Type.Object({
  access_token: Type.String({
    description: `JWT for Authorization: Bearer; lives ${OAUTH_TOKEN_TTL_SECONDS} s`,
  }),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer(),
  scope: Type.String(),
});

export const KEY_CACHE_NOTE =
  `Disabling takes effect at once on the API process that handled it; other processes may accept the key ` +
  `for up to ${KEY_CACHE_TTL_MS / 1000} s (their lookup cache).`;
