// Document routes (spec 4.8, 4.9): parse CVs and job offers from an upload (multipart field `file`)
// or text, enrich them with graph skills, extract skills from text, score CVs. Thin: read the input,
// call DocumentServices, add `meta`. Uploads are streamed into memory up to UPLOAD_LIMIT_BYTES and
// never touch the disk, so nothing outlives the request.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Permission, type RouteRules } from '../access/rules.ts';
import { pickLanguage } from '../graph/language.ts';
import { withMeta } from '../http/meta.ts';
import { flatErrors } from '../http/schemas.ts';
import { type UploadedFile, uploadedFiles } from '../http/uploads.ts';
import * as S from './schemas.ts';
import type { DocumentServices } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    documents: DocumentServices;
  }
}

const rules = (permission: number, credits: number): RouteRules => ({
  auth: ['apiKey', 'bearer'],
  permission,
  credits,
});

const uploadErrors = flatErrors(400, 401, 402, 403, 413, 415, 429, 501, 503);
const bodyErrors = flatErrors(400, 401, 402, 403, 429, 500, 503);

type Options = {
  lang?: string;
  frameworks?: string[];
  framework?: string;
  threshold?: number;
  semantic?: boolean;
};

const optionsOf = (request: FastifyRequest) => {
  // An upload's options are its query (the body is the file); a JSON route's are its body.
  const input = (request.body ?? request.query ?? {}) as Options;
  return {
    // The document's own language unless the caller asks for one.
    language:
      input.lang || request.headers['accept-language']
        ? pickLanguage(input.lang, request.headers['accept-language'])
        : undefined,
    frameworks: input.frameworks ?? (input.framework ? [input.framework] : undefined),
    threshold: input.threshold,
    semantic: input.semantic,
  };
};

async function uploadedFile(request: FastifyRequest): Promise<UploadedFile> {
  const [file] = await uploadedFiles(request, 'file', 1);
  return file!;
}

