// Benchmark: CV <-> job matching (src/intelligence/matching.ts) on pools of 10,000 and 100,000 CVs, and
// workforce mapping (src/intelligence/workforce.ts) on real job titles, against a Neo4j holding the
// bundled data with embeddings. Writes the "Matching" section of BENCHMARKS.md.
//   node scripts/bench/matching.ts --uri bolt://127.0.0.1:7687 [--pools 10000,100000] [--queries 300]
// A throwaway organisation (`benchmark: 'matching'`, named so) gets a pool of synthetic-but-real CVs:
// each is drawn from a real ESCO or ROME occupation, its user mentions a random 60-90% of the
// occupation's essential skills and 1-4 optional ones, and its embedding is the occupation's vector;
// ~200 postings likewise (all essential skills as essential, up to 8 optional ones as optional). Nodes
// and edges have the shapes the pipelines write (cypher/queries/pipelines/cv-enriched-create.cypher,
// posting-enriched-create.cypher). Everything the run created is deleted at the end, on failure and on
// SIGINT/SIGTERM, and leftovers of an earlier killed run are deleted first.
// --store-dir: the Neo4j data folder whose growth is reported (the local server's by default).
// --cleanup: only delete what a run whose database went away left behind (every run does so first).

import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { type Executor, openGraph, type Params, type Row } from '../../src/db/executor.ts';
import { createGraphServices } from '../../src/graph/index.ts';
import type { QueryEmbedder } from '../../src/graph/search.ts';
import {
  type CvProfile,
  candidateSkills,
  type JobProfile,
  Matching,
} from '../../src/intelligence/matching.ts';
import { Workforce } from '../../src/intelligence/workforce.ts';
import { readCsv } from '../../src/seeding/csv.ts';
import { seeded, shuffle } from '../eval/seeded.ts';
import { writeBenchmarkSection } from './report.ts';
import { deleteLeftovers, deleteThrowaway } from './throwaway.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const { values } = parseArgs({
  options: {
    uri: { type: 'string', default: 'bolt://127.0.0.1:7687' },
    username: { type: 'string', default: 'neo4j' },
    password: { type: 'string', default: 'skillgraph-local-dev' },
    pools: { type: 'string', default: '10000,100000' },
    postings: { type: 'string', default: '200' },
    queries: { type: 'string', default: '300' },
    /** Longest a measurement (one call, one pool, one concurrency) may run. */
    seconds: { type: 'string', default: '120' },
    titles: { type: 'string', default: '1000' },
    batch: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '42' },
    'store-dir': { type: 'string', default: join(ROOT, '.neo4j', 'data', 'home', 'data') },
    'no-write': { type: 'boolean', default: false },
    /** Only deletes what earlier runs left behind (a run whose database went away), then exits. */
    cleanup: { type: 'boolean', default: false },
    /** Prints the profiled plans of the candidate queries to stderr. */
    plans: { type: 'boolean', default: false },
  },
});
const POOLS = values.pools
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const QUERIES = Number(values.queries);
const MAX_SECONDS = Number(values.seconds);
const BATCH = Number(values.batch);
const LIMIT = 20;
const CONCURRENCY = [1, 4];
const MARK = 'matching';
const log = (line: string) => process.stderr.write(`[bench:matching] ${line}\n`);

const random = seeded(Number(values.seed));
const loadAtStart = loadavg();
const started = performance.now();
const between = (low: number, high: number) => low + random() * (high - low);
const shuffled = <T>(items: readonly T[]) => shuffle(items, random);

// Interruption: the loops stop at their next step and the finally blocks clean up; a second signal exits.
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    log(`${signal}: stopping and deleting what the benchmark created (again to exit at once)`);
  });
const check = () => {
  if (interrupted) throw new Error('interrupted');
};

