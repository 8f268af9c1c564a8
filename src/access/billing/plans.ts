// Subscription plans (spec 2.2, 3.5, 4.7, 8): the public catalogue, the full plan list with
// route_access, and organisation plans (which plan an organisation is on, and its history).
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/executor.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { type Pagination, pageWindow } from '../../http/hydra.ts';
import { settleMetering } from '../metering/meter.ts';

export const PLAN_CODES = ['discovery', 'builder', 'scale', 'partner', 'omni'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

/** The free plan an organisation without a plan is on, and the only target of downgrade-to-free. */
export const FREE_PLAN: PlanCode = 'discovery';

/** The plans sold through the checkout: those with a monthly price (migration 0002); the others are free or by quote. */
export const CHECKOUT_PLANS = ['builder', 'scale'] as const satisfies readonly PlanCode[];

export interface PublicPlan {
  code: PlanCode;
  name: string;
  sort_order: number;
  price_monthly_eur: number | null;
  monthly_credits: number | null;
  daily_request_limit: number | null;
  overage_policy: 'soft_block' | 'billed' | 'by_quote';
  overage_eur_per_credit: number | null;
}

export interface Plan extends PublicPlan {
  id: string;
  is_public: boolean;
  route_access: string[] | null;
  created_at: string;
  updated_at: string;
}

export function listPublicPlans(executor: Executor): Promise<PublicPlan[]> {
  return executor.read<PublicPlan & Record<string, unknown>>('plans-public');
}

export type PlanOrderKey = 'sort_order' | 'price_monthly_eur';

export interface PlanFilters {
  code?: string | undefined;
  is_public?: boolean | undefined;
  /** Sort keys in the order they apply; sort_order ascending when none. */
  orderBy: { key: PlanOrderKey; direction: 'asc' | 'desc' }[];
}

const withRouteAccess = (plan: Plan): Plan => ({ ...plan, route_access: plan.route_access ?? null });

/**
 * The plans matching the filters, one page. There are five plans, so ordering and paging happen here
 * rather than in Cypher, whose ORDER BY cannot take a direction as a parameter. Unpriced (by quote)
 * plans sort after priced ones in either direction.
 */
export async function listPlans(executor: Executor, filters: PlanFilters, pagination: Pagination) {
  const rows = await executor.read<{ plan: Plan }>('plan-list', {
    code: filters.code ?? null,
    isPublic: filters.is_public ?? null,
  });
  const plans = rows.map((row) => withRouteAccess(row.plan));
  const order =
    filters.orderBy.length > 0 ? filters.orderBy : [{ key: 'sort_order' as const, direction: 'asc' }];
  plans.sort((a, b) => {
    for (const { key, direction } of order) {
      const x = a[key];
      const y = b[key];
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      return direction === 'asc' ? x - y : y - x;
    }
    return a.sort_order - b.sort_order;
  });
  const { skip, limit } = pageWindow(pagination);
  return { total: plans.length, plans: plans.slice(skip, skip + limit) };
}

export async function getPlan(executor: Executor, code: string): Promise<Plan> {
  const [row] = await executor.read<{ plan: Plan }>('plan-list', { code, isPublic: null });
  if (!row) throw notFound(`Plan ${code}`);
  return withRouteAccess(row.plan);
}

// ---------------------------------------------------------------------------------------------
// Organisation plans: (:Organisation)-[:HAS_PLAN]->(:OrganisationPlan)-[:OF_PLAN]->(:Plan); the
// current one has ended_at null. Every query starts from the organisation (tenant scope).

export interface OrganisationPlan {
  id: string;
  organisation_id: string;
  plan_code: PlanCode;
  /** How the period started: checkout, dev-checkout, downgrade-to-free, operator; null for periods before it was kept. */
  source: string | null;
  /** Why an operator set it. */
  reason: string | null;
  started_at: string;
  ended_at: string | null;
  created_at: string;
  updated_at: string;
}

const normalise = (plan: OrganisationPlan): OrganisationPlan => ({
  ...plan,
  source: plan.source ?? null,
  reason: plan.reason ?? null,
  ended_at: plan.ended_at ?? null,
});

export async function currentOrganisationPlan(executor: Executor, organisationId: string) {
  const [row] = await executor.read<{ organisation_plan: OrganisationPlan }>('plan-organisation-current', {
    organisationId,
  });
  if (!row) throw notFound('A current plan of this organisation', { organisation_id: organisationId });
  return normalise(row.organisation_plan);
}

export async function getOrganisationPlan(executor: Executor, organisationId: string, id: string) {
  const [row] = await executor.read<{ organisation_plan: OrganisationPlan }>('plan-organisation-get', {
    organisationId,
    organisationPlanId: id,
  });
  if (!row) throw notFound(`Organisation plan ${id}`);
  return normalise(row.organisation_plan);
}

export async function listOrganisationPlans(
  executor: Executor,
  organisationId: string,
  pagination: Pagination,
) {
  const [row] = await executor.read<{ total: number; organisation_plans: OrganisationPlan[] }>(
    'plan-organisation-list',
    { organisationId, ...pageWindow(pagination) },
  );
  if (!row) throw notFound(`Organisation ${organisationId}`);
  return { total: row.total, plans: row.organisation_plans.map(normalise) };
}

/** Ends the current plan and starts `planCode` now; 404 when the organisation does not exist. */
async function switchPlan(
  executor: Executor,
  organisationId: string,
  planCode: string,
  source: string,
  reason: string | null = null,
) {
  // Calls admitted under the old plan are settled under it; leases taken meanwhile are dropped after,
  // so this process's next call is decided under the new plan (other processes' within a second).
  await settleMetering(executor, organisationId);
  const [row] = await executor.write<{ organisation_plan: OrganisationPlan }>('plan-organisation-switch', {
    organisationId,
    planCode,
    id: randomUUID(),
    source,
    reason,
    now: new Date().toISOString(),
  });
  if (!row) throw notFound(`Organisation ${organisationId}`);
  await settleMetering(executor, organisationId);
  return normalise(row.organisation_plan);
}

/**
 * dev-checkout (spec 3.5): any plan, without payment, outside production only. In production a paid
 * plan is reached only through the payment provider's checkout.
 */
export function devCheckout(
  executor: Executor,
  organisationId: string,
  planCode: string,
  environment: 'development' | 'test' | 'production',
) {
  if (environment === 'production') {
    throw new AppError(
      'forbidden',
      'dev-checkout is disabled in production; paid plans are reached through the payment checkout',
    );
  }
  return switchPlan(executor, organisationId, planCode, 'dev-checkout');
}

/**
 * An operator sets an organisation's plan (the master key's route, `npm run admin -- set-plan`): any plan,
 * in any environment, for a stated reason kept in the plan history (e.g. a contract signed outside the
 * checkout, a by-quote plan, a correction).
 */
export function operatorPlanChange(
  executor: Executor,
  organisationId: string,
  planCode: string,
  reason: string,
) {
  return switchPlan(executor, organisationId, planCode, 'operator', reason);
}

/** A paid plan starts once the payment provider says its checkout is paid (src/access/billing/payments.ts). */
export function paidPlanStarted(
  executor: Executor,
  organisationId: string,
  planCode: string,
  checkoutId: string,
) {
  return switchPlan(executor, organisationId, planCode, 'checkout', `paid checkout ${checkoutId}`);
}

/** downgrade-to-free (spec 3.5): only to the free plan; a paid target is a 400 and changes nothing. */
export async function downgradeToFree(executor: Executor, organisationId: string, planCode: string) {
  if (planCode !== FREE_PLAN) {
    throw new AppError(
      'validation_error',
      `${planCode} is a paid plan: downgrade-to-free only moves to the free plan (${FREE_PLAN})`,
      { fields: [{ field: 'body.plan_code', message: `must be ${FREE_PLAN}` }] },
    );
  }
  return switchPlan(executor, organisationId, planCode, 'downgrade-to-free');
}
