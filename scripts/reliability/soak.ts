// Soak: mixed traffic at 8 concurrent for 10 minutes against an API process (`node src/main.ts`) on a
// Neo4j holding the bundled data: searches (skills, occupations, each query new), records, neighbours,
// crosswalks, CV parsing, management writes, reads and deletes. Reports per minute the calls, p50/p99
// and errors, and the API process's memory (RSS, sampled every 10 s): it should stay flat,
// p99 stable, errors zero. Writes RELIABILITY.md "Soak"; the service's log is in
// scripts/reliability/out/soak-server.log.
//   node scripts/reliability/soak.ts [--minutes 10] [--concurrency 8]
// Neo4j: NEO4J_URI/NEO4J_PASSWORD, else the local server of `npm start` (scripts/neo4j/resolve.ts).
import { randomUUID } from 'node:crypto';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { readCsv } from '../../src/seeding/csv.ts';
import { resolveNeo4j } from '../neo4j/resolve.ts';
import { writeReliabilitySection } from './report.ts';
import { CV_TEXT, call as callAt, createTenant, healthy, startApi } from './stack.ts';

const { values } = parseArgs({
  options: { minutes: { type: 'string', default: '10' }, concurrency: { type: 'string', default: '8' } },
});
const minutes = Number(values.minutes);
const concurrency = Number(values.concurrency);
const ROOT = join(import.meta.dirname, '..', '..');
const log = (message: string) => process.stderr.write(`[soak] ${message}\n`);

const target = await resolveNeo4j({ purpose: 'service' });
// The service's warnings and errors are kept, so an error of the run can be explained afterwards.
mkdirSync(join(ROOT, 'scripts', 'reliability', 'out'), { recursive: true });
const serverLog = openSync(join(ROOT, 'scripts', 'reliability', 'out', 'soak-server.log'), 'w');
const api = startApi(target, 8290, { output: serverLog, logLevel: 'warn' });
const { base } = api;
process.on('exit', () => api.process.kill('SIGTERM'));
await healthy(base);
const { organisationId, headers } = await createTenant(api, 'Soak');
const call = (method: string, path: string, headers: Record<string, string>, body?: object) =>
  callAt(base, method, path, headers, body);

// Real labels for queries and records.
const labels: { id: string; label: string }[] = [];
for await (const { values: row } of readCsv(join(ROOT, 'seeds', 'esco', 'skills_en.csv.gz'), {
  onMalformed: () => {},
}))
  if (row['preferredLabel'] && row['conceptUri'])
    labels.push({ id: String(row['conceptUri']).split('/').pop()!, label: row['preferredLabel'] });
const occupations: string[] = [];
for await (const { values: row } of readCsv(join(ROOT, 'seeds', 'esco', 'occupations_en.csv.gz'), {
  onMalformed: () => {},
}))
  if (row['preferredLabel']) occupations.push(row['preferredLabel']);

let drawn = 0;
const next = <T>(list: T[]) => list[(drawn++ * 7919) % list.length]!;
const skillUri = () => encodeURIComponent(`graph://skill/${next(labels).id}`);
/** The mix: each entry one kind of call, picked in turn. */
const mix: { name: string; run: () => Promise<number> }[] = [
  {
    name: 'search skill',
    run: async () =>
      (await call('GET', `/v1/search/skill?q=${encodeURIComponent(next(labels).label)}&limit=10`, headers))
        .status,
  },
  {
    name: 'search occupation',
    run: async () =>
      (
        await call(
          'GET',
          `/v1/search/occupation?q=${encodeURIComponent(next(occupations))}&limit=10`,
          headers,
        )
      ).status,
  },
  { name: 'skill record', run: async () => (await call('GET', `/v1/skills/${skillUri()}`, headers)).status },
  {
    name: 'neighbours',
    run: async () => (await call('GET', `/v1/skills/${skillUri()}/neighbors`, headers)).status,
  },
  {
    name: 'crosswalk',
    run: async () =>
      (await call('GET', `/v1/mapping/crosswalk?uri=${skillUri()}&target_taxonomy=ROME`, headers)).status,
  },
  {
    name: 'parse CV',
    run: async () => (await call('POST', '/v1/cvs/treat', headers, { text: CV_TEXT })).status,
  },
  {
    name: 'team write, read, delete',
    run: async () => {
      const created = await call('POST', `/v1/organisations/${organisationId}/teams`, headers, {
        name: `t-${randomUUID()}`,
      });
      if (created.status !== 201) return created.status;
      const read = await call('GET', `/v1/organisations/${organisationId}/teams/${created.body.id}`, headers);
      if (read.status !== 200) return read.status;
      return (await call('DELETE', `/v1/organisations/${organisationId}/teams/${created.body.id}`, headers))
        .status;
    },
  },
  {
    name: 'team list',
    run: async () =>
      (await call('GET', `/v1/organisations/${organisationId}/teams?itemsPerPage=30`, headers)).status,
  },
];