/** Bytes the store files and the transaction logs of the default database take on disk. */
function storeBytes(dir: string): { store: number; logs: number } | null {
  const folder = (name: string) => join(dir, name, 'neo4j');
  if (!existsSync(folder('databases')) || !existsSync(folder('transactions'))) return null;
  const size = (root: string) => {
    let bytes = 0;
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true }))
      if (entry.isFile()) bytes += statSync(join(entry.parentPath, entry.name)).blocks * 512;
    return bytes;
  };
  return { store: size(folder('databases')), logs: size(folder('transactions')) };
}
const growthOf = (now: ReturnType<typeof storeBytes>, before: ReturnType<typeof storeBytes>) =>
  now && before ? { store: now.store - before.store, logs: now.logs - before.logs } : null;
const mb = (bytes: number | null) =>
  bytes === null ? '-' : `${Math.round(bytes / 2 ** 20).toLocaleString('en')} MB`;

interface Occupation {
  id: string;
  framework: string;
  title: string;
  essential: string[];
  optional: string[];
}

const graph = await openGraph(
  { uri: values.uri, username: values.username, password: values.password, maxPoolSize: 8 },
  { logger: pino({ level: 'warn' }) },
);
const executor: Executor = graph.executor;
// Time spent per named query, to show where a ranking's time goes (at concurrency 1).
const spent = new Map<string, number>();
const timed: Executor = {
  ...executor,
  read: async <T extends Row = Row>(queryName: string, params?: Params): Promise<T[]> => {
    const begun = performance.now();
    try {
      return await executor.read<T>(queryName, params);
    } finally {
      spent.set(queryName, (spent.get(queryName) ?? 0) + performance.now() - begun);
    }
  },
};
const matching = new Matching(timed);
const LONG = { timeoutMs: 4 * 3600_000 };

await deleteLeftovers(executor, 'benchmark', MARK, log);
if (values.cleanup) {
  await graph.close();
  log('cleanup done');
  process.exit(0);
}

log('reading the ESCO and ROME occupations and their skills');
const occupations = await executor.runStatement<Occupation & Record<string, unknown>>(
  `MATCH (o:Occupation) WHERE o.framework IN ['ESCO', 'ROME'] AND o.retired_at IS NULL AND o.embedding IS NOT NULL
   RETURN o.id AS id, o.framework AS framework, coalesce(o.label_en, o.label_fr) AS title,
          COLLECT { MATCH (o)-[:REQUIRES {relation: 'essential'}]->(s:Skill) RETURN s.id } AS essential,
          COLLECT { MATCH (o)-[:REQUIRES {relation: 'optional'}]->(s:Skill) RETURN s.id } AS optional
   ORDER BY o.id`,
);
const usable = occupations.filter((o) => o.essential.length > 0);
const byFramework = (framework: string) => usable.filter((o) => o.framework === framework).length;
log(
  `${usable.length} occupations with essential skills (ESCO ${byFramework('ESCO')}, ROME ${byFramework('ROME')})`,
);
const pick = () => usable[Math.floor(random() * usable.length)]!;
const confidence = () => Math.round(between(0.55, 0.99) * 100) / 100;

/** A CV drawn from an occupation: 60-90% of its essential skills and 1-4 optional ones. */
function cvFrom(occupation: Occupation) {
  const essential = shuffled(occupation.essential).slice(
    0,
    Math.max(1, Math.round(between(0.6, 0.9) * occupation.essential.length)),
  );
  const optional = shuffled(occupation.optional).slice(0, 1 + Math.floor(random() * 4));
  return [...essential, ...optional].map((id) => ({ id, confidence: confidence() }));
}

