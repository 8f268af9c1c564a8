// The one Hydra collection helper (spec 2.1, 8.3): pagination parameters, the collection envelope
// with its hydra:view links and hydra:search template, and the single-resource JSON-LD wrapper.
import Type, { type Static, type TSchema } from 'typebox';

export const MAX_ITEMS_PER_PAGE = 1000;
export const DEFAULT_ITEMS_PER_PAGE = 30;

/**
 * Query parameters shared by every collection route; out-of-range values are a 400. Both are optional
 * to the client (and so in OpenAPI); validation fills in the defaults, so handlers always see numbers.
 */
export const PaginationQuery = Type.Object({
  page: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1, description: 'Page number, from 1' }),
  ),
  itemsPerPage: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_ITEMS_PER_PAGE,
      default: DEFAULT_ITEMS_PER_PAGE,
      description: `Items per page, 1 to ${MAX_ITEMS_PER_PAGE}`,
    }),
  ),
});
/** Paging as a request carries it: validation fills the defaults, which direct callers may leave out. */
export type Pagination = Static<typeof PaginationQuery>;

/** One page of a collection as its query reads it: the members and how many there are in all. */
export interface Page<T> {
  total: number;
  members: T[];
}

const pageOf = ({ page = 1, itemsPerPage = DEFAULT_ITEMS_PER_PAGE }: Pagination) => ({ page, itemsPerPage });

/** SKIP/LIMIT for a page, as integers Cypher accepts. */
export const pageWindow = (pagination: Pagination) => {
  const { page, itemsPerPage } = pageOf(pagination);
  return { skip: (page - 1) * itemsPerPage, limit: itemsPerPage };
};

export interface SearchMapping {
  /** Query parameter name, e.g. `name` or `orderBy[name]`. */
  variable: string;
  /** The resource property it acts on. */
  property: string;
  required?: boolean;
}

export interface CollectionInput<T> {
  /** Request URL (path and query) the collection was served at; becomes `@id` and the view links. */
  url: string;
  /** The resource class short name, e.g. `Role`; gives `@context` /contexts/Role. */
  resource: string;
  members: T[];
  totalItems: number;
  pagination: Pagination;
  search?: SearchMapping[];
}

export interface HydraCollection<T> {
  '@context': string;
  '@id': string;
  '@type': 'hydra:Collection';
  'hydra:member': T[];
  'hydra:totalItems': number;
  'hydra:view'?: {
    '@id': string;
    '@type': 'hydra:PartialCollectionView';
    'hydra:first': string;
    'hydra:last': string;
    'hydra:previous'?: string;
    'hydra:next'?: string;
  };
  'hydra:search'?: {
    '@type': 'hydra:IriTemplate';
    'hydra:template': string;
    'hydra:variableRepresentation': 'BasicRepresentation';
    'hydra:mapping': {
      '@type': 'IriTemplateMapping';
      variable: string;
      property: string;
      required: boolean;
    }[];
  };
}

export function hydraCollection<T>(input: CollectionInput<T>): HydraCollection<T> {
  const { pathname, searchParams } = new URL(input.url, 'http://collection.invalid');
  const { page, itemsPerPage } = pageOf(input.pagination);
  const lastPage = Math.max(1, Math.ceil(input.totalItems / itemsPerPage));
  const linkTo = (target: number) => {
    const params = new URLSearchParams(searchParams);
    params.set('page', String(target));
    return `${pathname}?${params.toString()}`;
  };
  const collectionId = searchParams.size > 0 ? `${pathname}?${searchParams.toString()}` : pathname;
  const collection: HydraCollection<T> = {
    '@context': `/contexts/${input.resource}`,
    '@id': collectionId,
    '@type': 'hydra:Collection',
    'hydra:member': input.members,
    'hydra:totalItems': input.totalItems,
    'hydra:view': {
      '@id': linkTo(page),
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': linkTo(1),
      'hydra:last': linkTo(lastPage),
      ...(page > 1 ? { 'hydra:previous': linkTo(Math.min(page - 1, lastPage)) } : {}),
      ...(page < lastPage ? { 'hydra:next': linkTo(page + 1) } : {}),
    },
  };
  const mappings = [
    ...(input.search ?? []),
    { variable: 'page', property: 'page' },
    { variable: 'itemsPerPage', property: 'itemsPerPage' },
  ];
  collection['hydra:search'] = {
    '@type': 'hydra:IriTemplate',
    'hydra:template': `${pathname}{?${mappings.map((m) => m.variable).join(',')}}`,
    'hydra:variableRepresentation': 'BasicRepresentation',
    'hydra:mapping': mappings.map((m) => ({
      '@type': 'IriTemplateMapping',
      variable: m.variable,
      property: m.property,
      required: m.required ?? false,
    })),
  };
  return collection;
}

/** The value of such a parameter (validated by the route's params schema before the handler runs). */
export const idOf = (request: { params: unknown }, param: string) =>
  (request.params as Record<string, string>)[param] as string;

/** A single JSON-LD resource: `@context`, `@id`, `@type`, then its fields. */
export function hydraItem<T extends object>(resource: string, id: string, fields: T) {
  return { '@context': `/contexts/${resource}`, '@id': id, '@type': resource, ...fields };
}

/** TypeBox schema of a collection of `member`, for route responses and the OpenAPI documents. */
export function HydraCollectionSchema<S extends TSchema>(member: S) {
  const link = Type.String();
  return Type.Object({
    '@context': Type.String(),
    '@id': Type.String(),
    '@type': Type.Literal('hydra:Collection'),
    'hydra:member': Type.Array(member),
    'hydra:totalItems': Type.Integer({ minimum: 0 }),
    'hydra:view': Type.Optional(
      Type.Object({
        '@id': link,
        '@type': Type.Literal('hydra:PartialCollectionView'),
        'hydra:first': link,
        'hydra:last': link,
        'hydra:previous': Type.Optional(link),
        'hydra:next': Type.Optional(link),
      }),
    ),
    'hydra:search': Type.Optional(Type.Object({}, { additionalProperties: true })),
  });
}
