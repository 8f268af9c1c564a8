// Issue 16 item 3, the cheapest fine-tuning there is: a linear map of the query vectors (an adapter on
// the frozen model), trained contrastively on ESCO's own occupation labels, judged on the JobBERT
// validation titles (never the test sample). This script writes what train.py needs, from a database
// holding the bundled data and its vectors: each ESCO occupation's stored vector and its passage vector,
// every label its vector is made of (src/seeding/embed.ts conceptVectors: labels as queries), which of
// them the search evaluation holds out (scripts/eval/search.ts: English, seed 100, 600), and the JobBERT
// titles' query vectors (their meaning, as the occupation search embeds it) with the test sample marked.
//   node scripts/eval/query-adapter/data.ts [--uri bolt://127.0.0.1:7687] [--password ...] [--out dir]
// then: python scripts/eval/query-adapter/train.py <dir> (numpy, pinned in requirements.txt).
// EVALUATION.md "A query adapter trained on ESCO's labels" holds the figures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { openGraph } from '../../../src/db/executor.ts';
import { loadEmbedder } from '../../../src/embeddings/model.ts';
import { readJobTitle } from '../../../src/graph/job-titles.ts';
import { conceptsToEmbed } from '../../../src/seeding/embed.ts';
import { jobbertOrder, jobbertTitles, TEST_TITLES } from '../jobbert.ts';
import { seeded, shuffle } from '../seeded.ts';

const { values } = parseArgs({
  options: {
    uri: { type: 'string', default: 'bolt://127.0.0.1:7687' },
    password: { type: 'string', default: 'skillgraph-local-dev' },
    out: {
      type: 'string',
      default: join(import.meta.dirname, '..', '..', '..', '.scratch', 'query-adapter'),
    },
  },
});
const OUT = values.out;
mkdirSync(OUT, { recursive: true });
const sampleOf = <T>(items: T[], count: number, seed: number) => shuffle(items, seeded(seed)).slice(0, count);
const graph = await openGraph(
  { uri: values.uri, username: 'neo4j', password: values.password },
  { logger: pino({ level: 'warn' }), migrate: false },
);
const ex = graph.executor;
const embedder = await loadEmbedder();
const f32 = (vectors: number[][]) => Buffer.from(new Float32Array(vectors.flat()).buffer);

// Held-out English occupation labels of scripts/eval/search.ts (pool 0, seed 100, 600).
const rows = await ex.runStatement<{ id: string; label: string }>(
  `MATCH (c:Occupation {framework: 'ESCO'}) WHERE c.retired_at IS NULL
       UNWIND coalesce(c.alt_labels_en, []) AS label RETURN c.id AS id, label`,
);
const owners = new Map<string, Set<string>>();
for (const r of rows)
  owners.set(r.label.toLowerCase(), (owners.get(r.label.toLowerCase()) ?? new Set()).add(r.id));
const unique = rows.filter((r) => owners.get(r.label.toLowerCase())?.size === 1);
const heldOut = new Set(sampleOf(unique, 600, 100).map((r) => r.label.toLowerCase()));

const concepts = [];
for await (const c of conceptsToEmbed(ex, ['Occupation']))
  if (c.framework === 'ESCO' && c.text) concepts.push(c);
const stored = new Map(
  (
    await ex.runStatement<{ id: string; embedding: number[] }>(
      "MATCH (o:Occupation {framework: 'ESCO'}) WHERE o.retired_at IS NULL AND o.embedding IS NOT NULL RETURN o.id AS id, o.embedding AS embedding",
    )
  ).map((r) => [r.id, r.embedding]),
);
const kept = concepts.filter((c) => stored.has(c.id));
console.error(`${kept.length} ESCO occupations`);
const passages = await embedder.embed(
  kept.map((c) => c.text),
  'passage',
);
const labels = kept.flatMap((c, i) =>
  c.labels.map((label) => ({ concept: i, label, heldOut: heldOut.has(label.toLowerCase()) })),
);
console.error(`${labels.length} labels`);
const labelVectors = await embedder.embed(
  labels.map((l) => l.label),
  'query',
  { bulk: true },
);
writeFileSync(join(OUT, 'stored.f32'), f32(kept.map((c) => stored.get(c.id)!)));
writeFileSync(join(OUT, 'passages.f32'), f32(passages));
writeFileSync(join(OUT, 'labels.f32'), f32(labelVectors));

const idIndex = new Map(kept.map((c, i) => [c.id, i]));
const ordered = jobbertOrder((await jobbertTitles(ex)).titles);
const titleRows = ordered.map((t, i) => ({
  text: t.text,
  concept: idIndex.get(t.id) ?? -1,
  test: i < TEST_TITLES,
}));
const titleVectors = await embedder.embed(
  ordered.map((t) => readJobTitle(t.text).occupation),
  'query',
  { bulk: true },
);
writeFileSync(join(OUT, 'titles.f32'), f32(titleVectors));
writeFileSync(
  join(OUT, 'meta.json'),
  JSON.stringify({
    concepts: kept.map((c) => ({ id: c.id, labelShare: c.labelShare, labels: c.labels.length })),
    labels,
    titles: titleRows,
  }),
);
console.error('done');
await graph.close();
process.exit(0);