export const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const documents = app.documents;

  app.post(
    '/v1/parse/cv',
    {
      config: { rules: rules(Permission.DOCUMENTS_PARSE, 5) },
      schema: {
        summary: 'Parse a CV',
        description:
          'Reads a CV (PDF, Word, OpenDocument, RTF, HTML, Markdown, plain text, or a scan or photo read by OCR; multipart field `file`) into JSON Resume: contact details, work, ' +
          'education, skills, languages, certificates, projects and more, dates as ISO 8601, in English, French ' +
          'or Spanish. Columns and sidebars are read in order. The skills it names or describes are linked to ' +
          'graph skills (`skills`, and `graph_skills` on each skills[] and work[] entry). Query: `lang` for labels ' +
          "(default: the CV's language), `framework` for skills (default ESCO).",
        tags: ['Documents'],
        consumes: ['multipart/form-data'],
        querystring: S.UploadQuery,
        body: S.UploadBody,
        response: { 200: S.ParsedCvResponse, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const document = await documents.read(await uploadedFile(request));
      return withMeta(reply, await documents.parseCv(document, optionsOf(request)));
    },
  );

  app.post(
    '/v1/parse/job-offer',
    {
      config: { rules: rules(Permission.DOCUMENTS_PARSE, 5) },
      schema: {
        summary: 'Parse a job offer',
        description:
          'Reads a job offer (any format a CV may come in, multipart field `file`): title, company, location, contract type, ' +
          'working time, remote policy, experience, salary; the occupation its title denotes; and the required ' +
          'and desired skills as graph skills (requirements stated as "a plus", "nice to have", "un plus"... are desired).',
        tags: ['Documents'],
        consumes: ['multipart/form-data'],
        querystring: S.UploadQuery,
        body: S.UploadBody,
        response: { 200: S.ParsedOfferResponse, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const document = await documents.read(await uploadedFile(request));
      return withMeta(reply, await documents.parseOffer(document, optionsOf(request)));
    },
  );

  app.post(
    '/v1/cvs/treat',
    {
      config: { rules: rules(Permission.DOCUMENTS_PARSE, 5) },
      schema: {
        summary: 'Parse a plain-text CV (earlier route set)',
        description: 'The same parse as POST /v1/parse/cv, from a JSON body holding the CV text.',
        tags: ['Documents'],
        body: S.TreatBody,
        response: { 200: S.ParsedCvResponse, ...bodyErrors },
      },
    },
    async (request, reply) => {
      const { text } = request.body;
      return withMeta(reply, await documents.parseCv(documents.readText(text), optionsOf(request)));
    },
  );

  for (const [path, summary] of [
    ['/v1/enrich/cv', 'Enrich a CV with graph skills'],
    ['/v1/cvs/enrich', 'Enrich a parsed CV with graph URIs (earlier route set)'],
  ] as const)
    app.post(
      path,
      {
        config: { rules: rules(Permission.DOCUMENTS_ENRICH, 3) },
        schema: {
          summary,
          description:
            'Links a JSON Resume to graph skills: each skills[] entry (name and keywords) and each work[] entry ' +
            '(position, summary, highlights) gets `graph_skills` {uri, label, confidence, matched}; `skills` lists ' +
            'every graph skill found with its spans and sources. Everything sent is returned unchanged besides.',
          tags: ['Documents'],
          body: S.EnrichCvBody,
          response: { 200: S.EnrichedCvResponse, ...bodyErrors },
        },
      },
      async (request, reply) => {
        const options = optionsOf(request);
        const enriched = await documents.enrichCv(request.body.cv, {
          ...options,
          language: options.language ?? 'en',
        });
        return withMeta(reply, enriched);
      },
    );

  app.post(
    '/v1/enrich/job-offer',
    {
      config: { rules: rules(Permission.DOCUMENTS_ENRICH, 3) },
      schema: {
        summary: 'Enrich a job offer with the graph',
        description:
          'Links a job offer to the graph: the occupation its title denotes, and graph skills for its requirements ' +
          '(`requirements`, `required_skills`, else `responsibilities` or `description`) and its nice-to-haves.',
        tags: ['Documents'],
        body: S.EnrichOfferBody,
        response: { 200: S.EnrichedOfferResponse, ...bodyErrors },
      },
    },
    async (request, reply) => {
      const { job_offer: offer } = request.body;
      const { requirements, nice_to_have, ...rest } = offer;
      const options = optionsOf(request);
      return withMeta(
        reply,
        await documents.enrichOffer(
          { ...rest, required: requirements ?? [], desired: nice_to_have ?? [] },
          { ...options, language: options.language ?? 'en' },
        ),
      );
    },
  );

  app.post(
    '/v1/cvs/extract-skills',
    {
      config: { rules: rules(Permission.DOCUMENTS_ENRICH, 2) },
      schema: {
        summary: 'Skills named or described in a text',
        description:
          'Graph skills found in free text, each with its confidence and the spans it came from: names of skills in ' +
          'any language (longest first), short list items close to a name, and sentences close in meaning.',
        tags: ['Documents'],
        body: S.ExtractSkillsBody,
        response: { 200: S.ExtractSkillsResponse, ...bodyErrors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const options = optionsOf(request);
      const skills = await documents.extractSkills(body.text, {
        ...options,
        language: options.language ?? 'en',
        limit: body.limit,
      });
      return withMeta(reply, { skills });
    },
  );

  app.post(
    '/v1/cv/score',
    {
      config: { rules: rules(Permission.INTELLIGENCE, 2) },
      schema: {
        summary: 'CV quality score',
        description:
          'A composite score 0..100 (grade A >= 85, B >= 70, C >= 55, D >= 40, else E), the weighted sum of seven ' +
          'axes scored 0..1: contact 15% (name, e-mail, phone, location, a web profile: one fifth each); summary ' +
          '10% (present; 80 to 1200 characters); experience 25% (45% entries with employer, position and start ' +
          'date, 35% entries described, 20% share of quantified highlights, full at 30%); education 10% (0.4 for ' +
          'any entry, the rest for complete ones); skills 20% (40% skills listed, full at 8; 60% distinct graph ' +
          'skills recognised, full at 12); languages 5% (0.6 for any, the rest for levels given); chronology 15% ' +
          '(dated positions, none ending before it starts, minus 0.15 per gap over 12 months). Each axis gives its ' +
          'findings and the suggestions that would raise it. Send `cv` (JSON Resume) or `text` (parsed first).',
        tags: ['Documents'],
        body: S.ScoreBody,
        response: { 200: S.ScoreResponse, ...bodyErrors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const options = optionsOf(request);
      const cv = body.cv ?? documents.readCv(documents.readText(body.text!)).cv;
      return withMeta(reply, await documents.scoreCv(cv, { ...options, language: options.language ?? 'en' }));
    },
  );
};
