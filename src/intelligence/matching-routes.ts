// Matching routes (spec 4.8, 4.9): CV <-> job matching both ways against the organisation's pool, one
// CV against one posting, and plain text against plain text. Thin: resolve the two profiles (from the
// pool or from text), call Matching, add `meta`.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { JsonResume } from '../documents/parsing/json-resume.ts';
import { cvProfileText, jobProfileText } from '../documents/profile-text.ts';
import type { Language } from '../graph/language.ts';
import { LangQuery } from '../graph/schemas.ts';
import { MetaSchema, withMeta } from '../http/meta.ts';
import { exactlyOneOf } from '../http/schemas.ts';
import { type CvProfile, type JobProfile, Matching } from './matching.ts';
import {
  errors,
  Limit,
  languageOf,
  MAX_TEXT,
  organisationOf,
  Ref,
  rules,
  Threshold,
} from './route-common.ts';

const Explanation = Type.Object(
  {
    matched: Type.Array(
      Type.Object({
        uri: Type.String(),
        id: Type.String(),
        label: Type.String(),
        relation: Type.Enum(['essential', 'optional']),
        credit: Type.Number({
          description: '1: the CV names it; 0.5: the CV names a broader or narrower skill (`via`)',
        }),
        via: Type.Optional(Ref),
      }),
    ),
    missing_essential: Type.Array(Ref),
    missing_optional: Type.Array(Ref),
    skills_score: Type.Union([Type.Number(), Type.Null()], {
      description: "Share of the job's skill weight the CV earns",
    }),
    semantic_score: Type.Union([Type.Number(), Type.Null()], {
      description: 'Closeness of the two texts by meaning, 0..1',
    }),
    contributions: Type.Object(
      { skills: Type.Number(), semantic: Type.Number() },
      { description: 'Parts of the score from each signal' },
    ),
    weights: Type.Object({}, { additionalProperties: true }),
  },
  { description: 'Why the score is what it is' },
);
const Scored = { score: Type.Number({ minimum: 0, maximum: 1 }), explanation: Explanation };
const SCORING =
  'Scores are 0..1: 0.75 x skills + 0.25 x semantic. Skills: each job skill weighs 1 (essential) or 0.5 (optional); ' +
  'the CV earns full credit for a skill it names, half for a broader or narrower one; the skills score is the share ' +
  'earned. Semantic: cosine of the two embeddings mapped to 0..1 (unrelated texts score 0). Without embeddings on ' +
  'either side the score is the skills score.';

