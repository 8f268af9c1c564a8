// TypeBox schemas of the document routes: bodies with examples for the OpenAPI document and the
// response shapes. A CV travels as JSON Resume (jsonresume.org); fields this service adds are
// snake_case (`graph_skills`), so they never collide with the schema's camelCase ones.
import Type from 'typebox';
import { LangQuery } from '../graph/schemas.ts';
import { MetaSchema } from '../http/meta.ts';
import { exactlyOneOf } from '../http/schemas.ts';
import { multipartBody } from '../http/uploads.ts';
import { type DocumentLanguage, LANGUAGE_WORDS } from './parsing/languages/index.ts';

const MAX_TEXT = 100_000;

export const FrameworkList = Type.Optional(
  Type.Array(Type.Enum(['ESCO', 'ROME', 'ONET']), {
    minItems: 1,
    maxItems: 3,
    description:
      'Frameworks to draw skills from, the first preferred when a name is ambiguous (default ESCO)',
  }),
);

const Threshold = Type.Optional(
  Type.Number({ minimum: 0, maximum: 1, description: 'Least confidence of a skill to report (default 0.5)' }),
);

export const Span = Type.Object({
  start: Type.Integer({ description: 'Offset of the first character in the text read' }),
  end: Type.Integer(),
  text: Type.String(),
});

export const ExtractedSkill = Type.Object({
  uri: Type.String({ examples: ['graph://skill/ccd0a1d9-afda-43d9-b901-96344886e14d'] }),
  id: Type.String(),
  label: Type.String(),
  framework: Type.String(),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
  method: Type.Enum(['name', 'search', 'semantic'], {
    description:
      '`name`: the text names the skill (a preferred or alternative label, any language); `search`: a short item ' +
      'close to a label (typos, word order); `semantic`: a sentence, or a phrase of one, whose meaning is close to ' +
      'the skill (a phrase alone counts for half: under the default threshold, it ranks candidates; several ' +
      'sentences or phrases near one skill add up, but never across the default threshold on their own; asked for ' +
      "candidates under it, a sentence also counts the skill search's first ten for it as evidence)",
  }),
  spans: Type.Array(Span, { description: 'Every place in the text the skill was found from' }),
  sources: Type.Array(Type.String(), {
    description: 'Which parts of the document: `skills[0]`, `work[2]`, `basics.summary`, `required`...',
  }),
});

const JsonResumeSchema = Type.Object(
  {},
  {
    additionalProperties: true,
    description:
      'A CV in JSON Resume form (https://jsonresume.org/schema): basics (name, label, email, phone, url, summary, ' +
      'location, profiles), work, volunteer, education, skills, languages, certificates, projects, awards, ' +
      'publications, interests, references. Dates are ISO 8601 at the precision written (YYYY, YYYY-MM, YYYY-MM-DD); ' +
      'an entry without endDate is ongoing. The service adds `graph_skills` to each skills[] and work[] entry.',
  },
);

/** What an upload may be, and what is refused and how: one text for every route that takes a document. */
export const UPLOAD_DESCRIPTION =
  'The document, in any of these formats, recognised from its bytes: PDF (a scanned page without a text layer is read by ' +
  'OCR), Word (DOCX, and DOC 97-2003), OpenDocument text (ODT), RTF, HTML, Markdown, UTF-8 plain text, or a photo or ' +
  'scan as JPEG, PNG, TIFF (each page), WebP, GIF or BMP (read by OCR in English, French, Spanish, German, Italian, ' +
  'Dutch, Portuguese or Polish: `document.ocr` says which pages and with what confidence). Limits: UPLOAD_LIMIT_BYTES ' +
  '(10 MiB by default); PDF_MAX_PAGES pages read (30); OCR_MAX_PAGES scanned pages (5), each within OCR_PAGE_TIMEOUT_MS ' +
  '(30 s); a Word or OpenDocument archive unpacks to 64 MiB and 2,000 parts at most, none compressed more than 200 ' +
  'times; images up to 50 megapixels; PARSE_TIMEOUT_MS per document (20 s). Refusals: 400 unreadable_document for an ' +
  'empty, corrupt, truncated or password-protected document (`details.reason`: empty, invalid, encrypted, timeout, ' +
  'no_text); 413 payload_too_large for a file, archive or image past the limits (reason decompressed_size, ' +
  'archive_entries, image_pixels); 415 unsupported_media_type for a document carrying macros (DOCM, a DOC with VBA; ' +
  'reason macros); 501 unsupported_format for a format recognised but not read (spreadsheets, presentations, HEIC ' +
  'photos, other archives), with `details.format`.';

