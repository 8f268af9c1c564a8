// From an uploaded file or a text body to document lines: the format is recognised from the bytes
// themselves (not the declared type, which clients get wrong), PDFs go to the worker pool, plain text
// is split into lines with the same heading and bullet marks the PDF layout gives.
import { AppError } from '../../http/errors.ts';
import type { DocumentLine } from './layout.ts';
import type { PdfReader } from './pdf-reader.ts';

export interface DocumentText {
  format: 'pdf' | 'text';
  pages: number;
  /** Pages read: a PDF longer than the configured maximum is read up to it. */
  pagesRead: number;
  lines: DocumentLine[];
  /** The lines joined, one per line, blank lines at paragraph breaks. */
  text: string;
}

/** Formats recognised but not read, by their magic numbers, with what to send instead. */
const UNSUPPORTED: { name: string; test: (b: Uint8Array) => boolean }[] = [
  { name: 'Word (DOCX) or another ZIP-based document', test: (b) => b[0] === 0x50 && b[1] === 0x4b },
  {
    name: 'legacy Word (DOC)',
    test: (b) => b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0,
  },
  { name: 'RTF', test: (b) => ascii(b, 0, 5) === '{\\rtf' },
  { name: 'a PNG image', test: (b) => b[0] === 0x89 && ascii(b, 1, 4) === 'PNG' },
  { name: 'a JPEG image', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { name: 'a GIF image', test: (b) => ascii(b, 0, 4) === 'GIF8' },
  { name: 'a TIFF image', test: (b) => ascii(b, 0, 4) === 'II*\0' || ascii(b, 0, 4) === 'MM\0*' },
  { name: 'a WebP image', test: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
];

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** What the client said a file is: its name and media type (either may be missing or wrong). */
export interface Declared {
  filename?: string | undefined;
  mediaType?: string | undefined;
}

/** Reads an uploaded document: PDF or UTF-8 text. */
export async function readDocument(
  bytes: Uint8Array,
  pdf: PdfReader,
  declared: Declared = {},
): Promise<DocumentText> {
  if (bytes.length === 0) throw new AppError('unreadable_document', 'The file is empty', { reason: 'empty' });
  // A PDF may carry junk before its header; readers look in the first kilobyte.
  if (ascii(bytes, 0, Math.min(bytes.length, 1024)).includes('%PDF-')) {
    const read = await pdf.read(bytes);
    if (read.lines.length === 0)
      throw new AppError(
        'unreadable_document',
        'The PDF has no text layer (a scan or an image); text recognition (OCR) is not supported: send a PDF with text or the text itself',
        { reason: 'no_text' },
      );
    return {
      format: 'pdf',
      pages: read.pages,
      pagesRead: read.pagesRead,
      lines: read.lines,
      text: joinLines(read.lines),
    };
  }
  const unsupported = UNSUPPORTED.find((format) => format.test(bytes));
  if (unsupported)
    throw new AppError(
      'unsupported_format',
      `The file is ${unsupported.name}; this service reads PDF and plain text (UTF-8)`,
      { format: unsupported.name },
    );
  // Bytes that contradict a declared PDF are a broken or mislabelled file, not a text CV to parse empty.
  if (/pdf/i.test(declared.mediaType ?? '') || /\.pdf$/i.test(declared.filename ?? ''))
    throw new AppError(
      'unreadable_document',
      'The file is declared as a PDF (by its name or type) but its bytes are not a PDF',
      { reason: 'not_a_pdf' },
    );
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError(
      'unsupported_format',
      'The file is neither a PDF nor UTF-8 text; this service reads PDF and plain text (UTF-8)',
      { format: 'unknown binary' },
    );
  }
  // NUL and other control characters (except tab and line ends) mean binary data, not text.
  if (hasControlCharacters(text))
    throw new AppError('unsupported_format', 'The file is binary data, not text; send a PDF or UTF-8 text', {
      format: 'unknown binary',
    });
  return fromText(text);
}

/** Lines of a plain-text document, marked like the PDF layout marks them. */
export function fromText(raw: string): DocumentText {
  const text = raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!text.trim()) throw new AppError('unreadable_document', 'The text is empty', { reason: 'empty' });
  // Symbols alone ("*** ---", bullets, emoji) hold nothing to read, though a model would embed them.
  if (!/[\p{L}\p{N}]/u.test(text))
    throw new AppError('unreadable_document', 'The text has no words (no letter or digit)', {
      reason: 'empty',
    });
  const lines: DocumentLine[] = [];
  let blank = true;
  for (const rawLine of text.split('\n')) {
    const trimmed = rawLine
      .replace(/[\u200B-\u200D\uFEFF]/g, '')
      .replace(/ +/g, ' ')
      .replace(/ ?\t[\t ]*/g, '\t')
      .trim();
    if (!trimmed) {
      blank = true;
      continue;
    }
    const bullet = /^[•●▪■◦○◆◇►▸‣⁃∙·*–—-]\s+/u.test(trimmed);
    const line = bullet ? trimmed.replace(/^[•●▪■◦○◆◇►▸‣⁃∙·*–—-]\s+/u, '') : trimmed;
    const letters = line.replace(/[^\p{L}]/gu, '');
    lines.push({
      text: line,
      page: 1,
      heading:
        !bullet &&
        ((letters.length >= 3 && line.length <= 40 && letters === letters.toLocaleUpperCase()) ||
          (/^[^.!?]{3,40}:$/u.test(line) && blank)),
      bullet,
      scale: 1,
      breakBefore: blank,
      fill: 0,
    });
    blank = false;
  }
  return { format: 'text', pages: 1, pagesRead: 1, lines, text: joinLines(lines) };
}

export function joinLines(lines: DocumentLine[]): string {
  return lines
    .map((line, index) => (line.breakBefore && index > 0 ? '\n' : '') + (line.bullet ? '• ' : '') + line.text)
    .join('\n');
}

/** NUL and other C0 controls besides tab, line feed, form feed and carriage return. */
const hasControlCharacters = (text: string) => {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d && code !== 0x0b)
      return true;
  }
  return false;
};
