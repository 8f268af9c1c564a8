// URLs are read strictly: a NUL byte (%00) or a percent-encoding that is not UTF-8, anywhere in the
// path or the query, is a 400 in the envelope before any route runs. Fastify's query parser would
// otherwise pass them on, leniently decoded, to searches and stored fields. (A malformed path is
// already refused by the router: FST_ERR_BAD_URL in errors.ts.)
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.ts';

/** Why a raw URL is refused, or null when it is sound. */
export function unsafeUrl(url: string): string | null {
  if (/%00/i.test(url) || url.includes('\u0000')) return 'NUL bytes are not accepted in URLs';
  const query = url.indexOf('?');
  if (query < 0) return null;
  for (const part of url.slice(query + 1).split('&')) {
    try {
      decodeURIComponent(part.replaceAll('+', ' '));
    } catch {
      return 'The query string is malformed: a percent-encoded sequence is not valid UTF-8';
    }
  }
  return null;
}

export const urlSafetyPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const problem = unsafeUrl(request.raw.url ?? '');
      if (problem) throw new AppError('validation_error', problem);
    });
  },
  { name: 'url-safety', dependencies: ['error-handling'] },
);
