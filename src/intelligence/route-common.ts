// What the intelligence routes share: their access rules and error answers, bounded inputs, the
// language and organisation of a request, and the one-of rule of bodies that name a thing two ways.
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { Permission, type RouteRules } from '../access/rules.ts';
import { pickLanguage } from '../graph/language.ts';
import { AppError } from '../http/errors.ts';
import { flatErrors } from '../http/schemas.ts';

export const rules = (credits: number): RouteRules => ({
  auth: ['apiKey', 'bearer'],
  permission: Permission.INTELLIGENCE,
  credits,
});
export const errors = flatErrors(400, 401, 402, 403, 404, 429, 503);
export const MAX_TEXT = 100_000;

export const Ref = Type.Object({ uri: Type.String(), id: Type.String(), label: Type.String() });
export const Limit = Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 }));
export const Threshold = Type.Optional(
  Type.Number({ minimum: 0, maximum: 1, default: 0, description: 'Least score returned' }),
);

/** The answer's language: the body's `lang`, else Accept-Language. */
export const languageOf = (request: Pick<FastifyRequest<{ Body: { lang?: string } }>, 'body' | 'headers'>) =>
  pickLanguage(request.body.lang, request.headers['accept-language']);

/** The caller's organisation; intelligence over a pool needs one. */
export function organisationOf(request: FastifyRequest): string {
  const organisationId = request.caller.organisationId;
  if (!organisationId) throw new AppError('forbidden', 'Matching needs a key or token of an organisation');
  return organisationId;
}
