// CV-parsing quality on documents the parser was not tuned on (issue 48), for `cv-parsing.ts --outside`:
// the outside corpus of scripts/eval/cv-corpus/ (real JSON Resumes of other people, each printed by six
// themes, by stackoverflow in five more languages, and for two themes also uploaded as HTML, DOCX and
// ODT, scanned and photographed; manifest-outside.json, documents made by `build.ts --outside`) goes
// through the service's own path, readDocument with both readers (the document worker pool and OCR) ->
// parseCv, one document at a time, and is scored by cv-fields.ts as the first corpus is. Figures per
// format, per language of the theme's words, per theme, per field and per language of the resume, each
// split into the held-out resumes and those the parser may be tuned on (outside/sources.json's split).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseCv } from '../../src/documents/parsing/cv-parser.ts';
import { DocumentReader } from '../../src/documents/reading/document-reader.ts';
import type { DocumentLine } from '../../src/documents/reading/layout.ts';
import { OcrReader } from '../../src/documents/reading/ocr.ts';
import { type Readers, readDocument } from '../../src/documents/reading/read-document.ts';
import type { OutsideEntry, OutsideFormat } from './cv-corpus/build.ts';
import { failures } from './cv-failures.ts';
import {
  FIELDS,
  type FieldCounts,
  type FieldScore,
  type JsonResume,
  scoreCv,
  summarise,
} from './cv-fields.ts';
import { shownTruth } from './cv-peer/shown-truth.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const CORPUS = join(import.meta.dirname, 'cv-corpus');
const MANIFEST = join(CORPUS, 'manifest-outside.json');

export const OUTSIDE_TITLE = 'CV parsing: resumes from outside (issue 48)';

interface Manifest {
  folder: string;
  resumes: Array<{ id: string; language: string; split: 'heldout' | 'tune' }>;
  themes: Array<{ id: string; layout: string; heldOut: boolean; alsoAsFormats: boolean }>;
  languages: Array<{ language: string; datesPrinted: string }>;
  documents: OutsideEntry[];
}

export interface OutsideOptions {
  /** Resume ids, themes or formats to keep; empty: every document. */
  only: Set<string>;
  allFacts: boolean;
  quiet: boolean;
  dump?: string | undefined;
  /** The command line, for the section. */
  command: string;
  /** The parser's revision, for the section. */
  revision: string;
  /** All fields of the first corpus (section "CV parsing"), to set beside these. */
  firstCorpus: FieldScore;
}

/** One document read, parsed and scored. */
interface Outcome {
  id: string;
  entry: OutsideEntry;
  truth: JsonResume;
  parsed: JsonResume;
  counts: FieldCounts;
  milliseconds: number;
  /** Tesseract's mean word confidence of each page read by OCR. */
  ocrConfidence: number[];
  /** Why the service could not read it (scored as if nothing was found). */
  error?: string;
}

/**
 * The service's reading limits (src/config.ts's defaults and SCAN_DPI of src/documents/service.ts); only
 * the time budgets are longer than its defaults (20 s a document, 30 s an OCR page), so that the load
 * of a shared two-core machine fails no document.
 */
function serviceReaders(): Readers {
  return {
    documents: new DocumentReader({
      workers: 2,
      timeoutMs: 60_000,
      maxPages: 30,
      scanDpi: 230,
      maxScanPages: 5,
    }),
    ocr: new OcrReader({ workers: 2, pageTimeoutMs: 120_000 }),
    maxOcrPages: 5,
  };
}

/**
 * A document's lines: its one file, or its photos, read at once as two uploads would be and put one after
 * the other (the second photo's lines on the pages after the first's).
 */
async function readLines(
  folder: string,
  entry: OutsideEntry,
  readers: Readers,
): Promise<{ lines: DocumentLine[]; ocrConfidence: number[] }> {
  const documents = await Promise.all(
    entry.files.map((file) =>
      readDocument(new Uint8Array(readFileSync(join(folder, file))), readers, { filename: file }),
    ),
  );
  const lines: DocumentLine[] = [];
  let pagesBefore = 0;
  for (const document of documents) {
    for (const line of document.lines) lines.push({ ...line, page: line.page + pagesBefore });
    pagesBefore += document.pagesRead;
  }
  return {
    lines,
    ocrConfidence: documents.flatMap((d) => (d.ocr?.pages ?? []).map((page) => page.confidence)),
  };
}

