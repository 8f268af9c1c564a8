// Ranking quality of CV <-> job matching (src/intelligence/matching.ts) and of career transitions
// (src/intelligence/career.ts) on labels nobody here wrote: the frameworks' own occupations, skills,
// ROME mobility edges and ISCO groups. Written to the "Matching and career transitions" section of
// EVALUATION.md.
//  1. Matching: a seeded sample of ESCO occupations each gets one CV (a random 60-90% of its essential
//     skills and 1-4 optional ones, as MENTIONS edges) in a throwaway organisation; a seeded 300 of them
//     also get a posting (all essential and optional skills, as REQUIRES_SKILL edges). cvsForJob for each
//     posting should rank the CV of the same occupation first, and jobsForCv for each of those CVs the
//     posting of its occupation: hit@1, hit@5, MRR (within the top 20). Each with skills and embeddings,
//     skills alone (embedding null), and the embedding alone (no skills); with the occupation's own vector
//     on both sides (as the benchmark does: an upper bound, the two vectors are identical) and with
//     vectors of texts such as the pipelines embed (a title and a list of skill labels; the CV's title
//     is another of the occupation's names). Then the same candidates rescored offline with other
//     weights (limit 200).
//  2. Career transitions, with the origin's essential skills as held: for every ROME sheet, the share
//     of the top 10 that ROME states as mobility (MOBILITY edges) and the recall of those in the top
//     10/20, as the service ranks them (stated ones get +0.1) and by skill coverage alone; for a seeded
//     sample of ESCO occupations (ESCO states no transitions) the share of the top 10 in the same ISCO
//     unit group or under the same ESCO parent. Nearest occupations by embedding and chance as yardsticks.
//   node scripts/eval/matching.ts --uri bolt://127.0.0.1:7687 [--occupations 3000] [--postings 300]
//        [--esco 500] [--rome 0 (all)] [--no-text] [--no-write]
// Needs a database holding the bundled data with embeddings (and the model, for the text vectors).
// Everything the run creates is deleted at the end, on failure and on SIGINT/SIGTERM; leftovers of a run
// whose database went away are deleted by the next run first (or by --cleanup alone).

import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { type Executor, openGraph } from '../../src/db/executor.ts';
import { createGraphServices } from '../../src/graph/index.ts';
import { Career } from '../../src/intelligence/career.ts';
import {
  type CvProfile,
  cosineOf,
  type JobProfile,
  type MatchExplanation,
  Matching,
  semanticScore,
  WEIGHTS,
} from '../../src/intelligence/matching.ts';
import { deleteLeftovers, deleteThrowaway } from '../bench/throwaway.ts';
import { writeEvaluationSection } from './report.ts';
import { seeded, shuffle } from './seeded.ts';

const { values } = parseArgs({
  options: {
    uri: { type: 'string', default: 'bolt://127.0.0.1:7687' },
    username: { type: 'string', default: 'neo4j' },
    password: { type: 'string', default: 'skillgraph-local-dev' },
    occupations: { type: 'string', default: '3000' },
    postings: { type: 'string', default: '300' },
    esco: { type: 'string', default: '500' },
    rome: { type: 'string', default: '0' },
    seed: { type: 'string', default: '7' },
    'no-text': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    /** Only deletes what earlier runs left behind (a run whose database went away), then exits. */
    cleanup: { type: 'boolean', default: false },
  },
});
const LIMIT = 20;
const MARK = 'matching';
const log = (line: string) => process.stderr.write(`[eval:matching] ${line}\n`);
const runStarted = performance.now();
const loadAtStart = loadavg()[0]!;

const random = seeded(Number(values.seed));
const shuffled = <T>(items: readonly T[]) => shuffle(items, random);

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    log(`${signal}: stopping and deleting what the evaluation created (again to exit at once)`);
  });
const check = () => {
  if (interrupted) throw new Error('interrupted');
};

/** Runs `work` over `items`, `concurrency` at a time, in order of the results. */
async function mapLimit<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        check();
        const i = next++;
        out[i] = await work(items[i] as T);
      }
    }),
  );
  return out;
}

const graph = await openGraph(
  { uri: values.uri, username: values.username, password: values.password, maxPoolSize: 8 },
  { logger: pino({ level: 'warn' }) },
);
const executor: Executor = graph.executor;
const matching = new Matching(executor);
const LONG = { timeoutMs: 3600_000 };

