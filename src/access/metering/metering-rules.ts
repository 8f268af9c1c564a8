// The rules of metering (spec 1.7, 8), pure: calendar periods and their counters' keys, plans'
// route_access patterns, and the decision on one call from the plan and the counters' values.
// The engine that applies them to durable counters is src/access/metering/meter.ts.
import { AppError } from '../../http/errors.ts';
import type { PlanCode } from '../billing/plans.ts';

/** Billing statuses (set on the PaymentOrganisation by the payment provider) that stop paid calls. */
const BLOCKING_BILLING_STATUSES: readonly string[] = ['past_due', 'unpaid'];

// ---------------------------------------------------------------------------------------------
// Periods: quotas are per calendar month (reset on the 1st, 00:00 UTC), request limits per UTC day.

export interface Periods {
  month: string;
  monthStart: string;
  monthEnd: string;
  day: string;
  dayStart: string;
  dayEnd: string;
}

export function periodsAt(now: Date): Periods {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  const iso = (date: number) => new Date(date).toISOString();
  return {
    month: iso(Date.UTC(y, m, 1)).slice(0, 7),
    monthStart: iso(Date.UTC(y, m, 1)),
    monthEnd: iso(Date.UTC(y, m + 1, 1)),
    day: iso(Date.UTC(y, m, d)).slice(0, 10),
    dayStart: iso(Date.UTC(y, m, d)),
    dayEnd: iso(Date.UTC(y, m, d + 1)),
  };
}

/** Keys of an organisation's counter nodes; exported so tests can set a counter up directly. */
export function usageCounterKeys(organisationId: string, now: Date) {
  const periods = periodsAt(now);
  return {
    monthKey: `month:${organisationId}:${periods.month}`,
    dayKey: `day:${organisationId}:${periods.day}`,
  };
}

// ---------------------------------------------------------------------------------------------
// route_access: ordered patterns matched against the route template; see cypher/schema/0007.

const patternCache = new Map<string, { method: string | null; regex: RegExp; exclude: boolean }>();

function compilePattern(pattern: string) {
  let compiled = patternCache.get(pattern);
  if (compiled) return compiled;
  const exclude = pattern.startsWith('!');
  const body = exclude ? pattern.slice(1).trim() : pattern.trim();
  const space = body.indexOf(' ');
  const method = space > 0 ? body.slice(0, space).toUpperCase() : null;
  const path = space > 0 ? body.slice(space + 1).trim() : body;
  const source = path
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === '**' ? '.*' : part === '*' ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  compiled = { method, regex: new RegExp(`^${source}$`), exclude };
  patternCache.set(pattern, compiled);
  return compiled;
}

/** Whether a plan's route_access lets it call `method url` (url as registered); null allows all. */
export function routeAllowed(routeAccess: string[] | null | undefined, method: string, url: string): boolean {
  if (routeAccess === null || routeAccess === undefined) return true;
  let allowed = false;
  for (const pattern of routeAccess) {
    const { method: only, regex, exclude } = compilePattern(pattern);
    if (only !== null && only !== method) continue;
    if (regex.test(url)) allowed = !exclude;
  }
  return allowed;
}

// ---------------------------------------------------------------------------------------------
// The decision: pure, from the locked counter values and the plan.

export interface PlanLimits {
  plan_code: PlanCode;
  price_monthly_eur: number | null;
  monthly_credits: number | null;
  daily_request_limit: number | null;
  overage_policy: 'soft_block' | 'billed' | 'by_quote';
  overage_eur_per_credit: number | null;
  route_access: string[] | null;
  billing_status: string | null;
}

export interface CounterState {
  month_credits_used: number;
  day_requests: number;
}

export type Decision = { admit: true } | { admit: false; error: AppError };

const isPaidPlan = (plan: Pick<PlanLimits, 'overage_policy'>) => plan.overage_policy !== 'soft_block';

export function decide(
  plan: PlanLimits,
  counters: CounterState,
  call: { cost: number; method: string; url: string; periods: Periods },
): Decision {
  if (!routeAllowed(plan.route_access, call.method, call.url)) {
    return {
      admit: false,
      error: new AppError(
        'forbidden',
        `The ${plan.plan_code} plan does not include ${call.method} ${call.url}; a higher plan does`,
        { reason: 'route_not_in_plan', tier: plan.plan_code, route: `${call.method} ${call.url}` },
      ),
    };
  }
  if (isPaidPlan(plan) && plan.billing_status && BLOCKING_BILLING_STATUSES.includes(plan.billing_status)) {
    return {
      admit: false,
      error: new AppError(
        'payment_required',
        `Billing for this organisation is ${plan.billing_status}: settle the payment to resume paid calls`,
        { tier: plan.plan_code, billing_status: plan.billing_status },
      ),
    };
  }
  const quota = plan.monthly_credits;
  const after = counters.month_credits_used + call.cost;
  // The quota before the daily limit: when both are spent, nothing passes before the 1st of the month,
  // and that is what the answer must say (not "tomorrow").
  if (quota !== null && plan.overage_policy === 'soft_block' && after > quota) {
    return {
      admit: false,
      error: new AppError(
        'quota_exhausted',
        `The ${plan.plan_code} plan's ${quota} monthly credits are used up; they renew on the 1st (UTC)`,
        {
          tier: plan.plan_code,
          reset_at: call.periods.monthEnd,
          monthly_credits: quota,
          credits_used: counters.month_credits_used,
          cost: call.cost,
        },
        { headers: { 'retry-after': String(secondsUntil(call.periods.monthEnd)) } },
      ),
    };
  }
  const limit = plan.daily_request_limit;
  if (limit !== null && counters.day_requests >= limit) {
    return {
      admit: false,
      error: new AppError(
        'rate_limit_exceeded',
        `The ${plan.plan_code} plan allows ${limit} requests per day (UTC)`,
        { tier: plan.plan_code, reset_at: call.periods.dayEnd, limit },
        { headers: { 'retry-after': String(secondsUntil(call.periods.dayEnd)) } },
      ),
    };
  }
  return { admit: true };
}

/**
 * Credits beyond the quota that a month with `used` credits is billed for: 0 unless the plan bills
 * overage. A change of the counter from a to b adds overageCredits(b) - overageCredits(a), so the sum
 * over any sequence of charges and refunds is the overage of the final count.
 */
export function overageCredits(plan: PlanLimits, used: number): number {
  if (plan.overage_policy !== 'billed' || plan.monthly_credits === null) return 0;
  return Math.max(0, used - plan.monthly_credits);
}

/** The price of overage credits, in micro-euros so that sums stay exact. */
export const overageMicroEur = (plan: PlanLimits, credits: number) =>
  Math.round(credits * (plan.overage_eur_per_credit ?? 0) * 1_000_000);

export const secondsUntil = (iso: string) => Math.max(1, Math.ceil((Date.parse(iso) - Date.now()) / 1000));
