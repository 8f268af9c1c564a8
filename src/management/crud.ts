// The one generic plugin of the management resources, registered once per table row (as platformatic
// registers entity-to-routes per entity): for each path family and operation of the row, a thin route
// that declares its rules (the tenant check follows from its path: authenticate.ts), calls the resource
// service and writes JSON-LD/Hydra. Rows served by code rather than generated Cypher (the CV and
// job-posting pipelines) supply hooks (get, list, and actions such as uploads and state changes) and
// get the same routes: this file alone owns their JSON-LD, IRIs, uploads, rules and documentation.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import Type, { type Static, type TObject, type TSchema } from 'typebox';
import type { RouteRules } from '../access/rules.ts';
import {
  HydraCollectionSchema,
  hydraCollection,
  hydraItem,
  type Page,
  type Pagination,
  type SearchMapping,
} from '../http/hydra.ts';
import { flatErrors, IdSchema } from '../http/schemas.ts';
import { filesBody, type UploadedFile, uploadedFiles } from '../http/uploads.ts';
import {
  FAMILIES,
  type Family,
  familyOperations,
  familyPath,
  itemIri,
  type Operation,
  type Owner,
  ownerChain,
  pathParams,
  type ResourceDefinition,
  routePath,
} from './definition.ts';
import { hookedItemSchema, listQuerySchema, paramsSchema, resourceSchemas } from './schemas.ts';
import { createResourceService, type Item, type Scope } from './service.ts';

const WRITES: Operation[] = ['create', 'replace', 'delete'];

