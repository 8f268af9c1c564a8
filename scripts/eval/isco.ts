// ISCO-08 unit-group titles -> occupations of that group (issue 16 item 7), written to EVALUATION.md:
// the English title of each ISCO-08 unit group, as ESCO gives it (seeds/esco/ISCOGroups_en), is searched
// through the occupation search, and a hit counts when the graph places it in that group: an ESCO
// occupation under the group (BROADER, any depth), or an occupation of another framework crosswalked to
// the group or to one of those ESCO occupations (the BLS ISCO-08 -> SOC table, Nesta, the inferred
// shared titles). Two seeded halves of the groups: validation (for tuning) and test (reported).
//   node scripts/eval/isco.ts --uri bolt://127.0.0.1:7688 [--password ...]
// It needs a database holding the bundled data and embeddings (e.g. the suite's, or `scripts/skillgraph
// start`'s).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { openGraph } from '../../src/db/executor.ts';
import { loadEmbedder } from '../../src/embeddings/model.ts';
import { GraphSearch } from '../../src/graph/search.ts';
import { readCsv } from '../../src/seeding/csv.ts';
import { writeEvaluationSection } from './report.ts';
import { seeded, shuffle } from './seeded.ts';

const { values } = parseArgs({
  options: {
    uri: { type: 'string', default: 'bolt://127.0.0.1:7687' },
    password: { type: 'string', default: 'skillgraph-local-dev' },
    'no-write': { type: 'boolean', default: false },
  },
});

const SEEDS = join(import.meta.dirname, '..', '..', 'seeds');
const groups: { code: string; title: string }[] = [];
for await (const { values: row } of readCsv(join(SEEDS, 'esco', 'ISCOGroups_en.csv.gz'), {
  onMalformed: () => {},
})) {
  if (/^\d{4}$/.test(row['code'] ?? '')) groups.push({ code: row['code']!, title: row['preferredLabel']! });
}
groups.sort((a, b) => a.code.localeCompare(b.code));
const order = shuffle(
  groups.map((_, i) => i),
  seeded(16),
);
const half = Math.floor(groups.length / 2);
const splits = {
  validation: order.slice(0, half).map((i) => groups[i]!),
  test: order.slice(half).map((i) => groups[i]!),
};

const graph = await openGraph(
  { uri: values.uri, username: 'neo4j', password: values.password },
  { logger: pino({ level: 'warn' }) },
);
const embedder = await loadEmbedder();
try {
  const members = new Map<string, Set<string>>();
  const rows = await graph.executor.runStatement<{ code: string; ids: string[] }>(
    `MATCH (g:OccupationGroup {framework: 'ESCO'}) WHERE g.code =~ '[0-9]{4}'
     CALL (g) {
       OPTIONAL MATCH (o:Occupation {framework: 'ESCO', isco_code: g.code})
       WITH g, collect(DISTINCT o) AS esco
       CALL (g, esco) {
         UNWIND [g] + esco AS anchor
         OPTIONAL MATCH (anchor)-[:CROSSWALK]-(x:Occupation)
         RETURN collect(DISTINCT x.id) AS crosswalked
       }
       RETURN [o IN esco | o.id] + crosswalked AS ids
     }
     RETURN g.code AS code, ids`,
  );
  for (const row of rows) members.set(row.code, new Set(row.ids));

  const search = new GraphSearch(graph.executor, embedder);
  // As the server does at start: vocabularies and occupation groups built before the first query.
  await search.warm();
  const measure = async (set: { code: string; title: string }[], frameworks: string[] | undefined) => {
    let top1 = 0;
    let top5 = 0;
    let reciprocal = 0;
    const misses: string[] = [];
    for (const group of set) {
      const hits = await search.search({
        kind: 'Occupation',
        q: group.title,
        limit: 10,
        threshold: 0,
        language: 'en',
        frameworks,
      });
      const of = members.get(group.code) ?? new Set();
      const rank = hits.findIndex((hit) => of.has(hit.id)) + 1;
      if (rank === 1) top1++;
      if (rank >= 1 && rank <= 5) top5++;
      else misses.push(`${group.code} "${group.title}" -> ${hits[0]?.label ?? 'nothing'}`);
      if (rank) reciprocal += 1 / rank;
    }
    return { n: set.length, top1, top5, mrr: reciprocal / set.length, misses };
  };
  const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)} with \`node scripts/eval/isco.ts\` on the bundled data, model ${embedder.id}: the English title of each of the ${groups.length} ISCO-08 unit groups (ESCO's ISCOGroups_en) through the occupation search (limit 10); a hit counts when the graph places it in the group (an ESCO occupation of the group, or an occupation crosswalked to the group or to one of those). Seeded halves: validation for tuning, test reported.`,
    '',
    '| Split | Frameworks | Groups | an occupation of the group first | in the top 5 | MRR@10 |',
    '|---|---|---|---|---|---|',
  ];
  const allMisses: string[] = [];
  for (const [split, set] of Object.entries(splits))
    for (const frameworks of [undefined, ['ESCO']]) {
      const score = await measure(set, frameworks);
      lines.push(
        `| ${split} | ${frameworks ? 'ESCO' : 'all'} | ${score.n} | ${pct(score.top1, score.n)} | ${pct(score.top5, score.n)} | ${score.mrr.toFixed(3)} |`,
      );
      if (split === 'validation' && !frameworks) allMisses.push(...score.misses);
    }
  console.error(`validation misses (all frameworks):\n${allMisses.join('\n')}`);
  const body = lines.join('\n');
  if (!values['no-write']) writeEvaluationSection('ISCO unit-group titles', body);
  console.log(body);
} finally {
  await graph.close();
}