await deleteLeftovers(executor, 'evaluation', MARK, log);
if (values.cleanup) {
  await graph.close();
  log('cleanup done');
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------------
// 1. Matching
interface Occupation extends Record<string, unknown> {
  id: string;
  label: string;
  isco: string | null;
  alternatives: string[];
  essential: string[];
  optional: string[];
}
const escoOccupations = (
  await executor.runStatement<Occupation>(
    `MATCH (o:Occupation {framework: 'ESCO'}) WHERE o.retired_at IS NULL AND o.embedding IS NOT NULL
     RETURN o.id AS id, o.label_en AS label, o.isco_code AS isco, coalesce(o.alt_labels_en, []) AS alternatives,
            COLLECT { MATCH (o)-[:REQUIRES {relation: 'essential'}]->(s:Skill) RETURN s.id ORDER BY s.id } AS essential,
            COLLECT { MATCH (o)-[:REQUIRES {relation: 'optional'}]->(s:Skill) RETURN s.id ORDER BY s.id } AS optional
     ORDER BY o.id`,
  )
).filter((o) => o.essential.length > 0);
const pool = shuffled(escoOccupations).slice(0, Number(values.occupations));
const withPosting = pool.slice(0, Number(values.postings));
log(
  `${escoOccupations.length} ESCO occupations with essential skills; pool ${pool.length}, postings ${withPosting.length}`,
);

const confidence = () => Math.round((0.55 + random() * 0.44) * 100) / 100;
const cvs = pool.map((occupation) => {
  const essential = shuffled(occupation.essential).slice(
    0,
    Math.max(1, Math.round((0.6 + random() * 0.3) * occupation.essential.length)),
  );
  const optional = shuffled(occupation.optional).slice(0, 1 + Math.floor(random() * 4));
  const names = occupation.alternatives.filter((a) => a.toLowerCase() !== occupation.label.toLowerCase());
  return {
    id: randomUUID(),
    userId: randomUUID(),
    occupation,
    // The title a person gives: another of the occupation's names when it has one.
    title: names.length ? names[Math.floor(random() * names.length)]! : occupation.label,
    skills: shuffled([...essential, ...optional]).map((id) => ({ id, confidence: confidence() })),
  };
});
const postings = withPosting.map((occupation) => ({
  id: randomUUID(),
  rawId: `eval-raw-${randomUUID()}`,
  occupation,
  skills: [
    ...occupation.essential.map((id) => ({ id, relation: 'essential', confidence: confidence() })),
    ...occupation.optional.map((id) => ({ id, relation: 'optional', confidence: confidence() })),
  ],
}));
const cvOfOccupation = new Map(cvs.map((cv) => [cv.occupation.id, cv]));
const occupationOf = new Map<string, Occupation>([
  ...cvs.map((cv) => [cv.id, cv.occupation] as const),
  ...postings.map((p) => [p.id, p.occupation] as const),
]);
const postingOfOccupation = new Map(postings.map((p) => [p.occupation.id, p]));

interface Score {
  n: number;
  hit1: number;
  hit5: number;
  rr: number;
  found: number;
  tied: number;
  /** Misses whose first result is of an occupation of the right one's ISCO unit group. */
  missesSameIsco: number;
}
const empty = (): Score => ({ n: 0, hit1: 0, hit5: 0, rr: 0, found: 0, tied: 0, missesSameIsco: 0 });
function add(score: Score, rank: number, tiedWithFirst = false) {
  score.n++;
  if (rank === 1) score.hit1++;
  if (rank >= 1 && rank <= 5) score.hit5++;
  if (rank >= 1) {
    score.rr += 1 / rank;
    score.found++;
  }
  if (rank > 1 && tiedWithFirst) score.tied++;
}
const pct = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : '-');
const scoreRow = (name: string, s: Score) =>
  `| ${name} | ${s.n} | ${pct(s.hit1, s.n)} | ${pct(s.hit5, s.n)} | ${s.n ? (s.rr / s.n).toFixed(3) : '-'} | ${pct(s.found, s.n)} | ${s.tied} | ${s.n - s.hit1} (${s.missesSameIsco}) |`;
const sameIsco = (a: string | undefined, b: string) =>
  a !== undefined &&
  (occupationOf.get(a)?.isco ?? null) !== null &&
  occupationOf.get(a)?.isco === occupationOf.get(b)?.isco;
/** Scores by vectors ('occupation' | 'text'), variant and direction, for the interpretation. */
const summary = new Map<string, Score>();

/** Rescoring of a result with other weights, from its explanation (what scoreMatch computed). */
interface Weights {
  skills: number;
  optional: number;
  partial: number;
  /** The semantic score is (cosine - floor) / span, within 0..1 (shipped: 0.75 and 0.2). */
  floor: number;
  span: number;
}
function rescore(explanation: MatchExplanation, cosine: number | null, weights: Weights): number {
  let total = 0;
  let earned = 0;
  const weightOf = (relation: 'essential' | 'optional') => (relation === 'essential' ? 1 : weights.optional);
  for (const m of explanation.matched) {
    total += weightOf(m.relation);
    earned += weightOf(m.relation) * (m.credit === 1 ? 1 : weights.partial);
  }
  total += explanation.missing_essential.length + explanation.missing_optional.length * weights.optional;
  const skills = total > 0 ? earned / total : null;
  const semantic = cosine === null ? null : Math.max(0, Math.min(1, (cosine - weights.floor) / weights.span));
  if (skills !== null && semantic !== null) return weights.skills * skills + (1 - weights.skills) * semantic;
  return skills ?? semantic ?? 0;
}
const SHIPPED: Weights = {
  skills: WEIGHTS.skills,
  optional: WEIGHTS.optional,
  partial: WEIGHTS.partial,
  floor: 0.75,
  span: 0.2,
};
const SWEEP: { name: string; weights: Weights }[] = [
  {
    name: 'shipped: skills 0.75 / meaning 0.25, (cos - 0.75) / 0.2, optional 0.5, partial 0.5',
    weights: SHIPPED,
  },
  { name: 'skills 1.0 (meaning ignored)', weights: { ...SHIPPED, skills: 1 } },
  { name: 'skills 0.9 / meaning 0.1', weights: { ...SHIPPED, skills: 0.9 } },
  { name: 'skills 0.6 / meaning 0.4', weights: { ...SHIPPED, skills: 0.6 } },
  { name: 'skills 0.5 / meaning 0.5', weights: { ...SHIPPED, skills: 0.5 } },
  { name: 'skills 0.25 / meaning 0.75', weights: { ...SHIPPED, skills: 0.25 } },
  { name: '0.75 / 0.25, meaning (cos - 0.75) / 0.25 (full at 1.0)', weights: { ...SHIPPED, span: 0.25 } },
  { name: '0.75 / 0.25, meaning (cos - 0.8) / 0.2 (full at 1.0)', weights: { ...SHIPPED, floor: 0.8 } },
  {
    name: '0.5 / 0.5, meaning (cos - 0.8) / 0.2 (full at 1.0)',
    weights: { ...SHIPPED, skills: 0.5, floor: 0.8 },
  },
  { name: '0.75 / 0.25, no partial credit', weights: { ...SHIPPED, partial: 0 } },
  { name: '0.75 / 0.25, optional skills weigh 0.25', weights: { ...SHIPPED, optional: 0.25 } },
  { name: '0.75 / 0.25, optional skills weigh 1', weights: { ...SHIPPED, optional: 1 } },
];

type Variant = 'both' | 'skills' | 'embedding';
const matchingTables: string[] = [];
const sweepTables: string[] = [];
const organisationId = `eval-matching-${randomUUID()}`;
const timings: Record<string, number> = {};
let embedderId = 'none';