/** Languages a document is recognised in: the parsers' word tables (and the OCR models of each). */
const DOCUMENT_LANGUAGES = Object.keys(LANGUAGE_WORDS) as DocumentLanguage[];

const DocumentInfo = Type.Object({
  format: Type.Enum(
    [
      'pdf',
      'docx',
      'doc',
      'odt',
      'rtf',
      'html',
      'markdown',
      'text',
      'jpeg',
      'png',
      'tiff',
      'webp',
      'gif',
      'bmp',
    ],
    { description: 'The format recognised from the bytes (not from the declared name or type)' },
  ),
  pages: Type.Integer({ description: 'Pages of a PDF or a multi-page TIFF; 1 for other formats' }),
  pages_read: Type.Integer({
    description: 'Pages read: at most PDF_MAX_PAGES, and of images (a multi-page TIFF) at most OCR_MAX_PAGES',
  }),
  characters: Type.Integer(),
  text: Type.String({ description: 'The text read, in reading order (columns one after the other)' }),
  ocr: Type.Optional(
    Type.Object(
      {
        language: Type.Enum([...DOCUMENT_LANGUAGES], {
          description: "The language model text recognition used (the document's language as first read)",
        }),
        confidence: Type.Number({ description: 'Mean of the pages’ confidences, 0..1' }),
        pages: Type.Array(
          Type.Object({
            page: Type.Integer({ description: '1-based page number' }),
            confidence: Type.Number({
              description:
                'Tesseract’s mean word confidence, 0..1: under about 0.6 the text, and so the parsed fields, are unreliable',
            }),
            rotated: Type.Integer({ description: 'Degrees the page was turned to be upright, clockwise' }),
            skew: Type.Number({ description: 'Degrees of skew straightened' }),
          }),
        ),
      },
      {
        description:
          'Present when pages were read by text recognition (OCR): a photo or scan, or PDF pages without a text layer (at most OCR_MAX_PAGES of them)',
      },
    ),
  ),
});

const Section = Type.Object({
  name: Type.String(),
  title: Type.Union([Type.String(), Type.Null()]),
  lines: Type.Integer(),
});

export const ParsedCvResponse = Type.Object({
  cv: JsonResumeSchema,
  skills: Type.Array(ExtractedSkill, { description: 'Graph skills the CV names or describes, surest first' }),
  language: Type.Enum([...DOCUMENT_LANGUAGES], { description: 'Language the CV is written in' }),
  sections: Type.Array(Section, { description: 'Sections recognised, with the title the CV gives them' }),
  document: DocumentInfo,
  meta: MetaSchema,
});

const Occupation = Type.Union([
  Type.Object({
    uri: Type.String(),
    id: Type.String(),
    label: Type.String(),
    framework: Type.Union([Type.String(), Type.Null()]),
    confidence: Type.Number(),
  }),
  Type.Null(),
]);

const JobOfferFacts = Type.Object(
  {
    title: Type.Optional(Type.String()),
    company: Type.Optional(Type.String()),
    location: Type.Optional(Type.String()),
    contract_type: Type.Optional(
      Type.Enum(['permanent', 'fixed_term', 'temporary', 'internship', 'apprenticeship', 'freelance']),
    ),
    working_time: Type.Optional(Type.Enum(['full_time', 'part_time'])),
    remote: Type.Optional(Type.Enum(['on_site', 'hybrid', 'remote'])),
    experience: Type.Optional(
      Type.Object({
        min_years: Type.Optional(Type.Number()),
        max_years: Type.Optional(Type.Number()),
        text: Type.String(),
      }),
    ),
    salary: Type.Optional(
      Type.Object({
        min: Type.Optional(Type.Number()),
        max: Type.Optional(Type.Number()),
        currency: Type.Optional(Type.String()),
        period: Type.Optional(Type.Enum(['year', 'month', 'day', 'hour'])),
        text: Type.String(),
      }),
    ),
    description: Type.Optional(Type.String()),
    requirements: Type.Array(Type.String(), { description: 'Lines stating what the candidate must have' }),
    nice_to_have: Type.Array(Type.String(), { description: 'Lines stating what would be a plus' }),
    responsibilities: Type.Array(Type.String()),
  },
  { additionalProperties: true },
);

export const ParsedOfferResponse = Type.Object({
  job_offer: JobOfferFacts,
  occupation: Occupation,
  required_skills: Type.Array(ExtractedSkill),
  desired_skills: Type.Array(ExtractedSkill),
  language: Type.Enum([...DOCUMENT_LANGUAGES], { description: 'Language the job offer is written in' }),
  document: DocumentInfo,
  meta: MetaSchema,
});

export const UploadBody = multipartBody(
  Type.Object(
    {
      file: Type.String({
        format: 'binary',
        description: UPLOAD_DESCRIPTION,
      }),
    },
    { required: ['file'] },
  ),
);

