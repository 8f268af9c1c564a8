// The paid plans' checkout and the payment provider's webhook (src/access/billing/payments.ts): an organisation's
// billing admin opens a checkout for a paid plan and is sent to the provider's page; the provider's
// signed webhook then starts the plan (source `checkout` in the plan history). Without a configured
// provider (STRIPE_SECRET_KEY) both answer 503, and operators set plans themselves (operator-change).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { AppError } from '../../http/errors.ts';
import { hydraItem } from '../../http/hydra.ts';
import { flatErrors } from '../../http/schemas.ts';
import {
  billingWrite,
  OrganisationParams,
  OrganisationPlanSchema,
  organisationPlanItem,
} from './billing-routes.ts';
import { Payments } from './payments.ts';
import { CHECKOUT_PLANS } from './plans.ts';

const Url = Type.String({ format: 'uri', pattern: '^https?://', maxLength: 2048 });

const CheckoutDto = Type.Object(
  {
    plan_code: Type.Enum([...CHECKOUT_PLANS], {
      description: 'A plan with a monthly price (Partner and Omni are by quote: ask the operators)',
    }),
    success_url: { ...Url, description: 'Where the provider sends the buyer once paid' },
    cancel_url: { ...Url, description: 'Where the provider sends a buyer who gives up' },
  },
  { additionalProperties: false, title: 'CheckoutDto' },
);

const CheckoutSessionSchema = Type.Object(
  {
    '@context': Type.String(),
    '@id': Type.String(),
    '@type': Type.String(),
    id: Type.String({ description: "The provider's checkout session id" }),
    url: Type.String({ description: "The provider's payment page: send the buyer there" }),
    plan_code: Type.String(),
    provider: Type.Literal('stripe'),
  },
  { description: 'A checkout for a paid plan; the plan starts when the provider reports it paid' },
);

const WebhookAnswerSchema = Type.Object({
  received: Type.Literal(true),
  event_id: Type.String(),
  outcome: Type.Enum(['plan_started', 'already_applied', 'ignored']),
  reason: Type.Optional(Type.String()),
  organisation_plan: Type.Optional(OrganisationPlanSchema),
});

export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const settings = app.config.payments;
  const payments = settings ? new Payments(settings) : null;
  const provider = () => {
    if (!payments)
      throw new AppError(
        'service_unavailable',
        'No payment provider is configured on this server (STRIPE_SECRET_KEY); operators set plans with operator-change',
      );
    return payments;
  };

  app.post(
    '/v1/organisations/:organisationId/organisationPlans/checkout',
    {
      config: { rules: billingWrite },
      schema: {
        summary: 'Open a checkout for a paid plan',
        description:
          "Creates a checkout session at the payment provider (Stripe) for the plan's monthly subscription and " +
          'answers its payment page URL. Nothing changes until the provider reports the payment through its ' +
          'webhook; then the plan starts (source `checkout`). Free and by-quote plans are a 400; 503 when the ' +
          'server has no payment provider or the provider does not answer.',
        tags: ['Plans'],
        params: OrganisationParams,
        body: CheckoutDto,
        response: { 201: CheckoutSessionSchema, ...flatErrors(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const { organisationId } = request.params;
      const session = await provider().checkout(app.executor, {
        organisationId,
        planCode: request.body.plan_code,
        successUrl: request.body.success_url,
        cancelUrl: request.body.cancel_url,
      });
      return reply.code(201).send(
        hydraItem(
          'CheckoutSession',
          `/v1/organisations/${organisationId}/organisationPlans/checkout/${session.id}`,
          {
            ...session,
          },
        ),
      );
    },
  );

  // The webhook in a context of its own: the provider signs the exact bytes it sends, so JSON bodies stay
  // raw there for the check.
  await app.register(async (hooks) => {
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    hooks.post(
      '/v1/billing/webhooks/stripe',
      {
        config: { rules: { auth: ['none'], credits: 0 } },
        schema: {
          summary: "Stripe's webhook",
          description:
            'For Stripe only: configure this URL as a webhook endpoint with the events checkout.session.completed ' +
            'and checkout.session.async_payment_succeeded, and its signing secret as STRIPE_WEBHOOK_SECRET. The ' +
            'Stripe-Signature header is verified over the raw body (400 when it does not hold); a paid checkout ' +
            'starts its plan once, whatever the number of deliveries; other events are acknowledged and ignored.',
          tags: ['Plans'],
          security: [],
          // Whatever query the endpoint URL configured in Stripe carries is accepted.
          querystring: Type.Object({}, { additionalProperties: true }),
          headers: Type.Object({ 'stripe-signature': Type.String({ minLength: 1, maxLength: 2048 }) }),
          // The event as Stripe sends it (the JSON bytes stay raw for the signature check).
          body: Type.Object({}, { additionalProperties: true, description: 'A Stripe event object' }),
          response: { 200: WebhookAnswerSchema, ...flatErrors(400, 503) },
        },
      },
      async (request) => {
        const raw = request.body;
        if (!Buffer.isBuffer(raw)) throw new AppError('validation_error', 'The webhook body must be JSON');
        const signature = request.headers['stripe-signature'];
        const outcome = await provider().receive(
          app.executor,
          raw,
          typeof signature === 'string' ? signature : undefined,
        );
        return outcome.outcome === 'plan_started'
          ? {
              received: true as const,
              ...outcome,
              organisation_plan: organisationPlanItem(outcome.organisation_plan),
            }
          : { received: true as const, ...outcome };
      },
    );
  });
};
