// TypeBox schemas of the graph consultation routes: parameters, bodies (with examples for the
// OpenAPI document) and response shapes. One schema validates, types and documents each.
import Type from 'typebox';
import { hintedPattern } from '../http/errors.ts';
import { MetaSchema } from '../http/meta.ts';
import { atLeastOneOf } from '../http/schemas.ts';
import type { CROSSWALK_TARGETS } from './crosswalk.ts';
import { LANGUAGES } from './language.ts';
import { REFERENCE_PATTERN } from './references.ts';

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** The spec's frameworks, and NACE Rev. 2.1 (sectors of activity, seeds/nace). */
export const FRAMEWORKS = ['ESCO', 'ROME', 'ONET', 'ONS', 'SSF', 'KLDB', 'COMPETENT', 'NACE'] as const;

export const LangQuery = Type.Optional(
  Type.Enum([...LANGUAGES], {
    description:
      'Language of labels in the answer; default: the Accept-Language header, else English. A concept without ' +
      'a label in that language is shown in English, else in the language its framework has.',
  }),
);

export const ReferenceParam = Type.String({
  minLength: 1,
  maxLength: 512,
  pattern: hintedPattern(
    REFERENCE_PATTERN,
    'must be graph://skill/<id>, graph://occupation/<id>, a graph id, a framework URI or <framework>:<code>',
  ),
  description:
    'The concept: a URL-encoded graph URI (graph%3A%2F%2Fskill%2F<id>), a bare graph id, a URL-encoded ' +
    'framework URI (e.g. an ESCO URI), or a framework code as <framework>:<code> (rome:M1805, onet:15-1252.00, ' +
    'isco:2512, ons:2134). A bare ROME code (M1805) works too.',
});

export const UriParams = Type.Object({ uri: ReferenceParam });

