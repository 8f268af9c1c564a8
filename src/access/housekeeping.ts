// Periodic clean-up of access bookkeeping that expires (sandbox counters, login throttles, refresh
// tokens, lapsed metering leases; see cypher/queries/access/housekeeping-prune.cypher). Every API process runs it on a timer;
// runs are idempotent, so several processes doing it is harmless.
import type { Logger } from 'pino';
import type { Executor } from '../db/executor.ts';
import { LOGIN_THROTTLE } from './identity/sessions.ts';

export const HOUSEKEEPING_EVERY_MS = 10 * 60_000;
/** Nodes of each kind removed per run at most, so one run stays a small transaction. */
const PRUNE_LIMIT = 10_000;

export interface Pruned {
  sandbox_counters: number;
  login_throttles: number;
  refresh_tokens: number;
  metering_leases: number;
}

export async function pruneExpired(executor: Executor): Promise<Pruned> {
  const [row] = await executor.write<Pruned & Record<string, unknown>>('housekeeping-prune', {
    limit: PRUNE_LIMIT,
    throttleWindowMs: LOGIN_THROTTLE.windowMs,
  });
  return row ?? { sandbox_counters: 0, login_throttles: 0, refresh_tokens: 0, metering_leases: 0 };
}

/** Starts the timer (first run after one period); the returned function stops it. */
export function startHousekeeping(executor: Executor, logger: Logger, everyMs = HOUSEKEEPING_EVERY_MS) {
  const timer = setInterval(() => {
    pruneExpired(executor).then(
      (pruned) => {
        if (Object.values(pruned).some((n) => n > 0))
          logger.info({ pruned }, 'expired access records pruned');
      },
      (error: unknown) => logger.warn({ err: error }, 'housekeeping failed; retried next period'),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
