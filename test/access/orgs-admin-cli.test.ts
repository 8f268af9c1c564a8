// The operator CLI (scripts/admin.ts) against the suite's Neo4j: the first organisation, user and key
// without the API, and the key then works against the API.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, suiteNeo4j, type TestContext } from '../helpers.ts';

const ADMIN = join(import.meta.dirname, '..', '..', 'scripts', 'admin.ts');
let ctx: TestContext;

async function admin(...args: string[]) {
  const neo4j = suiteNeo4j();
  const { stdout, stderr } = await promisify(execFile)(process.execPath, [ADMIN, ...args], {
    env: {
      PATH: process.env['PATH'] ?? '',
      NEO4J_URI: neo4j.uri,
      NEO4J_USERNAME: neo4j.username,
      NEO4J_PASSWORD: neo4j.password,
    },
  });
  return { out: JSON.parse(stdout), stderr };
}

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('npm run admin', () => {
  it('creates an organisation, an admin and a key that the API accepts', async () => {
    const name = `CLI org ${randomUUID()}`;
    const { out: organisation } = await admin('create-organisation', '--name', name);
    expect(organisation).toMatchObject({ name, id: expect.any(String) });
    const email = `cli-${randomUUID()}@example.test`;
    const { out: user } = await admin(
      'create-user',
      '--organisation',
      organisation.id,
      '--email',
      email,
      '--name',
      'CLI Admin',
      '--password',
      'password-from-cli',
      '--roles',
      'admin',
    );
    expect(user).toMatchObject({ email, roles: ['admin'], permissions: 255 });
    expect(JSON.stringify(user)).not.toMatch(/password/);
    const { out: key, stderr } = await admin(
      'create-key',
      '--user',
      user.id,
      '--name',
      'ci',
      '--permissions',
      '16',
    );
    expect(key.key).toMatch(/^sg_live_/);
    expect(stderr).toMatch(/shown once/);

    const response = await ctx.app.inject({
      method: 'GET',
      url: '/v1/organisations',
      headers: { 'x-api-key': key.key },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()['hydra:member'][0].id).toBe(organisation.id);

    const { out: all } = await admin('list-organisations');
    expect(all.map((o: { id: string }) => o.id)).toContain(organisation.id);

    // And the operator can delete it all again (another process: the key lookup cache is not its own,
    // so the refusal comes once the cached lookup expires).
    const { out: deleted } = await admin('delete-organisation', '--organisation', organisation.id);
    expect(deleted.organisation).toBe(organisation.id);
    expect(deleted.deleted_nodes).toBeGreaterThanOrEqual(3); // the organisation, its user and key
    const { out: after } = await admin('list-organisations');
    expect(after.map((o: { id: string }) => o.id)).not.toContain(organisation.id);
  });

  it("sets an organisation's plan with a reason, kept in the plan history", async () => {
    const { out: organisation } = await admin('create-organisation', '--name', `Plan ${randomUUID()}`);
    const { out: plan } = await admin(
      'set-plan',
      '--organisation',
      organisation.id,
      '--plan',
      'builder',
      '--reason',
      'signed order 2026-117',
    );
    expect(plan).toMatchObject({ plan_code: 'builder', source: 'operator', reason: 'signed order 2026-117' });
    const [row] = await ctx.executor.runStatement<{ plans: string[] }>(
      `MATCH (:Organisation {id: $id})-[:HAS_PLAN]->(op:OrganisationPlan) WHERE op.ended_at IS NULL
       RETURN collect(op.plan_code) AS plans`,
      { id: organisation.id },
    );
    expect(row!.plans).toEqual(['builder']);
    await expect(
      admin('set-plan', '--organisation', organisation.id, '--plan', 'gold', '--reason', 'x'),
    ).rejects.toThrow();
    await admin('delete-organisation', '--organisation', organisation.id);
  });

  it('refuses a key beyond the user’s permissions and usage errors', async () => {
    const { out: organisation } = await admin('create-organisation', '--name', `CLI ${randomUUID()}`);
    const { out: viewer } = await admin(
      ...['create-user', '--organisation', organisation.id, '--email', `v-${randomUUID()}@example.test`],
      ...['--name', 'Viewer', '--password', 'password-viewer', '--roles', 'viewer'],
    );
    await expect(
      admin('create-key', '--user', viewer.id, '--name', 'x', '--permissions', '255'),
    ).rejects.toThrow(/forbidden/);
    await expect(admin('create-user', '--organisation', organisation.id)).rejects.toMatchObject({ code: 2 });
  });
});