const CREATE_CVS = `
MATCH (organisation:Organisation {id: $organisationId})
UNWIND $rows AS row
MATCH (occupation:Occupation {id: row.occupation})
CREATE (user:User {id: row.userId, organisation_id: organisation.id, name: row.name, created_at: datetime()})
       -[:MEMBER_OF]->(organisation)
CREATE (cv:JsonResumeEnriched {id: row.id, organisation_id: organisation.id, user_id: row.userId,
        embedding: occupation.embedding, created_at: datetime()})-[:BELONGS_TO]->(user)
WITH cv, row
CALL (cv, row) {
  UNWIND row.skills AS mention
  MATCH (skill:Skill {id: mention.id})
  CREATE (cv)-[:MENTIONS {confidence: mention.confidence}]->(skill)
}`;
const CREATE_POSTINGS = `
MATCH (organisation:Organisation {id: $organisationId})
UNWIND $rows AS row
MATCH (occupation:Occupation {id: row.occupation})
CREATE (posting:JsonJobPostingEnriched {id: row.id, organisation_id: organisation.id, raw_id: row.rawId,
        title: row.title, occupation_id: occupation.id, embedding: occupation.embedding, created_at: datetime()})
       -[:BELONGS_TO]->(organisation)
CREATE (posting)-[:DENOTES {confidence: 1.0}]->(occupation)
WITH posting, row
CALL (posting, row) {
  UNWIND row.skills AS required
  MATCH (skill:Skill {id: required.id})
  CREATE (posting)-[:REQUIRES_SKILL {relation: required.relation, confidence: required.confidence}]->(skill)
}`;

interface Figures {
  requests: number;
  p50: number;
  p99: number;
  rps: number;
  results: number;
  load: number;
  mean: number;
  /** Mean ms per query in each named Cypher query (meaningful at concurrency 1). */
  breakdown: Record<string, number>;
}

/** p50/p99/throughput of `call` over `count` calls at `concurrency`, after a warm-up on other inputs. */
async function measure(concurrency: number, count: number, call: (i: number) => Promise<number>) {
  for (let i = 0; i < 8; i++) await call(count + i);
  spent.clear();
  const load = loadavg()[0]!;
  const latencies: number[] = [];
  let results = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + MAX_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count && performance.now() < deadline) {
        check();
        const i = next++;
        const begun = performance.now();
        const found = await call(i);
        latencies.push(performance.now() - begun);
        results += found;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    p50: at(0.5),
    p99: at(0.99),
    rps: latencies.length / seconds,
    results: results / Math.max(1, latencies.length),
    load,
    mean: latencies.reduce((sum, ms) => sum + ms, 0) / Math.max(1, latencies.length),
    breakdown: Object.fromEntries([...spent].map(([name, ms]) => [name, ms / Math.max(1, latencies.length)])),
  } satisfies Figures;
}

const profileRow = { p99: Number.NaN, rps: Number.NaN, results: 1, load: 0, mean: Number.NaN, breakdown: {} };

/** Total db hits of a profiled plan. */
const dbHits = (plan: { dbHits?: number; children?: unknown[] }): number =>
  (plan.dbHits ?? 0) + (plan.children ?? []).reduce<number>((sum, child) => sum + dbHits(child as never), 0);

interface Plan {
  operatorType: string;
  identifiers: string[];
  arguments: Record<string, unknown>;
  dbHits: number;
  rows: number;
  children: Plan[];
}
const planText = (plan: Plan, depth = 0): string =>
  [
    `${'  '.repeat(depth)}${plan.operatorType} rows=${plan.rows} dbHits=${plan.dbHits} ${String(plan.arguments['Details'] ?? '').slice(0, 160)}`,
    ...plan.children.map((child) => planText(child, depth + 1)),
  ].join('\n');

async function profile(queryName: string, params: Record<string, unknown>, print: boolean) {
  const session = graph.driver.session();
  try {
    const started = performance.now();
    const result = await session.run(`PROFILE ${executor.queries.get(queryName)}`, params);
    const ms = performance.now() - started;
    const plan = result.summary.profile;
    if (print && values.plans && plan) log(`PROFILE ${queryName}:\n${planText(plan as never)}`);
    return { rows: result.records.length, dbHits: plan ? dbHits(plan as never) : 0, ms };
  } finally {
    await session.close();
  }
}

