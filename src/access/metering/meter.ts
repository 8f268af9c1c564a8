// The metering engine (spec 1.7, 8): every metered call is decided against the organisation's plan and
// its durable counters in Neo4j, exactly, under concurrency and across API processes, without a write
// transaction on each call's path.
//
// Far from its limits an organisation is metered from a lease: this process reserves a share of what is
// left (at most 1/LEASE_SHARE of the month's credits and of the day's requests; nothing when the plan
// does not limit them) in one transaction, admits calls against it in memory, and settles what they
// used about once a second, in the transaction that takes the next lease. Other processes count live
// leases as spent, so no process can admit what another reserved. Near a limit no lease is granted and
// every call is decided in a transaction that holds the counters' write locks (by group commit: the
// calls that queued while one ran are decided together, in arrival order, each exactly as if alone).
// A call that fails is refunded: into the open lease when there is one, else in a transaction before
// its answer leaves. A lease lapses LEASE_TTL_MS after it was granted unless renewed: what a crashed
// process admitted under it and never settled is not charged (docs/architecture.md "Metering").
import { randomUUID } from 'node:crypto';
import { type Executor, perExecutor } from '../../db/executor.ts';
import {
  type CounterState,
  type Decision,
  decide,
  overageCredits,
  overageMicroEur,
  type Periods,
  type PlanLimits,
  periodsAt,
  usageCounterKeys,
} from './metering-rules.ts';

/** A lease's calls are settled once it is this old (and a new lease taken if the organisation is busy). */
export const LEASE_SETTLE_MS = 1_000;
/** No call is admitted on a lease older than this (settling is late: the process is overloaded). */
const LEASE_LOCAL_LIMIT_MS = 3_000;
/** Other processes stop counting a lease this long after it was granted. */
export const LEASE_TTL_MS = 30_000;
/** A lease takes at most this fraction (1/n) of what is left of a limited allowance... */
export const LEASE_SHARE = 16;
/** ...and is not granted when that share is smaller than this: near the limit calls go one by one. */
export const LEASE_MIN = { credits: 32, requests: 8 } as const;
const LEASE_MAX = { credits: 100_000, requests: 10_000 } as const;
/** Calls decided by one transaction at most; more wait for the next one. */
const METERING_BATCH_LIMIT = 64;
const TIMER_MS = 250;

export interface MeterInput {
  organisationId: string;
  apiKeyId: string | null;
  cost: number;
  method: string;
  url: string;
  now?: Date;
}

/** What a call was charged, kept on the request so a failed call gets exactly this back. */
export interface MeteringCharge {
  organisationId: string;
  apiKeyId: string | null;
  cost: number;
  /** When it was charged: a refund goes back to that period. */
  chargedAt: Date;
  /** The lease that admitted it; null when a transaction did. */
  lease: Lease | null;
}

export interface MeterResult {
  decision: Decision;
  charge: MeteringCharge | null;
  /** Values for the X-RateLimit-* headers; null when the tier has no request limit. */
  rateLimit: { limit: number; remaining: number; reset: string } | null;
}

/** Usage not yet written to the counters. */
export interface Usage {
  credits: number;
  requests: number;
  refunded: number;
  keys: Map<string, number>;
}

export const noUsage = (): Usage => ({ credits: 0, requests: 0, refunded: 0, keys: new Map() });

function addUsage(into: Usage, usage: Usage) {
  into.credits += usage.credits;
  into.requests += usage.requests;
  into.refunded += usage.refunded;
  for (const [key, cost] of usage.keys) into.keys.set(key, (into.keys.get(key) ?? 0) + cost);
}

function negated(usage: Usage): Usage {
  return {
    credits: -usage.credits,
    requests: -usage.requests,
    refunded: -usage.refunded,
    keys: new Map([...usage.keys].map(([key, cost]) => [key, -cost])),
  };
}

function charge(usage: Usage, apiKeyId: string | null, cost: number, requests: number) {
  usage.credits += cost;
  usage.requests += requests;
  if (cost < 0) usage.refunded -= cost;
  if (apiKeyId) usage.keys.set(apiKeyId, (usage.keys.get(apiKeyId) ?? 0) + cost);
}

