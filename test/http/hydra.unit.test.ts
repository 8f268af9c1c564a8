import { describe, expect, it } from 'vitest';
import { hydraCollection, pageWindow } from '../../src/http/hydra.ts';

describe('hydra collection helper', () => {
  const base = { resource: 'Role', members: [{ id: 'a' }], search: [{ variable: 'name', property: 'name' }] };

  it('builds the envelope with first, last, previous and next links', () => {
    const page = hydraCollection({
      ...base,
      url: '/v1/roles?name=adm&page=2&itemsPerPage=10',
      totalItems: 35,
      pagination: { page: 2, itemsPerPage: 10 },
    });
    expect(page['@context']).toBe('/contexts/Role');
    expect(page['@type']).toBe('hydra:Collection');
    expect(page['@id']).toBe('/v1/roles?name=adm&page=2&itemsPerPage=10');
    expect(page['hydra:totalItems']).toBe(35);
    expect(page['hydra:member']).toEqual([{ id: 'a' }]);
    expect(page['hydra:view']).toEqual({
      '@id': '/v1/roles?name=adm&page=2&itemsPerPage=10',
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': '/v1/roles?name=adm&page=1&itemsPerPage=10',
      'hydra:last': '/v1/roles?name=adm&page=4&itemsPerPage=10',
      'hydra:previous': '/v1/roles?name=adm&page=1&itemsPerPage=10',
      'hydra:next': '/v1/roles?name=adm&page=3&itemsPerPage=10',
    });
  });

  it('has no previous on the first page and no next on the last', () => {
    const first = hydraCollection({
      ...base,
      url: '/v1/roles',
      totalItems: 5,
      pagination: { page: 1, itemsPerPage: 30 },
    });
    expect(first['hydra:view']?.['hydra:previous']).toBeUndefined();
    expect(first['hydra:view']?.['hydra:next']).toBeUndefined();
    expect(first['hydra:view']?.['hydra:last']).toBe('/v1/roles?page=1');
  });

  it('treats an empty collection as one empty page', () => {
    const empty = hydraCollection({
      ...base,
      members: [],
      url: '/v1/roles',
      totalItems: 0,
      pagination: { page: 1, itemsPerPage: 30 },
    });
    expect(empty['hydra:view']?.['hydra:last']).toBe('/v1/roles?page=1');
    expect(empty['hydra:member']).toEqual([]);
  });

  it('points a page past the end back to the last page', () => {
    const past = hydraCollection({
      ...base,
      members: [],
      url: '/v1/roles?page=9',
      totalItems: 12,
      pagination: { page: 9, itemsPerPage: 5 },
    });
    expect(past['hydra:view']?.['hydra:previous']).toBe('/v1/roles?page=3');
    expect(past['hydra:view']?.['hydra:next']).toBeUndefined();
  });

  it('describes its filters and pagination in hydra:search', () => {
    const page = hydraCollection({
      ...base,
      url: '/v1/roles',
      totalItems: 0,
      pagination: { page: 1, itemsPerPage: 30 },
    });
    expect(page['hydra:search']?.['hydra:template']).toBe('/v1/roles{?name,page,itemsPerPage}');
    expect(page['hydra:search']?.['hydra:mapping'].map((m) => m.variable)).toEqual([
      'name',
      'page',
      'itemsPerPage',
    ]);
  });

  it('computes SKIP and LIMIT', () => {
    expect(pageWindow({ page: 3, itemsPerPage: 25 })).toEqual({ skip: 50, limit: 25 });
  });
});