export const SearchQuery = Type.Object({
  q: Type.String({
    minLength: 1,
    maxLength: 200,
    description:
      'Words to search for, in any supported language; typos and synonyms work. A framework code, bare or ' +
      "after its framework (M1805, rome:M1805, onet:15-1252.00, nace:86, a NACE section's letter as nace:Q; " +
      "isco:2512 or 2512 for the ISCO-08 unit group's occupations), finds its concepts by the code alone. " +
      'Without a letter or a digit (spaces, punctuation, emoji) nothing is found.',
  }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  threshold: Type.Number({
    minimum: 0,
    maximum: 1,
    default: 0.1,
    description: 'Smallest confidence returned',
  }),
  lang: LangQuery,
  framework: Type.Optional(
    Type.Enum([...FRAMEWORKS], { description: 'Only concepts of this framework; default: all' }),
  ),
});

export const ConceptSummarySchema = Type.Object({
  uri: Type.String({ examples: ['graph://skill/ccd0a1d9-afda-43d9-b901-96344886e14d'] }),
  id: Type.String(),
  label: Type.String(),
  framework: nullable(Type.String()),
  kind: Type.String({ description: 'Skill, SkillGroup, Occupation, OccupationGroup or Sector' }),
});

export const SearchHitSchema = Type.Object({
  ...ConceptSummarySchema.properties,
  code: nullable(Type.String()),
  confidence: Type.Number({
    minimum: 0,
    maximum: 1,
    description:
      'How sure the search is. 0.98 or more: an exact name or code. Otherwise a blend of words and meaning, ' +
      'where meaning (the embedding similarity, 0 to 1) weighs 0.95 for occupations and for skill queries ' +
      'of three words or more, 0.55 otherwise; that similarity is about 0.9 even for a query that names ' +
      'nothing, so an occupation threshold under 0.9 keeps every hit found by meaning (EVALUATION.md ' +
      '"Occupation confidences: a match or none?").',
  }),
  matched: Type.Enum(['lexical', 'semantic', 'both'], {
    description:
      'What it matched: its words (a name shares words with the query, or its code is the query), its ' +
      'meaning (the embedding), or both',
  }),
  matched_label: nullable(Type.String({ description: 'The label, in any language, closest to the words' })),
  referentials: Type.Array(Type.String(), {
    description: 'Its framework and the frameworks its crosswalks reach',
  }),
});

const searchResponse = (key: string) =>
  Type.Object({
    query: Type.String(),
    language: Type.String(),
    semantic: Type.Boolean({ description: 'Whether the embedding model took part' }),
    [key]: Type.Array(SearchHitSchema),
    meta: MetaSchema,
  });
export const SkillSearchResponse = searchResponse('skills');
export const OccupationSearchResponse = searchResponse('occupations');
export const SectorSearchResponse = searchResponse('sectors');

/** The earlier route set's search result (spec 2.1): skills[] of uri, label, confidence, referentials. */
export const EarlierSkillSearchResponse = Type.Object({
  skills: Type.Array(SearchHitSchema),
  meta: MetaSchema,
});
export const EarlierOccupationSearchResponse = Type.Object({
  occupations: Type.Array(SearchHitSchema),
  meta: MetaSchema,
});
export const EarlierSearchQuery = Type.Object({
  q: SearchQuery.properties.q,
  limit: SearchQuery.properties.limit,
  threshold: SearchQuery.properties.threshold,
  lang: LangQuery,
});

const LabelsSchema = Type.Record(
  Type.String(),
  Type.Object({
    preferred: nullable(Type.String()),
    alternative: Type.Array(Type.String()),
    hidden: Type.Array(Type.String()),
  }),
  { description: 'Preferred, alternative and hidden labels per language code' },
);

export const ConceptRecordSchema = Type.Object({
  ...ConceptSummarySchema.properties,
  type: Type.Enum(['skill', 'occupation', 'sector']),
  language: Type.String({ description: 'Language of `label` and `description`' }),
  description: nullable(Type.String()),
  code: nullable(Type.String({ description: "The framework's own code" })),
  source_uri: nullable(Type.String({ description: "The framework's own URI, where it has one" })),
  source_version: nullable(Type.String({ description: 'Release of the framework that states it' })),
  status: nullable(Type.String()),
  retired_at: nullable(
    Type.String({ description: 'Set when a later release dropped it; links to it are kept' }),
  ),
  labels: LabelsSchema,
  descriptions: Type.Record(Type.String(), Type.String()),
  referentials: Type.Array(Type.String()),
  broader: Type.Array(ConceptSummarySchema),
  attributes: Type.Object({}, { additionalProperties: true, description: 'Framework-specific properties' }),
});

export const RequiredSkillSchema = Type.Object({
  ...ConceptSummarySchema.properties,
  skill_type: nullable(Type.String()),
  relation: Type.Enum(['essential', 'optional']),
  proficiency_level: nullable(
    Type.Union([Type.Number(), Type.String()], {
      description:
        'Proficiency the framework states (O*NET level 0-7); null where it states none (ESCO, ROME)',
    }),
  ),
  importance: nullable(Type.Number({ description: 'O*NET importance 1-5, where stated' })),
  emerging: Type.Boolean({ description: 'ROME marks the item as emerging' }),
});

export const SkillRecordResponse = Type.Object({ ...ConceptRecordSchema.properties, meta: MetaSchema });

export const OccupationRecordResponse = Type.Object({
  ...ConceptRecordSchema.properties,
  skills: Type.Object({
    essential: Type.Array(RequiredSkillSchema),
    optional: Type.Array(RequiredSkillSchema),
  }),
  meta: MetaSchema,
});

export const OccupationSkillsResponse = Type.Object({
  occupation: ConceptSummarySchema,
  skills: Type.Array(RequiredSkillSchema),
  meta: MetaSchema,
});

const NeighbourSchema = Type.Object({
  ...ConceptSummarySchema.properties,
  relation: Type.String(),
  derived: Type.Optional(Type.Boolean()),
  method: Type.Optional(nullable(Type.String())),
  direction: Type.Optional(Type.Enum(['outgoing', 'incoming'])),
});

export const NeighboursResponse = Type.Object({
  skill: ConceptSummarySchema,
  prerequisites: Type.Array(NeighbourSchema),
  broader: Type.Array(NeighbourSchema),
  narrower: Type.Array(NeighbourSchema),
  related: Type.Array(NeighbourSchema),
  meta: MetaSchema,
});

const TreeNode = Type.Cyclic(
  {
    TreeNode: Type.Object({
      ...ConceptSummarySchema.properties,
      depth: Type.Integer(),
      derived: Type.Optional(nullable(Type.Boolean())),
      method: Type.Optional(nullable(Type.String())),
      cycle: Type.Optional(Type.Boolean({ description: 'Already above on this branch: not expanded again' })),
      prerequisites: Type.Array(Type.Ref('TreeNode')),
    }),
  },
  'TreeNode',
);

export const PrerequisitesResponse = Type.Object({
  skill: ConceptSummarySchema,
  depth: Type.Integer(),
  total: Type.Integer({ description: 'Nodes in the tree' }),
  prerequisites: Type.Array(TreeNode),
  meta: MetaSchema,
});

export const BrowseQuery = Type.Object({
  uri: Type.Optional(ReferenceParam),
  framework: Type.Optional(Type.Enum([...FRAMEWORKS])),
  kind: Type.Optional(
    Type.Enum(['skill', 'occupation', 'sector'], {
      description: 'Only this family of concepts; default: all',
    }),
  ),
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  itemsPerPage: Type.Integer({ minimum: 1, maximum: 1000, default: 30 }),
  lang: LangQuery,
});

export const BrowseResponse = Type.Object({
  parent: nullable(ConceptSummarySchema),
  framework: nullable(Type.String()),
  nodes: Type.Array(
    Type.Object({
      ...ConceptSummarySchema.properties,
      code: nullable(Type.String()),
      children: Type.Integer({ description: 'How many concepts sit directly under it' }),
    }),
  ),
  total: Type.Integer(),
  page: Type.Integer(),
  itemsPerPage: Type.Integer(),
  pages: Type.Integer(),
  meta: MetaSchema,
});

export const CorrespondenceSchema = Type.Object({
  ...ConceptSummarySchema.properties,
  code: nullable(Type.String()),
  match: Type.Enum(['exact', 'close', 'broad', 'narrow'], {
    description: 'How the target relates to the source: broad = the target is broader',
  }),
  score: Type.Number({
    minimum: 0,
    maximum: 1,
    description:
      'One calibrated score from all the evidence: 1 - (1 - table) x (1 - p), where table is what an official ' +
      'table states (0 if none) and p the probability, fitted on correspondences held out of an official ' +
      'table, that a table would state the pair given the inferred evidence (EVALUATION.md, "Crosswalk ranking"). ' +
      'Correspondences are listed by it.',
  }),
  inferred: Type.Boolean({ description: 'No published table states it; see provenance and method' }),
  provenance: Type.Array(Type.String(), { description: 'Tables or inference methods it comes from' }),
  method: Type.String({
    description:
      'The strongest evidence: crosswalk-table (a direct edge, official or inferred as `inferred` says), ' +
      'graph-path (through another framework), broader-concept, narrower-concept, semantic-similarity, or ' +
      'same-framework',
  }),
  via: Type.Array(ConceptSummarySchema, {
    description: 'The concepts the evidence went through: a third framework, a broader or a narrower concept',
  }),
  evidence: Type.Object(
    {
      table: nullable(
        Type.Number({ description: 'The best score an official table states (null: none states it)' }),
      ),
      shared_titles: Type.Integer({ description: 'Job titles the two share (inferred shared-title edges)' }),
      title_share: nullable(Type.Number({ description: "The edge's shared titles / its source's titles" })),
      path: nullable(
        Type.Number({ description: 'Best product of the two scores of a path through another framework' }),
      ),
      broader: nullable(Type.Number({ description: "Best score a broader concept's table states" })),
      narrower: nullable(Type.Number({ description: "Best score a narrower concept's table states" })),
      similarity: nullable(
        Type.Number({ description: "Cosine score of the two concepts' embeddings (0..1)" }),
      ),
      skills: nullable(
        Type.Number({
          description:
            "Shared skills: cosine score (0..1) of the two occupations' skill profiles, each the weighted " +
            'mean of the vectors of the skills it requires (null: one requires none, e.g. an ISCO group)',
        }),
      ),
    },
    { description: 'Each signal behind the score, as measured' },
  ),
});

export const CrosswalkResponse = Type.Object({
  source: ConceptSummarySchema,
  target_framework: Type.String(),
  target_loaded: Type.Boolean({ description: 'Whether the graph holds the target framework at all' }),
  correspondences: Type.Array(CorrespondenceSchema),
  meta: MetaSchema,
});

export const MappingCrosswalkQuery = Type.Object({
  uri: ReferenceParam,
  target_taxonomy: Type.Enum(['ESCO', 'ROME', 'ONET', 'SSF', 'KLDB', 'ONS', 'NACE']),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  lang: LangQuery,
});

export const EarlierCrosswalkQuery = Type.Object({
  uri: ReferenceParam,
  target: Type.Enum(['esco', 'rome', 'onet', 'competent', 'ssf']),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  lang: LangQuery,
});

export const crosswalkTarget = (value: string) => value.toUpperCase() as (typeof CROSSWALK_TARGETS)[number];

export const MatchOccupationBody = Type.Object(
  {
    titles: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { minItems: 1, maxItems: 100 }),
    ),
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    limit: Type.Integer({ minimum: 1, maximum: 20, default: 5, description: 'Matches per title' }),
    threshold: Type.Number({ minimum: 0, maximum: 1, default: 0.1 }),
    frameworks: Type.Optional(Type.Array(Type.Enum([...FRAMEWORKS]), { maxItems: FRAMEWORKS.length })),
    lang: LangQuery,
  },
  {
    additionalProperties: false,
    ...atLeastOneOf('title', 'titles'),
    description: 'One job title (`title`) or up to 100 (`titles`), in any supported language',
    examples: [{ titles: ['Développeur full stack', 'data scientist', 'enfermera'], limit: 3 }],
  },
);

