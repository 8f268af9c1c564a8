// Metering (spec 1.7, 8): every call to a route whose rules cost credits is charged to the caller's
// organisation under its current plan, against durable counters in Neo4j, exactly under concurrency:
// the checks and the increments happen in write transactions that hold the counters' write locks (a
// transaction charges the calls that queued while the previous one ran: group commit, see meter()).
// Also the keyless sandbox's per-IP limit, plans' route_access, and each route's cost in its docs.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../db/executor.ts';
import { AppError } from '../http/errors.ts';
import { flatErrors } from '../http/schemas.ts';
import type { Caller } from './caller.ts';
import type { RouteRules } from './rules.ts';

/** Calls per minute per IP allowed to the keyless public sandbox (spec 8.2). */
export const SANDBOX_CALLS_PER_MINUTE = 60;

/** Billing statuses (set on the PaymentOrganisation by the payment provider) that stop paid calls. */
export const BLOCKING_BILLING_STATUSES: readonly string[] = ['past_due', 'unpaid'];

export interface RouteCost {
  method: string;
  url: string;
  credits: number;
  sandbox: boolean;
}

/** What a call was charged, kept on the request so a failed call gets exactly this back. */
export interface MeteringCharge {
  organisationId: string;
  apiKeyId: string | null;
  cost: number;
  overageCredits: number;
  overageMicroEur: number;
  monthKey: string;
  dayKey: string;
  keyPeriodStart: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Credit cost of every route that declares rules, in registration order. */
    routeCosts: RouteCost[];
  }
  interface FastifyRequest {
    meteringCharge: MeteringCharge | null;
  }
}

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
  plan_code: string;
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

export type Decision =
  | { admit: true; overageCredits: number; overageMicroEur: number }
  | { admit: false; error: AppError };

export const isPaidPlan = (plan: Pick<PlanLimits, 'overage_policy'>) => plan.overage_policy !== 'soft_block';

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
  if (quota === null || plan.overage_policy !== 'billed') {
    return { admit: true, overageCredits: 0, overageMicroEur: 0 };
  }
  // Billed overage: the part of this call beyond the quota, priced now at the plan's rate, in micro-euros
  // so that sums stay exact.
  const overageCredits = Math.min(
    call.cost,
    Math.max(0, after - Math.max(quota, counters.month_credits_used)),
  );
  const overageMicroEur = Math.round(overageCredits * (plan.overage_eur_per_credit ?? 0) * 1_000_000);
  return { admit: true, overageCredits, overageMicroEur };
}

const secondsUntil = (iso: string) => Math.max(1, Math.ceil((Date.parse(iso) - Date.now()) / 1000));
const epochSeconds = (iso: string) => String(Math.floor(Date.parse(iso) / 1000));

// ---------------------------------------------------------------------------------------------
// The service: metered calls charged in write transactions that hold the counters' write locks.

export interface MeterInput {
  organisationId: string;
  apiKeyId: string | null;
  cost: number;
  method: string;
  url: string;
  now?: Date;
}

export interface MeterResult {
  decision: Decision;
  charge: MeteringCharge | null;
  /** Values for the X-RateLimit-* headers; null when the tier has no request limit. */
  rateLimit: { limit: number; remaining: number; reset: string } | null;
}

/**
 * Charges one call. Calls of one organisation are charged by group commit: while one write transaction
 * holds the organisation's counters, the calls that arrive queue up, and the next transaction decides all
 * of them in arrival order against the locked values and applies their sum. Each call still gets its own
 * decision and charge, exactly as if it had its own transaction (the counters are locked the same way, so
 * several API processes stay exact), but one commit serves many calls: a lone call waits for nothing, and
 * under load the organisation's throughput is no longer one commit per call.
 */
export function meter(executor: Executor, input: MeterInput): Promise<MeterResult> {
  let meterOf = groupMeters.get(executor);
  if (!meterOf) {
    meterOf = new GroupMeter(executor);
    groupMeters.set(executor, meterOf);
  }
  return meterOf.charge(input);
}

/** Calls charged by one transaction at most; more wait for the next one. */
export const METERING_BATCH_LIMIT = 64;

const groupMeters = new WeakMap<Executor, GroupMeter>();

interface PendingCall {
  input: MeterInput;
  resolve: (result: MeterResult) => void;
  reject: (error: unknown) => void;
}

class GroupMeter {
  /** Calls waiting, per organisation and period (a batch shares its counters). */
  private readonly queues = new Map<string, PendingCall[]>();
  private readonly executor: Executor;
  constructor(executor: Executor) {
    this.executor = executor;
  }

