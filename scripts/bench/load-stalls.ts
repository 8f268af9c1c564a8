// Benchmark: how long the database makes other transactions wait while `npm run seed -- bundled` loads
// the bundled data into an empty Neo4j of its own (a first start's load, at the same lower CPU
// priority). Beside the load, callers every 100 ms: a write in a transaction of its own (what
// metering's leases, sign-ups and pipelines do), a read in a managed transaction, and a read in an
// auto-commit transaction (what the API's reads are); their latencies per phase of the load (set-up,
// rows, vectors, after the load: indexes and skill profiles), p50 / p99 / max, and the load's own figures.
// A fourth caller reads a skill's record with the service's own named query (concept-record), another
// skill each time. The slowest calls of each caller are logged with when they came.
//   node scripts/bench/load-stalls.ts [--batch-size <rows per transaction>] [--all-lines] [--samples <file.json>] [--keep]
//     [--write]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import neo4j from 'neo4j-driver';
import { pino } from 'pino';
import { openGraph } from '../../src/db/executor.ts';
import { readCsv } from '../../src/seeding/csv.ts';
import { startLocalNeo4j, stopLocalNeo4j } from '../neo4j/local-neo4j.ts';
import { writeBenchmarkSection } from './report.ts';

const { values } = parseArgs({
  options: {
    write: { type: 'boolean', default: false },
    'batch-size': { type: 'string' },
    // Echoes every line the load prints, with its time, to place the slow calls in the load.
    'all-lines': { type: 'boolean', default: false },
    // Writes every call (caller, phase, seconds from the load's start, ms) as JSON, to line them up
    // with Neo4j's own logs.
    samples: { type: 'string' },
    // Keeps the Neo4j's folder (its logs: home/logs/debug.log) and says where.
    keep: { type: 'boolean', default: false },
  },
});
const BOLT_PORT = 17690;
const PASSWORD = 'load-stalls-password';
const work = mkdtempSync(join(tmpdir(), 'skillgraph-load-stalls-'));
const log = (line: string) => process.stderr.write(`[load-stalls] ${line}\n`);

const { uri } = await startLocalNeo4j({ dataDir: work, boltPort: BOLT_PORT, password: PASSWORD });
const driver = neo4j.driver(uri, neo4j.auth.basic('neo4j', PASSWORD));
// The service's own executor and named queries, for what a record GET reads (concept-record).
const graph = await openGraph(
  { uri, username: 'neo4j', password: PASSWORD },
  { logger: pino({ level: 'warn' }), migrate: false },
);
const skillIds: string[] = [];
for await (const { values: row } of readCsv(
  join(import.meta.dirname, '..', '..', 'seeds', 'esco', 'skills_en.csv.gz'),
  {
    onMalformed: () => {},
  },
))
  if (row['conceptUri']) skillIds.push(row['conceptUri'].split('/').at(-1)!);
log(`an empty Neo4j at ${uri}; npm run seed -- bundled into it`);

