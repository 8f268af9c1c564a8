// Test tenants for the credits, plans and billing tests: an organisation, a user (all permissions)
// and an API key written directly with Cypher in the authentication module's graph model, on a chosen
// plan; and the removal of everything a tenant made. Not a test file itself.
import { createHash, randomUUID } from 'node:crypto';
import { settleMetering } from '../../src/access/metering/meter.ts';
import { usageCounterKeys } from '../../src/access/metering/metering-rules.ts';
import type { Executor } from '../../src/db/executor.ts';

export const MASTER_KEY = 'test-master-key-0123456789abcdef';

export interface Tenant {
  organisationId: string;
  userId: string;
  apiKeyId: string;
  apiKey: string;
  headers: { 'x-api-key': string };
}

export async function createTenant(
  executor: Executor,
  options: { plan?: string; permissions?: number } = {},
): Promise<Tenant> {
  const suffix = randomUUID();
  const organisationId = `org-meter-${suffix}`;
  const userId = `user-meter-${suffix}`;
  const apiKeyId = `key-meter-${suffix}`;
  const apiKey = `sk_test_${randomUUID().replaceAll('-', '')}`;
  const permissions = options.permissions ?? 255;
  await executor.runStatement(
    `CREATE (o:Organisation {id: $organisationId, name: 'Metering test', created_at: datetime(), updated_at: datetime()})
     CREATE (u:User {id: $userId, organisation_id: $organisationId, email: $email, permissions: $permissions,
                     created_at: datetime(), updated_at: datetime()})-[:MEMBER_OF]->(o)
     CREATE (k:ApiKey {id: $apiKeyId, user_id: $userId, organisation_id: $organisationId, name: 'test',
                       key_hash: $keyHash, key_prefix: 'sk_test_', key_last4: right($apiKey, 4),
                       expiration_date: datetime() + duration('P1D'), permissions: $permissions, active: true,
                       origin: 'api', created_at: datetime(), updated_at: datetime()})-[:OWNED_BY]->(u)`,
    {
      organisationId,
      userId,
      apiKeyId,
      apiKey,
      permissions,
      email: `${suffix}@metering.test`,
      keyHash: createHash('sha256').update(apiKey, 'utf8').digest('hex'),
    },
  );
  if (options.plan) await putOnPlan(executor, organisationId, options.plan);
  return { organisationId, userId, apiKeyId, apiKey, headers: { 'x-api-key': apiKey } };
}

/** Puts an organisation on a plan directly (the routes that do it are tested on their own). */
export async function putOnPlan(executor: Executor, organisationId: string, plan: string) {
  await executor.runStatement(
    `MATCH (o:Organisation {id: $organisationId}), (p:Plan {code: $plan})
     OPTIONAL MATCH (o)-[:HAS_PLAN]->(previous:OrganisationPlan) WHERE previous.ended_at IS NULL
     SET previous.ended_at = datetime()
     WITH DISTINCT o, p
     CREATE (o)-[:HAS_PLAN]->(:OrganisationPlan {id: randomUUID(), organisation_id: o.id, plan_code: p.code,
             started_at: datetime(), created_at: datetime(), updated_at: datetime()})-[:OF_PLAN]->(p)`,
    { organisationId, plan },
  );
}

/** Sets this month's and today's counters of an organisation (e.g. near a limit). */
export async function setCounters(
  executor: Executor,
  keys: { monthKey: string; dayKey: string },
  organisationId: string,
  values: { credits?: number; requests?: number },
) {
  await executor.runStatement(
    `MERGE (m:UsageCounter {key: $monthKey})
       ON CREATE SET m.organisation_id = $organisationId, m.period = 'month', m.overage_credits = 0,
                     m.overage_micro_eur = 0, m.requests = 0, m.period_end = datetime() + duration('P31D')
     SET m.credits_used = $credits
     MERGE (d:UsageCounter {key: $dayKey})
       ON CREATE SET d.organisation_id = $organisationId, d.period = 'day', d.credits_used = 0,
                     d.period_end = datetime() + duration('P1D')
     SET d.requests = $requests`,
    { ...keys, organisationId, credits: values.credits ?? 0, requests: values.requests ?? 0 },
  );
}

/**
 * Sets an organisation's counters for the current periods and for those of a day later, so that a
 * test whose calls reach the service after midnight UTC (a suite running across it) still meets
 * the counters it set: the day's request counter is keyed by the UTC day.
 */
export async function setCountersAcrossMidnight(
  executor: Executor,
  organisationId: string,
  values: { credits?: number; requests?: number },
) {
  const now = Date.now();
  for (const at of [now, now + 86_400_000]) {
    await setCounters(executor, usageCounterKeys(organisationId, new Date(at)), organisationId, values);
  }
}

export async function readCounters(
  executor: Executor,
  keys: { monthKey: string; dayKey: string },
  apiKeyId: string,
  options: { settle?: boolean } = {},
) {
  // Calls this process admitted on a lease are in the counters once settled.
  if (options.settle !== false) await settleMetering(executor);
  const [row] = await executor.runStatement<{
    credits: number | null;
    overage: number | null;
    micro_eur: number | null;
    requests: number | null;
    key_credits: number | null;
  }>(
    `OPTIONAL MATCH (m:UsageCounter {key: $monthKey})
     OPTIONAL MATCH (d:UsageCounter {key: $dayKey})
     OPTIONAL MATCH (k:ApiKeyCredits {api_key_id: $apiKeyId})
     RETURN m.credits_used AS credits, m.overage_credits AS overage, m.overage_micro_eur AS micro_eur,
            d.requests AS requests, k.credits_used AS key_credits`,
    { ...keys, apiKeyId },
  );
  return row!;
}

export async function removeTenant(executor: Executor, tenant: Tenant) {
  // Settled first, so a later settlement does not write counters for a tenant that is gone.
  await settleMetering(executor, tenant.organisationId);
  // One label at a time, so each delete uses that label's organisation_id index.
  for (const label of [
    'MeteringLease',
    'UsageCounter',
    'ApiKeyCredits',
    'OrganisationPlan',
    'PaymentOrganisation',
    'ApiKey',
    'User',
  ]) {
    await executor.runStatement(`MATCH (n:${label} {organisation_id: $organisationId}) DETACH DELETE n`, {
      organisationId: tenant.organisationId,
    });
  }
  await executor.runStatement('MATCH (o:Organisation {id: $id}) DETACH DELETE o', {
    id: tenant.organisationId,
  });
}

/** Longer than any test that reads the day's counters takes. */
export const CLEAR_OF_MIDNIGHT_MS = 120_000;

/**
 * A beforeEach for tests that read the day's or month's counters by the test's own clock while the
 * service meters by its own: both roll over at midnight UTC, so a test never straddles it. Within
 * CLEAR_OF_MIDNIGHT_MS of midnight, the test starts just after it instead.
 */
export async function clearOfMidnight(): Promise<void> {
  const untilMidnight = 86_400_000 - (Date.now() % 86_400_000);
  if (untilMidnight < CLEAR_OF_MIDNIGHT_MS)
    await new Promise((resolve) => setTimeout(resolve, untilMidnight + 1_000));
}
