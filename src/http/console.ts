// The web console (console/, built by `scripts/skillgraph setup` into console/dist) served as static
// files at /console/. It calls only the public API with the signed-in user's token, so nothing here
// authenticates: the files are public like /docs. Without a build, /console/ says how to make one.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from './errors.ts';

export const CONSOLE_DIST = join(import.meta.dirname, '..', '..', 'console', 'dist');

export const consoleUi: FastifyPluginAsync<{ root?: string }> = async (app, options) => {
  const root = options.root ?? CONSOLE_DIST;
  app.get('/console', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/console/'));
  if (!existsSync(join(root, 'index.html'))) {
    app.get('/console/*', { schema: { hide: true } }, async () => {
      throw new AppError(
        'service_unavailable',
        'The console is not built: run `scripts/skillgraph setup` (or `npm run console:build`)',
      );
    });
    return;
  }
  // Neo4j Browser asks before fetching a guide from another origin (its fetch sends custom headers).
  app.options('/console/browser-guide.html', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET')
      .header('access-control-allow-headers', request.headers['access-control-request-headers'] ?? '*')
      .header('access-control-max-age', '600')
      .code(204)
      .send(),
  );
  await app.register(fastifyStatic, {
    root,
    prefix: '/console/',
    schemaHide: true,
    // Hashed asset names change with every build, so they may be cached for good; index.html may not.
    setHeaders: (response, path) => {
      response.header(
        'cache-control',
        path.includes(`${join('dist', 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // Neo4j Browser (another origin: the database's HTTP port) fetches the graph-model guide.
      if (path.endsWith('browser-guide.html')) response.header('access-control-allow-origin', '*');
    },
  });
};
