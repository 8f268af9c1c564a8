// Intelligence routes (spec 4.8, 4.9): CV <-> job matching both ways against the organisation's pool,
// one CV against one posting, and plain text against plain text. Thin: resolve the two profiles
// (from the pool or from text), call Matching, add `meta`.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { Permission, type RouteRules } from '../access/rules.ts';
import type { JsonResume } from '../documents/json-resume.ts';
import { type Language, pickLanguage } from '../graph/language.ts';
import { LangQuery } from '../graph/schemas.ts';
import { AppError } from '../http/errors.ts';
import { MetaSchema, withMeta } from '../http/meta.ts';
import { flatErrors } from '../http/schemas.ts';
import { Career, DEFAULT_HOURS } from './career.ts';
import { type CvProfile, type JobProfile, Matching } from './matching.ts';
import { SYNC_ROWS, Workforce, type WorkforceRow } from './workforce.ts';

const rules = (credits: number): RouteRules => ({
  auth: ['apiKey', 'bearer'],
  permission: Permission.INTELLIGENCE,
  credits,
});
const errors = flatErrors(400, 401, 402, 403, 404, 429, 503);
const MAX_TEXT = 100_000;

const Ref = Type.Object({ uri: Type.String(), id: Type.String(), label: Type.String() });
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

const Limit = Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 }));
const Threshold = Type.Optional(
  Type.Number({ minimum: 0, maximum: 1, default: 0, description: 'Least score returned' }),
);

