// The talent-management resources of an organisation (spec 2.2, 4.2, 4.3): careers, certificates,
// courses and their sessions, evaluations, programs, teams, projects and missions, offers, skill sets.
// Rows of the management resource table (resources.ts).
import Type from 'typebox';
import type { ResourceDefinition } from './definition.ts';
import {
  date,
  id,
  MANAGE,
  name,
  object,
  oneOf,
  organisationPath,
  orgUserPath,
  selfPath,
  skillIds,
  text,
  url,
} from './resource-fields.ts';

const EVALUATION_TYPES = [
  'Bilan annuel',
  'Bilan trimestriel',
  'Évaluation de compétence',
  'Debrief de projet',
];
const EVALUATION_STATUSES = ['draft', 'done'];
const OFFER_STATUSES = ['draft', 'published', 'closed'];

export const TALENT_RESOURCES: readonly ResourceDefinition[] = [
  {
    name: 'Career',
    slug: 'career',
    tag: 'Careers',
    description:
      'A career path the organisation offers: a target occupation (job_uuid) in a sector (sector_uuid). ' +
      'sector_uuid must name a Sector of the graph (e.g. `rome-sector-110`, GET /v1/search/sector) and ' +
      'job_uuid an Occupation (e.g. `rome-M1805` or an ESCO UUID); an unknown one is a 400 ' +
      'validation_error naming the field. Deleting a career deletes its career users.',
    parent: 'Organisation',
    path: organisationPath('careers'),
    idParam: 'careerId',
    operations: ['list', 'get', 'create', 'replace', 'delete'],
    byUser: {
      path: orgUserPath('careers'),
      via: { through: 'CareerUser', field: 'user_id' },
      description:
        'The careers the user is on (has a career user in). 404 when the user is not in the organisation.',
    },
    fields: {
      name: name(),
      description: object('Free-form description, e.g. {"fr": "...", "en": "..."}'),
      sector_uuid: id('Sector concept id of the graph, e.g. rome-sector-110'),
      job_uuid: id('Occupation concept id of the graph, e.g. rome-M1805 or an ESCO UUID'),
    },
    required: ['name', 'description', 'sector_uuid', 'job_uuid'],
    filters: [
      { field: 'name', match: 'partial' },
      { field: 'sector_uuid', match: 'exact' },
      { field: 'job_uuid', match: 'exact' },
    ],
    orderBy: ['name'],
    references: [
      { field: 'sector_uuid', kind: 'Sector' },
      { field: 'job_uuid', kind: 'Occupation' },
    ],
    permissions: MANAGE,
  },
  {
    name: 'CareerUser',
    slug: 'career-user',
    tag: 'Career users',
    description:
      'A user of the organisation on a career, from start_date to end_date. user_id must be a user of the ' +
      'organisation (400 otherwise).',
    parent: 'Career',
    path: `${organisationPath('careers')}/{careerId}/careerUsers`,
    idParam: 'careerUserId',
    operations: ['list', 'get', 'create', 'replace', 'delete'],
    byUser: {
      path: orgUserPath('careerUsers'),
      via: { field: 'user_id' },
      description:
        "The user's career users across the organisation's careers. 404 when the user is not in it.",
    },
    fields: {
      user_id: id('A user of the organisation'),
      start_date: date('Start'),
      end_date: date('End'),
    },
    required: ['user_id', 'start_date', 'end_date'],
    filters: [{ field: 'user_id', match: 'exact' }],
    orderBy: ['start_date'],
    references: [{ field: 'user_id', kind: 'User', iri: 'user', onUserDelete: 'delete' }],
    permissions: MANAGE,
  },
  {
    name: 'UserCertificate',
    slug: 'user-certificate',
    tag: 'Certificates',
    description:
      "A certificate a user holds. Served for the caller's own user (/v1/users/{userId}/...) and, for the " +
      "organisation's HR, under the organisation (the user must belong to it, else 404).",
    parent: 'User',
    path: orgUserPath('certificates'),
    selfPath: selfPath('certificates'),
    idParam: 'certificateId',
    operations: ['list', 'get', 'create', 'replace', 'delete'],
    fields: {
      name: name(),
      date: date('Date obtained'),
      url: url('Where the certificate can be checked'),
      issuer: text('Who issued it', 200),
    },
    required: ['name', 'date', 'url', 'issuer'],
    filters: [
      { field: 'name', match: 'partial' },
      { field: 'issuer', match: 'partial' },
    ],
    orderBy: ['name', 'issuer'],
    permissions: MANAGE,
  },
  {
    name: 'Course',
    slug: 'course',
    tag: 'Courses',
    description: 'A training course of the organisation. Deleting a course deletes its sessions.',
    parent: 'Organisation',
    path: organisationPath('courses'),
    idParam: 'courseId',
    operations: ['list', 'get', 'create', 'replace', 'delete'],
    fields: {
      name: name(),
      description: text('What the course teaches'),
      provider: text('Who gives it', 200),
      url: url(),
      duration_hours: Type.Number({ minimum: 0, maximum: 100_000, description: 'Length in hours' }),
      skills: skillIds,
    },
    required: ['name'],
    filters: [{ field: 'name', match: 'partial' }],
    orderBy: ['name'],
    references: [{ field: 'skills', kind: 'Skill', many: true }],
    permissions: MANAGE,
  },
  {
    name: 'Session',
    slug: 'course-session',
    tag: 'Sessions',
    description: 'A dated session of a course (a cohort or class).',
    parent: 'Course',
    path: `${organisationPath('courses')}/{courseId}/sessions`,
    idParam: 'sessionId',
    operations: ['list', 'get', 'create', 'replace', 'delete'],
    fields: {
      name: name(),
      start_date: date('Start'),
      end_date: date('End'),
      location: text('Where, or "remote"', 200),
      capacity: Type.Integer({ minimum: 0, maximum: 100_000, description: 'Seats' }),
    },
    required: ['name', 'start_date'],
    filters: [{ field: 'name', match: 'partial' }],
    orderBy: ['name', 'start_date'],
    permissions: MANAGE,
  },
  {
    name: 'Evaluation',
    slug: 'evaluation',
    tag: 'Evaluations',
    description:
      'An evaluation of a user of the organisation (annual or quarterly review, skill assessment, project ' +
      'debrief). Created with POST /v1/organisations/{organisationId}/users/{userId}/evaluations. issuer_id ' +
      'must be a user of the organisation (400 otherwise); status moves freely between draft and done. ' +
      'Deleting the issuing user keeps the evaluation and sets issuer_id (and issuer) to null.',
    parent: 'User',
    path: orgUserPath('evaluations'),
    idParam: 'evaluationId',
    operations: ['list', 'get', 'create', 'replace', 'delete'],
    fields: {
      date: date('Date of the evaluation'),
      type: oneOf(EVALUATION_TYPES, 'Kind of evaluation'),
      issuer_id: id('The user of the organisation who evaluates'),
      status: oneOf(EVALUATION_STATUSES, 'draft while written, done once shared'),
      skills: Type.Array(
        Type.Union([Type.String({ maxLength: 200 }), Type.Object({}, { additionalProperties: true })]),
        {
          maxItems: 500,
          description: 'Skills assessed: concept ids, or objects such as {"skill_uuid": "...", "level": 3}',
        },
      ),
      comment: object('Free-form comments, e.g. {"manager": "...", "employee": "..."}'),
    },
    required: ['type', 'issuer_id', 'status', 'skills'],
    filters: [
      { field: 'type', match: 'exact' },
      { field: 'status', match: 'exact' },
      { field: 'issuer_id', match: 'exact' },
    ],
    orderBy: ['date', 'type'],
    references: [{ field: 'issuer_id', kind: 'User', iri: 'issuer', onUserDelete: 'clear' }],
    permissions: MANAGE,
  },
  {
    name: 'Program',
    slug: 'program',
    tag: 'Programs',
    description: 'A talent programme of the organisation (onboarding, leadership track, reskilling).',
    parent: 'Organisation',
    path: organisationPath('programs'),
    idParam: 'programId',
    operations: ['list', 'get', 'create', 'replace', 'delete'],
    fields: {
      name: name(),
      description: text('Aims and content'),
      start_date: date('Start'),
      end_date: date('End'),
      duration_hours: Type.Number({ minimum: 0, maximum: 100_000, description: 'Learning time in hours' }),
      skills: skillIds,
    },
    required: ['name'],
    filters: [{ field: 'name', match: 'partial' }],
    orderBy: ['name'],
    references: [{ field: 'skills', kind: 'Skill', many: true }],
    permissions: MANAGE,
  },
  {
    name: 'Team',
    slug: 'team',
    tag: 'Teams',
    description: 'A team of the organisation. Deleting a team deletes its projects and their missions.',
    parent: 'Organisation',
    path: organisationPath('teams'),
    idParam: 'teamId',
    operations: ['list', 'get', 'create', 'replace', 'delete'],
    fields: {
      name: name(),
      description: text('What the team does'),
    },
    required: ['name'],
    filters: [{ field: 'name', match: 'partial' }],
    orderBy: ['name'],
    permissions: MANAGE,
  },
  {
    name: 'Project',
    slug: 'project',
    tag: 'Projects',
    description: 'A project of a team. Deleting a project deletes its missions.',
    parent: 'Team',
    path: `${organisationPath('teams')}/{teamId}/projects`,
    idParam: 'projectId',
    operations: ['list', 'get', 'create', 'replace', 'delete'],
    fields: {
      name: name(),
      description: text('What the project delivers'),
      status: oneOf(['planned', 'active', 'done', 'cancelled'], 'Where the project stands'),
      start_date: date('Start'),
      end_date: date('End'),
    },
    required: ['name'],
    filters: [{ field: 'name', match: 'partial' }],
    orderBy: ['name'],
    permissions: MANAGE,
  },
  {
    name: 'Mission',
    slug: 'mission',
    tag: 'Missions',
    description:
      'A mission within a project, optionally assigned to a user of the organisation (user_id; 400 when not ' +
      'one of its users). Deleting that user unassigns the mission (user_id null).',
    parent: 'Project',
    path: `${organisationPath('teams')}/{teamId}/projects/{projectId}/missions`,
    idParam: 'missionId',
    operations: ['list', 'get', 'create', 'replace', 'delete'],
    fields: {
      name: name(),
      description: text('What is to be done'),
      user_id: id('The user of the organisation assigned to it'),
      start_date: date('Start'),
      end_date: date('End'),
      skills: skillIds,
    },
    required: ['name'],
    filters: [
      { field: 'name', match: 'partial' },
      { field: 'user_id', match: 'exact' },
    ],
    orderBy: ['name'],
    references: [
      { field: 'user_id', kind: 'User', iri: 'user', onUserDelete: 'clear' },
      { field: 'skills', kind: 'Skill', many: true },
    ],
    permissions: MANAGE,
  },
  {
    name: 'Offer',
    slug: 'offer',
    tag: 'Offers',
    description:
      'A job offer of the organisation. Offers are never deleted: close them (status closed). Published ' +
      'offers are also listed publicly at /v1/offers. job_uuid, when given, must be an Occupation of the graph.',
    parent: 'Organisation',
    path: organisationPath('offers'),
    idParam: 'offerId',
    operations: ['list', 'get', 'create', 'replace'],
    publicPath: {
      path: '/v1/offers',
      where: { field: 'status', equals: 'published' },
      description:
        'The published offers of every organisation, for job boards and candidates: any API key or Bearer ' +
        'token, no permission bit. Draft and closed offers are not shown (404).',
    },
    fields: {
      name: name('Job title of the offer'),
      description: text('The offer as candidates read it', 20_000),
      status: oneOf(OFFER_STATUSES, 'draft (internal), published (public at /v1/offers) or closed'),
      contract_type: oneOf(
        ['permanent', 'fixed_term', 'internship', 'apprenticeship', 'freelance', 'temporary'],
        'Kind of contract',
      ),
      location: text('Where the job is', 200),
      job_uuid: id('Occupation concept id of the graph'),
      skills: skillIds,
    },
    required: ['name', 'status'],
    filters: [
      { field: 'name', match: 'partial' },
      { field: 'status', match: 'exact' },
      { field: 'job_uuid', match: 'exact' },
    ],
    orderBy: ['name'],
    references: [
      { field: 'job_uuid', kind: 'Occupation' },
      { field: 'skills', kind: 'Skill', many: true },
    ],
    permissions: MANAGE,
  },
  {
    name: 'OfferUser',
    slug: 'offer-user',
    tag: 'Offer users',
    description:
      'A user of the organisation considered for an offer (internal mobility), with where they stand. ' +
      'user_id must be a user of the organisation (400 otherwise).',
    parent: 'Offer',
    path: `${organisationPath('offers')}/{offerId}/offerUsers`,
    idParam: 'offerUserId',
    operations: ['list', 'get', 'create', 'replace', 'delete'],
    byUser: {
      path: orgUserPath('offerUsers'),
      via: { field: 'user_id' },
      description: "The user's entries on the organisation's offers. 404 when the user is not in it.",
    },
    fields: {
      user_id: id('A user of the organisation'),
      status: oneOf(['applied', 'shortlisted', 'rejected', 'hired'], 'Where the user stands'),
      comment: text('Notes of the recruiters'),
    },
    required: ['user_id', 'status'],
    filters: [
      { field: 'user_id', match: 'exact' },
      { field: 'status', match: 'exact' },
    ],
    orderBy: ['created_at'],
    references: [{ field: 'user_id', kind: 'User', iri: 'user', onUserDelete: 'delete' }],
    permissions: MANAGE,
  },
  {
    name: 'SkillSet',
    slug: 'skill-set',
    tag: 'Skill sets',
    description: 'A named set of graph skills the organisation uses (a competency framework, a job family).',
    parent: 'Organisation',
    path: organisationPath('skillSets'),
    idParam: 'skillSetId',
    operations: ['list', 'get', 'create', 'replace', 'delete'],
    fields: { name: name(), description: text('What the set is for'), skills: skillIds },
    required: ['name', 'skills'],
    filters: [{ field: 'name', match: 'partial' }],
    orderBy: ['name'],
    references: [{ field: 'skills', kind: 'Skill', many: true }],
    permissions: MANAGE,
  },
];
