// The bundled embedding model itself (installed by scripts/models/fetch-model.sh): shape, unit length,
// meaning across languages, batching and caching that do not change vectors, bounded input length.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_ID, type Embedder, loadEmbedder, MODELS_DIR } from '../../src/embeddings/model.ts';
import { readManifest } from '../../src/embeddings/model-process.ts';

let embedder: Embedder;
const empty = mkdtempSync(join(tmpdir(), 'skillgraph-no-model-'));

beforeAll(async () => {
  embedder = await loadEmbedder();
}, 180_000);

afterAll(() => rmSync(empty, { recursive: true, force: true }));

const cosine = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * b[i]!, 0);
const norm = (a: number[]) => Math.sqrt(cosine(a, a));

describe('the bundled embedding model', () => {
  it('is multilingual-e5-small with 384 dimensions and unit-length vectors', async () => {
    expect(embedder.id).toBe(DEFAULT_MODEL_ID);
    expect(embedder.dimensions).toBe(384);
    const vectors = await embedder.embed(['nursing care', 'soins infirmiers', ''], 'passage');
    expect(vectors).toHaveLength(3);
    for (const vector of vectors) {
      expect(vector).toHaveLength(384);
      expect(norm(vector)).toBeCloseTo(1, 5);
    }
  });

  it('places a phrase nearer its translation and synonyms than unrelated phrases', async () => {
    const [nursing, soins, cuidados, software, webDeveloper, developpeurWeb, patientCare] =
      await embedder.embed(
        [
          'nursing care',
          'soins infirmiers',
          'cuidados de enfermería',
          'software development',
          'web developer',
          'développeur web',
          'looking after patients',
        ],
        'passage',
      );
    expect(cosine(soins!, nursing!)).toBeGreaterThan(cosine(soins!, software!));
    expect(cosine(cuidados!, nursing!)).toBeGreaterThan(cosine(cuidados!, software!));
    expect(cosine(developpeurWeb!, webDeveloper!)).toBeGreaterThan(cosine(developpeurWeb!, nursing!));
    expect(cosine(developpeurWeb!, webDeveloper!)).toBeGreaterThan(cosine(developpeurWeb!, soins!));
    expect(cosine(patientCare!, nursing!)).toBeGreaterThan(cosine(patientCare!, software!));
  });

  it('finds the passage a query means, whatever the languages', async () => {
    const passages = await embedder.embed(
      ['soins infirmiers', 'comptabilité', 'développement de logiciels', 'conduite de poids lourds'],
      'passage',
    );
    const [query] = await embedder.embed(['truck driving'], 'query');
    const ranked = passages.map((p, i) => [i, cosine(query!, p)] as const).sort((a, b) => b[1] - a[1]);
    expect(ranked[0]![0]).toBe(3);
  });

  it('applies the model prefixes: a query and a passage of the same words differ', async () => {
    const [query] = await embedder.embed(['project management'], 'query');
    const [passage] = await embedder.embed(['project management'], 'passage');
    expect(cosine(query!, passage!)).toBeLessThan(0.999);
    expect(cosine(query!, passage!)).toBeGreaterThan(0.8);
  });

  it('gives the same vectors in a batch of mixed lengths as one by one, in the order given', async () => {
    const texts = [
      'Python (computer programming)',
      'a',
      'manage the maintenance of heavy goods vehicles and plan the routes of a regional fleet of trucks',
      'soins infirmiers',
      'Python (computer programming)',
    ];
    const together = await embedder.embed(texts, 'passage');
    for (const [i, text] of texts.entries()) {
      const [alone] = await embedder.embed([text], 'passage');
      for (const [j, value] of alone!.entries()) expect(together[i]![j]).toBeCloseTo(value, 5);
    }
    expect(together[0]).toEqual(together[4]);
  });

  it('gives concurrent queries (batched into shared passes) the vectors they get one by one', async () => {
    // A second instance (other options): its own query cache and queue.
    const concurrent = await loadEmbedder({ queryCacheSize: 77 });
    const texts = [
      'welding',
      'gestión de proyectos',
      'welding',
      'data analysis in the public sector',
      'cuisine',
    ];
    const results = await Promise.all(texts.map((text) => concurrent.embed([text], 'query')));
    for (const [i, text] of texts.entries()) {
      const [alone] = await embedder.embed([text], 'query');
      for (const [j, value] of alone!.entries()) expect(results[i]![0]![j]).toBeCloseTo(value, 5);
    }
    expect(results[0]).toEqual(results[2]);
  });

  it("answers users' queries on the graph that makes the stored vectors (the bundled model names no query graph)", async () => {
    // A model whose manifest names a faster query graph (the stock multilingual-e5-small-q4) answers
    // queries on it; the bundled fine-tuned model has one graph, so a query's vector is the stored kind.
    expect(readManifest(MODELS_DIR, DEFAULT_MODEL_ID, '').query_graph).toBeUndefined();
    const texts = ['nursing care', 'gestión de proyectos', 'Développeur / Développeuse web', 'forklift'];
    const bulk = await embedder.embed(texts, 'query', { bulk: true });
    const fast = await Promise.all(texts.map(async (text) => (await embedder.embed([text], 'query'))[0]!));
    for (const [i, vector] of fast.entries()) expect(cosine(bulk[i]!, vector)).toBeGreaterThan(0.999999);
  });

  it('caches query vectors without letting a caller change them', async () => {
    const [first] = await embedder.embed(['data analysis'], 'query');
    first![0] = 42;
    const [second] = await embedder.embed(['data analysis'], 'query');
    expect(second![0]).not.toBe(42);
    const [fresh] = await embedder.embed(['data analysis'], 'passage');
    expect(norm(second!)).toBeCloseTo(1, 5);
    expect(second).not.toEqual(fresh);
  });

  it('bounds the input length: words past the token limit change nothing', async () => {
    const bounded = await loadEmbedder({ maxTokens: 32 });
    const long = Array.from({ length: 60 }, (_, i) => `skill${i}`).join(' ');
    const [a, b] = await bounded.embed([long, `${long} nursing care and heavy trucks`], 'passage');
    expect(a).toEqual(b);
    const [short] = await bounded.embed(['nursing care'], 'passage');
    expect(short).toHaveLength(384);
  });

  it('fails at once with the install command when the model folder is missing', async () => {
    await expect(loadEmbedder({ directory: empty })).rejects.toThrow(
      /not installed.*scripts\/models\/fetch-model\.sh/,
    );
    await expect(loadEmbedder({ modelId: 'no-such-model' })).rejects.toThrow(/no-such-model/);
  });
});
