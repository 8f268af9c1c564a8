// Concept embeddings on the test process's scratch Neo4j (they change every concept of the graph): what is
// embedded, how it is stored and found through the vector indexes, and that only what changed is embedded
// again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../src/db/executor.ts';
import { SkillExtractor } from '../../src/documents/skill-extraction.ts';
import { type Embedder, loadEmbedder } from '../../src/embeddings/model.ts';
import { GraphCache } from '../../src/graph/cache.ts';
import { GraphSearch } from '../../src/graph/search.ts';
import {
  conceptLabels,
  conceptsToEmbed,
  conceptText,
  embedConcepts,
  LABEL_SHARE,
} from '../../src/seeding/embed.ts';
import {
  markLoadInProgress,
  rebuildAfterLoad,
  rebuildSearchIndexes,
  restoreSearchIndexes,
  setAsideSearchIndexes,
} from '../../src/seeding/search-indexes.ts';
import type { LoadReport } from '../../src/seeding/session.ts';
import { readStoredVectors, writeStoredVectors } from '../../src/seeding/stored-vectors.ts';
import { scratchGraph } from '../scratch-neo4j.ts';

let executor: Executor;
let closeDriver: () => Promise<void>;
let embedder: Embedder;
const quiet = () => {};

const concepts = [
  {
    id: 'emb-nursing',
    kind: 'Skill',
    props: {
      label_en: 'nursing care',
      label_fr: 'soins infirmiers',
      alt_labels_en: ['patient care', 'care of patients'],
      description_en: 'Provide care to patients in hospital wards. Second sentence is left out.',
    },
  },
  { id: 'emb-software', kind: 'Skill', props: { label_en: 'software development' } },
  {
    id: 'emb-accounting',
    kind: 'Skill',
    props: { label_fr: 'comptabilité', alt_labels_fr: ['tenue des comptes'] },
  },
  { id: 'emb-trucks', kind: 'Skill', props: { label_es: 'conducción de camiones' } },
  { id: 'emb-nurse', kind: 'Occupation', props: { label_en: 'nurse' } },
  { id: 'emb-web', kind: 'Occupation', props: { label_fr: 'développeur web / développeuse web' } },
  { id: 'emb-group', kind: 'SkillGroup', props: { label_en: 'health' } },
  { id: 'emb-retired', kind: 'Skill', props: { label_en: 'telegraphy' } },
  { id: 'emb-nolabel', kind: 'Skill', props: { code: 'X1' } },
];
/** The active skills and occupations: not the group, not the retired skill. */
const ACTIVE = 7;

async function stored() {
  return executor.runStatement<{
    id: string;
    model: string | null;
    hash: string | null;
    size: number | null;
  }>(
    `MATCH (c:Concept) WHERE c.id STARTS WITH 'emb-'
     RETURN c.id AS id, c.embedding_model AS model, c.embedding_text_hash AS hash, size(c.embedding) AS size
     ORDER BY id`,
  );
}

/** The vector indexes as SHOW INDEXES has them: name, state, the statement that creates them. */
const vectorIndexes = () =>
  executor.runStatement<{ name: string; state: string; createStatement: string }>(
    "SHOW INDEXES YIELD name, type, state, createStatement WHERE type = 'VECTOR' RETURN name, state, createStatement ORDER BY name",
  );

async function nearest(index: string, text: string) {
  const [vector] = await embedder.embed([text], 'query');
  const rows = await executor.runStatement<{ id: string }>(
    'CALL db.index.vector.queryNodes($index, 3, $vector) YIELD node, score RETURN node.id AS id ORDER BY score DESC',
    { index, vector },
  );
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  const graph = await scratchGraph();
  executor = graph.executor;
  closeDriver = graph.close;
  embedder = await loadEmbedder();
  await executor.write('seed-concepts', { rows: concepts, framework: 'TEST', run: 'run-1', version: '1' });
  await executor.runStatement("MATCH (c:Concept {id: 'emb-retired'}) SET c.retired_at = datetime()");
  await executor.runStatement('CALL db.awaitIndexes(120)');
}, 240_000);

