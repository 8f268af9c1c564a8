// Fault injection on the real stack: a local Neo4j of its own and API processes (`node src/main.ts`).
//  1. kill -9 Neo4j under a write load (management writes, CV parses and CV pipeline uploads, metered,
//     from 4 clients),
//     restart it: every acknowledged write must be stored, credits charged exactly once per successful
//     call, the API must recover without a restart, /health must say unhealthy during the outage.
//  2. SIGTERM an API process with requests in flight and a workforce job running: in-flight requests
//     finish, the job is handed over and a new process finishes it.
//  3. kill -9 an API process mid-job: a new process resumes the job once its lease lapses (~1 min).
// Prints the figures and writes RELIABILITY.md "Faults".
//   node scripts/reliability/faults.ts
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startLocalNeo4j, stopLocalNeo4j } from '../neo4j/local-neo4j.ts';
import { writeReliabilitySection } from './report.ts';
import { CV_TEXT, call, createTenant, healthy, startApi } from './stack.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const DATA_DIR = join(ROOT, '.neo4j', 'fault-data');
const BOLT_PORT = 7697;
const PASSWORD = 'skillgraph-faults';
const log = (message: string) => process.stderr.write(`[faults] ${message}\n`);

// ------------------------------------------------------------------------------- the stack
let neo4jPid = 0;
async function startNeo4j() {
  const started = await startLocalNeo4j({
    dataDir: DATA_DIR,
    boltPort: BOLT_PORT,
    password: PASSWORD,
    heap: '512m',
  });
  neo4jPid = started.pid;
}

const NEO4J = { uri: `bolt://127.0.0.1:${BOLT_PORT}`, password: PASSWORD };
let apiPort = 8190;
const startApiProcess = () => startApi(NEO4J, apiPort++);

