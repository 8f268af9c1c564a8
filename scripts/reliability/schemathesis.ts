// Reliability harness, schemathesis part: property-based conformance testing of both OpenAPI documents
// (skills-graph API and management API) against a real service with real credentials.
//
//   scripts/reliability/schemathesis.sh                 # CI mode: starts the service on NEO4J_URI
//   scripts/reliability/schemathesis.sh --deep          # more examples, stateful phase too
//   scripts/reliability/schemathesis.sh --url http://127.0.0.1:8080   # a running service (MASTER_API_KEY set)
//
// Steps: start `node src/main.ts` on a free port (unless --url), create a fresh organisation on the
// unlimited plan, an admin user, a Bearer token and an API key with every permission, through the
// master key (plus two member users that the management routes' {userId} point at; see configFile);
// run `st run` once per document with the checks below (auth per operation: st_hooks.py); summarise the NDJSON event streams
// into out/<run>/summary.{json,md} (also copied to out/summary.{json,md}); delete the organisation;
// stop the service. Exit code: 0 no failure, 1 failures, 2 the harness itself failed.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { copyFile, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const st = process.env['SCHEMATHESIS_BIN'] ?? join(root, '.tools/python/bin/st');

const CHECKS = [
  'not_a_server_error',
  // Schema-valid requests must be accepted (2xx, or 401/403/404/409/429): the documents are as strict
  // as the validation, except for the rules no schema can state (SEMANTIC_REFUSALS below).
  'positive_data_acceptance',
  'status_code_conformance',
  'content_type_conformance',
  'response_schema_conformance',
  'response_headers_conformance',
];
const GROUPS = ['graph', 'management'] as const;
type Group = (typeof GROUPS)[number];

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    deep: { type: 'boolean', default: false },
    'max-examples': { type: 'string' },
    phases: { type: 'string' },
    group: { type: 'string', default: 'both' },
    seed: { type: 'string' },
    'management-auth': { type: 'string', default: 'bearer' },
    'max-time': { type: 'string' },
    'keep-tenant': { type: 'boolean', default: false },
    checks: { type: 'string' },
    include: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (args.help) {
  process.stdout.write(`Usage: scripts/reliability/schemathesis.sh [options]
  --url URL               test a running service (needs MASTER_API_KEY in the environment);
                          otherwise the service is started on a free port against NEO4J_URI
                          (NEO4J_USERNAME, NEO4J_PASSWORD; default password skillgraph-local-dev)
  --deep                  50 examples per operation and the stateful phase (default: 5, no stateful)
  --max-examples N        examples per operation (overrides the mode's default)
  --phases LIST           schemathesis phases (default examples,coverage,fuzzing; deep adds stateful)
  --group G               graph, management or both (default both)
  --seed N                generation seed (default 1 in CI mode, random with --deep)
  --management-auth A     bearer (default) or key: credential tried first on management routes
  --max-time S            schemathesis time budget per document
  --keep-tenant           keep the organisation created for the run (default: deleted at the end)
  --checks LIST           schemathesis checks (default ${CHECKS.join(',')}); e.g. add
                          positive_data_acceptance to find schemas looser than the validation
  --include REGEX         only the operations whose path matches (st --include-path-regex)
Output: scripts/reliability/out/<run>/ (st logs, JSON/NDJSON/JUnit reports, server.log,
summary.json, summary.md), latest summary also at scripts/reliability/out/summary.{json,md}.
`);
  process.exit(0);
}

const deep = args.deep;
const checks = args.checks ?? CHECKS.join(',');
const maxExamples = Number(args['max-examples'] ?? (deep ? 50 : 5));
const phases = args.phases ?? (deep ? 'examples,coverage,fuzzing,stateful' : 'examples,coverage,fuzzing');
const seed = args.seed ?? (deep ? undefined : '1');
const groups: Group[] = args.group === 'both' ? [...GROUPS] : [args.group as Group];
if (!groups.every((g) => GROUPS.includes(g))) fail(`--group must be graph, management or both`);
if (!['bearer', 'key'].includes(args['management-auth'] ?? ''))
  fail('--management-auth must be bearer or key');
if (!Number.isInteger(maxExamples) || maxExamples < 1) fail('--max-examples must be a positive integer');

const runId = new Date().toISOString().replace(/[:.]/g, '-').replace(/Z$/, '');
const outRoot = join(here, 'out');
const outDir = join(outRoot, runId);
mkdirSync(outDir, { recursive: true });

function fail(message: string): never {
  process.stderr.write(`schemathesis harness: ${message}\n`);
  process.exit(2);
}

function log(message: string) {
  process.stderr.write(`[harness] ${message}\n`);
}

// ---------------------------------------------------------------------------------------------------
// The service

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Service {
  baseUrl: string;
  masterKey: string;
  child?: ChildProcess;
}