/** Who may call a route of a family (spec 4.2-4.6: B or K; 5.6: user routes reach only one's own user). */
function rulesOf(row: ResourceDefinition, family: Family, write: boolean, credits = 0): RouteRules {
  if (family === 'public') return { auth: ['master', 'apiKey', 'bearer'], credits };
  // A user's own profile: reading the management API suffices to keep it, even for a read-only role.
  if (family === 'self') return { auth: ['apiKey', 'bearer'], credits, permission: row.permissions.read };
  const permission = write ? row.permissions.write : row.permissions.read;
  return { auth: ['master', 'apiKey', 'bearer'], credits, permission };
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

const FAMILY_SUMMARY: Record<Family, string> = {
  organisation: '',
  self: ' (own user)',
  public: ' (public)',
  byUser: ' of a user',
};

/** What a family's paths reach and who may reach them, closing every route's description. */
function familyNotes(row: ResourceDefinition, family: Family): string[] {
  if (family === 'self')
    return [
      'User form: only your own user (403 otherwise); MANAGEMENT_READ is enough to read and write your own entries.',
    ];
  if (family === 'public') return row.publicPath ? [row.publicPath.description] : [];
  return [
    ...(family === 'byUser' && row.byUser ? [row.byUser.description] : []),
    '403 when the organisation is not yours; 404 when the path names an item of another organisation.',
  ];
}

function describe(row: ResourceDefinition, family: Family, operation: Operation, cascade: string[]): string {
  const parts = [row.description, ...familyNotes(row, family)];
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

const READ_ERRORS = [400, 401, 403, 404, 503];
const WRITE_ERRORS = [...READ_ERRORS, 409];
/** What reading uploaded documents adds: too large, not multipart, a format not read (spec 1.6). */
const UPLOAD_ERRORS = [413, 415, 501];

/** One route of a resource, as every management route is written: rules, documentation, JSON-LD. */
interface Served {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path template, `{param}` style. */
  path: string;
  rules: RouteRules;
  operationId: string;
  summary: string;
  description: string;
  tag: string;
  params: TObject;
  querystring?: TSchema;
  body?: TSchema;
  /** The documents uploaded as multipart `files`, read before the handler (their description). */
  upload?: string;
  status: 200 | 201 | 204;
  /** The answer's schema and description (none for 204). */
  answer?: { schema: TSchema; description: string };
  errors: number[];
  handle(request: FastifyRequest, files: UploadedFile[]): Promise<object | undefined>;
}

function serve(app: FastifyInstance, route: Served) {
  const maxFiles = app.config.documents.uploadMaxFiles;
  const errors = flatErrors(...new Set([...route.errors, ...(route.upload ? UPLOAD_ERRORS : [])]));
  const answer =
    route.status === 204 || !route.answer
      ? { type: 'null', description: 'Deleted' }
      : {
          description: route.answer.description,
          content: { 'application/ld+json': { schema: route.answer.schema } },
        };
  app.route({
    method: route.method,
    url: routePath(route.path),
    config: { rules: route.rules },
    schema: {
      summary: route.summary,
      description: route.description,
      tags: [route.tag],
      operationId: route.operationId,
      params: route.params,
      ...(route.querystring ? { querystring: route.querystring } : {}),
      ...(route.upload
        ? { consumes: ['multipart/form-data'], body: filesBody(maxFiles, route.upload) }
        : route.body
          ? { body: route.body }
          : {}),
      response: { [route.status]: answer, ...errors },
    },
    handler: async (request, reply) => {
      const files = route.upload ? await uploadedFiles(request, 'files', maxFiles) : [];
      const body = (await route.handle(request, files)) as Record<string, unknown> | undefined;
      if (route.status === 204 || body === undefined) return reply.code(204).send();
      // A created item's IRI in Location (a collection of created items has none of its own).
      if (route.status === 201 && body['@type'] !== 'hydra:Collection')
        reply.header('location', body['@id'] as string);
      return reply.code(route.status).type(LD_JSON).send(body);
    },
  });
}

/** The path parameters of a request (validated by the route's params schema before any handler). */
const paramsOf = (request: FastifyRequest) => request.params as Record<string, string>;

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
        rules: rulesOf(row, family, WRITES.includes(operation)),
        operationId: `${operation}${row.name}${FAMILY_SUFFIX[family]}`,
        summary: `${SUMMARY[operation](noun, plural)}${FAMILY_SUMMARY[family]}`,
        description: describe(row, family, operation, cascade),
        tag: row.tag,
        params: paramsSchema(row, family, operation !== 'list' && operation !== 'create'),
      });
      /** The item's id and the owners' ids, from the path. */
      const split = (request: FastifyRequest) => {
        const { [row.idParam]: id, ...scope } = paramsOf(request);
        return { id: id as string, scope };
      };

      if (operations.includes('list')) {
        serve(app, {
          ...route('list'),
          method: 'GET',
          path: collectionPath,
          querystring: schemas.query,
          status: 200,
          answer: { schema: schemas.collection, description: 'The collection page' },
          errors: READ_ERRORS,
          handle: async (request) => {
            const query = request.query as Record<string, unknown> & Pagination;
            const pagination = { page: query.page, itemsPerPage: query.itemsPerPage };
            const page = await service.list(family, paramsOf(request), {
              filters: Object.fromEntries(
                row.filters.map((f) => [f.field, query[f.field] as string | undefined]),
              ),
              order: Object.fromEntries(
                row.orderBy.map((key) => [key, query[`orderBy[${key}]`] as 'asc' | 'desc' | undefined]),
              ),
              pagination,
            });
            return hydraCollection({
              url: request.url,
              resource: row.name,
              members: page.members.map((item) => present(family, item)),
              totalItems: page.total,
              pagination,
              search,
            });
          },
        });
      }

      if (operations.includes('get')) {
        serve(app, {
          ...route('get'),
          method: 'GET',
          path: itemPath,
          status: 200,
          answer: { schema: schemas.item, description: 'The item' },
          errors: READ_ERRORS,
          handle: async (request) => {
            const { id, scope } = split(request);
            return present(family, await service.get(family, scope, id));
          },
        });
      }

      if (operations.includes('create')) {
        serve(app, {
          ...route('create'),
          method: 'POST',
          path: collectionPath,
          body: schemas.body,
          status: 201,
          answer: { schema: schemas.item, description: 'Created; Location gives its IRI' },
          errors: WRITE_ERRORS,
          handle: async (request) =>
            present(
              family,
              await service.create(family, paramsOf(request), request.body as Record<string, unknown>),
            ),
        });
      }

      if (operations.includes('replace')) {
        serve(app, {
          ...route('replace'),
          method: 'PUT',
          path: itemPath,
          body: schemas.body,
          status: 200,
          answer: { schema: schemas.item, description: 'The replaced item' },
          errors: WRITE_ERRORS,
          handle: async (request) => {
            const { id, scope } = split(request);
            return present(
              family,
              await service.replace(family, scope, id, request.body as Record<string, unknown>),
            );
          },
        });
      }

      if (operations.includes('delete')) {
        serve(app, {
          ...route('delete'),
          method: 'DELETE',
          path: itemPath,
          status: 204,
          errors: READ_ERRORS,
          handle: async (request) => {
            const { id, scope } = split(request);
            await service.remove(family, scope, id);
            return undefined;
          },
        });
      }
    }
  };
}

