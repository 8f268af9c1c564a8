// Every format a recruiter receives, read through the service's own readers (the document worker pool
// and OCR) into the same JSON Resume: the French two-column CV of test/fixtures/documents, printed to
// PDF by Chromium, saved by LibreOffice as DOCX, ODT, RTF and DOC, written as Markdown by officeparser,
// and as a scan (150 dpi, turned 1.2°, blurred, JPEG in a PDF) and a phone photo (turned a quarter and
// 2.5°, low contrast, tinted paper). Its truth is cv-fr-deux-colonnes.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCv } from '../../src/documents/parsing/cv-parser.ts';
import { DocumentReader } from '../../src/documents/reading/document-reader.ts';
import { OcrReader } from '../../src/documents/reading/ocr.ts';
import { type Readers, readDocument } from '../../src/documents/reading/read-document.ts';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'documents');
const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));
const truth = JSON.parse(readFileSync(join(FIXTURES, 'cv-fr-deux-colonnes.json'), 'utf8'));

const readers: Readers = {
  documents: new DocumentReader({
    workers: 2,
    timeoutMs: 30_000,
    maxPages: 30,
    scanDpi: 230,
    maxScanPages: 3,
  }),
  ocr: new OcrReader({ workers: 2, pageTimeoutMs: 60_000 }),
  maxOcrPages: 3,
};
afterAll(async () => {
  await Promise.all([readers.documents.close(), readers.ocr?.close()]);
});

const parse = async (name: string) => {
  const document = await readDocument(fixture(name), readers, { filename: name });
  return { document, resume: parseCv(document.lines).resume };
};
const works = (resume: Awaited<ReturnType<typeof parse>>['resume']) =>
  (resume.work ?? []).map((w) => [w.name, w.position, w.startDate, w.endDate]);
const truthWorks = truth.work.map((w: Record<string, string>) => [
  w.name,
  w.position,
  w.startDate,
  w.endDate,
]);

describe('documents in every format read into the same resume', () => {
  it.each(['docx', 'odt', 'rtf', 'html', 'md'])('%s: every field the PDF gives', async (extension) => {
    const [pdf, other] = await Promise.all([
      parse('cv-fr-deux-colonnes.pdf'),
      parse(`cv-fr-deux-colonnes.${extension}`),
    ]);
    expect(other.document.format).toBe(extension === 'md' ? 'markdown' : extension);
    expect(other.resume.basics).toEqual(pdf.resume.basics);
    expect(works(other.resume)).toEqual(truthWorks);
    expect(other.resume.education).toEqual(pdf.resume.education);
    expect(other.resume.skills).toEqual(pdf.resume.skills);
    expect(other.resume.languages).toEqual(pdf.resume.languages);
  });

  it('doc (Word 97): its text without styles, so contact, jobs and schooling but not the sidebar-first name', async () => {
    const { document, resume } = await parse('cv-fr-deux-colonnes.doc');
    expect(document.format).toBe('doc');
    expect(resume.basics?.email).toBe(truth.basics.email);
    expect(resume.work?.map((w) => w.position)).toEqual(
      truth.work.map((w: { position: string }) => w.position),
    );
    expect(resume.education?.map((e) => e.institution)).toEqual(
      truth.education.map((e: { institution: string }) => e.institution),
    );
  });

  it.each([
    ['cv-fr-deux-colonnes-scan.pdf', 'pdf', 0],
    ['cv-fr-deux-colonnes-photo.jpg', 'jpeg', 270],
  ])('%s: read by OCR, turned upright, in French', async (name, format, rotated) => {
    const { document, resume } = await parse(name);
    expect(document.format).toBe(format);
    expect(document.ocr?.language).toBe('fr');
    expect(document.ocr?.pages).toHaveLength(1);
    expect(document.ocr?.pages[0]?.rotated).toBe(rotated);
    expect(document.ocr?.pages[0]?.confidence).toBeGreaterThan(0.6);
    // No title read twice: the rule under "PROFIL" that Tesseract finds as a line of marks reaching
    // into it is not read again ("ROFI").
    expect(document.lines.filter((l) => /^P?ROFIL?$/.test(l.text)).map((l) => l.text)).toEqual(['PROFIL']);
    expect(resume.basics?.name).toBe(truth.basics.name);
    expect(works(resume)).toEqual(truthWorks);
    expect(resume.education?.map((e) => e.studyType)).toEqual(
      truth.education.map((e: { studyType: string }) => e.studyType),
    );
    expect(resume.languages?.map((l) => l.language)).toEqual(
      truth.languages.map((l: { language: string }) => l.language),
    );
  });

  it('reads a PDF page without text by OCR and says no_text for one that holds none', async () => {
    await expect(readDocument(fixture('image-only.pdf'), readers)).rejects.toMatchObject({
      code: 'unreadable_document',
      details: { reason: 'no_text' },
    });
  });
});