export const UploadQuery = Type.Object({
  lang: LangQuery,
  framework: Type.Optional(
    Type.Enum(['ESCO', 'ROME', 'ONET'], { description: 'Framework of the skills (default ESCO)' }),
  ),
});

export const TreatBody = Type.Object(
  {
    text: Type.String({ minLength: 1, maxLength: MAX_TEXT, description: 'The CV as plain text' }),
    lang: LangQuery,
    frameworks: FrameworkList,
  },
  {
    additionalProperties: false,
    examples: [
      {
        text: 'Jane Doe\njane@example.com\n\nEXPERIENCE\nData Engineer - Acme\nJan 2020 - Present\n• Built pipelines in Python and Apache Spark\n\nSKILLS\nPython, SQL, Docker',
      },
    ],
  },
);

export const EnrichCvBody = Type.Object(
  {
    cv: JsonResumeSchema,
    lang: LangQuery,
    frameworks: FrameworkList,
    threshold: Threshold,
    semantic: Type.Optional(
      Type.Boolean({
        description: 'Also find skills by the meaning of sentences and their phrases (default true; slower)',
      }),
    ),
  },
  {
    additionalProperties: false,
    examples: [
      {
        cv: {
          basics: { name: 'Jane Doe', label: 'Data engineer' },
          work: [
            {
              name: 'Acme',
              position: 'Data engineer',
              highlights: ['Built ETL pipelines with Apache Spark'],
            },
          ],
          skills: [{ name: 'Programming', keywords: ['Python', 'SQL'] }],
        },
      },
    ],
  },
);

export const EnrichedCvResponse = Type.Object({
  cv: JsonResumeSchema,
  skills: Type.Array(ExtractedSkill),
  meta: MetaSchema,
});

const ShortList = Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 300 }), { maxItems: 200 }));

export const EnrichOfferBody = Type.Object(
  {
    job_offer: Type.Object(
      {
        title: Type.Optional(Type.String({ maxLength: 300 })),
        description: Type.Optional(Type.String({ maxLength: MAX_TEXT })),
        requirements: ShortList,
        nice_to_have: ShortList,
        responsibilities: ShortList,
        required_skills: ShortList,
        desired_skills: ShortList,
      },
      { additionalProperties: true },
    ),
    lang: LangQuery,
    frameworks: FrameworkList,
    threshold: Threshold,
    semantic: Type.Optional(Type.Boolean()),
  },
  {
    additionalProperties: false,
    examples: [
      {
        job_offer: {
          title: 'Data engineer',
          requirements: ['3+ years with Python and SQL', 'Experience with Apache Kafka'],
          nice_to_have: ['Kubernetes'],
        },
      },
    ],
  },
);

export const EnrichedOfferResponse = Type.Object({
  job_offer: JobOfferFacts,
  occupation: Occupation,
  required_skills: Type.Array(ExtractedSkill),
  desired_skills: Type.Array(ExtractedSkill),
  meta: MetaSchema,
});

export const ExtractSkillsBody = Type.Object(
  {
    text: Type.String({ minLength: 1, maxLength: MAX_TEXT }),
    lang: LangQuery,
    frameworks: FrameworkList,
    threshold: Threshold,
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
    semantic: Type.Optional(Type.Boolean()),
  },
  {
    additionalProperties: false,
    examples: [{ text: 'We need someone who knows Python, manages projects and speaks French.' }],
  },
);

export const ExtractSkillsResponse = Type.Object({ skills: Type.Array(ExtractedSkill), meta: MetaSchema });

export const ScoreBody = Type.Object(
  {
    cv: Type.Optional(JsonResumeSchema),
    text: Type.Optional(
      Type.String({ minLength: 1, maxLength: MAX_TEXT, description: 'A plain-text CV, parsed first' }),
    ),
    lang: LangQuery,
  },
  {
    additionalProperties: false,
    ...exactlyOneOf('cv', 'text'),
    description: 'Exactly one of `cv` (JSON Resume) or `text`',
    examples: [{ cv: { basics: { name: 'Jane Doe', email: 'jane@example.com' }, work: [] } }],
  },
);

const Axis = Type.Object({
  axis: Type.Enum(['contact', 'summary', 'experience', 'education', 'skills', 'languages', 'chronology']),
  weight: Type.Number(),
  score: Type.Number({ minimum: 0, maximum: 1 }),
  findings: Type.Array(Type.String()),
  suggestions: Type.Array(Type.String()),
});

export const ScoreResponse = Type.Object({
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  grade: Type.Enum(['A', 'B', 'C', 'D', 'E']),
  axes: Type.Array(Axis),
  meta: MetaSchema,
});