async function evaluate(
  key: 'occupation' | 'text',
  vectors: string,
  variants: Variant[],
  jobs: JobProfile[],
  profiles: CvProfile[],
) {
  const lines: string[] = [];
  for (const variant of variants) {
    const started = performance.now();
    const jobVsCvs = empty();
    const cvVsJobs = empty();
    await mapLimit(jobs, 2, async (job) => {
      const occupation = postings.find((p) => p.id === job.id)!.occupation;
      const truth = cvOfOccupation.get(occupation.id)!.id;
      const asked: JobProfile = {
        ...job,
        embedding: variant === 'skills' ? null : job.embedding,
        skills: variant === 'embedding' ? [] : job.skills,
      };
      const results = await matching.cvsForJob(organisationId, asked, { limit: LIMIT, threshold: 0 }, 'en');
      const rank = results.findIndex((r) => r.cv_id === truth) + 1;
      add(jobVsCvs, rank, rank > 1 && results[rank - 1]!.score === results[0]!.score);
      if (rank !== 1 && sameIsco(results[0]?.cv_id, truth)) jobVsCvs.missesSameIsco++;
    });
    await mapLimit(profiles, 2, async (cv) => {
      const occupation = cvs.find((c) => c.id === cv.id)!.occupation;
      const truth = postingOfOccupation.get(occupation.id)!.id;
      const asked: CvProfile = {
        ...cv,
        embedding: variant === 'skills' ? null : cv.embedding,
        skills: variant === 'embedding' ? [] : cv.skills,
      };
      const results = await matching.jobsForCv(organisationId, asked, { limit: LIMIT, threshold: 0 }, 'en');
      const rank = results.findIndex((r) => r.job_id === truth) + 1;
      add(cvVsJobs, rank, rank > 1 && results[rank - 1]!.score === results[0]!.score);
      if (rank !== 1 && sameIsco(results[0]?.job_id, truth)) cvVsJobs.missesSameIsco++;
    });
    const label = {
      both: 'skills + embedding (as shipped)',
      skills: 'skills only',
      embedding: 'embedding only',
    }[variant];
    lines.push(scoreRow(`CVs for a job, ${label}`, jobVsCvs), scoreRow(`Jobs for a CV, ${label}`, cvVsJobs));
    summary.set(`${key}:${variant}:cvs`, jobVsCvs);
    summary.set(`${key}:${variant}:jobs`, cvVsJobs);
    timings[`${vectors}, ${variant}`] = (performance.now() - started) / 1000;
    log(
      `${vectors}, ${variant}: cvsForJob hit@1 ${pct(jobVsCvs.hit1, jobVsCvs.n)}, MRR ${(jobVsCvs.rr / jobVsCvs.n).toFixed(3)}; jobsForCv hit@1 ${pct(cvVsJobs.hit1, cvVsJobs.n)}, MRR ${(cvVsJobs.rr / cvVsJobs.n).toFixed(3)}`,
    );
  }
  matchingTables.push(
    [
      `#### ${vectors}`,
      '',
      '| Ranking | Queries | hit@1 | hit@5 | MRR@20 | in top 20 | right one tied with #1 but ranked lower | misses (of which #1 in the same ISCO unit group) |',
      '|---|---|---|---|---|---|---|---|',
      ...lines,
    ].join('\n'),
  );
}

/** The same candidates (limit 200) rescored with other weights: offline, from the explanations. */
const sweeps = new Map<string, { jobs: Score; cvs: Score }[]>();
async function sweep(key: 'occupation' | 'text', vectors: string, jobs: JobProfile[], profiles: CvProfile[]) {
  const scores = SWEEP.map(() => ({ jobs: empty(), cvs: empty() }));
  sweeps.set(key, scores);
  // The vectors, to recompute each cosine (the explanation keeps only the clamped semantic score).
  const vectorsOf = new Map(
    (
      await executor.runStatement<{ id: string; embedding: number[] | null }>(
        `MATCH (cv:JsonResumeEnriched {organisation_id: $organisationId}) RETURN cv.id AS id, cv.embedding AS embedding
         UNION ALL
         MATCH (:Organisation {id: $organisationId})<-[:BELONGS_TO]-(p:JsonJobPostingEnriched) RETURN p.id AS id, p.embedding AS embedding`,
        { organisationId },
      )
    ).map((r) => [r.id, r.embedding]),
  );
  const rankOf = <T extends { explanation: MatchExplanation }>(
    results: T[],
    key: (r: T) => string,
    truth: string,
    query: number[] | null,
    weights: Weights,
  ): [number, boolean] => {
    const ranked = results
      .map((r) => {
        const cosine = cosineOf(query, vectorsOf.get(key(r)) ?? null);
        return { id: key(r), score: Math.round(rescore(r.explanation, cosine, weights) * 1000) / 1000 };
      })
      .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
    const rank = ranked.findIndex((x) => x.id === truth) + 1;
    return rank > LIMIT ? [0, false] : [rank, rank > 1 && ranked[rank - 1]!.score === ranked[0]!.score];
  };
  await mapLimit(jobs, 2, async (job) => {
    const truth = cvOfOccupation.get(postings.find((p) => p.id === job.id)!.occupation.id)!.id;
    const results = await matching.cvsForJob(organisationId, job, { limit: 200, threshold: 0 }, 'en');
    SWEEP.forEach(({ weights }, i) => {
      add(scores[i]!.jobs, ...rankOf(results, (r) => r.cv_id, truth, job.embedding, weights));
    });
  });
  await mapLimit(profiles, 2, async (cv) => {
    const truth = postingOfOccupation.get(cvs.find((c) => c.id === cv.id)!.occupation.id)!.id;
    const results = await matching.jobsForCv(organisationId, cv, { limit: 200, threshold: 0 }, 'en');
    SWEEP.forEach(({ weights }, i) => {
      add(scores[i]!.cvs, ...rankOf(results, (r) => r.job_id, truth, cv.embedding, weights));
    });
  });
  const mrr = (s: Score) => (s.rr / s.n).toFixed(3);
  sweepTables.push(
    [
      `#### ${vectors}`,
      '',
      '| Weights | CVs for a job: hit@1 | hit@5 | MRR@20 | tied with #1 | Jobs for a CV: hit@1 | hit@5 | MRR@20 | tied with #1 |',
      '|---|---|---|---|---|---|---|---|---|',
      ...SWEEP.map(
        ({ name }, i) =>
          `| ${name} | ${pct(scores[i]!.jobs.hit1, scores[i]!.jobs.n)} | ${pct(scores[i]!.jobs.hit5, scores[i]!.jobs.n)} | ${mrr(scores[i]!.jobs)} | ${scores[i]!.jobs.tied} | ${pct(scores[i]!.cvs.hit1, scores[i]!.cvs.n)} | ${pct(scores[i]!.cvs.hit5, scores[i]!.cvs.n)} | ${mrr(scores[i]!.cvs)} | ${scores[i]!.cvs.tied} |`,
      ),
    ].join('\n'),
  );
}