// ---------------------------------------------------------------- rows served by hooks

/** What an action of a hooked row is given: the tenant and owners, the item, the body, the files. */
export interface ActionInput<Body = unknown> {
  /** The owners' ids from the path (`organisationId`, `userId`...); the user form adds the caller's organisation. */
  scope: Scope;
  /** The item the path names ('' for an action on the collection). */
  id: string;
  /** Every path parameter, the action's own included (e.g. `userId` of `/users/{userId}`). */
  params: Record<string, string>;
  body: Body;
  files: UploadedFile[];
}

/** A state change of a hooked row beyond reading it: an upload, an enrichment, a correction... */
export interface Action<Body = unknown> {
  /** Verb of its operationId (`treat` -> `treatJsonResumeRaw`). */
  name: string;
  method: 'POST' | 'PUT' | 'PATCH';
  /** On the collection's path or the item's, then `suffix` (e.g. `/enrich`, `/users/{userId}`). */
  on: 'collection' | 'item';
  suffix?: string;
  credits?: number;
  summary: string;
  description: string;
  /** Takes documents as multipart `files` (this describes them) instead of a JSON body. */
  upload?: string;
  body?: TSchema;
  status: 200 | 201;
  /** The row whose items it answers (the hooked row itself by default); `many`: a one-page collection. */
  answers?: string;
  many?: boolean;
  run(input: ActionInput<Body>): Promise<Item | Item[]>;
}

/** An action whose body type follows from its body schema. */
export const action = <S extends TSchema>(
  definition: Omit<Action<Static<S>>, 'body'> & { body?: S },
): Action => definition as Action;