// ------------------------------------------------------------------------------- 1. kill -9 Neo4j
async function neo4jCrash() {
  const api = startApiProcess();
  await healthy(api.base);
  const t = await createTenant(api, 'Faults');
  const acknowledged = new Set<string>();
  const treated: string[] = [];
  const outcome = {
    writes: 0,
    writeErrors: 0,
    metered: 0,
    meteredErrors: 0,
    statuses: new Map<number, number>(),
  };
  const count = (status: number) => outcome.statuses.set(status, (outcome.statuses.get(status) ?? 0) + 1);
  const health: { at: number; status: number }[] = [];
  let running = true;
  const started = Date.now();
  const writer = async (worker: number) => {
    for (let i = 0; running; i++) {
      try {
        if (i % 3 === 2) {
          // The CV pipeline: an upload treated and stored, metered (5 credits).
          const form = new FormData();
          form.append('files', new Blob([CV_TEXT], { type: 'text/plain' }), 'cv.txt');
          const response = await fetch(`${api.base}/v1/users/${t.userId}/jsonResumeRaws/treat`, {
            method: 'POST',
            headers: t.headers,
            body: form,
            signal: AbortSignal.timeout(30_000),
          });
          const body = (await response.json().catch(() => null)) as { id?: string } | null;
          count(response.status);
          if (response.status === 201) {
            treated.push(String(body?.id));
            outcome.metered++;
          } else outcome.meteredErrors++;
        } else if (i % 3 === 0) {
          const name = `team-${worker}-${i}-${randomUUID().slice(0, 6)}`;
          const r = await call(api.base, 'POST', `/v1/organisations/${t.organisationId}/teams`, t.headers, {
            name,
          });
          count(r.status);
          if (r.status === 201) acknowledged.add(name);
          else outcome.writeErrors++;
          outcome.writes++;
        } else {
          const r = await call(api.base, 'POST', '/v1/cvs/treat', t.headers, { text: CV_TEXT });
          count(r.status);
          if (r.status === 200) outcome.metered++;
          else outcome.meteredErrors++;
        }
      } catch {
        count(0);
      }
    }
  };
  const prober = async () => {
    while (running) {
      const status = await fetch(`${api.base}/health`, { signal: AbortSignal.timeout(10_000) }).then(
        (r) => r.status,
        () => 0,
      );
      health.push({ at: Date.now() - started, status });
      await sleep(250);
    }
  };
  const load = [0, 1, 2, 3].map(writer).concat(prober());
  await sleep(10_000);
  log(`kill -9 Neo4j (pid ${neo4jPid}) under load`);
  const killedAt = Date.now() - started;
  process.kill(neo4jPid, 'SIGKILL');
  await sleep(5_000);
  log('restarting Neo4j');
  const restartAt = Date.now() - started;
  await startNeo4j();
  await healthy(api.base);
  const recoveredAt = Date.now() - started;
  log(`API healthy again after ${((recoveredAt - killedAt) / 1000).toFixed(1)} s, without a restart`);
  await sleep(5_000);
  running = false;
  await Promise.all(load);

  // What is stored against what was acknowledged.
  const stored = new Set<string>();
  for (let page = 1; ; page++) {
    const r = await call(
      api.base,
      'GET',
      `/v1/organisations/${t.organisationId}/teams?itemsPerPage=1000&page=${page}`,
      t.headers,
    );
    const members = r.body['hydra:member'] as { name: string }[];
    for (const team of members) stored.add(team.name);
    if (members.length < 1000) break;
  }
  const lost = [...acknowledged].filter((name) => !stored.has(name));
  let treatedLost = 0;
  for (const id of treated) {
    const r = await call(api.base, 'GET', `/v1/users/${t.userId}/jsonResumeTreateds/${id}`, t.headers);
    if (r.status !== 200) treatedLost++;
  }
  const credits = await call(api.base, 'GET', '/v1/credits', t.headers);
  // /health's story of the outage: when it first said unhealthy after the kill, when it said healthy
  // again, and whether it said healthy in between (it may answer from a check at most 5 s old).
  const after = health.filter((h) => h.at > killedAt);
  const firstDown = after.find((h) => h.status !== 200);
  const lastDown = [...after].reverse().find((h) => h.status !== 200);
  const between = after.filter((h) => firstDown && lastDown && h.at >= firstDown.at && h.at <= lastDown.at);
  api.process.kill('SIGTERM');
  return {
    writes: outcome.writes,
    acknowledged: acknowledged.size,
    stored: stored.size,
    lost: lost.length,
    treated: treated.length,
    treatedLost,
    metered: outcome.metered,
    creditsExpected: outcome.metered * 5,
    creditsCharged: credits.body.credits_used as number,
    statuses: Object.fromEntries(outcome.statuses),
    outageHealth: firstDown
      ? `unhealthy ${((firstDown.at - killedAt) / 1000).toFixed(1)} s after the kill, healthy again ` +
        `${(((lastDown?.at ?? firstDown.at) - killedAt) / 1000).toFixed(1)} s after it; ` +
        `${between.filter((h) => h.status === 200).length} healthy answers of ${between.length} in between`
      : 'never unhealthy',
    healthyBefore: health.filter((h) => h.at < killedAt).every((h) => h.status === 200),
    recoverySeconds: (recoveredAt - restartAt) / 1000,
  };
}

// ------------------------------------------------------------------------------- 2 and 3: API processes
const TITLES = [
  'nurse',
  'software developer',
  'accountant',
  'baker',
  'electrician',
  'teacher',
  'welder',
  'chef',
];
const job = (n: number) => ({
  rows: Array.from({ length: n }, (_, i) => ({ id: `R${i}`, title: `${TITLES[i % TITLES.length]} ${i}` })),
  target_framework: 'ESCO',
  limit: 1,
});

async function waitJob(base: string, headers: Record<string, string>, id: string, seconds: number) {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline; await sleep(500)) {
    const r = await call(base, 'GET', `/v1/workforce/map/${id}`, headers);
    if (r.body.status === 'done' || r.body.status === 'failed') return r.body;
  }
  throw new Error(`job ${id} did not finish within ${seconds} s`);
}

