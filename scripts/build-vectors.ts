// `npm run build-vectors [-- --full]`: computes the embedding of every bundled concept (the skills and
// occupations semantic search embeds) with the bundled model and writes them to seeds/embeddings/
// (src/seeding/stored-vectors.ts: int8 with a scale per vector, each concept's text hash, the model's id
// and recipe, checksums). Run it after changing seeds/, the model or the embedding recipe (conceptText,
// LABEL_SHARE in src/seeding/embed.ts); test/seeding/stored-vectors.test.ts fails until it is run.
// The texts come from a graph holding the bundled data: a scratch local Neo4j in .neo4j/build-data
// (port 7689) loaded from seeds/ first, or NEO4J_URI. `--full-precision <file>` also keeps the vectors
// before quantisation, to measure what quantisation costs (scripts/eval/search.ts --vectors). Vectors of concepts whose text and model did not
// change are kept from the previous build (--full embeds everything again): a rebuild after a small
// change of the data takes seconds. Deterministic: the same data and model give the same bytes.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { openGraph } from '../src/db/executor.ts';
import { loadEmbedder } from '../src/embeddings/model.ts';
import { loadBundledSeeds, SEEDS_DIR } from '../src/seeding/bundled.ts';
import { type ConceptToEmbed, conceptsToEmbed, conceptVectors } from '../src/seeding/embed.ts';
import { readStoredVectors, STORED_VECTORS_DIR, writeStoredVectors } from '../src/seeding/stored-vectors.ts';
import { resolveNeo4j } from './neo4j/resolve.ts';

const { values } = parseArgs({
  options: {
    full: { type: 'boolean', default: false },
    // For EVALUATION.md: the unquantised vectors too (id<TAB>hash<TAB>base64 float32 lines, gzipped; not shipped).
    'full-precision': { type: 'string' },
  },
});
const log = (line: string) => process.stderr.write(`[build-vectors] ${line}\n`);

const target = await resolveNeo4j({ purpose: 'build' });
const graph = await openGraph(target, { logger: pino({ level: 'warn' }), migrate: true });
try {
  await loadBundledSeeds({ executor: graph.executor });
  const embedder = await loadEmbedder();
  const previous = values.full ? undefined : readStoredVectors();
  const reusable = previous?.madeBy(embedder) ? previous : undefined;

  const rows: { id: string; hash: string; vector: number[] }[] = [];
  const missing: ConceptToEmbed[] = [];
  for await (const concept of conceptsToEmbed(graph.executor)) {
    if (!concept.text) continue;
    const vector = reusable?.forText(concept.id, concept.hash);
    if (vector) rows.push({ id: concept.id, hash: concept.hash, vector });
    else missing.push(concept);
  }
  log(
    `${rows.length + missing.length} concepts: ${rows.length} unchanged since the last build, ${missing.length} to embed`,
  );

  const started = performance.now();
  const chunk = 512;
  for (let at = 0; at < missing.length; at += chunk) {
    const slice = missing.slice(at, at + chunk);
    const vectors = await conceptVectors(embedder, slice);
    for (const [i, concept] of slice.entries())
      rows.push({ id: concept.id, hash: concept.hash, vector: vectors[i]! });
    const done = Math.min(at + chunk, missing.length);
    const seconds = (performance.now() - started) / 1000;
    log(
      `${done.toLocaleString('en')} / ${missing.length.toLocaleString('en')} embedded ` +
        `(${Math.round(done / seconds)} per s, ~${Math.round(((missing.length - done) * seconds) / done)} s left)`,
    );
  }

  if (values['full-precision']) {
    const lines = rows.map(
      (row) =>
        `${row.id}\t${row.hash}\t${Buffer.from(Float32Array.from(row.vector).buffer).toString('base64')}\n`,
    );
    writeFileSync(values['full-precision'], gzipSync(lines.join('')));
    log(`full-precision vectors written to ${values['full-precision']}`);
  }

  const seeds: Record<string, string> = {};
  for (const name of readdirSync(SEEDS_DIR).sort()) {
    const release = join(SEEDS_DIR, name, 'release.json');
    if (statSync(join(SEEDS_DIR, name)).isDirectory() && statSync(release, { throwIfNoEntry: false }))
      seeds[name] = (JSON.parse(readFileSync(release, 'utf8')) as { version: string }).version;
  }
  const manifest = writeStoredVectors(STORED_VECTORS_DIR, rows, {
    model: embedder.id,
    model_recipe: embedder.recipe,
    dimensions: embedder.dimensions,
    seeds,
    built_with: 'npm run build-vectors',
  });
  const bytes = [manifest.concepts.file, manifest.vectors.file]
    .map((file) => statSync(join(STORED_VECTORS_DIR, file)).size)
    .reduce((a, b) => a + b, 0);
  log(`${manifest.count} vectors written to ${STORED_VECTORS_DIR} (${(bytes / 1048576).toFixed(1)} MB)`);
} finally {
  await graph.close();
  await target.stop();
}
