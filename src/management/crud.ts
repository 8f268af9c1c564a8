// The one generic plugin of the management resources, registered once per table row (as platformatic
// registers entity-to-routes per entity): for each path family and operation of the row, a thin route
// that declares its rules (the tenant check follows from its path: authenticate.ts), calls the resource
// service and writes JSON-LD/Hydra.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { TSchema } from 'typebox';
import type { RouteRules } from '../access/rules.ts';
import { hydraCollection, hydraItem, type Pagination, type SearchMapping } from '../http/hydra.ts';
import { flatErrors } from '../http/schemas.ts';
import {
  FAMILIES,
  type Family,
  familyOperations,
  familyPath,
  itemIri,
  type Operation,
  type Owner,
  ownerChain,
  type ResourceDefinition,
  routePath,
} from './definition.ts';
import { paramsSchema, resourceSchemas } from './schemas.ts';
import { createResourceService, type Item, type Scope } from './service.ts';

const WRITES: Operation[] = ['create', 'replace', 'delete'];

/** Who may call a route of a family (spec 4.2-4.6: B or K; 5.6: user routes reach only one's own user). */
function rulesOf(row: ResourceDefinition, family: Family, operation: Operation): RouteRules {
  if (family === 'public') return { auth: ['master', 'apiKey', 'bearer'], credits: 0 };
  // A user's own profile: reading the management API suffices to keep it, even for a read-only role.
  if (family === 'self') return { auth: ['apiKey', 'bearer'], credits: 0, permission: row.permissions.read };
  const permission = WRITES.includes(operation) ? row.permissions.write : row.permissions.read;
  return { auth: ['master', 'apiKey', 'bearer'], credits: 0, permission };
}

