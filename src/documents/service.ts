// The documents module's services: read an upload (PDF worker pool or text), parse CVs and job offers,
// link them to graph skills (enrichment) and score CVs. Routes call these; they never see a request.
import type { DocumentLimits } from '../config.ts';
import type { Executor } from '../db/executor.ts';
import type { GraphServices } from '../graph/index.ts';
import { type Language, pickLanguage } from '../graph/language.ts';
import type { QueryEmbedder } from '../graph/search.ts';
import type { UploadedFile } from '../http/uploads.ts';
import { scoreCv } from './cv-score.ts';
import { parseCv } from './parsing/cv-parser.ts';
import type { JsonResume } from './parsing/json-resume.ts';
import type { DocumentLanguage } from './parsing/languages/index.ts';
import { type ParsedOffer, parseOffer } from './parsing/offer-parser.ts';
import { DocumentReader } from './reading/document-reader.ts';
import { OcrReader } from './reading/ocr.ts';
import { type Readers, readDocument } from './reading/read-document.ts';
import { type DocumentText, fromText } from './reading/text.ts';
import { DEFAULT_THRESHOLD, type ExtractedSkill, SkillExtractor, type TextSpan } from './skill-extraction.ts';

/** Resolution at which PDF pages without a text layer are rendered for OCR (about where Tesseract reads best). */
const SCAN_DPI = 230;

export interface GraphSkillLink {
  uri: string;
  label: string;
  confidence: number;
  /** The words of the document it was found from. */
  matched: string;
}

export interface EnrichOptions {
  language?: Language | undefined;
  /** The language the document is written in (its parse's), when known; else told from the text. */
  textLanguage?: DocumentLanguage | undefined;
  frameworks?: string[] | undefined;
  threshold?: number | undefined;
  semantic?: boolean | undefined;
}

/** Pieces of a document, each with where it came from, joined into one text with known offsets. */
class Composite {
  text = '';
  readonly parts: { source: string; start: number; end: number; item: boolean }[] = [];
  add(source: string, value: string | undefined, item = false) {
    if (!value?.trim()) return;
    const start = this.text.length;
    this.text += `${value.replace(/\n/g, ' ')}\n`;
    this.parts.push({ source, start, end: start + value.length, item });
  }
  sourcesOf(spans: TextSpan[]) {
    return [
      ...new Set(
        spans.flatMap((s) =>
          this.parts.filter((p) => s.start >= p.start && s.start < p.end).map((p) => p.source),
        ),
      ),
    ];
  }
  get items(): TextSpan[] {
    return this.parts
      .filter((p) => p.item)
      .map((p) => ({ start: p.start, end: p.end, text: this.text.slice(p.start, p.end) }));
  }
}

/** Where progress of long document work (OCR pages) is logged: pino's signature. */
export interface ProgressLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

export class DocumentServices {
  readonly readers: Readers;
  readonly extractor: SkillExtractor;
  private readonly graph: GraphServices;
  private readonly embedder: QueryEmbedder | undefined;

  constructor(
    executor: Executor,
    graph: GraphServices,
    embedder: QueryEmbedder | undefined,
    limits: DocumentLimits,
    log?: ProgressLog,
  ) {
    this.graph = graph;
    this.embedder = embedder;
    const ocr = limits.ocrWorkers > 0;
    this.readers = {
      documents: new DocumentReader({
        workers: limits.pdfWorkers,
        timeoutMs: limits.parseTimeoutMs,
        maxPages: limits.pdfMaxPages,
        // Pages without a text layer are rendered for OCR only when it runs.
        scanDpi: ocr ? SCAN_DPI : 0,
        maxScanPages: limits.ocrMaxPages,
      }),
      ocr: ocr
        ? new OcrReader({
            workers: limits.ocrWorkers,
            pageTimeoutMs: limits.ocrPageTimeoutMs,
            ...(log ? { log: (message, fields, level = 'info') => log[level](fields, message) } : {}),
          })
        : undefined,
      maxOcrPages: limits.ocrMaxPages,
    };
    this.extractor = new SkillExtractor(executor, graph.cache, graph.search, embedder);
  }

  /** An uploaded file: its bytes say what it is; a declared PDF that is not one is refused. */
  read(file: UploadedFile): Promise<DocumentText> {
    return readDocument(file.bytes, this.readers, file);
  }

  readText(text: string): DocumentText {
    return fromText(text);
  }