interface Lease {
  plan: PlanLimits;
  /** Month credits and day requests counted before its first call: settled, unsettled, other leases. */
  base: CounterState;
  /** What it reserved; null when the plan does not limit that allowance. */
  credits: number | null;
  requests: number | null;
  used: Usage;
  grantedAt: number;
  lastCallAt: number;
  open: boolean;
}

interface Pending {
  input: MeterInput;
  resolve: (result: MeterResult) => void;
  reject: (error: unknown) => void;
}

/**
 * The parameters of metering-lock, the first statement of a metering transaction (and the base of
 * metering-apply's). One recipe for the meter and src/db/plan-warm-up.ts: Neo4j caches a plan per
 * query text and the shapes of its parameters (null or not, a list's and a short string's length).
 */
export function lockParams(
  ledger: Pick<Ledger, 'key' | 'organisationId' | 'periods' | 'monthKey' | 'dayKey'>,
  holder: string,
  asOf: Date,
  now: Date,
) {
  return {
    organisationId: ledger.organisationId,
    holder,
    leaseId: `${holder}|${ledger.key}`,
    monthKey: ledger.monthKey,
    dayKey: ledger.dayKey,
    monthStart: ledger.periods.monthStart,
    monthEnd: ledger.periods.monthEnd,
    dayStart: ledger.periods.dayStart,
    dayEnd: ledger.periods.dayEnd,
    now: asOf.toISOString(),
    leaseExpiresAt: new Date(now.getTime() + LEASE_TTL_MS).toISOString(),
  };
}

/** metering-apply's parameters: what the transaction writes, and this process's new lease (or none). */
export function applyParams(
  params: ReturnType<typeof lockParams>,
  written: Usage,
  overage: { credits: number; microEur: number },
  lease: { credits: number; requests: number } | null,
) {
  return {
    ...params,
    cost: written.credits,
    requests: written.requests,
    refunded: written.refunded,
    overageCredits: overage.credits,
    overageMicroEur: overage.microEur,
    keys: [...written.keys].filter(([, cost]) => cost !== 0).map(([apiKeyId, cost]) => ({ apiKeyId, cost })),
    lease,
  };
}

/** One organisation's metering in one period (calendar month and UTC day), in this process. */
interface Ledger {
  key: string;
  organisationId: string;
  periods: Periods;
  monthKey: string;
  dayKey: string;
  lease: Lease | null;
  /** Calls waiting for a transaction. */
  queue: Pending[];
  /** Used by closed leases and refunded outside them, to be written by the next transaction. */
  unsettled: Usage;
  /** The transaction in flight, if any. */
  syncing: Promise<void> | null;
}

const chargeOf = (input: MeterInput, lease: Lease | null): MeteringCharge => ({
  organisationId: input.organisationId,
  apiKeyId: input.apiKeyId,
  cost: input.cost,
  chargedAt: input.now ?? new Date(),
  lease,
});

const unsettledUsage = (usage: Usage) => usage.credits !== 0 || usage.requests !== 0 || usage.keys.size > 0;

const fits = (lease: Lease, cost: number) =>
  (lease.credits === null || lease.used.credits + cost <= lease.credits) &&
  (lease.requests === null || lease.used.requests + 1 <= lease.requests);

/** The share of what is left that a lease may reserve, or null when none may be granted. */
function grant(
  plan: PlanLimits,
  view: CounterState,
): { credits: number | null; requests: number | null } | null {
  let credits: number | null = null;
  if (plan.overage_policy === 'soft_block' && plan.monthly_credits !== null) {
    credits = Math.min(
      LEASE_MAX.credits,
      Math.floor((plan.monthly_credits - view.month_credits_used) / LEASE_SHARE),
    );
    if (credits < LEASE_MIN.credits) return null;
  }
  let requests: number | null = null;
  if (plan.daily_request_limit !== null) {
    requests = Math.min(
      LEASE_MAX.requests,
      Math.floor((plan.daily_request_limit - view.day_requests) / LEASE_SHARE),
    );
    if (requests < LEASE_MIN.requests) return null;
  }
  return { credits, requests };
}

function rateLimitOf(plan: PlanLimits, dayRequests: number, periods: Periods): MeterResult['rateLimit'] {
  const limit = plan.daily_request_limit;
  return limit === null
    ? null
    : { limit, remaining: Math.max(0, limit - dayRequests), reset: periods.dayEnd };
}