async function startService(): Promise<Service> {
  if (args.url) {
    const masterKey = process.env['MASTER_API_KEY'];
    if (!masterKey) fail('--url needs MASTER_API_KEY (the service’s master key) in the environment');
    return { baseUrl: args.url.replace(/\/+$/, ''), masterKey };
  }
  const neo4jUri = process.env['NEO4J_URI'];
  if (!neo4jUri) fail('set NEO4J_URI (e.g. bolt://127.0.0.1:7688) or pass --url of a running service');
  const port = await freePort();
  const masterKey = `st-master-${randomBytes(16).toString('hex')}`;
  // The checkout talks to a payment provider: Stripe's own mock when setup installed it, so the route is
  // exercised instead of answering its documented 503 (no provider) to every case.
  const stripeMock = join(root, '.tools', 'bin', 'stripe-mock');
  const stripe: Record<string, string> = {};
  if (existsSync(stripeMock)) {
    const stripePort = await freePort();
    const mock = spawn(stripeMock, ['-http-port', String(stripePort)], { stdio: 'ignore' });
    process.once('exit', () => mock.kill());
    Object.assign(stripe, {
      STRIPE_SECRET_KEY: 'sk_test_schemathesis',
      STRIPE_WEBHOOK_SECRET: 'whsec_schemathesis',
      STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
    });
  }
  const serverLog = createWriteStream(join(outDir, 'server.log'));
  const child = spawn(process.execPath, [join(root, 'src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development', // dev-checkout (plan switch without payment) is refused in production
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn',
      NEO4J_URI: neo4jUri,
      NEO4J_USERNAME: process.env['NEO4J_USERNAME'] ?? 'neo4j',
      NEO4J_PASSWORD: process.env['NEO4J_PASSWORD'] ?? 'skillgraph-local-dev',
      MASTER_API_KEY: masterKey,
      INTERNAL_TOKEN: `st-internal-${randomBytes(8).toString('hex')}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...stripe,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(serverLog);
  child.stderr?.pipe(serverLog);
  child.once('exit', (code, signal) => {
    serviceExit = { code, signal, at: new Date().toISOString() };
    if (!stoppingService)
      log(
        `the service exited unexpectedly (code ${code}, signal ${signal}) at ${serviceExit.at}; see server.log`,
      );
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  log(`service starting on ${baseUrl} (pid ${child.pid}, log ${relative(root, join(outDir, 'server.log'))})`);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`the service exited with ${child.exitCode}; see server.log`);
    try {
      const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return { baseUrl, masterKey, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  fail('the service did not become healthy within 180 s; see server.log');
}

/** How the started service ended, when it ended before the harness stopped it. */
let serviceExit: { code: number | null; signal: string | null; at: string } | null = null;
let stoppingService = false;

async function stopService(service: Service) {
  stoppingService = true;
  const child = service.child;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------------
// The tenant: organisation (Omni plan), admin user, Bearer token, API key

interface Tenant {
  organisationId: string;
  /** The admin the credentials act for; pinned as {userId} of /v1/users/{userId}/... (self-only routes). */
  userId: string;
  /** A member pinned as {userId} of /v1/organisations/{organisationId}/users/{userId}/... */
  subjectUserId: string;
  /** A member pinned as {userId} of DELETE /v1/organisations/{organisationId}/users/{userId}. */
  victimUserId: string;
  accessToken: string;
  refreshToken: string;
  apiKey: string;
  /** Real concept references for the graph routes' {uri} parameters. */
  skillRefs: string[];
  occupationRefs: string[];
}

async function call(
  baseUrl: string,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

async function createTenant(service: Service): Promise<Tenant> {
  const { baseUrl } = service;
  const master = { 'x-api-key': service.masterKey };
  const unique = randomUUID();
  const organisation = await call(
    baseUrl,
    'POST',
    '/v1/organisations',
    { name: `schemathesis ${runId}` },
    master,
  );
  const organisationId = String(organisation['id']);
  const email = `schemathesis-${unique}@example.test`;
  const password = `st-${randomBytes(18).toString('hex')}`;
  const user = await call(
    baseUrl,
    'POST',
    `/v1/organisations/${organisationId}/users`,
    { email, name: 'Schemathesis harness', password, roles: ['admin'] },
    master,
  );
  const userId = String(user['id']);
  const member = async (name: string) =>
    String(
      (
        await call(
          baseUrl,
          'POST',
          `/v1/organisations/${organisationId}/users`,
          {
            email: `${name}-${unique}@example.test`,
            name,
            password: `st-${randomBytes(18).toString('hex')}`,
            roles: ['member'],
          },
          master,
        )
      )['id'],
    );
  const subjectUserId = await member('schemathesis-subject');
  const victimUserId = await member('schemathesis-victim');
  const login = await call(baseUrl, 'POST', '/auth/login', { email, password }, {});
  const bearer = { authorization: `Bearer ${login['access_token']}` };
  // Unlimited credits and requests, so metering never turns a fuzzed call into a 429.
  try {
    await call(
      baseUrl,
      'POST',
      `/v1/organisations/${organisationId}/organisationPlans/dev-checkout`,
      { plan_code: 'omni' },
      bearer,
    );
  } catch (error) {
    log(
      `warning: could not switch the organisation to the omni plan (${(error as Error).message}); 429s may follow`,
    );
  }
  const key = await call(
    baseUrl,
    'POST',
    `/v1/users/${userId}/apiKeys`,
    {
      name: 'schemathesis',
      permissions: 255,
      organisation_id: organisationId,
      expiration_date: { date: new Date(Date.now() + 7 * 24 * 3600_000).toISOString() },
    },
    bearer,
  );
  // A second login: the first refresh token stays unused, the hooks rotate this one.
  const session = await call(baseUrl, 'POST', '/auth/login', { email, password }, {});
  const apiKey = String(key['key']);
  const refs = async (kind: 'skill' | 'occupation', queries: string[], fallback: string[]) => {
    const found = new Set<string>();
    for (const q of queries) {
      try {
        const answer = await call(
          baseUrl,
          'GET',
          `/v1/search/${kind}?q=${encodeURIComponent(q)}&limit=2`,
          undefined,
          {
            'x-api-key': apiKey,
          },
        );
        for (const item of (answer[`${kind}s`] as { uri?: string; id?: string }[] | undefined) ?? []) {
          if (item.uri) found.add(item.uri);
          if (item.id) found.add(item.id);
        }
      } catch (error) {
        log(`warning: ${kind} search for ${q}: ${(error as Error).message}`);
      }
    }
    return [...found, ...fallback];
  };
  return {
    organisationId,
    userId,
    subjectUserId,
    victimUserId,
    accessToken: String(session['access_token']),
    refreshToken: String(session['refresh_token']),
    apiKey,
    skillRefs: await refs('skill', ['python', 'project management'], []),
    occupationRefs: await refs(
      'occupation',
      ['web developer'],
      ['rome:M1805', 'onet:15-1252.00', 'isco:2512'],
    ),
  };
}

/**
 * schemathesis.toml for one document: real identifiers in the path parameters, so the tests reach past
 * 403/404 into the handlers (graph: real concepts 80% of the time in fuzzing; management: the run's own
 * organisation and users, always).
 */
function configFile(group: Group, tenant: Tenant): string {
  const q = (value: string) => JSON.stringify(value);
  const list = (values: string[]) => `[${values.map(q).join(', ')}]`;
  const lines = [
    '# Generated by scripts/reliability/schemathesis.ts for one run.',
    '',
    // Generated uploads are images, archives and empty PDFs (all refused): real text documents half of
    // the time let the parsers run. Graph routes only: a management entry matching the upload routes
    // would replace their pinned identifiers (the first matching entry's `parameters` win as a whole),
    // and schemathesis sends a bound `files[*]` as a plain field, not a file.
    '[dictionaries.document]',
    `values = ${list(DOCUMENTS)}`,
    '',
  ];
  if (group === 'graph') {
    lines.push(
      '[[operations]]',
      `include-path-regex = ${q('^/v1/parse/')}`,
      `parameters = { "body.file" = { dictionary = "document", probability = 0.5 } }`,
      '',
      `[dictionaries.skill]`,
      `values = ${list(tenant.skillRefs)}`,
      `[dictionaries.occupation]`,
      `values = ${list(tenant.occupationRefs)}`,
      `[dictionaries.concept]`,
      `values = ${list([...tenant.skillRefs, ...tenant.occupationRefs])}`,
      '',
      '[[operations]]',
      `include-path-regex = ${q('^/v1/skills/\\{uri\\}')}`,
      `parameters = { "path.uri" = { dictionary = "skill", probability = 0.8 } }`,
      '',
      '[[operations]]',
      `include-path-regex = ${q('^/v1/occupations/\\{uri\\}')}`,
      `parameters = { "path.uri" = { dictionary = "occupation", probability = 0.8 } }`,
      '',
      '[[operations]]',
      `include-path-regex = ${q('^/v1/(mapping/crosswalk|crosswalk|taxonomy/browse)$')}`,
      `parameters = { "query.uri" = { dictionary = "concept", probability = 0.8 } }`,
      '',
    );
  } else {
    // Fixed values (every phase, including coverage, which ignores dictionaries): random identifiers
    // only ever reach the ownership checks (403 "not yours"), which a few operations still exercise.
    const org = q(tenant.organisationId);
    lines.push(
      '# First match wins: the most specific entries come first.',
      '[[operations]]',
      // One filter key per entry: several include-* keys in one entry are alternatives (OR).
      'include-name = "DELETE /v1/organisations/{organisationId}/users/{userId}"',
      `parameters = { "path.organisationId" = ${org}, "path.userId" = ${q(tenant.victimUserId)} }`,
      '',
      '[[operations]]',
      `include-path-regex = ${q('^/v1/organisations/\\{organisationId\\}/users/\\{userId\\}')}`,
      `parameters = { "path.organisationId" = ${org}, "path.userId" = ${q(tenant.subjectUserId)} }`,
      '',
      '[[operations]]',
      `include-path-regex = ${q('^/v1/organisations/\\{organisationId\\}')}`,
      `parameters = { "path.organisationId" = ${org} }`,
      '',
      '[[operations]]',
      `include-path-regex = ${q('^/v1/users/\\{userId\\}')}`,
      `parameters = { "path.userId" = ${q(tenant.userId)} }`,
      '',
    );
  }
  return `${lines.join('\n')}\n`;
}

async function deleteTenant(service: Service, tenant: Tenant) {
  try {
    await call(service.baseUrl, 'DELETE', `/v1/organisations/${tenant.organisationId}`, undefined, {
      'x-api-key': service.masterKey,
    });
    log(`deleted organisation ${tenant.organisationId}`);
  } catch (error) {
    log(`warning: could not delete organisation ${tenant.organisationId}: ${(error as Error).message}`);
  }
}

// ---------------------------------------------------------------------------------------------------
// schemathesis

/** Plain-text documents the upload routes can read: a CV in English and French, a job offer. */
const DOCUMENTS = [
  'Ada Lovelace\nSoftware engineer\nada@example.test\n\nExperience\n2019-2024 Backend developer, Acme, Paris\n' +
    'Built REST APIs in Python and TypeScript; PostgreSQL, Docker, Kubernetes.\n\nEducation\n' +
    '2014-2019 MSc Computer Science, Sorbonne University\n\nSkills\nPython, project management, SQL\n' +
    'Languages\nEnglish (native), French (fluent)\n',
  'Jean Dupont\nDéveloppeur web\n\nExpérience professionnelle\n2020 - 2024 : Développeur full stack, Société X, Lyon\n' +
    'JavaScript, React, Node.js, gestion de projet\n\nFormation\n2018 : Licence informatique, Université Lyon 1\n',
  'Job offer: Data engineer (permanent contract, full time, Paris, hybrid)\nCompany: Example SA\n' +
    'Requirements: 3 years of experience, Python, SQL, Apache Spark, data modelling.\n' +
    'Nice to have: Kubernetes, Airflow. Salary: 55,000-65,000 EUR per year.\n',
];

const OPENAPI: Record<Group, string> = {
  graph: '/openapi/graph.json',
  management: '/openapi/management.json',
};

async function runSchemathesis(group: Group, service: Service, tenant: Tenant): Promise<number> {
  const reportDir = join(outDir, group);
  mkdirSync(reportDir, { recursive: true });
  const config = join(outDir, `schemathesis-${group}.toml`);
  writeFileSync(config, configFile(group, tenant));
  const stArgs = [
    '--config-file',
    config,
    'run',
    `${service.baseUrl}${OPENAPI[group]}`,
    '--url',
    service.baseUrl,
    '--checks',
    checks,
    '--max-examples',
    String(maxExamples),
    '--phases',
    phases,
    // Keep testing an operation after its first failure, so that every distinct failure shows.
    '--continue-on-failure',
    '--workers',
    '1',
    '--request-timeout',
    '30',
    '--generation-database',
    'none',
    '--no-color',
    // Reports keep generated header values (x-internal-token...) so the curls reproduce; the tenant's
    // own key and token are replaced by $KEY/$TOKEN in the summary, and die with the tenant anyway.
    '--output-sanitize',
    'false',
    '--report',
    'json,ndjson,junit',
    '--report-dir',
    reportDir,
    '--report-json-path',
    join(reportDir, 'report.json'),
    '--report-ndjson-path',
    join(reportDir, 'events.ndjson'),
    '--report-junit-path',
    join(reportDir, 'junit.xml'),
  ];
  if (seed !== undefined) stArgs.push('--seed', seed);
  if (args['max-time']) stArgs.push('--max-time', args['max-time']);
  if (args.include) stArgs.push('--include-path-regex', args.include);
  log(`${group}: st ${stArgs.join(' ')}`);
  const stLog = createWriteStream(join(outDir, `st-${group}.log`));
  const child = spawn(st, stArgs, {
    cwd: outDir,
    env: {
      ...process.env,
      SCHEMATHESIS_HOOKS: join(here, 'st_hooks.py'),
      SG_BASE_URL: service.baseUrl,
      SG_GROUP: group,
      SG_API_KEY: tenant.apiKey,
      SG_ACCESS_TOKEN: tenant.accessToken,
      SG_REFRESH_TOKEN: tenant.refreshToken,
      SG_MANAGEMENT_AUTH: args['management-auth'],
      SG_ORGANISATION_ID: tenant.organisationId,
      SG_DOCUMENTS: JSON.stringify(DOCUMENTS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      stLog.write(chunk);
    });
  }
  return new Promise((r) => child.once('exit', (code) => r(code ?? 2)));
}

// ---------------------------------------------------------------------------------------------------
// Summary from the NDJSON events

interface Interaction {
  request: {
    method: string;
    uri: string;
    headers: Record<string, string[]>;
    body?: { $base64: string } | null;
  };
  response?: {
    status_code: number;
    headers: Record<string, string[]>;
    content?: { $base64: string } | null;
  } | null;
}

interface FailureGroup {
  group: Group;
  check: string;
  operation: string;
  title: string;
  message: string;
  status: number | null;
  count: number;
  caseIds: string[];
  example: {
    phase: string;
    mode: string | null;
    request: string;
    requestBody: string | null;
    responseStatus: number | null;
    responseContentType: string | null;
    responseBody: string | null;
    curl: string;
  };
}

/**
 * 5xx answers the contract requires, counted apart rather than as failures: the spec (SERVICE-SPEC part 4)
 * lists 501 for the parse routes, which this service gives, as `unsupported_format`, to a document in a
 * format it does not read (an image, a Word file). Any other 5xx stays a failure.
 */
const CONTRACTUAL_5XX = [{ status: 501, code: 'unsupported_format' }];

/**
 * 400s to schema-valid requests that no JSON Schema can foresee, counted apart rather than as failures
 * of positive_data_acceptance: each names the field (or the error code) it is about and why. Anything
 * else a schema-valid request is refused for stays a failure (the document must say it).
 */
const SEMANTIC_REFUSALS: { field?: RegExp; code?: string; reason: string }[] = [
  {
    field: /^body\.(job_uuid|skill_uuid|sector_uuid|skills|issuer_id|user_id)$/,
    reason: 'an id that must name an existing concept of the graph, or a user of the organisation',
  },
  { field: /^body\.end_date$/, reason: 'an end date before the start date' },
  { field: /^body\.expiration_date$/, reason: 'an expiration date that is not in the future' },
  { field: /^body\.siret$/, reason: 'a SIRET whose Luhn checksum fails' },
  {
    field: /^body\.(json_resume|nodes)$/,
    reason: 'a string that must hold JSON (spec part 3: these fields are strings)',
  },
  { field: /^headers\.stripe-signature$/, reason: 'a Stripe signature that does not hold' },
  { code: 'unreadable_document', reason: 'bytes that are not a readable document of the declared type' },
];

/** The reason a 400 answer is a semantic refusal, or null. */
function semanticRefusal(status: number | undefined, body: string): string | null {
  if (status !== 400) return null;
  try {
    const error = (
      JSON.parse(body) as { error?: { code?: string; details?: { fields?: { field: string }[] } } }
    ).error;
    const fields = error?.details?.fields?.map((f) => f.field) ?? [];
    for (const rule of SEMANTIC_REFUSALS) {
      if (rule.code && error?.code === rule.code) return rule.reason;
      if (rule.field && fields.length > 0 && fields.every((f) => rule.field!.test(f))) return rule.reason;
    }
  } catch {
    // Not our envelope: a failure.
  }
  return null;
}

interface GroupSummary {
  group: Group;
  /** not_a_server_error cases that were a contractual 5xx (CONTRACTUAL_5XX), by operation. */
  contractual: Record<string, number>;
  /** positive_data_acceptance cases refused for a rule no schema states (SEMANTIC_REFUSALS), by reason. */
  semantic: Record<string, number>;
  stExitCode: number;
  schemathesisVersion: string | null;
  runningTimeSeconds: number | null;
  operations: { total: number; selected: number; tested: number; errored: number; skipped: number } | null;
  testCasesGenerated: number | null;
  casesChecked: number;
  requestsByOperation: Record<string, { cases: number; statuses: Record<string, number> }>;
  checks: Record<string, { passed: number; failed: number }>;
  failures: FailureGroup[];
  errors: unknown[];
  warnings: Record<string, unknown>;
}

const decode = (payload: { $base64: string } | null | undefined) =>
  payload ? Buffer.from(payload.$base64, 'base64') : null;

/** True when the text holds control characters other than tab, newline and carriage return. */
const hasControl = (text: string, allowWhitespace = true) =>
  [...text].some((c) => {
    const code = c.charCodeAt(0);
    if (allowWhitespace && (code === 9 || code === 10 || code === 13)) return false;
    return code < 32 || code === 127 || code === 0xfffd;
  });

const printable = (buffer: Buffer | null, limit = 600): string | null => {
  if (!buffer) return null;
  const text = buffer.toString('utf8');
  const shown = hasControl(text) ? `<${buffer.length} bytes, binary>` : text;
  return shown.length > limit ? `${shown.slice(0, limit)}… (${buffer.length} bytes)` : shown;
};

const escapeChar = (c: string) => {
  const code = c.charCodeAt(0);
  if (c === '\\') return '\\\\';
  if (c === "'") return "\\'";
  if (c === '\n') return '\\n';
  if (c === '\r') return '\\r';
  if (c === '\t') return '\\t';
  if (code < 32 || code === 127) return `\\x${code.toString(16).padStart(2, '0')}`;
  return c;
};

const shellQuote = (text: string) =>
  /^[\w@%+=:,./-]*$/.test(text) ? text : `$'${[...text].map(escapeChar).join('')}'`;

function curlOf(interaction: Interaction, baseUrl: string, bodyFile: string, apiKey: string): string {
  const { request } = interaction;
  const parts = ['curl', '-sS', '-i', '-X', request.method];
  for (const [name, values] of Object.entries(request.headers ?? {})) {
    for (const value of values) {
      const lower = name.toLowerCase();
      if (lower === 'x-api-key' && (value === '[Filtered]' || value === apiKey))
        parts.push('-H', '"x-api-key: $KEY"');
      else if (lower === 'authorization' && (value === '[Filtered]' || /^bearer eyJ/i.test(value)))
        parts.push('-H', '"authorization: Bearer $TOKEN"');
      else if (
        [
          'user-agent',
          'accept-encoding',
          'connection',
          'content-length',
          'x-schemathesis-testcaseid',
        ].includes(lower)
      )
        continue;
      else parts.push('-H', shellQuote(`${name}: ${value}`));
    }
  }
  const body = decode(request.body);
  if (body && body.length > 0) {
    const text = body.toString('utf8');
    if (body.length <= 2000 && !hasControl(text)) parts.push('--data-binary', shellQuote(text));
    else {
      writeFileSync(bodyFile, body);
      parts.push('--data-binary', `@${relative(root, bodyFile)}`);
    }
  }
  const url = request.uri.startsWith(baseUrl)
    ? `"$B${request.uri.slice(baseUrl.length)}"`
    : shellQuote(request.uri);
  parts.push(url);
  return parts.join(' ');
}

const firstLine = (text: string) => (text.split('\n').find((l) => l.trim()) ?? '').trim().slice(0, 300);

async function summarise(
  group: Group,
  exitCode: number,
  baseUrl: string,
  apiKey: string,
): Promise<GroupSummary> {
  const reportDir = join(outDir, group);
  const bodiesDir = join(reportDir, 'bodies');
  const summary: GroupSummary = {
    group,
    stExitCode: exitCode,
    schemathesisVersion: null,
    runningTimeSeconds: null,
    operations: null,
    testCasesGenerated: null,
    casesChecked: 0,
    requestsByOperation: {},
    checks: {},
    failures: [],
    errors: [],
    warnings: {},
    contractual: {},
    semantic: {},
  };
  const reportPath = join(reportDir, 'report.json');
  if (existsSync(reportPath)) {
    try {
      const report = JSON.parse(await readFile(reportPath, 'utf8'));
      summary.schemathesisVersion = report.schemathesis_version ?? null;
      summary.runningTimeSeconds = report.running_time ?? null;
      summary.operations = report.operations ?? null;
      summary.testCasesGenerated = report.test_cases?.generated ?? null;
      summary.errors = report.errors ?? [];
      summary.warnings = Object.fromEntries(
        Object.entries(report.warnings ?? {}).filter(([, v]) => Array.isArray(v) && v.length > 0),
      );
    } catch (error) {
      log(`warning: unreadable ${reportPath}: ${(error as Error).message}`);
    }
  }
  const eventsPath = join(reportDir, 'events.ndjson');
  if (!existsSync(eventsPath)) return summary;
  const groups = new Map<string, FailureGroup>();
  const seenCases = new Set<string>();
  const lines = createInterface({ input: createReadStream(eventsPath), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.startsWith('{"ScenarioFinished"')) continue;
    const event = JSON.parse(line).ScenarioFinished;
    const recorder = event.recorder ?? {};
    const operation: string = recorder.label ?? '?';
    const interactions: Record<string, Interaction> = recorder.interactions ?? {};
    const cases: Record<string, { value?: { meta?: { generation?: { mode?: string } } } }> =
      recorder.cases ?? {};
    for (const [caseId, checks] of Object.entries(
      (recorder.checks ?? {}) as Record<string, { name: string; status: string; failure_info?: unknown }[]>,
    )) {
      const interaction = interactions[caseId];
      const key = `${operation}#${caseId}`;
      if (!seenCases.has(key)) {
        seenCases.add(key);
        summary.casesChecked++;
        const stats = summary.requestsByOperation[operation] ?? { cases: 0, statuses: {} };
        summary.requestsByOperation[operation] = stats;
        stats.cases++;
        const status = String(interaction?.response?.status_code ?? 'no response');
        stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
      }
      for (const check of checks) {
        const tally = summary.checks[check.name] ?? { passed: 0, failed: 0 };
        summary.checks[check.name] = tally;
        if (check.status === 'success') {
          tally.passed++;
          continue;
        }
        if (check.status !== 'failure') continue;
        const answered = interaction?.response?.status_code;
        const body = printable(decode(interaction?.response?.content), 4000) ?? '';
        if (
          check.name === 'not_a_server_error' &&
          CONTRACTUAL_5XX.some((c) => c.status === answered && body.includes(`"code":"${c.code}"`))
        ) {
          tally.passed++;
          summary.contractual[operation] = (summary.contractual[operation] ?? 0) + 1;
          continue;
        }
        const refusal = check.name === 'positive_data_acceptance' ? semanticRefusal(answered, body) : null;
        if (refusal) {
          tally.passed++;
          summary.semantic[`${operation}: ${refusal}`] =
            (summary.semantic[`${operation}: ${refusal}`] ?? 0) + 1;
          continue;
        }
        tally.failed++;
        const failure =
          (check.failure_info as { failure?: Record<string, unknown> } | undefined)?.failure ?? {};
        const title = String(failure['title'] ?? check.name);
        const message = String(failure['message'] ?? '');
        const status = interaction?.response?.status_code ?? null;
        const id = [check.name, operation, title, status, firstLine(message)].join('|');
        const existing = groups.get(id);
        if (existing) {
          existing.count++;
          if (existing.caseIds.length < 5) existing.caseIds.push(caseId);
          continue;
        }
        const responseHeaders = interaction?.response?.headers ?? {};
        const contentType =
          Object.entries(responseHeaders).find(([n]) => n.toLowerCase() === 'content-type')?.[1]?.[0] ?? null;
        mkdirSync(bodiesDir, { recursive: true });
        groups.set(id, {
          group,
          check: check.name,
          operation,
          title,
          message: message.slice(0, 4000),
          status,
          count: 1,
          caseIds: [caseId],
          example: {
            phase: String(event.phase ?? ''),
            mode: cases[caseId]?.value?.meta?.generation?.mode ?? null,
            request: interaction ? `${interaction.request.method} ${interaction.request.uri}` : operation,
            requestBody: printable(decode(interaction?.request.body)),
            responseStatus: status,
            responseContentType: contentType,
            responseBody: printable(decode(interaction?.response?.content), 1200),
            curl: interaction ? curlOf(interaction, baseUrl, join(bodiesDir, `${caseId}.bin`), apiKey) : '',
          },
        });
      }
    }
  }
  summary.failures = [...groups.values()].sort(
    (a, b) => a.check.localeCompare(b.check) || a.operation.localeCompare(b.operation),
  );
  return summary;
}

function markdown(result: RunSummary): string {
  const lines: string[] = [];
  lines.push(`# schemathesis run ${result.runId}`, '');
  lines.push(
    `Commit ${result.git.head?.slice(0, 12) ?? '?'}${result.git.dirty ? ' with uncommitted changes in src/cypher' : ''}; ` +
      `schemathesis ${result.schemathesisVersion ?? '?'}; mode ${result.mode}; max examples ${result.maxExamples}; ` +
      `phases ${result.phases}; seed ${result.seed ?? 'random'}; checks ${checks.split(',').join(', ')}; ` +
      `${result.wallSeconds.toFixed(0)} s wall time.`,
    '',
  );
  if (result.serviceExitedEarly)
    lines.push(
      `**The service died during the run** (code ${result.serviceExitedEarly.code}, signal ` +
        `${result.serviceExitedEarly.signal}, at ${result.serviceExitedEarly.at}): later operations were not tested.`,
      '',
    );
  lines.push(
    '| Document | Operations tested | Test cases generated | Cases checked | Failures (distinct) | Time |',
  );
  lines.push('|---|---|---|---|---|---|');
  for (const g of result.groups) {
    lines.push(
      `| ${g.group} | ${g.operations?.tested ?? '?'}/${g.operations?.total ?? '?'} | ${g.testCasesGenerated ?? '?'} | ` +
        `${g.casesChecked} | ${g.failures.reduce((n, f) => n + f.count, 0)} (${g.failures.length}) | ` +
        `${g.runningTimeSeconds?.toFixed(0) ?? '?'} s |`,
    );
  }
  lines.push('', '## Checks', '', '| Document | Check | Passed | Failed |', '|---|---|---|---|');
  for (const g of result.groups)
    for (const [name, tally] of Object.entries(g.checks))
      lines.push(`| ${g.group} | ${name} | ${tally.passed} | ${tally.failed} |`);
  const contractual = result.groups.flatMap((g) =>
    Object.entries(g.contractual).map(([op, n]) => `${op} (${g.group}): ${n}`),
  );
  if (contractual.length > 0)
    lines.push(
      '',
      `Contractual 5xx, counted as passed: 501 \`unsupported_format\` for documents in formats the parsers do not read (spec part 4 lists 501 for the parse routes): ${contractual.join('; ')}.`,
    );
  const semantic = result.groups.flatMap((g) =>
    Object.entries(g.semantic).map(([what, n]) => `${what} (${g.group}, ${n})`),
  );
  if (semantic.length > 0)
    lines.push(
      '',
      `Semantic refusals, counted as passed (400 for a rule no schema states): ${semantic.join('; ')}.`,
    );
  lines.push('', '## Failures by check and operation', '');
  const all = result.groups.flatMap((g) => g.failures);
  if (all.length === 0) lines.push('None.', '');
  for (const check of [...new Set(all.map((f) => f.check))]) {
    lines.push(`### ${check}`, '');
    for (const f of all.filter((x) => x.check === check)) {
      lines.push(
        `- **${f.operation}** (${f.group}): ${f.title}, ${f.count} case(s), e.g. ${f.caseIds.join(', ')}; ` +
          `answered ${f.example.responseStatus ?? 'nothing'} ${f.example.responseContentType ?? ''}`,
      );
      if (f.message)
        lines.push(
          '',
          '  ```',
          ...f.message
            .split('\n')
            .slice(0, 12)
            .map((l) => `  ${l}`),
          '  ```',
        );
      lines.push('', '  ```sh', `  ${f.example.curl}`, '  ```');
      if (f.example.responseBody)
        lines.push('', `  Response: \`${f.example.responseBody.replace(/`/g, "'").slice(0, 500)}\``);
      lines.push('');
    }
  }
  const errors = result.groups.flatMap((g) => g.errors.map((e) => ({ group: g.group, e })));
  if (errors.length > 0) {
    lines.push('## Schemathesis errors', '');
    for (const { group, e } of errors) lines.push(`- ${group}: \`${JSON.stringify(e).slice(0, 500)}\``);
    lines.push('');
  }
  lines.push('## Warnings', '');
  for (const g of result.groups)
    for (const [kind, list] of Object.entries(g.warnings))
      lines.push(
        `- ${g.group} ${kind}: ${(list as unknown[]).map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join('; ')}`,
      );
  lines.push(
    '',
    'To replay a curl: `B=<base url>; KEY=<tenant API key>; TOKEN=<tenant access token>` ' +
      '(run with --keep-tenant to keep the tenant; its credentials are in tenant.json).',
    '',
  );
  return lines.join('\n');
}

