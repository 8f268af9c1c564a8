// Deprecated routes (spec 9.2): a route whose config names a `sunset` date is marked deprecated in
// OpenAPI and answers with `Deprecation: true` and a `Sunset` header (RFC 8594).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** ISO 8601 date after which the route may be removed. */
    sunset?: string;
  }
}

export const deprecationPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const sunset = route.config?.sunset;
      if (!sunset) return;
      const date = new Date(sunset);
      if (Number.isNaN(date.getTime()))
        throw new Error(`Route ${route.url}: sunset "${sunset}" is not a date`);
      route.schema = { ...route.schema, deprecated: true } as typeof route.schema;
      const previous = route.onSend;
      const addHeaders = async (
        _request: unknown,
        reply: { header(name: string, value: string): unknown },
        payload: unknown,
      ) => {
        reply.header('deprecation', 'true');
        reply.header('sunset', date.toUTCString());
        return payload;
      };
      route.onSend = previous
        ? ([...(Array.isArray(previous) ? previous : [previous]), addHeaders] as never)
        : (addHeaders as never);
    });
  },
  { name: 'deprecation' },
);