// Workforce mapping: real job titles (JobBERT, Decorte et al. 2021) onto ESCO, with the model.
const workforce: { rows: number; seconds: number; agree: number; model: string } | { skipped: string } =
  await (async () => {
    let embedder: (QueryEmbedder & { id: string }) | undefined;
    try {
      const { loadEmbedder } = await import('../../src/embeddings/model.ts');
      embedder = await loadEmbedder();
    } catch (error) {
      return { skipped: `no embedding model (${(error as Error).message})` };
    }
    const file = join(ROOT, '..', 'shared', 'eval', 'jobbert', 'jobbert_v1_titles.csv');
    if (!existsSync(file)) return { skipped: `no ${file}` };
    const seen = new Map<string, string>();
    for await (const { values: row } of readCsv(file, { onMalformed: () => {} }))
      if (row['text'] && !seen.has(row['text'].toLowerCase()))
        seen.set(row['text'].toLowerCase(), row['label'] ?? '');
    const titles = shuffled([...seen]).slice(0, Number(values.titles));
    const services = createGraphServices(executor, embedder);
    const mapper = new Workforce(executor, services.search);
    await mapper.mapRows([{ title: 'warm-up: software developer' }], {
      framework: 'ESCO',
      limit: 5,
      threshold: 0,
      language: 'en',
    });
    log(`workforce mapping: ${titles.length} real job titles -> ESCO`);
    const started = performance.now();
    const mapped = await mapper.mapRows(
      titles.map(([title]) => ({ title })),
      { framework: 'ESCO', limit: 5, threshold: 0, language: 'en' },
      async (done) => {
        check();
        if (done % 250 === 0) log(`  ${done}/${titles.length}`);
      },
    );
    const seconds = (performance.now() - started) / 1000;
    const agree = mapped.filter(
      (row, i) => row.matches[0]?.label.toLowerCase() === titles[i]![1].toLowerCase(),
    ).length;
    return { rows: mapped.length, seconds, agree, model: embedder.id };
  })();
if ('rows' in workforce) log(`workforce mapping: ${(workforce.rows / workforce.seconds).toFixed(1)} rows/s`);

