// Routes of the CV pipeline (spec 4.5) in its two forms: the organisation's (HR acting for a member,
// /v1/organisations/{organisationId}/users/{userId}/...) and the user's own (/v1/users/{userId}/...).
// JSON-LD answers; each stage links to the one it came from.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { Permission, type RouteRules } from '../../access/rules.ts';
import { hydraItem, idOf, itemParam } from '../../http/hydra.ts';
import { flatErrors } from '../../http/schemas.ts';
import { filesBody, uploadedFiles } from '../reading/uploads.ts';
import { CvPipeline, type CvStage, type UserScope } from './cv-pipeline.ts';

const LD_JSON = 'application/ld+json; charset=utf-8';
const SEGMENT: Record<CvStage | 'JsonResumeRaw', string> = {
  JsonResumeRaw: 'jsonResumeRaws',
  JsonResumeTreated: 'jsonResumeTreateds',
  JsonResumeCorrectedTreated: 'jsonResumeCorrectedTreateds',
  JsonResumeEnriched: 'jsonResumeEnricheds',
  JsonResumeCorrectedEnriched: 'jsonResumeCorrectedEnricheds',
};

interface Form {
  name: 'organisation' | 'self';
  prefix: string;
  rules: (write: boolean, credits: number) => RouteRules;
  /** Whose CVs the path names (checked with authentication, by the scope the path implies). */
  ownerOf: (request: FastifyRequest) => UserScope;
}

const FORMS: Form[] = [
  {
    name: 'organisation',
    prefix: '/v1/organisations/:organisationId/users/:userId',
    rules: (write, credits) => ({
      auth: ['master', 'apiKey', 'bearer'],
      permission: write ? Permission.MANAGEMENT_WRITE : Permission.MANAGEMENT_READ,
      credits,
    }),
    ownerOf: (request) => ({
      organisationId: idOf(request, 'organisationId'),
      userId: idOf(request, 'userId'),
    }),
  },
  {
    name: 'self',
    prefix: '/v1/users/:userId',
    rules: (_write, credits) => ({
      auth: ['apiKey', 'bearer'],
      permission: Permission.MANAGEMENT_READ,
      credits,
    }),
    ownerOf: (request) => ({
      organisationId: request.caller.organisationId as string,
      userId: idOf(request, 'userId'),
    }),
  },
];

const userBase = (scope: UserScope) =>
  `/v1/organisations/${encodeURIComponent(scope.organisationId)}/users/${encodeURIComponent(scope.userId)}`;
const iri = (scope: UserScope, stage: CvStage | 'JsonResumeRaw', id: unknown) =>
  `${userBase(scope)}/${SEGMENT[stage]}/${encodeURIComponent(String(id))}`;

/** A stage as JSON-LD: its IRI, its user's and the IRI of the stage it came from. */
function present(scope: UserScope, stage: CvStage, item: { id: string } & Record<string, unknown>) {
  const links: Record<string, string> = { user: userBase(scope) };
  if (item['raw_id']) links['jsonResumeRaw'] = iri(scope, 'JsonResumeRaw', item['raw_id']);
  if (stage !== 'JsonResumeTreated' && item['treated_id'])
    links['jsonResumeTreated'] = iri(scope, 'JsonResumeTreated', item['treated_id']);
  if (item['source_id'] && item['source_id'] !== item['treated_id'])
    links['jsonResumeCorrectedTreated'] = iri(scope, 'JsonResumeCorrectedTreated', item['source_id']);
  if (item['enriched_id'])
    links['jsonResumeEnriched'] = iri(scope, 'JsonResumeEnriched', item['enriched_id']);
  return hydraItem(stage, iri(scope, stage, item['id']), { ...item, ...links });
}

// A JSON-LD item (its @context makes the management document say application/ld+json, as it is sent).
const StageSchema = Type.Object(
  { '@context': Type.String(), '@id': Type.String(), '@type': Type.String(), id: Type.String() },
  { additionalProperties: true },
);
const errors = flatErrors(400, 401, 403, 404, 409, 413, 415, 501, 503);
const JsonResumeField = Type.Union(
  [Type.String({ maxLength: 1_000_000 }), Type.Object({}, { additionalProperties: true })],
  {
    description: 'The CV as JSON Resume: an object, or a string holding one (spec 2.2)',
  },
);
const NodesField = Type.Union(
  [
    Type.String({ maxLength: 1_000_000 }),
    Type.Array(Type.Object({ id: Type.String() }, { additionalProperties: true }), { maxItems: 2000 }),
  ],
  {
    description:
      'The graph skills of the CV, as the enriched stage gives them in `nodes` (each with its id): an array or a string holding one',
  },
);

