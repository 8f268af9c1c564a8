// Users of an organisation: create (with a scrypt password hash and permissions derived from their
// roles), read, replace, delete (with their keys and sessions), list. Hashes never leave this module.
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/executor.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Page, Pagination } from '../../http/hydra.ts';
import { withinPermissions } from '../caller.ts';
import { resolveRoles } from './organisations.ts';
import { readPage, type SortDirection } from './pages.ts';
import { hashPassword } from './passwords.ts';

export interface User {
  id: string;
  organisation_id: string;
  email: string;
  name: string;
  roles: string[];
  permissions: number;
  created_at: string;
  updated_at: string;
}

export interface UserInput {
  email: string;
  name: string;
  roles: string[];
  /** Required on create; on replace, absent keeps the current password. */
  password?: string | undefined;
}

export type UserPrincipal = {
  id: string;
  organisation_id: string;
  permissions: number;
};

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Roles to names and bits; `grantor` (the caller's permissions, absent for the master key and the
 * operator CLI) bounds them, so no one hands out rights they do not hold.
 */
async function rolesFor(executor: Executor, roles: string[], grantor: number | undefined) {
  const resolved = await resolveRoles(executor, roles);
  if (grantor !== undefined && !withinPermissions(resolved.permissions, grantor)) {
    throw new AppError('forbidden', 'These roles grant permissions you do not hold yourself');
  }
  return resolved;
}

export async function createUser(
  executor: Executor,
  organisationId: string,
  input: UserInput,
  grantor?: number,
): Promise<User> {
  if (!input.password) throw new AppError('validation_error', 'A password is required');
  const roles = await rolesFor(executor, input.roles, grantor);
  const [row] = await executor.write<{ user: User }>('user-create', {
    organisationId,
    id: randomUUID(),
    email: normaliseEmail(input.email),
    name: input.name,
    passwordHash: await hashPassword(input.password),
    roles: roles.names,
    permissions: roles.permissions,
  });
  if (!row) throw notFound('Organisation', { id: organisationId });
  return row.user;
}

export async function getUser(executor: Executor, organisationId: string, userId: string): Promise<User> {
  const [row] = await executor.read<{ user: User }>('user-get', { organisationId, userId });
  if (!row) throw notFound('User', { id: userId });
  return row.user;
}

export async function updateUser(
  executor: Executor,
  organisationId: string,
  userId: string,
  input: UserInput,
  grantor?: number,
): Promise<User> {
  const roles = await rolesFor(executor, input.roles, grantor);
  const [row] = await executor.write<{ user: User }>('user-update', {
    organisationId,
    userId,
    email: normaliseEmail(input.email),
    name: input.name,
    roles: roles.names,
    permissions: roles.permissions,
    passwordHash: input.password ? await hashPassword(input.password) : null,
  });
  if (!row) throw notFound('User', { id: userId });
  return row.user;
}

/**
 * Where other resources name users (the management resource table's references, given by app.ts so that
 * access does not depend on management): the nodes deleting a user deletes, and the fields it clears.
 */
export interface UserReferences {
  delete: { label: string; field: string }[];
  clear: { label: string; field: string }[];
}

declare module 'fastify' {
  interface FastifyInstance {
    userReferences: UserReferences;
  }
}

/** Deletes the user with its keys and refresh tokens; returns the ids of the deleted keys. */
export async function deleteUser(
  executor: Executor,
  organisationId: string,
  userId: string,
  references: UserReferences,
): Promise<string[]> {
  const [row] = await executor.write<{ key_ids: string[] }>('user-delete', {
    organisationId,
    userId,
    deleteReferences: references.delete,
    clearReferences: references.clear,
  });
  if (!row) throw notFound('User', { id: userId });
  return row.key_ids;
}

export function listUsers(
  executor: Executor,
  organisationId: string,
  filter: { name?: string | undefined; email?: string | undefined; direction?: SortDirection | undefined },
  pagination: Pagination,
): Promise<Page<User>> {
  return readPage(
    executor,
    'user-list',
    {
      organisationId,
      name: filter.name ?? null,
      email: filter.email ?? null,
      direction: filter.direction ?? 'asc',
    },
    pagination,
  );
}

/** A user's organisation and current permissions, or null when the user no longer exists. */
export async function findPrincipal(executor: Executor, userId: string): Promise<UserPrincipal | null> {
  const [row] = await executor.read<UserPrincipal>('user-principal', { userId });
  return row ?? null;
}
