// Benchmark: latency and throughput of the graph consultation routes under concurrency, against the
// real server (src/main.ts in a child process) on loopback, on a Neo4j holding the bundled data.
// Requests are drawn from the bundled seed files (real labels, ids and codes), so caches see a realistic
// spread rather than one hot key. Writes p50/p99/throughput per route to BENCHMARKS.md.
//   node scripts/bench/graph-routes.ts [--concurrency 1,8] [--requests 300] [--seconds 15] [--warm-up 32] [--cpu-prof <dir>]
//     [--routes <name,...>] [--server-flags="<node flags>"] [--slowest N]
// Each concurrency level gets a table of its own, on values the earlier levels did not ask for.
// Neo4j: NEO4J_URI/NEO4J_PASSWORD, else the local server of `npm start` (scripts/neo4j/resolve.ts),
// loaded with the bundled data when it lacks it.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { openGraph } from '../../src/db/executor.ts';
import { loadBundledSeeds } from '../../src/seeding/bundled.ts';
import { readCsv } from '../../src/seeding/csv.ts';
import { resolveNeo4j } from '../neo4j/resolve.ts';
import { createCustomerKey } from './customer.ts';
import { childrenOf, cpuOf, findNeo4jPid } from './process-cpu.ts';
import { writeBenchmarkSection } from './report.ts';

const { values } = parseArgs({
  options: {
    concurrency: { type: 'string', default: '1,8' },
    requests: { type: 'string', default: '300' },
    seconds: { type: 'string', default: '15' },
    port: { type: 'string', default: '18080' },
    // Requests per route before it is measured, on other values, at the measured concurrency: the
    // server's first requests pay for compiling its code and filling the caches of concepts.
    'warm-up': { type: 'string' },
    // Profiles the server (node --cpu-prof) into this folder: read it with scripts/bench/cpu-profile.ts.
    'cpu-prof': { type: 'string' },
    // Measures only the routes whose name contains one of these (comma-separated), e.g. "search/skill,
    // search/occupation", and prints the tables without writing BENCHMARKS.md (a probe, not the table).
    routes: { type: 'string' },
    // Node flags for the server process only (not the load generator), e.g. "--max-semi-space-size=64".
    'server-flags': { type: 'string' },
    // Prints each route's N slowest requests (latency and path) to stderr, to see what the tail is made of.
    slowest: { type: 'string' },
  },
});
const levels = values.concurrency.split(',').map(Number);
const maxRequests = Number(values.requests);
const maxSeconds = Number(values.seconds);
const port = Number(values.port);
const SEEDS = join(import.meta.dirname, '..', '..', 'seeds');

const target = await resolveNeo4j({ purpose: 'service' });
const graph = await openGraph(target, { logger: pino({ level: 'warn' }), migrate: true });
await loadBundledSeeds({ executor: graph.executor, progress: (line) => console.error(line) });
await graph.close();
const MASTER_API_KEY = `bench-master-${randomUUID()}`;

