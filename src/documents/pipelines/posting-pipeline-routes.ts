// The job-posting pipeline (spec 4.4) and the organisation's postings with their candidates (spec 3.1,
// 3.2) as rows of the management resource table served by hooks: the stages, the postings and their
// summaries, and the state changes (upload and treat, enrich, status, career, company, candidates).
// Routes, IRIs, JSON-LD, uploads and tenant scope come from src/management/crud.ts.
import Type from 'typebox';
import { Permission } from '../../access/rules.ts';
import { pageWindow } from '../../http/hydra.ts';
import { action, type ResourceHooks } from '../../management/crud.ts';
import { hookedRow, type ResourceDefinition } from '../../management/definition.ts';
import { hookedRoutes } from '../../management/routes.ts';
import { UPLOAD_DESCRIPTION } from '../schemas.ts';
import { CANDIDATE_STATUSES, POSTING_STATUSES, PostingPipeline } from './posting-pipeline.ts';

const TAG = 'Job postings';
const POSTING_FILES = `Job postings, one posting per file. ${UPLOAD_DESCRIPTION}`;

const row = (
  name: string,
  segment: string,
  description: string,
  extra: Partial<ResourceDefinition> = {},
): ResourceDefinition =>
  hookedRow({
    name,
    tag: TAG,
    description,
    parent: 'Organisation',
    path: `/v1/organisations/{organisationId}/${segment}`,
    permissions: { read: Permission.MANAGEMENT_READ, write: Permission.MANAGEMENT_WRITE },
    ...extra,
  });

const RAW_LINK = { name: 'jsonJobPostingRaw', field: 'raw_id', resource: 'JsonJobPostingRaw' };

export const POSTING_ROWS = {
  JsonJobPostingRaw: row(
    'JsonJobPostingRaw',
    'jsonJobPostingRaws',
    'An uploaded job-posting document (file name, size, SHA-256, pages, text).',
  ),
  JsonJobPostingTreated: row(
    'JsonJobPostingTreated',
    'jsonJobPostingTreateds',
    'A job posting as read: title, company, location, contract, experience, salary, requirements...',
    { links: [RAW_LINK] },
  ),
  JsonJobPostingEnriched: row(
    'JsonJobPostingEnriched',
    'jsonJobPostingEnricheds',
    'A treated posting linked to the graph: the occupation of its title, its required (essential) and desired (optional) skills.',
    {
      links: [
        RAW_LINK,
        { name: 'jsonJobPostingTreated', field: 'treated_id', resource: 'JsonJobPostingTreated' },
      ],
    },
  ),
  OrganisationJsonJobPosting: row(
    'OrganisationJsonJobPosting',
    'organisationJsonJobPostings',
    "A job posting of the organisation: its status (DRAFT, CONFIRMED, CANCELLED, VALIDATED), career, company and candidates (`user_status_list`, each with its user's IRI).",
    { links: [RAW_LINK, { name: 'career', field: 'career_id', resource: 'Career', nullable: true }] },
  ),
  JsonJobPostingSummary: row(
    'JsonJobPostingSummary',
    'jsonJobPostings',
    "The organisation's job postings, newest first: posting id, file name, extracted title, status, company, dates, and the ids of the treated and latest enriched stages. Each is named by its posting's IRI.",
    { iriOf: 'OrganisationJsonJobPosting' },
  ),
} satisfies Record<string, ResourceDefinition>;

