// Graph consultation routes (spec 4.8 and 4.9): search, records, neighbours, prerequisite trees,
// occupation skills, taxonomy, crosswalks, occupation matching, skill profiles and recommendations.
// Thin: validate, pick the caller's language, call the graph services, add `meta`. Each route
// declares its permission bit and credit cost for the access layer.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { graphRead } from '../access/rules.ts';
import { withMeta } from '../http/meta.ts';
import { flatErrors } from '../http/schemas.ts';
import type { GraphServices } from './index.ts';
import { pickLanguage } from './language.ts';
import * as S from './schemas.ts';
import type { SearchKind } from './search.ts';

declare module 'fastify' {
  interface FastifyInstance {
    graph: GraphServices;
  }
}

// `lang` comes from where the route takes its input: the query of a GET, the body of a POST (whose
// query takes no parameter).
const languageOf = (request: FastifyRequest) =>
  pickLanguage(
    ((request.body ?? request.query ?? {}) as { lang?: string }).lang,
    request.headers['accept-language'],
  );

const readErrors = flatErrors(400, 401, 402, 403, 429, 503);
const recordErrors = flatErrors(400, 401, 402, 403, 404, 429, 503);

export const graphRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { records, search, crosswalk, profiles } = app.graph;

  const searchRoute = (path: string, kind: SearchKind, key: string, response: typeof S.SkillSearchResponse) =>
    app.get(
      path,
      {
        config: { rules: graphRead(1) },
        schema: {
          summary: `Search ${key}`,
          description:
            `Ranked ${key} for the words given, in any supported language. Candidates come from fulltext ` +
            'indexes of every language (typos forgiven), exact framework codes and, with the embedding model, ' +
            'the vector index; `confidence` blends how well the words match a label with the cosine ' +
            'similarity of meaning. Only results at or above `threshold` are returned.',
          tags: ['Search'],
          querystring: S.SearchQuery,
          response: { 200: response, ...readErrors },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const language = languageOf(request);
        const hits = await search.search({
          kind,
          q: query.q,
          limit: query.limit,
          threshold: query.threshold,
          language,
          frameworks: query.framework ? [query.framework] : undefined,
        });
        return withMeta(reply, { query: query.q, language, semantic: search.semantic, [key]: hits });
      },
    );
  searchRoute('/v1/search/skill', 'Skill', 'skills', S.SkillSearchResponse);
  searchRoute('/v1/search/occupation', 'Occupation', 'occupations', S.OccupationSearchResponse);
  searchRoute('/v1/search/sector', 'Sector', 'sectors', S.SectorSearchResponse);

  const earlierSearch = (path: string, kind: SearchKind, key: 'skills' | 'occupations', sandbox: boolean) =>
    app.get(
      path,
      {
        config: {
          rules: graphRead(1, { sandbox, ...(sandbox ? { auth: ['apiKey', 'bearer', 'none'] } : {}) }),
        },
        schema: {
          summary: `Search ${key} (earlier route set)`,
          description:
            `The earlier ${key} search: \`${key}[]\` of uri, label, confidence and referentials, and \`meta\`. ` +
            'Same ranking as /v1/search/*.' +
            (sandbox ? ' The public sandbox may call it without a key (60 calls per minute per IP).' : ''),
          tags: ['Earlier routes'],
          querystring: S.EarlierSearchQuery,
          response: {
            200: key === 'skills' ? S.EarlierSkillSearchResponse : S.EarlierOccupationSearchResponse,
            ...readErrors,
          },
          ...(sandbox ? { security: [{}, { ApiKey: [] }, { Bearer: [] }] } : {}),
        },
      },
      async (request, reply) => {
        const query = request.query;
        const hits = await search.search({ kind, ...query, language: languageOf(request) });
        return withMeta(reply, key === 'skills' ? { skills: hits } : { occupations: hits });
      },
    );
  earlierSearch('/v1/skills/search', 'Skill', 'skills', true);
  earlierSearch('/v1/occupations/search', 'Occupation', 'occupations', false);

  app.get(
    '/v1/skills/:uri',
    {
      config: { rules: graphRead(1) },
      schema: {
        summary: 'Skill record',
        description:
          'The full multilingual record of a skill (or skill group): labels per language, descriptions, ' +
          'framework code and URI, broader concepts, referentials. Unknown: 404 not_found.',
        tags: ['Skills'],
        params: S.UriParams,
        querystring: Type.Object({ lang: S.LangQuery }),
        response: { 200: S.SkillRecordResponse, ...recordErrors },
      },
    },
    async (request, reply) =>
      withMeta(reply, await records.record(request.params.uri, 'skill', languageOf(request))),
  );

  app.get(
    '/v1/skills/:uri/neighbors',
    {
      config: { rules: graphRead(1) },
      schema: {
        summary: 'Neighbouring skills',
        description:
          'Prerequisites (derived, see the graph model), broader and narrower concepts, and related skills, ' +
          'each list bounded by `limit`.',
        tags: ['Skills'],
        params: S.UriParams,
        querystring: Type.Object({
          limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
          lang: S.LangQuery,
        }),
        response: { 200: S.NeighboursResponse, ...recordErrors },
      },
    },
    async (request, reply) => {
      const { limit } = request.query;
      const uri = request.params.uri;
      return withMeta(reply, await records.neighbours(uri, languageOf(request), limit));
    },
  );

  app.get(
    '/v1/skills/:uri/prerequisites',
    {
      config: { rules: graphRead(1) },
      schema: {
        summary: 'Prerequisite tree',
        description:
          'The prerequisites of a skill, then theirs, `depth` levels deep (1 to 5). Cycles cannot loop: a ' +
          'skill already above on a branch appears once more with `cycle: true` and is not expanded.',
        tags: ['Skills'],
        params: S.UriParams,
        querystring: Type.Object({
          depth: Type.Integer({ minimum: 1, maximum: 5, default: 2 }),
          lang: S.LangQuery,
        }),
        response: { 200: S.PrerequisitesResponse, ...recordErrors },
      },
    },
    async (request, reply) => {
      const { depth } = request.query;
      const uri = request.params.uri;
      return withMeta(reply, await records.prerequisites(uri, languageOf(request), depth));
    },
  );

  app.get(
    '/v1/occupations/:uri',
    {
      config: { rules: graphRead(1) },
      schema: {
        summary: 'Occupation record',
        description:
          'The full multilingual record of an occupation with its required skills, essential first.',
        tags: ['Occupations'],
        params: S.UriParams,
        querystring: Type.Object({ lang: S.LangQuery }),
        response: { 200: S.OccupationRecordResponse, ...recordErrors },
      },
    },
    async (request, reply) => {
      const uri = request.params.uri;
      const language = languageOf(request);
      const record = await records.record(uri, 'occupation', language);
      const { skills } = await records.occupationSkills(record.id, language, null);
      return withMeta(reply, {
        ...record,
        skills: {
          essential: skills.filter((skill) => skill.relation === 'essential'),
          optional: skills.filter((skill) => skill.relation !== 'essential'),
        },
      });
    },
  );

  app.get(
    '/v1/occupations/:uri/skills',
    {
      config: { rules: graphRead(1) },
      schema: {
        summary: 'Skills an occupation requires',
        description:
          'Required skills with their relation (essential or optional) and the proficiency level where the ' +
          'framework states one (O*NET levels 0-7 with importance 1-5; ESCO and ROME state none: null).',
        tags: ['Occupations'],
        params: S.UriParams,
        querystring: Type.Object({
          relation: Type.Optional(Type.Enum(['essential', 'optional'])),
          lang: S.LangQuery,
        }),
        response: { 200: S.OccupationSkillsResponse, ...recordErrors },
      },
    },
    async (request, reply) => {
      const { relation } = request.query;
      const uri = request.params.uri;
      return withMeta(reply, await records.occupationSkills(uri, languageOf(request), relation ?? null));
    },
  );

  app.get(
    '/v1/taxonomy/browse',
    {
      config: { rules: graphRead(1) },
      schema: {
        summary: 'Browse the taxonomies',
        description:
          'Without `uri`: the roots of every framework hierarchy (or of `framework`, and of one `kind` of concept: ' +
          'skill, occupation or sector). With `uri`: the concepts directly under it (under a sector: its ' +
          'sub-sectors and the occupations in it) and the concept itself as `parent`. Each node says how many ' +
          'concepts sit under it. Paginated with `page` and `itemsPerPage` (1 to 1000).',
        tags: ['Taxonomy'],
        querystring: S.BrowseQuery,
        response: { 200: S.BrowseResponse, ...recordErrors },
      },
    },
    async (request, reply) => withMeta(reply, await profiles.browse(request.query, languageOf(request))),
  );

  const crosswalkDescription =
    'Correspondences of a skill or occupation in a target framework, each with its match type (exact, close, ' +
    'broad, narrow), score, provenance and whether it is inferred. Direct correspondences from crosswalk tables ' +
    'come first; where there is none, a path through another framework or through a broader concept; where ' +
    'still none, the nearest concepts in meaning. `target_loaded` is false when the graph holds no data of the ' +
    'target framework (SSF and COMPETENT have no data here; KLDB is not bundled but loads with `npm run seed -- kldb`).';
  app.get(
    '/v1/mapping/crosswalk',
    {
      config: { rules: graphRead(2) },
      schema: {
        summary: 'Crosswalk to another framework',
        description: crosswalkDescription,
        tags: ['Crosswalk'],
        querystring: S.MappingCrosswalkQuery,
        response: { 200: S.CrosswalkResponse, ...recordErrors },
      },
    },
    async (request, reply) => {
      const query = request.query;
      return withMeta(
        reply,
        await crosswalk.convert(
          query.uri,
          S.crosswalkTarget(query.target_taxonomy),
          languageOf(request),
          query.limit,
        ),
      );
    },
  );
  app.get(
    '/v1/crosswalk',
    {
      config: { rules: graphRead(2) },
      schema: {
        summary: 'Crosswalk (earlier route set)',
        description: `The same conversion as /v1/mapping/crosswalk, with \`target\` in lower case. ${crosswalkDescription}`,
        tags: ['Earlier routes'],
        querystring: S.EarlierCrosswalkQuery,
        response: { 200: S.CrosswalkResponse, ...recordErrors },
      },
    },
    async (request, reply) => {
      const query = request.query;
      return withMeta(
        reply,
        await crosswalk.convert(query.uri, S.crosswalkTarget(query.target), languageOf(request), query.limit),
      );
    },
  );

  app.post(
    '/v1/match/occupation',
    {
      config: { rules: graphRead(2) },
      schema: {
        summary: 'Job titles to occupations',
        description:
          'Normalises job titles in any supported language to ranked occupations across frameworks (ESCO, ROME, ' +
          'O*NET, ONS). Give `title` or `titles` (up to 100). A list is answered in order, each title as it would be ' +
          'alone; its titles are searched together, so one call of many titles costs much less than a call for each.',
        tags: ['Matching'],
        body: S.MatchOccupationBody,
        response: { 200: S.MatchOccupationResponse, ...readErrors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // The schema asks for at least one of them.
      const titles = [...(body.title ? [body.title] : []), ...(body.titles ?? [])];
      return withMeta(
        reply,
        await profiles.matchTitles({ ...body, titles: titles.slice(0, 100) }, languageOf(request)),
      );
    },
  );

  app.post(
    '/v1/skills/extract',
    {
      config: { rules: graphRead(2) },
      schema: {
        summary: 'Skill profile of an occupation',
        description:
          'The essential and optional skills of an occupation, named by reference (`occupation`) or found from a ' +
          'job title (`title`, matched first; its confidence is returned).',
        tags: ['Skills'],
        body: S.SkillsExtractBody,
        response: { 200: S.SkillsExtractResponse, ...recordErrors },
      },
    },
    async (request, reply) => withMeta(reply, await profiles.extract(request.body, languageOf(request))),
  );

  app.post(
    '/v1/skills/recommend',
    {
      config: { rules: graphRead(2) },
      schema: {
        summary: 'Skills to add',
        description:
          'Skills to learn next. With `target_occupation`: what it requires that is not held, essential first, and ' +
          'the share already covered. Without: skills most often required together with those held by the same ' +
          'occupations, and skills the frameworks relate to them.',
        tags: ['Skills'],
        body: S.SkillsRecommendBody,
        response: { 200: S.SkillsRecommendResponse, ...recordErrors },
      },
    },
    async (request, reply) => withMeta(reply, await profiles.recommend(request.body, languageOf(request))),
  );
};