afterAll(async () => {
  await closeDriver?.();
}, 120_000);

describe('the text a concept is embedded from', () => {
  it('is the first language label with a few alternatives and the first sentence of the description', () => {
    expect(conceptText(Object.entries(concepts[0]!.props))).toBe(
      'nursing care (patient care, care of patients). Provide care to patients in hospital wards',
    );
    expect(conceptText(Object.entries(concepts[2]!.props))).toBe('comptabilité (tenue des comptes)');
    expect(conceptText([['label_de', 'Pflege']])).toBe('Pflege');
    expect(conceptText([['code', 'X1']])).toBe('');
    const many = conceptText([
      ['label_fr', 'Agent / Agente de sécurité'],
      ['alt_labels_fr', ['Vigile', 'vigile', 'Agent de surveillance', 'Gardien', 'Maître-chien', 'Rondier']],
      ['description_fr', 'x'.repeat(400)],
    ]);
    expect(many).toBe(`Agent / Agente de sécurité (Vigile, Agent de surveillance). ${'x'.repeat(80)}`);
    const words = conceptText([
      ['label_en', 'nurse'],
      ['description_en', `${'care '.repeat(40)}and more. A second sentence.`],
    ]);
    expect(words).toBe(`nurse. ${'care '.repeat(16).trim()}`);
  });
});

describe('the labels an occupation is also embedded from', () => {
  it('are every preferred and alternative label, language by language, once each', () => {
    expect(
      conceptLabels([
        ['alt_labels_fr', ['infirmière', 'Infirmier']],
        ['label_fr', 'infirmier'],
        ['label_en', 'nurse'],
        ['alt_labels_en', ['registered nurse', 'Nurse', ' staff  nurse ']],
        ['label_de', 'Pflegefachkraft'],
        ['description_en', 'not a label'],
      ]),
    ).toEqual(['nurse', 'registered nurse', 'staff nurse', 'infirmier', 'infirmière', 'Pflegefachkraft']);
  });
});