export const intelligenceRoutes: FastifyPluginAsync = async (app: FastifyInstance) => {
  const matching = new Matching(app.executor);
  const career = new Career(app.executor, app.graph.records);
  const workforce = new Workforce(app.executor, app.graph.search);
  const documents = app.documents;
  const language = (request: FastifyRequest) =>
    pickLanguage((request.body as { lang?: string }).lang, request.headers['accept-language']);
  const organisationOf = (request: FastifyRequest) => {
    const organisationId = request.caller.organisationId;
    if (!organisationId) throw new AppError('forbidden', 'Matching needs a key or token of an organisation');
    return organisationId;
  };

  /** A job from plain text: its parse, graph skills (required essential, desired optional) and vector. */
  const jobFromText = async (text: string, lang: Language): Promise<JobProfile> => {
    const parsed = await documents.parseOffer(documents.readText(text), { language: lang });
    return {
      id: null,
      title: parsed.job_offer.title ?? null,
      embedding: await documents.embedProfile([parsed.job_offer.title, text.slice(0, 1500)]),
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
    const resume =
      input.cv ??
      (await documents.parseCv(documents.readText(input.text ?? ''), { language: lang, semantic: false })).cv;
    const { skills } = await documents.enrichCv(resume, { language: lang });
    return {
      id: null,
      user_id: null,
      embedding: await documents.embedProfile([
        resume.basics?.label,
        resume.basics?.summary,
        ...(resume.work ?? []).map((w) => w.position),
        skills.map((s) => s.label).join(', '),
      ]),
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
      const body = request.body as { job_id?: string; job_text?: string; limit: number; threshold: number };
      exactlyOne(body, ['job_id', 'job_text']);
      const organisationId = organisationOf(request);
      const lang = language(request);
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
          { additionalProperties: false, examples: [{ user_id: '7c1e...', limit: 10 }] },
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
      const body = request.body as {
        user_id?: string;
        cv_id?: string;
        cv?: Partial<JsonResume>;
        cv_text?: string;
        limit: number;
        threshold: number;
      };
      exactlyOne(body, ['user_id', 'cv_id', 'cv', 'cv_text']);
      const organisationId = organisationOf(request);
      const lang = language(request);
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
      const body = request.body as { user_id: string; job_id: string };
      const organisationId = organisationOf(request);
      const lang = language(request);
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
      const body = request.body as { cv_text: string; job_text: string };
      const lang = language(request);
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
  app.post(
    '/v1/skills/gap',
    {
      config: { rules: rules(2) },
      schema: {
        summary: 'Skill gap and training time',
        description:
          'What a target requires that a person lacks, with a training-time estimate per skill and in total. The ' +
          'person: `skills` (references) or `user_id` (their current enriched CV). The target: `target_occupation` ' +
          '(a reference or a framework code) or `job_id` (an enriched posting of the organisation). Estimates come ' +
          "from the organisation's courses and programs that list the skill (the shortest, its hours shared among " +
          `the skills it teaches), else from the default model: ${DEFAULT_HOURS.knowledge} h for knowledge, ` +
          `${DEFAULT_HOURS.skill} h for a skill or competence, halved when a broader or narrower skill is held. ` +
          '`estimate` says which. 2 credits.',
        tags: ['Skills'],
        body: Type.Object(
          {
            skills: Type.Optional(
              Type.Array(Type.String({ minLength: 1, maxLength: 512 }), { maxItems: 500 }),
            ),
            user_id: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
            target_occupation: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
            job_id: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
            include_optional: Type.Optional(Type.Boolean({ default: false })),
            lang: LangQuery,
          },
          {
            additionalProperties: false,
            examples: [
              {
                skills: ['graph://skill/ccd0a1d9-afda-43d9-b901-96344886e14d'],
                target_occupation: 'rome:M1805',
              },
            ],
          },
        ),
        response: {
          200: Type.Object({
            target: Type.Object({
              uri: Type.Union([Type.String(), Type.Null()]),
              label: Type.Union([Type.String(), Type.Null()]),
            }),
            required: Type.Integer(),
            held: Type.Integer(),
            coverage: Type.Number({ minimum: 0, maximum: 1 }),
            total_training_hours: Type.Number(),
            missing: Type.Array(
              Type.Object(
                {
                  uri: Type.String(),
                  label: Type.String(),
                  relation: Type.Enum(['essential', 'optional']),
                  partially_held: Type.Boolean(),
                  training_hours: Type.Number(),
                  estimate: Type.Enum(['course', 'program', 'default']),
                },
                { additionalProperties: true },
              ),
            ),
            meta: MetaSchema,
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const body = request.body as {
        skills?: string[];
        user_id?: string;
        target_occupation?: string;
        job_id?: string;
        include_optional?: boolean;
      };
      exactlyOne(body, ['skills', 'user_id']);
      exactlyOne(body, ['target_occupation', 'job_id']);
      const lang = language(request);
      const organisationId = request.caller.organisationId;
      const held = body.skills
        ? (await Promise.all(body.skills.map((skill) => career.resolveSkill(skill)))).map((s) => s.id)
        : (await matching.cvProfile(organisationOf(request), { userId: body.user_id })).skills.map(
            (s) => s.id,
          );
      let target: { id: string; relation: 'essential' | 'optional' }[];
      let described: { uri: string | null; label: string | null };
      if (body.target_occupation) {
        const occupation = await career.resolveOccupation(body.target_occupation);
        const record = await app.graph.records.record(occupation.id, 'occupation', lang);
        target = await career.requiredSkills(occupation.id);
        described = { uri: record.uri, label: record.label };
      } else {
        const job = await matching.jobProfile(organisationOf(request), body.job_id!);
        target = job.skills.map((s) => ({ id: s.id, relation: s.relation }));
        described = { uri: null, label: job.title };
      }
      const gap = await career.gap({
        organisationId,
        held,
        target,
        language: lang,
        includeOptional: body.include_optional ?? false,
      });
      return withMeta(reply, { target: described, ...gap });
    },
  );

  app.post(
    '/v1/career/transitions',
    {
      config: { rules: rules(3) },
      schema: {
        summary: 'Career transitions (beta)',
        description:
          'Occupations to move to from an occupation (`from`: a reference or a framework code), found by a graph ' +
          'traversal: the occupations whose essential skills overlap those held (`skills`, by default the essential ' +
          'skills of `from`), ranked by the share of their essential skills already held (`shared_percentage`); ' +
          'transitions the frameworks state themselves (ROME mobility, O*NET related occupations) get 10 points ' +
          'more in `score` and `stated_by_framework`. `missing` lists what each still requires. `framework` limits ' +
          'the targets (default: the framework of `from`). 3 credits; paid plans only (403 on Discovery).',
        tags: ['Career'],
        body: Type.Object(
          {
            from: Type.String({ minLength: 1, maxLength: 512 }),
            skills: Type.Optional(
              Type.Array(Type.String({ minLength: 1, maxLength: 512 }), { maxItems: 500 }),
            ),
            framework: Type.Optional(Type.Enum(['ESCO', 'ROME', 'ONET', 'ONS'])),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
            missing: Type.Optional(
              Type.Integer({
                minimum: 0,
                maximum: 50,
                default: 10,
                description: 'Missing skills listed per target',
              }),
            ),
            lang: LangQuery,
          },
          { additionalProperties: false, examples: [{ from: 'rome:M1805', limit: 5 }] },
        ),
        response: {
          200: Type.Object({
            from: Type.Object({
              uri: Type.String(),
              label: Type.String(),
              framework: Type.Union([Type.String(), Type.Null()]),
            }),
            transitions: Type.Array(
              Type.Object(
                {
                  uri: Type.String(),
                  label: Type.String(),
                  framework: Type.String(),
                  shared_percentage: Type.Number(),
                  score: Type.Number(),
                  stated_by_framework: Type.Boolean(),
                  missing: Type.Array(Ref),
                },
                { additionalProperties: true },
              ),
            ),
            meta: MetaSchema,
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const body = request.body as {
        from: string;
        skills?: string[];
        framework?: string;
        limit?: number;
        missing?: number;
      };
      const lang = language(request);
      const origin = await career.resolveOccupation(body.from);
      const record = await app.graph.records.record(origin.id, 'occupation', lang);
      const held = body.skills
        ? (await Promise.all(body.skills.map((skill) => career.resolveSkill(skill)))).map((s) => s.id)
        : null;
      const transitions = await career.transitions({
        origin: origin.id,
        held,
        framework: body.framework ?? record.framework,
        limit: body.limit ?? 10,
        missing: body.missing ?? 10,
        language: lang,
      });
      return withMeta(reply, {
        from: { uri: record.uri, label: record.label, framework: record.framework },
        transitions,
      });
    },
  );
  const Mapped = Type.Object({
    row: Type.Integer({ description: 'Position of the row in the input, from 0' }),
    id: Type.Union([Type.String(), Type.Null()]),
    title: Type.String(),
    matches: Type.Array(Type.Object({}, { additionalProperties: true })),
  });
  const JobState = Type.Object({
    id: Type.String(),
    status: Type.Enum(['running', 'done', 'failed', 'interrupted']),
    target_framework: Type.String(),
    progress: Type.Object({ done: Type.Integer(), total: Type.Integer() }),
    created_at: Type.Unknown(),
    finished_at: Type.Unknown(),
    error: Type.Union([Type.String(), Type.Null()]),
    results: Type.Union([Type.Array(Mapped), Type.Null()]),
    meta: MetaSchema,
  });

  app.post(
    '/v1/workforce/map',
    {
      config: { rules: rules(10) },
      schema: {
        summary: 'Map a job architecture onto a framework (beta)',
        description:
          `Maps each row (a job title, optionally with a description) to the closest occupations of \`target_framework\`, ` +
          `best first, with their confidence. Up to ${SYNC_ROWS} rows are answered at once (200, status done). ` +
          'Larger inputs (up to 5,000 rows) start a job: 202 with its id and progress, then ' +
          'GET /v1/workforce/map/{id} shows the progress and, once done, the results (kept in the graph, readable from ' +
          'any API process). 10 credits per call; paid plans only (403 on Discovery and Builder).',
        tags: ['Career'],
        body: Type.Object(
          {
            rows: Type.Array(
              Type.Object(
                {
                  id: Type.Optional(
                    Type.String({ maxLength: 128, description: 'Your reference for the row' }),
                  ),
                  title: Type.String({ minLength: 1, maxLength: 300 }),
                  description: Type.Optional(Type.String({ maxLength: 2000 })),
                },
                { additionalProperties: false },
              ),
              { minItems: 1, maxItems: 5000 },
            ),
            target_framework: Type.Enum(['ESCO', 'ROME', 'ONET', 'ONS']),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, default: 3 })),
            threshold: Type.Optional(Type.Number({ minimum: 0, maximum: 1, default: 0.3 })),
            lang: LangQuery,
          },
          {
            additionalProperties: false,
            examples: [
              {
                rows: [{ id: 'J-17', title: 'Ingénieur logiciel' }, { title: 'Payroll officer' }],
                target_framework: 'ESCO',
              },
            ],
          },
        ),
        response: {
          200: JobState,
          202: Type.Omit(JobState, ['results']),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const body = request.body as {
        rows: WorkforceRow[];
        target_framework: string;
        limit?: number;
        threshold?: number;
      };
      const options = {
        framework: body.target_framework,
        limit: body.limit ?? 3,
        threshold: body.threshold ?? 0.3,
        language: language(request),
      };
      if (body.rows.length <= SYNC_ROWS) {
        const results = await workforce.mapRows(body.rows, options);
        const now = new Date().toISOString();
        return withMeta(reply, {
          id: 'inline',
          status: 'done',
          target_framework: body.target_framework,
          progress: { done: results.length, total: body.rows.length },
          created_at: now,
          finished_at: now,
          error: null,
          results,
        });
      }
      const job = await workforce.start(organisationOf(request), body.rows, options);
      reply.code(202).header('location', `/v1/workforce/map/${job.id}`);
      const state = await workforce.get(organisationOf(request), job.id);
      const { results: _none, ...rest } = state;
      return withMeta(reply, rest);
    },
  );

  app.get(
    '/v1/workforce/map/:id',
    {
      config: { rules: rules(0) },
      schema: {
        summary: 'A workforce mapping job (beta)',
        description:
          'Progress of a mapping job of your organisation and, once done, its results. A job that stopped advancing (its process ended) reads `interrupted`: start it again.',
        tags: ['Career'],
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) }),
        response: { 200: JobState, ...errors },
      },
    },
    async (request, reply) =>
      withMeta(reply, await workforce.get(organisationOf(request), (request.params as { id: string }).id)),
  );
};

function exactlyOne(body: Record<string, unknown>, keys: string[]) {
  const given = keys.filter((k) => body[k] !== undefined);
  if (given.length !== 1)
    throw new AppError('validation_error', `Send exactly one of ${keys.join(', ')}`, {
      fields: [{ field: 'body', message: `must have exactly one of ${keys.join(', ')}` }],
    });
}
