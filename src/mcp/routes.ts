// The MCP endpoint for assistants (spec 5.4: API keys of origin `mcp`, or OAuth tokens): POST /mcp speaks
// the Model Context Protocol over streamable HTTP (the official SDK, stateless: one server per request,
// JSON answers). Each tool is one route of the skills-graph API, called in-process (app.inject) with the
// caller's own credentials, so authentication, permissions, credits and errors are exactly that route's:
// a tool call costs what its route costs, and its result is the route's answer, graph URIs included.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { z } from 'zod';
import { LANGUAGES } from '../graph/language.ts';
import { FRAMEWORKS } from '../graph/schemas.ts';
import { SERVICE_VERSION } from '../version.ts';

type Call = {
  method: 'GET' | 'POST';
  url: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
};

const reference = z
  .string()
  .min(1)
  .max(512)
  .describe('A concept: graph://skill/<id>, graph://occupation/<id>, a framework URI or <framework>:<code>');
const language = z.enum(LANGUAGES).optional().describe('Language of the labels (default English)');
const limit = (max: number) => z.number().int().min(1).max(max).optional();

/** The tools, each with the route it calls. */
function registerTools(server: McpServer, call: (route: Call) => Promise<ToolResult>) {
  for (const kind of ['skill', 'occupation', 'sector'] as const)
    server.registerTool(
      `search_${kind}s`,
      {
        title: `Search ${kind}s`,
        description: `Finds ${kind}s of the graph by words or meaning, in any supported language (GET /v1/search/${kind}).`,
        inputSchema: {
          q: z.string().min(1).max(200).describe('What to look for'),
          limit: limit(100),
          framework: z.enum(FRAMEWORKS).optional(),
          lang: language,
        },
        annotations: { readOnlyHint: true },
      },
      (args) => call({ method: 'GET', url: `/v1/search/${kind}`, query: args }),
    );
  server.registerTool(
    'read_concept',
    {
      title: 'Read a skill or an occupation',
      description:
        'The record of a skill or an occupation: labels, description, codes, framework (GET /v1/skills/{uri} or /v1/occupations/{uri}).',
      inputSchema: { kind: z.enum(['skill', 'occupation']), uri: reference, lang: language },
      annotations: { readOnlyHint: true },
    },
    ({ kind, uri, lang }) =>
      call({ method: 'GET', url: `/v1/${kind}s/${encodeURIComponent(uri)}`, query: { lang } }),
  );
  server.registerTool(
    'skill_neighbours',
    {
      title: 'Neighbours of a skill',
      description:
        'Broader, narrower and related skills, as the frameworks state them (GET /v1/skills/{uri}/neighbors).',
      inputSchema: { uri: reference, limit: limit(200), lang: language },
      annotations: { readOnlyHint: true },
    },
    ({ uri, ...query }) =>
      call({ method: 'GET', url: `/v1/skills/${encodeURIComponent(uri)}/neighbors`, query }),
  );
  server.registerTool(
    'skill_prerequisites',
    {
      title: 'Prerequisites of a skill',
      description: 'The tree of skills to learn first, to a depth (GET /v1/skills/{uri}/prerequisites).',
      inputSchema: { uri: reference, depth: z.number().int().min(1).max(5).optional(), lang: language },
      annotations: { readOnlyHint: true },
    },
    ({ uri, ...query }) =>
      call({ method: 'GET', url: `/v1/skills/${encodeURIComponent(uri)}/prerequisites`, query }),
  );
  server.registerTool(
    'crosswalk',
    {
      title: 'Crosswalk to another framework',
      description:
        'The concepts of another framework that correspond to one, with how (GET /v1/mapping/crosswalk).',
      inputSchema: {
        uri: reference,
        target_taxonomy: z.enum(['ESCO', 'ROME', 'ONET', 'SSF', 'KLDB', 'ONS', 'NACE']),
        limit: limit(100),
        lang: language,
      },
      annotations: { readOnlyHint: true },
    },
    (args) => call({ method: 'GET', url: '/v1/mapping/crosswalk', query: args }),
  );
  server.registerTool(
    'extract_skills',
    {
      title: 'Skills named or described in a text',
      description:
        'Graph skills found in free text (a CV, a job ad, a sentence), ranked (POST /v1/cvs/extract-skills).',
      inputSchema: { text: z.string().min(1).max(100_000), limit: limit(200), lang: language },
    },
    (body) => call({ method: 'POST', url: '/v1/cvs/extract-skills', body }),
  );
  server.registerTool(
    'match_cv_to_job',
    {
      title: 'Match a CV to a job',
      description:
        'Parses both texts, links them to graph skills and scores the fit with an explanation (POST /v1/matching/cv-text-to-job-text).',
      inputSchema: {
        cv_text: z.string().min(1).max(100_000),
        job_text: z.string().min(1).max(100_000),
        lang: language,
      },
    },
    (body) => call({ method: 'POST', url: '/v1/matching/cv-text-to-job-text', body }),
  );
  server.registerTool(
    'career_transitions',
    {
      title: 'Career transitions from an occupation',
      description:
        'Occupations to move to, ranked by the share of their essential skills already held, with what each still requires (POST /v1/career/transitions; paid plans).',
      inputSchema: { from: reference, limit: limit(50), lang: language },
      annotations: { readOnlyHint: true },
    },
    (body) => call({ method: 'POST', url: '/v1/career/transitions', body }),
  );
}

