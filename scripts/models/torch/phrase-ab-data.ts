// Data for scripts/models/torch/phrase_ab.py: what the extraction route (src/documents/skill-extraction.ts)
// sees of each of Decorte's sentences before meaning is asked, so that phrase_ab.py can replay its
// meaning step with another encoder: the skills its names find (DocumentServices.extractSkills with
// semantic: false, ESCO, English, threshold 0, as scripts/eval/skills.ts runs it), and the passages and
// phrases whose nearest skills it would look up (passages() and textPhrases(), the route's own).
// The sentences and their gold skills come from skill-ab-data.ts's file of the same split.
//   node scripts/models/torch/phrase-ab-data.ts <skill-ab file.json> <out.json> [--uri bolt://127.0.0.1:7687]
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { loadConfig } from '../../../src/config.ts';
import { openGraph } from '../../../src/db/executor.ts';
import { textPhrases } from '../../../src/documents/phrases.ts';
import { DocumentServices } from '../../../src/documents/service.ts';
import { passages } from '../../../src/documents/skill-extraction.ts';
import { createGraphServices } from '../../../src/graph/index.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    uri: { type: 'string', default: 'bolt://127.0.0.1:7687' },
    password: { type: 'string', default: process.env['NEO4J_PASSWORD'] ?? 'skillgraph-local-dev' },
  },
});
const [input, out] = positionals;
if (!input || !out) {
  console.error(
    'usage: node scripts/models/torch/phrase-ab-data.ts <skill-ab file.json> <out.json> [--uri ...]',
  );
  process.exit(2);
}
const data = JSON.parse(readFileSync(input, 'utf8')) as {
  sets: Record<string, { sentences: { text: string; gold: string[]; unresolved: number }[] }>;
};
const graph = await openGraph(
  { uri: values.uri!, username: 'neo4j', password: values.password! },
  { logger: pino({ level: 'warn' }) },
);
// No embedder: names only, as the route's first two steps. The service's default document limits.
const { documents: limits } = loadConfig({ NEO4J_URI: values.uri, NEO4J_PASSWORD: values.password });
const documents = new DocumentServices(
  graph.executor,
  createGraphServices(graph.executor, undefined),
  undefined,
  limits,
);
const sets: Record<string, unknown[]> = {};
try {
  for (const [name, set] of Object.entries(data.sets)) {
    const rows = [];
    for (const sentence of set.sentences) {
      if (!sentence.gold.length && !sentence.unresolved) continue;
      const names = await documents.extractSkills(sentence.text, {
        language: 'en',
        frameworks: ['ESCO'],
        threshold: 0,
        semantic: false,
        limit: 50,
      });
      rows.push({
        ...sentence,
        names: names.map((s) => ({ id: s.id, confidence: s.confidence })),
        whole: passages(sentence.text)
          .slice(0, 200)
          .map((s) => s.text),
        phrases: (await textPhrases(sentence.text, 400)).map((s) => s.text),
      });
    }
    if (rows.length) sets[name] = rows;
  }
} finally {
  await graph.close();
}
writeFileSync(out, JSON.stringify({ sets }));
console.log(
  Object.entries(sets)
    .map(([name, rows]) => `${name} ${rows.length} sentences`)
    .join('; '),
);
