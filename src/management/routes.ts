// The management resources route group: the generic CRUD plugin registered once per row of the table
// (src/management/resources.ts), and the rows other modules serve by hooks (the CV and job-posting
// pipelines) through the same machinery. Registered inside apiGroup('management', ...) after
// authentication.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { hookedResourceRoutes, type ResourceHooks, resourceRoutes } from './crud.ts';
import { checkTable, ownerRegistry, type ResourceDefinition } from './definition.ts';
import { RESOURCES } from './resources.ts';

export const managementRoutes: FastifyPluginAsync = async (app) => {
  checkTable(RESOURCES);
  const owners = ownerRegistry(RESOURCES);
  for (const row of RESOURCES) await app.register(resourceRoutes(row, RESOURCES, owners));
};

/**
 * A plugin serving rows by hooks (given the app, for the services the hooks call): checked with the
 * table (unique names, paths following the ownership chain) and linked to its rows' IRIs.
 */
export function hookedRoutes(
  build: (app: FastifyInstance) => { row: ResourceDefinition; hooks: ResourceHooks }[],
): FastifyPluginAsync {
  return async (app) => {
    const served = build(app);
    const rows = [...RESOURCES, ...served.map((entry) => entry.row)];
    checkTable(rows);
    await app.register(hookedResourceRoutes(served, ownerRegistry(rows)));
  };
}