// 'set-up': the seed command starting, applying the schema to the empty database (a first start's
// server does that before it listens), until its first line.
type Phase = 'set-up' | 'rows' | 'vectors' | 'after the load';
let phase: Phase = 'set-up';
let done = false;
const started = performance.now();
const lines: { at: number; line: string }[] = [];
const batch = values['batch-size'] ? ['--batch-size', values['batch-size']] : [];
const seed = spawn(process.execPath, [join(import.meta.dirname, '..', 'seed.ts'), 'bundled', ...batch], {
  env: { ...process.env, NEO4J_URI: uri, NEO4J_USERNAME: 'neo4j', NEO4J_PASSWORD: PASSWORD },
  stdio: ['ignore', 'ignore', 'pipe'],
});
// As scripts/start.ts runs the first start's load: below the service's CPU priority.
try {
  (await import('node:os')).setPriority(seed.pid!, 10);
} catch {}
createInterface({ input: seed.stderr! }).on('line', (line) => {
  const at = (performance.now() - started) / 1000;
  if (values['all-lines']) log(`${at.toFixed(1)} s: ${line}`);
  if (/^(\[seed\] )?search indexes|^embeddings|^skill profiles|^\[seed\] .* loaded( \(|$)/.test(line))
    lines.push({ at, line });
  if (phase === 'set-up' && line.startsWith('[seed')) phase = 'rows';
  if (line.startsWith('embeddings') && phase === 'rows') phase = 'vectors';
  if (line.startsWith('embeddings (')) phase = 'after the load';
  if (/^search indexes: .*set aside/.test(line)) phase = 'vectors';
});
const exited = new Promise<number | null>((resolve) => seed.once('exit', resolve));

interface Sample {
  phase: Phase;
  ms: number;
  failed: boolean;
  /** Seconds from the load's start. */
  at: number;
}
const samples: Record<string, Sample[]> = {};
async function caller(name: string, run: () => Promise<unknown>) {
  samples[name] = [];
  while (!done) {
    const next = performance.now() + 100;
    const at = phase;
    const begin = performance.now();
    let failed = false;
    try {
      await run();
    } catch {
      failed = true;
    }
    samples[name]!.push({ phase: at, ms: performance.now() - begin, failed, at: (begin - started) / 1000 });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
}
let recordReads = 0;
// No bookmarks (executeQuery's default chains them): the service's transactions do not wait for each
// other's, and a read holding the last write's bookmark waits until every transaction before it is applied,
// the load's included.
const callers = [
  caller('write (its own transaction)', () =>
    driver.executeQuery(
      'MERGE (p:LoadStallProbe {id: 1}) SET p.at = timestamp()',
      {},
      { bookmarkManager: null },
    ),
  ),
  caller('read (managed transaction)', () =>
    driver.executeQuery(
      'MATCH (p:Plan) RETURN count(p) AS plans',
      {},
      { routing: neo4j.routing.READ, bookmarkManager: null },
    ),
  ),
  caller('read (auto-commit)', async () => {
    const session = driver.session({ defaultAccessMode: neo4j.session.READ });
    try {
      await session.run('MATCH (p:Plan) RETURN count(p) AS plans');
    } finally {
      await session.close();
    }
  }),
  caller("a skill's record (the service's concept-record query), another skill each time", () =>
    graph.executor.read('concept-record', {
      id: skillIds[(recordReads++ * 7919) % skillIds.length],
      kinds: ['Skill'],
    }),
  ),
];
const code = await exited;
const seconds = (performance.now() - started) / 1000;
log(`the load exited with ${code} after ${seconds.toFixed(1)} s`);
done = true;
await Promise.all(callers);
await driver.close();
await graph.close();
await stopLocalNeo4j({ dataDir: work });
if (values.keep) log(`kept ${work}`);
else rmSync(work, { recursive: true, force: true });
if (code !== 0) throw new Error(`npm run seed -- bundled exited with ${code}`);

if (values.samples) writeFileSync(values.samples, JSON.stringify(samples));
// When the slowest calls came (seconds from the load's start): a burst of callers at once is the
// database pausing, one caller alone is its own query.
for (const [name, list] of Object.entries(samples))
  log(
    `${name}: slowest at ${[...list]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 8)
      .map((s) => `${s.at.toFixed(1)} s (${s.ms.toFixed(0)} ms)`)
      .join(', ')}`,
  );
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const rows: string[] = [];
for (const [name, list] of Object.entries(samples))
  for (const at of ['set-up', 'rows', 'vectors', 'after the load'] as Phase[]) {
    const sorted = list
      .filter((s) => s.phase === at)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    if (!sorted.length) continue;
    const failures = list.filter((s) => s.phase === at && s.failed).length;
    rows.push(
      `| ${name} | ${at} | ${sorted.length} | ${quantile(sorted, 0.5).toFixed(1)} | ${quantile(sorted, 0.99).toFixed(1)} | ${sorted.at(-1)!.toFixed(1)} | ${failures} |`,
    );
  }
const body = [
  `Measured ${new Date().toISOString().slice(0, 10)} by \`node scripts/bench/load-stalls.ts\` on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, load average at the end ${loadavg()
    .map((l) => l.toFixed(2))
    .join(
      ' / ',
    )}: \`npm run seed -- bundled\` (nice 10) into an empty Neo4j of its own, ${seconds.toFixed(1)} s in all; beside it, every 100 ms each, a write in a transaction of its own, a read in a managed transaction and a read in an auto-commit transaction (latencies in milliseconds; phases from the load's own progress lines).`,
  '',
  '| Caller | Phase | Calls | p50 | p99 | max | failed |',
  '|---|---|---|---|---|---|---|',
  ...rows,
  '',
  'The load said (seconds from its start):',
  '',
  ...lines.map(({ at, line }) => `- ${at.toFixed(1)} s: ${line}`),
].join('\n');
console.log(body);
if (values.write) writeBenchmarkSection('Other transactions during a bundled load', body);
process.exit(0);