interface Minute {
  latencies: number[];
  errors: number;
  rssMb: number[];
}
const perMinute: Minute[] = Array.from({ length: minutes }, () => ({
  latencies: [],
  errors: 0,
  rssMb: [],
}));
const errorsByKind = new Map<string, number>();
const started = Date.now();
const minuteOf = () => Math.min(minutes - 1, Math.floor((Date.now() - started) / 60_000));
const end = started + minutes * 60_000;

const memory = (async () => {
  while (Date.now() < end) {
    const status = readFileSync(`/proc/${api.process.pid}/status`, 'utf8');
    const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    perMinute[minuteOf()]!.rssMb.push(rss);
    await sleep(10_000);
  }
})();

let turn = 0;
const worker = async () => {
  while (Date.now() < end) {
    const kind = mix[turn++ % mix.length]!;
    const at = performance.now();
    let status = 0;
    try {
      status = await kind.run();
    } catch {}
    const minute = perMinute[minuteOf()]!;
    minute.latencies.push(performance.now() - at);
    if (status < 200 || status >= 300) {
      minute.errors++;
      errorsByKind.set(`${kind.name} ${status}`, (errorsByKind.get(`${kind.name} ${status}`) ?? 0) + 1);
    }
  }
};
log(`${minutes} min of mixed traffic at ${concurrency} concurrent (${mix.map((m) => m.name).join(', ')})`);
await Promise.all([...Array.from({ length: concurrency }, worker), memory]);
api.process.kill('SIGTERM');

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const rows = perMinute.map(
  (m, i) =>
    `| ${i + 1} | ${m.latencies.length} | ${quantile(m.latencies, 0.5).toFixed(0)} | ${quantile(m.latencies, 0.99).toFixed(0)} | ${m.errors} | ${Math.max(...m.rssMb, 0).toFixed(0)} |`,
);
const total = perMinute.reduce((sum, m) => sum + m.latencies.length, 0);
const errors = perMinute.reduce((sum, m) => sum + m.errors, 0);
const body =
  `Measured by \`node scripts/reliability/soak.ts --minutes ${minutes} --concurrency ${concurrency}\` on ${new Date().toISOString().slice(0, 10)}: ` +
  `${cpus().length} CPUs, load average at the end ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}; one API process ` +
  `(\`node src/main.ts\`) on Neo4j from \`${target.source ?? 'environment'}\` with the bundled data. Mix, in turn: ${mix.map((m) => m.name).join(', ')}. ` +
  `${total} calls, ${errors} errors${errorsByKind.size ? ` (${[...errorsByKind].map(([k, n]) => `${k}: ${n}`).join(', ')})` : ''}.\n\n` +
  '| Minute | Calls | p50 ms | p99 ms | Errors | API RSS max MB |\n|---|---|---|---|---|---|\n' +
  rows.join('\n');
writeReliabilitySection('Soak', body);
console.log(body);
process.exit(0);
