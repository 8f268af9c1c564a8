// Benchmark: the full bundled load (seeds/) into a fresh local Neo4j, twice (first load, then an
// idempotent reload). Writes time, rows per second per step, database size on disk and the loader's
// peak memory to BENCHMARKS.md (section "Bundled data load").
//   node scripts/bench/seed-load.ts
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { openGraph } from '../../src/db/executor.ts';
import { loadBundledSeeds } from '../../src/seeding/bundled.ts';
import type { LoadReport } from '../../src/seeding/session.ts';
import { startLocalNeo4j, stopLocalNeo4j } from '../neo4j/local-neo4j.ts';
import { writeBenchmarkSection } from './report.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'skillgraph-bench-seed-'));
const password = 'bench-password';
const started = await startLocalNeo4j({ dataDir, boltPort: 7699, password });
const graph = await openGraph(
  { uri: started.uri, username: 'neo4j', password },
  { logger: pino({ level: 'warn' }), migrate: true },
);
const executor = graph.executor;
const runs: { name: string; reports: LoadReport[]; rssMb: number }[] = [];
try {
  for (const name of ['first load (empty database)', 'reload (same release)']) {
    const reports = await loadBundledSeeds({ executor, force: true, progress: () => {} });
    runs.push({ name, reports, rssMb: Math.round(process.resourceUsage().maxRSS / 1024) });
  }
  await executor.runStatement('CALL db.awaitIndexes(600)');
} finally {
  await graph.close();
  await stopLocalNeo4j({ dataDir });
}
const sizeMb = (path: string) =>
  Math.round(Number(execFileSync('du', ['-sk', path], { encoding: 'utf8' }).split('\t')[0]) / 1024);
const storeMb = sizeMb(join(dataDir, 'home', 'data', 'databases', 'neo4j'));
const txLogMb = sizeMb(join(dataDir, 'home', 'data', 'transactions', 'neo4j'));
rmSync(dataDir, { recursive: true, force: true });

const rows = (report: LoadReport) => Object.values(report.steps).reduce((n, step) => n + step.read, 0);
const first = runs[0]!.reports;
const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, Neo4j 5.26.30 local (heap 1g, page cache 512m), batches of 2000 rows. \`node scripts/bench/seed-load.ts\`.`,
  '',
  '| Run | Framework | Rows | Time (s) | Rows/s | Loader peak RSS (MB) |',
  '|---|---|---|---|---|---|',
  ...runs.flatMap(({ name, reports, rssMb }) =>
    reports.map(
      (report) =>
        `| ${name} | ${report.framework} ${report.version} | ${rows(report).toLocaleString('en')} | ${report.seconds} | ${Math.round(rows(report) / report.seconds).toLocaleString('en')} | ${rssMb} |`,
    ),
  ),
  '',
  `After the first load and a reload, indexes online: store ${storeMb} MB, transaction logs ${txLogMb} MB (Neo4j's default retention).`,
  '',
  '| Step (first load) | Rows | Time (s) | Rows/s |',
  '|---|---|---|---|',
  ...first.flatMap((report) =>
    Object.entries(report.steps).map(
      ([step, f]) =>
        `| ${report.framework} ${step} | ${f.read.toLocaleString('en')} | ${f.seconds} | ${f.seconds ? Math.round(f.read / f.seconds).toLocaleString('en') : '-'} |`,
    ),
  ),
];
writeBenchmarkSection('Bundled data load', lines.join('\n'));
console.log(lines.join('\n'));