export async function evaluateOutside(options: OutsideOptions): Promise<string> {
  if (!existsSync(MANIFEST))
    throw new Error('scripts/eval/cv-corpus/manifest-outside.json is missing: run build.ts --outside first');
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const folder = join(ROOT, manifest.folder);
  // --only names resumes, themes, formats or a split (tune, heldout): a document is kept when it is one
  // of the names given of each kind ("tune,docx": the tune resumes' DOCX files).
  const kinds = [
    (d: OutsideEntry) => d.resume,
    (d: OutsideEntry) => d.theme,
    (d: OutsideEntry) => d.format,
    (d: OutsideEntry) => d.split,
  ];
  const named = kinds.map((kind) => new Set(manifest.documents.map(kind).filter((v) => options.only.has(v))));
  const entries = manifest.documents.filter((d) =>
    kinds.every((kind, i) => named[i]!.size === 0 || named[i]!.has(kind(d))),
  );
  const missing = entries.filter((d) => d.files.some((file) => !existsSync(join(folder, file))));
  if (missing.length)
    throw new Error(
      `${missing.length} documents of manifest-outside.json are not in ${manifest.folder} (first: ${missing[0]!.files[0]}): run node scripts/eval/cv-corpus/build.ts --outside`,
    );

  const loadBefore = loadavg();
  const started = performance.now();
  const readers = serviceReaders();
  const outcomes: Outcome[] = [];
  const truths = new Map<string, JsonResume>();
  try {
    for (const [index, entry] of entries.entries()) {
      let truth = truths.get(entry.truth);
      if (!truth) {
        truth = JSON.parse(readFileSync(join(CORPUS, entry.truth), 'utf8')) as JsonResume;
        truths.set(entry.truth, truth);
      }
      const scoredTruth = options.allFacts ? truth : shownTruth(truth, entry.notShown);
      const began = performance.now();
      let parsed: JsonResume = {};
      let ocrConfidence: number[] = [];
      let error: string | undefined;
      try {
        const read = await readLines(folder, entry, readers);
        ocrConfidence = read.ocrConfidence;
        parsed = parseCv(read.lines).resume as JsonResume;
      } catch (thrown) {
        error = (thrown as Error).message;
      }
      outcomes.push({
        id: entry.files[0]!,
        entry,
        truth: scoredTruth,
        parsed,
        counts: scoreCv(scoredTruth, parsed),
        milliseconds: performance.now() - began,
        ocrConfidence,
        ...(error ? { error } : {}),
      });
      if ((index + 1) % 50 === 0 || index + 1 === entries.length)
        console.error(
          `[eval] outside: ${index + 1}/${entries.length} documents, ${((performance.now() - started) / 1000).toFixed(0)} s`,
        );
    }
  } finally {
    await Promise.all([readers.documents.close(), readers.ocr?.close()]);
  }
  const seconds = (performance.now() - started) / 1000;
  const loadAfter = loadavg();

  if (options.dump) {
    mkdirSync(options.dump, { recursive: true });
    for (const o of outcomes)
      writeFileSync(
        join(options.dump, `outside--${o.id}.skillgraph.json`),
        JSON.stringify(o.parsed, null, 2),
      );
  }
  if (!options.quiet) printFailures(outcomes);
  return section(manifest, outcomes, options, { seconds, loadBefore, loadAfter });
}

// --- figures -------------------------------------------------------------------------------------------

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const scoreOf = (outcomes: Outcome[]) => summarise(outcomes.map((o) => o.counts));
const facts = (outcomes: Outcome[]) => {
  const all = scoreOf(outcomes).all;
  return all.tp + all.fn;
};
const prf = (outcomes: Outcome[]) => {
  if (outcomes.length === 0) return '— | — | —';
  const s = scoreOf(outcomes).all;
  return `${pct(s.precision)} | ${pct(s.recall)} | ${pct(s.f1)}`;
};
const heldOut = (outcomes: Outcome[]) => outcomes.filter((o) => o.entry.split === 'heldout');
const tune = (outcomes: Outcome[]) => outcomes.filter((o) => o.entry.split === 'tune');
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : 0;
};
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