export const matchingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const matching = new Matching(app.executor);
  const documents = app.documents;

  /** A job from plain text: its parse, graph skills (required essential, desired optional) and vector. */
  const jobFromText = async (text: string, lang: Language): Promise<JobProfile> => {
    const parsed = await documents.parseOffer(documents.readText(text), { language: lang });
    return {
      id: null,
      title: parsed.job_offer.title ?? null,
      embedding: await documents.embedProfile(
        jobProfileText(
          parsed.job_offer,
          parsed.required_skills.map((s) => s.label),
        ),
      ),
      skills: [
        ...parsed.required_skills.map((s) => ({ id: s.id, relation: 'essential' as const })),
        ...parsed.desired_skills.map((s) => ({ id: s.id, relation: 'optional' as const })),
      ],
    };
  };
  /** A CV from plain text or JSON Resume: its graph skills and vector. */
  const cvFromInput = async (
    input: { text?: string; cv?: Partial<JsonResume> },
    lang: Language,
  ): Promise<CvProfile> => {
    // Read without graph look-ups: the skills are linked once, below.
    const resume = input.cv ?? documents.readCv(documents.readText(input.text ?? '')).cv;
    const { skills } = await documents.enrichCv(resume, { language: lang });
    return {
      id: null,
      user_id: null,
      embedding: await documents.embedProfile(
        cvProfileText(
          resume,
          skills.map((s) => s.label),
        ),
      ),
      skills: skills.map((s) => ({ id: s.id })),
    };
  };

  app.post(
    '/v1/match/cvs-vs-job',
    {
      config: { rules: rules(5) },
      schema: {
        summary: 'Rank the organisation’s CVs for a job',
        description: `Ranks the current enriched CVs of the organisation's users (the pool, indexed as CVs are enriched) for a job: an enriched posting of the organisation (\`job_id\`: posting, treated or enriched id) or a job offer's text (\`job_text\`). ${SCORING} 5 credits.`,
        tags: ['Matching'],
        body: Type.Object(
          {
            job_id: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
            job_text: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_TEXT })),
            limit: Limit,
            threshold: Threshold,
            lang: LangQuery,
          },
          {
            additionalProperties: false,
            ...exactlyOneOf('job_id', 'job_text'),
            examples: [{ job_id: '5f0c...', limit: 10 }, { job_text: 'Data engineer: Python, SQL...' }],
          },
        ),
        response: {
          200: Type.Object({
            job: Type.Object({
              id: Type.Union([Type.String(), Type.Null()]),
              title: Type.Union([Type.String(), Type.Null()]),
              skills: Type.Integer(),
            }),
            results: Type.Array(
              Type.Object({
                cv_id: Type.String(),
                user_id: Type.String(),
                name: Type.Union([Type.String(), Type.Null()]),
                ...Scored,
              }),
            ),
            meta: MetaSchema,
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const organisationId = organisationOf(request);
      const lang = languageOf(request);
      const job = body.job_id
        ? await matching.jobProfile(organisationId, body.job_id)
        : await jobFromText(body.job_text!, lang);
      const results = await matching.cvsForJob(
        organisationId,
        job,
        { limit: body.limit ?? 20, threshold: body.threshold ?? 0 },
        lang,
      );
      return withMeta(reply, { job: { id: job.id, title: job.title, skills: job.skills.length }, results });
    },
  );

  app.post(
    '/v1/match/jobs-vs-cv',
    {
      config: { rules: rules(5) },
      schema: {
        summary: 'Rank the organisation’s postings for a CV',
        description: `Ranks the organisation's enriched job postings (cancelled ones left out) for a CV: a user's current enriched CV (\`user_id\`), an enriched CV (\`cv_id\`), a JSON Resume (\`cv\`) or a CV's text (\`cv_text\`). ${SCORING} 5 credits.`,
        tags: ['Matching'],
        body: Type.Object(
          {
            user_id: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
            cv_id: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
            cv: Type.Optional(Type.Object({}, { additionalProperties: true })),
            cv_text: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_TEXT })),
            limit: Limit,
            threshold: Threshold,
            lang: LangQuery,
          },
          {
            additionalProperties: false,
            ...exactlyOneOf('user_id', 'cv_id', 'cv', 'cv_text'),
            examples: [{ user_id: '7c1e...', limit: 10 }],
          },
        ),
        response: {
          200: Type.Object({
            cv: Type.Object({
              id: Type.Union([Type.String(), Type.Null()]),
              user_id: Type.Union([Type.String(), Type.Null()]),
              skills: Type.Integer(),
            }),
            results: Type.Array(
              Type.Object({
                job_id: Type.String(),
                posting_id: Type.Union([Type.String(), Type.Null()]),
                title: Type.Union([Type.String(), Type.Null()]),
                status: Type.Union([Type.String(), Type.Null()]),
                ...Scored,
              }),
            ),
            meta: MetaSchema,
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const organisationId = organisationOf(request);
      const lang = languageOf(request);
      const cv =
        body.user_id || body.cv_id
          ? await matching.cvProfile(organisationId, { id: body.cv_id, userId: body.user_id })
          : await cvFromInput(
              { ...(body.cv ? { cv: body.cv } : {}), ...(body.cv_text ? { text: body.cv_text } : {}) },
              lang,
            );
      const results = await matching.jobsForCv(
        organisationId,
        cv,
        { limit: body.limit ?? 20, threshold: body.threshold ?? 0 },
        lang,
      );
      return withMeta(reply, { cv: { id: cv.id, user_id: cv.user_id, skills: cv.skills.length }, results });
    },
  );

  app.post(
    '/v1/matching/cv-to-job',
    {
      config: { rules: rules(2) },
      schema: {
        summary: 'Match a user’s CV against a posting (earlier route set)',
        description: `The user's current enriched CV (\`user_id\`) against an enriched posting of the organisation (\`job_id\`). ${SCORING} 2 credits.`,
        tags: ['Matching'],
        body: Type.Object(
          {
            user_id: Type.String({ minLength: 1, maxLength: 128 }),
            job_id: Type.String({ minLength: 1, maxLength: 128 }),
            lang: LangQuery,
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ cv_id: Type.String(), job_id: Type.String(), ...Scored, meta: MetaSchema }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const organisationId = organisationOf(request);
      const lang = languageOf(request);
      const [cv, job] = await Promise.all([
        matching.cvProfile(organisationId, { userId: body.user_id }),
        matching.jobProfile(organisationId, body.job_id),
      ]);
      return withMeta(reply, {
        cv_id: cv.id as string,
        job_id: job.id as string,
        ...(await matching.one(cv, job, lang)),
      });
    },
  );

  app.post(
    '/v1/matching/cv-text-to-job-text',
    {
      config: { rules: rules(3) },
      schema: {
        summary: 'Match a CV text against a job text (earlier route set)',
        description: `Both texts are parsed and linked to graph skills (nothing is stored), then matched. ${SCORING} 3 credits.`,
        tags: ['Matching'],
        body: Type.Object(
          {
            cv_text: Type.String({ minLength: 1, maxLength: MAX_TEXT }),
            job_text: Type.String({ minLength: 1, maxLength: MAX_TEXT }),
            lang: LangQuery,
          },
          {
            additionalProperties: false,
            examples: [
              {
                cv_text: 'SKILLS\nPython, SQL\n...',
                job_text: 'Data analyst\nRequirements\n- SQL\n- Python',
              },
            ],
          },
        ),
        response: {
          200: Type.Object({
            cv_skills: Type.Integer(),
            job_skills: Type.Integer(),
            ...Scored,
            meta: MetaSchema,
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const lang = languageOf(request);
      const [cv, job] = await Promise.all([
        cvFromInput({ text: body.cv_text }, lang),
        jobFromText(body.job_text, lang),
      ]);
      return withMeta(reply, {
        cv_skills: cv.skills.length,
        job_skills: job.skills.length,
        ...(await matching.one(cv, job, lang)),
      });
    },
  );
};
