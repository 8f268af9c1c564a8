// X-Request-Id on every response (spec 7.1): a well-formed incoming UUID is kept, anything else is
// replaced by a fresh one; the id is also the log correlation key and error.request_id.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';
import fp from 'fastify-plugin';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function requestIdFrom(request: RawRequestDefaultExpression): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && UUID.test(incoming) ? incoming.toLowerCase() : randomUUID();
}

export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-id' },
);
