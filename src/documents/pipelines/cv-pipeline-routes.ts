// The CV pipeline (spec 4.5) as rows of the management resource table served by hooks: its stages,
// their links, and the state changes (upload and treat, correct, replace once, enrich, write the
// profile). Routes, IRIs, JSON-LD, uploads and tenant scope come from src/management/crud.ts, in the
// organisation's form (/v1/organisations/{organisationId}/users/{userId}/...) and the user's own
// (/v1/users/{userId}/...); IRIs are always the organisation's form.
import Type from 'typebox';
import { Permission } from '../../access/rules.ts';
import { type Action, action, type ResourceHooks } from '../../management/crud.ts';
import { hookedRow, type Link, type ResourceDefinition } from '../../management/definition.ts';
import { hookedRoutes } from '../../management/routes.ts';
import { UPLOAD_DESCRIPTION } from '../schemas.ts';
import { CvPipeline, type CvStage, type UserScope } from './cv-pipeline.ts';

const TAG = 'CV pipeline';
const CV_FILES = `The CV; several files are read as one CV, in order. ${UPLOAD_DESCRIPTION}`;

/** The links of a stage to the stages it came from and, for a treated CV, to its enrichment. */
const STAGE_LINKS: Link[] = [
  { name: 'jsonResumeRaw', field: 'raw_id', resource: 'JsonResumeRaw' },
  { name: 'jsonResumeTreated', field: 'treated_id', resource: 'JsonResumeTreated' },
  {
    name: 'jsonResumeCorrectedTreated',
    field: 'source_id',
    resource: 'JsonResumeCorrectedTreated',
    when: (item) => item['source_id'] !== item['treated_id'],
  },
  { name: 'jsonResumeEnriched', field: 'enriched_id', resource: 'JsonResumeEnriched' },
];

const stageRow = (
  name: CvStage | 'JsonResumeRaw',
  segment: string,
  description: string,
): ResourceDefinition =>
  hookedRow({
    name,
    tag: TAG,
    description,
    parent: 'User',
    path: `/v1/organisations/{organisationId}/users/{userId}/${segment}`,
    selfPath: `/v1/users/{userId}/${segment}`,
    permissions: { read: Permission.MANAGEMENT_READ, write: Permission.MANAGEMENT_WRITE },
    // A treated CV is its own treated stage.
    links: name === 'JsonResumeTreated' ? STAGE_LINKS.filter((link) => link.resource !== name) : STAGE_LINKS,
    canonicalIris: true,
  });

const SEALED = 'A replaced correction is no longer available (404, spec 3.6).';

export const CV_ROWS = {
  JsonResumeRaw: stageRow(
    'JsonResumeRaw',
    'jsonResumeRaws',
    'The uploaded CV documents (file names, size, SHA-256, pages, text) a treated CV was read from.',
  ),
  JsonResumeTreated: stageRow(
    'JsonResumeTreated',
    'jsonResumeTreateds',
    'A CV as read: its JSON Resume parse, its language and the raw documents it came from.',
  ),
  JsonResumeCorrectedTreated: stageRow(
    'JsonResumeCorrectedTreated',
    'jsonResumeCorrectedTreateds',
    `The user's or HR's correction of a treated CV. ${SEALED}`,
  ),
  JsonResumeEnriched: stageRow(
    'JsonResumeEnriched',
    'jsonResumeEnricheds',
    'A CV linked to graph skills (`graph_skills` on its skills[] and work[] entries, `nodes` listing every skill found).',
  ),
  JsonResumeCorrectedEnriched: stageRow(
    'JsonResumeCorrectedEnriched',
    'jsonResumeCorrectedEnricheds',
    `The corrected enriched CV the user's profile was written from. ${SEALED}`,
  ),
} satisfies Record<CvStage | 'JsonResumeRaw', ResourceDefinition>;

