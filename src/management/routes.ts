// The management resources route group: the generic CRUD plugin registered once per row of the table
// (src/management/resources.ts). Registered inside apiGroup('management', ...) after authentication.
import type { FastifyPluginAsync } from 'fastify';
import { resourceRoutes } from './crud.ts';
import { checkTable, ownerRegistry } from './definition.ts';
import { RESOURCES } from './resources.ts';

export const managementRoutes: FastifyPluginAsync = async (app) => {
  checkTable(RESOURCES);
  const owners = ownerRegistry(RESOURCES);
  for (const row of RESOURCES) await app.register(resourceRoutes(row, RESOURCES, owners));
};