/** Cosines of the right pair and of the other candidates, to read the semantic mapping against. */
const cosineFigures: string[] = [];
async function cosines(vectors: string) {
  const [row] = await executor.runStatement<{ right: number[]; other: number[] }>(
    `MATCH (posting:JsonJobPostingEnriched {organisation_id: $organisationId})
     MATCH (cv:JsonResumeEnriched {organisation_id: $organisationId, id: $pairs[posting.id]})
     WITH posting, cv, 2 * vector.similarity.cosine(cv.embedding, posting.embedding) - 1 AS right
     CALL (posting) {
       MATCH (other:JsonResumeEnriched {organisation_id: $organisationId})
       WITH other, rand() AS r ORDER BY r LIMIT 20
       RETURN collect(2 * vector.similarity.cosine(other.embedding, posting.embedding) - 1) AS others
     }
     RETURN collect(right) AS right, reduce(all = [], o IN collect(others) | all + o) AS other`,
    {
      organisationId,
      pairs: Object.fromEntries(postings.map((p) => [p.id, cvOfOccupation.get(p.occupation.id)!.id])),
    },
  );
  const quantiles = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return [0.1, 0.5, 0.9].map((q) => sorted[Math.floor(q * (sorted.length - 1))]!.toFixed(3)).join(' / ');
  };
  if (row)
    cosineFigures.push(
      `| ${vectors} | ${quantiles(row.right)} | ${quantiles(row.other)} | ${(semanticScore(median(row.right)) ?? 0).toFixed(2)} | ${(semanticScore(median(row.other)) ?? 0).toFixed(2)} |`,
    );
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? 0;

try {
  await executor.runStatement(
    `CREATE (:Organisation {id: $id, name: 'Evaluation: matching (throwaway, deleted by scripts/eval/matching.ts)',
             evaluation: $mark, created_at: datetime()})`,
    { id: organisationId, mark: MARK },
  );
  log(`throwaway organisation ${organisationId}`);
  for (let i = 0; i < cvs.length; i += 500) {
    check();
    await executor.runStatement(
      `MATCH (organisation:Organisation {id: $organisationId})
       UNWIND $rows AS row
       MATCH (occupation:Occupation {id: row.occupation})
       CREATE (user:User {id: row.userId, organisation_id: organisation.id, name: row.title, created_at: datetime()})
              -[:MEMBER_OF]->(organisation)
       CREATE (cv:JsonResumeEnriched {id: row.id, organisation_id: organisation.id, user_id: row.userId,
               embedding: occupation.embedding, created_at: datetime()})-[:BELONGS_TO]->(user)
       WITH cv, row
       CALL (cv, row) {
         UNWIND row.skills AS mention
         MATCH (skill:Skill {id: mention.id})
         CREATE (cv)-[:MENTIONS {confidence: mention.confidence}]->(skill)
       }`,
      {
        organisationId,
        rows: cvs.slice(i, i + 500).map((cv) => ({ ...cv, occupation: cv.occupation.id, title: cv.title })),
      },
      LONG,
    );
  }
  await executor.runStatement(
    `MATCH (organisation:Organisation {id: $organisationId})
     UNWIND $rows AS row
     MATCH (occupation:Occupation {id: row.occupation})
     CREATE (posting:JsonJobPostingEnriched {id: row.id, organisation_id: organisation.id, raw_id: row.rawId,
             title: occupation.label_en, occupation_id: occupation.id, embedding: occupation.embedding,
             created_at: datetime()})-[:BELONGS_TO]->(organisation)
     CREATE (posting)-[:DENOTES {confidence: 1.0}]->(occupation)
     WITH posting, row
     CALL (posting, row) {
       UNWIND row.skills AS required
       MATCH (skill:Skill {id: required.id})
       CREATE (posting)-[:REQUIRES_SKILL {relation: required.relation, confidence: required.confidence}]->(skill)
     }`,
    { organisationId, rows: postings.map((p) => ({ ...p, occupation: p.occupation.id })) },
    LONG,
  );
  await executor.runStatement('CALL db.awaitIndexes(600)', {}, LONG);
  log(`${cvs.length} CVs and ${postings.length} postings written`);

  const readProfiles = async () => ({
    jobs: await mapLimit(postings, 2, (p) => matching.jobProfile(organisationId, p.id)),
    profiles: await mapLimit(withPosting, 2, (o) =>
      matching.cvProfile(organisationId, { id: cvOfOccupation.get(o.id)!.id }),
    ),
  });
  let { jobs, profiles } = await readProfiles();
  const OCCUPATION_VECTORS =
    "The occupation's own vector on both sides (identical for the right pair: an upper bound)";
  await evaluate('occupation', OCCUPATION_VECTORS, ['both', 'skills', 'embedding'], jobs, profiles);
  await cosines(OCCUPATION_VECTORS);
  await sweep('occupation', OCCUPATION_VECTORS, jobs, profiles);

  if (!values['no-text']) {
    // Vectors of texts like the pipelines embed (src/documents: title, then the skills' labels).
    const { loadEmbedder } = await import('../../src/embeddings/model.ts');
    const embedder = await loadEmbedder();
    embedderId = embedder.id;
    const skillIds = [...new Set([...cvs, ...postings].flatMap((d) => d.skills.map((s) => s.id)))];
    const labels = new Map(
      (
        await executor.runStatement<{ id: string; label: string }>(
          'UNWIND $ids AS id MATCH (s:Skill {id: id}) RETURN id, coalesce(s.label_en, s.label_fr) AS label',
          { ids: skillIds },
        )
      ).map((r) => [r.id, r.label]),
    );
    const text = (title: string, skills: { id: string }[]) =>
      `${title}. ${skills
        .slice(0, 15)
        .map((s) => labels.get(s.id))
        .filter(Boolean)
        .join(', ')}`;
    const documents = [
      ...cvs.map((cv) => ({ id: cv.id, kind: 'cv', text: text(cv.title, cv.skills) })),
      ...postings.map((p) => ({
        id: p.id,
        kind: 'posting',
        text: text(
          p.occupation.label,
          p.skills.filter((s) => s.relation === 'essential'),
        ),
      })),
    ];
    const started = performance.now();
    for (let i = 0; i < documents.length; i += 64) {
      check();
      const batch = documents.slice(i, i + 64);
      const vectors = await embedder.embed(
        batch.map((d) => d.text),
        'passage',
      );
      await executor.runStatement(
        `UNWIND $rows AS row
         MATCH (d {id: row.id}) WHERE (d:JsonResumeEnriched OR d:JsonJobPostingEnriched) AND d.organisation_id = $organisationId
         SET d.embedding = row.embedding`,
        { organisationId, rows: batch.map((d, j) => ({ id: d.id, embedding: vectors[j] })) },
      );
      if (i % 640 === 0) log(`text vectors ${i}/${documents.length}`);
    }
    timings['text vectors'] = (performance.now() - started) / 1000;
    await executor.runStatement('CALL db.awaitIndexes(600)', {}, LONG);
    ({ jobs, profiles } = await readProfiles());
    const TEXT_VECTORS =
      'Vectors of texts such as the pipelines embed: the CV\'s "another name of the occupation. its skills", the posting\'s "preferred label. its essential skills"';
    await evaluate('text', TEXT_VECTORS, ['both', 'embedding'], jobs, profiles);
    await cosines(TEXT_VECTORS);
    await sweep('text', TEXT_VECTORS, jobs, profiles);
  }
} finally {
  await deleteThrowaway(executor, organisationId, log);
}

