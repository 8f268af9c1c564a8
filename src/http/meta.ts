// The graph API's `meta` object {took_ms, region} (spec 1.8, 2.1), computed in one place.
import type { FastifyReply } from 'fastify';
import Type from 'typebox';

export const MetaSchema = Type.Object(
  {
    took_ms: Type.Number({ minimum: 0, description: 'Server time spent on the request, in milliseconds' }),
    region: Type.String({ description: 'Region that served the request, e.g. fr-par' }),
  },
  { description: 'Present on every graph API success body' },
);

/** Adds `meta` to a graph API body; took_ms is measured from the moment the request arrived. */
export function withMeta<T extends object>(reply: FastifyReply, body: T) {
  return {
    ...body,
    meta: { took_ms: Math.round(reply.elapsedTime * 100) / 100, region: reply.server.config.region },
  };
}
