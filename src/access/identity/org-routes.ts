// Organisations, their users, and the global roles (management API, Hydra). Thin: each
// route declares its credentials and permission bit, checks the tenant, and calls a service.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Page } from '../../http/hydra.ts';
import { hydraCollection, hydraItem, type Pagination, type SearchMapping } from '../../http/hydra.ts';
import { flatErrors } from '../../http/schemas.ts';
import { Permission, type RouteRules } from '../rules.ts';
import * as S from './identity-schemas.ts';
import {
  createOrganisation,
  deleteOrganisation,
  getOrganisation,
  getRole,
  listOrganisations,
  listRoles,
  type Organisation,
  type Role,
  updateOrganisation,
} from './organisations.ts';
import { createUser, deleteUser, getUser, listUsers, type User, updateUser } from './users.ts';

/** Management routes: the master key (operators), an API key or a Bearer token, holding `permission`. */
const manage = (permission?: number): RouteRules => ({
  auth: ['master', 'apiKey', 'bearer'],
  credits: 0,
  ...(permission === undefined ? {} : { permission }),
});
const masterOnly: RouteRules = { auth: ['master'], credits: 0 };

const orgUrl = (id: string) => `/v1/organisations/${id}`;
const organisationItem = (o: Organisation) => hydraItem('Organisation', orgUrl(o.id), o);
const userItem = (u: User) => hydraItem('User', `${orgUrl(u.organisation_id)}/users/${u.id}`, u);
const roleItem = (r: Role) => hydraItem('Role', `/v1/roles/${r.id}`, r);

const NAME_SEARCH: SearchMapping[] = [
  { variable: 'name', property: 'name' },
  { variable: 'orderBy[name]', property: 'name' },
];

function collection<T, I>(
  request: { url: string; query: Pagination },
  resource: string,
  page: Page<T>,
  item: (member: T) => I,
  search: SearchMapping[] = NAME_SEARCH,
) {
  return hydraCollection({
    url: request.url,
    resource,
    members: page.members.map(item),
    totalItems: page.total,
    pagination: request.query,
    search,
  });
}

/** The caller's permissions bound what it may grant; the master key is unbounded. */
const grantorOf = (request: FastifyRequest) =>
  request.caller.kind === 'master' ? undefined : request.caller.permissions;

const readErrors = flatErrors(400, 401, 403, 404, 503);
const writeErrors = flatErrors(400, 401, 403, 404, 409, 503);

