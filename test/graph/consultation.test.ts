// The graph consultation routes (spec 4.8, 4.9) against the bundled real data the suite's global setup
// loads: expectations are read from the same seed files, never written by hand.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv, splitLines } from '../../src/seeding/csv.ts';
import { createTenant, createTestContext, type Tenant, type TestContext } from '../helpers.ts';

const SEEDS = join(import.meta.dirname, '..', '..', 'seeds');
let ctx: TestContext;

type Rows = Record<string, string>[];
async function rows(
  file: string,
  keep: (row: Record<string, string>) => boolean = () => true,
): Promise<Rows> {
  const out: Rows = [];
  for await (const record of readCsv(join(SEEDS, file), { onMalformed: () => {} }))
    if (keep(record.values)) out.push(record.values);
  return out;
}
const uuidOf = (uri: string) => uri.split('/').pop() as string;

// Graph routes need an API key: one tenant (organisation, admin, key), made on first use.
let tenant: Promise<Tenant> | undefined;
async function keyHeaders() {
  tenant ??= createTenant(ctx);
  return (await tenant).headers;
}
async function get(url: string, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { ...(await keyHeaders()), ...headers },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
async function post(url: string, payload: unknown) {
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: await keyHeaders(),
  });
  return { status: response.statusCode, body: response.json() };
}

let skills: Rows;
let skillsFr: Map<string, Record<string, string>>;
/** A real skill whose English label is specific enough to be found first. */
let skill: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext(undefined, {}, { embedder: true });
  skills = await rows('esco/skills_en.csv.gz', (row) => row['status'] === 'released');
  skillsFr = new Map(
    (await rows('esco/skills_fr.csv.gz')).map((row) => [row['conceptUri'] as string, row] as const),
  );
  const labelCounts = new Map<string, number>();
  for (const row of skills) {
    const label = (row['preferredLabel'] ?? '').toLowerCase();
    labelCounts.set(label, (labelCounts.get(label) ?? 0) + 1);
  }
  // Deterministic pick: the first skill (by URI) with a three-word label no other skill shares.
  skill = [...skills]
    .sort((a, b) => (a['conceptUri'] ?? '').localeCompare(b['conceptUri'] ?? ''))
    .find(
      (row) =>
        (row['preferredLabel'] ?? '').split(' ').length === 3 &&
        labelCounts.get((row['preferredLabel'] ?? '').toLowerCase()) === 1 &&
        skillsFr.has(row['conceptUri'] ?? '') &&
        splitLines(row['altLabels']).length > 0,
    ) as Record<string, string>;
});
afterAll(() => ctx?.close());