const PostingUpdate = Type.Object(
  {
    career_id: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
    status: Type.Optional(Type.Enum([...POSTING_STATUSES])),
    company: Type.Optional(Type.Union([Type.String({ maxLength: 300 }), Type.Null()])),
  },
  { additionalProperties: false, examples: [{ status: 'CONFIRMED', company: 'Northwind' }] },
);
const NewCandidate = Type.Object(
  { user_id: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
const CandidateStatus = Type.Object(
  { status: Type.Enum([...CANDIDATE_STATUSES]) },
  { additionalProperties: false },
);

/** The posting pipeline's rows with their hooks. */
export function postingPipelineResources(pipeline: PostingPipeline) {
  const organisation = (scope: Record<string, string>) => scope['organisationId']!;
  return [
    {
      row: POSTING_ROWS.JsonJobPostingRaw,
      hooks: {
        actions: [
          action({
            name: 'create',
            method: 'POST',
            on: 'collection',
            credits: 5,
            summary: 'Upload and treat job postings',
            description:
              'Each uploaded file (multipart field `files`, at most UPLOAD_MAX_FILES) becomes a JsonJobPostingTreated (title, company, location, contract, experience, salary, requirements...) and an OrganisationJsonJobPosting in DRAFT. Every file is read before anything is stored: one unreadable file fails the upload (400/501) and nothing is kept. 5 credits per call. Answers a collection of the treated postings.',
            upload: POSTING_FILES,
            status: 201,
            answers: 'JsonJobPostingTreated',
            many: true,
            run: ({ scope, files }) => pipeline.treat(organisation(scope), files),
          }),
          action({
            name: 'enrich',
            method: 'POST',
            on: 'collection',
            suffix: '/enrich',
            credits: 8,
            summary: 'Upload, treat and enrich job postings',
            description:
              'The full pipeline: each file is treated, then enriched (occupation of its title, required and desired graph skills). 8 credits per call. Answers a collection of the enriched postings.',
            upload: POSTING_FILES,
            status: 201,
            answers: 'JsonJobPostingEnriched',
            many: true,
            run: async ({ scope, files }) => {
              const treated = await pipeline.treat(organisation(scope), files);
              const enriched = [];
              for (const t of treated) enriched.push(await pipeline.enrich(organisation(scope), t.id));
              return enriched;
            },
          }),
        ],
      },
    },
    {
      row: POSTING_ROWS.JsonJobPostingTreated,
      hooks: {
        get: (scope, id) => pipeline.get(organisation(scope), 'JsonJobPostingTreated', id),
        actions: [
          action({
            name: 'enrich',
            method: 'POST',
            on: 'item',
            suffix: '/enrich',
            credits: 3,
            summary: 'Enrich a treated job posting',
            description:
              'Links the posting to the graph: the occupation its title denotes and its required (essential) and desired (optional) skills, kept as edges so that matching reaches postings by their skills. 3 credits.',
            status: 201,
            answers: 'JsonJobPostingEnriched',
            run: ({ scope, id }) => pipeline.enrich(organisation(scope), id),
          }),
        ],
      },
    },
    {
      row: POSTING_ROWS.JsonJobPostingEnriched,
      hooks: { get: (scope, id) => pipeline.get(organisation(scope), 'JsonJobPostingEnriched', id) },
    },
    {
      row: POSTING_ROWS.OrganisationJsonJobPosting,
      hooks: {
        get: (scope, id) => pipeline.posting(organisation(scope), id),
        actions: [
          action({
            name: 'update',
            method: 'PATCH',
            on: 'item',
            summary: 'Update a job posting',
            description:
              'Sets any of status (any status may be assigned directly, spec 3.1), career_id (a career of the organisation, else 400) and company; absent fields are unchanged.',
            body: PostingUpdate,
            status: 200,
            run: ({ scope, id, body }) => pipeline.update(organisation(scope), id, body),
          }),
          action({
            name: 'addCandidate',
            method: 'POST',
            on: 'item',
            suffix: '/users',
            summary: 'Add a candidate to a job posting',
            description:
              'Appends the user (a member of the organisation, else 400) to user_status_list as PENDING. A user already associated: 409 conflict.',
            body: NewCandidate,
            status: 201,
            run: ({ scope, id, body }) => pipeline.addCandidate(organisation(scope), id, body.user_id),
          }),
          action({
            name: 'setCandidateStatus',
            method: 'PATCH',
            on: 'item',
            suffix: '/users/{userId}',
            summary: "Set a candidate's status",
            description:
              'PENDING, IN_REVIEW or VALIDATED; modified_at is refreshed. VALIDATED also sets the posting VALIDATED; when another candidate of the posting is validated already the call fails with 409 conflict and nothing changes. A validated candidate may be moved back to another status.',
            body: CandidateStatus,
            status: 200,
            run: ({ scope, id, params, body }) =>
              pipeline.setCandidateStatus(organisation(scope), id, params['userId']!, body.status),
          }),
        ],
        // Each candidate with its user's IRI.
        present: (item, iri) => ({
          user_status_list: (item['user_status_list'] as Record<string, unknown>[]).map((candidate) => ({
            ...candidate,
            user: iri('User', candidate['user_id']),
          })),
        }),
      },
    },
    {
      row: POSTING_ROWS.JsonJobPostingSummary,
      hooks: {
        list: async (scope, pagination) => {
          const { skip, limit } = pageWindow(pagination);
          return pipeline.summaries(organisation(scope), skip, limit);
        },
      },
    },
  ] satisfies { row: ResourceDefinition; hooks: ResourceHooks }[];
}

export const postingPipelineRoutes = hookedRoutes((app) =>
  postingPipelineResources(new PostingPipeline(app.executor, app.documents)),
);
