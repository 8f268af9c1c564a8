// Benchmark: reading and parsing CV PDFs, the path of POST /v1/parse/cv before skill linking:
// DocumentReader (worker threads running pdfjs-dist, src/documents/reading/document-reader.ts) -> readDocument -> parseCv,
// on the PDFs of scripts/eval/cv-corpus/ (real CVs printed by fourteen themes, 1 to 6 pages). For each
// pool size (--workers, default 1 and 2), a fresh Node process measures:
//   - cold start: a new DocumentReader's first document, worker spawn and pdfjs load included, first thing in
//     the process; then the same with a new pool in the now warm process (what replacing a worker costs);
//   - after one warm-up pass, --rounds passes over the corpus with as many documents in flight as workers:
//     time per document (read + parse, p50/p99), time per page, documents/s and pages/s;
//   - peak RSS of the process (main thread and workers).
// Writes the "Document parsing" section of BENCHMARKS.md (--no-write: print only).
// Each pool size runs --repeats times, alternating; the run of median throughput is reported.
//   node scripts/bench/documents.ts [--workers 1,2] [--rounds 5] [--repeats 3] [--no-write]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseCv } from '../../src/documents/parsing/cv-parser.ts';
import { DocumentReader } from '../../src/documents/reading/document-reader.ts';
import { readDocument } from '../../src/documents/reading/read-document.ts';
import { writeBenchmarkSection } from './report.ts';

const { values } = parseArgs({
  options: {
    workers: { type: 'string', default: '1,2' },
    rounds: { type: 'string', default: '5' },
    repeats: { type: 'string', default: '3' },
    'no-write': { type: 'boolean', default: false },
    // internal: one measurement run, in its own process, printed as JSON
    child: { type: 'string' },
  },
});

const CORPUS = join(import.meta.dirname, '..', 'eval', 'cv-corpus');
// The service's defaults (src/config.ts): 30 pages at most, 20 s per document.
const MAX_PAGES = 30;
const TIMEOUT_MS = 20_000;

interface Sample {
  pdf: string;
  pages: number;
  /** read (worker) + parse (main thread), as a caller waits for it */
  ms: number;
  parseMs: number;
}

interface ChildResult {
  workers: number;
  documents: number;
  cold: { ms: number; parseMs: number; pages: number; pdf: string };
  /** new pools in the warm process: first document each */
  respawnMs: number[];
  samples: Sample[];
  wallMs: number;
  /** CPU time of the whole process (main thread and workers) over the timed passes */
  cpuMs: number;
  rounds: number;
  rssBaselineMb: number;
  peakRssMb: number;
}

const rssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

async function measure(workers: number, rounds: number): Promise<ChildResult> {
  const manifest = JSON.parse(readFileSync(join(CORPUS, 'manifest.json'), 'utf8')) as {
    documents: Array<{ pdf: string }>;
  };
  const corpus = manifest.documents.map((d) => ({
    pdf: d.pdf,
    bytes: new Uint8Array(readFileSync(join(CORPUS, d.pdf))),
  }));
  const rssBaselineMb = rssMb();
  const one = async (reader: DocumentReader, document: (typeof corpus)[number]): Promise<Sample> => {
    const started = performance.now();
    const text = await readDocument(document.bytes, { documents: reader, maxOcrPages: 0 });
    const parseStarted = performance.now();
    parseCv(text.lines);
    const done = performance.now();
    return { pdf: document.pdf, pages: text.pagesRead, ms: done - started, parseMs: done - parseStarted };
  };
  const first = corpus[0]!;

  // Cold start: the pool's first document, first thing in the process.
  let started = performance.now();
  let reader = new DocumentReader({ workers, timeoutMs: TIMEOUT_MS, maxPages: MAX_PAGES });
  const coldSample = await one(reader, first);
  const cold = {
    ms: performance.now() - started,
    parseMs: coldSample.parseMs,
    pages: coldSample.pages,
    pdf: first.pdf,
  };
  await reader.close();
  // A new pool in the warm process (what a replaced worker costs before its first document).
  const respawnMs: number[] = [];
  for (let i = 0; i < 5; i++) {
    started = performance.now();
    reader = new DocumentReader({ workers, timeoutMs: TIMEOUT_MS, maxPages: MAX_PAGES });
    await one(reader, first);
    respawnMs.push(performance.now() - started);
    await reader.close();
  }

  reader = new DocumentReader({ workers, timeoutMs: TIMEOUT_MS, maxPages: MAX_PAGES });
  try {
    // One pass as many at a time as there are workers, each lane taking the next document.
    const pass = async (samples: Sample[]) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: workers }, async () => {
          while (next < corpus.length) samples.push(await one(reader, corpus[next++]!));
        }),
      );
    };
    await pass([]); // warm-up: every worker spawned, pdfjs and the parser compiled
    const samples: Sample[] = [];
    started = performance.now();
    const cpu = process.cpuUsage();
    for (let round = 0; round < rounds; round++) await pass(samples);
    const wallMs = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    return {
      workers,
      documents: corpus.length,
      cold,
      respawnMs,
      samples,
      wallMs,
      cpuMs,
      rounds,
      rssBaselineMb,
      peakRssMb: rssMb(),
    };
  } finally {
    await reader.close();
  }
}