/** What metering-lock returns: the plan, the counters and what other processes' leases reserve. */
type LockedCounters = PlanLimits &
  CounterState & { leased_credits: number; leased_requests: number } & Record<string, unknown>;

export class Meter {
  /** Names this process's leases in Neo4j. */
  readonly holder = randomUUID();
  private readonly ledgers = new Map<string, Ledger>();
  private readonly executor: Executor;
  private timer: NodeJS.Timeout | null = null;
  private readonly settleOnTimer: boolean;
  private closed = false;

  /**
   * `settleOnTimer: false` leaves leases to explicit settle() and close(): a process that never settles,
   * as a crashed one (tests).
   */
  constructor(executor: Executor, options: { settleOnTimer?: boolean } = {}) {
    this.executor = executor;
    this.settleOnTimer = options.settleOnTimer ?? true;
  }

  /** Decides and charges one call. */
  charge(input: MeterInput): Promise<MeterResult> {
    const ledger = this.ledgerFor(input.organisationId, input.now ?? new Date());
    const lease = ledger.lease;
    if (lease && ledger.queue.length === 0 && this.usable(lease) && fits(lease, input.cost)) {
      return Promise.resolve(this.admitOnLease(ledger, lease, input));
    }
    return new Promise((resolve, reject) => {
      ledger.queue.push({ input, resolve, reject });
      // A failed transaction rejects the calls waiting on it; nothing else to handle here.
      this.sync(ledger).catch(() => {});
    });
  }

  /** Gives a failed call's charge back; resolves once it is durable or held by an open lease. */
  async refund(given: MeteringCharge): Promise<void> {
    const ledger = this.ledgerFor(given.organisationId, given.chargedAt);
    // A lease still open while its successor is taken (handed over) carries what it holds to the
    // successor, or keeps it if the transaction fails: the refund need not wait for that transaction,
    // which a bulk load's writes can hold for seconds (a 404 while the data loads is refunded).
    while (ledger.syncing && !ledger.lease?.open) await ledger.syncing.catch(() => {});
    // An open lease settles it with its own calls (any lease of the period: usage is a sum).
    const usage = ledger.lease?.open ? ledger.lease.used : ledger.unsettled;
    charge(usage, given.apiKeyId, -given.cost, 0);
    if (usage === ledger.unsettled) await this.settled(ledger);
  }

  /** Writes what this process admitted for an organisation (all of it when none is named) and drops its leases. */
  async settle(organisationId?: string): Promise<void> {
    const ledgers = [...this.ledgers.values()].filter(
      (ledger) => organisationId === undefined || ledger.organisationId === organisationId,
    );
    await Promise.all(ledgers.map((ledger) => this.settled(ledger)));
  }

  /** Settles everything and stops the timer (the app is closing). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.settle();
  }

  private usable(lease: Lease) {
    return lease.open && Date.now() - lease.grantedAt < LEASE_LOCAL_LIMIT_MS;
  }

  private ledgerFor(organisationId: string, now: Date): Ledger {
    const periods = periodsAt(now);
    const { monthKey, dayKey } = usageCounterKeys(organisationId, now);
    const key = `${monthKey}|${dayKey}`;
    let ledger = this.ledgers.get(key);
    if (!ledger) {
      ledger = {
        key,
        organisationId,
        periods,
        monthKey,
        dayKey,
        lease: null,
        queue: [],
        unsettled: noUsage(),
        syncing: null,
      };
      this.ledgers.set(key, ledger);
      this.startTimer();
    }
    return ledger;
  }

  private admitOnLease(ledger: Ledger, lease: Lease, input: MeterInput): MeterResult {
    const view: CounterState = {
      month_credits_used: lease.base.month_credits_used + lease.used.credits,
      day_requests: lease.base.day_requests + lease.used.requests,
    };
    const decision = decide(lease.plan, view, { ...input, periods: ledger.periods });
    if (!decision.admit) {
      return {
        decision,
        charge: null,
        rateLimit: rateLimitOf(lease.plan, view.day_requests, ledger.periods),
      };
    }
    charge(lease.used, input.apiKeyId, input.cost, 1);
    lease.lastCallAt = Date.now();
    return {
      decision,
      rateLimit: rateLimitOf(lease.plan, view.day_requests + 1, ledger.periods),
      charge: chargeOf(input, lease),
    };
  }

  /** Waits for the transaction in flight, then runs one if anything is left to write. */
  private async settled(ledger: Ledger): Promise<void> {
    while (ledger.syncing) await ledger.syncing.catch(() => {});
    if (ledger.lease?.open || unsettledUsage(ledger.unsettled)) {
      await this.sync(ledger, { renew: false });
    }
  }

