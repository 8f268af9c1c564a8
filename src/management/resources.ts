// The management resources (spec 2.2, 2.4, 4.2, 4.3, 4.6), one row each: owner, paths, body fields,
// filters, ordering, operations, permissions and references to check. Generic CRUD (crud.ts) and the
// generated Cypher (cypher/generated/, `node scripts/generate-crud-cypher.ts`) come from this table.
// Where the spec shows no fields, they follow what HR tools and JSON Resume use.
import type { ResourceDefinition } from './definition.ts';
import { PROFILE_RESOURCES } from './resources-profile.ts';
import { TALENT_RESOURCES } from './resources-talent.ts';

export const RESOURCES: readonly ResourceDefinition[] = [...TALENT_RESOURCES, ...PROFILE_RESOURCES];

/** A row by name; throws for an unknown one (a programming error). */
export function resourceNamed(name: string): ResourceDefinition {
  const row = RESOURCES.find((r) => r.name === name);
  if (!row) throw new Error(`No management resource named ${name}`);
  return row;
}
