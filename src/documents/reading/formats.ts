// What an uploaded file is, recognised from its bytes (the declared name and type only break ties
// between text formats, which have no magic number, and catch a mislabelled PDF): one table of the
// formats the service reads and one of those it recognises and refuses, each with why. Office
// archives are looked into (their entry names and sizes, nothing decompressed) so that a spreadsheet,
// a macro-carrying document or a zip bomb is refused before any reader opens it.
import { unzipSync } from 'fflate';
import { AppError } from '../../http/errors.ts';

/** A format the service reads, and the reader it goes to. */
export type DocumentFormat =
  | 'pdf'
  | 'docx'
  | 'odt'
  | 'doc'
  | 'rtf'
  | 'html'
  | 'markdown'
  | 'text'
  | 'jpeg'
  | 'png'
  | 'tiff'
  | 'webp'
  | 'gif'
  | 'bmp';

export type Reader = 'pdf' | 'office' | 'word97' | 'text' | 'image';

export const READER_OF: Record<DocumentFormat, Reader> = {
  pdf: 'pdf',
  docx: 'office',
  odt: 'office',
  rtf: 'office',
  html: 'office',
  markdown: 'office',
  doc: 'word97',
  text: 'text',
  jpeg: 'image',
  png: 'image',
  tiff: 'image',
  webp: 'image',
  gif: 'image',
  bmp: 'image',
};

/** What the client said a file is: its name and media type (either may be missing or wrong). */
export interface Declared {
  filename?: string | undefined;
  mediaType?: string | undefined;
}

/** Limits on what an office archive may hold once decompressed (zip bombs, entry floods). */
export interface ArchiveLimits {
  /** Total uncompressed bytes of the archive's entries. */
  maxUncompressedBytes: number;
  maxEntries: number;
  /** Uncompressed over compressed size of one entry: deflate reaches about 1000 at most on real XML. */
  maxRatio: number;
}

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxUncompressedBytes: 64 * 1024 * 1024,
  maxEntries: 2000,
  maxRatio: 200,
};

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

const startsWith = (bytes: Uint8Array, ...values: number[]) => values.every((v, i) => bytes[i] === v);

/** The UTF-16LE name of a stream of an OLE compound file (Word 97, encrypted OOXML, Excel 97). */
const hasStream = (bytes: Uint8Array, name: string) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(Buffer.from(name, 'utf16le'));

const unsupported = (name: string, hint: string) =>
  new AppError('unsupported_format', `The file is ${name}; ${hint}`, { format: name });

const READS =
  'this service reads PDF, Word (DOCX, DOC), OpenDocument text (ODT), RTF, HTML, Markdown, plain text and images (JPEG, PNG, TIFF, WebP) of a document';

/**
 * The format of an upload, from its bytes. Throws the refusal for a format recognised but not read
 * (501 unsupported_format), a document whose macros or encryption bar reading (415, 400), an archive
 * past its limits (413) and bytes that are nothing readable.
 */
