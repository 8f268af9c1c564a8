// Workforce mapping (beta): a job architecture's rows mapped onto a framework's occupations, at once
// for a few rows, as a job kept in the graph for many.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { LangQuery } from '../graph/schemas.ts';
import { MetaSchema, withMeta } from '../http/meta.ts';
import { errors, languageOf, organisationOf, rules } from './route-common.ts';
import { SYNC_ROWS, Workforce } from './workforce.ts';

export const workforceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const workforce = new Workforce(app.executor, app.graph.search, { logger: app.log });
  // Every API process resumes the jobs of processes that stopped; a graceful stop hands its own back.
  app.addHook('onReady', async () => workforce.startPolling());
  app.addHook('onClose', async () => workforce.stop());

  const Mapped = Type.Object({
    row: Type.Integer({ description: 'Position of the row in the input, from 0' }),
    id: Type.Union([Type.String(), Type.Null()]),
    title: Type.String(),
    matches: Type.Array(Type.Object({}, { additionalProperties: true })),
  });
  const JobState = Type.Object({
    id: Type.String(),
    status: Type.Enum(['queued', 'running', 'done', 'failed'], {
      description:
        'queued: its API process stopped and another (or its restart) resumes it where it stood, within about a minute',
    }),
    target_framework: Type.String(),
    progress: Type.Object({ done: Type.Integer(), total: Type.Integer() }),
    attempts: Type.Integer({
      description:
        'Runs started, graceful hand-overs not counted: more than 1 when a process died running it',
    }),
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
          'any API process, and resumed by another if its process stops). 10 credits per call; paid plans only (403 on Discovery and Builder).',
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
            threshold: Type.Optional(
              Type.Number({
                minimum: 0,
                maximum: 1,
                default: 0.3,
                description:
                  "Smallest confidence kept (the occupation search's: a title found by meaning scores about " +
                  '0.9 or more, even one that names no occupation)',
              }),
            ),
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
      const body = request.body;
      const options = {
        framework: body.target_framework,
        limit: body.limit ?? 3,
        threshold: body.threshold ?? 0.3,
        language: languageOf(request),
      };
      if (body.rows.length <= SYNC_ROWS) {
        const results = await workforce.mapRows(body.rows, options);
        const now = new Date().toISOString();
        return withMeta(reply, {
          id: 'inline',
          status: 'done' as const,
          target_framework: body.target_framework,
          progress: { done: results.length, total: body.rows.length },
          attempts: 1,
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
          'Progress of a mapping job of your organisation and, once done, its results. Jobs are durable: one whose ' +
          'API process stopped (crash, restart, deploy) reads `queued` until another process resumes it where it ' +
          'stood (its lease lapses within a minute; a graceful stop hands it over at once); a job whose process died ' +
          'three times is `failed`.',
        tags: ['Career'],
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) }),
        response: { 200: JobState, ...errors },
      },
    },
    async (request, reply) =>
      withMeta(reply, await workforce.get(organisationOf(request), request.params.id)),
  );
};