/** How a row served by code reads and changes its items; the routes, IRIs and JSON-LD come from here. */
export interface ResourceHooks {
  get?(scope: Scope, id: string): Promise<Item>;
  list?(scope: Scope, pagination: Pagination): Promise<Page<Item>>;
  actions?: Action[];
  /** Fields of the read shape beyond the item and its links, given the IRI of any item of any row. */
  present?(
    item: Item,
    iri: (resource: string, id: unknown, props?: Record<string, unknown>) => string,
  ): Record<string, unknown>;
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The routes of rows served by hooks (each row with its hooks): get and list in every family the row
 * has a path in, and each action. `rows` names every row their links and answers may refer to.
 */
export function hookedResourceRoutes(
  served: { row: ResourceDefinition; hooks: ResourceHooks }[],
  owners: Map<string, Owner>,
): FastifyPluginAsync {
  const hooked = new Map(served.map((entry) => [entry.row.name, entry]));
  const entryOf = (name: string) => {
    const entry = hooked.get(name);
    if (!entry) throw new Error(`No hooked management resource named ${name}`);
    return entry;
  };
  const ownerIri = (resource: string, id: unknown, props: Record<string, unknown>) => {
    const owner = owners.get(resource);
    if (!owner) throw new Error(`No management resource or owner named ${resource}`);
    return owner.iri({ ...props, [owner.property]: id });
  };

  /** JSON-LD of a hooked item: its IRI, its owners', its links' and what its row's present hook adds. */
  const present = (name: string, family: Family, scope: Scope, item: Item) => {
    const { row, hooks } = entryOf(name);
    const props: Record<string, unknown> = {
      ...Object.fromEntries(Object.entries(scope).map(([param, id]) => [snake(param), id])),
      ...item,
    };
    const links: Record<string, unknown> = {};
    for (const owner of ownerChain(row, owners)) links[owner.variable] = owner.iri(props);
    for (const link of row.links ?? []) {
      if (link.when && !link.when(item)) continue;
      const value = item[link.field];
      if (value === undefined || value === null || value === '') {
        if (link.nullable) links[link.name] = null;
        continue;
      }
      links[link.name] = ownerIri(link.resource, value, props);
    }
    const extra = hooks.present?.(item, (resource, id, more) =>
      ownerIri(resource, id, { ...props, ...more }),
    );
    const named = row.iriOf ? entryOf(row.iriOf).row : row;
    const iriFamily = row.canonicalIris || family === 'byUser' ? 'organisation' : family;
    return hydraItem(row.name, itemIri(named, iriFamily, props), { ...item, ...links, ...extra });
  };

  return async (app: FastifyInstance) => {
    for (const { row, hooks } of served) {
      const noun = words(row.name);
      const item = hookedItemSchema(row);
      for (const family of FAMILIES) {
        const collectionPath = familyPath(row, family);
        if (!collectionPath || family === 'public' || family === 'byUser') continue;
        const itemPath = `${collectionPath}/{${row.idParam}}`;
        /** The owners' ids from the path; the user form acts in the caller's organisation (its tenant
         * check made sure the user is the caller). */
        const owners = pathParams(collectionPath);
        const scopeOf = (request: FastifyRequest): Scope => {
          const params = paramsOf(request);
          const scope = Object.fromEntries(owners.map((param) => [param, params[param]!]));
          return family === 'self'
            ? { ...scope, organisationId: request.caller.organisationId as string }
            : scope;
        };
        const base = {
          tag: row.tag,
          description: [row.description, ...familyNotes(row, family)].join('\n\n'),
        };

        if (hooks.list) {
          const list = hooks.list;
          serve(app, {
            ...base,
            method: 'GET',
            path: collectionPath,
            rules: rulesOf(row, family, false),
            operationId: `list${row.name}${FAMILY_SUFFIX[family]}`,
            summary: `${SUMMARY.list(noun, `${noun}s`)}${FAMILY_SUMMARY[family]}`,
            params: paramsSchema(row, family, false),
            querystring: listQuerySchema(row),
            status: 200,
            answer: { schema: HydraCollectionSchema(item), description: 'The collection page' },
            errors: READ_ERRORS,
            handle: async (request) => {
              const scope = scopeOf(request);
              const query = request.query as Pagination;
              const pagination = { page: query.page, itemsPerPage: query.itemsPerPage };
              const page = await list(scope, pagination);
              return hydraCollection({
                url: request.url,
                resource: row.name,
                members: page.members.map((member) => present(row.name, family, scope, member)),
                totalItems: page.total,
                pagination,
                search: [],
              });
            },
          });
        }

        if (hooks.get) {
          const get = hooks.get;
          serve(app, {
            ...base,
            method: 'GET',
            path: itemPath,
            rules: rulesOf(row, family, false),
            operationId: `get${row.name}${FAMILY_SUFFIX[family]}`,
            summary: `${SUMMARY.get(noun, '')}${FAMILY_SUMMARY[family]}`,
            params: paramsSchema(row, family, true),
            status: 200,
            answer: { schema: item, description: 'The item' },
            errors: READ_ERRORS,
            handle: async (request) => {
              const params = paramsOf(request);
              const scope = scopeOf(request);
              return present(row.name, family, scope, await get(scope, params[row.idParam]!));
            },
          });
        }

        for (const act of hooks.actions ?? []) {
          const answers = act.answers ?? row.name;
          const answerItem = hookedItemSchema(entryOf(answers).row);
          const path = `${act.on === 'item' ? itemPath : collectionPath}${act.suffix ?? ''}`;
          serve(app, {
            method: act.method,
            path,
            rules: rulesOf(row, family, true, act.credits ?? 0),
            operationId: `${act.name}${row.name}${FAMILY_SUFFIX[family]}`,
            summary: `${act.summary}${FAMILY_SUMMARY[family]}`,
            description: [act.description, ...familyNotes(row, family)].join('\n\n'),
            tag: row.tag,
            params: Type.Object(Object.fromEntries(pathParams(path).map((name) => [name, IdSchema]))),
            ...(act.upload ? { upload: act.upload } : act.body ? { body: act.body } : {}),
            status: act.status,
            answer: act.many
              ? { schema: HydraCollectionSchema(answerItem), description: `The ${words(answers)}s` }
              : { schema: answerItem, description: `The ${words(answers)}` },
            errors: WRITE_ERRORS,
            handle: async (request, files) => {
              const params = paramsOf(request);
              const scope = scopeOf(request);
              const done = await act.run({
                scope,
                id: act.on === 'item' ? params[row.idParam]! : '',
                params,
                body: request.body,
                files,
              });
              if (!Array.isArray(done)) return present(answers, family, scope, done);
              // Created together: a collection of one page, whatever their number.
              return hydraCollection({
                url: request.url.split('?')[0]!,
                resource: answers,
                members: done.map((member) => present(answers, family, scope, member)),
                totalItems: done.length,
                pagination: { page: 1, itemsPerPage: Math.max(1, done.length) },
                search: [],
              });
            },
          });
        }
      }
    }
  };
}