export const cvPipelineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const pipeline = new CvPipeline(app.executor, app.documents);
  const maxFiles = app.config.documents.uploadMaxFiles;

  for (const form of FORMS) {
    const tag = 'CV pipeline';
    const suffix = form.name === 'self' ? ' (own user)' : '';
    const scopeNote =
      form.name === 'self'
        ? 'User form: only your own user (403 otherwise).'
        : 'Organisation form: the user must belong to the organisation (404 otherwise); 403 when the organisation is not yours.';
    const params = Type.Object(
      form.name === 'self'
        ? { userId: Type.String() }
        : { organisationId: Type.String(), userId: Type.String() },
    );
    const withId = (name: string) => Type.Object({ ...params.properties, [name]: Type.String() });

    app.post(
      `${form.prefix}/jsonResumeRaws/treat`,
      {
        // Multipart bodies are read by the handler; the body schema documents them.
        validatorCompiler: () => () => true,
        config: { rules: form.rules(true, 5) },
        schema: {
          summary: `Upload and treat a CV${suffix}`,
          description: `Reads the uploaded CV (multipart field \`files\`) into a JsonResumeTreated: the JSON Resume parse, its language, and the raw document it came from (file names, size, SHA-256, pages, text). 5 credits. ${scopeNote}`,
          tags: [tag],
          consumes: ['multipart/form-data'],
          params,
          body: filesBody(maxFiles, 'The CV: PDF or plain text; several files are read as one CV, in order'),
          response: { 201: StageSchema, ...errors },
        },
      },
      async (request, reply) => {
        const scope = form.ownerOf(request);
        const files = await uploadedFiles(request, 'files', maxFiles);
        const treated = await pipeline.treat(scope, files);
        reply.code(201).type(LD_JSON);
        return present(scope, 'JsonResumeTreated', treated);
      },
    );

    app.post(
      `${form.prefix}/jsonResumeRaws/enrich`,
      {
        validatorCompiler: () => () => true,
        config: { rules: form.rules(true, 8) },
        schema: {
          summary: `Upload, treat and enrich a CV${suffix}`,
          description: `The whole pipeline up to enrichment in one call: answers the JsonResumeTreated (spec 4.5) with \`jsonResumeEnriched\`, the IRI of the enriched CV also created. 8 credits. ${scopeNote}`,
          tags: [tag],
          consumes: ['multipart/form-data'],
          params,
          body: filesBody(maxFiles, 'The CV: PDF or plain text; several files are read as one CV, in order'),
          response: { 201: StageSchema, ...errors },
        },
      },
      async (request, reply) => {
        const scope = form.ownerOf(request);
        const files = await uploadedFiles(request, 'files', maxFiles);
        const treated = await pipeline.treat(scope, files);
        const enriched = await pipeline.enrich(scope, 'JsonResumeTreated', treated.id);
        reply.code(201).type(LD_JSON);
        return {
          ...present(scope, 'JsonResumeTreated', treated),
          jsonResumeEnriched: iri(scope, 'JsonResumeEnriched', enriched.id),
        };
      },
    );

    for (const stage of [
      'JsonResumeTreated',
      'JsonResumeCorrectedTreated',
      'JsonResumeEnriched',
      'JsonResumeCorrectedEnriched',
    ] as const) {
      const param = itemParam(SEGMENT[stage]);
      app.get(
        `${form.prefix}/${SEGMENT[stage]}/:${param}`,
        {
          config: { rules: form.rules(false, 0) },
          schema: {
            summary: `Get a ${stage}${suffix}`,
            description: `${stage.startsWith('JsonResumeCorrected') ? 'A replaced correction is no longer available (404, spec 3.6). ' : ''}${scopeNote}`,
            tags: [tag],
            params: withId(param),
            response: { 200: StageSchema, ...errors },
          },
        },
        async (request, reply) => {
          const scope = form.ownerOf(request);
          reply.type(LD_JSON);
          return present(scope, stage, await pipeline.get(scope, stage, idOf(request, param)));
        },
      );
    }

    app.post(
      `${form.prefix}/jsonResumeTreateds/:jsonResumeTreatedId/jsonResumeCorrectedTreateds`,
      {
        config: { rules: form.rules(true, 0) },
        schema: {
          summary: `Correct a treated CV${suffix}`,
          description: `The user's or HR's correction of the parse. One per treated CV: a second is 409 conflict (a correction cannot be edited again, spec 3.6); it may be replaced once (PUT). ${scopeNote}`,
          tags: [tag],
          params: withId('jsonResumeTreatedId'),
          body: Type.Object({ json_resume: JsonResumeField }, { additionalProperties: false }),
          response: { 201: StageSchema, ...errors },
        },
      },
      async (request, reply) => {
        const scope = form.ownerOf(request);
        const { json_resume } = request.body;
        const corrected = await pipeline.correctTreated(
          scope,
          idOf(request, 'jsonResumeTreatedId'),
          json_resume,
        );
        reply.code(201).type(LD_JSON);
        return present(scope, 'JsonResumeCorrectedTreated', corrected);
      },
    );

    for (const stage of ['JsonResumeCorrectedTreated', 'JsonResumeCorrectedEnriched'] as const) {
      const enriched = stage === 'JsonResumeCorrectedEnriched';
      const param = itemParam(SEGMENT[stage]);
      app.put(
        `${form.prefix}/${SEGMENT[stage]}/:${param}`,
        {
          config: { rules: form.rules(true, 0) },
          schema: {
            summary: `Replace a ${stage}${suffix}`,
            description: `Replaces the correction once; it is then sealed and no longer available for reading or updating (404, spec 3.6).${enriched ? ' The user-profile entities it wrote are written anew from the replacement.' : ''} ${scopeNote}`,
            tags: [tag],
            params: withId(param),
            body: Type.Object(
              enriched
                ? { json_resume: JsonResumeField, nodes: NodesField }
                : { json_resume: JsonResumeField },
              { additionalProperties: false },
            ),
            response: { 200: StageSchema, ...errors },
          },
        },
        async (request, reply) => {
          const scope = form.ownerOf(request);
          const body = request.body;
          const replaced = await pipeline.replaceCorrected(
            scope,
            stage,
            idOf(request, param),
            body.json_resume,
            enriched ? body.nodes : undefined,
          );
          reply.type(LD_JSON);
          return present(scope, stage, replaced);
        },
      );
    }

    for (const source of ['JsonResumeTreated', 'JsonResumeCorrectedTreated'] as const) {
      const param = itemParam(SEGMENT[source]);
      app.post(
        `${form.prefix}/${SEGMENT[source]}/:${param}/enrich`,
        {
          config: { rules: form.rules(true, 3) },
          schema: {
            summary: `Enrich a ${source === 'JsonResumeTreated' ? 'treated' : 'corrected treated'} CV${suffix}`,
            description: `Links the CV to graph skills (\`graph_skills\` on its skills[] and work[] entries, \`nodes\` listing every skill found) and indexes the CV by them for matching. 3 credits. ${scopeNote}`,
            tags: [tag],
            params: withId(param),
            response: { 201: StageSchema, ...errors },
          },
        },
        async (request, reply) => {
          const scope = form.ownerOf(request);
          const enriched = await pipeline.enrich(scope, source, idOf(request, param));
          reply.code(201).type(LD_JSON);
          return present(scope, 'JsonResumeEnriched', enriched);
        },
      );
    }

    app.post(
      `${form.prefix}/jsonResumeEnricheds/:jsonResumeEnrichedId/jsonResumeCorrectedEnricheds`,
      {
        config: { rules: form.rules(true, 0) },
        schema: {
          summary: `Correct an enriched CV and write the user profile${suffix}`,
          description: `The end of the pipeline: the corrected CV and its graph skills become the user's profile entities (works, educations, skills linked to graph skills, languages, volunteering, projects, awards, certificates, publications, interests, references, the headline as a title), in one transaction. \`profile\` counts what was written and lists entries the profile could not take, with why. One per enriched CV (409 conflict otherwise). ${scopeNote}`,
          tags: [tag],
          params: withId('jsonResumeEnrichedId'),
          body: Type.Object(
            { json_resume: JsonResumeField, nodes: NodesField },
            { additionalProperties: false },
          ),
          response: { 201: StageSchema, ...errors },
        },
      },
      async (request, reply) => {
        const scope = form.ownerOf(request);
        const body = request.body;
        const corrected = await pipeline.correctEnriched(
          scope,
          idOf(request, 'jsonResumeEnrichedId'),
          body.json_resume,
          body.nodes,
        );
        reply.code(201).type(LD_JSON);
        return present(scope, 'JsonResumeCorrectedEnriched', corrected);
      },
    );
  }
};