const SPLIT_HEADER = 'Documents | Facts | held out P | R | F1 | tune P | R | F1 | all F1';
const SPLIT_RULE = '---|---|---|---|---|---|---|---|---';
/** Documents, facts, the held-out and the tune resumes' P / R / F1, and all documents' F1. */
const splitCells = (outcomes: Outcome[]) =>
  `${outcomes.length} | ${facts(outcomes)} | ${prf(heldOut(outcomes))} | ${prf(tune(outcomes))} | ${outcomes.length ? pct(scoreOf(outcomes).all.f1) : '—'}`;

const FORMAT_ORDER: OutsideFormat[] = ['pdf', 'html', 'docx', 'odt', 'scan', 'photo'];
const FORMAT_NAMES: Record<OutsideFormat, string> = {
  pdf: 'PDF printed by Chromium (text layer)',
  html: 'HTML (the theme’s page, uploaded)',
  docx: 'DOCX (LibreOffice from the HTML)',
  odt: 'ODT (LibreOffice from the HTML)',
  scan: 'scan: image-only PDF, 150 dpi, turned 0.5-2°, blurred, grey JPEG',
  photo:
    'phone photos of page 1 and of page 2 when it has text: turned 1-4° (a third sideways), low contrast, warm tint, JPEG 60',
};

