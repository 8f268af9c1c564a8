// Metering at the HTTP layer (spec 1.7, 8): every call to a route whose rules cost credits is charged
// to the caller's organisation under its current plan by the metering engine (src/access/metering/meter.ts, on
// the rules of src/access/metering/metering-rules.ts), and refunded when it fails. Also the keyless sandbox's
// per-IP limit, each route's cost in its docs, and the reads of usage (/v1/credits, keys' balances).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../../db/executor.ts';
import { AppError } from '../../http/errors.ts';
import { flatErrors } from '../../http/schemas.ts';
import type { PlanCode } from '../billing/plans.ts';
import type { Caller } from '../caller.ts';
import type { RouteRules } from '../rules.ts';
import { type MeteringCharge, type MeterResult, meterOf, settleMetering } from './meter.ts';
import {
  type CounterState,
  type PlanLimits,
  periodsAt,
  secondsUntil,
  usageCounterKeys,
} from './metering-rules.ts';

/** Calls per minute per IP allowed to the keyless public sandbox (spec 8.2). */
export const SANDBOX_CALLS_PER_MINUTE = 60;

export interface RouteCost {
  method: string;
  url: string;
  credits: number;
  sandbox: boolean;
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

const epochSeconds = (iso: string) => String(Math.floor(Date.parse(iso) / 1000));

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

/**
 * credits_remaining of several keys in one read, for key listings; what this process admitted for their
 * organisations is settled first, so the figures include the caller's own latest calls.
 */
export async function creditsRemainingOf(
  executor: Executor,
  apiKeyIds: string[],
  organisationIds: string[] = [],
  now = new Date(),
): Promise<Map<string, number | null>> {
  if (apiKeyIds.length === 0) return new Map();
  await Promise.all([...new Set(organisationIds)].map((id) => settleMetering(executor, id)));
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
  plan_code: PlanCode;
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

export interface DailyUsage {
  /** The UTC day, yyyy-mm-dd. */
  day: string;
  requests: number;
  credits_used: number;
}

/** GET /v1/credits/daily: the organisation's requests and credits on each of the last `days` UTC days,
 * oldest first, today included (days without a charged call count zero). */
export async function dailyUsage(
  executor: Executor,
  organisationId: string,
  days: number,
  now = new Date(),
): Promise<DailyUsage[]> {
  await settleMetering(executor, organisationId);
  const dayList = Array.from({ length: days }, (_, back) => {
    const at = new Date(now.getTime() - (days - 1 - back) * 86_400_000);
    return { day: periodsAt(at).day, key: usageCounterKeys(organisationId, at).dayKey };
  });
  const rows = await executor.read<{ key: string; requests: number; credits_used: number }>(
    'metering-daily',
    { dayKeys: dayList.map(({ key }) => key) },
  );
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return dayList.map(({ day, key }) => {
    const row = byKey.get(key);
    return { day, requests: row?.requests ?? 0, credits_used: row?.credits_used ?? 0 };
  });
}

/** GET /v1/credits: the organisation's balance this month and today, and the calling key's. */
export async function creditUsage(
  executor: Executor,
  organisationId: string,
  apiKeyId: string | null,
  now = new Date(),
): Promise<CreditUsage> {
  // Calls this process admitted on a lease are written first; other processes' within a second or so.
  await settleMetering(executor, organisationId);
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

  const result = await meterOf(app.executor).charge({
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
    // What this process admitted on leases is written before the database connection closes.
    app.addHook('onClose', async () => meterOf(app.executor).close());

    app.addHook('onSend', async (request, reply, payload) => {
      const charge = request.meteringCharge;
      if (charge && reply.statusCode >= 400) {
        request.meteringCharge = null;
        try {
          await meterOf(app.executor).refund(charge);
        } catch (error) {
          // The call failed and its refund too: logged with the amounts so it can be settled by hand.
          const { organisationId, apiKeyId, cost, chargedAt } = charge;
          request.log.error(
            { err: error, charge: { organisationId, apiKeyId, cost, chargedAt } },
            'metering refund failed',
          );
        }
      }
      return payload;
    });
  },
  { name: 'metering' },
);
