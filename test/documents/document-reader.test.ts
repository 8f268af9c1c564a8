// The PDF worker pool: documents are read off the event loop, a document that overruns its time budget
// is refused with a clear error and its worker replaced, and the pool keeps serving.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DocumentReader } from '../../src/documents/reading/document-reader.ts';

const pdf = new Uint8Array(
  readFileSync(join(import.meta.dirname, '..', 'fixtures', 'documents', 'cv-fr-deux-colonnes.pdf')),
);
const reader = new DocumentReader({ workers: 2, timeoutMs: 20_000, maxPages: 30 });
afterAll(async () => {
  await reader.close();
});

describe('DocumentReader (PDF)', () => {
  it('reads several documents at once with a pool of two workers', async () => {
    const results = await Promise.all([1, 2, 3, 4].map(() => reader.read(pdf)));
    for (const result of results) {
      expect(result.pages).toBe(1);
      expect(result.lines?.map((l) => l.text)).toContain('Camille Martin');
    }
  });

  it('refuses a document that overruns its time budget, then serves the next one', async () => {
    await expect(reader.read(pdf, 'pdf', { timeoutMs: 1 })).rejects.toMatchObject({
      code: 'unreadable_document',
      details: { reason: 'timeout' },
    });
    const next = await reader.read(pdf);
    expect(next.lines?.length).toBeGreaterThan(10);
  });

  it('reads only the configured number of pages', async () => {
    const corpus = join(import.meta.dirname, '..', '..', 'scripts', 'eval', 'cv-corpus', 'pdfs');
    const threePages = new Uint8Array(readFileSync(join(corpus, 'richard-hendriks--elegant.pdf')));
    const short = new DocumentReader({ workers: 1, timeoutMs: 20_000, maxPages: 1 });
    try {
      const read = await short.read(threePages);
      expect(read.pages).toBeGreaterThan(1);
      expect(read.pagesRead).toBe(1);
      expect(new Set(read.lines?.map((l) => l.page))).toEqual(new Set([1]));
    } finally {
      await short.close();
    }
  });

  it('refuses work once closed', async () => {
    const closing = new DocumentReader({ workers: 1, timeoutMs: 20_000, maxPages: 1 });
    await closing.close();
    await expect(closing.read(pdf)).rejects.toMatchObject({ code: 'service_unavailable' });
  });
});