// ---------------------------------------------------------------------------------------------------
// 2. Career transitions
const career = new Career(executor, createGraphServices(executor, undefined).records);
interface Listed {
  id: string;
  shared_percentage: number;
  shared_skills: number;
}
const byCoverage = (a: Listed, b: Listed) =>
  b.shared_percentage - a.shared_percentage || b.shared_skills - a.shared_skills || a.id.localeCompare(b.id);
const transitions = (origin: string, framework: string, limit: number) =>
  career.transitions({ origin, held: null, framework, limit, missing: 0, language: 'en' });
const nearest = async (origin: string, framework: string) =>
  (
    await executor.runStatement<{ id: string }>(
      `MATCH (o:Occupation {id: $origin})
       CALL db.index.vector.queryNodes('occupation_embedding', 200, o.embedding) YIELD node, score
       WITH node, score WHERE node.framework = $framework AND node <> o AND node.retired_at IS NULL
       RETURN node.id AS id ORDER BY score DESC LIMIT 20`,
      { origin, framework },
    )
  ).map((r) => r.id);
/**
 * What-if, offline: the traversal's candidates (limit 60) and the 20 nearest by embedding, ranked by
 * coverage + lambda x semantic score of the two occupations' vectors (the matching's mapping).
 */
async function blended(origin: string, wide: Listed[], near: string[], lambdas: number[]) {
  const coverage = new Map(wide.map((t) => [t.id, t.shared_percentage / 100]));
  const ids = [...new Set([...coverage.keys(), ...near])];
  const cosines = new Map(
    (
      await executor.runStatement<{ id: string; cosine: number }>(
        `MATCH (o:Occupation {id: $origin}) UNWIND $ids AS id MATCH (t:Occupation {id: id})
         RETURN id, 2 * vector.similarity.cosine(o.embedding, t.embedding) - 1 AS cosine`,
        { origin, ids },
      )
    ).map((r) => [r.id, r.cosine]),
  );
  return lambdas.map((lambda) =>
    ids
      .map((id) => ({
        id,
        score: (coverage.get(id) ?? 0) + lambda * (semanticScore(cosines.get(id) ?? null) ?? 0),
      }))
      .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
      .map((t) => t.id),
  );
}
const LAMBDAS = [0.5, 1];

interface Overlap {
  origins: number;
  returned10: number;
  precision10: number;
  recall10: number;
  recall20: number;
}
const overlap = (): Overlap => ({ origins: 0, returned10: 0, precision10: 0, recall10: 0, recall20: 0 });
function addOverlap(o: Overlap, top10: string[], top20: string[], stated: Set<string>) {
  const hits = (ids: string[]) => ids.filter((id) => stated.has(id)).length;
  o.origins++;
  o.returned10 += Math.min(10, top10.length);
  o.precision10 += top10.length ? hits(top10.slice(0, 10)) / Math.min(10, top10.length) : 0;
  o.recall10 += hits(top10.slice(0, 10)) / stated.size;
  o.recall20 += hits(top20.slice(0, 20)) / stated.size;
}
const overlapRow = (name: string, o: Overlap) =>
  `| ${name} | ${o.origins} | ${(o.returned10 / o.origins).toFixed(1)} | ${pct(o.precision10, o.origins)} | ${pct(o.recall10, o.origins)} | ${pct(o.recall20, o.origins)} |`;

log('career transitions: ROME');
const mobility = new Map<string, Set<string>>();
for (const row of await executor.runStatement<{ id: string; targets: string[] }>(
  `MATCH (o:Occupation {framework: 'ROME'}) WHERE o.retired_at IS NULL
   RETURN o.id AS id, COLLECT { MATCH (o)-[:MOBILITY]->(t:Occupation {framework: 'ROME'}) WHERE t.retired_at IS NULL RETURN DISTINCT t.id } AS targets
   ORDER BY o.id`,
))
  if (row.targets.length) mobility.set(row.id, new Set(row.targets));