  charge(input: MeterInput): Promise<MeterResult> {
    const now = input.now ?? new Date();
    const { monthKey, dayKey } = usageCounterKeys(input.organisationId, now);
    const queueKey = `${monthKey}|${dayKey}`;
    return new Promise((resolve, reject) => {
      const call = { input: { ...input, now }, resolve, reject };
      const queue = this.queues.get(queueKey);
      if (queue) queue.push(call);
      else {
        this.queues.set(queueKey, [call]);
        void this.drain(queueKey);
      }
    });
  }

  private async drain(queueKey: string) {
    const queue = this.queues.get(queueKey)!;
    while (queue.length) {
      const batch = queue.splice(0, METERING_BATCH_LIMIT);
      try {
        const results = await meterBatch(
          this.executor,
          batch.map((call) => call.input),
        );
        for (const [index, call] of batch.entries()) call.resolve(results[index]!);
      } catch (error) {
        for (const call of batch) call.reject(error);
      }
    }
    this.queues.delete(queueKey);
  }
}

/** One write transaction deciding and charging calls of one organisation and period, in order. */
async function meterBatch(executor: Executor, inputs: MeterInput[]): Promise<MeterResult[]> {
  const first = inputs[0]!;
  const now = first.now ?? new Date();
  const periods = periodsAt(now);
  const { monthKey, dayKey } = usageCounterKeys(first.organisationId, now);
  const params = {
    organisationId: first.organisationId,
    monthKey,
    dayKey,
    monthStart: periods.monthStart,
    monthEnd: periods.monthEnd,
    dayStart: periods.dayStart,
    dayEnd: periods.dayEnd,
    now: now.toISOString(),
  };
  // The work may run again when the driver retries a transient failure: everything is computed inside.
  return executor.writeTransaction(async (tx) => {
    const [row] = await tx.run<PlanLimits & CounterState & Record<string, unknown>>(
      'metering-reserve',
      params,
    );
    if (!row) throw new Error('The discovery plan is missing: migrations have not run');
    const counters: CounterState = {
      month_credits_used: row.month_credits_used,
      day_requests: row.day_requests,
    };
    const limit = row.daily_request_limit;
    const totals = { cost: 0, overageCredits: 0, overageMicroEur: 0, requests: 0 };
    const keyCosts = new Map<string, number>();
    const decided = inputs.map((input) => {
      const decision = decide(row, counters, {
        cost: input.cost,
        method: input.method,
        url: input.url,
        periods,
      });
      if (decision.admit) {
        counters.month_credits_used += input.cost;
        counters.day_requests += 1;
        totals.cost += input.cost;
        totals.overageCredits += decision.overageCredits;
        totals.overageMicroEur += decision.overageMicroEur;
        totals.requests += 1;
        if (input.apiKeyId) keyCosts.set(input.apiKeyId, (keyCosts.get(input.apiKeyId) ?? 0) + input.cost);
      }
      const rateLimit =
        limit === null
          ? null
          : { limit, remaining: Math.max(0, limit - counters.day_requests), reset: periods.dayEnd };
      return { input, decision, rateLimit };
    });
    const keyPeriods = new Map<string, string>();
    if (totals.requests > 0) {
      const applied = await tx.run<{ api_key_id: string; key_period_start: string }>('metering-apply', {
        ...params,
        ...totals,
        keys: [...keyCosts].map(([apiKeyId, cost]) => ({ apiKeyId, cost })),
      });
      for (const key of applied) keyPeriods.set(key.api_key_id, key.key_period_start);
    }
    return decided.map(
      ({ input, decision, rateLimit }): MeterResult => ({
        decision,
        rateLimit,
        charge: decision.admit
          ? {
              organisationId: input.organisationId,
              apiKeyId: input.apiKeyId,
              cost: input.cost,
              overageCredits: decision.overageCredits,
              overageMicroEur: decision.overageMicroEur,
              monthKey,
              dayKey,
              keyPeriodStart: input.apiKeyId ? (keyPeriods.get(input.apiKeyId) ?? null) : null,
            }
          : null,
      }),
    );
  });
}

/** Gives a failed call's charge back, on the counters it was charged to. */
export async function refund(executor: Executor, charge: MeteringCharge): Promise<void> {
  await executor.write('metering-refund', { ...charge });
}

/** Counts a keyless sandbox call from `ip` in the current minute; returns the count including it. */
export async function meterSandbox(executor: Executor, ip: string, now = new Date()) {
  const windowStart = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const [row] = await executor.write<{ requests: number }>('metering-sandbox', {
    ip,
    windowStart: windowStart.toISOString(),
  });
  return {
    requests: row?.requests ?? 1,
    reset: new Date(windowStart.getTime() + 60_000).toISOString(),
  };
}