const JsonResumeField = Type.Union(
  [Type.String({ maxLength: 1_000_000 }), Type.Object({}, { additionalProperties: true })],
  { description: 'The CV as JSON Resume: an object, or a string holding one (spec 2.2)' },
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
const CorrectionBody = Type.Object({ json_resume: JsonResumeField }, { additionalProperties: false });
const EnrichedCorrectionBody = Type.Object(
  { json_resume: JsonResumeField, nodes: NodesField },
  { additionalProperties: false },
);

/** The CV pipeline's rows with their hooks: the state changes of spec 4.5. */
export function cvPipelineResources(pipeline: CvPipeline) {
  const user = (scope: Record<string, string>) => scope as UserScope;
  const stage =
    (name: CvStage): ResourceHooks['get'] =>
    (scope, id) =>
      pipeline.get(user(scope), name, id);

  const enrichFrom = (source: 'JsonResumeTreated' | 'JsonResumeCorrectedTreated'): Action =>
    action({
      name: 'enrich',
      method: 'POST',
      on: 'item',
      suffix: '/enrich',
      credits: 3,
      summary: `Enrich a ${source === 'JsonResumeTreated' ? 'treated' : 'corrected treated'} CV`,
      description:
        'Links the CV to graph skills (`graph_skills` on its skills[] and work[] entries, `nodes` listing every skill found) and indexes the CV by them for matching. 3 credits.',
      status: 201,
      answers: 'JsonResumeEnriched',
      run: ({ scope, id }) => pipeline.enrich(user(scope), source, id),
    });

  const replaceOnce = (name: 'JsonResumeCorrectedTreated' | 'JsonResumeCorrectedEnriched'): Action => {
    const enriched = name === 'JsonResumeCorrectedEnriched';
    return action({
      name: 'replace',
      method: 'PUT',
      on: 'item',
      summary: `Replace a ${name}`,
      description: `Replaces the correction once; it is then sealed and no longer available for reading or updating (404, spec 3.6).${enriched ? ' The user-profile entities it wrote are written anew from the replacement.' : ''}`,
      body: enriched ? EnrichedCorrectionBody : CorrectionBody,
      status: 200,
      run: ({ scope, id, body }) =>
        pipeline.replaceCorrected(
          user(scope),
          name,
          id,
          body.json_resume,
          enriched ? (body as { nodes?: unknown }).nodes : undefined,
        ),
    });
  };

  return [
    {
      row: CV_ROWS.JsonResumeRaw,
      hooks: {
        actions: [
          action({
            name: 'treat',
            method: 'POST',
            on: 'collection',
            suffix: '/treat',
            credits: 5,
            summary: 'Upload and treat a CV',
            description:
              'Reads the uploaded CV (multipart field `files`) into a JsonResumeTreated: the JSON Resume parse, its language, and the raw document it came from (file names, size, SHA-256, pages, text). 5 credits.',
            upload: CV_FILES,
            status: 201,
            answers: 'JsonResumeTreated',
            run: ({ scope, files }) => pipeline.treat(user(scope), files),
          }),
          action({
            name: 'enrich',
            method: 'POST',
            on: 'collection',
            suffix: '/enrich',
            credits: 8,
            summary: 'Upload, treat and enrich a CV',
            description:
              'The whole pipeline up to enrichment in one call: answers the JsonResumeTreated (spec 4.5) with `jsonResumeEnriched`, the IRI of the enriched CV also created. 8 credits.',
            upload: CV_FILES,
            status: 201,
            answers: 'JsonResumeTreated',
            run: async ({ scope, files }) => {
              const treated = await pipeline.treat(user(scope), files);
              const enriched = await pipeline.enrich(user(scope), 'JsonResumeTreated', treated.id);
              return { ...treated, enriched_id: enriched.id };
            },
          }),
        ],
      },
    },
    {
      row: CV_ROWS.JsonResumeTreated,
      hooks: {
        get: stage('JsonResumeTreated'),
        actions: [
          action({
            name: 'correct',
            method: 'POST',
            on: 'item',
            suffix: '/jsonResumeCorrectedTreateds',
            summary: 'Correct a treated CV',
            description:
              "The user's or HR's correction of the parse. One per treated CV: a second is 409 conflict (a correction cannot be edited again, spec 3.6); it may be replaced once (PUT).",
            body: CorrectionBody,
            status: 201,
            answers: 'JsonResumeCorrectedTreated',
            run: ({ scope, id, body }) => pipeline.correctTreated(user(scope), id, body.json_resume),
          }),
          enrichFrom('JsonResumeTreated'),
        ],
      },
    },
    {
      row: CV_ROWS.JsonResumeCorrectedTreated,
      hooks: {
        get: stage('JsonResumeCorrectedTreated'),
        actions: [replaceOnce('JsonResumeCorrectedTreated'), enrichFrom('JsonResumeCorrectedTreated')],
      },
    },
    {
      row: CV_ROWS.JsonResumeEnriched,
      hooks: {
        get: stage('JsonResumeEnriched'),
        actions: [
          action({
            name: 'correct',
            method: 'POST',
            on: 'item',
            suffix: '/jsonResumeCorrectedEnricheds',
            summary: 'Correct an enriched CV and write the user profile',
            description:
              "The end of the pipeline: the corrected CV and its graph skills become the user's profile entities (works, educations, skills linked to graph skills, languages, volunteering, projects, awards, certificates, publications, interests, references, the headline as a title), in one transaction. `profile` counts what was written and lists entries the profile could not take, with why. One per enriched CV (409 conflict otherwise).",
            body: EnrichedCorrectionBody,
            status: 201,
            answers: 'JsonResumeCorrectedEnriched',
            run: ({ scope, id, body }) =>
              pipeline.correctEnriched(user(scope), id, body.json_resume, body.nodes),
          }),
        ],
      },
    },
    {
      row: CV_ROWS.JsonResumeCorrectedEnriched,
      hooks: {
        get: stage('JsonResumeCorrectedEnriched'),
        actions: [replaceOnce('JsonResumeCorrectedEnriched')],
      },
    },
  ] satisfies { row: ResourceDefinition; hooks: ResourceHooks }[];
}

export const cvPipelineRoutes = hookedRoutes((app) =>
  cvPipelineResources(new CvPipeline(app.executor, app.documents)),
);
