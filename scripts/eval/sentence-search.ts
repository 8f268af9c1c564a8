// The skill search (GET /v1/search/skill's GraphSearch, ESCO only) given Decorte et al.'s whole job-ad
// sentences, and their annotated spans, as queries: MRR (first gold skill in the top 100) and RP@5, per
// set. A probe of how the search serves descriptive queries (skills.ts ranks the spans the papers' way
// and the extraction route's sentences); it prints, writes nothing.
//   node scripts/eval/sentence-search.ts [validation|test] [--uri bolt://127.0.0.1:7687] [--password ...]

import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { openGraph } from '../../src/db/executor.ts';
import { loadEmbedder } from '../../src/embeddings/model.ts';
import { GraphSearch } from '../../src/graph/search.ts';
import { readCsv } from '../../src/seeding/csv.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    uri: { type: 'string', default: 'bolt://127.0.0.1:7687' },
    password: { type: 'string', default: 'skillgraph-local-dev' },
  },
});
const graph = await openGraph(
  { uri: values.uri, username: 'neo4j', password: values.password },
  { logger: pino({ level: 'warn' }), migrate: false },
);
const ex = graph.executor;
const search = new GraphSearch(ex, await loadEmbedder());
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const ids = new Map<string, string>();
for (const r of await ex.runStatement<{ id: string; label: string }>(
  "MATCH (s:Skill {framework:'ESCO'}) RETURN s.id AS id, s.label_en AS label",
))
  ids.set(norm(r.label), r.id);
const split = positionals[0] ?? 'validation';
for (const set of ['tech', 'house']) {
  const sentences = new Map<string, Set<string>>();
  const spans = new Map<string, Set<string>>();
  for await (const { values: r } of readCsv(
    join(
      import.meta.dirname,
      '..',
      '..',
      '..',
      'shared',
      'eval',
      'decorte',
      `${set}_${split}_annotations.csv`,
    ),
    { onMalformed: () => {} },
  )) {
    const id = ids.get(norm(r.label ?? ''));
    if (!id) continue;
    const s = sentences.get(r.sentence!) ?? new Set();
    s.add(id);
    sentences.set(r.sentence!, s);
    const k = `${r.sentence}\u0000${r.span}`;
    const p = spans.get(k) ?? new Set();
    p.add(id);
    spans.set(k, p);
  }
  for (const [name, queries] of [
    ['sentences', [...sentences].map(([t, g]) => [t, g] as const)],
    ['spans', [...spans].map(([k, g]) => [k.split('\u0000')[1]!, g] as const)],
  ] as const) {
    let rr = 0,
      rp5 = 0,
      n = 0;
    for (const [q, gold] of queries) {
      const hits = await search.search({
        kind: 'Skill',
        q,
        limit: 100,
        threshold: 0,
        language: 'en',
        frameworks: ['ESCO'],
      });
      const rank = hits.findIndex((h) => gold.has(h.id)) + 1;
      if (rank) rr += 1 / rank;
      rp5 += hits.slice(0, 5).filter((h) => gold.has(h.id)).length / Math.min(5, gold.size);
      n++;
    }
    console.log(
      `${set} ${split} ${name}: n ${n} MRR ${(rr / n).toFixed(3)} RP@5 ${((100 * rp5) / n).toFixed(1)}`,
    );
  }
}
await graph.close();
process.exit(0);