  /** A CV document -> JSON Resume, with the graph skills it names. */
  async parseCv(document: DocumentText, options: EnrichOptions) {
    const read = this.readCv(document);
    const enriched = await this.enrichCv(read.cv, {
      ...options,
      // Labels in the CV's language where the graph has them, else English.
      language: options.language ?? pickLanguage(read.language, undefined),
      textLanguage: read.language,
    });
    return { ...read, cv: enriched.cv, skills: enriched.skills };
  }

  /**
   * A CV document -> JSON Resume only, without graph look-ups: for callers that link the skills later
   * themselves (the pipeline's enrich stage, matching, scoring), so that a CV is linked once.
   */
  readCv(document: DocumentText) {
    const parsed = parseCv(document.lines);
    return {
      cv: parsed.resume,
      language: parsed.language,
      sections: parsed.sections,
      document: describe(document),
    };
  }

  /** A job-offer document -> its facts, the occupation its title denotes and its required and desired skills. */
  async parseOffer(document: DocumentText, options: EnrichOptions) {
    const parsed = parseOffer(document.lines);
    const language = options.language ?? pickLanguage(parsed.language, undefined);
    const enriched = await this.enrichOffer(parsed, { ...options, language, textLanguage: parsed.language });
    return { ...enriched, language: parsed.language, document: describe(document) };
  }

  /** A job-offer document's facts only, in the answer's shape (no graph lookups): the treated stage. */
  parseOfferFacts(document: DocumentText) {
    const { required, desired, responsibilities, language, ...facts } = parseOffer(document.lines);
    return { offer: { ...facts, requirements: required, nice_to_have: desired, responsibilities }, language };
  }

  /** Links a JSON Resume to graph skills: its skills list, and the skills its experience describes. */
  async enrichCv(resume: Partial<JsonResume>, options: EnrichOptions) {
    const composite = new Composite();
    (resume.skills ?? []).forEach((skill, i) => {
      composite.add(`skills[${i}]`, skill.name, true);
      for (const keyword of skill.keywords ?? []) composite.add(`skills[${i}]`, keyword, true);
    });
    composite.add('basics.label', resume.basics?.label);
    composite.add('basics.summary', resume.basics?.summary);
    (resume.work ?? []).forEach((work, i) => {
      composite.add(`work[${i}]`, work.position);
      composite.add(`work[${i}]`, work.summary);
      for (const h of work.highlights ?? []) composite.add(`work[${i}]`, h);
    });
    (resume.projects ?? []).forEach((project, i) => {
      composite.add(`projects[${i}]`, project.description);
      for (const h of project.highlights ?? []) composite.add(`projects[${i}]`, h);
    });
    (resume.volunteer ?? []).forEach((volunteer, i) => {
      composite.add(`volunteer[${i}]`, volunteer.summary);
      for (const h of volunteer.highlights ?? []) composite.add(`volunteer[${i}]`, h);
    });
    for (const [i, certificate] of (resume.certificates ?? []).entries())
      composite.add(`certificates[${i}]`, certificate.name);
    const skills = await this.extract(composite, options, 200);
    const linksOf = (source: string) =>
      skills.filter((s) => s.sources.includes(source)).map((s) => link(s, composite, source));
    const cv = {
      ...resume,
      skills: (resume.skills ?? []).map((skill, i) => ({ ...skill, graph_skills: linksOf(`skills[${i}]`) })),
      work: (resume.work ?? []).map((work, i) => ({ ...work, graph_skills: linksOf(`work[${i}]`) })),
    };
    return { cv, skills };
  }