const words = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
const article = (noun: string) => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`);

const SUMMARY: Record<Operation, (noun: string, plural: string) => string> = {
  list: (_, plural) => `List ${plural}`,
  get: (noun) => `Get ${article(noun)}`,
  create: (noun) => `Create ${article(noun)}`,
  replace: (noun) => `Replace ${article(noun)}`,
  delete: (noun) => `Delete ${article(noun)}`,
};

const FAMILY_SUFFIX: Record<Family, string> = {
  organisation: '',
  self: 'OfSelf',
  public: 'Public',
  byUser: 'ByUser',
};

function describe(row: ResourceDefinition, family: Family, operation: Operation, cascade: string[]): string {
  const parts = [row.description];
  if (family === 'self') {
    parts.push(
      'User form: only your own user (403 otherwise); MANAGEMENT_READ is enough to read and write your own entries.',
    );
  }
  if (family === 'public' && row.publicPath) parts.push(row.publicPath.description);
  if (family === 'byUser' && row.byUser) parts.push(row.byUser.description);
  if (family === 'organisation' || family === 'byUser') {
    parts.push(
      '403 when the organisation is not yours; 404 when the path names an item of another organisation.',
    );
  }
  if (operation === 'list') {
    const filters = row.filters.map(
      (f) => `\`${f.field}\` (${f.match === 'partial' ? 'contains' : 'equals'})`,
    );
    parts.push(
      `Filters: ${filters.join(', ') || 'none'}. Order: ${row.orderBy.map((k) => `\`orderBy[${k}]\``).join(', ')} ` +
        '(asc or desc; several apply in the order listed here), then creation. Unknown query keys are a 400.',
    );
  }
  if (operation === 'create') parts.push('Answers 201 with the item and its IRI in Location.');
  if (operation === 'replace')
    parts.push('Takes the full body, as on creation; absent optional fields are cleared.');
  if (operation === 'delete' && cascade.length > 0) parts.push(`Also deletes its ${cascade.join(', ')}.`);
  return parts.join('\n\n');
}

/** Success bodies are JSON-LD (spec 4): sent and documented as application/ld+json. */
const LD_JSON = 'application/ld+json; charset=utf-8';
const ld = (schema: TSchema, description: string) => ({
  description,
  content: { 'application/ld+json': { schema } },
});

const readErrors = flatErrors(400, 401, 403, 404, 503);
const writeErrors = flatErrors(400, 401, 403, 404, 409, 503);

/** The routes of one resource in every family it is served in. */
export function resourceRoutes(
  row: ResourceDefinition,
  rows: readonly ResourceDefinition[],
  owners: Map<string, Owner>,
): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    const service = createResourceService(app.executor, row, owners);
    const schemas = resourceSchemas(row, owners);
    const chain = ownerChain(row, owners);
    const cascade = rows.filter((r) => r.parent === row.name).map((r) => `${words(r.name)}s`);
    const noun = words(row.name);
    const plural = `${noun}s`;
    const search: SearchMapping[] = [
      ...row.filters.map((f) => ({ variable: f.field, property: f.field })),
      ...row.orderBy.map((key) => ({ variable: `orderBy[${key}]`, property: key })),
    ];

    /** JSON-LD of an item: its IRI in the family it was reached through, its owners' and users' IRIs. */
    const present = (family: Family, item: Item) => {
      const links: Record<string, string | null> = {};
      for (const owner of chain) links[owner.variable] = owner.iri(item);
      for (const reference of row.references ?? []) {
        if (!reference.iri) continue;
        const userId = item[reference.field];
        links[reference.iri] =
          typeof userId === 'string'
            ? `/v1/organisations/${encodeURIComponent(String(item['organisation_id']))}/users/${encodeURIComponent(userId)}`
            : null;
      }
      const iriFamily = family === 'byUser' ? 'organisation' : family;
      return hydraItem(row.name, itemIri(row, iriFamily, item), { ...item, ...links });
    };

    for (const family of FAMILIES) {
      const operations = familyOperations(row, family);
      const collectionPath = familyPath(row, family);
      if (!collectionPath) continue;
      const itemPath = `${collectionPath}/{${row.idParam}}`;
      const route = (operation: Operation) => ({
        config: { rules: rulesOf(row, family, operation) },
        schema: {
          summary: `${SUMMARY[operation](noun, plural)}${family === 'public' ? ' (public)' : family === 'self' ? ' (own user)' : family === 'byUser' ? ' of a user' : ''}`,
          description: describe(row, family, operation, cascade),
          tags: [row.tag],
          operationId: `${operation}${row.name}${FAMILY_SUFFIX[family]}`,
          params: paramsSchema(row, family, operation !== 'list' && operation !== 'create'),
        },
      });

      if (operations.includes('list')) {
        app.get<{ Params: Scope; Querystring: Record<string, unknown> & Pagination }>(
          routePath(collectionPath),
          (() => {
            const base = route('list');
            return {
              ...base,
              schema: {
                ...base.schema,
                querystring: schemas.query,
                response: { 200: ld(schemas.collection, 'The collection page'), ...readErrors },
              },
            };
          })(),
          async (request, reply) => {
            reply.type(LD_JSON);
            const params = request.params;
            const query = request.query;
            const page = await service.list(family, params, {
              filters: Object.fromEntries(
                row.filters.map((f) => [f.field, query[f.field] as string | undefined]),
              ),
              order: Object.fromEntries(
                row.orderBy.map((key) => [key, query[`orderBy[${key}]`] as 'asc' | 'desc' | undefined]),
              ),
              pagination: { page: query.page, itemsPerPage: query.itemsPerPage },
            });
            return hydraCollection({
              url: request.url,
              resource: row.name,
              members: page.members.map((item) => present(family, item)),
              totalItems: page.total,
              pagination: { page: query.page, itemsPerPage: query.itemsPerPage },
              search,
            });
          },
        );
      }

      if (operations.includes('get')) {
        const base = route('get');
        app.get<{ Params: Scope }>(
          routePath(itemPath),
          {
            ...base,
            schema: { ...base.schema, response: { 200: ld(schemas.item, 'The item'), ...readErrors } },
          },
          async (request, reply) => {
            reply.type(LD_JSON);
            const { [row.idParam]: id, ...scope } = request.params;
            return present(family, await service.get(family, scope, id as string));
          },
        );
      }

      if (operations.includes('create')) {
        const base = route('create');
        app.post<{ Params: Scope; Body: Record<string, unknown> }>(
          routePath(collectionPath),
          {
            ...base,
            schema: {
              ...base.schema,
              body: schemas.body,
              response: { 201: ld(schemas.item, 'Created; Location gives its IRI'), ...writeErrors },
            },
          },
          async (request, reply) => {
            const scope = request.params;
            const item = present(family, await service.create(family, scope, request.body));
            return reply.code(201).type(LD_JSON).header('location', item['@id']).send(item);
          },
        );
      }

      if (operations.includes('replace')) {
        const base = route('replace');
        app.put<{ Params: Scope; Body: Record<string, unknown> }>(
          routePath(itemPath),
          {
            ...base,
            schema: {
              ...base.schema,
              body: schemas.body,
              response: { 200: ld(schemas.item, 'The replaced item'), ...writeErrors },
            },
          },
          async (request, reply) => {
            reply.type(LD_JSON);
            const { [row.idParam]: id, ...scope } = request.params;
            const body = request.body;
            return present(family, await service.replace(family, scope, id as string, body));
          },
        );
      }

      if (operations.includes('delete')) {
        const base = route('delete');
        app.delete<{ Params: Scope }>(
          routePath(itemPath),
          {
            ...base,
            schema: {
              ...base.schema,
              response: { 204: { type: 'null', description: 'Deleted' }, ...readErrors },
            },
          },
          async (request, reply) => {
            const { [row.idParam]: id, ...scope } = request.params;
            await service.remove(family, scope, id as string);
            return reply.code(204).send();
          },
        );
      }
    }
  };
}
