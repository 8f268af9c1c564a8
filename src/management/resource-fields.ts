// The building blocks of the management resource table (resources.ts): field schemas, the permissions
// of a management resource, and the path families resources live under.
import Type, { type TSchema } from 'typebox';
import { Permission } from '../access/rules.ts';

export const MANAGE = { read: Permission.MANAGEMENT_READ, write: Permission.MANAGEMENT_WRITE };

// Field atoms.
export const name = (description = 'Name') => Type.String({ minLength: 1, maxLength: 200, description });
export const text = (description: string, maxLength = 5000) => Type.String({ maxLength, description });
export const date = (description: string) =>
  Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}',
    maxLength: 40,
    description: `${description}: ISO 8601 date (YYYY-MM-DD) or date-time`,
  });
export const url = (description = 'Web address') => Type.String({ maxLength: 2000, description });
export const words = (description: string) =>
  Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 200, description });
export const object = (description: string) => Type.Object({}, { additionalProperties: true, description });
export const id = (description: string) =>
  Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$', description });
export const oneOf = (values: string[], description: string) => Type.Enum(values, { description }) as TSchema;

export const skillIds = words('Skills, as graph concept ids (e.g. an ESCO skill UUID or rome-<code OGR>)');

export const organisationPath = (segment: string) => `/v1/organisations/{organisationId}/${segment}`;
export const orgUserPath = (segment: string) =>
  `/v1/organisations/{organisationId}/users/{userId}/${segment}`;
export const selfPath = (segment: string) => `/v1/users/{userId}/${segment}`;
