// Generic CRUD of one management resource over its generated queries: list, get, create, replace,
// delete in a path family, with the failure of a write explained (missing owner or item: 404; a
// reference to nothing: 400 naming the field). Knows nothing of HTTP; the tenant is in `scope`.
import { randomUUID } from 'node:crypto';
import type { Executor, TransactionRunner } from '../db/executor.ts';
import { AppError, notFound } from '../http/errors.ts';
import { type Page, type Pagination, pageWindow } from '../http/hydra.ts';
import {
  type Family,
  jsonFields,
  type Owner,
  ownerChain,
  queryName,
  type ReferenceKind,
  type ResourceDefinition,
} from './definition.ts';

/** A stored item: id, owners' ids, fields (JSON ones decoded), timestamps. */
export type Item = Record<string, unknown> & { id: string };

/** Path parameters naming the tenant and the owners, e.g. {organisationId, teamId, projectId}. */
export type Scope = Record<string, string>;

export interface ListInput {
  filters: Record<string, string | undefined>;
  order: Record<string, 'asc' | 'desc' | undefined>;
  pagination: Pagination;
}

export interface ResourceService {
  list(family: Family, scope: Scope, input: ListInput): Promise<Page<Item>>;
  get(family: Family, scope: Scope, id: string): Promise<Item>;
  create(family: Family, scope: Scope, body: Record<string, unknown>): Promise<Item>;
  /** Creates inside the caller's transaction, for writes that must land together; no row: 400. */
  createIn(
    runner: TransactionRunner,
    family: Family,
    scope: Scope,
    body: Record<string, unknown>,
  ): Promise<Item>;
  replace(family: Family, scope: Scope, id: string, body: Record<string, unknown>): Promise<Item>;
  /** Deletes the item and what it owns; returns how many owned nodes went with it. */
  remove(family: Family, scope: Scope, id: string): Promise<{ cascaded: number }>;
}

const MISSING_REFERENCE: Record<ReferenceKind, string> = {
  Sector: 'does not name a Sector of the graph',
  Occupation: 'does not name an Occupation of the graph',
  Skill: 'does not name a Skill of the graph',
  User: 'is not a user of the organisation',
};

export function createResourceService(
  executor: Executor,
  row: ResourceDefinition,
  owners: Map<string, Owner>,
): ResourceService {
  const json = jsonFields(row);
  const chain = ownerChain(row, owners);
  const fields = Object.keys(row.fields);

  const decode = (stored: Record<string, unknown>): Item => {
    const item = { ...stored } as Item;
    for (const field of json) {
      const value = item[field];
      if (typeof value === 'string') item[field] = JSON.parse(value);
    }
    return item;
  };

  /** Every declared field as a parameter: absent ones null, JSON ones encoded. */
  const fieldParams = (body: Record<string, unknown>) =>
    Object.fromEntries(
      fields.map((field) => {
        const value = body[field] ?? null;
        return [field, value !== null && json.includes(field) ? JSON.stringify(value) : value];
      }),
    );

  /** The owner a family's queries start from, for 404 messages. */
  const ownerLabel = (family: Family) =>
    family === 'self' || family === 'byUser' ? 'User' : (chain[chain.length - 1]?.label ?? 'Organisation');

  async function explainWriteFailure(
    family: Family,
    scope: Scope,
    id: string | null,
    body: Record<string, unknown>,
  ) {
    const [check] = await executor.read<{ owner_found: boolean; item_found: boolean; missing: string[] }>(
      queryName(row, family, 'check'),
      { ...scope, id, ...fieldParams(body) },
    );
    if (!check?.owner_found) return notFound(ownerLabel(family), { ...scope });
    if (id !== null && !check.item_found) return notFound(row.name, { id });
    if (check.missing.length > 0) {
      const references = new Map((row.references ?? []).map((r) => [r.field, r]));
      const details = check.missing.map((field) => {
        const reference = references.get(field);
        const what = MISSING_REFERENCE[reference?.kind ?? 'User'];
        return {
          field: `body.${field}`,
          message: reference?.many ? `holds an id that ${what}` : `${String(body[field])} ${what}`,
        };
      });
      return new AppError(
        'validation_error',
        `Invalid request: ${details.map((d) => `${d.field} ${d.message}`).join('; ')}`,
        { fields: details },
      );
    }
    // The check passed after the write failed: something changed in between; the client may retry.
    return new AppError('conflict', `The ${row.name} changed while it was written; retry`);
  }

  return {
    async list(family, scope, input) {
      const { skip, limit } = pageWindow(input.pagination);
      const params: Record<string, unknown> = { ...scope, skip, limit };
      for (const filter of row.filters) params[filter.field] = input.filters[filter.field] ?? null;
      for (const key of row.orderBy) params[`order_${key}`] = input.order[key] ?? null;
      const [page] = await executor.read<{ total: number; members: Record<string, unknown>[] }>(
        queryName(row, family, 'list'),
        params,
      );
      if (!page) throw notFound(ownerLabel(family), { ...scope });
      return { total: page.total, members: page.members.map(decode) };
    },

    async get(family, scope, id) {
      const [found] = await executor.read<{ item: Record<string, unknown> }>(queryName(row, family, 'get'), {
        ...scope,
        id,
      });
      if (!found) throw notFound(row.name, { id });
      return decode(found.item);
    },

    async create(family, scope, body) {
      checkPeriod(body);
      const [created] = await executor.write<{ item: Record<string, unknown> }>(
        queryName(row, family, 'create'),
        {
          ...scope,
          id: randomUUID(),
          ...fieldParams(body),
        },
      );
      if (!created) throw await explainWriteFailure(family, scope, null, body);
      return decode(created.item);
    },

    async createIn(runner, family, scope, body) {
      checkPeriod(body);
      const [created] = await runner.run<{ item: Record<string, unknown> }>(
        queryName(row, family, 'create'),
        {
          ...scope,
          id: randomUUID(),
          ...fieldParams(body),
        },
      );
      if (!created) throw new AppError('validation_error', `The ${row.name} could not be written`, { body });
      return decode(created.item);
    },

    async replace(family, scope, id, body) {
      checkPeriod(body);
      const [replaced] = await executor.write<{ item: Record<string, unknown> }>(
        queryName(row, family, 'replace'),
        { ...scope, id, ...fieldParams(body) },
      );
      if (!replaced) throw await explainWriteFailure(family, scope, id, body);
      return decode(replaced.item);
    },

    async remove(family, scope, id) {
      const [deleted] = await executor.write<{ id: string; cascaded: number }>(
        queryName(row, family, 'delete'),
        {
          ...scope,
          id,
        },
      );
      if (!deleted) throw notFound(row.name, { id });
      return { cascaded: deleted.cascaded };
    },
  };
}

/** Every resource with a period ends no earlier than it starts (dates compare as ISO 8601 strings). */
function checkPeriod(body: Record<string, unknown>) {
  const start = body['start_date'];
  const end = body['end_date'];
  if (typeof start === 'string' && typeof end === 'string' && end.slice(0, 10) < start.slice(0, 10))
    throw new AppError('validation_error', 'body.end_date must not be before body.start_date', {
      fields: [{ field: 'body.end_date', message: 'must not be before start_date' }],
    });
}
