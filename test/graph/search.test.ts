// Search internals: which words get typo-tolerant (fuzzy) variants, the vocabulary that decides it, and
// the label matcher's scores. The routes' behaviour (typos forgiven, languages, filters) is tested in
// consultation.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../src/db/executor.ts';
import { loadEmbedder } from '../../src/embeddings/model.ts';
import { LabelMatcher } from '../../src/graph/label-matcher.ts';
import { luceneQuery } from '../../src/graph/lucene.ts';
import { GraphSearch } from '../../src/graph/search.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(undefined, {}, { ready: false });
});
afterAll(async () => {
  await ctx?.close();
});

describe('fuzzy variants', () => {
  it('are asked for words of four letters or more, only those outside the vocabulary when one is given', () => {
    expect(luceneQuery('manage projects')).toBe(
      '"manage projects"^4 OR manage^2 OR manage~1 OR projects^2 OR projects~1',
    );
    expect(luceneQuery('manage projetcs', new Set(['manage', 'projects']))).toBe(
      '"manage projetcs"^4 OR manage^2 OR projetcs^2 OR projetcs~1',
    );
    expect(luceneQuery('internationalisation', new Set())).toContain('internationalisation~2');
  });

  it("come from a vocabulary of every language's labels, alternatives included", async () => {
    const search = new GraphSearch(ctx.executor, undefined);
    const skills = await search.vocabulary('Skill');
    const [row] = await ctx.executor.runStatement<{ en: string; fr: string; alt: string }>(
      `MATCH (s:Skill {framework: 'ESCO'}) WHERE s.label_fr IS NOT NULL AND size(s.alt_labels_en) > 0
       RETURN s.label_en AS en, s.label_fr AS fr, s.alt_labels_en[0] AS alt LIMIT 1`,
    );
    for (const label of [row!.en, row!.fr, row!.alt])
      for (const word of label
        .toLowerCase()
        .split(/[^\p{L}\p{N}+#]+/u)
        .filter(Boolean))
        expect(skills.has(word)).toBe(true);
    expect(skills.has('qwzxkjv')).toBe(false);
  });

  it('are not waited for: a search while the vocabulary is still read uses fuzzy variants of every word', async () => {
    // The vocabulary's reads are held until the search has answered.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const executor = Object.create(ctx.executor) as Executor;
    executor.read = (async (name: string, parameters: Record<string, unknown>) => {
      if (name === 'search-vocabulary') await held;
      return ctx.executor.read(name, parameters);
    }) as Executor['read'];
    const search = new GraphSearch(executor, undefined);
    const hits = await search.search({ kind: 'Skill', q: 'pyhton', limit: 10, threshold: 0, language: 'en' });
    expect(hits.some((hit) => /python/i.test(hit.label))).toBe(true);
    release();
    // warm() builds the vocabularies and searches each kind once.
    await search.warm();
    expect((await search.vocabulary('Skill')).has('python')).toBe(true);
  });
});

describe('LabelMatcher', () => {
  it('scores the same words 1, close spellings partly, other words 0', () => {
    const matcher = new LabelMatcher('Développeur web');
    expect(matcher.similarity('développeur WEB')).toBe(1);
    expect(matcher.similarity('Développeuse web')).toBeGreaterThan(0.8);
    expect(matcher.similarity('developpeur web')).toBe(1);
    expect(matcher.similarity('boulanger')).toBe(0);
    // A shared stem of five letters counts 0.75, one edit 0.85.
    expect(new LabelMatcher('managment').similarity('management')).toBe(0.75);
    expect(new LabelMatcher('pyhton').similarity('python')).toBe(0);
    expect(new LabelMatcher('biolgy').similarity('biology')).toBe(0.85);
  });
});

describe('job-board titles', () => {
  it('find the occupation of the title without its job-board words, and labels that hold those words', async () => {
    const search = new GraphSearch(ctx.executor, undefined);
    // As the server does at start: a search does not wait for the ISCO groups' titles, read in the
    // background on first use (on a busy CI machine they were not there yet for the group's title).
    await search.warm();
    const occupation = (q: string) =>
      search.search({ kind: 'Occupation', q, limit: 5, threshold: 0, language: 'en', frameworks: ['ESCO'] });
    const [plain] = await occupation('software developer');
    const [noisy] = await occupation('URGENT: Senior Software Developer (m/f/d) - full time');
    expect(plain?.id).toBeDefined();
    expect(noisy?.id).toBe(plain?.id);
    expect(noisy?.confidence).toBe(plain?.confidence);
    // An ESCO occupation one of whose own labels holds "senior", found by that label as typed.
    const [row] = await ctx.executor.runStatement<{ id: string; label: string }>(
      `MATCH (o:Occupation {framework: 'ESCO'})
       UNWIND o.alt_labels_en AS label
       WITH o, label WHERE label STARTS WITH 'senior ' AND size(label) > 20
       RETURN o.id AS id, label ORDER BY label LIMIT 1`,
    );
    const [exact] = await occupation(`${row!.label} (m/f/d)`);
    expect(exact).toMatchObject({ id: row!.id, matched_label: row!.label });
    // An ISCO unit group's title that holds a seniority word still names the group's occupations.
    const officials = await occupation('Senior government officials');
    const [groups] = await ctx.executor.runStatement<{ codes: string[] }>(
      'MATCH (o:Occupation) WHERE o.id IN $ids RETURN collect(o.isco_code) AS codes',
      { ids: officials.map((hit) => hit.id) },
    );
    expect(groups!.codes.some((code) => code?.startsWith('1112'))).toBe(true);
    // An alternative label in the very words typed is as certain as a preferred one (0.98 at least,
    // whatever the embedding says), the m/f/d notwithstanding.
    expect(exact!.confidence).toBeGreaterThanOrEqual(0.98);
  });
});

describe('referentials', () => {
  it("are each hit's own framework, then those its crosswalks reach, remembered with its names", async () => {
    const [row] = await ctx.executor.runStatement<{ label: string; id: string; reached: string[] }>(
      `MATCH (o:Occupation {framework: 'ESCO'})-[:CROSSWALK]-(x:Concept)
       WHERE x.retired_at IS NULL AND x.framework <> 'ESCO'
       WITH o, x.framework AS framework ORDER BY framework
       WITH o, collect(DISTINCT framework) AS reached WHERE size(reached) >= 2
       RETURN o.label_en AS label, o.id AS id, reached ORDER BY o.id LIMIT 1`,
    );
    // The ids whose names (and referentials) each search reads.
    const namesRead: string[] = [];
    const executor = Object.create(ctx.executor) as Executor;
    executor.read = ((name: string, parameters: Record<string, unknown>) => {
      if (name === 'search-names') namesRead.push(...(parameters as { ids: string[] }).ids);
      return ctx.executor.read(name, parameters);
    }) as Executor['read'];
    const search = new GraphSearch(executor, undefined);
    const find = (q: string) =>
      search.search({ kind: 'Occupation', q, limit: 20, threshold: 0, language: 'en', frameworks: ['ESCO'] });
    const hit = (await find(row!.label)).find((found) => found.id === row!.id);
    expect(hit?.referentials).toEqual(['ESCO', ...row!.reached]);
    expect(namesRead).toContain(row!.id);
    // Another search meeting the same occupation does not read them again.
    namesRead.length = 0;
    const again = (await find(`${row!.label} `.repeat(2).trim())).find((found) => found.id === row!.id);
    expect(again?.referentials).toEqual(hit?.referentials);
    expect(namesRead).not.toContain(row!.id);
  });
});

describe('descriptive skill queries', () => {
  it('lean on meaning: a sentence finds the skills it describes, not the labels that share its words', async () => {
    const search = new GraphSearch(ctx.executor, await loadEmbedder());
    const hits = await search.search({
      kind: 'Skill',
      q: 'fixing water pipes in houses',
      limit: 3,
      threshold: 0,
      language: 'en',
      frameworks: ['ESCO'],
    });
    // Weighed as a short name is, word overlaps came first ("water currents", "water policies").
    expect(hits.some((hit) => /plumb|faucet|sewer/i.test(hit.label))).toBe(true);
    expect(hits.map((hit) => hit.label)).not.toContain('water currents');
    // A name typed exactly still comes first, by its words.
    const [exact] = await search.search({
      kind: 'Skill',
      q: 'manage a team',
      limit: 1,
      threshold: 0,
      language: 'en',
      frameworks: ['ESCO'],
    });
    expect(exact?.label).toBe('manage a team');
  });
});

describe('queries without a word', () => {
  it('find nothing, where their embedding would have found something', async () => {
    const search = new GraphSearch(ctx.executor, await loadEmbedder());
    for (const kind of ['Skill', 'Occupation'] as const) {
      for (const q of ['   ', '%%%', '🙂', '--', '""'])
        expect(await search.search({ kind, q, limit: 5, threshold: 0, language: 'en' })).toEqual([]);
      // A language's name with its symbol is a word.
      for (const q of ['c#', 'nurse'])
        expect(
          (await search.search({ kind, q, limit: 5, threshold: 0, language: 'en' })).length,
        ).toBeGreaterThan(0);
    }
  });
});

describe('framework codes', () => {
  it('find their concept by the code, bare or after the framework, and nothing by their meaningless embedding', async () => {
    const search = new GraphSearch(ctx.executor, await loadEmbedder());
    // As the server does at start: the unit groups are read before the first query.
    await search.warm();
    const occupation = (q: string) =>
      search.search({ kind: 'Occupation', q, limit: 10, threshold: 0, language: 'en' });
    for (const [q, id] of [
      ['M1805', 'rome-M1805'],
      ['rome:M1805', 'rome-M1805'],
      ['15-1252.00', 'onet-15-1252.00'],
      ['onet:15-1252.00', 'onet-15-1252.00'],
    ] as const) {
      const hits = await occupation(q);
      expect(hits[0]?.id).toBe(id);
      // "M1805" brought "Metal Workers and Plastic Workers, All Other" second, by meaning alone.
      expect(hits.filter((hit) => hit.matched === 'semantic')).toEqual([]);
    }
    // Written as references take them: a ROME code in small letters.
    expect((await occupation('rome:m1805'))[0]?.id).toBe('rome-M1805');
    // A bare number may also be a word of labels ("ISO 9001", "Office 365"): found by its words.
    const [numbered] = await ctx.executor.runStatement<{ label: string }>(
      'MATCH (s:Skill) WHERE s.label_en =~ $pattern AND s.retired_at IS NULL RETURN s.label_en AS label LIMIT 1',
      { pattern: '(.*[^0-9])?[0-9]{3,4}([^0-9].*)?' },
    );
    const number = /\b\d{3,4}\b/.exec(numbered!.label)![0];
    const skills = await search.search({ kind: 'Skill', q: number, limit: 10, threshold: 0, language: 'en' });
    expect(skills.some((hit) => hit.label.includes(number))).toBe(true);
    // A sector's code: bare, every framework's that has it (NACE's and ROME's 86); prefixed, that one's.
    const sector = (q: string) =>
      search.search({ kind: 'Sector', q, limit: 5, threshold: 0, language: 'en' });
    expect((await sector('86')).map((hit) => hit.id)).toContain('nace-86');
    const nace = await sector('nace:86');
    expect(nace[0]?.id).toBe('nace-86');
    expect(nace.every((hit) => hit.framework === 'NACE')).toBe(true);
    expect((await sector('nace:86.9'))[0]?.id).toBe('nace-86.9');
    // A NACE section's letter, after the prefix (alone, a letter is a word).
    const [section] = await ctx.executor.runStatement<{ id: string; code: string }>(
      "MATCH (s:Sector {framework: 'NACE'}) WHERE s.code =~ '[A-Z]' RETURN s.id AS id, s.code AS code LIMIT 1",
    );
    for (const q of [`nace:${section!.code}`, `nace:${section!.code.toLowerCase()}`])
      expect((await sector(q)).map((hit) => hit.id)).toEqual([section!.id]);
    // A prefix outside the caller's frameworks finds nothing.
    expect(
      await search.search({
        kind: 'Occupation',
        q: 'rome:M1805',
        limit: 5,
        threshold: 0,
        language: 'en',
        frameworks: ['ESCO'],
      }),
    ).toEqual([]);
    // An ISCO-08 unit group's code: the ESCO occupations filed under it.
    for (const q of ['2512', 'isco:2512']) {
      const hits = await occupation(q);
      expect(hits.length).toBeGreaterThan(0);
      const [codes] = await ctx.executor.runStatement<{ codes: string[] }>(
        'MATCH (o:Occupation) WHERE o.id IN $ids RETURN collect(o.isco_code) AS codes',
        { ids: hits.map((hit) => hit.id) },
      );
      expect(codes!.codes.length).toBe(hits.length);
      for (const code of codes!.codes) expect(code).toBe('2512');
    }
  });
});

describe('neighbours in meaning', () => {
  it('are kept as many as the caller keeps, 20 at least, one ranking per tier', async () => {
    const search = new GraphSearch(ctx.executor, await loadEmbedder());
    const ask = (limit: number) =>
      search.search({
        kind: 'Skill',
        q: 'looking after sick people in hospital',
        limit,
        threshold: 0,
        language: 'en',
      });
    const semantic = (hits: { matched: string }[]) => hits.filter((hit) => hit.matched === 'semantic').length;
    const five = await ask(5);
    const twenty = await ask(20);
    const hundred = await ask(100);
    // Few skills share enough words with the query to fill a hundred: the meaning's neighbours do, more
    // than the 40 the index is otherwise searched for.
    expect(hundred).toHaveLength(100);
    expect(semantic(hundred)).toBeGreaterThan(40);
    // Limits of one tier page through one ranking.
    expect(twenty.slice(0, 5)).toEqual(five);
  });
});