function section(
  manifest: Manifest,
  outcomes: Outcome[],
  options: OutsideOptions,
  run: { seconds: number; loadBefore: number[]; loadAfter: number[] },
): string {
  const formatThemes = manifest.themes.filter((t) => t.alsoAsFormats).map((t) => t.id);
  const english = outcomes.filter((o) => o.entry.language === 'en');
  // the formats are compared on the same two renderings (one-column and two-column theme)
  const sameRenderings = english.filter((o) => formatThemes.includes(o.entry.theme));
  const byFormat = (format: OutsideFormat) => sameRenderings.filter((o) => o.entry.format === format);
  const resumes = new Map(manifest.resumes.map((r) => [r.id, r]));
  const scored = new Set(outcomes.map((o) => o.entry.resume));
  const held = [...scored].filter((id) => resumes.get(id)?.split === 'heldout').length;
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  const unread = outcomes.filter((o) => o.error);
  const all = scoreOf(outcomes).all;
  const allHeld = scoreOf(heldOut(outcomes)).all;
  const allTune = scoreOf(tune(outcomes)).all;
  const formatF1 = FORMAT_ORDER.map((f) => ({ f, s: scoreOf(byFormat(f)).all })).filter(
    (x) => byFormat(x.f).length > 0,
  );
  const languageRows = ['en', ...manifest.languages.map((l) => l.language)];
  const stackoverflow = outcomes.filter((o) => o.entry.theme === 'stackoverflow' && o.entry.format === 'pdf');
  const themePdfs = english.filter((o) => o.entry.format === 'pdf');
  const resumeLanguages = [...new Set(themePdfs.map((o) => o.entry.resumeLanguage))].sort(
    (a, b) =>
      themePdfs.filter((o) => o.entry.resumeLanguage === b).length -
        themePdfs.filter((o) => o.entry.resumeLanguage === a).length || a.localeCompare(b),
  );
  const fieldFormats = FORMAT_ORDER.filter((f) => byFormat(f).length > 0);
  const ocrPdfs = outcomes.filter((o) => o.entry.format === 'pdf' && o.ocrConfidence.length > 0);

  return [
    `Measured ${new Date().toISOString().slice(0, 10)} with \`${options.command}\` on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, load average ${load(run.loadBefore)} before and ${load(run.loadAfter)} after (1, 5, 15 min; the machine is shared); parser at ${options.revision}. ${run.seconds.toFixed(0)} s for ${outcomes.length} documents.`,
    '',
    `Corpus: ${scored.size} real JSON Resumes of other people (\`scripts/eval/cv-corpus/outside/\`, listed in its \`sources.json\` with their language, licence and source; ${held} held out, never looked at while tuning, and ${scored.size - held} that tuning may use), none of which the parser was written against, each printed to PDF by ${manifest.themes.length} themes (${manifest.themes.map((t) => `${t.id}${t.heldOut ? ' (a held-out theme)' : ''}`).join(', ')}) and by stackoverflow with its section titles and dates in ${manifest.languages.map((l) => l.language).join(', ')}; the ${formatThemes.join(' (one column) and ')} (two columns) renderings also as the HTML page itself, as DOCX and ODT saved from it by LibreOffice, as a scan and as phone photos (\`scripts/eval/cv-corpus/README.md\`, "Outside"). The documents are made by \`node scripts/eval/cv-corpus/build.ts --outside\` into \`${manifest.folder}\` (not committed); \`manifest-outside.json\` lists them with what each does not show. skillgraph: readDocument with both readers (document workers 2, OCR workers 2, the service's limits: scanned PDF pages rendered at 230 dpi, every page read by OCR scaled to 2550 pixels wide, at most 5 OCR pages a document) -> parseCv, one document at a time (the two photos of one document at once, as two uploads); "ms per document" is that whole time. Scored by \`scripts/eval/cv-fields.ts\` as in "CV parsing"${options.allFacts ? ', against the full truth' : ': values a document does not show are taken out of its truth first (`notShown`: a theme leaving a value out, the pages not photographed; a date printed without its month is scored at its year)'}. ${unread.length ? `${unread.length} documents could not be read and count as finding nothing (${[...new Set(unread.map((o) => o.entry.format))].join(', ')}).` : 'Every document was read.'}`,
    '',
    // The figure on resumes no rule was ever fitted to comes first.
    `**Held-out resumes (${heldOut(outcomes).length} documents, never looked at while tuning)**: F1 ${pct(allHeld.f1)} (P ${pct(allHeld.precision)}, R ${pct(allHeld.recall)}); tune resumes ${pct(allTune.f1)}; all ${outcomes.length} documents ${pct(all.f1)}; the first corpus (section "CV parsing", the parser's own test resumes, tuned on): ${pct(options.firstCorpus.f1)}.`,
    '',
    `Per format, on the same two renderings of each resume (${formatThemes.join(' and ')}, English titles):`,
    '',
    `| Format | ${SPLIT_HEADER} | ms per document: median | mean | pages read by OCR | their confidence | not read |`,
    `|---|${SPLIT_RULE}|---|---|---|---|---|`,
    ...FORMAT_ORDER.filter((f) => byFormat(f).length > 0).map((format) => {
      const docs = byFormat(format);
      const ms = docs.map((o) => o.milliseconds);
      const confidence = docs.flatMap((o) => o.ocrConfidence);
      return `| ${format}: ${FORMAT_NAMES[format]} | ${splitCells(docs)} | ${median(ms).toFixed(0)} | ${mean(ms).toFixed(0)} | ${confidence.length} | ${confidence.length ? mean(confidence).toFixed(2) : '—'} | ${docs.filter((o) => o.error).length} |`;
    }),
    '',
    'Per language of the theme’s own words (stackoverflow, PDF; the resume’s text stays as written):',
    '',
    `| Titles and dates in | Dates printed | ${SPLIT_HEADER} |`,
    `|---|---|${SPLIT_RULE}|`,
    ...languageRows.map((language) => {
      const docs = stackoverflow.filter((o) => o.entry.language === language);
      const dates =
        manifest.languages.find((l) => l.language === language)?.datesPrinted.split(';')[0] ??
        'Sept 2015 - Dec 2019';
      return `| ${language === 'en' ? 'en (the theme’s default)' : language} | ${dates} | ${splitCells(docs)} |`;
    }),
    '',
    'Per theme (PDF, English titles):',
    '',
    `| Theme | Printed layout | ${SPLIT_HEADER} |`,
    `|---|---|${SPLIT_RULE}|`,
    ...manifest.themes.map(
      (theme) =>
        `| ${theme.id}${theme.heldOut ? ' (held-out theme)' : ''} | ${theme.layout} | ${splitCells(themePdfs.filter((o) => o.entry.theme === theme.id))} |`,
    ),
    '',
    'Per language the resume is written in (its six English-titled PDFs):',
    '',
    `| Resume language | Resumes | ${SPLIT_HEADER} |`,
    `|---|---|${SPLIT_RULE}|`,
    ...resumeLanguages.map((language) => {
      const docs = themePdfs.filter((o) => o.entry.resumeLanguage === language);
      return `| ${language} | ${new Set(docs.map((o) => o.entry.resume)).size} | ${splitCells(docs)} |`;
    }),
    '',
    'Per field, every document:',
    '',
    '| Field | Facts | held out P | R | F1 | tune P | R | F1 |',
    '|---|---|---|---|---|---|---|---|',
    ...[...FIELDS, 'all' as const].map((field) => {
      const cell = (docs: Outcome[]) => {
        if (docs.length === 0) return '— | — | —';
        const s = scoreOf(docs)[field];
        return `${pct(s.precision)} | ${pct(s.recall)} | ${pct(s.f1)}`;
      };
      const s = scoreOf(outcomes)[field];
      return `| ${field === 'all' ? '**all fields**' : field} | ${s.tp + s.fn} | ${cell(heldOut(outcomes))} | ${cell(tune(outcomes))} |`;
    }),
    '',
    'F1 per field and format (both splits; the same two renderings):',
    '',
    `| Field | ${fieldFormats.join(' | ')} |`,
    `|---|${fieldFormats.map(() => '---|').join('')}`,
    ...[...FIELDS, 'all' as const].map(
      (field) =>
        `| ${field === 'all' ? '**all fields**' : field} | ${fieldFormats
          .map((format) => {
            const s = scoreOf(byFormat(format))[field];
            return s.tp + s.fn + s.fp === 0 ? '—' : pct(s.f1);
          })
          .join(' | ')} |`,
    ),
    '',
    `**Reading.** Held-out resumes ${pct(allHeld.f1)} against ${pct(allTune.f1)} for the tune resumes${
      formatF1.length
        ? `; by format, from ${formatF1
            .slice()
            .sort((a, b) => b.s.f1 - a.s.f1)
            .map(({ f, s }) => `${f} ${pct(s.f1)}`)
            .join(' to ')}`
        : ''
    }. The split is the resumes' (\`sources.json\`): a document of a tune resume counts as tune in every format.${
      ocrPdfs.length
        ? ` ${ocrPdfs.length} of the ${outcomes.filter((o) => o.entry.format === 'pdf').length} printed PDFs have a page without text (a theme's blank last page), which the service renders and reads by OCR as it would a scanned page: their time is in the pdf row's mean.`
        : ''
    }`,
  ].join('\n');
}

/** The failure list of every outside document, then the misses per field and format (stdout). */
function printFailures(outcomes: Outcome[]): void {
  console.log(
    '\n## Outside resumes: per document (fn: a truth value not found, fp: a value claimed that is not in the truth)',
  );
  for (const o of outcomes) {
    const s = summarise([o.counts]).all;
    const lines = failures(o.truth, o.parsed, o.counts);
    console.log(
      `\n### ${o.id} (${o.entry.format}, ${o.entry.theme}, titles ${o.entry.language}, ${o.entry.split}): F1 ${pct(s.f1)} (tp ${s.tp}, fn ${s.fn}, fp ${s.fp}), ${o.milliseconds.toFixed(0)} ms${o.error ? `; NOT READ: ${o.error}` : ''}${lines.length ? '' : ': nothing missed'}`,
    );
    for (const line of lines) console.log(line);
  }
  const formats = FORMAT_ORDER.filter((f) => outcomes.some((o) => o.entry.format === f));
  console.log('\n### Outside resumes: misses per field and format (fn/fp), every document\n');
  console.log(`| Field | ${formats.join(' | ')} |`);
  console.log(`|---|${formats.map(() => '---|').join('')}`);
  for (const field of FIELDS)
    console.log(
      `| ${field} | ${formats
        .map((format) => {
          const s = scoreOf(outcomes.filter((o) => o.entry.format === format))[field];
          return `${s.fn}/${s.fp}`;
        })
        .join(' | ')} |`,
    );
}
