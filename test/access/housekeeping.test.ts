// Housekeeping: expired sandbox counters, login throttles, refresh tokens and lapsed metering leases are
// pruned; live ones stay.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneExpired } from '../../src/access/housekeeping.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

let ctx: TestContext;
const run = randomUUID();

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.executor.runStatement(
    'MATCH (n) WHERE (n:SandboxCounter OR n:LoginThrottle OR n:RefreshToken OR n:MeteringLease) AND n.test_run = $run DETACH DELETE n',
    { run },
  );
  await ctx?.close();
});

describe('housekeeping', () => {
  it('prunes what expired and keeps what may still matter', async () => {
    await ctx.executor.runStatement(
      `CREATE (:SandboxCounter {ip: $run + '-old', window_start: datetime() - duration('PT2H'), requests: 3, test_run: $run})
       CREATE (:SandboxCounter {ip: $run + '-new', window_start: datetime() - duration('PT5M'), requests: 3, test_run: $run})
       CREATE (:LoginThrottle {id: $run + '-old', failures: 2, window_started_at: datetime() - duration('PT1H'), test_run: $run})
       CREATE (:LoginThrottle {id: $run + '-locked', failures: 5, window_started_at: datetime() - duration('PT1H'),
                               locked_until: datetime() + duration('PT5M'), test_run: $run})
       CREATE (:LoginThrottle {id: $run + '-window', failures: 1, window_started_at: datetime() - duration('PT1M'), test_run: $run})
       CREATE (:RefreshToken {id: $run + '-old', token_hash: $run + '-old', expires_at: datetime() - duration('P2D'), test_run: $run})
       CREATE (:RefreshToken {id: $run + '-recent', token_hash: $run + '-recent', expires_at: datetime() - duration('PT1H'), test_run: $run})
       CREATE (:RefreshToken {id: $run + '-live', token_hash: $run + '-live', expires_at: datetime() + duration('P7D'), test_run: $run})
       CREATE (:MeteringLease {id: $run + '-lapsed', month_key: $run, expires_at: datetime() - duration('PT2H'), test_run: $run})
       CREATE (:MeteringLease {id: $run + '-live', month_key: $run, expires_at: datetime() + duration('PT20S'), test_run: $run})`,
      { run },
    );
    const pruned = await pruneExpired(ctx.executor);
    expect(pruned.sandbox_counters).toBeGreaterThanOrEqual(1);
    expect(pruned.login_throttles).toBeGreaterThanOrEqual(1);
    expect(pruned.refresh_tokens).toBeGreaterThanOrEqual(1);
    expect(pruned.metering_leases).toBeGreaterThanOrEqual(1);
    const left = await ctx.executor.runStatement<{ name: string }>(
      `MATCH (n) WHERE (n:SandboxCounter OR n:LoginThrottle OR n:RefreshToken OR n:MeteringLease) AND n.test_run = $run
       RETURN labels(n)[0] + ' ' + coalesce(n.ip, n.id) AS name ORDER BY name`,
      { run },
    );
    expect(left.map((row) => row.name)).toEqual([
      `LoginThrottle ${run}-locked`,
      `LoginThrottle ${run}-window`,
      `MeteringLease ${run}-live`,
      `RefreshToken ${run}-live`,
      `RefreshToken ${run}-recent`,
      `SandboxCounter ${run}-new`,
    ]);
  });
});
