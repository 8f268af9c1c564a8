// API keys of a user (spec 4.1): Bearer only, and only the caller's own user. The plaintext key is in
// the create response alone; reads never carry the key or its hash.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { hydraCollection, hydraItem, idOf } from '../../http/hydra.ts';
import { flatErrors } from '../../http/schemas.ts';
import { requireSelf } from '../authenticate.ts';
import * as S from '../identity/identity-schemas.ts';
import type { RouteRules } from '../rules.ts';
import type { ApiKey } from './keys.ts';

/** Only a logged-in user manages its own keys: not another user, not a key, not an OAuth client. */
const ownUserInPath = (request: FastifyRequest) => requireSelf(request, idOf(request, 'userId'), ['user']);
const bearerOnly: RouteRules = { auth: ['bearer'], credits: 0, scope: ownUserInPath };
const security = [{ Bearer: [] }];

const keyItem = <K extends ApiKey>(key: K) =>
  hydraItem('ApiKey', `/v1/users/${key.user_id}/apiKeys/${key.id}`, key);

/** The user in the path (checked by ownUserInPath with authentication). */
const ownUser = (request: FastifyRequest) => idOf(request, 'userId');

export const keyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { keys } = app.identity;

  app.get(
    '/v1/users/:userId/apiKeys',
    {
      config: { rules: bearerOnly },
      schema: {
        summary: "List the user's API keys",
        description: 'Newest first. Filters: name (contains), active.',
        tags: ['API keys'],
        security,
        params: S.KeyOwnerParams,
        querystring: S.KeyListQuery,
        response: { 200: S.Collections.keys, ...flatErrors(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const userId = ownUser(request);
      const query = request.query; // validation fills in the page defaults
      const page = await keys.list(userId, { name: query.name, active: query.active }, query);
      return hydraCollection({
        url: request.url,
        resource: 'ApiKey',
        members: page.members.map(keyItem),
        totalItems: page.total,
        pagination: query,
        search: [
          { variable: 'name', property: 'name' },
          { variable: 'active', property: 'active' },
        ],
      });
    },
  );

  app.post(
    '/v1/users/:userId/apiKeys',
    {
      config: { rules: bearerOnly },
      schema: {
        summary: 'Create an API key',
        description:
          'Generates a key (`sg_live_` and 32 random bytes) and returns it in `key`, in this response only: ' +
          'store it now. Only its SHA-256 is kept, with key_prefix and key_last4 to recognise it. ' +
          "`permissions` cannot exceed the user's own.",
        tags: ['API keys'],
        security,
        params: S.KeyOwnerParams,
        body: S.KeyCreateBody,
        response: { 201: S.CreatedApiKeySchema, ...flatErrors(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const userId = ownUser(request);
      const created = await keys.create(userId, request.body);
      return reply.code(201).header('cache-control', 'no-store').send(keyItem(created));
    },
  );

  app.get(
    '/v1/users/:userId/apiKeys/:apiKeyId',
    {
      config: { rules: bearerOnly },
      schema: {
        summary: 'Get an API key',
        description: 'Without the key and without its hash.',
        tags: ['API keys'],
        security,
        params: S.KeyParams,
        response: { 200: S.ApiKeySchema, ...flatErrors(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const userId = ownUser(request);
      const { apiKeyId } = request.params;
      return keyItem(await keys.get(userId, apiKeyId));
    },
  );

  app.patch(
    '/v1/users/:userId/apiKeys/:apiKeyId/disable',
    {
      config: { rules: bearerOnly },
      schema: {
        summary: 'Disable an API key',
        description: `Marks the key inactive (spec 3.4); it then answers 401 invalid_api_key. ${S.KEY_CACHE_NOTE}`,
        tags: ['API keys'],
        security,
        params: S.KeyParams,
        response: { 200: S.ApiKeySchema, ...flatErrors(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const userId = ownUser(request);
      const { apiKeyId } = request.params;
      return keyItem(await keys.disable(userId, apiKeyId));
    },
  );
};
