// The shape of a row of the management resource table (resources.ts) and what follows from a row:
// its ownership chain up to the organisation, its path families, property names and IRIs. Pure
// data; the Cypher generator, the schemas, the service and the routes all read rows through here.
import type { TProperties, TSchema } from 'typebox';

export type Operation = 'list' | 'get' | 'create' | 'replace' | 'delete';

/**
 * Path families a resource is served under: `organisation` (canonical, starts from the
 * organisation), `self` (the caller's own user, `/v1/users/{userId}/...`), `public` (across
 * organisations, a read-only subset) and `byUser` (a list of an organisation's items related to one
 * of its users).
 */
export type Family = 'organisation' | 'self' | 'public' | 'byUser';

/** Kinds a body field may name; each is checked to exist when written (400 naming the field). */
export type ReferenceKind = 'Sector' | 'Occupation' | 'Skill' | 'User';

export interface Reference {
  field: string;
  kind: ReferenceKind;
  /** For users: the read shape also carries the user's IRI under this name (e.g. `issuer`). */
  iri?: string;
  /** The field is a list of ids, every one of which must exist. */
  many?: boolean;
  /**
   * Users only (they can be deleted, unlike graph concepts): what deleting the named user does to the
   * item: `delete` it (an entry that means nothing without its user) or `clear` the field to null (the
   * item stands on its own; its read shape then allows null).
   */
  onUserDelete?: 'delete' | 'clear';
}

export interface Filter {
  field: string;
  /** `partial`: case-insensitive "contains"; `exact`: equality. */
  match: 'exact' | 'partial';
}

/**
 * An IRI a read shape carries for a related item (rows served by hooks): under `name`, the IRI of the
 * item of `resource` whose id is the item's `field`, in the owners' chain of the item. Absent when the
 * field is empty (or `null` when `nullable`), or when `when` does not hold of the item.
 */
export interface Link {
  name: string;
  field: string;
  resource: string;
  nullable?: boolean;
  when?: (item: Record<string, unknown>) => boolean;
}

export interface ResourceDefinition {
  /** JSON-LD `@type` and Neo4j label; unique. */
  name: string;
  /** kebab-case prefix of the generated query files. */
  slug: string;
  /** OpenAPI tag, the plural shown to people. */
  tag: string;
  /** What HR users do with it; opens every route's OpenAPI description. */
  description: string;
  /** The node that owns it: Organisation, User, Team or another row's name. */
  parent: string;
  /** Collection path of the organisation form, its parameters in ownership order. */
  path: string;
  /** Path parameter naming one item, e.g. `careerId`. */
  idParam: string;
  operations: Operation[];
  /** User form (`/v1/users/{userId}/...`), same operations, for resources a user owns. */
  selfPath?: string;
  /** Public read-only form across organisations: list and get of the items matching `where`. */
  publicPath?: { path: string; where: { field: string; equals: string }; description: string };
  /** List of the organisation's items related to one user, through a field or a child resource. */
  byUser?: { path: string; via: { field: string } | { through: string; field: string }; description: string };
  /** Body fields (create and replace take the same body); stored under the same names. */
  fields: TProperties;
  required: string[];
  filters: Filter[];
  orderBy: string[];
  references?: Reference[];
  permissions: { read: number; write: number };
  /** IRIs of related items, for rows served by hooks (see Link). */
  links?: Link[];
  /** The items are summaries of another row's items, and are named by that row's IRIs. */
  iriOf?: string;
  /** IRIs in the organisation form even when an item is reached through the user form. */
  canonicalIris?: boolean;
}

/**
 * A row served by hooks (the pipelines'): no stored fields, filters or generated operations; its slug
 * from its name, its item parameter from its collection's last segment (`jsonResumeTreateds` ->
 * `jsonResumeTreatedId`).
 */
export function hookedRow(
  row: Pick<ResourceDefinition, 'name' | 'tag' | 'description' | 'parent' | 'path' | 'permissions'> &
    Partial<ResourceDefinition>,
): ResourceDefinition {
  const segment = row.path.split('/').at(-1)!;
  return {
    slug: row.name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase(),
    idParam: `${segment.replace(/s$/, '')}Id`,
    operations: [],
    fields: {},
    required: [],
    filters: [],
    orderBy: [],
    ...row,
  };
}

/** The relationship from an owned node to its owner, for every row (convention 15: a constant). */
export const OWNED_BY = 'BELONGS_TO';