export function recognise(
  bytes: Uint8Array,
  declared: Declared = {},
  limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS,
): DocumentFormat {
  if (bytes.length === 0) throw new AppError('unreadable_document', 'The file is empty', { reason: 'empty' });
  // A PDF may carry junk before its header; readers look in the first kilobyte.
  if (ascii(bytes, 0, 1024).includes('%PDF-')) return 'pdf';
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04)) return archiveFormat(bytes, limits);
  if (startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return compoundFormat(bytes);
  if (ascii(bytes, 0, 5) === '{\\rtf') return 'rtf';
  if (startsWith(bytes, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (startsWith(bytes, 0x89, 0x50, 0x4e, 0x47)) return 'png';
  if (ascii(bytes, 0, 4) === 'II*\0' || ascii(bytes, 0, 4) === 'MM\0*') return 'tiff';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'gif';
  if (ascii(bytes, 0, 2) === 'BM' && bytes.length > 26) return 'bmp';
  if (
    ascii(bytes, 4, 12) === 'ftypheic' ||
    ascii(bytes, 4, 12) === 'ftypmif1' ||
    ascii(bytes, 4, 12) === 'ftypheix'
  )
    throw unsupported(
      'a HEIC image (an iPhone photo)',
      'export it as JPEG (on the phone: Settings > Camera > Formats > Most Compatible)',
    );
  // Bytes that contradict a declared PDF are a broken or mislabelled file, not a text CV to parse empty.
  if (/pdf/i.test(declared.mediaType ?? '') || /\.pdf$/i.test(declared.filename ?? ''))
    throw new AppError(
      'unreadable_document',
      'The file is declared as a PDF (by its name or type) but its bytes are not a PDF',
      { reason: 'not_a_pdf' },
    );
  return textFormat(bytes, declared);
}

/** Formats that are ZIP archives: told apart by the entries they hold. */
function archiveFormat(bytes: Uint8Array, limits: ArchiveLimits): DocumentFormat {
  const entries: { name: string; size: number; originalSize: number }[] = [];
  try {
    // The filter sees each entry of the central directory; returning false decompresses nothing.
    unzipSync(bytes, {
      filter: (file) => {
        entries.push({ name: file.name, size: file.size, originalSize: file.originalSize });
        return false;
      },
    });
  } catch (error) {
    throw new AppError(
      'unreadable_document',
      'The file looks like a ZIP-based document (DOCX, ODT) but its archive is corrupt or truncated',
      { reason: 'invalid' },
      { cause: error },
    );
  }
  const names = new Set(entries.map((e) => e.name));
  const odfType = names.has('mimetype') ? odfMediaType(bytes) : undefined;
  let format: DocumentFormat | undefined;
  if (names.has('word/document.xml') || [...names].some((n) => /^word\/document\d*\.xml$/.test(n)))
    format = 'docx';
  else if (
    odfType === 'application/vnd.oasis.opendocument.text' ||
    odfType === 'application/vnd.oasis.opendocument.text-template'
  )
    format = 'odt';
  else if (names.has('xl/workbook.xml')) throw unsupported('an Excel workbook (XLSX)', READS);
  else if (names.has('ppt/presentation.xml')) throw unsupported('a PowerPoint presentation (PPTX)', READS);
  else if (odfType?.startsWith('application/vnd.oasis.opendocument.'))
    throw unsupported(`an OpenDocument file of another kind (${odfType.split('.').at(-1)})`, READS);
  else if (names.has('META-INF/container.xml') && odfType === undefined)
    throw unsupported('an EPUB book or another packaged format', READS);
  else throw unsupported('a ZIP archive', `send each document on its own; ${READS}`);
  if ([...names].some((n) => /(?:^|\/)vbaProject\.bin$|^Basic\/|^Scripts\//i.test(n)))
    throw new AppError(
      'unsupported_media_type',
      'The document carries macros; macro-enabled documents are refused: save it as a plain DOCX or ODT',
      { reason: 'macros' },
    );
  if (entries.length > limits.maxEntries)
    throw new AppError(
      'payload_too_large',
      `The archive holds ${entries.length} entries, more than ${limits.maxEntries}`,
      {
        reason: 'archive_entries',
        limit: limits.maxEntries,
      },
    );
  const total = entries.reduce((sum, e) => sum + e.originalSize, 0);
  const inflated = entries.find(
    (e) => e.size > 0 && e.originalSize / e.size > limits.maxRatio && e.originalSize > 1024 * 1024,
  );
  if (total > limits.maxUncompressedBytes || inflated)
    throw new AppError(
      'payload_too_large',
      `The document decompresses to more than ${Math.round(limits.maxUncompressedBytes / 1024 / 1024)} MiB or one of its parts is compressed ${limits.maxRatio} times or more (a ZIP bomb)`,
      { reason: 'decompressed_size', limit: limits.maxUncompressedBytes },
    );
  return format;
}

/**
 * ODF stores its media type uncompressed as the archive's first entry, named "mimetype": read from the
 * local header (name length at 26, extra length at 28, stored size at 18).
 */
function odfMediaType(bytes: Uint8Array): string | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 30) return undefined;
  const nameLength = view.getUint16(26, true);
  const extraLength = view.getUint16(28, true);
  const size = view.getUint32(18, true);
  if (ascii(bytes, 30, 30 + nameLength) !== 'mimetype' || size > 200) return undefined;
  const start = 30 + nameLength + extraLength;
  return ascii(bytes, start, start + size).trim();
}

/** OLE compound files: Word 97-2003, and the wrapper of every password-protected OOXML document. */
function compoundFormat(bytes: Uint8Array): DocumentFormat {
  if (hasStream(bytes, 'EncryptedPackage') || hasStream(bytes, 'EncryptionInfo'))
    throw new AppError(
      'unreadable_document',
      'The document is password-protected; send it without encryption',
      {
        reason: 'encrypted',
      },
    );
  if (hasStream(bytes, 'WordDocument')) {
    if (hasStream(bytes, 'Macros') || hasStream(bytes, '_VBA_PROJECT'))
      throw new AppError(
        'unsupported_media_type',
        'The document carries macros; macro-enabled documents are refused: save it as a plain DOCX',
        { reason: 'macros' },
      );
    return 'doc';
  }
  if (hasStream(bytes, 'Workbook') || hasStream(bytes, 'Book'))
    throw unsupported('an Excel 97-2003 workbook (XLS)', READS);
  if (hasStream(bytes, 'PowerPoint Document'))
    throw unsupported('a PowerPoint 97-2003 presentation (PPT)', READS);
  throw unsupported('an OLE compound file that is no Word document', READS);
}

const HTML_START =
  /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>])/i;
const ATX_HEADING = /^ {0,3}#{1,6}\s+\S/gm;
const MARKDOWN_MARKS = /\*\*[^*\n]+\*\*|\[[^\]\n]+\]\([^)\s]+\)|^ {0,3}(?:[-*+]|\d+\.)\s+\S/m;

/** UTF-8 text, HTML or Markdown: HTML by its opening, Markdown by its name, type or headings. */
function textFormat(bytes: Uint8Array, declared: Declared): DocumentFormat {
  const text = decodeUtf8(bytes).slice(0, 64 * 1024);
  if (
    HTML_START.test(text) ||
    /html/i.test(declared.mediaType ?? '') ||
    /\.x?html?$/i.test(declared.filename ?? '')
  )
    return 'html';
  const headings = text.match(ATX_HEADING)?.length ?? 0;
  if (
    /markdown/i.test(declared.mediaType ?? '') ||
    /\.(?:md|markdown)$/i.test(declared.filename ?? '') ||
    headings >= 2 ||
    (headings === 1 && MARKDOWN_MARKS.test(text))
  )
    return 'markdown';
  return 'text';
}

/** The bytes as UTF-8 text, without a byte-order mark; anything else is no text format read here. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch (cause) {
    throw new AppError(
      'unsupported_format',
      `The file is neither a document format this service recognises nor UTF-8 text; ${READS}`,
      { format: 'unknown binary' },
      { cause },
    );
  }
}
