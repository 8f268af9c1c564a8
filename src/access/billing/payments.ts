// The payment-provider seam: a checkout session for a paid plan, and the provider's signed webhook that
// starts the plan once it is paid. Stripe is the provider, through its official SDK (`stripe`): the
// session is a subscription priced from the plan's own monthly price (no price ids to keep in step),
// tagged with the organisation and the plan; the webhook's signature is checked by the SDK over the raw
// body, and each event is applied once (a (:PaymentEvent) claimed before the plan starts, released if
// starting it fails so the provider's retry can apply it).
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { PaymentSettings } from '../../config.ts';
import type { Executor } from '../../db/executor.ts';
import { AppError } from '../../http/errors.ts';
import { FREE_PLAN, getPlan, type OrganisationPlan, paidPlanStarted } from './plans.ts';

export interface CheckoutSession {
  id: string;
  url: string;
  plan_code: string;
  provider: 'stripe';
}

export interface CheckoutInput {
  organisationId: string;
  planCode: string;
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string | undefined;
}

/** What a webhook delivery did: the plan it started, or why it changed nothing (still a 200). */
export type WebhookOutcome =
  | { event_id: string; outcome: 'plan_started'; organisation_plan: OrganisationPlan }
  | { event_id: string; outcome: 'already_applied' | 'ignored'; reason?: string };

export class Payments {
  private readonly stripe: Stripe;
  private readonly settings: PaymentSettings;

  constructor(settings: PaymentSettings) {
    this.settings = settings;
    const base = settings.apiBase ? new URL(settings.apiBase) : null;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 10_000,
      ...(base
        ? {
            host: base.hostname,
            port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
            protocol: base.protocol.replace(':', '') as 'http' | 'https',
          }
        : {}),
    });
  }

  async checkout(executor: Executor, input: CheckoutInput): Promise<CheckoutSession> {
    const plan = await getPlan(executor, input.planCode);
    if (plan.code === FREE_PLAN || plan.price_monthly_eur === null || plan.price_monthly_eur <= 0)
      throw new AppError(
        'validation_error',
        `${plan.code} is not sold through the checkout (free or by quote: ask the operators)`,
        { fields: [{ field: 'body.plan_code', message: 'must be a paid plan with a monthly price' }] },
      );
    const metadata = { organisation_id: input.organisationId, plan_code: plan.code };
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create({
        mode: 'subscription',
        client_reference_id: input.organisationId,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: Math.round(plan.price_monthly_eur * 100),
              recurring: { interval: 'month' },
              product_data: { name: `skillgraph ${plan.name}` },
            },
          },
        ],
        metadata,
        subscription_data: { metadata },
      });
    } catch (error) {
      throw new AppError(
        'service_unavailable',
        'The payment provider did not open a checkout; try again',
        {
          provider: 'stripe',
        },
        { cause: error },
      );
    }
    if (!session.url) throw new AppError('service_unavailable', 'The payment provider gave no checkout URL');
    return { id: session.id, url: session.url, plan_code: plan.code, provider: 'stripe' };
  }

  /** Verifies a delivery's signature over its raw body (400 when it does not hold) and applies it once. */
  async receive(executor: Executor, rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
    if (!this.settings.webhookSecret)
      throw new AppError(
        'service_unavailable',
        'No webhook signing secret is configured (STRIPE_WEBHOOK_SECRET)',
      );
    if (!signature) throw new AppError('validation_error', 'The Stripe-Signature header is missing');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch (error) {
      throw new AppError(
        'validation_error',
        'The webhook signature does not verify',
        { fields: [{ field: 'headers.stripe-signature', message: 'does not verify over the body' }] },
        { cause: error },
      );
    }
    const paid =
      (event.type === 'checkout.session.completed' &&
        (event.data.object.payment_status === 'paid' ||
          event.data.object.payment_status === 'no_payment_required')) ||
      event.type === 'checkout.session.async_payment_succeeded';
    if (!paid) return { event_id: event.id, outcome: 'ignored', reason: `${event.type} starts no plan` };
    const session = event.data.object as Stripe.Checkout.Session;
    const organisationId = session.metadata?.['organisation_id'] ?? session.client_reference_id;
    const planCode = session.metadata?.['plan_code'];
    if (!organisationId || !planCode)
      return {
        event_id: event.id,
        outcome: 'ignored',
        reason: 'not a skillgraph checkout (no organisation or plan)',
      };

    const [claim] = await executor.write<{ fresh: boolean }>('payment-event-claim', {
      id: event.id,
      type: event.type,
      sessionId: session.id,
      token: randomUUID(),
    });
    if (!claim?.fresh) return { event_id: event.id, outcome: 'already_applied' };
    try {
      const plan = await paidPlanStarted(executor, organisationId, planCode, session.id);
      return { event_id: event.id, outcome: 'plan_started', organisation_plan: plan };
    } catch (error) {
      await executor.write('payment-event-release', { id: event.id });
      // An organisation deleted since its checkout: acknowledged, or the provider would retry for days.
      if (error instanceof AppError && error.code === 'not_found')
        return { event_id: event.id, outcome: 'ignored', reason: error.message };
      throw error;
    }
  }
}
