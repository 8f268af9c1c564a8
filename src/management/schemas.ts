// TypeBox schemas of a management resource, derived from its table row: path parameters, the
// create/replace body, the list query (pagination, filters, orderBy; unknown keys are a 400) and the
// JSON-LD read shape. One schema validates, types and documents (convention 3).
import Type, { type TProperties, type TSchema } from 'typebox';
import { HydraCollectionSchema, PaginationQuery } from '../http/hydra.ts';
import { DateTimeSchema, IdSchema } from '../http/schemas.ts';
import {
  type Family,
  familyPath,
  type Owner,
  ownerChain,
  pathParams,
  type ResourceDefinition,
} from './definition.ts';

const nullable = (schema: TSchema) => Type.Union([schema, Type.Null()]);

export function paramsSchema(row: ResourceDefinition, family: Family, item: boolean) {
  const names = [...pathParams(familyPath(row, family) ?? row.path), ...(item ? [row.idParam] : [])];
  return Type.Object(Object.fromEntries(names.map((name) => [name, IdSchema])));
}

/** The create and replace body: required fields as declared, the others optional or null. */
export function bodySchema(row: ResourceDefinition) {
  const required = new Set(row.required);
  const properties: TProperties = {};
  for (const [field, schema] of Object.entries(row.fields)) {
    properties[field] = required.has(field) ? schema : Type.Optional(nullable(schema));
  }
  return Type.Object(properties, { title: `${row.name}Input`, additionalProperties: false });
}

const FILTER_TEXT = { partial: 'contains this (case-insensitive)', exact: 'equals this' } as const;

/** Pagination, the declared filters and `orderBy[key]`; anything else is a 400. */
export function listQuerySchema(row: ResourceDefinition) {
  // Optional in the document (they have defaults); the defaults still fill the parsed query.
  const properties: TProperties = {
    page: Type.Optional(PaginationQuery.properties.page),
    itemsPerPage: Type.Optional(PaginationQuery.properties.itemsPerPage),
  };
  for (const filter of row.filters) {
    properties[filter.field] = Type.Optional(
      Type.String({
        maxLength: 200,
        description: `Only items whose ${filter.field} ${FILTER_TEXT[filter.match]}`,
      }),
    );
  }
  for (const key of row.orderBy) {
    properties[`orderBy[${key}]`] = Type.Optional(
      Type.Enum(['asc', 'desc'], { description: `Order by ${key}` }),
    );
  }
  return Type.Object(properties, { additionalProperties: false });
}

/** The JSON-LD item: @context, @id, @type, id, the owners' ids and IRIs, the fields, timestamps. */
export function itemSchema(row: ResourceDefinition, owners: Map<string, Owner>) {
  const required = new Set(row.required);
  const chain = ownerChain(row, owners);
  const properties: TProperties = {
    '@context': Type.String(),
    '@id': Type.String({ description: 'IRI of this item' }),
    '@type': Type.Literal(row.name),
    id: Type.String(),
  };
  for (const owner of chain) {
    properties[owner.property] = Type.String({ description: `Id of the owning ${owner.label}` });
    properties[owner.variable] = Type.String({ description: `IRI of the owning ${owner.label}` });
  }
  for (const reference of row.references ?? []) {
    if (reference.iri) {
      properties[reference.iri] = nullable(
        Type.String({ description: `IRI of the user named by ${reference.field}` }),
      );
    }
  }
  // A field cleared when its user is deleted can be null even when the body requires it.
  const clearable = new Set(
    (row.references ?? []).filter((r) => r.onUserDelete === 'clear').map((r) => r.field),
  );
  for (const [field, schema] of Object.entries(row.fields)) {
    properties[field] = required.has(field) && !clearable.has(field) ? schema : nullable(schema);
  }
  properties['created_at'] = DateTimeSchema;
  properties['updated_at'] = DateTimeSchema;
  return Type.Object(properties, { title: row.name, description: row.description });
}

export interface ResourceSchemas {
  body: TSchema;
  query: ReturnType<typeof listQuerySchema>;
  item: TSchema;
  collection: TSchema;
}

/**
 * A row's route schemas. Each is titled (`Career`, `CareerInput`, `CareerCollection`): the documents list
 * titled schemas once, as named components (http/openapi.ts), which gives generated clients stable type
 * names. They stay inline in the routes: as shared schemas ($ref) every route's serializer compiled all
 * of them, and building the app took 16 s instead of 1.7.
 */
export function resourceSchemas(row: ResourceDefinition, owners: Map<string, Owner>): ResourceSchemas {
  const item = itemSchema(row, owners);
  return {
    body: bodySchema(row),
    query: listQuerySchema(row),
    item,
    collection: { ...HydraCollectionSchema(item), title: `${row.name}Collection` },
  };
}

/**
 * The item of a row served by hooks, titled by its row's name: `@context`, `@id`, `@type`, `id`, then
 * what its hooks give.
 */
export const hookedItemSchema = (row: ResourceDefinition) =>
  Type.Object(
    {
      '@context': Type.String(),
      '@id': Type.String({ description: 'IRI of this item' }),
      '@type': Type.Literal(row.name),
      id: Type.String(),
    },
    { title: row.name, additionalProperties: true, description: row.description },
  );