async function apiStops(signal: 'SIGTERM' | 'SIGKILL') {
  const first = startApiProcess();
  await healthy(first.base);
  const t = await createTenant(first, 'Faults');
  const started = await call(first.base, 'POST', '/v1/workforce/map', t.headers, job(600));
  const jobId = started.body.id as string;
  // The job under way (a batch stored) before the signal.
  for (let polls = 0; polls < 240; polls++) {
    const state = await call(first.base, 'GET', `/v1/workforce/map/${jobId}`, t.headers);
    if (state.body.progress.done > 0) break;
    await sleep(250);
  }
  // Requests in flight when the signal comes: mappings of 100 rows, answered within the request.
  const inflight = Array.from({ length: 8 }, () =>
    call(first.base, 'POST', '/v1/workforce/map', t.headers, job(100)).then(
      (r) => r.status,
      () => 0,
    ),
  );
  await sleep(300);
  const before = await call(first.base, 'GET', `/v1/workforce/map/${jobId}`, t.headers);
  first.process.kill(signal);
  const answers = await Promise.all(inflight);
  // (It may have exited already: a killed process is gone before its in-flight requests have failed.)
  if (first.process.exitCode === null && first.process.signalCode === null)
    await new Promise((resolve) => first.process.once('exit', resolve));
  const second = startApiProcess();
  await healthy(second.base);
  const stoppedAt = Date.now();
  const done = await waitJob(second.base, t.headers, jobId, 240);
  second.process.kill('SIGTERM');
  return {
    signal,
    inflight: answers.length,
    inflightAnswered: answers.filter((s) => s === 200).length,
    inflightStatuses: answers.join(' '),
    jobDoneBefore: before.body.progress.done as number,
    jobStatus: done.status as string,
    jobRows: (done.results as unknown[] | null)?.length ?? 0,
    jobAttempts: done.attempts as number,
    resumedWithinSeconds: (Date.now() - stoppedAt) / 1000,
  };
}

// ------------------------------------------------------------------------------- run
rmSync(DATA_DIR, { recursive: true, force: true });
await startNeo4j();
try {
  const crash = await neo4jCrash();
  log(JSON.stringify(crash));
  const term = await apiStops('SIGTERM');
  log(JSON.stringify(term));
  const kill = await apiStops('SIGKILL');
  log(JSON.stringify(kill));
  const table = [
    '| Fault | Figure | Result |',
    '|---|---|---|',
    `| kill -9 Neo4j under write load (4 clients: management writes, CV parses, CV pipeline uploads) | management writes acknowledged / stored / lost | ${crash.acknowledged} / ${crash.stored} / ${crash.lost} |`,
    `| | CV pipeline uploads treated (201) / found stored afterwards | ${crash.treated} / ${crash.treated - crash.treatedLost} |`,
    `| | credit-metered calls answered 2xx (CV parse and CV pipeline, 5 credits each); credits expected / charged | ${crash.metered}; ${crash.creditsExpected} / ${crash.creditsCharged} |`,
    `| | answers during the run (status: count) | ${Object.entries(crash.statuses)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')} |`,
    `| | /health while Neo4j was down | ${crash.outageHealth}; healthy before: ${crash.healthyBefore} |`,
    `| | API healthy again after Neo4j restarted (no API restart) | ${crash.recoverySeconds.toFixed(1)} s |`,
    ...[term, kill].map(
      (r) =>
        `| ${r.signal} of an API process with 8 requests in flight (100-row mappings) and a 600-row job under way | in flight answered 200 (0: connection lost); job after a new process | ${r.inflightAnswered} of ${r.inflight} (${r.inflightStatuses}); ${r.jobStatus} with ${r.jobRows} rows, attempts ${r.jobAttempts}, ${r.resumedWithinSeconds.toFixed(0)} s after the new process was healthy (it stood at ${r.jobDoneBefore} rows) |`,
    ),
  ].join('\n');
  writeReliabilitySection(
    'Faults',
    `Measured by \`node scripts/reliability/faults.ts\` on ${new Date().toISOString().slice(0, 10)}: ${cpus().length} CPUs, ` +
      `load average at the end ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' / ')}; a Neo4j 5.26 of its own ` +
      '(empty graph: the writes and jobs under test need none) and API processes started with `node src/main.ts`.\n\n' +
      table,
  );
  console.log(table);
} finally {
  await stopLocalNeo4j({ dataDir: DATA_DIR });
}