const romeCount = (
  await executor.runStatement<{ n: number }>(
    "MATCH (o:Occupation {framework: 'ROME'}) WHERE o.retired_at IS NULL RETURN count(o) AS n",
  )
)[0]!.n;
const romeOrigins =
  Number(values.rome) > 0
    ? shuffled([...mobility.keys()]).slice(0, Number(values.rome))
    : [...mobility.keys()];
const rome = {
  shipped: overlap(),
  coverage: overlap(),
  nearest: overlap(),
  blends: LAMBDAS.map(() => overlap()),
  chance: overlap(),
};
let romeStatedInTop10 = 0;
let romeMs = 0;
let romeCalls = 0;
await mapLimit(romeOrigins, 2, async (origin) => {
  const stated = mobility.get(origin)!;
  const begun = performance.now();
  const top10 = await transitions(origin, 'ROME', 10);
  const top20 = await transitions(origin, 'ROME', 20);
  const wide = await transitions(origin, 'ROME', 60);
  romeMs += performance.now() - begun;
  romeCalls++;
  romeStatedInTop10 += top10.filter((t) => t.stated_by_framework).length;
  // As shipped: the top 10 of a limit-10 call, the top 20 of a limit-20 call (their candidates differ).
  addOverlap(
    rome.shipped,
    top10.map((t) => t.id),
    top20.map((t) => t.id),
    stated,
  );
  const byCoverageOnly = [...wide].sort(byCoverage).map((t) => t.id);
  addOverlap(rome.coverage, byCoverageOnly, byCoverageOnly, stated);
  const near = await nearest(origin, 'ROME');
  addOverlap(rome.nearest, near, near, stated);
  (await blended(origin, wide, near, LAMBDAS)).forEach((ranked, i) => {
    addOverlap(rome.blends[i]!, ranked, ranked, stated);
  });
  rome.chance.origins++;
  rome.chance.returned10 += 10;
  rome.chance.precision10 += stated.size / (romeCount - 1);
  rome.chance.recall10 += 10 / (romeCount - 1);
  rome.chance.recall20 += 20 / (romeCount - 1);
});
const meanStated = [...romeOrigins].reduce((sum, id) => sum + mobility.get(id)!.size, 0) / romeOrigins.length;

log('career transitions: ESCO');
const escoInfo = new Map(
  (
    await executor.runStatement<{ id: string; isco: string | null; parents: string[] }>(
      `MATCH (o:Occupation {framework: 'ESCO'}) WHERE o.retired_at IS NULL
       RETURN o.id AS id, o.isco_code AS isco, COLLECT { MATCH (o)-[:BROADER]->(p) RETURN p.id } AS parents`,
    )
  ).map((r) => [r.id, r]),
);
const escoOrigins = shuffled(escoOccupations.map((o) => o.id)).slice(0, Number(values.esco));
interface Proxy {
  origins: number;
  returned: number;
  isco: number;
  minor: number;
  parent: number;
}
const proxy = (): Proxy => ({ origins: 0, returned: 0, isco: 0, minor: 0, parent: 0 });
const esco = { shipped: proxy(), nearest: proxy(), blends: LAMBDAS.map(() => proxy()), chance: proxy() };
function addProxy(p: Proxy, origin: string, ranked: string[]) {
  const me = escoInfo.get(origin)!;
  const top = ranked.slice(0, 10).map((id) => escoInfo.get(id)!);
  p.origins++;
  p.returned += top.length;
  if (!top.length) return;
  p.isco += top.filter((t) => t.isco && t.isco === me.isco).length / top.length;
  p.minor +=
    top.filter((t) => t.isco && me.isco && t.isco.slice(0, 3) === me.isco.slice(0, 3)).length / top.length;
  p.parent += top.filter((t) => t.parents.some((x) => me.parents.includes(x))).length / top.length;
}
const all = [...escoInfo.values()];
let escoMs = 0;
await mapLimit(escoOrigins, 2, async (origin) => {
  const begun = performance.now();
  const top10 = await transitions(origin, 'ESCO', 10);
  escoMs += performance.now() - begun;
  addProxy(
    esco.shipped,
    origin,
    top10.map((t) => t.id),
  );
  const near = await nearest(origin, 'ESCO');
  addProxy(esco.nearest, origin, near);
  const wide = await transitions(origin, 'ESCO', 60);
  (await blended(origin, wide, near, LAMBDAS)).forEach((ranked, i) => {
    addProxy(esco.blends[i]!, origin, ranked);
  });
  const me = escoInfo.get(origin)!;
  const others = all.filter((o) => o.id !== origin);
  esco.chance.origins++;
  esco.chance.returned += 10;
  esco.chance.isco += others.filter((o) => o.isco === me.isco).length / others.length;
  esco.chance.minor +=
    others.filter((o) => o.isco && me.isco && o.isco.slice(0, 3) === me.isco.slice(0, 3)).length /
    others.length;
  esco.chance.parent +=
    others.filter((o) => o.parents.some((x) => me.parents.includes(x))).length / others.length;
});
const proxyRow = (name: string, p: Proxy) =>
  `| ${name} | ${p.origins} | ${(p.returned / p.origins).toFixed(1)} | ${pct(p.isco, p.origins)} | ${pct(p.minor, p.origins)} | ${pct(p.parent, p.origins)} |`;
await graph.close();