  /**
   * Starts the ledger's transactions unless they run already: each closes the open lease, writes what
   * is unsettled, decides the queued calls and, when the organisation is busy and far from its limits,
   * takes a new lease. Calls that queue meanwhile are admitted on the new lease or decided by the next.
   */
  private sync(ledger: Ledger, options: { renew: boolean } = { renew: true }): Promise<void> {
    if (ledger.syncing) return ledger.syncing;
    ledger.syncing = (async () => {
      try {
        do {
          await this.transaction(ledger, options.renew);
          const lease = ledger.lease;
          while (
            lease &&
            ledger.queue.length > 0 &&
            this.usable(lease) &&
            fits(lease, ledger.queue[0]!.input.cost)
          ) {
            const call = ledger.queue.shift()!;
            call.resolve(this.admitOnLease(ledger, lease, call.input));
          }
        } while (ledger.queue.length > 0);
      } finally {
        ledger.syncing = null;
      }
    })();
    return ledger.syncing;
  }

  private async transaction(ledger: Ledger, renew: boolean): Promise<void> {
    const calls = ledger.queue.splice(0, METERING_BATCH_LIMIT);
    const closing = ledger.lease;
    // A busy lease renewed on time keeps admitting while its successor is taken: the transaction
    // settles what it had used so far, and the successor reserves, besides its own share, the room the
    // old one had left, so the calls admitted meanwhile move over to it within what was reserved.
    const handOver = Boolean(
      renew && closing?.open && calls.length === 0 && closing.lastCallAt > Date.now() - LEASE_SETTLE_MS,
    );
    const unsettled = ledger.unsettled;
    ledger.unsettled = noUsage();
    const settling = noUsage();
    addUsage(settling, unsettled);
    let snapshot: Usage | null = null;
    if (closing && handOver) {
      snapshot = noUsage();
      addUsage(snapshot, closing.used);
      addUsage(settling, snapshot);
    } else if (closing) {
      closing.open = false;
      addUsage(settling, closing.used);
      ledger.lease = null;
    }
    const now = new Date();
    // A late settlement (after the period ended) is written with the period's last instant, so keys'
    // counters land in the period the calls were made in.
    const asOf = new Date(Math.min(now.getTime(), Date.parse(ledger.periods.dayEnd) - 1));
    const params = lockParams(ledger, this.holder, asOf, now);
    try {
      const outcome = await this.executor.writeTransaction(async (tx) => {
        const [row] = await tx.run<LockedCounters>('metering-lock', params);
        if (!row) throw new Error('The discovery plan is missing: migrations have not run');
        const written = noUsage();
        addUsage(written, settling);
        // What decisions count: the counters, what this transaction writes, and other processes' leases.
        const view: CounterState = {
          month_credits_used: row.month_credits_used + written.credits + row.leased_credits,
          day_requests: row.day_requests + written.requests + row.leased_requests,
        };
        let granted =
          calls.length > 0 || (renew && closing && closing.lastCallAt > Date.now() - LEASE_SETTLE_MS)
            ? grant(row, view)
            : null;
        if (closing && snapshot) {
          // The old lease's room left at the snapshot stays reserved, whatever else is granted (an
          // allowance the plan does not limit needs none).
          const room = (reserved: number | null, used: number, more: number | null) =>
            Math.max(0, (reserved ?? 0) - used) + (more ?? 0);
          granted = {
            credits:
              row.overage_policy === 'soft_block' && row.monthly_credits !== null
                ? room(closing.credits, snapshot.credits, granted?.credits ?? 0)
                : null,
            requests:
              row.daily_request_limit !== null
                ? room(closing.requests, snapshot.requests, granted?.requests ?? 0)
                : null,
          };
        }
        const lease: Lease | null = granted && {
          plan: row,
          base: { ...view },
          ...granted,
          used: noUsage(),
          grantedAt: Date.now(),
          lastCallAt: closing?.lastCallAt ?? Date.now(),
          open: false,
        };
        const results: MeterResult[] = [];
        for (const { input } of calls) {
          if (lease && fits(lease, input.cost)) {
            results.push(this.admitOnLease(ledger, lease, input));
            continue;
          }
          // Decided here, alone: counting the new lease's whole reservation as spent.
          const exact: CounterState = {
            month_credits_used: view.month_credits_used + (lease?.credits ?? 0),
            day_requests: view.day_requests + (lease?.requests ?? 0),
          };
          const decision = decide(row, exact, { ...input, periods: ledger.periods });
          if (decision.admit) {
            charge(written, input.apiKeyId, input.cost, 1);
            view.month_credits_used += input.cost;
            view.day_requests += 1;
          }
          results.push({
            decision,
            rateLimit: rateLimitOf(row, exact.day_requests + (decision.admit ? 1 : 0), ledger.periods),
            charge: decision.admit ? chargeOf(input, null) : null,
          });
        }
        const overage =
          overageCredits(row, row.month_credits_used + written.credits) -
          overageCredits(row, row.month_credits_used);
        await tx.run(
          'metering-apply',
          applyParams(
            params,
            written,
            { credits: overage, microEur: overageMicroEur(row, overage) },
            // A lease without reservation (an unlimited plan) needs no node: others have nothing to count.
            lease && (lease.credits !== null || lease.requests !== null)
              ? { credits: lease.credits ?? 0, requests: lease.requests ?? 0 }
              : null,
          ),
        );
        return { lease, results };
      });
      // The calls a retried transaction admitted on a lease of an earlier attempt are in this lease too:
      // the work ran again from the same inputs, so the last attempt's lease and results are the ones.
      if (closing && snapshot) {
        // Handed over: what the old lease admitted after the snapshot is the new lease's first usage.
        closing.open = false;
        const since = noUsage();
        addUsage(since, closing.used);
        addUsage(since, negated(snapshot));
        if (outcome.lease) addUsage(outcome.lease.used, since);
        else addUsage(ledger.unsettled, since);
      }
      if (outcome.lease) outcome.lease.open = true;
      ledger.lease = outcome.lease;
      for (const [index, call] of calls.entries()) call.resolve(outcome.results[index]!);
    } catch (error) {
      // Nothing was written: what was to be settled waits for the next transaction (a lease being
      // handed over simply stays open); the calls fail. Calls that queued behind it would wait for a
      // database that just failed: they fail too.
      addUsage(ledger.unsettled, closing && !snapshot ? settling : unsettled);
      for (const call of [...calls, ...ledger.queue.splice(0)]) call.reject(error);
      throw error;
    }
  }