if (values.child) {
  const result = await measure(Number(values.child), Number(values.rounds));
  process.stdout.write(JSON.stringify(result));
  process.exit(0);
}

// --- parent: one fresh process per pool size, then the section ---------------------------------------

const load = loadavg().map((l) => l.toFixed(2));
const poolSizes = values.workers.split(',').map(Number);
const repeats = Number(values.repeats);
const runs = new Map<number, ChildResult[]>(poolSizes.map((w) => [w, []]));
// Pool sizes interleaved, each run in a fresh process: a burst of other work on the machine then
// spreads over both sizes instead of landing on one.
for (let repeat = 1; repeat <= repeats; repeat++)
  for (const workers of poolSizes) {
    console.error(`[bench] ${workers} worker(s), ${values.rounds} rounds, run ${repeat} of ${repeats}`);
    const out = execFileSync(
      process.execPath,
      [import.meta.filename, '--child', String(workers), '--rounds', values.rounds],
      { encoding: 'utf8', maxBuffer: 64 * 2 ** 20, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    runs.get(workers)!.push(JSON.parse(out) as ChildResult);
  }
const docsPerSecond = (r: ChildResult) => r.samples.length / (r.wallMs / 1000);
/** Per pool size, the run of median throughput, with the spread of all runs. */
const results = poolSizes.map((workers) => {
  const sorted = [...runs.get(workers)!].sort((a, b) => docsPerSecond(a) - docsPerSecond(b));
  return Object.assign(sorted[Math.floor((sorted.length - 1) / 2)]!, {
    spread: sorted.map(docsPerSecond),
    colds: sorted.map((r) => r.cold.ms),
  });
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const ms = (x: number) => (x >= 100 ? Math.round(x).toLocaleString('en') : x.toFixed(1));
const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    0.5,
  );

const rows = results.map((r) => {
  const times = r.samples.map((s) => s.ms).sort((a, b) => a - b);
  const perPage = r.samples.map((s) => s.ms / s.pages).sort((a, b) => a - b);
  const pages = r.samples.reduce((sum, s) => sum + s.pages, 0);
  const parse = r.samples.map((s) => s.parseMs).sort((a, b) => a - b);
  const seconds = r.wallMs / 1000;
  return {
    r,
    cells: [
      String(r.workers),
      `${r.samples.length} (${r.rounds} × ${r.documents})`,
      `${ms(percentile(times, 0.5))} / ${ms(percentile(times, 0.99))}`,
      `${ms(percentile(perPage, 0.5))} / ${ms(percentile(perPage, 0.99))}`,
      `${ms(percentile(parse, 0.5))} / ${ms(percentile(parse, 0.99))}`,
      `${(r.samples.length / seconds).toFixed(1)} (${r.spread[0]!.toFixed(1)}–${r.spread.at(-1)!.toFixed(1)})`,
      (pages / seconds).toFixed(1),
      `${seconds.toFixed(1)} s`,
      ms(r.cpuMs / pages),
      `${ms(median(r.colds))} (${ms(Math.min(...r.colds))}–${ms(Math.max(...r.colds))})`,
      `${ms(median(r.respawnMs))}`,
      `${r.rssBaselineMb} / ${r.peakRssMb}`,
    ],
    pages,
  };
});

const pages = rows[0]?.pages ?? 0;
const throughput = (workers: number) => {
  const r = results.find((x) => x.workers === workers);
  return r ? docsPerSecond(r) : undefined;
};
const speedup =
  throughput(1) && throughput(2) ? `${(throughput(2)! / throughput(1)!).toFixed(2)}×` : undefined;
const r0 = results[0];
const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, pdfjs-dist ${pdfjsVersion()}; load average (1 min) ${load[0]} at the start and ${loadavg()[0]!.toFixed(2)} at the end (other work on the machine shows there). \`node scripts/bench/documents.ts --workers ${values.workers} --rounds ${values.rounds} --repeats ${values.repeats}\`.`,
  '',
  `DocumentReader (the service's defaults: ${MAX_PAGES} pages at most, ${TIMEOUT_MS / 1000} s per document) -> readDocument -> parseCv, on the ${r0?.documents ?? 0} PDFs of \`scripts/eval/cv-corpus/\` (${r0 ? Math.round(pages / (r0.rounds || 1)) : 0} pages, 50–110 kB each; text PDFs printed by Chromium). Each pool size runs ${repeats} times, alternating, each time in a fresh process: the cold start first, then one warm-up pass and the timed passes, with as many documents in flight as workers (each waits only for its own worker, not in a queue); the table shows the run of median throughput (the documents/s of all runs in brackets). Per document: from the bytes to the parsed resume, as a caller waits; "parseCv" is the main-thread share of it. The skill linking of \`POST /v1/parse/cv\` (graph queries) is not included.`,
  '',
  '| Workers | Documents timed | Per document p50 / p99 (ms) | Per page p50 / p99 (ms) | of which parseCv p50 / p99 (ms) | Documents/s (all runs) | Pages/s | Wall time | CPU per page (ms) | Cold start, first document (ms, median and range of the runs) | New pool in a warm process (ms, median of 5) | RSS before / peak (MB) |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(({ cells }) => `| ${cells.join(' | ')} |`),
  '',
  `Cold start: \`${r0?.cold.pdf ?? ''}\` (${r0?.cold.pages ?? 0} pages) as the process's first document, from \`new DocumentReader\` to the parsed resume: worker spawn, pdfjs-dist loaded and compiled in the worker, the parser compiled on the main thread (${results.map((r) => `parseCv ${ms(r.cold.parseMs)} ms of it with ${r.workers} worker${r.workers > 1 ? 's' : ''}`).join(', ')}). A new pool in a warm process pays the worker spawn and the pdfjs load again (each worker is a new isolate), which is also what a worker replaced after a timeout or a crash costs. CPU per page is the process's CPU time (all threads) over the timed passes divided by the pages read: less sensitive than wall time to other work on the machine. RSS is the whole process's (main thread and worker heaps); "before" is after loading the corpus bytes, with no worker.`,
  '',
  `Slowest document: ${results
    .map((r) => {
      const slowest = [...r.samples].sort((a, b) => b.ms - a.ms)[0];
      return slowest
        ? `${ms(slowest.ms)} ms (parseCv ${ms(slowest.parseMs)} ms) for \`${slowest.pdf}\`, ${slowest.pages} pages, with ${r.workers} worker${r.workers > 1 ? 's' : ''}`
        : '';
    })
    .join('; ')}.`,
  ...(cpus().length <= 2
    ? [
        '',
        `On ${cpus().length} cores, 2 workers and the main thread (parseCv, the event loop) share the CPUs${speedup ? `; the second worker multiplies throughput by ${speedup}` : ''}.`,
      ]
    : []),
];

function pdfjsVersion(): string {
  try {
    const root = join(import.meta.dirname, '..', '..', 'node_modules', 'pdfjs-dist', 'package.json');
    return (JSON.parse(readFileSync(root, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

if (!values['no-write']) writeBenchmarkSection('Document parsing', lines.join('\n'));
console.log(`## Document parsing\n\n${lines.join('\n')}`);
