// Career routes: the skill gap between a person and a target (with training time), and the
// transitions from an occupation to others, ranked by the skills they share.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { LangQuery, ReferenceParam } from '../graph/schemas.ts';
import { MetaSchema, withMeta } from '../http/meta.ts';
import { exactlyOneOf } from '../http/schemas.ts';
import { Career, DEFAULT_HOURS } from './career.ts';
import { Matching } from './matching.ts';
import { errors, languageOf, organisationOf, Ref, rules } from './route-common.ts';

export const careerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const matching = new Matching(app.executor);
  const career = new Career(app.executor, app.graph.records);

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
            skills: Type.Optional(Type.Array(ReferenceParam, { maxItems: 500 })),
            user_id: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
            target_occupation: Type.Optional(ReferenceParam),
            job_id: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
            include_optional: Type.Optional(Type.Boolean({ default: false })),
            lang: LangQuery,
          },
          {
            additionalProperties: false,
            // The person one way, the target one way.
            allOf: [exactlyOneOf('skills', 'user_id'), exactlyOneOf('target_occupation', 'job_id')],
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
      const body = request.body;
      const lang = languageOf(request);
      const organisationId = request.caller.organisationId;
      const held = body.skills
        ? (await career.resolveSkills(body.skills)).map((s) => s.id)
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
            from: ReferenceParam,
            skills: Type.Optional(Type.Array(ReferenceParam, { maxItems: 500 })),
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
      const body = request.body;
      const lang = languageOf(request);
      const origin = await career.resolveOccupation(body.from);
      const record = await app.graph.records.record(origin.id, 'occupation', lang);
      const held = body.skills ? (await career.resolveSkills(body.skills)).map((s) => s.id) : null;
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
};