// A reading of the figures, from the figures of this run.
const mrrOf = (score: Score | undefined) => (score?.n ? score.rr / score.n : 0);
const hit1Of = (score: Score | undefined) => (score?.n ? (100 * score.hit1) / score.n : 0);
const points = (a: number, b: number) => `${a >= b ? '+' : ''}${(a - b).toFixed(1)} points`;
const reading: string[] = [];
{
  const key = summary.has('text:both:cvs') ? 'text' : 'occupation';
  const both = summary.get(`${key}:both:cvs`)!;
  const skills = summary.get('occupation:skills:cvs')!;
  const bothJobs = summary.get(`${key}:both:jobs`)!;
  const skillsJobs = summary.get('occupation:skills:jobs')!;
  const misses = both.n - both.hit1;
  reading.push(
    `- **Matching, as shipped** (${key === 'text' ? 'text vectors' : 'occupation vectors'}): the CV of the posting's occupation comes first for ${hit1Of(both).toFixed(1)}% of the postings among ${pool.length.toLocaleString('en')} CVs (hit@5 ${pct(both.hit5, both.n)}, MRR ${mrrOf(both).toFixed(3)}); the skills alone give ${hit1Of(skills).toFixed(1)}% (MRR ${mrrOf(skills).toFixed(3)}), so the embedding adds ${points(hit1Of(both), hit1Of(skills))} of hit@1. ${misses ? `Of the ${misses} misses, ${both.missesSameIsco} have at #1 a CV of an occupation in the right one's ISCO unit group: mostly near-twin occupations (ESCO specialisations sharing most skills), plausible candidates rather than wrong ones.` : ''} Jobs for a CV choose among ${postings.length} postings only, hence the higher figures (${hit1Of(bothJobs).toFixed(1)}% as shipped, ${hit1Of(skillsJobs).toFixed(1)}% on skills alone).`,
  );
  const embeddingOnly = summary.get('occupation:embedding:cvs');
  if (embeddingOnly)
    reading.push(
      `- **The occupation-vector rows are an upper bound, not a result**: the right pair carries the very same vector, so the embedding alone finds it ${hit1Of(embeddingOnly).toFixed(1)}% of the time; of its ${embeddingOnly.n - embeddingOnly.hit1} misses, ${embeddingOnly.tied} are ties with #1 broken by id: the semantic score is capped at 1 from cosine 0.95, which near-twin occupations reach. The text vectors are closer to the service (a title and skill labels, as src/documents embeds profiles), but still kind: the CV's text names the occupation's own skills with ESCO's wording, which real CVs do not.`,
    );
  const swept = sweeps.get(key);
  if (swept) {
    const mrrSum = (i: number) => mrrOf(swept[i]!.jobs) + mrrOf(swept[i]!.cvs);
    const best = SWEEP.map((_, i) => i).sort((a, b) => mrrSum(b) - mrrSum(a))[0]!;
    reading.push(
      `- **Weights, offline on the ${key === 'text' ? 'text' : 'occupation'} vectors**: the best of the rows tried is "${SWEEP[best]!.name}" (CVs for a job: hit@1 ${pct(swept[best]!.jobs.hit1, swept[best]!.jobs.n)}, MRR ${mrrOf(swept[best]!.jobs).toFixed(3)}; jobs for a CV: MRR ${mrrOf(swept[best]!.cvs).toFixed(3)}) against the shipped weights' ${pct(swept[0]!.jobs.hit1, swept[0]!.jobs.n)} and ${mrrOf(swept[0]!.jobs).toFixed(3)} / ${mrrOf(swept[0]!.cvs).toFixed(3)}. Partial credit through BROADER and the weight of optional skills move hit@1 by ${points(hit1Of(swept[SWEEP.findIndex((r) => r.weights.partial === 0)]!.jobs), hit1Of(swept[0]!.jobs))} and ${points(hit1Of(swept[SWEEP.findIndex((r) => r.weights.optional === 0.25)]!.jobs), hit1Of(swept[0]!.jobs))} (one posting is ${(100 / postings.length).toFixed(2)} points). ${
        SWEEP[best]!.weights.skills < SHIPPED.skills
          ? 'More weight on the meaning ranks better here'
          : SWEEP[best]!.weights.skills > SHIPPED.skills
            ? 'More weight on the skills ranks better here'
            : 'The shipped balance of skills and meaning is the best tried here'
      }, with two biases to keep in mind: the skills signal is cleaner than on real CVs (skills drawn from the framework's own lists, no extraction misses), and the text vectors contain those same skill labels, so the meaning partly repeats the skills. Weights should be confirmed on real labelled CV-posting pairs before a change.`,
    );
  }
}
{
  const share = (part: number, o: { origins: number }) => `${((100 * part) / o.origins).toFixed(1)}%`;
  const bestBlend = LAMBDAS.map((_, i) => i).sort(
    (a, b) => rome.blends[b]!.recall20 - rome.blends[a]!.recall20,
  )[0]!;
  reading.push(
    `- **ROME transitions**: the traversal returns ${(rome.coverage.returned10 / rome.coverage.origins).toFixed(1)} targets in a top 10 on average (ROME's essential skills are specific to a sheet, so many sheets share none with the origin). By skill coverage alone ${share(rome.coverage.precision10, rome.coverage)} of them are mobility ROME states, and they recall ${share(rome.coverage.recall10, rome.coverage)} of those at 10, ${share(rome.coverage.recall20, rome.coverage)} at 20; the shipped +0.1 for stated transitions raises precision to ${share(rome.shipped.precision10, rome.shipped)} but uses the very edges measured. The nearest occupations by embedding recall ${share(rome.nearest.recall20, rome.nearest)} at 20, and ranking both candidate sets together by coverage + ${LAMBDAS[bestBlend]} x semantic score (offline) ${share(rome.blends[bestBlend]!.recall20, rome.blends[bestBlend]!)}, against ${share(rome.chance.recall20, rome.chance)} by chance. ROME's mobility is a curated, partial list, so these are floors on usefulness, not accuracies.`,
    `- **ESCO transitions**: ${share(esco.shipped.isco, esco.shipped)} of a top 10 lies in the origin's ISCO unit group and ${share(esco.shipped.minor, esco.shipped)} in its minor group (chance: ${share(esco.chance.isco, esco.chance)} and ${share(esco.chance.minor, esco.chance)}); nearest by embedding ${share(esco.nearest.isco, esco.nearest)}, the offline blends ${LAMBDAS.map((lambda, i) => `${share(esco.blends[i]!.isco, esco.blends[i]!)} (lambda ${lambda})`).join(', ')}. Same-group is only a proxy: a move across groups (e.g. to a supervisor's or a trainer's occupation) can be a good transition.`,
  );
}
const minutes = Math.round((performance.now() - runStarted) / 6000) / 10;
const args = [
  values.occupations !== '3000' ? `--occupations ${values.occupations}` : '',
  values.postings !== '300' ? `--postings ${values.postings}` : '',
  values.esco !== '500' ? `--esco ${values.esco}` : '',
  values.rome !== '0' ? `--rome ${values.rome}` : '',
  values['no-text'] ? '--no-text' : '',
]
  .filter(Boolean)
  .join(' ');
