// What an upload is, from its bytes (src/documents/reading/formats.ts): real documents of each format
// (test/fixtures/documents, the French two-column CV saved by LibreOffice in each), and archives built
// here to carry what must be refused before any reader opens them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { recognise } from '../../src/documents/reading/formats.ts';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'documents');
const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));
const docx = fixture('cv-fr-deux-colonnes.docx');
const withParts = (parts: Record<string, Uint8Array>) => zipSync({ ...unzipSync(docx), ...parts });
const refusal = (bytes: Uint8Array, declared = {}) => {
  try {
    recognise(bytes, declared);
  } catch (error) {
    return error as { code: string; statusCode: number; details: Record<string, unknown> };
  }
  throw new Error('recognised, not refused');
};

describe('recognise', () => {
  it('tells each readable format from its bytes, whatever the declared name', () => {
    const cases: [string, string][] = [
      ['cv-fr-deux-colonnes.pdf', 'pdf'],
      ['cv-fr-deux-colonnes.docx', 'docx'],
      ['cv-fr-deux-colonnes.odt', 'odt'],
      ['cv-fr-deux-colonnes.doc', 'doc'],
      ['cv-fr-deux-colonnes.rtf', 'rtf'],
      ['cv-fr-deux-colonnes.html', 'html'],
      ['cv-fr-deux-colonnes.md', 'markdown'],
      ['cv-en.txt', 'text'],
      ['cv-fr-deux-colonnes-photo.jpg', 'jpeg'],
      ['photo.png', 'png'],
    ];
    for (const [name, format] of cases)
      expect(recognise(fixture(name), { filename: 'cv.bin' }), name).toBe(format);
  });

  it('reads a declared Markdown or HTML name only for text, and a declared PDF that is none is refused', () => {
    const text = strToU8('Jo Doe\nDeveloper');
    expect(recognise(text)).toBe('text');
    expect(recognise(text, { filename: 'cv.md' })).toBe('markdown');
    expect(recognise(text, { mediaType: 'text/html' })).toBe('html');
    expect(recognise(fixture('cv-fr-deux-colonnes.docx'), { filename: 'cv.md' })).toBe('docx');
    expect(refusal(text, { filename: 'cv.pdf' })).toMatchObject({
      code: 'unreadable_document',
      details: { reason: 'not_a_pdf' },
    });
  });

  it('refuses spreadsheets, presentations, other archives and HEIC photos as formats it does not read (501)', () => {
    const sheet = zipSync({
      '[Content_Types].xml': strToU8('<Types/>'),
      'xl/workbook.xml': strToU8('<workbook/>'),
    });
    const slides = zipSync({ 'ppt/presentation.xml': strToU8('<p/>') });
    const archive = zipSync({ 'a.txt': strToU8('a'), 'b.txt': strToU8('b') });
    const heic = new Uint8Array([0, 0, 0, 24, ...strToU8('ftypheic'), 0, 0, 0, 0]);
    for (const [bytes, words] of [
      [sheet, 'Excel'],
      [slides, 'PowerPoint'],
      [archive, 'ZIP archive'],
      [heic, 'HEIC'],
    ] as const) {
      const error = refusal(bytes);
      expect(error).toMatchObject({ code: 'unsupported_format', statusCode: 501 });
      expect(String(error.details.format)).toContain(words);
    }
  });

  it('refuses a macro-enabled document (415), a password-protected one (400) and a truncated archive (400)', () => {
    expect(refusal(withParts({ 'word/vbaProject.bin': strToU8('VBA') }))).toMatchObject({
      code: 'unsupported_media_type',
      statusCode: 415,
      details: { reason: 'macros' },
    });
    // Encrypted by msoffcrypto-tool: an OLE file holding EncryptionInfo and EncryptedPackage.
    expect(refusal(fixture('encrypted.docx'))).toMatchObject({
      code: 'unreadable_document',
      details: { reason: 'encrypted' },
    });
    expect(refusal(docx.subarray(0, 3000))).toMatchObject({
      code: 'unreadable_document',
      details: { reason: 'invalid' },
    });
  });

  it('refuses a ZIP bomb and an entry flood (413) from the archive directory, before decompressing', () => {
    const bomb = withParts({ 'word/media/pad.xml': new Uint8Array(80 * 1024 * 1024).fill(32) });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(refusal(bomb)).toMatchObject({
      code: 'payload_too_large',
      statusCode: 413,
      details: { reason: 'decompressed_size' },
    });
    const flood = withParts(
      Object.fromEntries(Array.from({ length: 2500 }, (_, i) => [`word/p${i}.xml`, strToU8('<p/>')])),
    );
    expect(refusal(flood)).toMatchObject({
      code: 'payload_too_large',
      details: { reason: 'archive_entries' },
    });
  });

  it('refuses binary data that is no document, and an empty file', () => {
    expect(refusal(new Uint8Array([0xc3, 0x28, 0xa0, 0xa1]))).toMatchObject({ code: 'unsupported_format' });
    expect(refusal(new Uint8Array())).toMatchObject({
      code: 'unreadable_document',
      details: { reason: 'empty' },
    });
  });
});