export const MatchOccupationResponse = Type.Object({
  results: Type.Array(Type.Object({ title: Type.String(), matches: Type.Array(SearchHitSchema) })),
  meta: MetaSchema,
});

export const SkillsExtractBody = Type.Object(
  {
    occupation: Type.Optional(ReferenceParam),
    title: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        pattern: '\\S',
        description: 'A job title, when no occupation is known',
      }),
    ),
    include_optional: Type.Boolean({ default: true }),
    lang: LangQuery,
  },
  {
    additionalProperties: false,
    ...atLeastOneOf('occupation', 'title'),
    description: 'SkillsExtractRequestDto: an occupation (reference) or a job title to match first',
    examples: [{ occupation: 'rome:M1805', include_optional: false }, { title: 'data scientist' }],
  },
);

export const SkillsExtractResponse = Type.Object({
  occupation: Type.Object({ ...ConceptSummarySchema.properties, confidence: Type.Number() }),
  essential: Type.Array(RequiredSkillSchema),
  optional: Type.Array(RequiredSkillSchema),
  counts: Type.Object({ essential: Type.Integer(), optional: Type.Integer() }),
  meta: MetaSchema,
});

export const SkillsRecommendBody = Type.Object(
  {
    skills: Type.Array(ReferenceParam, { maxItems: 200, default: [], description: 'Skills held' }),
    target_occupation: Type.Optional(ReferenceParam),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    lang: LangQuery,
  },
  {
    additionalProperties: false,
    // Skills held (at least one), a target, or both: an empty list counts as none.
    anyOf: [
      { required: ['target_occupation'] },
      { required: ['skills'], properties: { skills: { type: 'array', minItems: 1 } } },
    ],
    description:
      'Skills held and/or a target occupation. With a target: what it requires that is not held, essential ' +
      'first. Without: skills most often required together with those held, and skills related to them.',
    examples: [{ skills: ['rome:M1805'], target_occupation: 'rome:M1805' }],
  },
);

export const SkillsRecommendResponse = Type.Object({
  target_occupation: nullable(ConceptSummarySchema),
  coverage: nullable(Type.Number({ description: 'Share of the target’s skills already held' })),
  recommendations: Type.Array(
    Type.Object({
      ...ConceptSummarySchema.properties,
      skill_type: Type.Optional(nullable(Type.String())),
      relation: Type.Optional(Type.String()),
      score: Type.Number(),
      occupations_together: Type.Optional(Type.Integer()),
      reasons: Type.Array(Type.String()),
    }),
  ),
  meta: MetaSchema,
});