// Warm-up calls use the values after the measured ones, so every measured request asks for something
// no earlier request asked for (a cold cache), except in the rows marked "hot".
const WARM_UP = values['warm-up'] ? Number(values['warm-up']) : Math.max(...levels) * 4;
/** Values one concurrency level uses (its run, then its warm-up); level k starts at k * SPREAD. */
const SPREAD = maxRequests + WARM_UP;
/** `count` values spread evenly over the whole file, the same on every run. */
async function sample(
  file: string,
  pick: (row: Record<string, string>) => string | undefined,
  count = SPREAD * levels.length,
) {
  const all: string[] = [];
  for await (const { values: row } of readCsv(join(SEEDS, file), { onMalformed: () => {} })) {
    const value = pick(row);
    if (value) all.push(value);
  }
  const distinct = [...new Set(all)];
  const step = Math.max(1, distinct.length / count);
  return Array.from({ length: Math.min(count, distinct.length) }, (_, i) => distinct[Math.floor(i * step)]!);
}
/** How many distinct values the "hot" rows cycle over: a popular handful, as real traffic has. */
const HOT = 20;
const uuid = (uri: string | undefined) => uri?.split('/').pop();
const skillIds = await sample('esco/skills_en.csv.gz', (row) => uuid(row['conceptUri']));
const skillLabels = await sample('esco/skills_en.csv.gz', (row) => row['preferredLabel']);
const skillLabelsFr = await sample('esco/skills_fr.csv.gz', (row) => row['preferredLabel']);
const occupationLabels = await sample('esco/occupations_en.csv.gz', (row) => row['preferredLabel']);
const occupationIds = await sample('esco/occupations_en.csv.gz', (row) => uuid(row['conceptUri']));
const titles = await sample(
  'rome/unix_referentiel_appellation_v460_utf8.csv.gz',
  (row) => row['libelle_appellation_court'],
);
// Every distinct ROME title, last first, for calls that send a hundred at once (few overlap `titles`).
const everyTitle = (
  await sample(
    'rome/unix_referentiel_appellation_v460_utf8.csv.gz',
    (row) => row['libelle_appellation_court'],
    Infinity,
  )
).reverse();
// Real job text that no evaluation set holds: ESCO occupations' descriptions (two to four sentences each).
const descriptions = await sample(
  'esco/occupations_en.csv.gz',
  (row) => row['description']?.trim() || undefined,
);
const romeCodes = await sample('rome/unix_referentiel_code_rome_v460_utf8.csv.gz', (row) => row['code_rome']);
const q = encodeURIComponent;
const firstSentence = (text: string) => text.split(/(?<=[.!?])\s+/)[0]!.slice(0, 200);

const allRoutes: {
  name: string;
  request: (i: number) => { method: string; path: string; body?: unknown };
}[] = [
  {
    name: 'GET /v1/skills/{uri}',
    request: (i) => ({
      method: 'GET',
      path: `/v1/skills/${q(`graph://skill/${skillIds[i % skillIds.length]}`)}`,
    }),
  },
  {
    name: `GET /v1/skills/{uri} (hot: ${HOT} skills)`,
    request: (i) => ({ method: 'GET', path: `/v1/skills/${skillIds[i % HOT]}` }),
  },
  {
    name: 'GET /v1/skills/{uri}/neighbors',
    request: (i) => ({ method: 'GET', path: `/v1/skills/${skillIds[i % skillIds.length]}/neighbors` }),
  },
  {
    name: 'GET /v1/skills/{uri}/prerequisites',
    request: (i) => ({
      method: 'GET',
      path: `/v1/skills/${skillIds[i % skillIds.length]}/prerequisites?depth=3`,
    }),
  },
  {
    name: 'GET /v1/occupations/{uri}',
    request: (i) => ({ method: 'GET', path: `/v1/occupations/${occupationIds[i % occupationIds.length]}` }),
  },
  {
    name: 'GET /v1/occupations/{uri}/skills',
    request: (i) => ({
      method: 'GET',
      path: `/v1/occupations/rome%3A${romeCodes[i % romeCodes.length]}/skills`,
    }),
  },
  {
    name: 'GET /v1/search/skill',
    request: (i) => ({
      method: 'GET',
      path: `/v1/search/skill?q=${q(skillLabels[i % skillLabels.length]!)}`,
    }),
  },
  {
    name: `GET /v1/search/skill (hot: ${HOT} queries)`,
    request: (i) => ({ method: 'GET', path: `/v1/search/skill?q=${q(skillLabels[i % HOT]!)}` }),
  },
  {
    // A sentence as the query, as the extraction route's searches ask (a description's first, cut at
    // the 200 characters q may hold).
    name: 'GET /v1/search/skill (a sentence)',
    request: (i) => ({
      method: 'GET',
      path: `/v1/search/skill?q=${q(firstSentence(descriptions[i % descriptions.length]!))}`,
    }),
  },
  {
    name: 'GET /v1/skills/search',
    request: (i) => ({
      method: 'GET',
      path: `/v1/skills/search?q=${q(skillLabelsFr[i % skillLabelsFr.length]!)}`,
    }),
  },
  {
    name: 'GET /v1/search/occupation',
    request: (i) => ({ method: 'GET', path: `/v1/search/occupation?q=${q(titles[i % titles.length]!)}` }),
  },
  {
    name: 'GET /v1/taxonomy/browse',
    request: (i) => ({
      method: 'GET',
      path: `/v1/taxonomy/browse?uri=rome-${romeCodes[i % romeCodes.length]!.slice(0, 3)}`,
    }),
  },
  {
    name: 'GET /v1/mapping/crosswalk',
    request: (i) => ({
      method: 'GET',
      path: `/v1/mapping/crosswalk?uri=rome%3A${romeCodes[i % romeCodes.length]}&target_taxonomy=ESCO`,
    }),
  },
  {
    name: 'POST /v1/match/occupation',
    request: (i) => ({
      method: 'POST',
      path: '/v1/match/occupation',
      body: { title: occupationLabels[i % occupationLabels.length] },
    }),
  },
  {
    // A list of titles in one call (the most `titles` takes), as an HR system normalises its own.
    name: 'POST /v1/match/occupation (100 titles)',
    request: (i) => ({
      method: 'POST',
      path: '/v1/match/occupation',
      body: { titles: Array.from({ length: 100 }, (_, k) => everyTitle[(i * 100 + k) % everyTitle.length]) },
    }),
  },
  {
    name: 'POST /v1/skills/extract',
    request: (i) => ({
      method: 'POST',
      path: '/v1/skills/extract',
      body: { occupation: `rome:${romeCodes[i % romeCodes.length]}` },
    }),
  },
  {
    name: 'POST /v1/cvs/extract-skills (semantic)',
    request: (i) => ({
      method: 'POST',
      path: '/v1/cvs/extract-skills',
      body: { text: descriptions[i % descriptions.length], semantic: true },
    }),
  },
  {
    // Every candidate, ranked (what a caller building its own cut-off asks for).
    name: 'POST /v1/cvs/extract-skills (semantic, threshold 0)',
    request: (i) => ({
      method: 'POST',
      path: '/v1/cvs/extract-skills',
      body: { text: descriptions[i % descriptions.length], semantic: true, threshold: 0 },
    }),
  },
];

