// The vectors shipped in seeds/embeddings/ (npm run build-vectors): current for the bundled data and
// the installed model, intact, and close to what the model computes. A failure here means the shipped
// vectors are stale: run `npm run build-vectors` and commit seeds/embeddings/.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../src/db/executor.ts';
import { DEFAULT_MODEL_ID, type Embedder, loadEmbedder } from '../../src/embeddings/model.ts';
import { LOADERS } from '../../src/seeding/bundled.ts';
import { type ConceptToEmbed, conceptsToEmbed, conceptVectors } from '../../src/seeding/embed.ts';
import {
  quantise,
  readStoredVectors,
  STORED_VECTORS_DIR,
  type StoredVectors,
} from '../../src/seeding/stored-vectors.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

const REBUILD = 'run `npm run build-vectors` and commit seeds/embeddings/';
/** The concept frameworks bundled in seeds/ (crosswalk tables are no frameworks of concepts). */
const BUNDLED = new Set(
  Object.values(LOADERS)
    .filter((loader) => !loader.derived)
    .map((loader) => loader.framework),
);

const cosine = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * b[i]!, 0);

let ctx: TestContext;
let executor: Executor;
let embedder: Embedder;
let stored: StoredVectors;
const scratch = mkdtempSync(join(tmpdir(), 'skillgraph-vectors-'));

beforeAll(async () => {
  ctx = await createTestContext();
  executor = ctx.executor;
  embedder = await loadEmbedder();
  stored = readStoredVectors()!;
}, 180_000);

afterAll(async () => {
  await ctx?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the vectors shipped with the seeds', () => {
  it('exist and were made by the installed model (same id and same weights)', () => {
    expect(stored, `no ${STORED_VECTORS_DIR}/manifest.json: ${REBUILD}`).toBeDefined();
    expect(stored.manifest.model).toBe(DEFAULT_MODEL_ID);
    expect(stored.manifest.dimensions).toBe(embedder.dimensions);
    expect(stored.manifest.model_recipe, `the model was reinstalled from another recipe: ${REBUILD}`).toBe(
      embedder.recipe,
    );
    expect(stored.madeBy(embedder)).toBe(true);
  });

  it('hold a vector for every bundled concept, made from its current text', async () => {
    let bundled = 0;
    const stale: string[] = [];
    for await (const concept of conceptsToEmbed(executor)) {
      if (!concept.framework || !BUNDLED.has(concept.framework) || !concept.text) continue;
      bundled++;
      if (!stored.forText(concept.id, concept.hash)) stale.push(concept.id);
    }
    expect(bundled).toBeGreaterThan(50_000);
    expect(stale.length, `stale or missing vectors (e.g. ${stale.slice(0, 5).join(', ')}): ${REBUILD}`).toBe(
      0,
    );
    expect(stored.size).toBe(bundled);
  });

  it('are what the model computes from those texts (sampled across the file)', async () => {
    const wanted = new Set([...stored.ids()].filter((_, i) => i % 3331 === 7));
    const sample: ConceptToEmbed[] = [];
    // And the first three occupations (their vectors hold their labels' too).
    let occupations = 0;
    for await (const concept of conceptsToEmbed(executor))
      if (wanted.has(concept.id) || (concept.labels.length > 0 && occupations++ < 3)) sample.push(concept);
    expect(sample.length).toBeGreaterThanOrEqual(18);
    expect(sample.filter((concept) => concept.labels.length > 0).length).toBeGreaterThanOrEqual(3);
    const computed = await conceptVectors(embedder, sample);
    for (const [i, concept] of sample.entries()) {
      const shipped = stored.get(concept.id)!.vector;
      expect(cosine(shipped, computed[i]!), concept.id).toBeGreaterThan(0.999);
    }
  });

  it('keep the full-precision direction through int8 quantisation', async () => {
    const vectors = await embedder.embed(
      ['nursing care', 'développeur web', 'gestión de proyectos', 'operate a forklift truck safely'],
      'passage',
    );
    for (const vector of vectors) {
      const { scale, values } = quantise(vector);
      const restored = Array.from(values, (value) => value * scale);
      const norm = Math.sqrt(cosine(restored, restored));
      expect(cosine(vector, restored) / norm).toBeGreaterThan(0.9999);
      expect(Math.max(...values.map(Math.abs))).toBe(127);
    }
  });

  it('are refused when a file does not match its checksum', () => {
    for (const file of readdirSync(STORED_VECTORS_DIR))
      copyFileSync(join(STORED_VECTORS_DIR, file), join(scratch, file));
    expect(readStoredVectors(scratch)?.size).toBe(stored.size);
    const vectors = join(scratch, stored.manifest.vectors.file);
    const bytes = readFileSync(vectors);
    bytes[bytes.length >> 1]! ^= 0xff;
    writeFileSync(vectors, bytes);
    expect(() => readStoredVectors(scratch)).toThrow(/does not match its checksum/);
    expect(readStoredVectors(join(scratch, 'nothing-here'))).toBeUndefined();
  });
});