describe('OCR within its budget', () => {
  it('fails a page past its time budget with an error naming the page, and leaves no worker behind', async () => {
    const hurried: Readers = {
      documents: readers.documents,
      ocr: new OcrReader({ workers: 1, pageTimeoutMs: 200 }),
      maxOcrPages: 1,
    };
    try {
      await expect(readDocument(fixture('cv-fr-deux-colonnes-photo.jpg'), hurried)).rejects.toMatchObject({
        code: 'unreadable_document',
        details: { reason: 'timeout', page: 1 },
      });
    } finally {
      await hurried.ocr?.close();
    }
    const read = await readDocument(fixture('cv-fr-deux-colonnes-photo.jpg'), readers);
    expect(read.ocr?.pages).toHaveLength(1);
  });
});

describe('OCR closed while a worker still loads its model', () => {
  it("ends a worker retired by its page's timer before its models go, and throws nothing uncaught", async () => {
    // A budget too short for the worker to load its model: the timer retires it mid-load, and close()
    // then removes the model links. Without waiting for the retired worker, its load fails on the
    // removed file and tesseract.js rethrows that where nothing catches it (vitest fails the run).
    for (const pageTimeoutMs of [5, 25, 45]) {
      const ocr = new OcrReader({ workers: 1, pageTimeoutMs });
      await expect(
        readDocument(fixture('cv-fr-deux-colonnes-photo.jpg'), { ...readers, ocr, maxOcrPages: 1 }),
      ).rejects.toMatchObject({ code: 'unreadable_document' });
      await ocr.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  });
});

describe('hostile documents', () => {
  const docx = fixture('cv-fr-deux-colonnes.docx');
  const withDocument = (xml: string) => zipSync({ ...unzipSync(docx), 'word/document.xml': strToU8(xml) });
  const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

  it('expands no entity: neither a billion laughs nor a file of the server', async () => {
    let laughs = '<?xml version="1.0"?><!DOCTYPE w:document [<!ENTITY a0 "lol">';
    for (let i = 1; i <= 12; i++) laughs += `<!ENTITY a${i} "${`&a${i - 1};`.repeat(10)}">`;
    laughs += `]><w:document ${W}><w:body><w:p><w:r><w:t>Ada Lovelace &a12;</w:t></w:r></w:p></w:body></w:document>`;
    const read = await readDocument(withDocument(laughs), readers);
    expect(read.text.length).toBeLessThan(100);
    const xxe = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><w:document ${W}><w:body><w:p><w:r><w:t>Ada &x;</w:t></w:r></w:p></w:body></w:document>`;
    expect((await readDocument(withDocument(xxe), readers)).text).not.toContain('root:');
  });

  it('refuses a password-protected document and a truncated one (400), and serves the next', async () => {
    await expect(readDocument(fixture('encrypted.docx'), readers)).rejects.toMatchObject({
      details: { reason: 'encrypted' },
    });
    await expect(readDocument(docx.subarray(0, docx.length - 200), readers)).rejects.toMatchObject({
      code: 'unreadable_document',
    });
    expect((await readDocument(docx, readers)).format).toBe('docx');
  });

  it('bounds a document of a million nested elements that compresses little', async () => {
    // Random tag names defeat compression, so the archive check lets it through to the reader's limits.
    const names = Array.from({ length: 300_000 }, (_, i) => `w:x${(i * 2654435761) % 1e9}`);
    const xml = `<w:document ${W}><w:body>${names.map((n) => `<${n}>`).join('')}${names
      .reverse()
      .map((n) => `</${n}>`)
      .join('')}</w:body></w:document>`;
    const started = performance.now();
    const outcome = await readDocument(withDocument(xml), readers).then(
      (read) => ({ ok: true, read }),
      (error: { code: string }) => ({ ok: false, error }),
    );
    expect(outcome.ok ? 'read' : (outcome as { error: { code: string } }).error.code).toMatch(
      /read|payload_too_large|unreadable_document/,
    );
    expect(performance.now() - started).toBeLessThan(60_000);
    expect((await readDocument(docx, readers)).format).toBe('docx');
  });
});