describe('embedConcepts', () => {
  it('embeds every active skill and occupation and stores the vector with its model and text hash', async () => {
    const indexes = await vectorIndexes();
    const lines: string[] = [];
    const report = await embedConcepts({
      executor,
      embedder,
      batchSize: 3,
      progress: (line) => lines.push(line),
    });
    expect(report).toMatchObject({
      model: embedder.id,
      concepts: ACTIVE,
      embedded: 6,
      skipped: 0,
      empty: 1,
      deferred: 0,
    });
    // No concept held a vector: the skill and occupation indexes were set aside while the vectors were
    // written and built in one pass after them, as they were (the graph has no sector to embed).
    expect(report.filled.sort()).toEqual(['occupation_embedding', 'skill_embedding']);
    expect(report.writtenThrough).toBe(0);
    expect(lines.some((line) => /skill_embedding.* set aside while the load writes/.test(line))).toBe(true);
    expect(await vectorIndexes()).toEqual(indexes);
    expect(await executor.read('search-indexes-set-aside')).toEqual([]);
    const rows = await stored();
    const embedded = rows.filter((row) => row.size !== null).map((row) => row.id);
    expect(embedded).toEqual([
      'emb-accounting',
      'emb-nurse',
      'emb-nursing',
      'emb-software',
      'emb-trucks',
      'emb-web',
    ]);
    for (const row of rows.filter((r) => r.size !== null)) {
      expect(row).toMatchObject({ model: embedder.id, size: 384 });
      expect(row.hash).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('stores vectors that the vector indexes find by meaning, across languages', async () => {
    expect((await nearest('skill_embedding', 'soins aux patients'))[0]).toBe('emb-nursing');
    expect((await nearest('skill_embedding', 'truck driver licence'))[0]).toBe('emb-trucks');
    expect((await nearest('skill_embedding', 'bookkeeping'))[0]).toBe('emb-accounting');
    expect((await nearest('occupation_embedding', 'web developer'))[0]).toBe('emb-web');
    expect(await nearest('occupation_embedding', 'web developer')).not.toContain('emb-software');
  });

  it('embeds nothing on a second run', async () => {
    const before = await stored();
    const report = await embedConcepts({ executor, embedder, progress: quiet });
    expect(report).toMatchObject({ embedded: 0, skipped: 6, empty: 1, filled: [] });
    expect(await stored()).toEqual(before);
  });

  it('re-embeds exactly the concept whose label changed', async () => {
    const before = await stored();
    await executor.runStatement(
      "MATCH (c:Concept {id: 'emb-software'}) SET c.label_en = 'computer programming'",
    );
    const report = await embedConcepts({ executor, embedder, progress: quiet });
    expect(report).toMatchObject({ embedded: 1, skipped: 5 });
    const after = await stored();
    const changed = after.filter((row, i) => row.hash !== before[i]!.hash).map((row) => row.id);
    expect(changed).toEqual(['emb-software']);
  });

  it("blends each concept's text with its labels embedded as queries, by its kind's share", async () => {
    // Third alternatives: in neither text (each keeps two) but among the labels, so both are embedded again.
    await executor.runStatement(
      "MATCH (c:Concept {id: 'emb-nurse'}) SET c.alt_labels_en = ['registered nurse', 'staff nurse', 'ward nurse']",
    );
    await executor.runStatement(
      "MATCH (c:Concept {id: 'emb-nursing'}) SET c.alt_labels_en = c.alt_labels_en + ['bedside care']",
    );
    const report = await embedConcepts({ executor, embedder, progress: quiet });
    expect(report).toMatchObject({ embedded: 2, skipped: 4 });
    const cases = [
      {
        id: 'emb-nurse',
        share: LABEL_SHARE.Occupation!,
        text: 'nurse (registered nurse, staff nurse)',
        labels: ['nurse', 'registered nurse', 'staff nurse', 'ward nurse'],
      },
      {
        id: 'emb-nursing',
        share: LABEL_SHARE.Skill!,
        text: conceptText(Object.entries(concepts[0]!.props)),
        labels: ['nursing care', 'patient care', 'care of patients', 'bedside care', 'soins infirmiers'],
      },
    ];
    for (const { id, share, text, labels } of cases) {
      const [row] = await executor.runStatement<{ embedding: number[] }>(
        'MATCH (c:Concept {id: $id}) RETURN c.embedding AS embedding',
        { id },
      );
      const [passage] = await embedder.embed([text], 'passage');
      const vectors = await embedder.embed(labels, 'query', { bulk: true });
      const mean = passage!.map((_, d) => vectors.reduce((sum, vector) => sum + vector[d]!, 0));
      const meanNorm = Math.hypot(...mean);
      const expected = passage!.map((value, d) => (1 - share) * value + (share * mean[d]!) / meanNorm);
      const dot = expected.reduce((sum, value, d) => sum + value * row!.embedding[d]!, 0);
      expect(dot / Math.hypot(...expected), id).toBeGreaterThan(0.9999);
      // Not the text's vector alone.
      expect(
        passage!.reduce((sum, value, d) => sum + value * row!.embedding[d]!, 0),
        id,
      ).toBeLessThan(0.99);
    }
  });

  it('re-embeds everything for another model, and honours a limit', async () => {
    const other = { id: 'another-model', embed: embedder.embed };
    const partial = await embedConcepts({ executor, embedder: other, limit: 2, progress: quiet });
    expect(partial).toMatchObject({ model: 'another-model', embedded: 2, deferred: 4 });
    const rest = await embedConcepts({ executor, embedder: other, progress: quiet });
    expect(rest).toMatchObject({ embedded: 4, skipped: 2 });
    const models = new Set((await stored()).filter((row) => row.size !== null).map((row) => row.model));
    expect([...models]).toEqual(['another-model']);
  });

  it('takes shipped vectors for concepts whose text and model match, and embeds the others', async () => {
    // Vectors "shipped" for three concepts: two made from their current text, one from an older text.
    const current = new Map<string, { text: string; hash: string }>();
    for await (const concept of conceptsToEmbed(executor)) current.set(concept.id, concept);
    const texts = ['emb-nursing', 'emb-trucks'].map((id) => current.get(id)!.text);
    const vectors = await embedder.embed(texts, 'passage');
    const directory = mkdtempSync(join(tmpdir(), 'skillgraph-shipped-'));
    const meta = {
      model: embedder.id,
      model_recipe: embedder.recipe,
      dimensions: 384,
      seeds: {},
      built_with: 'test',
    };
    writeStoredVectors(
      directory,
      [
        { id: 'emb-nursing', hash: current.get('emb-nursing')!.hash, vector: vectors[0]! },
        { id: 'emb-trucks', hash: current.get('emb-trucks')!.hash, vector: vectors[1]! },
        { id: 'emb-web', hash: 'an-older-text', vector: vectors[0]! },
      ],
      meta,
    );
    const shipped = readStoredVectors(directory)!;
    // Every node holds another model's vector (previous test): all six need one of this model, and the
    // indexes, holding none of this model's, are built in one pass after the writes.
    const report = await embedConcepts({ executor, embedder, stored: shipped, progress: quiet });
    expect(report).toMatchObject({ fromStore: 2, embedded: 4, skipped: 0 });
    expect(report.filled.sort()).toEqual(['occupation_embedding', 'skill_embedding']);
    const rows = await stored();
    expect(new Set(rows.filter((row) => row.size !== null).map((row) => row.model))).toEqual(
      new Set([embedder.id]),
    );
    expect((await nearest('skill_embedding', 'truck driver licence'))[0]).toBe('emb-trucks');
    expect((await nearest('occupation_embedding', 'web developer'))[0]).toBe('emb-web');

    // Shipped by another installation of the model: none is taken.
    await executor.runStatement(
      "MATCH (c:Concept) WHERE c.id IN ['emb-nursing', 'emb-trucks'] REMOVE c.embedding",
    );
    writeStoredVectors(
      directory,
      [{ id: 'emb-nursing', hash: current.get('emb-nursing')!.hash, vector: vectors[0]! }],
      {
        ...meta,
        model_recipe: 'another recipe',
      },
    );
    const other = await embedConcepts({
      executor,
      embedder,
      stored: readStoredVectors(directory),
      progress: quiet,
    });
    expect(other).toMatchObject({ fromStore: 0, embedded: 2 });
    rmSync(directory, { recursive: true, force: true });
  });

  it('writes shipped vectors into the vector indexes a first load set aside, building each once', async () => {
    const current = new Map<string, { text: string; hash: string }>();
    for await (const concept of conceptsToEmbed(executor)) current.set(concept.id, concept);
    const [vector] = await embedder.embed([current.get('emb-trucks')!.text], 'passage');
    const directory = mkdtempSync(join(tmpdir(), 'skillgraph-shipped-'));
    writeStoredVectors(
      directory,
      [{ id: 'emb-trucks', hash: current.get('emb-trucks')!.hash, vector: vector! }],
      {
        model: embedder.id,
        model_recipe: embedder.recipe,
        dimensions: 384,
        seeds: {},
        built_with: 'test',
      },
    );
    await executor.runStatement(
      "MATCH (c:Concept) WHERE c.id STARTS WITH 'emb-' REMOVE c.embedding, c.embedding_model, c.embedding_text_hash",
    );
    // What loadBundledSeeds does before a first load's rows (vectorsFollow).
    const aside = await setAsideSearchIndexes(executor, {
      labels: ['Skill', 'Occupation'],
      types: ['VECTOR'],
    });
    expect(aside.sort()).toEqual(['occupation_embedding', 'skill_embedding']);
    const lines: string[] = [];
    const report = await embedConcepts({
      executor,
      embedder,
      stored: readStoredVectors(directory),
      progress: (line) => lines.push(line),
    });
    rmSync(directory, { recursive: true, force: true });
    // The six with a text: one shipped, five through the model.
    expect(report).toMatchObject({ fromStore: 1, embedded: 5 });
    expect(report.filled.sort()).toEqual(['occupation_embedding', 'skill_embedding']);
    // Kept aside through the writes (not created, then dropped again), and built once after them.
    expect(lines.filter((line) => line.includes('set aside'))).toEqual([]);
    expect(lines.filter((line) => line.includes('built in one pass'))).toHaveLength(1);
    expect((await vectorIndexes()).map(({ name, state }) => `${name} ${state}`)).toEqual(
      expect.arrayContaining(['occupation_embedding ONLINE', 'skill_embedding ONLINE']),
    );
    expect(await executor.read('search-indexes-set-aside')).toEqual([]);
    expect((await nearest('skill_embedding', 'truck driver licence'))[0]).toBe('emb-trucks');
  });

  it("writes a first load's vectors through its live indexes when the load is marked in progress beside a service", async () => {
    const current = new Map<string, { text: string; hash: string }>();
    for await (const concept of conceptsToEmbed(executor)) current.set(concept.id, concept);
    const [vector] = await embedder.embed([current.get('emb-trucks')!.text], 'passage');
    const directory = mkdtempSync(join(tmpdir(), 'skillgraph-shipped-'));
    writeStoredVectors(
      directory,
      [{ id: 'emb-trucks', hash: current.get('emb-trucks')!.hash, vector: vector! }],
      { model: embedder.id, model_recipe: embedder.recipe, dimensions: 384, seeds: {}, built_with: 'test' },
    );
    await executor.runStatement(
      "MATCH (c:Concept) WHERE c.id STARTS WITH 'emb-' REMOVE c.embedding, c.embedding_model, c.embedding_text_hash",
    );
    const before = await vectorIndexes();
    // What loadBundledSeeds does before a first load's rows beside a service.
    await markLoadInProgress(executor);
    const lines: string[] = [];
    const report = await embedConcepts({
      executor,
      embedder,
      stored: readStoredVectors(directory),
      progress: (line) => lines.push(line),
    });
    rmSync(directory, { recursive: true, force: true });
    // The six with a text: one shipped, five through the model, none counted as written through a
    // filled index (so none rebuilt after).
    expect(report).toMatchObject({ fromStore: 1, embedded: 5, filled: [], writtenThrough: 0 });
    // Nothing set aside, created or rebuilt: the indexes as they were, the vectors found through them.
    expect(lines.filter((line) => /set aside|one pass/.test(line))).toEqual([]);
    expect(await vectorIndexes()).toEqual(before);
    expect((await nearest('skill_embedding', 'truck driver licence'))[0]).toBe('emb-trucks');
    // The mark stays for the load's end (afterLoad restores, so removes, it).
    expect(await restoreSearchIndexes(executor)).toEqual([]);
    expect(await executor.read('search-indexes-set-aside')).toEqual([]);
  });
});

describe('the search indexes rebuilt after a load', () => {
  const shown = () =>
    executor.runStatement<{ name: string; state: string; createStatement: string }>(
      "SHOW INDEXES YIELD name, type, state, createStatement WHERE type IN ['FULLTEXT', 'VECTOR'] RETURN name, state, createStatement ORDER BY name",
    );

  it('are created again as they were, online, and still find what they found', async () => {
    const before = await shown();
    const lines: string[] = [];
    const report = await rebuildSearchIndexes(executor, { progress: (line) => lines.push(line) });
    const after = await shown();
    const searchIndexes = [
      'skill_embedding',
      'occupation_embedding',
      'skill_labels_en',
      'occupation_labels_fr',
      'concept_labels_en',
    ];
    expect(report.indexes).toEqual(expect.arrayContaining(searchIndexes));
    // The CV and posting indexes hold organisations' data, not a load's: left alone.
    expect(report.indexes).not.toContain('cv_embedding');
    // Same names, same analysers, dimensions and options: created from their own statements.
    expect(after.map(({ name, createStatement }) => [name, createStatement])).toEqual(
      before.map(({ name, createStatement }) => [name, createStatement]),
    );
    expect(after.every(({ state }) => state === 'ONLINE')).toBe(true);
    expect(lines.at(-1)).toMatch(/^search indexes: \d+ rebuilt and online in [\d.]+ s$/);
    expect((await nearest('occupation_embedding', 'web developer'))[0]).toBe('emb-web');
    const words = await executor.runStatement<{ id: string }>(
      "CALL db.index.fulltext.queryNodes('skill_labels_fr', 'comptabilité') YIELD node RETURN node.id AS id",
    );
    expect(words.map(({ id }) => id)).toEqual(['emb-accounting']);
  });

  it('are rebuilt after a load of 10,000 rows (fulltext) or vectors written through them (vector), else left', async () => {
    const report = (written: number) =>
      ({ steps: { concepts: { read: written, written, missing: 0, seconds: 0 } } }) as unknown as LoadReport;
    expect(await rebuildAfterLoad(executor, { reports: [report(400)], vectors: 9_999 })).toBeNull();
    const rows = await rebuildAfterLoad(executor, { reports: [report(6_000), report(4_000)], vectors: 0 });
    expect(rows?.indexes).toContain('skill_labels_en');
    // A load's rows do not touch the vectors: the vector indexes are left.
    expect(rows?.indexes).not.toContain('skill_embedding');
    const vectors = await rebuildAfterLoad(executor, { reports: [], vectors: 10_000 });
    expect(vectors?.indexes).toContain('skill_embedding');
    expect(vectors?.indexes).not.toContain('skill_labels_en');
    // Vectors written into an index filled in one pass after them: nothing to rebuild.
    const filled = await rebuildAfterLoad(executor, {
      reports: [],
      vectors: 20_000,
      vectorsThrough: 9_000,
      filled: ['skill_embedding', 'occupation_embedding'],
    });
    expect(filled).toBeNull();
    // A first load's rows, written into empty indexes: not rebuilt.
    const aside = { ...report(20_000), intoEmptyIndexes: true };
    expect(await rebuildAfterLoad(executor, { reports: [aside, report(400)], vectors: 0 })).toBeNull();
    const partly = await rebuildAfterLoad(executor, {
      reports: [],
      vectors: 30_000,
      vectorsThrough: 10_000,
      filled: ['skill_embedding'],
    });
    expect(partly?.indexes).toContain('occupation_embedding');
    expect(partly?.indexes).not.toContain('skill_embedding');
  });

  it('are set aside for a bulk write and created again as they were', async () => {
    const shownFulltext = async () =>
      (await shown()).filter(({ name }) => name.startsWith('skill_labels_') || name.startsWith('concept_'));
    const before = await shownFulltext();
    const aside = await setAsideSearchIndexes(executor, { labels: ['Skill'], types: ['FULLTEXT'] });
    expect(aside.sort()).toEqual([
      'concept_codes',
      'concept_labels_en',
      'concept_labels_es',
      'concept_labels_fr',
      'skill_labels_en',
      'skill_labels_es',
      'skill_labels_fr',
    ]);
    expect((await shown()).map(({ name }) => name)).not.toContain('skill_labels_en');
    expect(
      (await executor.read<{ name: string }>('search-indexes-set-aside')).map(({ name }) => name).sort(),
    ).toEqual(aside.sort());
    expect((await restoreSearchIndexes(executor)).sort()).toEqual(aside.sort());
    expect(await shownFulltext()).toEqual(before);
    expect(await executor.read('search-indexes-set-aside')).toEqual([]);
  });

  it('are left as they are by a first load beside a service, whose mark says it is writing', async () => {
    // What loadBundledSeeds does on an empty graph beside a service: no index dropped or created (each
    // would empty the services' plan caches), the services told a load is writing.
    const before = await shown();
    const generation = async () =>
      (await executor.read<{ indexesAside: boolean }>('graph-generation'))[0]?.indexesAside;
    expect(await generation()).toBe(false);
    await markLoadInProgress(executor);
    expect(await generation()).toBe(true);
    expect(await shown()).toEqual(before);
    // Restored after the vectors: the mark goes, no index is named, none was created.
    const lines: string[] = [];
    expect(await restoreSearchIndexes(executor, { progress: (line) => lines.push(line) })).toEqual([]);
    expect(await generation()).toBe(false);
    expect(await shown()).toEqual(before);
    expect(lines).toEqual([]);
  });

  it('leave search answering by meaning for the instant a fulltext index is swapped', async () => {
    const fulltext = await executor.read<{ name: string; createStatement: string }>('search-indexes', {
      labels: ['Skill'],
    });
    const swapped = fulltext.filter(({ name }) => name.startsWith('skill_labels_'));
    expect(swapped.length).toBe(3);
    for (const { name } of swapped) await executor.runStatement(`DROP INDEX ${name}`);
    try {
      const hits = await new GraphSearch(executor, embedder).search({
        kind: 'Skill',
        q: 'soins infirmiers',
        limit: 5,
        threshold: 0,
        language: 'en',
      });
      // Found by meaning, not failed on the missing indexes; its labels still match the words.
      expect(hits[0]).toMatchObject({
        id: 'emb-nursing',
        matched: 'both',
        matched_label: 'soins infirmiers',
      });
    } finally {
      for (const { createStatement } of swapped) await executor.runStatement(createStatement);
      await executor.runStatement('CALL db.awaitIndexes(120)');
    }
  });

  it('come back after a load that died while one was set aside, and search reads around the missing one', async () => {
    const before = await vectorIndexes();
    const [skillIndex] = await executor.read<{ name: string; createStatement: string }>('search-indexes', {
      labels: ['Skill'],
    });
    const statement = before.find(({ name }) => name === 'skill_embedding')!.createStatement;
    expect(skillIndex).toBeDefined();
    // What fillVectorIndexes leaves when the process dies before the vectors are written.
    await executor.write('search-index-set-aside', {
      indexes: [{ name: 'skill_embedding', createStatement: statement }],
    });
    await executor.runStatement('DROP INDEX skill_embedding');
    try {
      // Search finds by words, scores them by meaning, and says nothing of the missing index.
      const search = new GraphSearch(executor, embedder);
      const hits = await search.search({
        kind: 'Skill',
        q: 'soins infirmiers',
        limit: 5,
        threshold: 0,
        language: 'en',
      });
      expect(hits[0]).toMatchObject({ id: 'emb-nursing', matched: 'both' });
      // The meaning's own candidates are missing: a skill sharing no word is not found.
      const byMeaning = await search.search({
        kind: 'Skill',
        q: 'looking after sick people',
        limit: 5,
        threshold: 0,
        language: 'en',
      });
      expect(byMeaning.map((hit) => hit.id)).not.toContain('emb-nursing');
      // Extraction by meaning goes on with what words find.
      const extractor = new SkillExtractor(executor, new GraphCache(executor), search, embedder);
      const extracted = await extractor.extract('Experience in soins infirmiers and patient care.', {
        semantic: true,
        threshold: 0,
        language: 'en',
        frameworks: null,
        limit: 20,
      });
      expect(extracted.map((skill) => skill.id)).toContain('emb-nursing');
    } finally {
      const lines: string[] = [];
      expect(await restoreSearchIndexes(executor, { progress: (line) => lines.push(line) })).toEqual([
        'skill_embedding',
      ]);
      expect(lines[0]).toMatch(/^search indexes: skill_embedding built in one pass in [\d.]+ s$/);
    }
    expect(await vectorIndexes()).toEqual(before);
    expect(await executor.read('search-indexes-set-aside')).toEqual([]);
    expect((await nearest('skill_embedding', 'soins aux patients'))[0]).toBe('emb-nursing');
    const back = await new GraphSearch(executor, embedder).search({
      kind: 'Skill',
      q: 'looking after sick people',
      limit: 5,
      threshold: 0,
      language: 'en',
    });
    expect(back[0]).toMatchObject({ id: 'emb-nursing', matched: 'semantic' });
  });
});
