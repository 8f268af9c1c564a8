// Search indexes that a load is building: a query on an index that is not ONLINE waits until it is (a
// vector index built in one pass after a first load: 15 s and more), so search, the crosswalk and
// extraction read around it, as around a missing index. The wait itself is measured in BENCHMARKS.md;
// here the states are real, and the decisions are checked with one index reported as being built.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../src/db/executor.ts';
import { searchIndexStatesOf } from '../../src/db/search-index-states.ts';
import { SkillExtractor } from '../../src/documents/skill-extraction.ts';
import { loadEmbedder } from '../../src/embeddings/model.ts';
import { GraphCache } from '../../src/graph/cache.ts';
import { crosswalkCandidates } from '../../src/graph/crosswalk.ts';
import { GraphSearch } from '../../src/graph/search.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(undefined, {}, { ready: false });
});
afterAll(async () => {
  await ctx?.close();
});

/**
 * The suite's executor, with the given indexes reported POPULATING by search-index-states (the database's
 * own states otherwise) and every named query's parameters recorded.
 */
function building(...names: string[]) {
  const reads: { name: string; parameters: Record<string, unknown> }[] = [];
  const executor = Object.create(ctx.executor) as Executor;
  executor.read = (async (name: string, parameters: Record<string, unknown> = {}) => {
    reads.push({ name, parameters });
    const rows = await ctx.executor.read<{ name: string; state: string }>(name as never, parameters);
    if (name !== 'search-index-states') return rows;
    return rows.map((row) => (names.includes(row.name) ? { ...row, state: 'POPULATING' } : row));
  }) as Executor['read'];
  return { executor, reads };
}

describe('search index states', () => {
  it('are read from the database: the search indexes online, a missing one not', async () => {
    const states = searchIndexStatesOf(ctx.executor);
    for (const name of ['skill_embedding', 'occupation_embedding', 'skill_labels_en', 'concept_codes'])
      expect(await states.online(name)).toBe(true);
    expect(await states.online('no_such_index')).toBe(false);
    expect(await states.onlineOf(['skill_labels_fr', 'no_such_index', 'skill_labels_es'])).toEqual([
      'skill_labels_fr',
      'skill_labels_es',
    ]);
  });

  it('keep search off an index being built: its neighbours left out, the words still scored by meaning', async () => {
    const embedder = await loadEmbedder();
    const q = 'looking after sick people in hospital';
    const asked = { kind: 'Skill' as const, q, limit: 10, threshold: 0, language: 'en' as const };
    const whole = await new GraphSearch(ctx.executor, embedder).search(asked);
    expect(whole.some((hit) => hit.matched === 'semantic')).toBe(true);

    const { executor, reads } = building('skill_embedding', 'skill_labels_fr');
    const hits = await new GraphSearch(executor, embedder).search(asked);
    const candidates = reads.find((read) => read.name === 'search-candidates')!.parameters;
    expect(candidates['vectorIndex']).toBeNull();
    // The query was embedded all the same: the words' candidates carry a similarity.
    expect(candidates['vector']).toHaveLength(384);
    expect(reads.find((read) => read.name === 'search-lexical')!.parameters['indexes']).toEqual([
      'skill_labels_en',
      'skill_labels_es',
    ]);
    // Found by words only now, and none by meaning alone.
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.some((hit) => hit.matched === 'semantic')).toBe(false);
  });

  it('leave what was ranked without an index unremembered: the next search asks again', async () => {
    const embedder = await loadEmbedder();
    const asked = {
      kind: 'Occupation' as const,
      q: 'boulanger pâtissier',
      limit: 5,
      threshold: 0,
      language: 'fr' as const,
    };
    // Reads of the candidates by a search with a cache (no generation checks) asked twice.
    const twice = async (...buildingNames: string[]) => {
      const { executor, reads } = building(...buildingNames);
      const search = new GraphSearch(
        executor,
        embedder,
        new GraphCache(executor, { checkEveryMs: Infinity }),
      );
      await search.search(asked);
      await search.search(asked);
      return reads.filter((read) => read.name === 'search-candidates').length;
    };
    expect(await twice('occupation_embedding')).toBe(2);
    // With every index online, the same search is read once and remembered.
    expect(await twice()).toBe(1);
  });

  it('keep the crosswalk and extraction off a vector index being built', async () => {
    const embedder = await loadEmbedder();
    const [occupation] = await ctx.executor.runStatement<{ id: string }>(
      "MATCH (o:Occupation {framework: 'ROME'}) WHERE o.embedding IS NOT NULL RETURN o.id AS id ORDER BY o.id LIMIT 1",
    );
    const { executor, reads } = building('occupation_embedding', 'skill_embedding');
    await crosswalkCandidates(executor, occupation!.id, 'Occupation', 'ESCO');
    expect(reads.find((read) => read.name === 'crosswalk')!.parameters['vectorIndex']).toBeNull();
    const online = await crosswalkCandidates(ctx.executor, occupation!.id, 'Occupation', 'ESCO');
    expect(online.length).toBeGreaterThan(0);

    const search = new GraphSearch(executor, embedder);
    const extractor = new SkillExtractor(executor, new GraphCache(executor), search, embedder);
    const skills = await extractor.extract(
      'Experienced in caring for patients and managing a team of nurses.',
      {
        semantic: true,
        threshold: 0,
        language: 'en',
        frameworks: null,
        limit: 20,
      },
    );
    expect(reads.some((read) => read.name === 'skill-passages')).toBe(false);
    expect(skills.length).toBeGreaterThan(0);
  });
});
