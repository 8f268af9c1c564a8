// The calling organisation's usage, in the graph API document beside the routes it meters (spec 4.8):
// GET /v1/credits (balance, billing mode, the cost table) and GET /v1/credits/daily (per UTC day).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { AppError } from '../../http/errors.ts';
import { MetaSchema, withMeta } from '../../http/meta.ts';
import { DateTimeSchema, flatErrors } from '../../http/schemas.ts';
import { PLAN_CODES } from '../billing/plans.ts';
import { nullableNumber } from '../routes.ts';
import { creditUsage, dailyUsage } from './metering.ts';

const CreditsResponse = Type.Object({
  organisation_id: Type.String(),
  plan_code: Type.Enum([...PLAN_CODES], { description: 'Plan code' }),
  billing_mode: Type.Enum(['free_soft_block', 'metered_overage', 'by_quote'], {
    description:
      'free_soft_block: calls beyond the monthly quota get 429 quota_exhausted; metered_overage: they go on ' +
      'and are billed per credit; by_quote: unlimited, invoiced by contract',
  }),
  billing_status: Type.Union([Type.String(), Type.Null()]),
  monthly_quota: nullableNumber('Credits included per calendar month; null when unlimited'),
  credits_used: Type.Number({ description: 'Credits spent this calendar month (successful calls only)' }),
  credits_remaining: nullableNumber('Included credits left this month; null when unlimited'),
  overage_credits: Type.Number({ description: 'Credits beyond the quota this month, billed per credit' }),
  overage_eur: Type.Number({ description: 'Their price at the plan rate, in EUR' }),
  overage_eur_per_credit: nullableNumber('Price of a credit beyond the quota'),
  daily_requests_used: Type.Number({ description: 'Metered requests admitted today (UTC)' }),
  daily_request_limit: nullableNumber('Requests per UTC day; null when unlimited'),
  period_start: DateTimeSchema,
  period_end: DateTimeSchema,
  reset_at: Type.String({
    format: 'date-time',
    description: 'When the monthly quota renews (1st, 00:00 UTC)',
  }),
  daily_reset_at: Type.String({ format: 'date-time', description: 'When the daily request count renews' }),
  api_key: Type.Union([
    Type.Object({
      id: Type.String(),
      credits_used: Type.Number({ description: 'Credits this key spent in its billing period' }),
      credits_remaining: nullableNumber('The key’s credits_remaining (spec 2.2)'),
    }),
    Type.Null(),
  ]),
  costs: Type.Array(
    Type.Object({
      method: Type.String(),
      path: Type.String(),
      credits: Type.Number(),
      sandbox: Type.Boolean({ description: 'Callable without a key (60 calls per minute per IP)' }),
    }),
    { description: 'Credit cost of every metered route; routes not listed cost nothing' },
  ),
  meta: MetaSchema,
});

/** GET /v1/credits: in the graph API document, with the analysis routes it meters (spec 4.8). */
export const creditsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/credits',
    {
      config: { rules: { auth: ['apiKey', 'bearer'], credits: 0 } },
      schema: {
        summary: 'Credit balance and billing mode',
        description:
          'The calling organisation’s plan, billing mode, monthly quota and what is used of it, overage ' +
          'credits and their price this period, today’s requests against the daily limit, and the cost of ' +
          'every metered route. Quotas are per calendar month (renewed on the 1st, 00:00 UTC); request ' +
          'limits per UTC day. Only successful calls are charged. Free to call. Includes every call this ' +
          'API process admitted; calls admitted by other processes of a cluster appear within about a second.',
        tags: ['Credits'],
        // No parameters: an unknown query key is a 400, as everywhere.
        querystring: Type.Object({}, { additionalProperties: false }),
        response: { 200: CreditsResponse, ...flatErrors(400, 401, 403, 503) },
      },
    },
    async (request, reply) => {
      const { caller } = request;
      if (caller.organisationId === null) {
        throw new AppError('forbidden', 'These credentials belong to no organisation');
      }
      const usage = await creditUsage(app.executor, caller.organisationId, caller.apiKeyId);
      const costs = app.routeCosts
        .filter((route) => route.credits > 0)
        .map((route) => ({
          method: route.method,
          path: route.url,
          credits: route.credits,
          sandbox: route.sandbox,
        }));
      return withMeta(reply, { ...usage, costs });
    },
  );

  app.get(
    '/v1/credits/daily',
    {
      config: { rules: { auth: ['apiKey', 'bearer'], credits: 0 } },
      schema: {
        summary: 'Requests and credits per day',
        description:
          'The calling organisation’s charged requests and credits on each of the last `days` UTC days, ' +
          'oldest first, today last; a day without a charged call counts zero. Refunded (failed) calls are ' +
          'not counted. Free to call. Same freshness as /v1/credits.',
        tags: ['Credits'],
        querystring: Type.Object(
          {
            days: Type.Integer({
              minimum: 1,
              maximum: 90,
              default: 30,
              description: 'How many days back, today included',
            }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            organisation_id: Type.String(),
            days: Type.Array(
              Type.Object({
                day: Type.String({ format: 'date', description: 'UTC day' }),
                requests: Type.Integer({ description: 'Charged requests that day' }),
                credits_used: Type.Number({ description: 'Credits charged that day' }),
              }),
            ),
            meta: MetaSchema,
          }),
          ...flatErrors(400, 401, 403, 503),
        },
      },
    },
    async (request, reply) => {
      const { caller } = request;
      if (caller.organisationId === null) {
        throw new AppError('forbidden', 'These credentials belong to no organisation');
      }
      const days = await dailyUsage(app.executor, caller.organisationId, request.query.days);
      return withMeta(reply, { organisation_id: caller.organisationId, days });
    },
  );
};
