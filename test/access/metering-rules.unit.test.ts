// The metering decision alone: from a plan and the counters to admit or refuse, with the answer a
// refused caller gets (no database: the counters are given).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  decide,
  overageCredits,
  type PlanLimits,
  periodsAt,
} from '../../src/access/metering/metering-rules.ts';

const discovery: PlanLimits = {
  plan_code: 'discovery',
  price_monthly_eur: 0,
  monthly_credits: 500,
  daily_request_limit: 500,
  overage_policy: 'soft_block',
  overage_eur_per_credit: null,
  route_access: ['/v1/**', '!/v1/workforce/**'],
  billing_status: null,
};
const scale: PlanLimits = {
  ...discovery,
  plan_code: 'scale',
  price_monthly_eur: 99,
  monthly_credits: 25_000,
  daily_request_limit: null,
  overage_policy: 'billed',
  overage_eur_per_credit: 0.004,
  route_access: null,
};
// Retry-After counts from the clock: it stands at the periods' day, or the month's end would be past
// (this test failed from 2026-12-01 on, when it read the real clock).
const NOW = new Date('2026-11-24T10:00:00Z');
const periods = periodsAt(NOW);
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => {
  vi.useRealTimers();
});
const call = (cost: number, url = '/v1/search/skill') => ({ cost, method: 'GET', url, periods });
const refusal = (decision: ReturnType<typeof decide>) => (decision.admit ? null : decision.error);

describe('decide', () => {
  it('admits a call within the quota and the day', () => {
    expect(decide(discovery, { month_credits_used: 499, day_requests: 10 }, call(1))).toEqual({
      admit: true,
    });
  });

  it('refuses a route the plan does not include with 403', () => {
    const error = refusal(
      decide(discovery, { month_credits_used: 0, day_requests: 0 }, call(1, '/v1/workforce/map')),
    );
    expect(error).toMatchObject({ code: 'forbidden', details: { reason: 'route_not_in_plan' } });
  });

  it('says the month, not the day, when both are spent: nothing passes before the 1st', () => {
    const error = refusal(decide(discovery, { month_credits_used: 500, day_requests: 500 }, call(1)));
    expect(error).toMatchObject({ code: 'quota_exhausted', details: { reset_at: periods.monthEnd } });
    expect(Number(error!.headers?.['retry-after'])).toBeGreaterThan(24 * 3600);
  });

  it('refuses the 501st request of the day with its reset time', () => {
    const error = refusal(decide(discovery, { month_credits_used: 10, day_requests: 500 }, call(1)));
    expect(error).toMatchObject({
      code: 'rate_limit_exceeded',
      details: { reset_at: periods.dayEnd, limit: 500 },
    });
  });

  it('lets a billed plan go past its quota, and stops it when its billing is blocked', () => {
    expect(decide(scale, { month_credits_used: 30_000, day_requests: 0 }, call(5)).admit).toBe(true);
    const blocked = refusal(
      decide({ ...scale, billing_status: 'past_due' }, { month_credits_used: 0, day_requests: 0 }, call(1)),
    );
    expect(blocked).toMatchObject({ code: 'payment_required' });
  });
});

describe('overageCredits', () => {
  it('counts the credits past the quota of a billed plan only, so charges and refunds add up', () => {
    expect(overageCredits(scale, 24_000)).toBe(0);
    expect(overageCredits(scale, 25_010)).toBe(10);
    expect(overageCredits(discovery, 900)).toBe(0);
    // A charge from 24,995 to 25,010 then a refund back to 25,000: 15 - 15 + 0 = the final overage.
    const steps = [24_995, 25_010, 25_000];
    const sum = steps
      .slice(1)
      .reduce((n, b, i) => n + overageCredits(scale, b) - overageCredits(scale, steps[i]!), 0);
    expect(sum).toBe(overageCredits(scale, 25_000));
  });
});