const only = values.routes?.split(',').map((part) => part.trim());
const routes = only ? allRoutes.filter((route) => only.some((part) => route.name.includes(part))) : allRoutes;
if (routes.length === 0) throw new Error(`no route's name contains any of: ${values.routes}`);

// The server, as production runs it.
const profile = values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof']}`] : [];
const server = spawn(
  process.execPath,
  [
    ...(values['server-flags']?.split(' ').filter(Boolean) ?? []),
    ...profile,
    join(import.meta.dirname, '..', '..', 'src', 'main.ts'),
  ],
  {
    env: {
      ...process.env,
      NEO4J_URI: target.uri,
      NEO4J_USERNAME: target.username,
      NEO4J_PASSWORD: target.password,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JWT_SECRET: 'benchmark-secret-benchmark-secret-0123456789',
      MASTER_API_KEY,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
const base = `http://127.0.0.1:${port}`;
for (let attempt = 0; ; attempt++) {
  try {
    if ((await fetch(`${base}/health`)).ok) break;
  } catch {}
  if (attempt > 600) throw new Error('the server did not become healthy');
  await new Promise((resolve) => setTimeout(resolve, 250));
}

// A tenant, as a customer has one (scripts/bench/customer.ts): authentication and metering are measured.
const { apiKey } = await createCustomerKey(base, MASTER_API_KEY, 'Benchmark');
const keyHeaders = { 'x-api-key': apiKey };

// CPU per request of each process on the machine, over the measured requests: the load generator (this
// process), the API (the server process), its model process, and Neo4j.
const neo4jPid = findNeo4jPid();
const cpuNow = () => {
  const generator = process.cpuUsage();
  return {
    generator: (generator.user + generator.system) / 1000,
    api: cpuOf(server.pid!),
    model: childrenOf(server.pid!).reduce((sum, pid) => sum + cpuOf(pid), 0),
    neo4j: neo4jPid ? cpuOf(neo4jPid) : Number.NaN,
  };
};

async function measure(route: (typeof routes)[number], concurrency: number, offset: number) {
  const call = async (i: number) => {
    const { method, path, body } = route.request(offset + i);
    const started = performance.now();
    const response = await fetch(base + path, {
      method,
      headers: body ? { 'content-type': 'application/json', ...keyHeaders } : keyHeaders,
      body: body ? JSON.stringify(body) : null,
    });
    await response.arrayBuffer();
    return { ms: performance.now() - started, ok: response.status < 400, path, started };
  };
  // Warm-up on other values, as many at once as the measured run.
  let warming = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (warming < WARM_UP) await call(maxRequests + warming++);
    }),
  );
  const latencies: number[] = [];
  // With when each began (seconds into the measured run): a burst of slow requests at one moment is a
  // pause somewhere, slow requests spread over the run are their own cost.
  const slow: { ms: number; path: string; at: number }[] = [];
  let errors = 0;
  let next = 0;
  const cpuBefore = cpuNow();
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < maxRequests && performance.now() < deadline) {
        const { ms, ok, path, started: began } = await call(next++);
        latencies.push(ms);
        if (values.slowest) slow.push({ ms, path, at: (began - started) / 1000 });
        if (!ok) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuNow();
  const cpu = Object.fromEntries(
    Object.entries(cpuAfter).map(([what, ms]) => [
      what,
      (ms - cpuBefore[what as keyof typeof cpuBefore]) / latencies.length,
    ]),
  ) as typeof cpuBefore;
  latencies.sort((a, b) => a - b);
  for (const { ms, path, at } of slow.sort((a, b) => b.ms - a.ms).slice(0, Number(values.slowest ?? 0)))
    console.error(`  slow: ${ms.toFixed(1)} ms at +${at.toFixed(2)} s ${decodeURIComponent(path)}`);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    p50: at(0.5),
    p99: at(0.99),
    rps: latencies.length / seconds,
    cpu,
  };
}