export const organisationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { executor } = app;

  app.post(
    '/v1/organisations',
    {
      config: { rules: masterOnly },
      schema: {
        summary: 'Create an organisation',
        description: 'Bootstrap: the master key creates organisations; then their first user.',
        tags: ['Organisations'],
        security: [{ ApiKey: [] }],
        body: S.OrganisationBody,
        response: { 201: S.OrganisationSchema, ...flatErrors(400, 401, 403, 503) },
      },
    },
    async (request, reply) => {
      const organisation = await createOrganisation(executor, request.body);
      return reply.code(201).send(organisationItem(organisation));
    },
  );

  app.get(
    '/v1/organisations',
    {
      config: { rules: manage(Permission.MANAGEMENT_READ) },
      schema: {
        summary: 'List organisations',
        description: 'The master key sees every organisation; other callers see their own.',
        tags: ['Organisations'],
        querystring: S.NameFilterQuery,
        response: { 200: S.Collections.organisations, ...readErrors },
      },
    },
    async (request) => {
      const query = request.query; // validation fills in the page defaults
      const scope = request.caller.kind === 'master' ? null : request.caller.organisationId;
      const page = await listOrganisations(
        executor,
        scope,
        { name: query.name, direction: query['orderBy[name]'] },
        query,
      );
      return collection(request, 'Organisation', page, organisationItem);
    },
  );

  app.get(
    '/v1/organisations/:organisationId',
    {
      config: { rules: manage(Permission.MANAGEMENT_READ) },
      schema: {
        summary: 'Get an organisation',
        tags: ['Organisations'],
        params: S.OrganisationParams,
        response: { 200: S.OrganisationSchema, ...readErrors },
      },
    },
    async (request) => {
      const { organisationId } = request.params;
      return organisationItem(await getOrganisation(executor, organisationId));
    },
  );

  app.put(
    '/v1/organisations/:organisationId',
    {
      config: { rules: manage(Permission.ADMIN) },
      schema: {
        summary: 'Replace an organisation',
        tags: ['Organisations'],
        params: S.OrganisationParams,
        body: S.OrganisationBody,
        response: { 200: S.OrganisationSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { organisationId } = request.params;
      const body = request.body;
      return organisationItem(await updateOrganisation(executor, organisationId, body));
    },
  );

  app.delete(
    '/v1/organisations/:organisationId',
    {
      config: { rules: masterOnly },
      schema: {
        summary: 'Delete an organisation',
        description:
          'Master key only (operators). Deletes the organisation and everything of it, irreversibly: its ' +
          'users (their keys stop working at once), sessions, OAuth clients, plans, usage counters and billing ' +
          'identity, its management resources, CVs, job postings and pipelines. Export what must be kept ' +
          '(invoices, GET /v1/credits) first.',
        tags: ['Organisations'],
        params: S.OrganisationParams,
        response: { 204: { type: 'null', description: 'Deleted' }, ...readErrors },
      },
    },
    async (request, reply) => {
      const { organisationId } = request.params;
      const { apiKeyIds, deleted } = await deleteOrganisation(executor, organisationId);
      app.identity.keys.forget(apiKeyIds);
      app.identity.principals.forget({ organisationId });
      request.log.info({ organisationId, deleted }, 'organisation deleted');
      return reply.code(204).send(null);
    },
  );

  // Users of an organisation.
  app.get(
    '/v1/organisations/:organisationId/users',
    {
      config: { rules: manage(Permission.MANAGEMENT_READ) },
      schema: {
        summary: "List an organisation's users",
        tags: ['Users'],
        params: S.OrganisationParams,
        querystring: S.UserListQuery,
        response: { 200: S.Collections.users, ...readErrors },
      },
    },
    async (request) => {
      const { organisationId } = request.params;
      const query = request.query; // validation fills in the page defaults
      const page = await listUsers(
        executor,
        organisationId,
        { name: query.name, email: query.email, direction: query['orderBy[name]'] },
        query,
      );
      return collection(request, 'User', page, userItem, [
        ...NAME_SEARCH,
        { variable: 'email', property: 'email' },
      ]);
    },
  );

  app.post(
    '/v1/organisations/:organisationId/users',
    {
      config: { rules: manage(Permission.ADMIN) },
      schema: {
        summary: 'Create a user',
        description:
          'The master key creates the first user of an organisation; then its admins. The roles given cannot ' +
          "grant permissions beyond the caller's own. An email is unique within the organisation (409 when one " +
          'of its users has it); accounts in other organisations are separate and never revealed here.',
        tags: ['Users'],
        params: S.OrganisationParams,
        body: S.UserCreateBody,
        response: { 201: S.UserSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { organisationId } = request.params;
      const body = request.body;
      const user = await createUser(executor, organisationId, body, grantorOf(request));
      return reply.code(201).send(userItem(user));
    },
  );

  app.get(
    '/v1/organisations/:organisationId/users/:userId',
    {
      config: { rules: manage(Permission.MANAGEMENT_READ) },
      schema: {
        summary: 'Get a user',
        tags: ['Users'],
        params: S.UserParams,
        response: { 200: S.UserSchema, ...readErrors },
      },
    },
    async (request) => {
      const { organisationId, userId } = request.params;
      return userItem(await getUser(executor, organisationId, userId));
    },
  );

  app.put(
    '/v1/organisations/:organisationId/users/:userId',
    {
      config: { rules: manage(Permission.ADMIN) },
      schema: {
        summary: 'Replace a user',
        tags: ['Users'],
        params: S.UserParams,
        body: S.UserReplaceBody,
        response: { 200: S.UserSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { organisationId, userId } = request.params;
      const body = request.body;
      return userItem(await updateUser(executor, organisationId, userId, body, grantorOf(request)));
    },
  );

  app.delete(
    '/v1/organisations/:organisationId/users/:userId',
    {
      config: { rules: manage(Permission.ADMIN) },
      schema: {
        summary: 'Delete a user',
        description: 'Deletes the user with its API keys and sessions.',
        tags: ['Users'],
        params: S.UserParams,
        response: { 204: { type: 'null', description: 'Deleted' }, ...readErrors },
      },
    },
    async (request, reply) => {
      const { organisationId, userId } = request.params;
      app.identity.keys.forget(await deleteUser(executor, organisationId, userId, app.userReferences));
      app.identity.principals.forget({ userId });
      return reply.code(204).send(null);
    },
  );

  // Global roles.
  app.get(
    '/v1/roles',
    {
      config: { rules: manage() },
      schema: {
        summary: 'List roles',
        description: 'The global roles and their permission bits; not organisation-scoped.',
        tags: ['Roles'],
        querystring: S.NameFilterQuery,
        response: { 200: S.Collections.roles, ...flatErrors(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const query = request.query; // validation fills in the page defaults
      const page = await listRoles(executor, { name: query.name, direction: query['orderBy[name]'] }, query);
      return collection(request, 'Role', page, roleItem);
    },
  );

  app.get(
    '/v1/roles/:roleId',
    {
      config: { rules: manage() },
      schema: {
        summary: 'Get a role',
        tags: ['Roles'],
        params: S.RoleParams,
        response: { 200: S.RoleSchema, ...readErrors },
      },
    },
    async (request) => roleItem(await getRole(executor, request.params.roleId)),
  );
};
