// Routes of the job-posting pipeline (spec 4.4) and of the organisation's postings with their
// candidates (spec 3.1, 3.2). JSON-LD answers; collections through the one Hydra helper.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { Permission, type RouteRules } from '../../access/rules.ts';
import {
  HydraCollectionSchema,
  hydraCollection,
  hydraItem,
  idOf,
  itemParam,
  PaginationQuery,
  pageWindow,
} from '../../http/hydra.ts';
import { flatErrors } from '../../http/schemas.ts';
import { filesBody, uploadedFiles } from '../reading/uploads.ts';
import { CANDIDATE_STATUSES, POSTING_STATUSES, PostingPipeline } from './posting-pipeline.ts';

const LD_JSON = 'application/ld+json; charset=utf-8';
const BASE = '/v1/organisations/:organisationId';
const TAG = 'Job postings';

const rules = (write: boolean, credits = 0): RouteRules => ({
  auth: ['master', 'apiKey', 'bearer'],
  permission: write ? Permission.MANAGEMENT_WRITE : Permission.MANAGEMENT_READ,
  credits,
});

const orgIri = (organisationId: string) => `/v1/organisations/${encodeURIComponent(organisationId)}`;
const iri = (organisationId: string, segment: string, id: unknown) =>
  `${orgIri(organisationId)}/${segment}/${encodeURIComponent(String(id))}`;

function presentStage(
  organisationId: string,
  stage: 'JsonJobPostingTreated' | 'JsonJobPostingEnriched',
  item: { id: string } & Record<string, unknown>,
) {
  const links: Record<string, string> = { organisation: orgIri(organisationId) };
  if (item['raw_id']) links['jsonJobPostingRaw'] = iri(organisationId, 'jsonJobPostingRaws', item['raw_id']);
  if (stage === 'JsonJobPostingEnriched')
    links['jsonJobPostingTreated'] = iri(organisationId, 'jsonJobPostingTreateds', item['treated_id']);
  const segment = stage === 'JsonJobPostingTreated' ? 'jsonJobPostingTreateds' : 'jsonJobPostingEnricheds';
  return hydraItem(stage, iri(organisationId, segment, item['id']), { ...item, ...links });
}

function presentPosting(organisationId: string, item: { id: string } & Record<string, unknown>) {
  const candidates = (item['user_status_list'] as Record<string, unknown>[]).map((c) => ({
    ...c,
    user: `${orgIri(organisationId)}/users/${encodeURIComponent(String(c['user_id']))}`,
  }));
  return hydraItem(
    'OrganisationJsonJobPosting',
    iri(organisationId, 'organisationJsonJobPostings', item['id']),
    {
      ...item,
      organisation: orgIri(organisationId),
      jsonJobPostingRaw: iri(organisationId, 'jsonJobPostingRaws', item['raw_id']),
      career: item['career_id'] ? iri(organisationId, 'careers', item['career_id']) : null,
      user_status_list: candidates,
    },
  );
}

const Item = Type.Object(
  { '@id': Type.String(), '@type': Type.String(), id: Type.String() },
  { additionalProperties: true },
);
/** A Hydra collection of posting resources (JSON-LD: documented as application/ld+json, as sent). */
const Collection = HydraCollectionSchema(
  Type.Object({ '@id': Type.String(), '@type': Type.String() }, { additionalProperties: true }),
);
const errors = flatErrors(400, 401, 403, 404, 409, 413, 415, 501, 503);
const OrgParams = Type.Object({ organisationId: Type.String() });
const withParam = (name: string) => Type.Object({ organisationId: Type.String(), [name]: Type.String() });