const organisationId = `bench-matching-${randomUUID()}`;
const builds: {
  pool: number;
  added: number;
  mentions: number;
  seconds: number;
  indexSeconds: number;
  growth: { store: number; logs: number } | null;
}[] = [];
const rows: { pool: number; call: string; concurrency: number; figures: Figures }[] = [];
const plans: { pool: number; query: string; rows: number; dbHits: number; ms: number }[] = [];
const storeBefore = storeBytes(values['store-dir']);
let storeAfterCleanup: ReturnType<typeof storeBytes> = null;
let cleanupSeconds = 0;
try {
  await executor.runStatement(
    `CREATE (:Organisation {id: $id, name: 'Benchmark: matching (throwaway, deleted by scripts/bench/matching.ts)',
             benchmark: $mark, created_at: datetime()})`,
    { id: organisationId, mark: MARK },
  );
  log(`throwaway organisation ${organisationId}`);

  // Postings from real occupations.
  const postings = Array.from({ length: Number(values.postings) }, () => {
    const occupation = pick();
    return {
      id: randomUUID(),
      rawId: `bench-raw-${randomUUID()}`,
      occupation: occupation.id,
      title: occupation.title,
      skills: [
        ...occupation.essential.map((id) => ({ id, relation: 'essential', confidence: confidence() })),
        ...shuffled(occupation.optional)
          .slice(0, Math.floor(random() * 9))
          .map((id) => ({ id, relation: 'optional', confidence: confidence() })),
      ],
    };
  });
  await executor.runStatement(CREATE_POSTINGS, { organisationId, rows: postings }, LONG);
  log(`${postings.length} postings`);

  const cvIds: string[] = [];
  let mentions = 0;
  for (const pool of POOLS) {
    // Grow the pool to `pool` CVs.
    const buildStarted = performance.now();
    const before = cvIds.length;
    let added = 0;
    while (cvIds.length < pool) {
      check();
      const batch = Array.from({ length: Math.min(BATCH, pool - cvIds.length) }, (_, i) => {
        const occupation = pick();
        const skills = cvFrom(occupation);
        added += skills.length;
        return {
          id: randomUUID(),
          userId: randomUUID(),
          name: `Benchmark CV ${cvIds.length + i + 1}`,
          occupation: occupation.id,
          skills,
        };
      });
      await executor.runStatement(CREATE_CVS, { organisationId, rows: batch }, LONG);
      cvIds.push(...batch.map((row) => row.id));
      const seconds = (performance.now() - buildStarted) / 1000;
      if (cvIds.length % (BATCH * 10) === 0 || cvIds.length === pool)
        log(
          `pool ${cvIds.length.toLocaleString('en')}/${pool.toLocaleString('en')} CVs (${Math.round((cvIds.length - before) / seconds)}/s)`,
        );
    }
    const writeSeconds = (performance.now() - buildStarted) / 1000;
    const indexStarted = performance.now();
    await executor.runStatement('CALL db.awaitIndexes(3600)', {}, LONG);
    const indexSeconds = (performance.now() - indexStarted) / 1000;
    mentions += added;
    const growth = growthOf(storeBytes(values['store-dir']), storeBefore);
    builds.push({
      pool,
      added: cvIds.length - before,
      mentions,
      seconds: writeSeconds,
      indexSeconds,
      growth,
    });
    log(
      `pool of ${pool} built in ${writeSeconds.toFixed(1)} s (+${indexSeconds.toFixed(1)} s waiting for the indexes)`,
    );

    // Profiles, fetched once: the ranking is what is measured.
    const jobs: JobProfile[] = [];
    const jobStarted = performance.now();
    for (const posting of postings) jobs.push(await matching.jobProfile(organisationId, posting.id));
    const jobProfileMs = (performance.now() - jobStarted) / postings.length;
    const cvSample = shuffled(cvIds).slice(0, QUERIES + 16);
    const cvs: CvProfile[] = [];
    const cvStarted = performance.now();
    for (const id of cvSample) cvs.push(await matching.cvProfile(organisationId, { id }));
    const cvProfileMs = (performance.now() - cvStarted) / cvSample.length;
    log(`profiles: job ${jobProfileMs.toFixed(1)} ms, CV ${cvProfileMs.toFixed(1)} ms on average`);
    const jobOrder = shuffled(jobs);

    for (const concurrency of CONCURRENCY) {
      const figures = await measure(concurrency, QUERIES, async (i) => {
        const job = jobOrder[i % jobOrder.length]!;
        return (await matching.cvsForJob(organisationId, job, { limit: LIMIT, threshold: 0 }, 'en')).length;
      });
      rows.push({ pool, call: 'cvsForJob', concurrency, figures });
      log(
        `pool ${pool} cvsForJob c${concurrency}: p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, ${figures.rps.toFixed(1)} q/s`,
      );
    }
    for (const concurrency of CONCURRENCY) {
      const figures = await measure(concurrency, QUERIES, async (i) => {
        const cv = cvs[i % cvs.length]!;
        return (await matching.jobsForCv(organisationId, cv, { limit: LIMIT, threshold: 0 }, 'en')).length;
      });
      rows.push({ pool, call: 'jobsForCv', concurrency, figures });
      log(
        `pool ${pool} jobsForCv c${concurrency}: p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, ${figures.rps.toFixed(1)} q/s`,
      );
    }
    rows.push(
      {
        pool,
        call: 'jobProfile (sequential, mean)',
        concurrency: 1,
        figures: { ...profileRow, requests: jobs.length, p50: jobProfileMs },
      },
      {
        pool,
        call: 'cvProfile (sequential, mean)',
        concurrency: 1,
        figures: { ...profileRow, requests: cvs.length, p50: cvProfileMs },
      },
    );

    // What the candidate queries touch: PROFILE of a few of the same queries.
    const poolSize = Math.min(1000, Math.max(50, LIMIT * 5));
    const profiled = { cv: { rows: 0, dbHits: 0, ms: 0 }, posting: { rows: 0, dbHits: 0, ms: 0 } };
    const SAMPLES = 10;
    for (let i = 0; i < SAMPLES; i++) {
      const job = jobOrder[i]!;
      const neighbours = await matching.neighbours(job.skills.map((s) => s.id));
      const cvPlan = await profile(
        'cv-candidates',
        {
          organisationId,
          skills: candidateSkills(job.skills, neighbours),
          embedding: job.embedding,
          pool: poolSize,
        },
        i === 0,
      );
      const cv = cvs[i]!;
      const cvNeighbours = await matching.neighbours(cv.skills.map((s) => s.id));
      const postingPlan = await profile(
        'posting-candidates',
        {
          organisationId,
          skills: cv.skills.map((s) => ({ id: s.id, neighbours: cvNeighbours.get(s.id) ?? [] })),
          embedding: cv.embedding,
          pool: poolSize,
        },
        i === 0,
      );
      for (const [key, plan] of [
        ['cv', cvPlan],
        ['posting', postingPlan],
      ] as const) {
        profiled[key].rows += plan.rows / SAMPLES;
        profiled[key].dbHits += plan.dbHits / SAMPLES;
        profiled[key].ms += plan.ms / SAMPLES;
      }
    }
    plans.push(
      { pool, query: 'cv-candidates (cvsForJob)', ...profiled.cv },
      { pool, query: 'posting-candidates (jobsForCv)', ...profiled.posting },
    );
  }
} finally {
  const cleanupStarted = performance.now();
  log('deleting everything the benchmark created');
  await deleteThrowaway(executor, organisationId, log);
  cleanupSeconds = (performance.now() - cleanupStarted) / 1000;
  storeAfterCleanup = storeBytes(values['store-dir']);
  await graph.close();
}
const totalSeconds = (performance.now() - started) / 1000;