/** A node of an ownership chain. */
export interface Owner {
  label: string;
  /** Path parameter naming it. */
  param: string;
  /** Property the owned nodes carry with its id. */
  property: string;
  /** Cypher variable in generated queries. */
  variable: string;
  /** Its own owner and the relationship to it (none for the organisation). */
  parent?: string;
  link?: string;
  /** IRI of one, from the properties of a node that carries the chain's ids. */
  iri: (props: Record<string, unknown>) => string;
}

const camelToSnake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** `{organisationId}` -> `organisationId`, in order. */
export const pathParams = (template: string) =>
  [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);

/** Fills a path template from a node's properties (`{teamId}` <- `team_id`). */
export function fillPath(template: string, props: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, param: string) => {
    const value = props[camelToSnake(param)];
    return encodeURIComponent(String(value ?? ''));
  });
}

/** Fastify's form of a path template. */
export const routePath = (template: string) => template.replace(/\{(\w+)\}/g, ':$1');

const FIXED_OWNERS: Record<string, Owner> = {
  Organisation: {
    label: 'Organisation',
    param: 'organisationId',
    property: 'organisation_id',
    variable: 'organisation',
    iri: (p) => fillPath('/v1/organisations/{organisationId}', p),
  },
  User: {
    label: 'User',
    param: 'userId',
    property: 'user_id',
    variable: 'user',
    parent: 'Organisation',
    link: 'MEMBER_OF',
    iri: (p) => fillPath('/v1/organisations/{organisationId}/users/{userId}', p),
  },
};

/** Every node that can own resources: the identity nodes of src/access and the table's rows. */
export function ownerRegistry(rows: readonly ResourceDefinition[]): Map<string, Owner> {
  const owners = new Map(Object.entries(FIXED_OWNERS));
  for (const row of rows) {
    owners.set(row.name, {
      label: row.name,
      param: row.idParam,
      property: camelToSnake(row.idParam),
      variable: lowerFirst(row.name),
      parent: row.parent,
      link: OWNED_BY,
      // Read from an owned node's properties, which carry the ids of its whole chain.
      iri: (p) => fillPath(`${row.path}/{${row.idParam}}`, p),
    });
  }
  return owners;
}

/** The owners of a row from the organisation down to its direct parent. */
export function ownerChain(row: ResourceDefinition, owners: Map<string, Owner>): Owner[] {
  const chain: Owner[] = [];
  let name: string | undefined = row.parent;
  while (name !== undefined) {
    const owner = owners.get(name);
    if (!owner) throw new Error(`${row.name}: unknown owner ${name}`);
    chain.unshift(owner);
    name = owner.parent;
  }
  return chain;
}

/** A resource's item IRI in a family, from the item's properties. */
export function itemIri(row: ResourceDefinition, family: Family, props: Record<string, unknown>): string {
  const collection = family === 'self' ? row.selfPath : family === 'public' ? row.publicPath?.path : row.path;
  return `${fillPath(collection ?? row.path, props)}/${encodeURIComponent(String(props['id']))}`;
}

/** Fields stored as JSON text: objects and arrays of anything but scalars (Neo4j keeps no maps). */
export function jsonFields(row: ResourceDefinition): string[] {
  return Object.entries(row.fields)
    .filter(([, schema]) => storedAsJson(schema))
    .map(([field]) => field);
}

function storedAsJson(schema: TSchema): boolean {
  const s = schema as { type?: string; items?: { type?: string }; anyOf?: TSchema[] };
  if (s.anyOf) return s.anyOf.some(storedAsJson);
  if (s.type === 'object') return true;
  if (s.type === 'array') return !['string', 'number', 'integer', 'boolean'].includes(s.items?.type ?? '');
  return false;
}

export const familyPath = (row: ResourceDefinition, family: Family): string | undefined =>
  family === 'organisation'
    ? row.path
    : family === 'self'
      ? row.selfPath
      : family === 'public'
        ? row.publicPath?.path
        : row.byUser?.path;

/** Operations served in a family. */
export function familyOperations(row: ResourceDefinition, family: Family): Operation[] {
  if (familyPath(row, family) === undefined) return [];
  if (family === 'public') return ['list', 'get'];
  if (family === 'byUser') return ['list'];
  return row.operations;
}

export const FAMILIES: Family[] = ['organisation', 'self', 'public', 'byUser'];

/** Name of the generated query of an operation in a family, e.g. `career-list`, `user-work-self-get`. */
export function queryName(row: ResourceDefinition, family: Family, operation: Operation | 'check'): string {
  const suffix = family === 'organisation' ? '' : family === 'byUser' ? '-by-user' : `-${family}`;
  return `${row.slug}${suffix}-${operation}`;
}