export const postingPipelineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const pipeline = new PostingPipeline(app.executor, app.documents);
  const maxFiles = app.config.documents.uploadMaxFiles;
  // Its tenant check ran with authentication (the scope its path implies: authenticate.ts).
  const organisationOf = (request: FastifyRequest) => idOf(request, 'organisationId');

  app.post(
    `${BASE}/jsonJobPostingRaws`,
    {
      validatorCompiler: () => () => true,
      config: { rules: rules(true, 5) },
      schema: {
        summary: 'Upload and treat job postings',
        description: `Each uploaded file (multipart field \`files\`, at most UPLOAD_MAX_FILES) becomes a JsonJobPostingTreated (title, company, location, contract, experience, salary, requirements...) and an OrganisationJsonJobPosting in DRAFT. Every file is read before anything is stored: one unreadable file fails the upload (400/501) and nothing is kept. 5 credits per call. Answers a collection of the treated postings.`,
        tags: [TAG],
        consumes: ['multipart/form-data'],
        params: OrgParams,
        body: filesBody(maxFiles, 'Job postings: PDF or plain text, one posting per file'),
        response: { 201: Collection, ...errors },
      },
    },
    async (request, reply) => {
      const organisationId = organisationOf(request);
      const treated = await pipeline.treat(organisationId, await uploadedFiles(request, 'files', maxFiles));
      reply.code(201).type(LD_JSON);
      return collection(
        request.url,
        'JsonJobPostingTreated',
        treated.map((t) => presentStage(organisationId, 'JsonJobPostingTreated', t)),
      );
    },
  );

  app.post(
    `${BASE}/jsonJobPostingRaws/enrich`,
    {
      validatorCompiler: () => () => true,
      config: { rules: rules(true, 8) },
      schema: {
        summary: 'Upload, treat and enrich job postings',
        description:
          'The full pipeline: each file is treated, then enriched (occupation of its title, required and desired graph skills). 8 credits per call. Answers a collection of the enriched postings.',
        tags: [TAG],
        consumes: ['multipart/form-data'],
        params: OrgParams,
        body: filesBody(maxFiles, 'Job postings: PDF or plain text, one posting per file'),
        response: { 201: Collection, ...errors },
      },
    },
    async (request, reply) => {
      const organisationId = organisationOf(request);
      const treated = await pipeline.treat(organisationId, await uploadedFiles(request, 'files', maxFiles));
      const enriched = [];
      for (const t of treated) enriched.push(await pipeline.enrich(organisationId, t.id));
      reply.code(201).type(LD_JSON);
      return collection(
        request.url,
        'JsonJobPostingEnriched',
        enriched.map((e) => presentStage(organisationId, 'JsonJobPostingEnriched', e)),
      );
    },
  );

  app.post(
    `${BASE}/jsonJobPostingTreateds/:jsonJobPostingTreatedId/enrich`,
    {
      config: { rules: rules(true, 3) },
      schema: {
        summary: 'Enrich a treated job posting',
        description:
          'Links the posting to the graph: the occupation its title denotes and its required (essential) and desired (optional) skills, kept as edges so that matching reaches postings by their skills. 3 credits.',
        tags: [TAG],
        params: withParam('jsonJobPostingTreatedId'),
        response: { 201: Item, ...errors },
      },
    },
    async (request, reply) => {
      const organisationId = organisationOf(request);
      const enriched = await pipeline.enrich(organisationId, idOf(request, 'jsonJobPostingTreatedId'));
      reply.code(201).type(LD_JSON);
      return presentStage(organisationId, 'JsonJobPostingEnriched', enriched);
    },
  );

  for (const [segment, stage] of [
    ['jsonJobPostingTreateds', 'JsonJobPostingTreated'],
    ['jsonJobPostingEnricheds', 'JsonJobPostingEnriched'],
  ] as const) {
    app.get(
      `${BASE}/${segment}/:${itemParam(segment)}`,
      {
        config: { rules: rules(false) },
        schema: {
          summary: `Get a ${stage}`,
          tags: [TAG],
          params: withParam(itemParam(segment)),
          response: { 200: Item, ...errors },
        },
      },
      async (request, reply) => {
        const organisationId = organisationOf(request);
        reply.type(LD_JSON);
        return presentStage(
          organisationId,
          stage,
          await pipeline.get(organisationId, stage, idOf(request, itemParam(segment))),
        );
      },
    );
  }

  app.get(
    `${BASE}/jsonJobPostings`,
    {
      config: { rules: rules(false) },
      schema: {
        summary: "List the organisation's job postings",
        description:
          'Summaries, newest first: posting id, file name, extracted title, status, company, dates, and the ids of the treated and latest enriched stages.',
        tags: [TAG],
        params: OrgParams,
        querystring: PaginationQuery,
        response: { 200: Collection, ...errors },
      },
    },
    async (request, reply) => {
      const organisationId = organisationOf(request);
      const pagination = request.query;
      const { skip, limit } = pageWindow(pagination);
      const page = await pipeline.summaries(organisationId, skip, limit);
      reply.type(LD_JSON);
      return hydraCollection({
        url: request.url,
        resource: 'JsonJobPostingSummary',
        members: page.members.map((m) =>
          hydraItem('JsonJobPostingSummary', iri(organisationId, 'organisationJsonJobPostings', m.id), m),
        ),
        totalItems: page.total,
        pagination,
        search: [],
      });
    },
  );

  app.get(
    `${BASE}/organisationJsonJobPostings/:organisationJsonJobPostingId`,
    {
      config: { rules: rules(false) },
      schema: {
        summary: 'Get a job posting with its candidates',
        tags: [TAG],
        params: withParam('organisationJsonJobPostingId'),
        response: { 200: Item, ...errors },
      },
    },
    async (request, reply) => {
      const organisationId = organisationOf(request);
      reply.type(LD_JSON);
      return presentPosting(
        organisationId,
        await pipeline.posting(organisationId, idOf(request, 'organisationJsonJobPostingId')),
      );
    },
  );

  app.patch(
    `${BASE}/organisationJsonJobPostings/:organisationJsonJobPostingId`,
    {
      config: { rules: rules(true) },
      schema: {
        summary: 'Update a job posting',
        description:
          'Sets any of status (any status may be assigned directly, spec 3.1), career_id (a career of the organisation, else 400) and company; absent fields are unchanged.',
        tags: [TAG],
        params: withParam('organisationJsonJobPostingId'),
        body: Type.Object(
          {
            career_id: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
            status: Type.Optional(Type.Enum([...POSTING_STATUSES])),
            company: Type.Optional(Type.Union([Type.String({ maxLength: 300 }), Type.Null()])),
          },
          { additionalProperties: false, examples: [{ status: 'CONFIRMED', company: 'Northwind' }] },
        ),
        response: { 200: Item, ...errors },
      },
    },
    async (request, reply) => {
      const organisationId = organisationOf(request);
      reply.type(LD_JSON);
      const updated = await pipeline.update(
        organisationId,
        idOf(request, 'organisationJsonJobPostingId'),
        request.body,
      );
      return presentPosting(organisationId, updated);
    },
  );

  app.post(
    `${BASE}/organisationJsonJobPostings/:organisationJsonJobPostingId/users`,
    {
      config: { rules: rules(true) },
      schema: {
        summary: 'Add a candidate to a job posting',
        description:
          'Appends the user (a member of the organisation, else 400) to user_status_list as PENDING. A user already associated: 409 conflict.',
        tags: [TAG],
        params: withParam('organisationJsonJobPostingId'),
        body: Type.Object(
          { user_id: Type.String({ minLength: 1, maxLength: 128 }) },
          { additionalProperties: false },
        ),
        response: { 201: Item, ...errors },
      },
    },
    async (request, reply) => {
      const organisationId = organisationOf(request);
      const posting = await pipeline.addCandidate(
        organisationId,
        idOf(request, 'organisationJsonJobPostingId'),
        request.body.user_id,
      );
      reply.code(201).type(LD_JSON);
      return presentPosting(organisationId, posting);
    },
  );

  app.patch(
    `${BASE}/organisationJsonJobPostings/:organisationJsonJobPostingId/users/:userId`,
    {
      config: { rules: rules(true) },
      schema: {
        summary: "Set a candidate's status",
        description:
          'PENDING, IN_REVIEW or VALIDATED; modified_at is refreshed. VALIDATED also sets the posting VALIDATED; when another candidate of the posting is validated already the call fails with 409 conflict and nothing changes. A validated candidate may be moved back to another status.',
        tags: [TAG],
        params: Type.Object({
          organisationId: Type.String(),
          organisationJsonJobPostingId: Type.String(),
          userId: Type.String(),
        }),
        body: Type.Object({ status: Type.Enum([...CANDIDATE_STATUSES]) }, { additionalProperties: false }),
        response: { 200: Item, ...errors },
      },
    },
    async (request, reply) => {
      const organisationId = organisationOf(request);
      const { organisationJsonJobPostingId: id, userId } = request.params;
      const posting = await pipeline.setCandidateStatus(organisationId, id, userId, request.body.status);
      reply.type(LD_JSON);
      return presentPosting(organisationId, posting);
    },
  );
};

/** An unpaginated answer of created resources, as a Hydra collection of one page. */
function collection(url: string, resource: string, members: { '@id': string; '@type': string }[]) {
  return hydraCollection({
    url: url.split('?')[0] as string,
    resource,
    members,
    totalItems: members.length,
    pagination: { page: 1, itemsPerPage: Math.max(1, members.length) },
    search: [],
  });
}
