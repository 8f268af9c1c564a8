// Access and billing routes. GET /v1/plans/public needs no credentials (spec 4.7).
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { flatErrors } from '../http/schemas.ts';
import { listPublicPlans } from './billing/plans.ts';

export const nullableNumber = (description: string) =>
  Type.Union([Type.Number(), Type.Null()], { description });

export const PublicPlanSchema = Type.Object(
  {
    code: Type.Enum(['discovery', 'builder', 'scale', 'partner', 'omni']),
    name: Type.String(),
    sort_order: Type.Integer(),
    price_monthly_eur: nullableNumber('Monthly list price in EUR; null when by quote'),
    monthly_credits: nullableNumber('Credits included per calendar month; null when unlimited'),
    daily_request_limit: nullableNumber('Requests per day; null when unlimited'),
    overage_policy: Type.Enum(['soft_block', 'billed', 'by_quote'], {
      description:
        'After the monthly quota: soft_block (429 quota_exhausted), billed per credit, or by quote',
    }),
    overage_eur_per_credit: nullableNumber(
      'Price of a credit beyond the quota; null when not billed per credit',
    ),
  },
  { description: 'Pricing-safe view of a plan' },
);

export const accessRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/v1/plans/public',
    {
      schema: {
        summary: 'Public plan catalogue',
        description: 'The pricing-safe view of the public plans, without route_access. No authentication.',
        tags: ['Plans'],
        security: [],
        response: { 200: Type.Array(PublicPlanSchema), ...flatErrors(500, 503) },
      },
    },
    async () => listPublicPlans(app.executor),
  );
};
