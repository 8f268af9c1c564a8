// The identity route group of the management API: organisations, users, roles, API keys,
// login and OAuth. Registered inside apiGroup('management', ...) after the authentication plugin.
import type { FastifyPluginAsync } from 'fastify';
import { keyRoutes } from '../keys/key-routes.ts';
import { authRoutes } from './auth-routes.ts';
import { organisationRoutes } from './org-routes.ts';

export const identityRoutes: FastifyPluginAsync = async (app) => {
  await app.register(organisationRoutes);
  await app.register(keyRoutes);
  await app.register(authRoutes);
};
