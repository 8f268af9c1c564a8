// Benchmark: reading a CV in each format a recruiter receives, and OCR under load. Written to
// BENCHMARKS.md ("Document formats and OCR").
//   1. In process, the service's readers (src/documents/reading/read-document.ts) then parseCv, on the
//      French two-column CV of test/fixtures/documents in every format: PDF, DOCX, ODT, RTF, HTML,
//      Markdown, DOC (one page each), a scanned PDF and a phone photo (read by OCR). Per format: the
//      first document of a new reader (worker spawn, libraries loaded), then p50 / p99 of the warm runs.
//   2. Memory: the process's RSS with no OCR worker, with one and with two (each a tesseract.js worker
//      thread holding its WebAssembly heap and a language model, and a line-recogniser process beside it,
//      whose RSS is added).
//   3. Over HTTP, the server as production runs it (src/main.ts on the development database): uploads of
//      the scanned PDF to POST /v1/parse/cv, four in flight, while GET /health is called every 50 ms;
//      OCR pages per minute, upload latency, and /health p50 / p99 / max during the uploads beside
//      /health alone before them.
//   node scripts/bench/formats.ts [--runs 30] [--ocr-runs 5] [--uploads 12] [--write]
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseCv } from '../../src/documents/parsing/cv-parser.ts';
import { DocumentReader } from '../../src/documents/reading/document-reader.ts';
import { OcrReader } from '../../src/documents/reading/ocr.ts';
import { type Readers, readDocument } from '../../src/documents/reading/read-document.ts';
import { resolveNeo4j } from '../neo4j/resolve.ts';
import { createCustomerKey } from './customer.ts';
import { writeBenchmarkSection } from './report.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '30' },
    'ocr-runs': { type: 'string', default: '5' },
    uploads: { type: 'string', default: '12' },
    write: { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const OCR_RUNS = Number(values['ocr-runs']);
const UPLOADS = Number(values.uploads);
const FIXTURES = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'documents');
const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));
const log = (line: string) => process.stderr.write(`[formats] ${line}\n`);
const loadBefore = loadavg()[0]!;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

const newReaders = (ocrWorkers: number): Readers => ({
  documents: new DocumentReader({
    workers: 2,
    timeoutMs: 60_000,
    maxPages: 30,
    scanDpi: 230,
    maxScanPages: 5,
  }),
  ocr: ocrWorkers ? new OcrReader({ workers: ocrWorkers, pageTimeoutMs: 120_000 }) : undefined,
  maxOcrPages: 5,
});
const closeReaders = (readers: Readers) => Promise.all([readers.documents.close(), readers.ocr?.close()]);

/** One document, bytes to parsed resume, as a caller waits for it. */
async function once(readers: Readers, name: string) {
  const started = performance.now();
  const document = await readDocument(fixture(name), readers, { filename: name });
  parseCv(document.lines);
  return performance.now() - started;
}

// 1. Formats, in process.
const FORMATS: [string, string, boolean][] = [
  ['PDF (text)', 'cv-fr-deux-colonnes.pdf', false],
  ['DOCX', 'cv-fr-deux-colonnes.docx', false],
  ['ODT', 'cv-fr-deux-colonnes.odt', false],
  ['RTF', 'cv-fr-deux-colonnes.rtf', false],
  ['HTML', 'cv-fr-deux-colonnes.html', false],
  ['Markdown', 'cv-fr-deux-colonnes.md', false],
  ['DOC (Word 97)', 'cv-fr-deux-colonnes.doc', false],
  ['scanned PDF (OCR, French)', 'cv-fr-deux-colonnes-scan.pdf', true],
  ['phone photo, sideways (OCR, French)', 'cv-fr-deux-colonnes-photo.jpg', true],
];
const formatRows: string[] = [];
for (const [label, name, ocr] of FORMATS) {
  const readers = newReaders(ocr ? 1 : 0);
  const cold = await once(readers, name);
  const runs = ocr ? OCR_RUNS : RUNS;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await once(readers, name));
  await closeReaders(readers);
  times.sort((a, b) => a - b);
  formatRows.push(
    `| ${label} | ${(readFileSync(join(FIXTURES, name)).length / 1024).toFixed(0)} kB | ${ms(cold)} | ${runs} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 99))} |`,
  );
  log(`${label}: cold ${ms(cold)} ms, p50 ${ms(percentile(times, 50))} ms`);
}