const body = [
  `Measured ${new Date().toISOString().slice(0, 10)} with \`node scripts/eval/matching.ts --uri ${values.uri}${args ? ` ${args}` : ''}\` on the bundled data (ESCO 1.1.1, ROME 4.60) with its embeddings, model \`${embedderId}\` for the text vectors; ${minutes} min on ${cpus().length} shared cores (1-minute load ${loadAtStart.toFixed(1)} at the start). The labels are the frameworks' own: which occupation a CV or posting was drawn from, ROME's mobility edges, ESCO's ISCO groups.`,
  '',
  '### CV <-> job matching: does the same occupation come first?',
  '',
  `A seeded ${pool.length.toLocaleString('en')} ESCO occupations (of ${escoOccupations.length.toLocaleString('en')} with essential skills) each get one CV in a throwaway organisation: a random 60-90% of the occupation's essential skills and 1-4 of its optional ones; a seeded ${postings.length} of them also get a posting with all their essential and optional skills. \`Matching.cvsForJob\` for each posting should rank the CV of its occupation first among the ${pool.length.toLocaleString('en')}; \`Matching.jobsForCv\` for each of those ${postings.length} CVs the posting of its occupation among the ${postings.length}. Limit ${LIMIT}, threshold 0; MRR counts a right answer below 20 as 0. "Skills only": embedding null; "embedding only": no skills (the vector index alone finds the candidates). ESCO has many near-twin occupations (specialisations sharing most skills), so 100% is not reachable with skills alone.`,
  '',
  ...matchingTables.flatMap((table) => [table, '']),
  'Cosines (plain, -1..1) of the right pair and of 20 random other CVs per posting, 10th / 50th / 90th percentile, and the semantic score (cosine - 0.75) / 0.2 of their medians:',
  '',
  '| Vectors | Right pair | Other pairs | Semantic score, right (median) | Semantic score, others (median) |',
  '|---|---|---|---|---|',
  ...cosineFigures,
  '',
  '#### Other weights, offline',
  '',
  `Each query once more with limit 200 (a pool of 1,000 candidates per source), every result rescored from its explanation with other weights and re-ranked; "skills" is the weight of the skills score against the semantic score. Candidate pools are those of limit 200, so the shipped row can differ slightly from the tables above.`,
  '',
  ...sweepTables.flatMap((table) => [table, '']),
  '### Career transitions against the transitions the frameworks state',
  '',
  `\`Career.transitions\` from each origin, holding the origin's essential skills, within the origin's framework (what POST /v1/career/transitions does by default). Nearest by embedding: the occupations of the same framework closest to the origin's vector (occupation_embedding index), as a yardstick; chance: a random list. The what-if rows rank the traversal's first 60 candidates and the 20 nearest together by coverage + lambda x the semantic score of the two occupations' vectors ((cosine - 0.75) / 0.2 within 0..1, as matching maps it), offline: a suggestion, not what the service does.`,
  '',
  `**ROME**: ${romeOrigins.length.toLocaleString('en')} sheets with mobility edges (of ${romeCount.toLocaleString('en')}; ${meanStated.toFixed(1)} stated mobility targets on average). Precision@10 is the share of the returned top 10 that ROME states as mobility (when fewer than 10 come back, of those); recall@k the share of the stated targets in the top k. "As shipped" adds 0.1 to stated transitions (\`Career.transitions\`), so it uses the very edges it is measured against; "coverage alone" is the traversal's own order (share of the target's essential skills held).`,
  '',
  '| Ranking | Origins | Returned in top 10 | Precision@10 (stated) | Recall@10 | Recall@20 |',
  '|---|---|---|---|---|---|',
  overlapRow('As shipped (coverage + 0.1 if stated)', rome.shipped),
  overlapRow('Coverage alone (no use of the stated edges)', rome.coverage),
  overlapRow('Nearest by embedding', rome.nearest),
  ...LAMBDAS.map((lambda, i) =>
    overlapRow(`What-if: coverage + ${lambda} x semantic score (no stated edges)`, rome.blends[i]!),
  ),
  overlapRow('Chance', rome.chance),
  '',
  `${romeStatedInTop10.toLocaleString('en')} stated transitions in the shipped top 10s; ${(romeMs / romeCalls).toFixed(0)} ms for the three calls of one origin (limits 10, 20, 60; two origins in parallel).`,
  '',
  `**ESCO**: a seeded ${escoOrigins.length} occupations; ESCO states no transitions, so the proxy is the share of the top 10 in the origin's ISCO-08 unit group (\`isco_code\`, 4 digits), minor group (3 digits), or under the same ESCO parent (BROADER).`,
  '',
  '| Ranking | Origins | Returned in top 10 | Same ISCO unit group | Same ISCO minor group | Same ESCO parent |',
  '|---|---|---|---|---|---|',
  proxyRow('As shipped (coverage)', esco.shipped),
  proxyRow('Nearest by embedding', esco.nearest),
  ...LAMBDAS.map((lambda, i) => proxyRow(`What-if: coverage + ${lambda} x semantic score`, esco.blends[i]!)),
  proxyRow('Chance', esco.chance),
  '',
  `${(escoMs / escoOrigins.length).toFixed(0)} ms per ESCO transitions call, limit 10 (two origins in parallel).`,
  '',
  '### Reading',
  '',
  ...reading,
];
const text = body.join('\n');
if (!values['no-write']) writeEvaluationSection('Matching and career transitions', text);
console.log(text);
console.error(JSON.stringify(timings));
