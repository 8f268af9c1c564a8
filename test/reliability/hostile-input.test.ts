// Hostile input over real HTTP: broken, huge, encrypted, scripted and bomb-like PDFs; gzip bombs; deeply
// nested and oversized JSON; 100 KB query strings; NUL bytes and invalid UTF-8 in paths and queries.
// Each must get a clear answer (a 4xx in the flat envelope with its request id, or a bounded parse),
// and the service must stay healthy after each. Time and memory per input are measured and printed
// (RELIABILITY.md keeps a run's figures), never asserted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Transform } from 'node:stream';
import { createDeflate, createGzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestContext, type Tenant, type TestContext } from '../helpers.ts';

let ctx: TestContext;
let tenant: Tenant;
let base = '';
const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'documents');
const measured: { input: string; status: number; code: string; ms: number; rssMb: number }[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  tenant = await createTenant(ctx);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  console.info(
    ['hostile input: status, code, ms, RSS after (MB)']
      .concat(
        measured.map(
          (m) => `  ${m.input}: ${m.status} ${m.code} ${m.ms.toFixed(0)} ms ${m.rssMb.toFixed(0)} MB`,
        ),
      )
      .join('\n'),
  );
  await ctx?.close();
});

/** `size` bytes of spaces, compressed as one stream fed a megabyte at a time (never held inflated). */
async function compressedSpaces(size: number, compressor: Transform) {
  const chunk = Buffer.alloc(2 ** 20, 0x20);
  const parts: Buffer[] = [];
  compressor.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve) => compressor.on('end', resolve));
  for (let done = 0; done < size; done += chunk.length)
    if (!compressor.write(chunk)) await new Promise((resolve) => compressor.once('drain', resolve));
  compressor.end();
  await ended;
  return Buffer.concat(parts);
}

