// A document's text as the parsers read it, and plain text split into lines with the same heading and
// bullet marks the PDF layout gives (read-document.ts reads every other format into the same shape).
import { AppError } from '../../http/errors.ts';
import type { DocumentFormat } from './formats.ts';
import type { DocumentLine } from './layout.ts';
import type { OcrLanguage } from './ocr.ts';

/** A page read by text recognition, as the answer reports it. */
export interface OcrPageReport {
  /** 1-based. */
  page: number;
  confidence: number;
  /** Degrees the page was turned to be upright. */
  rotated: number;
  /** Degrees of skew straightened. */
  skew: number;
}

export interface DocumentText {
  format: DocumentFormat;
  pages: number;
  /** Pages read: a document longer than the configured maximum is read up to it. */
  pagesRead: number;
  lines: DocumentLine[];
  /** The lines joined, one per line, blank lines at paragraph breaks. */
  text: string;
  /** The pages read by text recognition (scans, photos), when any were. */
  ocr?: { pages: OcrPageReport[]; language: OcrLanguage } | undefined;
}

/** Lines of a plain-text document, marked like the PDF layout marks them. */
export function fromText(raw: string, format: DocumentFormat = 'text'): DocumentText {
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
  return { format, pages: 1, pagesRead: 1, lines, text: joinLines(lines) };
}

export function joinLines(lines: DocumentLine[]): string {
  return lines
    .map((line, index) => (line.breakBefore && index > 0 ? '\n' : '') + (line.bullet ? '• ' : '') + line.text)
    .join('\n');
}

/** NUL and other C0 controls besides tab, line feed, form feed and carriage return. */
export const hasControlCharacters = (text: string) => {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d && code !== 0x0b)
      return true;
  }
  return false;
};
