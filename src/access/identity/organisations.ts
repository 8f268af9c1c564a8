// Organisations and the global roles: create, read, replace, list (teams are a management resource). Every
// tenant-scoped query starts from the organisation.
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/executor.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Page, Pagination } from '../../http/hydra.ts';
import { readPage, type SortDirection } from './pages.ts';

export interface Organisation {
  id: string;
  name: string;
  description: string | null;
  created_at: string;
  updated_at: string;
}

export interface OrganisationInput {
  name: string;
  description?: string | null | undefined;
}

export interface Role {
  id: string;
  name: string;
  description: string;
  permissions: number;
  created_at: string;
  updated_at: string;
}

export interface NameFilter {
  name?: string | undefined;
  direction?: SortDirection | undefined;
}

const filterParams = (filter: NameFilter) => ({
  name: filter.name ?? null,
  direction: filter.direction ?? 'asc',
});

export async function createOrganisation(
  executor: Executor,
  input: OrganisationInput,
): Promise<Organisation> {
  const [row] = await executor.write<{ organisation: Organisation }>('org-create', {
    id: randomUUID(),
    name: input.name,
    description: input.description ?? null,
  });
  if (!row) throw new AppError('internal_error', 'The organisation was not created');
  return row.organisation;
}

export async function findOrganisation(executor: Executor, organisationId: string) {
  const [row] = await executor.read<{ organisation: Organisation }>('org-get', { organisationId });
  return row?.organisation ?? null;
}

export async function getOrganisation(executor: Executor, organisationId: string): Promise<Organisation> {
  const organisation = await findOrganisation(executor, organisationId);
  if (!organisation) throw notFound('Organisation', { id: organisationId });
  return organisation;
}

export async function updateOrganisation(
  executor: Executor,
  organisationId: string,
  input: OrganisationInput,
): Promise<Organisation> {
  const [row] = await executor.write<{ organisation: Organisation }>('org-update', {
    organisationId,
    name: input.name,
    description: input.description ?? null,
  });
  if (!row) throw notFound('Organisation', { id: organisationId });
  return row.organisation;
}

/** All organisations (scope null: the master key), or only the one the caller belongs to. */
export function listOrganisations(
  executor: Executor,
  scope: string | null,
  filter: NameFilter,
  pagination: Pagination,
): Promise<Page<Organisation>> {
  return readPage(executor, 'org-list', { organisationId: scope, ...filterParams(filter) }, pagination);
}

/** The code of the organisation's current plan; discovery when it has none yet. */
/**
 * Deletes an organisation and everything of it (irreversible: users, keys, plans, usage counters,
 * management resources, CVs, postings). Returns the ids of its API keys, so in-process caches can drop
 * them, and how many nodes went. 404 when it does not exist.
 */
export async function deleteOrganisation(
  executor: Executor,
  organisationId: string,
): Promise<{ apiKeyIds: string[]; deleted: number }> {
  await getOrganisation(executor, organisationId);
  const keys = await executor.read<{ id: string }>('org-key-ids', { organisationId });
  // Batched in transactions of its own (CALL ... IN TRANSACTIONS): an auto-commit statement.
  const [row] = await executor.runStatement<{ deleted: number }>(
    executor.queries.get('org-delete'),
    { organisationId },
    { timeoutMs: 600_000 },
  );
  return { apiKeyIds: keys.map((key) => key.id), deleted: row?.deleted ?? 0 };
}

export async function currentPlanCode(executor: Executor, organisationId: string): Promise<string> {
  const [row] = await executor.read<{ plan_code: string | null }>('org-tier', { organisationId });
  if (!row) throw notFound('Organisation', { id: organisationId });
  return row.plan_code ?? 'discovery';
}

export function listRoles(
  executor: Executor,
  filter: NameFilter,
  pagination: Pagination,
): Promise<Page<Role>> {
  return readPage(executor, 'role-list', filterParams(filter), pagination);
}

export async function getRole(executor: Executor, roleId: string): Promise<Role> {
  const [row] = await executor.read<{ role: Role }>('role-get', { roleId });
  if (!row) throw notFound('Role', { id: roleId });
  return row.role;
}

/**
 * Role names (or ids) to their canonical names and the OR of their permission bits; an unknown role
 * is a 400 naming it.
 */
export async function resolveRoles(
  executor: Executor,
  roles: string[],
): Promise<{ names: string[]; permissions: number }> {
  const wanted = [...new Set(roles)];
  const found = await executor.read<{ id: string; name: string; permissions: number }>('role-resolve', {
    roles: wanted,
  });
  const unknown = wanted.filter((role) => !found.some((r) => r.name === role || r.id === role));
  if (unknown.length > 0) {
    throw new AppError('validation_error', `Unknown role: ${unknown.join(', ')}`, {
      fields: unknown.map((role) => ({ field: 'body.roles', message: `${role} is not a role` })),
    });
  }
  return {
    names: [...new Set(found.map((r) => r.name))].sort(),
    permissions: found.reduce((all, role) => all | role.permissions, 0),
  };
}
