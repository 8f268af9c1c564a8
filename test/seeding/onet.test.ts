// The O*NET loader on a small real slice of the bundled O*NET 29.2 files, written both as the CSV
// conversion and as the official tab-delimited text files, on the test process's scratch Neo4j (a reload
// retires concepts, which must not touch the suite's shared database).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../src/db/executor.ts';
import { readCsv } from '../../src/seeding/csv.ts';
import {
  ESSENTIAL_IMPORTANCE,
  findOnetFiles,
  loadOnet,
  OPTIONAL_IMPORTANCE,
  onetElementId,
  onetOccupationId,
  onetTechnologyId,
} from '../../src/seeding/onet.ts';
import { scratchGraph } from '../scratch-neo4j.ts';

const SEEDS = join(import.meta.dirname, '..', '..', 'seeds', 'onet');
const work = mkdtempSync(join(tmpdir(), 'skillgraph-onet-slice-'));
let executor: Executor;
let closeDriver: () => Promise<void>;
const quiet = () => {};

/** Two families with a detailed occupation under its base, one (15-1299.08) whose base is not in the slice. */
const CODES = [
  '15-1211.00',
  '15-1211.01',
  '15-1252.00',
  '15-1253.00',
  '15-1299.08',
  '29-1141.00',
  '29-1141.01',
  '11-1011.00',
  '11-1011.03',
];
const CODE = 'O*NET-SOC Code';
/** The official file names of the text download, by the loader's normalised name. */
const OFFICIAL: Record<string, string> = {
  occupation_data: 'Occupation Data',
  alternate_titles: 'Alternate Titles',
  sample_of_reported_titles: 'Sample of Reported Titles',
  job_zones: 'Job Zones',
  content_model_reference: 'Content Model Reference',
  skills: 'Skills',
  knowledge: 'Knowledge',
  technology_skills: 'Technology Skills',
  related_occupations: 'Related Occupations',
};

type Rows = Record<string, string>[];
type Files = Record<string, { rows: Rows; header: string[] }>;
let files: Files;

async function rowsOf(path: string): Promise<{ rows: Rows; header: string[] }> {
  const rows: Rows = [];
  for await (const record of readCsv(path, { onMalformed: () => {} })) rows.push(record.values);
  return { rows, header: Object.keys(rows[0] ?? {}) };
}

/** The slice as CSV (snake_case names, some gzip-compressed) or as the official tab-delimited text. */
function writeSlice(format: 'csv' | 'txt', change: (copy: Files) => void = () => {}) {
  const directory = mkdtempSync(join(work, `${format}-`));
  const copy = structuredClone(files);
  change(copy);
  for (const [name, { rows, header }] of Object.entries(copy)) {
    if (format === 'txt') {
      const lines = rows.map((row) => header.map((h) => row[h] ?? '').join('\t'));
      writeFileSync(
        join(directory, `${OFFICIAL[name]}.txt`),
        `${[header.join('\t'), ...lines].join('\n')}\n`,
      );
    } else {
      const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
      const text = `${[header.join(','), ...rows.map((row) => header.map((h) => quote(row[h] ?? '')).join(','))].join('\n')}\n`;
      if (name.startsWith('s')) writeFileSync(join(directory, `${name}.csv.gz`), gzipSync(text));
      else writeFileSync(join(directory, `${name}.csv`), text);
    }
  }
  return directory;
}

const ratingRows = () => [...files.skills!.rows, ...files.knowledge!.rows];