  /** Links a job offer to the graph: the occupation of its title and the skills it asks for. */
  async enrichOffer(
    offer: Partial<ParsedOffer> & { required_skills?: string[]; desired_skills?: string[] },
    options: EnrichOptions,
  ) {
    const language = options.language ?? 'en';
    const [occupation] = offer.title
      ? await this.graph.search.search({
          kind: 'Occupation',
          q: offer.title,
          limit: 1,
          threshold: 0.3,
          language,
        })
      : [];
    const required = new Composite();
    for (const skill of offer.required_skills ?? []) required.add('required', skill, true);
    for (const line of offer.required ?? []) required.add('required', line, line.split(/\s+/).length <= 6);
    const responsibilities = new Composite();
    for (const line of offer.responsibilities ?? []) responsibilities.add('responsibilities', line);
    if (!offer.required?.length && !offer.required_skills?.length)
      responsibilities.add('description', offer.description);
    // An offer that is nothing but its first line (a one-line text: "Backend engineer: Java, Spring,
    // SQL") is read for skills from that line.
    const onlyTitle = ![
      offer.required,
      offer.required_skills,
      offer.desired,
      offer.desired_skills,
      offer.responsibilities,
    ].some((list) => list?.length);
    if (onlyTitle && !offer.description?.trim()) responsibilities.add('title', offer.title);
    const desired = new Composite();
    for (const skill of offer.desired_skills ?? []) desired.add('desired', skill, true);
    for (const line of offer.desired ?? []) desired.add('desired', line, line.split(/\s+/).length <= 6);
    const [requiredSkills, taskSkills, desiredSkills] = await Promise.all([
      this.extract(required, options, 100),
      this.extract(responsibilities, options, 100),
      this.extract(desired, options, 100),
    ]);
    const requiredIds = new Set(requiredSkills.map((s) => s.id));
    const allRequired = [...requiredSkills, ...taskSkills.filter((s) => !requiredIds.has(s.id))];
    const allRequiredIds = new Set(allRequired.map((s) => s.id));
    const { required: _r, desired: _d, responsibilities: _x, ...facts } = offer;
    return {
      job_offer: {
        ...facts,
        requirements: offer.required ?? [],
        nice_to_have: offer.desired ?? [],
        responsibilities: offer.responsibilities ?? [],
      },
      occupation: occupation
        ? {
            uri: occupation.uri,
            id: occupation.id,
            label: occupation.label,
            framework: occupation.framework,
            confidence: occupation.confidence,
          }
        : null,
      required_skills: allRequired,
      desired_skills: desiredSkills.filter((s) => !allRequiredIds.has(s.id)),
    };
  }

  async extractSkills(text: string, options: EnrichOptions & { limit?: number | undefined }) {
    const composite = new Composite();
    // Lists ("Python, SQL, Docker") are items to resolve one by one; prose is read for names and meaning.
    for (const line of text.split('\n')) {
      const pieces = line.split(/\s*[,;|•·]\s*/);
      if (pieces.length >= 3 && pieces.every((p) => p.split(/\s+/).length <= 5))
        for (const p of pieces) composite.add('text', p, true);
      else composite.add('text', line, line.trim().split(/\s+/).length <= 4);
    }
    return this.extract(composite, options, options.limit ?? 50);
  }

  async scoreCv(resume: Partial<JsonResume>, options: EnrichOptions) {
    const { skills } = await this.enrichCv(resume, { ...options, semantic: false });
    return scoreCv(resume, skills.length);
  }

  /**
   * The vector of a document's profile (for the cv_embedding and posting_embedding indexes), from its
   * most telling parts, or null without the model.
   */
  async embedProfile(parts: (string | undefined | null)[]): Promise<number[] | null> {
    if (!this.embedder) return null;
    const text = parts
      .filter((p): p is string => Boolean(p?.trim()))
      .join('. ')
      .slice(0, 2000);
    if (!text) return null;
    const [vector] = await this.embedder.embed([text], 'passage');
    return vector ?? null;
  }

  get semantic() {
    return Boolean(this.embedder);
  }

  /** Builds what the first extraction would otherwise wait for. */
  async warm() {
    await this.extractor.warm();
  }

  async close() {
    await Promise.all([this.readers.documents.close(), this.readers.ocr?.close()]);
  }

  private async extract(composite: Composite, options: EnrichOptions, limit: number) {
    if (!composite.text.trim()) return [];
    const skills = await this.extractor.extract(composite.text, {
      language: options.language ?? 'en',
      textLanguage: options.textLanguage,
      frameworks: options.frameworks ?? ['ESCO'],
      threshold: options.threshold ?? DEFAULT_THRESHOLD,
      limit,
      semantic: options.semantic ?? true,
      items: composite.items,
    });
    return skills.map((skill) => ({ ...skill, sources: composite.sourcesOf(skill.spans) }));
  }
}

const link = (skill: ExtractedSkill, composite: Composite, source: string): GraphSkillLink => {
  const part = composite.parts.find(
    (p) => p.source === source && skill.spans.some((s) => s.start >= p.start && s.start < p.end),
  );
  const span =
    skill.spans.find((s) => part && s.start >= part.start && s.start < part.end) ?? skill.spans[0]!;
  return { uri: skill.uri, label: skill.label, confidence: skill.confidence, matched: span.text };
};

const describe = (document: DocumentText) => ({
  format: document.format,
  pages: document.pages,
  pages_read: document.pagesRead,
  characters: document.text.length,
  text: document.text,
  // Which pages text recognition read, and how sure it was: a low confidence says to check the fields.
  ...(document.ocr
    ? {
        ocr: {
          language: document.ocr.language,
          pages: document.ocr.pages,
          confidence:
            Math.round(
              (document.ocr.pages.reduce((s, p) => s + p.confidence, 0) /
                Math.max(1, document.ocr.pages.length)) *
                100,
            ) / 100,
        },
      }
    : {}),
});
