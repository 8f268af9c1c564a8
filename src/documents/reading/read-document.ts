// From an uploaded file to document lines, whatever its format: recognised from the bytes (formats.ts),
// read by the reader of its kind (the document worker pool for PDF and word-processed files, OCR for
// images and PDF pages without a text layer, plain text here), always into the same lines, so that the
// CV and offer parsers never see which format a document came in.
import { AppError } from '../../http/errors.ts';
import type { DocumentReader } from './document-reader.ts';
import { type Declared, decodeUtf8, READER_OF, recognise } from './formats.ts';
import { type DocumentLine, readingOrder } from './layout.ts';
import { OCR_LANGUAGES, type OcrLanguage, type OcrPage, type OcrReader } from './ocr.ts';
import { type DocumentText, fromText, hasControlCharacters, joinLines, type OcrPageReport } from './text.ts';
import { detectLanguage } from './text-language.ts';

export interface Readers {
  documents: DocumentReader;
  /** Absent: scans and photos are refused (OCR_WORKERS=0). */
  ocr?: OcrReader | undefined;
  /** Pages of one document read by OCR at most. */
  maxOcrPages: number;
}

export async function readDocument(
  bytes: Uint8Array,
  readers: Readers,
  declared: Declared = {},
): Promise<DocumentText> {
  const format = recognise(bytes, declared);
  switch (READER_OF[format]) {
    case 'text': {
      const text = decodeUtf8(bytes);
      // NUL and other control characters (except tab and line ends) mean binary data, not text.
      if (hasControlCharacters(text))
        throw new AppError(
          'unsupported_format',
          'The file is binary data, not text; send a document or UTF-8 text',
          {
            format: 'unknown binary',
          },
        );
      return fromText(text);
    }
    case 'word97': {
      const read = await readers.documents.read(bytes, format);
      return nonEmpty(fromText(read.text ?? ' ', format));
    }
    case 'office': {
      const read = await readers.documents.read(bytes, format);
      return nonEmpty(documentOf(format, 1, 1, read.lines ?? []));
    }
    case 'pdf': {
      const read = await readers.documents.read(bytes, format);
      if (read.lines) {
        if (read.lines.length === 0) throw noText(readers);
        return documentOf(format, read.pages, read.pagesRead, read.lines);
      }
      const pages = [...(read.fragments ?? [])];
      const ocr = await recognisePages(
        readers,
        (read.scans ?? []).map((scan) => ({
          image: scan.png,
          index: scan.index,
          pointsPerPixel: scan.pointsPerPixel,
        })),
      );
      for (const [index, page] of ocr.pages) pages[index] = page.page;
      const lines = readingOrder(pages);
      if (lines.length === 0) throw noText(readers);
      return { ...documentOf(format, read.pages, read.pagesRead, lines), ocr: ocr.report };
    }
    case 'image': {
      if (!readers.ocr) throw noText(readers);
      const count = await readers.ocr.pageCount(bytes);
      const pagesRead = Math.min(count, readers.maxOcrPages);
      const ocr = await recognisePages(
        readers,
        Array.from({ length: pagesRead }, (_, index) => ({ image: bytes, index, page: index })),
      );
      const pages = [...ocr.pages.entries()].sort((a, b) => a[0] - b[0]).map(([, p]) => p.page);
      const lines = readingOrder(pages);
      if (lines.length === 0)
        throw new AppError('unreadable_document', 'No text was recognised in the image', {
          reason: 'no_text',
          ocr: ocr.report,
        });
      return { ...documentOf(format, count, pagesRead, lines), ocr: ocr.report };
    }
  }
}

const documentOf = (
  format: DocumentText['format'],
  pages: number,
  pagesRead: number,
  lines: DocumentLine[],
): DocumentText => ({
  format,
  pages,
  pagesRead,
  lines,
  text: joinLines(lines),
});

const nonEmpty = (document: DocumentText) => {
  if (!document.lines.some((line) => /[\p{L}\p{N}]/u.test(line.text)))
    throw new AppError('unreadable_document', `The ${document.format.toUpperCase()} document holds no text`, {
      reason: 'empty',
    });
  return document;
};

const noText = (readers: Readers) =>
  readers.ocr
    ? new AppError(
        'unreadable_document',
        'The PDF has no text, and no page could be read by text recognition',
        {
          reason: 'no_text',
        },
      )
    : new AppError(
        'unreadable_document',
        'The PDF has no text layer (a scan or an image) and text recognition (OCR) is turned off on this server (OCR_WORKERS=0): send a PDF with text or the text itself',
        { reason: 'no_text' },
      );

interface PageImage {
  image: Uint8Array;
  /** 0-based index among the document's pages. */
  index: number;
  /** The frame of a multi-page image (TIFF). */
  page?: number;
  pointsPerPixel?: number;
}

/**
 * OCR of a document's page images, all at once on the pool. Each page is read in English, whose Latin
 * letters Tesseract's other models share, and its words tell the language it is written in: the line
 * recogniser reads every line again whatever Tesseract's model, and without it the page is read again in
 * that language, so a German scan keeps its umlauts and a Polish one its ogoneks (OcrReader.read; one
 * model at a time: adding English, for the English words a CV has, cost a third more time and read them
 * no better). The document's language is its first page's.
 */
async function recognisePages(
  readers: Readers,
  images: PageImage[],
): Promise<{ pages: Map<number, OcrPage>; report: NonNullable<DocumentText['ocr']> }> {
  const ocr = readers.ocr;
  const pages = new Map<number, OcrPage>();
  if (!ocr || images.length === 0) return { pages, report: { pages: [], language: 'en' } };
  const languageOf = (words: string): OcrLanguage => {
    const detected = detectLanguage(words);
    return detected in OCR_LANGUAGES ? (detected as OcrLanguage) : 'en';
  };
  const read = await Promise.all(
    images.map(async (image) =>
      ocr.read(
        await ocr.preparePage(image.image, {
          page: image.page ?? image.index,
          ...(image.pointsPerPixel !== undefined ? { pointsPerPixel: image.pointsPerPixel } : {}),
        }),
        languageOf,
      ),
    ),
  );
  for (const [i, image] of images.entries()) pages.set(image.index, read[i]!);
  const language = read[0]?.language ?? 'en';
  const report: OcrPageReport[] = [...pages.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([index, page]) => ({
      page: index + 1,
      confidence: page.confidence,
      rotated: page.rotated,
      skew: page.skew,
    }));
  return { pages, report: { pages: report, language } };
}