const JsonRpcError = Type.Object(
  { jsonrpc: Type.String(), error: Type.Object({ code: Type.Integer(), message: Type.String() }) },
  { additionalProperties: true, description: 'A JSON-RPC error (the protocol refused the message)' },
);

type ToolResult = {
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
};

/** A route called in-process with the caller's credentials; its answer as the tool's result. */
function caller(app: FastifyInstance, credentials: Record<string, string>) {
  return async (route: Call): Promise<ToolResult> => {
    const query = Object.fromEntries(
      Object.entries(route.query ?? {})
        .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    const response = await app.inject({
      method: route.method,
      url: route.url,
      query,
      headers: credentials,
      ...(route.body === undefined ? {} : { payload: route.body as object }),
    });
    const body = response.json() as Record<string, unknown>;
    return {
      content: [{ type: 'text', text: JSON.stringify(body) }],
      ...(response.statusCode < 400 ? { structuredContent: body } : { isError: true }),
    };
  };
}

export const mcpRoutes: FastifyPluginAsync = async (app) => {
  // The protocol reads and refuses the message itself (a JSON-RPC error, 400 or 415): bodies reach it as
  // they came, parsed when they are JSON, as text otherwise.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    try {
      done(null, JSON.parse(text as string));
    } catch {
      done(null, text);
    }
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, text, done) => done(null, text));

  app.post(
    '/mcp',
    {
      // The protocol validates the message (its refusals are JSON-RPC errors): the body schema documents it.
      validatorCompiler: () => () => true,
      // Authenticated like the graph routes; the tools' routes charge their own credits.
      config: { rules: { auth: ['apiKey', 'bearer'], credits: 0 }, protocolBody: true },
      schema: {
        summary: 'Model Context Protocol (assistants)',
        description:
          'JSON-RPC 2.0 messages of the Model Context Protocol over streamable HTTP, stateless (send `Accept: ' +
          'application/json, text/event-stream`). Tools: search_skills, search_occupations, search_sectors, ' +
          'read_concept, skill_neighbours, skill_prerequisites, crosswalk, extract_skills, match_cv_to_job, ' +
          "career_transitions; each calls the route it names with the caller's credentials and costs what that " +
          'route costs. Use an API key created with `origin: mcp`, or an OAuth token.',
        tags: ['MCP'],
        body: Type.Object(
          {
            jsonrpc: Type.Literal('2.0'),
            method: Type.String({ description: 'e.g. initialize, tools/list, tools/call' }),
            id: Type.Optional(Type.Union([Type.String(), Type.Integer()])),
            params: Type.Optional(Type.Object({}, { additionalProperties: true })),
          },
          {
            additionalProperties: false,
            description:
              'A JSON-RPC request (with an id) or notification (without); the protocol checks the rest',
          },
        ),
        response: {
          200: Type.Object({}, { additionalProperties: true, description: 'The JSON-RPC response' }),
          202: Type.Null({ description: 'A notification, accepted' }),
          // The protocol's own refusals are JSON-RPC error objects; the service's (credentials) are Hydra.
          400: JsonRpcError,
          415: JsonRpcError,
          401: Type.Ref('HydraError'),
          403: Type.Ref('HydraError'),
        },
      },
    },
    async (request, reply) => {
      const credentials: Record<string, string> = {};
      for (const name of ['x-api-key', 'authorization'])
        if (typeof request.headers[name] === 'string') credentials[name] = request.headers[name];
      const server = new McpServer({ name: 'skillgraph', version: SERVICE_VERSION });
      registerTools(server, caller(app, credentials));
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      // Answers are JSON (no event stream is ever opened here), so a client that accepts only JSON is served
      // too, instead of the protocol's 406 for an Accept without text/event-stream.
      const accept = request.raw.headers.accept ?? '';
      if (!accept.includes('text/event-stream'))
        request.raw.headers.accept = 'application/json, text/event-stream';
      reply.hijack();
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  );
};