const tables: { concurrency: number; results: ({ name: string } & Awaited<ReturnType<typeof measure>>)[] }[] =
  [];
try {
  for (const [level, concurrency] of levels.entries()) {
    const results = [];
    for (const route of routes) {
      const figures = await measure(route, concurrency, level * SPREAD);
      results.push({ name: route.name, ...figures });
      console.error(
        `[c=${concurrency}] ${route.name}: p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, ${figures.rps.toFixed(0)} req/s, CPU ms per request: ${cpuCells(figures.cpu).replaceAll(' | ', ' / ')} (generator / API / model / Neo4j)`,
      );
    }
    tables.push({ concurrency, results });
  }
} finally {
  // Waited for, so a CPU profile is written before the database goes.
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  await target.stop();
}
function cpuCells(cpu: ReturnType<typeof cpuNow>) {
  return [cpu.generator, cpu.api, cpu.model, cpu.neo4j]
    .map((ms) => (Number.isNaN(ms) ? '-' : ms.toFixed(1)))
    .join(' | ');
}
const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, Neo4j 5.26.30 local (heap 1g, page cache 512m), the server and the load generator on the same machine over loopback, with an API key of an organisation on the unlimited plan (authentication and metering included), up to ${maxRequests} requests or ${maxSeconds} s per route after a warm-up of ${WARM_UP} requests on other values at the same concurrency. Requests are spread over real ids, labels and titles from seeds/, no value asked twice in the whole run where the file has enough of them (taxonomy browse cycles over the 110 ROME domains), so caches are cold (every search is embedded and run), except in the rows marked hot, which cycle over 20 values (what the in-process caches serve). \`node scripts/bench/graph-routes.ts --concurrency ${values.concurrency} --requests ${maxRequests}${values['warm-up'] ? ` --warm-up ${WARM_UP}` : ''}${values['server-flags'] ? ` --server-flags "${values['server-flags']}"` : ''}\`.`,
  ...tables.flatMap(({ concurrency, results }) => [
    '',
    `${concurrency === 1 ? 'One request at a time (latency)' : `${concurrency} concurrent connections (latency under load)`}:`,
    '',
    '| Route | Requests | Errors | p50 (ms) | p99 (ms) | Throughput (req/s) | CPU ms per request: load generator | API | model | Neo4j |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.requests} | ${r.errors} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rps.toFixed(0)} | ${cpuCells(r.cpu)} |`,
    ),
  ]),
];
if (!only) writeBenchmarkSection('Graph API latency', lines.join('\n'));
console.log(lines.join('\n'));