describe('GET /v1/search/skill', () => {
  it('finds a skill first by its English preferred label, with the result shape and meta', async () => {
    const { status, body } = await get(`/v1/search/skill?q=${encodeURIComponent(skill['preferredLabel']!)}`);
    expect(status).toBe(200);
    expect(body.skills[0].id).toBe(uuidOf(skill['conceptUri']!));
    expect(body.skills[0].uri).toBe(`graph://skill/${uuidOf(skill['conceptUri']!)}`);
    expect(body.skills[0].confidence).toBeGreaterThanOrEqual(0.95);
    expect(body.skills[0].referentials).toContain('ESCO');
    expect(body.meta.region).toBe('fr-par');
    expect(body.meta.took_ms).toBeGreaterThanOrEqual(0);
    const confidences = body.skills.map((hit: { confidence: number }) => hit.confidence);
    expect(confidences).toEqual([...confidences].sort((a: number, b: number) => b - a));
    for (const value of confidences) expect(value).toBeGreaterThanOrEqual(0.1);
    for (const value of confidences) expect(value).toBeLessThanOrEqual(1);
  });

  it('finds it by its French label and answers in the language asked', async () => {
    const french = skillsFr.get(skill['conceptUri']!)!['preferredLabel']!;
    const { body } = await get(`/v1/search/skill?q=${encodeURIComponent(french)}&limit=5&lang=fr`);
    const hit = body.skills.find((h: { id: string }) => h.id === uuidOf(skill['conceptUri']!));
    expect(hit).toBeDefined();
    expect(hit.label).toBe(french);
    expect(body.language).toBe('fr');
  });

  it('forgives a typo', async () => {
    const label = skill['preferredLabel']!;
    const longest = label.split(' ').sort((a, b) => b.length - a.length)[0]!;
    const typo = label.replace(longest, longest.slice(0, 2) + longest.slice(3));
    const { body } = await get(`/v1/search/skill?q=${encodeURIComponent(typo)}&limit=5`);
    expect(body.skills.map((h: { id: string }) => h.id)).toContain(uuidOf(skill['conceptUri']!));
  });

  it('respects limit, threshold and the framework filter', async () => {
    const { body } = await get('/v1/search/skill?q=management&limit=3&threshold=0.3&framework=ROME');
    expect(body.skills.length).toBeLessThanOrEqual(3);
    expect(body.skills.length).toBeGreaterThan(0);
    for (const hit of body.skills) {
      expect(hit.framework).toBe('ROME');
      expect(hit.confidence).toBeGreaterThanOrEqual(0.3);
    }
  });

  it.each([
    ['', 'q'],
    ['?q=', 'q'],
    ['?q=java&limit=0', 'limit'],
    ['?q=java&limit=101', 'limit'],
    ['?q=java&threshold=1.5', 'threshold'],
    ['?q=java&lang=de', 'lang'],
    // The parameter is `framework`: a misspelt filter is refused rather than silently filtering nothing.
    ['?q=java&frameworks=ROME', 'did you mean framework?'],
  ])('rejects %s with 400 validation_error naming %s', async (query, field) => {
    const { status, body, headers } = await get(`/v1/search/skill${query}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('validation_error');
    expect(body.error.request_id).toBe(headers['x-request-id']);
    expect(JSON.stringify(body.error.details.fields)).toContain(field);
  });

  it('treats Lucene syntax as plain words', async () => {
    const { status } = await get(
      `/v1/search/skill?q=${encodeURIComponent('java AND (python OR "c++" ~ * ?')}`,
    );
    expect(status).toBe(200);
  });
});

describe('GET /v1/search/occupation and /v1/search/sector', () => {
  it('finds a ROME sheet from one of its appellations and by its code', async () => {
    const [appellation] = await rows(
      'rome/unix_referentiel_appellation_v460_utf8.csv.gz',
      (row) => row['code_rome'] === 'M1805',
    );
    const byTitle = await get(
      `/v1/search/occupation?q=${encodeURIComponent(appellation!['libelle_appellation_long']!)}&limit=5`,
    );
    expect(byTitle.body.occupations.map((h: { id: string }) => h.id)).toContain('rome-M1805');
    const byCode = await get('/v1/search/occupation?q=M1805');
    expect(byCode.body.occupations[0].id).toBe('rome-M1805');
    expect(byCode.body.occupations[0].code).toBe('M1805');
  });

  it('keeps enough hits when one framework is asked for, though another fills the top of the index', async () => {
    // ROME's many French titles crowd ESCO out of the first hits of the French index; the filter must
    // still find ESCO's own occupations for a French word.
    const { body } = await get(
      '/v1/search/occupation?q=comptable&framework=ESCO&threshold=0&limit=20&lang=fr',
    );
    expect(body.occupations).toHaveLength(20);
    expect(body.occupations.every((hit: { framework: string }) => hit.framework === 'ESCO')).toBe(true);
    expect(body.occupations[0].label.toLowerCase()).toContain('comptable');
  });

  it('answers a repeated search the same, sliced to each limit and threshold (cache: cache.test.ts)', async () => {
    const url = '/v1/search/occupation?q=boulanger%20p%C3%A2tissier&limit=7';
    const first = await get(url);
    const again = await get(url);
    expect(again.body.occupations).toEqual(first.body.occupations);
    const fewer = await get(`${url.replace('limit=7', 'limit=3')}&threshold=0.5`);
    expect(fewer.body.occupations).toEqual(
      first.body.occupations.filter((hit: { confidence: number }) => hit.confidence >= 0.5).slice(0, 3),
    );
  });

  it("finds the occupations of an ISCO unit group from the group's title, in English and French", async () => {
    // ESCO files its occupations under ISCO-08 unit groups; 1111 "Legislators" holds "member of
    // parliament", "senator", "mayor"..., none of whose labels holds the word.
    const [group] = await ctx.executor.runStatement<{ en: string; fr: string; members: string[] }>(
      `MATCH (g:OccupationGroup {framework: 'ESCO', code: '1111'})
       MATCH (o:Occupation {framework: 'ESCO', isco_code: g.code})
       RETURN g.label_en AS en, g.label_fr AS fr, collect(o.id) AS members`,
    );
    expect(group!.members.length).toBeGreaterThan(2);
    // The groups are read in the background on first use; the server reads them at start (warm).
    await ctx.app.graph.search.warm();
    for (const [title, lang] of [
      [group!.en, 'en'],
      [group!.fr, 'fr'],
    ] as const) {
      const { body } = await get(`/v1/search/occupation?q=${encodeURIComponent(title)}&lang=${lang}&limit=5`);
      const members = body.occupations.filter((hit: { id: string }) => group!.members.includes(hit.id));
      expect(members.length, title).toBeGreaterThan(0);
      // Found by the group's title (or, for some, by a label of their own close to it).
      expect(members.some((hit: { matched_label: string }) => hit.matched_label === title)).toBe(true);
      expect(members.every((hit: { matched: string }) => hit.matched !== 'semantic')).toBe(true);
    }
  });

  it('searches sectors', async () => {
    const [sector] = await rows('rome/unix_secteur_activite_v460_utf8.csv.gz');
    const { status, body } = await get(
      `/v1/search/sector?q=${encodeURIComponent(sector!['libelle_sect_activite']!)}`,
    );
    expect(status).toBe(200);
    expect(body.sectors[0].label).toBe(sector!['libelle_sect_activite']);
    expect(body.sectors[0].uri).toMatch(/^graph:\/\/sector\//);
  });

  it('finds sectors by their NACE titles in English, French and Spanish, and by meaning', async () => {
    type Hit = { id: string; code: string; label: string; framework: string; matched: string };
    const search = async (query: string) =>
      (await get(`/v1/search/sector?${query}&limit=10`)).body.sectors as Hit[];
    const health = await search('q=health');
    expect(health[0]!.framework).toBe('NACE');
    expect(health[0]!.label).toMatch(/health/i);
    expect(health.map((hit) => hit.id)).toEqual(expect.arrayContaining(['nace-86', 'nace-R']));
    expect((await search('q=construction')).map((hit) => hit.id)).toContain('nace-F');
    const french = await search('q=sant%C3%A9&lang=fr');
    expect(french.map((hit) => hit.id)).toEqual(expect.arrayContaining(['nace-86', 'rome-sector-85']));
    const spanish = await search('q=actividades%20sanitarias&lang=es');
    expect(spanish[0]).toMatchObject({ id: 'nace-86', label: 'Actividades sanitarias' });
    // No title holds these words: found by meaning.
    const meaning = await search(`q=${encodeURIComponent('looking after sick people in hospitals')}`);
    expect(meaning.slice(0, 3).some((hit) => /^nace-(86|87|R)/.test(hit.id))).toBe(true);
  });
});

describe('earlier search routes', () => {
  it('GET /v1/skills/search returns skills[] of uri, label, confidence, referentials and meta', async () => {
    const { status, body } = await get(`/v1/skills/search?q=${encodeURIComponent(skill['preferredLabel']!)}`);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['meta', 'skills']);
    expect(body.skills[0]).toMatchObject({
      uri: `graph://skill/${uuidOf(skill['conceptUri']!)}`,
      label: skill['preferredLabel'],
      referentials: expect.arrayContaining(['ESCO']),
    });
  });

  it('GET /v1/occupations/search finds occupations by title', async () => {
    const { body } = await get('/v1/occupations/search?q=M1805');
    expect(body.occupations[0].id).toBe('rome-M1805');
  });
});

