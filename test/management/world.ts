// Fixtures of the management suites: graph concepts with unique ids (so Career and profile references
// resolve on a database without the bundled data), a tenant's owners (team, project, career, offer,
// course) made through the real API, and sample bodies derived from the resource table.
import { randomUUID } from 'node:crypto';
import type { TSchema } from 'typebox';
import { familyPath, type ResourceDefinition } from '../../src/management/definition.ts';
import { RESOURCES, resourceNamed } from '../../src/management/resources.ts';
import { createTenant, type Tenant, type TestContext } from '../helpers.ts';

export interface Concepts {
  sectorId: string;
  occupationId: string;
  skillId: string;
}

/** A Sector, an Occupation and a Skill through the loaders' own query, with ids no one else uses. */
export async function createConcepts(ctx: TestContext): Promise<Concepts> {
  const unique = randomUUID();
  const concepts = {
    sectorId: `test-sector-${unique}`,
    occupationId: `test-occupation-${unique}`,
    skillId: `test-skill-${unique}`,
  };
  await ctx.executor.write('seed-concepts', {
    rows: [
      {
        id: concepts.sectorId,
        kind: 'Sector',
        props: { label_fr: 'Secteur de test', label_en: 'Test sector' },
      },
      {
        id: concepts.occupationId,
        kind: 'Occupation',
        props: { label_fr: 'Métier de test', label_en: 'Test job' },
      },
      {
        id: concepts.skillId,
        kind: 'Skill',
        props: { label_fr: 'Compétence de test', label_en: 'Test skill' },
      },
    ],
    framework: 'TEST',
    run: `test-${unique}`,
    version: 'test',
  });
  return concepts;
}

/** Removes what a file made: its concepts, and the management nodes of its organisations. */
export async function removeData(ctx: TestContext, concepts: Concepts, organisationIds: string[]) {
  await ctx.executor.runStatement('MATCH (c:Concept) WHERE c.id IN $ids DETACH DELETE c', {
    ids: [concepts.sectorId, concepts.occupationId, concepts.skillId],
  });
  await ctx.executor.runStatement(
    `MATCH (n) WHERE n.organisation_id IN $organisationIds AND any(label IN labels(n) WHERE label IN $labels)
     DETACH DELETE n`,
    { organisationIds, labels: RESOURCES.map((row) => row.name) },
  );
}

/** A tenant with one of each owner a resource can hang under; `params` fills any path template. */
export interface World {
  tenant: Tenant;
  concepts: Concepts;
  params: Record<string, string>;
}

export function caller(ctx: TestContext) {
  return async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => {
    const response = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return {
      status: response.statusCode,
      body: response.body ? response.json() : undefined,
      headers: response.headers,
    };
  };
}

export const fill = (template: string, params: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no fixture for {${name}}`);
    return encodeURIComponent(value);
  });

export async function createWorld(ctx: TestContext, concepts: Concepts): Promise<World> {
  const call = caller(ctx);
  const tenant = await createTenant(ctx);
  const params: Record<string, string> = { organisationId: tenant.organisationId, userId: tenant.userId };
  const world = { tenant, concepts, params };
  const made = async (url: string, payload: object) => {
    const response = await call('POST', url, tenant.headers, payload);
    if (response.status !== 201)
      throw new Error(`fixture ${url}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.id as string;
  };
  params['teamId'] = await made(fill('/v1/organisations/{organisationId}/teams', params), { name: 'Team' });
  for (const [name, param] of [
    ['Career', 'careerId'],
    ['Project', 'projectId'],
    ['Offer', 'offerId'],
    ['Course', 'courseId'],
  ] as const) {
    const row = resourceNamed(name);
    params[param] = await made(fill(row.path, params), sampleBody(row, world, 0));
  }
  return world;
}

export const collectionUrl = (
  row: ResourceDefinition,
  world: World,
  family: 'organisation' | 'self' = 'organisation',
) => fill(familyPath(row, family) as string, world.params);

/** A sample value of a field's schema; `seed` varies it so items differ and sort by seed. */
export function sampleValue(schema: TSchema, field: string, seed: number, marker: string): unknown {
  const s = schema as {
    type?: string;
    enum?: string[];
    pattern?: string;
    anyOf?: TSchema[];
    items?: { type?: string; anyOf?: unknown[] };
    maxLength?: number;
  };
  if (s.anyOf) return sampleValue(s.anyOf[0] as TSchema, field, seed, marker);
  if (s.enum) return s.enum[seed % s.enum.length];
  switch (s.type) {
    case 'string':
      if (s.pattern?.startsWith('^\\d{4}')) return `20${10 + seed}-0${(seed % 9) + 1}-15`;
      return `${field} ${seed} ${marker}`.slice(0, s.maxLength ?? 200);
    case 'number':
    case 'integer':
      return seed;
    case 'boolean':
      return seed % 2 === 0;
    case 'object':
      return { note: `${field} ${seed}` };
    case 'array':
      return s.items?.type === 'string'
        ? [`${field} ${seed}`]
        : [{ skill_uuid: `skill-${seed}`, level: seed }];
    default:
      return `${field} ${seed}`;
  }
}

/** A full valid body: every field, references naming the world's concepts and user. */
export function sampleBody(row: ResourceDefinition, world: World, seed: number, marker = 'sample') {
  const references = new Map((row.references ?? []).map((r) => [r.field, r.kind]));
  const lists = new Set((row.references ?? []).filter((r) => r.many).map((r) => r.field));
  const body: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(row.fields)) {
    const kind = references.get(field);
    if (lists.has(field)) {
      body[field] = [world.concepts.skillId];
      continue;
    }
    body[field] =
      kind === 'Sector'
        ? world.concepts.sectorId
        : kind === 'Occupation'
          ? world.concepts.occupationId
          : kind === 'Skill'
            ? world.concepts.skillId
            : kind === 'User'
              ? world.tenant.userId
              : sampleValue(schema, field, seed, marker);
  }
  return body;
}