/** credits_remaining of one API key (spec 2.2); null when its plan is unlimited or the key is unknown. */
export async function creditsRemaining(executor: Executor, apiKeyId: string): Promise<number | null> {
  return (await creditsRemainingOf(executor, [apiKeyId])).get(apiKeyId) ?? null;
}

/** credits_remaining of several keys in one read, for key listings. */
export async function creditsRemainingOf(
  executor: Executor,
  apiKeyIds: string[],
  now = new Date(),
): Promise<Map<string, number | null>> {
  if (apiKeyIds.length === 0) return new Map();
  const rows = await executor.read<{ api_key_id: string; credits_remaining: number | null }>(
    'metering-key-credits',
    { apiKeyIds, month: periodsAt(now).month, now: now.toISOString() },
  );
  return new Map(
    rows.map((row) => [
      row.api_key_id,
      row.credits_remaining === null ? null : Math.max(0, row.credits_remaining),
    ]),
  );
}

export const BILLING_MODES = {
  soft_block: 'free_soft_block',
  billed: 'metered_overage',
  by_quote: 'by_quote',
} as const;

export interface CreditUsage {
  organisation_id: string;
  plan_code: string;
  billing_mode: (typeof BILLING_MODES)[keyof typeof BILLING_MODES];
  billing_status: string | null;
  monthly_quota: number | null;
  credits_used: number;
  credits_remaining: number | null;
  overage_credits: number;
  overage_eur: number;
  overage_eur_per_credit: number | null;
  daily_requests_used: number;
  daily_request_limit: number | null;
  period_start: string;
  period_end: string;
  reset_at: string;
  daily_reset_at: string;
  api_key: { id: string; credits_used: number; credits_remaining: number | null } | null;
}

/** GET /v1/credits: the organisation's balance this month and today, and the calling key's. */
export async function creditUsage(
  executor: Executor,
  organisationId: string,
  apiKeyId: string | null,
  now = new Date(),
): Promise<CreditUsage> {
  const periods = periodsAt(now);
  const [row] = await executor.read<
    PlanLimits &
      CounterState & {
        overage_credits: number;
        overage_micro_eur: number;
        key_credits_used: number;
      } & Record<string, unknown>
  >('metering-usage', {
    organisationId,
    apiKeyId,
    ...usageCounterKeys(organisationId, now),
    now: now.toISOString(),
  });
  if (!row) throw new Error('The discovery plan is missing: migrations have not run');
  const quota = row.overage_policy === 'by_quote' ? null : row.monthly_credits;
  const remaining = quota === null ? null : Math.max(0, quota - row.month_credits_used);
  return {
    organisation_id: organisationId,
    plan_code: row.plan_code,
    billing_mode: BILLING_MODES[row.overage_policy],
    billing_status: row.billing_status ?? null,
    monthly_quota: quota,
    credits_used: row.month_credits_used,
    credits_remaining: remaining,
    overage_credits: row.overage_credits,
    overage_eur: row.overage_micro_eur / 1_000_000,
    overage_eur_per_credit: row.overage_eur_per_credit,
    daily_requests_used: row.day_requests,
    daily_request_limit: row.daily_request_limit,
    period_start: periods.monthStart,
    period_end: periods.monthEnd,
    reset_at: periods.monthEnd,
    daily_reset_at: periods.dayEnd,
    api_key:
      apiKeyId === null
        ? null
        : {
            id: apiKeyId,
            credits_used: row.key_credits_used,
            credits_remaining:
              quota === null || remaining === null
                ? null
                : Math.max(0, Math.min(remaining, quota - row.key_credits_used)),
          },
  };
}

export interface ResetSummary {
  dry_run: boolean;
  reset: number;
  keys: string[];
  checked_at: string;
}

/** Restores the credits of keys whose billing period has elapsed; idempotent (spec 3.4, 4.1). */
export async function resetElapsedKeyCredits(
  executor: Executor,
  options: { dryRun: boolean; now?: Date },
): Promise<ResetSummary> {
  const now = options.now ?? new Date();
  const periods = periodsAt(now);
  const params = {
    dryRun: options.dryRun,
    now: now.toISOString(),
    monthStart: periods.monthStart,
    monthEnd: periods.monthEnd,
  };
  // One query for both, in a write transaction (a read one refuses its SET even when it does not run):
  // the preview then lists exactly the keys the real call would reset.
  const rows = await executor.write<{ api_key_id: string }>('metering-key-reset', params);
  const keys = rows.map((row) => row.api_key_id);
  return { dry_run: options.dryRun, reset: keys.length, keys, checked_at: params.now };
}

