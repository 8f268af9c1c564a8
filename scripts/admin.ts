// `npm run admin -- <command>`: operator commands for identity, through the same services as the API.
//   npm run admin -- create-organisation --name "Acme"
//   npm run admin -- create-user --organisation <id> --email ada@acme.test --name "Ada" --password '...' --roles admin
//   npm run admin -- create-key --user <id> --name "ci" --permissions 255 [--expires 2027-01-01]
//   npm run admin -- list-organisations
//   npm run admin -- delete-organisation --organisation <id>   (irreversible: everything of it goes)
//   npm run admin -- set-plan --organisation <id> --plan scale --reason "contract 2026-117"   (kept in the plan history)
// Neo4j: NEO4J_URI/NEO4J_USERNAME/NEO4J_PASSWORD, else the same choice as `npm start` (scripts/neo4j/resolve.ts).
// Prints JSON; create-key prints the plaintext key once (it is not stored). Exit 2 on usage errors, 1 on failure.
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { operatorPlanChange, PLAN_CODES } from '../src/access/billing/plans.ts';
import {
  createOrganisation,
  deleteOrganisation,
  listOrganisations,
} from '../src/access/identity/organisations.ts';
import { createUser, findPrincipal } from '../src/access/identity/users.ts';
import { createApiKeyService } from '../src/access/keys/keys.ts';
import { openGraph } from '../src/db/executor.ts';
import { AppError } from '../src/http/errors.ts';
import { resolveNeo4j } from './neo4j/resolve.ts';

const usage = `usage: npm run admin -- create-organisation --name <name> [--description <text>]
       npm run admin -- create-user --organisation <id> --email <email> --name <name> --password <password> --roles admin[,member]
       npm run admin -- create-key --user <id> --name <name> --permissions <bits> [--expires <ISO 8601 date>]
       npm run admin -- list-organisations
       npm run admin -- delete-organisation --organisation <id>   (irreversible)
       npm run admin -- set-plan --organisation <id> --plan <code> --reason <why>   (kept in the plan history)
  permissions are the bit-flags of GET /v1/roles (255: everything); a key expires in one year unless --expires is given`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    description: { type: 'string' },
    organisation: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    roles: { type: 'string' },
    user: { type: 'string' },
    permissions: { type: 'string' },
    expires: { type: 'string' },
    plan: { type: 'string' },
    reason: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
const [command] = positionals;

function required(...names: (keyof typeof values)[]) {
  const missing = names.filter((name) => !values[name]);
  if (missing.length > 0) {
    console.error(`${command}: missing ${missing.map((name) => `--${name}`).join(', ')}\n${usage}`);
    process.exit(2);
  }
}

const commands = [
  'create-organisation',
  'create-user',
  'create-key',
  'list-organisations',
  'delete-organisation',
  'set-plan',
];
if (values.help || !command || !commands.includes(command)) {
  if (command && !values.help) console.error(`unknown command ${command}`);
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}
if (command === 'create-organisation') required('name');
if (command === 'create-user') required('organisation', 'email', 'name', 'password', 'roles');
if (command === 'create-key') required('user', 'name', 'permissions');
if (command === 'delete-organisation') required('organisation');
if (command === 'set-plan') required('organisation', 'plan', 'reason');
if (command === 'set-plan' && !(PLAN_CODES as readonly string[]).includes(values.plan ?? '')) {
  console.error(`--plan must be one of ${PLAN_CODES.join(', ')}`);
  process.exit(2);
}
if (command === 'create-key' && !/^\d+$/.test(values.permissions ?? '')) {
  console.error('--permissions must be a non-negative integer (bit-flags)');
  process.exit(2);
}

const target = await resolveNeo4j({ purpose: 'service' });
const graph = await openGraph(
  { ...target, database: process.env['NEO4J_DATABASE'] || undefined },
  // Logs go to stderr, so stdout stays the JSON answer.
  { logger: pino({ level: 'warn' }, pino.destination(2)), migrate: true },
);
const { executor } = graph;
const print = (value: unknown) => console.log(JSON.stringify(value, null, 2));

try {
  if (command === 'create-organisation') {
    print(
      await createOrganisation(executor, { name: values.name as string, description: values.description }),
    );
  } else if (command === 'create-user') {
    print(
      await createUser(executor, values.organisation as string, {
        email: values.email as string,
        name: values.name as string,
        password: values.password as string,
        roles: (values.roles as string).split(',').map((role) => role.trim()),
      }),
    );
  } else if (command === 'create-key') {
    const owner = await findPrincipal(executor, values.user as string);
    if (!owner) throw new AppError('not_found', `User ${values.user} was not found`);
    const expires = values.expires ?? new Date(Date.now() + 365 * 24 * 3600_000).toISOString();
    const created = await createApiKeyService(executor).create(owner.id, {
      name: values.name as string,
      expiration_date: expires,
      permissions: Number(values.permissions),
      organisation_id: owner.organisation_id,
    });
    print(created);
    console.error('\nThe key above is shown once and not stored: keep it now (send it as x-api-key).');
  } else if (command === 'set-plan') {
    print(
      await operatorPlanChange(
        executor,
        values.organisation as string,
        values.plan as string,
        values.reason as string,
      ),
    );
  } else if (command === 'delete-organisation') {
    const { deleted } = await deleteOrganisation(executor, values.organisation as string);
    print({ organisation: values.organisation, deleted_nodes: deleted });
  } else {
    const all = [];
    for (let page = 1; ; page++) {
      const batch = await listOrganisations(executor, null, {}, { page, itemsPerPage: 1000 });
      all.push(...batch.members);
      if (all.length >= batch.total || batch.members.length === 0) break;
    }
    print(all);
  }
} catch (error) {
  console.error(error instanceof AppError ? `${error.code}: ${error.message}` : error);
  process.exitCode = 1;
} finally {
  await graph.close();
  await target.stop();
}