/** The REQUIRES edges the slice's own rating rows call for, joined and cut as the loader documents. */
function expectedRatings(codes = CODES) {
  const joined = new Map<string, { im?: number; lv?: number; excluded: boolean }>();
  for (const row of ratingRows()) {
    if (!codes.includes(row[CODE]!)) continue;
    const key = `${onetOccupationId(row[CODE]!)} ${onetElementId(row['Element ID']!)}`;
    const entry = joined.get(key) ?? { excluded: false };
    if (row['Scale ID'] === 'IM') entry.im = Number(row['Data Value']);
    if (row['Scale ID'] === 'LV') entry.lv = Number(row['Data Value']);
    if (row['Recommend Suppress'] === 'Y' || row['Not Relevant'] === 'Y') entry.excluded = true;
    joined.set(key, entry);
  }
  return [...joined]
    .filter(([, r]) => !r.excluded && r.im !== undefined && r.im >= OPTIONAL_IMPORTANCE)
    .map(([key, r]) => ({
      key,
      relation: r.im! >= ESSENTIAL_IMPORTANCE ? 'essential' : 'optional',
      importance: r.im,
      level: r.lv ?? null,
    }))
    .sort(byKey);
}
const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

async function counts() {
  const [row] = await executor.runStatement<Record<string, number>>(`
    CALL () { MATCH (o:Occupation {framework: 'ONET'}) WHERE o.retired_at IS NULL RETURN count(o) AS occupations }
    CALL () { MATCH (s:Skill {framework: 'ONET'}) RETURN count(s) AS skills }
    CALL () { MATCH (g:SkillGroup|OccupationGroup {framework: 'ONET'}) RETURN count(g) AS groups }
    CALL () { MATCH (:Occupation {framework: 'ONET'})-[r:REQUIRES]->() RETURN count(r) AS requires }
    CALL () { MATCH (c {framework: 'ONET'})-[r:BROADER]->() RETURN count(r) AS broader }
    CALL () { MATCH ()-[r:RELATED_OCCUPATION]->() RETURN count(r) AS related }
    RETURN occupations, skills, groups, requires, broader, related`);
  return row!;
}

beforeAll(async () => {
  const graph = await scratchGraph();
  executor = graph.executor;
  closeDriver = graph.close;
  files = {};
  for (const [name, found] of Object.entries(findOnetFiles(SEEDS))) {
    const { rows, header } = await rowsOf(found.path);
    files[name] = {
      header,
      rows: name === 'content_model_reference' ? rows : rows.filter((row) => CODES.includes(row[CODE]!)),
    };
  }
}, 240_000);

afterAll(async () => {
  await closeDriver?.();
  rmSync(work, { recursive: true, force: true });
}, 120_000);

