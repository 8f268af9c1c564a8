// GET /health (spec 2.1, 3.7, 5.8): a status summary for everyone; extended diagnostics only for a
// caller presenting the right X-Internal-Token.
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { secretsEqual } from '../access/secrets.ts';
import { HealthCheck } from './service.ts';

const Component = Type.Object({
  status: Type.Enum(['healthy', 'unhealthy', 'unknown']),
  error: Type.Union([Type.String(), Type.Null()]),
});

const HealthSchema = Type.Object(
  {
    status: Type.Enum(['healthy', 'unhealthy']),
    gyre: Component,
    mongodb: Component,
    diagnostics: Type.Optional(
      Type.Object({}, { additionalProperties: true, description: 'Only with a valid X-Internal-Token' }),
    ),
  },
  { description: 'Health summary; `diagnostics` only for internal callers' },
);

/** How long the start waits for its first health check (it goes on in the background after that). */
const FIRST_CHECK_WAIT_MS = 2_000;

export const healthRoutes: FastifyPluginAsync = async (app) => {
  const health = new HealthCheck(app.executor, app.config.healthProbeTimeoutMs);
  // One check before the server listens: the first probes of a process pay for its first sessions and
  // Neo4j's planning of their queries (a first start's very first /health took 426 ms), and a load
  // balancer's first call can then be answered from it. Bounded, so a slow database delays no start.
  app.addHook('onReady', async () => {
    const first = health.answer(false).catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([first, new Promise((resolve) => (timer = setTimeout(resolve, FIRST_CHECK_WAIT_MS)))]);
    clearTimeout(timer);
  });
  app.get(
    '/health',
    {
      schema: {
        summary: 'Service health',
        description:
          'Status of the graph (`gyre`: Neo4j answers and no search index has failed) and of the record store ' +
          '(`mongodb`, the wire name kept from earlier versions; here a read/write probe on Neo4j). 200 when both ' +
          'are healthy, 500 otherwise. Each probe is bounded to a few seconds; while the database is slow to ' +
          'answer (a bulk load), a healthy check at most 5 s old answers after 50 ms. With a valid `X-Internal-Token` ' +
          'the body adds `diagnostics` (timestamps, host, versions, index states, how many concepts semantic search ' +
          'covers, the data loads and embedding runs of this process with their progress, the embedding model ' +
          'process, the event-loop delay, query pool figures).',
        tags: ['Health'],
        security: [],
        headers: Type.Object({ 'x-internal-token': Type.Optional(Type.String({ maxLength: 512 })) }),
        response: { 200: HealthSchema, 400: Type.Ref('HydraError'), 500: HealthSchema },
      },
    },
    async (request, reply) => {
      const internal = secretsEqual(
        request.headers['x-internal-token'] as string | undefined,
        app.config.internalToken,
      );
      const report = await health.answer(internal);
      if (report.status !== 'healthy')
        request.log.warn({ gyre: report.gyre, mongodb: report.mongodb }, 'unhealthy');
      reply.code(report.status === 'healthy' ? 200 : 500).header('cache-control', 'no-store');
      const { diagnostics, ...summary } = report;
      return internal ? { ...summary, diagnostics } : summary;
    },
  );
};