interface RunSummary {
  runId: string;
  /** The commit tested, and whether the working tree had changes on top of it. */
  git: { head: string | null; dirty: boolean | null };
  mode: 'ci' | 'deep';
  maxExamples: number;
  phases: string;
  seed: string | null;
  schemathesisVersion: string | null;
  baseUrl: string;
  wallSeconds: number;
  exitCode: number;
  /** Set when the started service died during the run (a crash, or killed from outside). */
  serviceExitedEarly: { code: number | null; signal: string | null; at: string } | null;
  groups: GroupSummary[];
}

function gitState(): RunSummary['git'] {
  const git = (...gitArgs: string[]) => {
    const result = spawnSync('git', gitArgs, { cwd: root, encoding: 'utf8' });
    return result.status === 0 ? result.stdout.trim() : null;
  };
  const status = git('status', '--porcelain', '--', 'src', 'cypher', 'package.json');
  return { head: git('rev-parse', 'HEAD'), dirty: status === null ? null : status.length > 0 };
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  if (!existsSync(st)) fail(`${st} not found: run scripts/reliability/install-schemathesis.sh`);
  const started = Date.now();
  const service = await startService();
  let tenant: Tenant | undefined;
  const results: GroupSummary[] = [];
  const stopping = async () => {
    if (tenant && !args['keep-tenant']) await deleteTenant(service, tenant);
    await stopService(service);
  };
  process.once('SIGINT', () => {
    void stopping().finally(() => process.exit(130));
  });
  try {
    tenant = await createTenant(service);
    log(`tenant: organisation ${tenant.organisationId}, user ${tenant.userId}`);
    if (args['keep-tenant'])
      writeFileSync(
        join(outDir, 'tenant.json'),
        JSON.stringify({ baseUrl: service.baseUrl, ...tenant }, null, 2),
      );
    for (const group of groups) {
      const code = await runSchemathesis(group, service, tenant);
      results.push(await summarise(group, code, service.baseUrl, tenant.apiKey));
    }
  } catch (error) {
    log(`error: ${(error as Error).stack ?? error}`);
    await stopping();
    process.exit(2);
  }
  const exitedEarly = serviceExit;
  await stopping();
  const failures = results.reduce((n, g) => n + g.failures.length, 0);
  const harnessBroken = results.some((g) => g.stExitCode !== 0 && g.stExitCode !== 1);
  const summary: RunSummary = {
    runId,
    git: gitState(),
    mode: deep ? 'deep' : 'ci',
    maxExamples,
    phases,
    seed: seed ?? null,
    schemathesisVersion: results.find((g) => g.schemathesisVersion)?.schemathesisVersion ?? null,
    baseUrl: service.baseUrl,
    wallSeconds: (Date.now() - started) / 1000,
    exitCode: harnessBroken || exitedEarly ? 2 : failures > 0 ? 1 : 0,
    serviceExitedEarly: exitedEarly,
    groups: results,
  };
  writeFileSync(join(outDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  const md = markdown(summary);
  writeFileSync(join(outDir, 'summary.md'), md);
  await copyFile(join(outDir, 'summary.json'), join(outRoot, 'summary.json'));
  await copyFile(join(outDir, 'summary.md'), join(outRoot, 'summary.md'));
  process.stdout.write(`\n${md}\n`);
  log(
    `summary: ${relative(root, join(outDir, 'summary.md'))} (runs kept: ${readdirSync(outRoot).length - 2})`,
  );
  process.exit(summary.exitCode);
}

await main();