describe('O*NET loader', () => {
  let first: Awaited<ReturnType<typeof loadOnet>>;

  it('finds the official text files and the CSV conversion by normalised name', () => {
    const official = findOnetFiles(writeSlice('txt'));
    expect(Object.keys(official).sort()).toEqual(Object.keys(OFFICIAL).sort());
    expect(official.skills!.delimiter).toBe('\t');
    const csv = findOnetFiles(writeSlice('csv'));
    expect(csv.skills!.path.endsWith('skills.csv.gz')).toBe(true);
    expect(csv.occupation_data!.delimiter).toBe(',');
  });

  it('loads occupations with titles, job zones and their place in the SOC hierarchy', async () => {
    first = await loadOnet({ directory: writeSlice('csv'), version: '29.2', executor, progress: quiet });
    expect(first.rejected).toEqual([]);
    expect(first.complete).toBe(true);
    const elements = new Set(ratingRows().map((row) => row['Element ID']));
    const commodities = new Set(files.technology_skills!.rows.map((row) => row['Commodity Code']));
    const figures = await counts();
    expect(figures.occupations).toBe(CODES.length);
    expect(figures.skills).toBe(elements.size + commodities.size);

    const nurse = files.occupation_data!.rows.find((row) => row[CODE] === '29-1141.00')!;
    const [stored] = await executor.runStatement<Record<string, unknown>>(
      `MATCH (o:Occupation {id: $id})-[:BROADER]->(g:OccupationGroup)
       RETURN o.label_en AS label, o.description_en AS description, o.code AS code, o.soc_code AS soc,
              o.job_zone AS zone, o.alt_labels_en AS alt, g.id AS group, g.label_en AS groupLabel`,
      { id: onetOccupationId('29-1141.00') },
    );
    const reported = files
      .sample_of_reported_titles!.rows.filter((row) => row[CODE] === '29-1141.00')
      .map((row) => row['Reported Job Title']);
    const zone = files.job_zones!.rows.find((row) => row[CODE] === '29-1141.00')!['Job Zone'];
    expect(stored).toMatchObject({
      label: nurse.Title,
      description: nurse.Description,
      code: '29-1141.00',
      soc: '29-1141',
      zone: Number(zone),
      group: 'soc2018-29-0000',
      groupLabel: 'Healthcare Practitioners and Technical Occupations',
    });
    expect(stored!.alt).toEqual(expect.arrayContaining(reported));
    const alternates = new Set(
      files
        .alternate_titles!.rows.filter((row) => row[CODE] === '29-1141.00')
        .map((row) => row['Alternate Title']),
    );
    expect((stored!.alt as string[]).length).toBeGreaterThanOrEqual(alternates.size);

    // A detailed occupation sits under its base; one whose base is absent under its major group.
    const parents = await executor.runStatement<{ code: string; parent: string }>(
      `MATCH (o:Occupation {framework: 'ONET'})-[:BROADER]->(p) RETURN o.code AS code, p.id AS parent ORDER BY code`,
    );
    expect(Object.fromEntries(parents.map((row) => [row.code, row.parent]))).toMatchObject({
      '15-1211.01': onetOccupationId('15-1211.00'),
      '15-1211.00': 'soc2018-15-0000',
      '15-1299.08': 'soc2018-15-0000',
      '29-1141.01': onetOccupationId('29-1141.00'),
      '11-1011.03': onetOccupationId('11-1011.00'),
    });
    expect(parents.length).toBe(CODES.length);
  });

  it('joins importance and level into REQUIRES edges cut at the documented thresholds', async () => {
    const expected = expectedRatings();
    const stored = await executor.runStatement<{
      key: string;
      relation: string;
      importance: number;
      level: number | null;
    }>(
      `MATCH (o:Occupation {framework: 'ONET'})-[r:REQUIRES]->(s:Skill) WHERE s.skill_type <> 'technology'
       RETURN o.id + ' ' + s.id AS key, r.relation AS relation, r.importance AS importance, r.level AS level`,
    );
    expect(stored.sort(byKey)).toEqual(expected);
    expect(expected.some((row) => row.relation === 'essential')).toBe(true);
    expect(expected.some((row) => row.relation === 'optional')).toBe(true);
    // Rows O*NET flags (suppressed, not relevant) give no edge even when their importance is high enough.
    const flagged = ratingRows().filter(
      (row) => row['Not Relevant'] === 'Y' || row['Recommend Suppress'] === 'Y',
    );
    expect(flagged.length).toBeGreaterThan(0);
    for (const row of flagged)
      expect(stored.map((edge) => edge.key)).not.toContain(
        `${onetOccupationId(row[CODE]!)} ${onetElementId(row['Element ID']!)}`,
      );

    // Elements are skills or knowledge under Content Model groups.
    const [chain] = await executor.runStatement<{
      type: string;
      chain: string[];
      kinds: string[];
      description: string;
    }>(
      `MATCH path = (s:Skill {id: $id})-[:BROADER*]->(top) WHERE NOT (top)-[:BROADER]->()
       RETURN s.skill_type AS type, s.description_en AS description, [n IN nodes(path) | n.id] AS chain,
              [n IN tail(nodes(path)) | [l IN labels(n) WHERE l <> 'Concept'][0]] AS kinds`,
      { id: onetElementId('2.A.1.a') },
    );
    const reference = files.content_model_reference!.rows.find((row) => row['Element ID'] === '2.A.1.a')!;
    expect(chain).toEqual({
      type: 'skill/competence',
      description: reference.Description,
      chain: ['onet-2.A.1.a', 'onet-2.A.1', 'onet-2.A'],
      kinds: ['SkillGroup', 'SkillGroup'],
    });
    const [knowledge] = await executor.runStatement<{ type: string }>(
      'MATCH (s:Skill {id: $id}) RETURN s.skill_type AS type',
      { id: onetElementId('2.C.1.a') },
    );
    expect(knowledge!.type).toBe('knowledge');
  });

  it('loads technology skills named by the products occupations list', async () => {
    const python = files.technology_skills!.rows.find((row) => row.Example === 'Python')!;
    const [skill] = await executor.runStatement<{ label: string; alt: string[]; type: string }>(
      'MATCH (s:Skill {id: $id}) RETURN s.label_en AS label, s.alt_labels_en AS alt, s.skill_type AS type',
      { id: onetTechnologyId(python['Commodity Code']!) },
    );
    expect(skill!.label).toBe(python['Commodity Title']);
    expect(skill!.type).toBe('technology');
    const examples = new Set(
      files
        .technology_skills!.rows.filter((row) => row['Commodity Code'] === python['Commodity Code'])
        .map((row) => row.Example),
    );
    expect(new Set(skill!.alt)).toEqual(examples);

    const uses = new Map<string, { examples: Set<string>; essential: boolean }>();
    for (const row of files.technology_skills!.rows) {
      const key = `${onetOccupationId(row[CODE]!)} ${onetTechnologyId(row['Commodity Code']!)}`;
      const use = uses.get(key) ?? { examples: new Set(), essential: false };
      use.examples.add(row.Example!);
      if (row['In Demand'] === 'Y') use.essential = true;
      uses.set(key, use);
    }
    const stored = await executor.runStatement<{ key: string; relation: string; examples: string[] }>(
      `MATCH (o:Occupation {framework: 'ONET'})-[r:REQUIRES]->(s:Skill {skill_type: 'technology'})
       RETURN o.id + ' ' + s.id AS key, r.relation AS relation, r.examples AS examples`,
    );
    expect(stored.length).toBe(uses.size);
    for (const edge of stored) {
      const use = uses.get(edge.key)!;
      expect(new Set(edge.examples)).toEqual(use.examples);
      expect(edge.relation).toBe(use.essential ? 'essential' : 'optional');
    }
    expect(stored.some((edge) => edge.relation === 'essential')).toBe(true);
    // A CV saying "Python" finds the skill through the English label index.
    const hits = await executor.runStatement<{ id: string }>(
      `CALL db.index.fulltext.queryNodes('concept_labels_en', '"Python"') YIELD node
       WHERE node.framework = 'ONET' RETURN node.id AS id`,
    );
    expect(hits.map((hit) => hit.id)).toContain(onetTechnologyId(python['Commodity Code']!));
  });

  it('links related occupations with their tier and rank', async () => {
    const inSlice = files.related_occupations!.rows.filter((row) =>
      CODES.includes(row['Related O*NET-SOC Code']!),
    );
    const stored = await executor.runStatement<{ from: string; to: string; tier: string; rank: number }>(
      `MATCH (a:Occupation)-[r:RELATED_OCCUPATION]->(b:Occupation)
       RETURN a.code AS from, b.code AS to, r.tier AS tier, r.rank AS rank ORDER BY from, rank`,
    );
    expect(stored).toEqual(
      inSlice
        .map((row) => ({
          from: row[CODE],
          to: row['Related O*NET-SOC Code'],
          tier: row['Relatedness Tier'],
          rank: Number(row.Index),
        }))
        .sort((a, b) => a.from!.localeCompare(b.from!) || a.rank - b.rank),
    );
    expect(first.steps['related_occupations']!.missing).toBe(
      files.related_occupations!.rows.length - inSlice.length,
    );
  });

  it('reads the official tab-delimited text files, and a second load gives the same graph', async () => {
    const before = await counts();
    const report = await loadOnet({
      directory: writeSlice('txt'),
      version: '29.2',
      executor,
      progress: quiet,
    });
    expect(report.rejected).toEqual([]);
    expect(report.retired).toBe(0);
    expect(report.unlinked).toBe(0);
    for (const [step, figures] of Object.entries(first.steps))
      expect(report.steps[step]).toMatchObject({ read: figures.read, written: figures.written });
    expect(await counts()).toEqual(before);
  });

  it('rejects malformed rows with file and line and loads the rest', async () => {
    const directory = writeSlice('txt', (copy) => {
      copy.skills!.rows.splice(3, 0, { ...copy.skills!.rows[0]!, 'Data Value': 'n/a' });
      copy.occupation_data!.rows.push({ ...copy.occupation_data!.rows[0]!, [CODE]: '15-1252' });
      copy.related_occupations!.rows.splice(0, 0, { ...copy.related_occupations!.rows[0]!, Index: 'first' });
    });
    const report = await loadOnet({ directory, version: '29.2', executor: undefined, progress: quiet });
    const lines = (file: string) => readFileSync(join(directory, file), 'utf8').trimEnd().split('\n').length;
    expect(report.rejected).toEqual([
      {
        file: 'Occupation Data.txt',
        line: lines('Occupation Data.txt'),
        message: expect.stringContaining('15-1252'),
      },
      { file: 'Skills.txt', line: 5, message: 'Data Value "n/a" is not a number' },
      { file: 'Related Occupations.txt', line: 2, message: expect.stringContaining('first') },
    ]);
    expect(report.steps['occupation_data']!.read).toBe(CODES.length);
  });

  it('retires an occupation a release dropped and keeps the links users made to it', async () => {
    const dropped = '15-1253.00';
    await executor.runStatement(
      "MATCH (o:Occupation {id: $id}) CREATE (:OnetTestUser {id: 'onet-user'})-[:HAS_OCCUPATION]->(o)",
      { id: onetOccupationId(dropped) },
    );
    const directory = writeSlice('csv', (copy) => {
      for (const [name, file] of Object.entries(copy)) {
        if (name === 'content_model_reference') continue;
        file.rows = file.rows.filter(
          (row) => row[CODE] !== dropped && row['Related O*NET-SOC Code'] !== dropped,
        );
      }
    });
    const report = await loadOnet({ directory, version: '29.3', executor, progress: quiet });
    expect(report.rejected).toEqual([]);
    const [gone] = await executor.runStatement<{
      retired: string | null;
      users: number;
      requires: number;
      related: number;
      broader: number;
    }>(
      `MATCH (o:Occupation {id: $id})
       RETURN o.retired_at AS retired, COUNT { (:OnetTestUser)-[:HAS_OCCUPATION]->(o) } AS users,
              COUNT { (o)-[:REQUIRES]->() } AS requires, COUNT { (o)-[:RELATED_OCCUPATION]-() } AS related,
              COUNT { (o)-[:BROADER]->() } AS broader`,
      { id: onetOccupationId(dropped) },
    );
    expect(gone).toMatchObject({ users: 1, requires: 0, related: 0, broader: 0 });
    expect(gone!.retired).not.toBeNull();
    const figures = await counts();
    expect(figures.occupations).toBe(CODES.length - 1);
    expect(figures.requires).toBe(
      expectedRatings(CODES.filter((code) => code !== dropped)).length +
        new Set(
          files
            .technology_skills!.rows.filter((row) => row[CODE] !== dropped)
            .map((row) => `${row[CODE]} ${row['Commodity Code']}`),
        ).size,
    );
    await executor.runStatement("MATCH (u:OnetTestUser {id: 'onet-user'}) DETACH DELETE u");
  });
});