// 2. Memory per OCR worker: RSS after a page read with one worker, then with two busy at once; the line
// recogniser's processes (src/documents/reading/ocr-line-readers.ts) counted with this one.
const childrenRss = () => {
  const listed = execFileSync('ps', ['-o', 'rss=,comm=', '--ppid', String(process.pid)], {
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter(([kib, command]) => kib && command !== 'ps')
    .reduce((sum, [kib]) => sum + Number(kib) * 1024, 0);
};
const rss = () => process.memoryUsage().rss + childrenRss();
global.gc?.();
const rssNone = rss();
const one = newReaders(1);
await once(one, 'cv-fr-deux-colonnes-photo.jpg');
const rssOne = rss();
await closeReaders(one);
const two = newReaders(2);
await Promise.all([once(two, 'cv-fr-deux-colonnes-photo.jpg'), once(two, 'cv-fr-deux-colonnes-scan.pdf')]);
const rssTwo = rss();
await closeReaders(two);
log(`RSS: none ${mib(rssNone)} MiB, one OCR worker ${mib(rssOne)}, two ${mib(rssTwo)}`);

// 3. The server under four OCR uploads at once, with /health beside them.
const target = await resolveNeo4j({ purpose: 'service' });
const port = 18_000 + Math.floor(Math.random() * 1000);
const MASTER_API_KEY = `bench-master-${randomUUID()}`;
const server = spawn(process.execPath, [join(import.meta.dirname, '..', '..', 'src', 'main.ts')], {
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
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {}
    if (attempt > 600) throw new Error('the server did not become healthy');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const { apiKey } = await createCustomerKey(base, MASTER_API_KEY, 'Formats benchmark');
  const scan = readFileSync(join(FIXTURES, 'cv-fr-deux-colonnes-scan.pdf'));
  const upload = async () => {
    const form = new FormData();
    form.append('file', new Blob([scan], { type: 'application/pdf' }), 'scan.pdf');
    const started = performance.now();
    const response = await fetch(`${base}/v1/parse/cv`, {
      method: 'POST',
      headers: { 'x-api-key': apiKey },
      body: form,
    });
    const body = (await response.json()) as { document?: { ocr?: unknown } };
    if (!response.ok || !body.document?.ocr)
      throw new Error(`upload: ${response.status} ${JSON.stringify(body)}`);
    return performance.now() - started;
  };
  const health = async (until: () => boolean) => {
    const times: number[] = [];
    while (!until()) {
      const started = performance.now();
      await (await fetch(`${base}/health`)).arrayBuffer();
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return times.sort((a, b) => a - b);
  };
  // Warm: the server's first OCR loads the models.
  await upload();
  const idleEnd = performance.now() + 5000;
  const idle = await health(() => performance.now() > idleEnd);
  let done = false;
  const healthDuring = health(() => done);
  const started = performance.now();
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < UPLOADS) {
        next++;
        latencies.push(await upload());
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  done = true;
  const during = await healthDuring;
  latencies.sort((a, b) => a - b);
  const loadAfter = loadavg()[0]!;
  const body = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}; one-minute load average ${loadBefore.toFixed(1)} at the start and ${loadAfter.toFixed(1)} at the end (other jobs shared the machine when it is above 1). \`node scripts/bench/formats.ts --runs ${RUNS} --ocr-runs ${OCR_RUNS} --uploads ${UPLOADS}\`.`,
    '',
    '### One CV in each format, bytes to JSON Resume (in process)',
    '',
    `The French two-column CV of \`test/fixtures/documents\` (one page) in each format, through \`readDocument\` (the service's readers: a pool of 2 document workers, 1 OCR worker) and \`parseCv\`, one at a time. "First" is a new reader's first document: the worker started and its libraries loaded (pdfjs, officeparser, word-extractor; for OCR, the tesseract.js workers and the English, French and orientation models). The scan and the photo are French: the page is read once, in English, whose words tell the language (the line recogniser reads every line again, in two threads; the title strip is read with the French model: src/documents/reading/read-document.ts, ocr.ts).`,
    '',
    '| Format | Size | First (ms) | Runs | p50 (ms) | p99 (ms) |',
    '|---|---|---|---|---|---|',
    ...formatRows,
    '',
    '### Memory of OCR workers',
    '',
    `RSS after the format runs, with no OCR worker: ${mib(rssNone)} MiB; after a page read by one OCR worker: ${mib(rssOne)} MiB; after two pages read at once by two: ${mib(rssTwo)} MiB (the process and its line recognisers' processes). Each OCR worker is a thread holding Tesseract's WebAssembly heap and its models, with a process of PP-OCRv6's line recogniser beside it (about ${mib(Math.max(0, rssTwo - rssOne))} MiB for the second pair here).`,
    '',
    '### Four OCR uploads at once, and /health beside them',
    '',
    `The server as production runs it (\`src/main.ts\`, OCR_WORKERS 2, on the development database), \`POST /v1/parse/cv\` of the scanned PDF (one French page, read once) ${UPLOADS} times with four in flight, after one upload that loads the models; \`GET /health\` every 50 ms from the same client during the uploads and for 5 s before them.`,
    '',
    '| Measure | Value |',
    '|---|---|',
    `| uploads, wall time | ${UPLOADS} in ${seconds.toFixed(1)} s |`,
    `| OCR throughput | ${((UPLOADS / seconds) * 60).toFixed(1)} pages per minute |`,
    `| upload latency p50 / p99 (four in flight, queued for two workers) | ${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 99))} ms |`,
    `| /health alone: p50 / p99 / max (${idle.length} calls) | ${ms(percentile(idle, 50))} / ${ms(percentile(idle, 99))} / ${ms(idle.at(-1) ?? 0)} ms |`,
    `| /health during the uploads: p50 / p99 / max (${during.length} calls) | ${ms(percentile(during, 50))} / ${ms(percentile(during, 99))} / ${ms(during.at(-1) ?? 0)} ms |`,
  ].join('\n');
  console.log(body);
  if (values.write) writeBenchmarkSection('Document formats and OCR', body);
} finally {
  server.kill('SIGTERM');
  if (server.exitCode === null && server.signalCode === null)
    await new Promise((resolve) => server.once('exit', resolve));
  // The Neo4j this bench started, not one it found running (as the other benches do).
  await target.stop();
}