const RESERVED_PARAMS = new Set(['id', 'skip', 'limit']);
const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean']);

/**
 * Checks the table once (at start-up and when generating Cypher): unique names, owners that exist,
 * paths whose parameters follow the ownership chain, and filters, ordering and references that name
 * declared scalar fields. A bad row fails loudly rather than producing odd queries.
 */
export function checkTable(rows: readonly ResourceDefinition[]): void {
  const owners = ownerRegistry(rows);
  const seen = new Set<string>();
  for (const row of rows) {
    const fail = (message: string) => {
      throw new Error(`Management resource ${row.name}: ${message}`);
    };
    for (const key of [`name:${row.name}`, `slug:${row.slug}`]) {
      if (seen.has(key)) fail(`duplicate ${key}`);
      seen.add(key);
    }
    if (!/^[A-Z][A-Za-z]+$/.test(row.name)) fail('name must be PascalCase letters (it is a label)');
    if (!/^[a-z]+(-[a-z]+)*$/.test(row.slug)) fail('slug must be kebab-case');
    const chain = ownerChain(row, owners);
    const chainParams = chain.map((owner) => owner.param);
    if (pathParams(row.path).join() !== chainParams.join()) {
      fail(`path ${row.path} must name ${chainParams.join(', ')} in that order`);
    }
    if (row.selfPath && (row.parent !== 'User' || pathParams(row.selfPath).join() !== 'userId')) {
      fail('a user form needs a User parent and a /v1/users/{userId}/... path');
    }
    if (row.byUser && chain.some((owner) => owner.label === 'User'))
      fail('byUser is for organisation resources');
    const via = row.byUser?.via;
    if (via && 'through' in via) {
      const through = rows.find((r) => r.name === via.through);
      if (through?.parent !== row.name) fail('byUser.via.through must be a child resource');
    }
    const fields = new Set(Object.keys(row.fields));
    const chainProperties = new Set(chain.map((owner) => owner.property));
    for (const field of fields) {
      if (!/^[a-z][a-z0-9_]*$/.test(field)) fail(`field ${field} must be snake_case`);
      if (
        RESERVED_PARAMS.has(field) ||
        chainProperties.has(field) ||
        field === 'created_at' ||
        field === 'updated_at'
      ) {
        fail(`field ${field} is reserved`);
      }
    }
    for (const field of row.required) if (!fields.has(field)) fail(`required ${field} is not a field`);
    const scalar = (field: string) =>
      fields.has(field) &&
      SCALAR_TYPES.has(String((row.fields[field] as { type?: string }).type ?? 'string')) &&
      !jsonFields(row).includes(field);
    for (const filter of row.filters)
      if (!scalar(filter.field)) fail(`filter ${filter.field} is not a scalar field`);
    for (const key of row.orderBy) {
      if (!scalar(key) && key !== 'created_at' && key !== 'updated_at')
        fail(`orderBy ${key} is not a scalar field`);
    }
    const iris = new Set<string>(chain.map((owner) => owner.variable));
    for (const reference of row.references ?? []) {
      const listField = (row.fields[reference.field] as { type?: string } | undefined)?.type === 'array';
      if (reference.many ? !listField : !scalar(reference.field))
        fail(`reference ${reference.field} is not a ${reference.many ? 'list' : 'scalar'} field`);
      if ((reference.kind === 'User') !== (reference.onUserDelete !== undefined))
        fail(`reference ${reference.field}: onUserDelete is required for users, and for users only`);
      if (reference.iri) {
        if (iris.has(reference.iri) || fields.has(reference.iri)) fail(`IRI name ${reference.iri} is taken`);
        iris.add(reference.iri);
      }
    }
    for (const iri of iris) if (fields.has(iri)) fail(`field ${iri} collides with an IRI`);
    if (row.publicPath && !fields.has(row.publicPath.where.field)) fail('publicPath.where names no field');
  }
}

/** The fields naming users, by label, that deleting a user deletes (`delete`) or clears (`clear`). */
export function userReferences(rows: readonly ResourceDefinition[], action: 'delete' | 'clear') {
  return rows.flatMap((row) =>
    (row.references ?? [])
      .filter((reference) => reference.kind === 'User' && reference.onUserDelete === action)
      .map((reference) => ({ label: row.name, field: reference.field })),
  );
}