const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const count = (n: number) => n.toLocaleString('en');
const command = `node scripts/bench/matching.ts --uri ${values.uri} --pools ${values.pools} --queries ${QUERIES}`;
const loads = rows.filter((r) => r.figures.load > 0).map((r) => r.figures.load);
const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, Neo4j 5.26.30 local (heap 1g, page cache 512m), the benchmark in the same process as the service code and on the same machine as Neo4j. The machine is shared: 1-minute load average ${loadAtStart[0]!.toFixed(1)} at the start, ${fixed(Math.min(...loads))}-${fixed(Math.max(...loads))} at the start of the measurements (2 cores: above 2 means queueing). \`${command}\` (${Math.round(totalSeconds / 60)} min in all).`,
  '',
  `A throwaway organisation holds a pool of synthetic-but-real CVs: each is drawn from a real ESCO or ROME occupation (${usable.length.toLocaleString('en')} with essential skills), mentions a random 60-90% of its essential skills and 1-4 optional ones (MENTIONS edges) and carries the occupation's embedding (384-d); ${values.postings} postings are drawn the same way (all essential skills, up to 8 optional ones, the occupation's embedding). Nodes and edges are those the CV and posting pipelines write. Everything is deleted at the end.`,
  '',
  '### Pool build',
  '',
  `Batches of ${BATCH} CVs (user, CV and MENTIONS edges in one UNWIND transaction); the vector index (cv_embedding) is fed in the same transactions. Growth of the database's store files and of its transaction logs on disk since the start, read right after the writes: Community has no checkpoint procedure, so the logs take the writes at once while the store files only grow when Neo4j's own checkpoints (every 15 min) and page evictions flush them; the lasting footprint is better read from the sizes after the cleanup, below (Neo4j does not shrink its files). Other sessions may write to the same database meanwhile.`,
  '',
  '| Pool | CVs added | MENTIONS edges (total) | Write time | CVs/s | Index wait | Store files growth (unflushed) | Transaction logs growth |',
  '|---|---|---|---|---|---|---|---|',
  ...builds.map(
    (b) =>
      `| ${count(b.pool)} | ${count(b.added)} | ${count(b.mentions)} | ${fixed(b.seconds)} s | ${Math.round(b.added / b.seconds)} | ${fixed(b.indexSeconds)} s | ${mb(b.growth?.store ?? null)} | ${mb(b.growth?.logs ?? null)} |`,
  ),
  '',
  `Cleanup (DETACH DELETE in transactions of 1,000 CVs, then users, postings, organisation): ${fixed(cleanupSeconds)} s; store files ${mb(storeBefore?.store ?? null)} before the run and ${mb(storeAfterCleanup?.store ?? null)} after the cleanup, transaction logs ${mb(storeBefore?.logs ?? null)} and ${mb(storeAfterCleanup?.logs ?? null)} (Neo4j reuses freed records but does not shrink its files; the logs are pruned by their retention policy).`,
  '',
  '### Ranking latency',
  '',
  `Limit ${LIMIT}, threshold 0, up to ${QUERIES} queries (or ${MAX_SECONDS} s) per row after 8 warm-up calls: cvsForJob cycles over the ${values.postings} postings, jobsForCv over ${QUERIES} CVs drawn from the pool. The job and CV profiles are read beforehand (their own rows, sequential means). Throughput in queries per second for the whole client.`,
  '',
  '| Pool | Call | Concurrency | Queries | p50 (ms) | p99 (ms) | Throughput (q/s) | Results per query | Load at start |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    ({ pool, call, concurrency, figures: f }) =>
      `| ${count(pool)} | ${call} | ${concurrency} | ${f.requests} | ${fixed(f.p50)} | ${fixed(f.p99)} | ${fixed(f.rps)} | ${fixed(f.results)} | ${f.load ? fixed(f.load) : '-'} |`,
  ),
  '',
  '### Where the time goes',
  '',
  'Mean ms per query at concurrency 1, by named Cypher query (the driver round trip included); the rest is scoring and sorting in Node, and the event loop.',
  '',
  '| Pool | Call | Mean (ms) | cv/posting-candidates | skill-broader-narrower | skill-labels | Rest |',
  '|---|---|---|---|---|---|---|',
  ...rows
    .filter((r) => r.concurrency === 1 && Number.isFinite(r.figures.mean))
    .map(({ pool, call, figures: f }) => {
      const candidates = (f.breakdown['cv-candidates'] ?? 0) + (f.breakdown['posting-candidates'] ?? 0);
      const near = f.breakdown['skill-broader-narrower'] ?? 0;
      const labels = f.breakdown['skill-labels'] ?? 0;
      return `| ${count(pool)} | ${call} | ${fixed(f.mean)} | ${fixed(candidates)} | ${fixed(near)} | ${fixed(labels)} | ${fixed(f.mean - candidates - near - labels)} |`;
    }),
  '',
  '### What the candidate queries touch',
  '',
  'PROFILE of 10 of the same queries per pool (means): candidates returned to be scored in Node, and database hits.',
  '',
  '| Pool | Query | Candidates | db hits | ms (profiled) |',
  '|---|---|---|---|---|',
  ...plans.map(
    (p) =>
      `| ${count(p.pool)} | ${p.query} | ${Math.round(p.rows)} | ${count(Math.round(p.dbHits))} | ${fixed(p.ms)} |`,
  ),
  '',
  '### Workforce mapping',
  '',
  'rows' in workforce
    ? `Workforce.mapRows (batches of 25 rows in parallel, each an occupation search: query embedding + full-text + vector candidates) on ${count(workforce.rows)} distinct real job titles of the JobBERT set (Decorte et al. 2021), ESCO, limit 5, model \`${workforce.model}\`: ${fixed(workforce.seconds)} s, **${fixed(workforce.rows / workforce.seconds)} rows/s** (${fixed((1000 * workforce.seconds) / workforce.rows)} ms a row). By the way, the top match is the set's own ESCO label for ${((100 * workforce.agree) / workforce.rows).toFixed(1)}% of them (see EVALUATION.md for the search's accuracy).`
    : `Not measured: ${workforce.skipped}.`,
];
const body = lines.join('\n');
if (!values['no-write']) writeBenchmarkSection('Matching', body);
console.log(body);