/** A PDF of `pages` pages, each with one line of text; `extra` adds a catalog entry (e.g. an action). */
function pdf(
  pages: number,
  options: { extra?: string; stream?: (page: number) => Buffer; filter?: string } = {},
) {
  const objects: Buffer[] = [];
  const kids = Array.from({ length: pages }, (_, i) => `${4 + 2 * i} 0 R`).join(' ');
  objects.push(Buffer.from(`<< /Type /Catalog /Pages 2 0 R ${options.extra ?? ''} >>`));
  objects.push(Buffer.from(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`));
  objects.push(Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'));
  for (let i = 0; i < pages; i++) {
    objects.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + 2 * i} 0 R >>`,
      ),
    );
    const content =
      options.stream?.(i) ??
      Buffer.from(`BT /F1 12 Tf 72 720 Td (Page ${i + 1}: Software developer, Python) Tj ET`);
    objects.push(
      Buffer.concat([
        Buffer.from(
          `<< /Length ${content.length}${options.filter ? ` /Filter ${options.filter}` : ''} >>\nstream\n`,
        ),
        content,
        Buffer.from('\nendstream'),
      ]),
    );
  }
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`]
    .concat(offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`))
    .join('');
  parts.push(
    Buffer.from(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

async function send(input: string, url: string, init: RequestInit = {}) {
  const started = performance.now();
  const response = await fetch(`${base}${url}`, {
    ...init,
    headers: { ...tenant.headers, ...(init.headers as Record<string, string>) },
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let code = '';
  try {
    code = JSON.parse(text)?.error?.code ?? '';
  } catch {}
  measured.push({ input, status: response.status, code, ms, rssMb: process.memoryUsage().rss / 2 ** 20 });
  const health = await fetch(`${base}/health`);
  expect(health.status, `healthy after ${input}`).toBe(200);
  return { status: response.status, body: text, requestId: response.headers.get('x-request-id') };
}

/** A refusal in the flat envelope (spec 7.1), with the request id in body and header. */
function expectRefusal(answer: Awaited<ReturnType<typeof send>>, statuses: number[]) {
  expect(statuses).toContain(answer.status);
  const body = JSON.parse(answer.body);
  expect(body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  expect(body.error.request_id).toBe(answer.requestId);
}

const upload = (bytes: Buffer, name = 'cv.pdf', type = 'application/pdf') => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return { method: 'POST', body: form };
};

describe('hostile documents', () => {
  it('refuses empty, truncated and encrypted PDFs with 400 unreadable_document', async () => {
    expectRefusal(await send('empty PDF', '/v1/parse/cv', upload(Buffer.alloc(0))), [400]);
    const real = readFileSync(join(FIXTURES, 'cv-fr-deux-colonnes.pdf'));
    const truncated = await send('truncated PDF', '/v1/parse/cv', upload(real.subarray(0, real.length / 2)));
    expectRefusal(truncated, [400]);
    const encrypted = await send(
      'encrypted PDF',
      '/v1/parse/cv',
      upload(readFileSync(join(FIXTURES, 'encrypted.pdf'))),
    );
    expectRefusal(encrypted, [400]);
    expect(JSON.parse(encrypted.body).error.code).toBe('unreadable_document');
  });

  it('refuses a 15 MB upload with 413', async () => {
    const big = Buffer.concat([pdf(1), Buffer.alloc(15 * 2 ** 20, 0x20)]);
    expectRefusal(await send('15 MB PDF', '/v1/parse/cv', upload(big)), [413]);
  });

  it('reads a 200-page PDF only up to its page bound', async () => {
    const answer = await send('200-page PDF', '/v1/parse/cv', upload(pdf(200)));
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body);
    expect(JSON.stringify(body)).toMatch(/"pages_read":30\b/);
  });

  it('never runs the JavaScript a PDF carries, and parses its text', async () => {
    const scripted = pdf(1, {
      extra: '/OpenAction << /S /JavaScript /JS (globalThis.pwned = true; app.alert\\(1\\)) >>',
    });
    const answer = await send('JavaScript PDF', '/v1/parse/cv', upload(scripted));
    expect(answer.status).toBe(200);
    // Read as a document: its text parsed, its action ignored (pdf.js runs no document scripts).
    expect(answer.body).toMatch(/Software developer/i);
    expect((globalThis as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('bounds a PDF whose compressed page inflates to 200 MB', async () => {
    const page = await compressedSpaces(200 * 2 ** 20, createDeflate({ level: 9 }));
    const bomb = pdf(1, { stream: () => page, filter: '/FlateDecode' });
    const answer = await send('Flate bomb PDF (200 MB inflated)', '/v1/parse/cv', upload(bomb));
    expect([200, 400]).toContain(answer.status);
    if (answer.status === 400) expectRefusal(answer, [400]);
  });

  it('refuses a file that claims to be a PDF but is not', async () => {
    expectRefusal(
      await send('fake PDF', '/v1/parse/cv', upload(Buffer.from('this is not a pdf at all'))),
      [400],
    );
  });
});

describe('hostile bodies', () => {
  const json = (body: string | Buffer, headers: Record<string, string> = {}) => ({
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });

  it('refuses JSON nested 10,000 levels deep with 400, and 2 MB of JSON with 413', async () => {
    const deep = `{"text":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    expectRefusal(await send('JSON nested 10,000 levels', '/v1/cvs/treat', json(deep)), [400]);
    const large = JSON.stringify({ text: 'x'.repeat(2 * 2 ** 20) });
    expectRefusal(await send('2 MB JSON', '/v1/cvs/treat', json(large)), [413]);
  });

  it('refuses a gzip bomb (10 KB inflating to 1 GB) without inflating it', async () => {
    const bomb = await compressedSpaces(2 ** 30, createGzip({ level: 9 }));
    const answer = await send(
      'gzip bomb (1 GB inflated)',
      '/v1/cvs/treat',
      json(bomb, { 'content-encoding': 'gzip' }),
    );
    expectRefusal(answer, [400, 415]);
  });
});

describe('hostile URLs', () => {
  it('refuses a 100 KB query string (414, or 431 as the request line counts with the headers)', async () => {
    expectRefusal(
      await send('100 KB query string', `/v1/search/skill?q=${'a'.repeat(100 * 1024)}`),
      [414, 431],
    );
  });

  it('refuses NUL bytes and invalid UTF-8 in paths and queries with 400', async () => {
    for (const [input, url] of [
      ['NUL in a path', '/v1/skills/abc%00def'],
      ['NUL in a query', '/v1/search/skill?q=java%00script'],
      ['invalid UTF-8 in a path', '/v1/skills/%E0%A4%A'],
      ['invalid UTF-8 in a query', '/v1/search/skill?q=%FF%FE'],
    ] as const)
      expectRefusal(await send(input, url), [400]);
  });
});