describe('GET /v1/skills/{uri}', () => {
  const id = () => uuidOf(skill['conceptUri']!);

  it('returns the same multilingual record by graph URI, bare id and ESCO URI', async () => {
    const byUri = await get(`/v1/skills/${encodeURIComponent(`graph://skill/${id()}`)}`);
    const byId = await get(`/v1/skills/${id()}`);
    const byEsco = await get(`/v1/skills/${encodeURIComponent(skill['conceptUri']!)}`);
    expect(byUri.status).toBe(200);
    for (const other of [byId, byEsco]) {
      expect(other.status).toBe(200);
      expect(other.body.id).toBe(byUri.body.id);
    }
    const record = byUri.body;
    expect(record.type).toBe('skill');
    expect(record.framework).toBe('ESCO');
    expect(record.source_uri).toBe(skill['conceptUri']);
    expect(record.labels.en.preferred).toBe(skill['preferredLabel']);
    expect(record.labels.en.alternative.sort()).toEqual(splitLines(skill['altLabels']).sort());
    expect(record.labels.fr.preferred).toBe(skillsFr.get(skill['conceptUri']!)!['preferredLabel']);
    expect(record.attributes.skill_type).toBe(skill['skillType']);
    expect(record.meta.region).toBe('fr-par');
  });

  it('answers in French for lang=fr and for Accept-Language: fr', async () => {
    const french = skillsFr.get(skill['conceptUri']!)!['preferredLabel'];
    expect((await get(`/v1/skills/${id()}?lang=fr`)).body.label).toBe(french);
    expect(
      (await get(`/v1/skills/${id()}`, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' })).body.label,
    ).toBe(french);
  });

  it('lists the broader concepts the ESCO hierarchy gives', async () => {
    const broader = await rows(
      'esco/broaderRelationsSkillPillar.csv.gz',
      (row) => row['conceptUri'] === skill['conceptUri'],
    );
    const { body } = await get(`/v1/skills/${id()}`);
    expect(body.broader.map((b: { id: string }) => b.id).sort()).toEqual(
      broader.map((row) => uuidOf(row['broaderUri']!)).sort(),
    );
  });

  it('is 404 not_found for an unknown skill, an occupation, and 400 for a malformed reference', async () => {
    const unknown = await get('/v1/skills/00000000-0000-0000-0000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    expect((await get(`/v1/skills/${encodeURIComponent('graph://occupation/rome-M1805')}`)).status).toBe(404);
    expect((await get('/v1/skills/rome-M1805')).status).toBe(404);
    // Asked under the wrong family first, the id still reads under its own (no cached miss leaks).
    expect((await get('/v1/occupations/rome-M1805')).status).toBe(200);
    const malformed = await get(`/v1/skills/${encodeURIComponent('<script>')}`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('validation_error');
    // The documented pattern is what refuses it, with words rather than the pattern's source.
    expect(malformed.body.error.details.fields).toEqual([
      { field: 'params.uri', message: expect.stringMatching(/^must be graph:\/\/skill\/<id>/) },
    ]);
  });
});

describe('GET /v1/skills/{uri}/neighbors and /prerequisites', () => {
  it('gives broader, narrower and related skills as the source states them', async () => {
    const related = await rows('esco/skillSkillRelations.csv.gz');
    const counts = new Map<string, number>();
    for (const row of related)
      counts.set(row['originalSkillUri']!, (counts.get(row['originalSkillUri']!) ?? 0) + 1);
    const [busiest] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const expected = related
      .filter((row) => row['originalSkillUri'] === busiest![0])
      .map((row) => uuidOf(row['relatedSkillUri']!));
    const { status, body } = await get(`/v1/skills/${uuidOf(busiest![0])}/neighbors?limit=500`);
    expect(status).toBe(200);
    const outgoing = body.related
      .filter((r: { direction: string }) => r.direction === 'outgoing')
      .map((r: { id: string }) => r.id);
    expect(outgoing.sort()).toEqual([...new Set(expected)].sort());
    expect(body.skill.id).toBe(uuidOf(busiest![0]));
  });

  it('bounds each list by limit', async () => {
    const [group] = await rows('esco/broaderRelationsSkillPillar.csv.gz', (row) =>
      (row['broaderUri'] ?? '').endsWith('c46fcb45-5c14-4ffa-abed-5a43f104bb22'),
    );
    expect(group).toBeDefined();
    const { body } = await get('/v1/skills/c46fcb45-5c14-4ffa-abed-5a43f104bb22/neighbors?limit=2');
    expect(body.narrower.length).toBe(2);
  });

  it('derives prerequisites from essential skill relations and builds a bounded tree', async () => {
    const essential = await rows(
      'esco/skillSkillRelations.csv.gz',
      (row) => row['relationType'] === 'essential',
    );
    const sample = essential.find((row) => row['originalSkillUri'] !== row['relatedSkillUri'])!;
    const { status, body } = await get(
      `/v1/skills/${uuidOf(sample['originalSkillUri']!)}/prerequisites?depth=3`,
    );
    expect(status).toBe(200);
    expect(body.depth).toBe(3);
    const first = body.prerequisites.map((p: { id: string }) => p.id);
    expect(first).toContain(uuidOf(sample['relatedSkillUri']!));
    const maxDepth = (nodes: { depth: number; prerequisites: unknown[] }[]): number =>
      Math.max(0, ...nodes.map((n) => Math.max(n.depth, maxDepth(n.prerequisites as never))));
    expect(maxDepth(body.prerequisites)).toBeLessThanOrEqual(3);
    expect(body.prerequisites[0].derived).toBe(true);
  });

  it('rejects depth outside 1..5', async () => {
    for (const depth of [0, 6, 'x']) {
      const { status, body } = await get(
        `/v1/skills/${uuidOf(skill['conceptUri']!)}/prerequisites?depth=${depth}`,
      );
      expect(status).toBe(400);
      expect(body.error.code).toBe('validation_error');
    }
  });
});

describe('GET /v1/occupations/{uri} and /skills', () => {
  let occupation: Record<string, string>;
  let required: Rows;
  beforeAll(async () => {
    [occupation] = (await rows('esco/occupations_en.csv.gz')).filter(
      (row) => row['preferredLabel'] === 'data scientist',
    ) as [Record<string, string>];
    required = await rows(
      'esco/occupationSkillRelations.csv.gz',
      (row) => row['occupationUri'] === occupation['conceptUri'],
    );
  });

  it('returns the record with its essential and optional skills as ESCO states them', async () => {
    const { status, body } = await get(`/v1/occupations/${uuidOf(occupation['conceptUri']!)}`);
    expect(status).toBe(200);
    expect(body.type).toBe('occupation');
    expect(body.label).toBe('data scientist');
    expect(body.code).toBe(occupation['code']);
    const essential = required.filter((row) => row['relationType'] === 'essential');
    expect(body.skills.essential.map((s: { id: string }) => s.id).sort()).toEqual(
      essential.map((row) => uuidOf(row['skillUri']!)).sort(),
    );
    expect(body.skills.optional.length).toBe(required.length - essential.length);
  });

  it('lists required skills filtered by relation, with a null proficiency where ESCO states none', async () => {
    const { body } = await get(
      `/v1/occupations/${uuidOf(occupation['conceptUri']!)}/skills?relation=essential`,
    );
    expect(body.skills.length).toBe(required.filter((row) => row['relationType'] === 'essential').length);
    for (const item of body.skills) {
      expect(item.relation).toBe('essential');
      expect(item.proficiency_level).toBeNull();
    }
  });

  it('resolves ROME codes, with and without the framework prefix', async () => {
    const prefixed = await get('/v1/occupations/rome%3AM1805');
    const bare = await get('/v1/occupations/M1805');
    expect(prefixed.status).toBe(200);
    expect(prefixed.body.id).toBe('rome-M1805');
    expect(bare.body.id).toBe('rome-M1805');
    expect(prefixed.body.labels.fr.preferred).toBeTruthy();
    expect(prefixed.body.skills.essential.length).toBeGreaterThan(0);
  });
});

describe('GET /v1/taxonomy/browse', () => {
  it('gives the roots of a framework, then the children of a root, paginated', async () => {
    const grand = await rows('rome/unix_grand_domaine_v460_utf8.csv.gz');
    const roots = await get('/v1/taxonomy/browse?framework=ROME&kind=occupation&itemsPerPage=1000');
    expect(roots.status).toBe(200);
    expect(roots.body.nodes.map((n: { code: string }) => n.code).sort()).toEqual(
      grand.map((row) => row['code_grand_domaine']).sort(),
    );
    const letter = grand[0]!['code_grand_domaine']!;
    const domains = await rows('rome/unix_domaine_professionnel_v460_utf8.csv.gz', (row) =>
      (row['code_domaine_professionnel'] ?? '').startsWith(letter),
    );
    const children = await get(`/v1/taxonomy/browse?uri=rome-${letter}&itemsPerPage=1000`);
    expect(children.body.parent).toMatchObject({
      id: `rome-${letter}`,
      framework: 'ROME',
      label: grand[0]!['libelle_grand_domaine'],
    });
    expect(children.body.total).toBe(domains.length);
    const page = await get(`/v1/taxonomy/browse?uri=rome-${letter}&itemsPerPage=1&page=2`);
    expect(page.body.nodes.length).toBe(1);
    expect(page.body.nodes[0].id).toBe(children.body.nodes[1].id);
    expect(page.body.pages).toBe(domains.length);
  });

  it('lists under a sector its sub-sectors or the occupations in it', async () => {
    const found = await get('/v1/search/sector?q=informatique&lang=fr&framework=ROME&limit=5');
    const sector = found.body.sectors.find((hit: { label: string }) => hit.label === 'Informatique');
    const under = await get(`/v1/taxonomy/browse?uri=${encodeURIComponent(sector.uri)}&lang=fr`);
    expect(under.body.parent).toMatchObject({ uri: sector.uri, label: 'Informatique', kind: 'Sector' });
    expect(under.body.total).toBeGreaterThan(0);
    expect(under.body.nodes.map((node: { kind: string }) => node.kind)).toContain('Occupation');
    // A NACE section by its code, in either case, holds its divisions (Rev. 2.1: R is human health).
    for (const uri of ['nace:R', 'nace:r']) {
      const section = await get(`/v1/taxonomy/browse?uri=${uri}`);
      expect(section.status, uri).toBe(200);
      expect(section.body.parent).toMatchObject({ kind: 'Sector' });
      expect(section.body.nodes.map((node: { uri: string }) => node.uri)).toContain('graph://sector/nace-86');
    }
  });

  it('is 404 for an unknown parent and 400 for itemsPerPage over 1000', async () => {
    expect((await get('/v1/taxonomy/browse?uri=no-such-concept')).status).toBe(404);
    expect((await get('/v1/taxonomy/browse?itemsPerPage=1001')).status).toBe(400);
  });
});

describe('crosswalk', () => {
  it('maps a concept to its own framework as exact, and says when a target framework is not loaded', async () => {
    const same = await get('/v1/mapping/crosswalk?uri=rome%3AM1805&target_taxonomy=ROME');
    expect(same.status).toBe(200);
    expect(same.body.correspondences[0]).toMatchObject({
      id: 'rome-M1805',
      match: 'exact',
      method: 'same-framework',
    });
    // Named as the source is (its label was the id).
    expect(same.body.correspondences[0]).toMatchObject(same.body.source);
    expect(same.body.source.label).toBe('Développeur / Développeuse informatique');
    const ssf = await get('/v1/crosswalk?uri=rome%3AM1805&target=ssf');
    expect(ssf.status).toBe(200);
    expect(ssf.body.target_loaded).toBe(false);
    expect(ssf.body.correspondences).toEqual([]);
  });

  it('answers both routes with the same conversion', async () => {
    const a = await get('/v1/mapping/crosswalk?uri=rome%3AM1805&target_taxonomy=ESCO');
    const b = await get('/v1/crosswalk?uri=rome%3AM1805&target=esco');
    expect(a.status).toBe(200);
    expect(b.body.correspondences).toEqual(a.body.correspondences);
    for (const item of a.body.correspondences) {
      expect(item.framework).toBe('ESCO');
      expect(['exact', 'close', 'broad', 'narrow']).toContain(item.match);
      expect(item.score).toBeGreaterThanOrEqual(0);
      expect(item.score).toBeLessThanOrEqual(1);
    }
  });

  it('ranks every correspondence by its calibrated score and shows the evidence behind it', async () => {
    // O*NET's Software Developers shares five titles with ESCO's software developer and is closest in
    // meaning: first, although each of many other ESCO occupations shares a title or two with it.
    const { status, body } = await get(
      '/v1/mapping/crosswalk?uri=onet%3A15-1252.00&target_taxonomy=ESCO&limit=10',
    );
    expect(status).toBe(200);
    const items = body.correspondences as {
      label: string;
      score: number;
      inferred: boolean;
      provenance: string[];
      evidence: {
        shared_titles: number;
        similarity: number | null;
        table: number | null;
        skills: number | null;
      };
    }[];
    expect(items.length).toBeGreaterThan(3);
    expect(items[0]!.label).toBe('software developer');
    expect(items[0]!.evidence.shared_titles).toBeGreaterThanOrEqual(
      Math.max(...items.map((item) => item.evidence.shared_titles)),
    );
    const scores = items.map((item) => item.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const item of items) {
      expect(item.inferred).toBe(item.evidence.table === null);
      expect(item.provenance.length).toBeGreaterThan(0);
      expect(item.evidence.similarity).toBeGreaterThan(0);
      // Shared skills: the cosine of the two occupations' skill profiles (both require skills).
      expect(item.evidence.skills).toBeGreaterThanOrEqual(0);
      expect(item.evidence.skills).toBeLessThanOrEqual(1);
    }
    // ESCO's software developer requires more of what O*NET's Software Developers do than some others.
    const skills = items.map((item) => item.evidence.skills as number);
    expect(skills[0]).toBeGreaterThan(Math.min(...skills));
    // Nesta's table is official: a pair it states with its highest confidence (score 1) is taken at
    // its word, first with score 1, whatever the inferred evidence says of other candidates.
    const nesta = await rows(
      'crosswalks/esco_onet_crosswalk_Nov2020.csv.gz',
      (row) => Number(row['confidence']) === 2,
    );
    let checked = 0;
    for (const row of nesta.slice(0, 15)) {
      const uri = encodeURIComponent(row['concept_uri']!);
      const converted = await get(`/v1/mapping/crosswalk?uri=${uri}&target_taxonomy=ONET`);
      if (converted.status === 404) continue; // an occupation the bundled ESCO release does not have
      expect(converted.status).toBe(200);
      const stated = (converted.body.correspondences as { id: string }[]).findIndex(
        (item) => item.id === `onet-${row['onet_code']}`,
      );
      if (stated < 0) continue; // an O*NET-SOC 2010 code O*NET 29 no longer has
      expect(converted.body.correspondences[0]).toMatchObject({
        score: 1,
        inferred: false,
        evidence: { table: 1 },
      });
      expect(converted.body.correspondences[stated].provenance).toContain('nesta-mcc-esco-onet-2020');
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('reaches another framework through narrower concepts when no table row survives', async () => {
    // BLS maps ISCO 2512 (Software developers) to SOC 2010 codes that O*NET 29 no longer has; its ESCO
    // occupations' own crosswalks still reach O*NET.
    const { status, body } = await get('/v1/mapping/crosswalk?uri=isco-2512&target_taxonomy=ONET&limit=5');
    expect(status).toBe(200);
    expect(body.correspondences.length).toBe(5);
    for (const item of body.correspondences) {
      expect(item.method).toBe('narrower-concept');
      expect(item.match).toBe('narrow');
      expect(item.evidence.narrower).toBeGreaterThan(0);
      expect(item.via[0]).toMatchObject({ framework: 'ESCO', kind: 'Occupation' });
    }
  });

  it('rejects an unknown target and a missing uri', async () => {
    expect((await get('/v1/mapping/crosswalk?uri=rome%3AM1805&target_taxonomy=XYZ')).status).toBe(400);
    expect((await get('/v1/crosswalk?target=esco')).status).toBe(400);
  });
});

describe('POST /v1/match/occupation, /v1/skills/extract, /v1/skills/recommend', () => {
  it('matches ROME appellations to their sheet', async () => {
    const appellations = (await rows('rome/unix_referentiel_appellation_v460_utf8.csv.gz')).filter(
      (row) => row['code_rome'] === 'M1805' || row['code_rome'] === 'J1506',
    );
    const titles = appellations.slice(0, 4).map((row) => row['libelle_appellation_court']!);
    const { status, body } = await post('/v1/match/occupation', { titles, limit: 5 });
    expect(status).toBe(200);
    expect(body.results).toHaveLength(titles.length);
    for (const [index, result] of body.results.entries()) {
      expect(result.title).toBe(titles[index]);
      expect(result.matches.map((m: { id: string }) => m.id)).toContain(
        `rome-${appellations[index]!['code_rome']}`,
      );
    }
  });

  it('answers a long list of titles in order, each as the title alone is answered', async () => {
    // More titles than are searched at once (25), from two sheets, interleaved.
    const sheets = (await rows('rome/unix_referentiel_appellation_v460_utf8.csv.gz')).filter(
      (row) => row['code_rome'] === 'M1805' || row['code_rome'] === 'J1506',
    );
    const nurses = sheets.filter((row) => row['code_rome'] === 'J1506');
    const developers = sheets.filter((row) => row['code_rome'] === 'M1805');
    const titles = Array.from(
      { length: 30 },
      (_, i) => (i % 2 ? nurses : developers)[Math.floor(i / 2)]!['libelle_appellation_court']!,
    );
    expect(new Set(titles).size).toBe(30);
    const { status, body } = await post('/v1/match/occupation', { titles, limit: 3 });
    expect(status).toBe(200);
    expect(body.results.map((result: { title: string }) => result.title)).toEqual(titles);
    for (const [index, title] of titles.entries()) {
      const alone = await post('/v1/match/occupation', { title, limit: 3 });
      expect(body.results[index]).toEqual(alone.body.results[0]);
    }
  });

  it('rejects an empty or oversized request', async () => {
    const empty = await post('/v1/match/occupation', {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.details.fields).toEqual([
      { field: 'body', message: 'must have at least one of title, titles' },
    ]);
    expect((await post('/v1/match/occupation', { titles: Array(101).fill('x') })).status).toBe(400);
    expect((await post('/v1/match/occupation', { titles: ['x'], extra: 1 })).status).toBe(400);
  });

  it('extracts the skill profile of an occupation named by code or by title', async () => {
    const byCode = await post('/v1/skills/extract', { occupation: 'rome:M1805', include_optional: false });
    expect(byCode.status).toBe(200);
    expect(byCode.body.occupation.id).toBe('rome-M1805');
    expect(byCode.body.essential.length).toBe(byCode.body.counts.essential);
    expect(byCode.body.optional).toEqual([]);
    const byTitle = await post('/v1/skills/extract', { title: 'data scientist' });
    expect(byTitle.status).toBe(200);
    expect(byTitle.body.occupation.label).toBe('data scientist');
    expect(byTitle.body.optional.length).toBe(byTitle.body.counts.optional);
    expect((await post('/v1/skills/extract', {})).status).toBe(400);
    // A POST takes its options in its body: a query parameter is refused rather than ignored.
    const queried = await post('/v1/skills/extract?lang=fr', { title: 'data scientist' });
    expect(queried.status).toBe(400);
    expect(JSON.stringify(queried.body.error.details.fields)).toContain('querystring.lang');
  });

  it('recommends what a target requires that is not held, and co-required skills otherwise', async () => {
    const profile = await post('/v1/skills/extract', { occupation: 'rome:M1805' });
    const held = profile.body.essential.slice(0, 3).map((s: { uri: string }) => s.uri);
    const towards = await post('/v1/skills/recommend', {
      skills: held,
      target_occupation: 'rome:M1805',
      limit: 100,
    });
    expect(towards.status).toBe(200);
    const recommended = towards.body.recommendations.map((s: { uri: string }) => s.uri);
    for (const uri of held) expect(recommended).not.toContain(uri);
    expect(towards.body.coverage).toBeCloseTo(
      3 / (profile.body.counts.essential + profile.body.counts.optional),
      4,
    );
    const open = await post('/v1/skills/recommend', { skills: held, limit: 10 });
    expect(open.status).toBe(200);
    expect(open.body.recommendations.length).toBeGreaterThan(0);
    for (const item of open.body.recommendations) expect(held).not.toContain(item.uri);
    expect((await post('/v1/skills/recommend', { skills: [] })).status).toBe(400);
    expect((await post('/v1/skills/recommend', { skills: ['no-such-skill'] })).status).toBe(404);
    // Every unknown reference is named, the known ones not.
    const unknown = await post('/v1/skills/recommend', { skills: ['no-such-a', held[0], 'no-such-b'] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.details.references).toEqual(['no-such-a', 'no-such-b']);
  });
});