// ---------------------------------------------------------------------------------------------
// The plugin.

function setRateLimitHeaders(reply: FastifyReply, rateLimit: MeterResult['rateLimit']) {
  if (!rateLimit) return {};
  const headers = {
    'x-ratelimit-limit': String(rateLimit.limit),
    'x-ratelimit-remaining': String(rateLimit.remaining),
    'x-ratelimit-reset': epochSeconds(rateLimit.reset),
  };
  reply.headers(headers);
  return headers;
}

async function meterRequest(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const rules = request.routeOptions.config.rules as RouteRules | undefined;
  if (!rules) return;
  const caller = request.caller as Caller | undefined;
  // No caller means authentication did not run for this route (it is public): nothing to meter.
  if (!caller || caller.kind === 'master') return;

  if (caller.kind === 'anonymous') {
    if (!rules.sandbox) return;
    const { requests, reset } = await meterSandbox(app.executor, caller.ip);
    const headers = setRateLimitHeaders(reply, {
      limit: SANDBOX_CALLS_PER_MINUTE,
      remaining: Math.max(0, SANDBOX_CALLS_PER_MINUTE - requests),
      reset,
    });
    if (requests > SANDBOX_CALLS_PER_MINUTE) {
      throw new AppError(
        'rate_limit_exceeded',
        `The keyless sandbox allows ${SANDBOX_CALLS_PER_MINUTE} calls per minute per IP; use an API key for more`,
        { tier: 'sandbox', reset_at: reset, limit: SANDBOX_CALLS_PER_MINUTE },
        { headers: { ...headers, 'retry-after': String(secondsUntil(reset)) } },
      );
    }
    return;
  }

  // Free operations (cost 0: management, billing, /v1/credits) are not metered, so an organisation
  // can always read its usage and fix its billing, even when blocked.
  if (rules.credits <= 0 || caller.organisationId === null) return;

  const result = await meter(app.executor, {
    organisationId: caller.organisationId,
    apiKeyId: caller.kind === 'apiKey' ? caller.apiKeyId : null,
    cost: rules.credits,
    method: request.method,
    url: request.routeOptions.url ?? request.url,
  });
  const headers = setRateLimitHeaders(reply, result.rateLimit);
  if (!result.decision.admit) {
    const error = result.decision.error;
    throw new AppError(error.code, error.message, error.details, {
      headers: { ...headers, ...error.headers },
    });
  }
  request.meteringCharge = result.charge;
}

/**
 * Registered at the root after authentication: charges metered routes in preHandler (after
 * authentication and validation, so rejected requests cost nothing) and refunds calls that end with a
 * status >= 400 in onSend, before the response leaves, so a client never sees a stale balance.
 */
export const meteringPlugin = fp(
  async (app: FastifyInstance) => {
    const routeCosts: RouteCost[] = [];
    app.decorate('routeCosts', routeCosts);
    app.decorateRequest('meteringCharge', null);

    app.addHook('onRoute', (route) => {
      const rules = route.config?.rules;
      if (!rules) return;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        routeCosts.push({ method, url: route.url, credits: rules.credits, sandbox: Boolean(rules.sandbox) });
      }
      // The cost is part of each route's documentation, written from the same rules that charge it, with
      // the answers metering itself can give: 402 (billing past due), 403 (not in the plan), 429 (quota or
      // request limit; the sandbox's per-IP limit too).
      if (route.schema && (rules.credits > 0 || rules.sandbox)) {
        if (rules.credits > 0) {
          const note = `Cost: ${rules.credits} credit${rules.credits === 1 ? '' : 's'} per successful call.`;
          const description = route.schema.description ?? '';
          if (!description.includes(note)) route.schema.description = `${description}\n\n${note}`.trim();
        }
        const response = (route.schema.response ?? {}) as Record<string, unknown>;
        const statuses = rules.credits > 0 ? [402, 403, 429] : [429];
        route.schema.response = {
          ...flatErrors(...statuses.filter((status) => !(status in response))),
          ...response,
        };
      }
    });

    app.addHook('preHandler', async (request, reply) => meterRequest(app, request, reply));

    app.addHook('onSend', async (request, reply, payload) => {
      const charge = request.meteringCharge;
      if (charge && reply.statusCode >= 400) {
        request.meteringCharge = null;
        try {
          await refund(app.executor, charge);
        } catch (error) {
          // The call failed and its refund too: logged with the amounts so it can be settled by hand.
          request.log.error({ err: error, charge }, 'metering refund failed');
        }
      }
      return payload;
    });
  },
  { name: 'metering' },
);