  private startTimer() {
    if (this.timer || this.closed || !this.settleOnTimer) return;
    this.timer = setInterval(() => this.tick(), TIMER_MS);
    this.timer.unref();
  }

  /** Settles leases that are due, retries what failed to settle, forgets idle ledgers. */
  private tick() {
    const now = Date.now();
    for (const ledger of this.ledgers.values()) {
      if (ledger.syncing) continue;
      const lease = ledger.lease;
      if (lease && now - lease.grantedAt >= LEASE_SETTLE_MS) {
        this.sync(ledger).catch(() => {});
      } else if (!lease && unsettledUsage(ledger.unsettled)) {
        this.sync(ledger, { renew: false }).catch(() => {});
      } else if (!lease && ledger.queue.length === 0) {
        this.ledgers.delete(ledger.key);
      }
    }
    if (this.ledgers.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }
}

/** The metering engine of an executor's database in this process. */
export const meterOf = perExecutor((executor) => new Meter(executor));

/** Charges one call (see Meter). */
export const meter = (executor: Executor, input: MeterInput) => meterOf(executor).charge(input);

/** Writes what this process admitted (for one organisation, or all) to the counters, so reads see it. */
export const settleMetering = (executor: Executor, organisationId?: string) =>
  meterOf(executor).settle(organisationId);
