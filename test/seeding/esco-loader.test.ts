// The ESCO loader on a small real slice of the bundled ESCO 1.1.1 export, on a Neo4j of its own
// (a reload retires concepts, which must not touch the suite's shared database).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalNeo4j, stopLocalNeo4j } from '../../scripts/neo4j/local-neo4j.ts';
import { type Executor, openGraph } from '../../src/db/executor.ts';
import { readCsv } from '../../src/seeding/csv.ts';
import { escoId, loadEsco } from '../../src/seeding/esco.ts';

const SEEDS = join(import.meta.dirname, '..', '..', 'seeds', 'esco');
const dataDir = mkdtempSync(join(tmpdir(), 'skillgraph-seed-'));
const work = mkdtempSync(join(tmpdir(), 'skillgraph-slice-'));
const password = 'seed-test-password';
let executor: Executor;
let closeDriver: () => Promise<void>;
const quiet = () => {};

type Rows = Record<string, string>[];
async function rowsOf(file: string): Promise<Rows> {
  const rows: Rows = [];
  for await (const record of readCsv(join(SEEDS, file), { onMalformed: () => {} })) rows.push(record.values);
  return rows;
}
const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
function writeCsv(directory: string, file: string, rows: Rows, header = Object.keys(rows[0] ?? {})) {
  writeFileSync(
    join(directory, file),
    [header.join(','), ...rows.map((row) => header.map((h) => quote(row[h] ?? '')).join(','))].join('\n') +
      '\n',
  );
}

/** A consistent slice: 12 occupations, the skills they require, the hierarchy files whole. */
interface Slice {
  skills: Rows;
  occupations: Rows;
  requires: Rows;
  files: Record<string, { rows: Rows; header: string[] }>;
}
let slice: Slice;

function writeSlice(directory: string, change: (files: Slice['files']) => void = () => {}) {
  const files = structuredClone(slice.files);
  change(files);
  for (const [file, { rows, header }] of Object.entries(files)) writeCsv(directory, file, rows, header);
  return directory;
}

async function counts() {
  const [row] = await executor.runStatement<Record<string, number>>(`
    CALL () { MATCH (s:Skill {framework: 'ESCO'}) WHERE s.retired_at IS NULL RETURN count(s) AS skills }
    CALL () { MATCH (o:Occupation {framework: 'ESCO'}) RETURN count(o) AS occupations }
    CALL () { MATCH (:Occupation)-[r:REQUIRES]->(:Skill) RETURN count(r) AS requires }
    CALL () { MATCH ()-[r:BROADER]->() RETURN count(r) AS broader }
    CALL () { MATCH (c:Concept) RETURN count(c) AS concepts }
    RETURN skills, occupations, requires, broader, concepts`);
  return row!;
}

beforeAll(async () => {
  const started = await startLocalNeo4j({ dataDir, boltPort: 18000 + (process.pid % 1000), password });
  const graph = await openGraph(
    { uri: started.uri, username: 'neo4j', password },
    { logger: pino({ level: 'silent' }), migrate: true },
  );
  executor = graph.executor;
  closeDriver = graph.close;

  const occupations = (await rowsOf('occupations_en.csv.gz')).slice(0, 12);
  const occupationIds = new Set(occupations.map((o) => o.conceptUri));
  const requires = (await rowsOf('occupationSkillRelations.csv.gz')).filter((r) =>
    occupationIds.has(r.occupationUri!),
  );
  const skillUris = new Set(requires.map((r) => r.skillUri));
  const skills = (await rowsOf('skills_en.csv.gz')).filter((s) => skillUris.has(s.conceptUri));
  const skillsFr = (await rowsOf('skills_fr.csv.gz')).filter((s) => skillUris.has(s.conceptUri));
  const related = (await rowsOf('skillSkillRelations.csv.gz')).filter(
    (r) => skillUris.has(r.originalSkillUri) && skillUris.has(r.relatedSkillUri),
  );
  const broaderSkill = (await rowsOf('broaderRelationsSkillPillar.csv.gz')).filter((r) =>
    skillUris.has(r.conceptUri),
  );
  const withHeader = (rows: Rows) => ({ rows, header: Object.keys(rows[0] ?? {}) });
  slice = {
    skills,
    occupations,
    requires,
    files: {
      'skills_en.csv': withHeader(skills),
      'skills_fr.csv': withHeader(skillsFr),
      'occupations_en.csv': withHeader(occupations),
      'ISCOGroups_en.csv': withHeader(await rowsOf('ISCOGroups_en.csv.gz')),
      'skillGroups_en.csv': withHeader(await rowsOf('skillGroups_en.csv.gz')),
      'occupationSkillRelations.csv': withHeader(requires),
      'skillSkillRelations.csv': {
        rows: related,
        header: [
          'originalSkillUri',
          'originalSkillType',
          'relationType',
          'relatedSkillType',
          'relatedSkillUri',
        ],
      },
      'broaderRelationsSkillPillar.csv': withHeader(broaderSkill),
      'broaderRelationsOccPillar.csv': withHeader(
        (await rowsOf('broaderRelationsOccPillar.csv.gz')).filter(
          (r) => occupationIds.has(r.conceptUri) || r.conceptType === 'ISCOGroup',
        ),
      ),
    },
  };
}, 240_000);

afterAll(async () => {
  await closeDriver?.();
  await stopLocalNeo4j({ dataDir });
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
}, 120_000);

describe('ESCO loader', () => {
  it('derives graph ids from ESCO URIs', () => {
    expect(escoId('http://data.europa.eu/esco/skill/0005c151-5b5a-4a66-8aac-60e734beb1ab')).toBe(
      '0005c151-5b5a-4a66-8aac-60e734beb1ab',
    );
    expect(escoId('http://data.europa.eu/esco/isco/C2654')).toBe('isco-2654');
    expect(escoId('http://data.europa.eu/esco/isced-f/00')).toBe('isced-f-00');
    expect(escoId('https://example.com/skill/x')).toBeUndefined();
  });

  it('loads a slice with its relations, hierarchy and French labels', async () => {
    const directory = writeSlice(mkdtempSync(join(work, 'v1-')));
    const report = await loadEsco({ directory, version: '1.1.1', executor, progress: quiet });
    expect(report.rejected).toEqual([]);
    expect(report.languages).toEqual(['en', 'fr']);
    expect(report.complete).toBe(true);
    const figures = await counts();
    expect(figures.skills).toBe(slice.skills.length);
    expect(figures.occupations).toBe(slice.occupations.length);
    expect(figures.requires).toBe(slice.requires.length);

    const occupation = slice.occupations[0]!;
    const [stored] = await executor.runStatement<{
      label: string;
      alt: string[];
      isco: string;
      kinds: string[];
    }>(
      'MATCH (o:Occupation {id: $id}) RETURN o.label_en AS label, o.alt_labels_en AS alt, o.isco_code AS isco, labels(o) AS kinds',
      { id: escoId(occupation.conceptUri!) },
    );
    expect(stored!.label).toBe(occupation.preferredLabel);
    expect(stored!.alt.length).toBe(occupation.altLabels!.split('\n').filter((l) => l.trim()).length);
    expect(stored!.isco).toBe(occupation.iscoGroup);
    expect(stored!.kinds.sort()).toEqual(['Concept', 'Occupation']);

    const french = slice.files['skills_fr.csv']!.rows[0]!;
    const [skill] = await executor.runStatement<{ fr: string }>(
      'MATCH (s:Skill {id: $id}) RETURN s.label_fr AS fr',
      { id: escoId(french.conceptUri!) },
    );
    expect(skill!.fr).toBe(french.preferredLabel);

    // Occupations link to their ISCO group through the hierarchy.
    const inGroup = slice.files['broaderRelationsOccPillar.csv']!.rows.find(
      (row) => row.conceptType === 'Occupation' && row.broaderType === 'ISCOGroup',
    )!;
    const [group] = await executor.runStatement<{ uri: string }>(
      'MATCH (:Occupation {id: $id})-[:BROADER]->(g:OccupationGroup) RETURN g.uri AS uri',
      { id: escoId(inGroup.conceptUri!) },
    );
    expect(group!.uri).toBe(inGroup.broaderUri);
  });

  it('gives the same counts when loaded twice', async () => {
    const before = await counts();
    const report = await loadEsco({
      directory: writeSlice(mkdtempSync(join(work, 'again-'))),
      version: '1.1.1',
      executor,
      progress: quiet,
    });
    expect(report.retired).toBe(0);
    expect(await counts()).toEqual(before);
  });

  it('rejects malformed rows with file and line and loads the rest', async () => {
    const directory = writeSlice(mkdtempSync(join(work, 'bad-')), (files) => {
      const skills = files['skills_en.csv']!.rows;
      skills.splice(2, 0, { ...skills[0]!, conceptUri: 'not-a-uri', preferredLabel: 'broken' });
      skills.splice(4, 0, { ...skills[1]!, preferredLabel: '   ' });
      const requires = files['occupationSkillRelations.csv']!.rows;
      requires.splice(1, 0, { ...requires[0]!, relationType: 'mandatory' });
    });
    const dry = await loadEsco({ directory, version: '1.1.1', executor: undefined, progress: quiet });
    // The slice writer puts one record per line (quoted newlines aside): count from the file itself.
    const lines = (file: string, marker: string) => {
      const text = readFileSync(join(directory, file), 'utf8');
      return text.slice(0, text.indexOf(marker)).split('\n').length;
    };
    expect(dry.rejected).toEqual([
      {
        file: 'skills_en.csv',
        line: lines('skills_en.csv', '"not-a-uri"'),
        message: expect.stringContaining('not-a-uri'),
      },
      {
        file: 'skills_en.csv',
        line: lines('skills_en.csv', '"   "'),
        message: expect.stringContaining('preferredLabel is empty'),
      },
      { file: 'occupationSkillRelations.csv', line: 3, message: expect.stringContaining('mandatory') },
    ]);
  });

  it('writes nothing on a dry run', async () => {
    const before = await counts();
    const directory = writeSlice(mkdtempSync(join(work, 'dry-')), (files) => {
      for (const row of files['skills_en.csv']!.rows) row.preferredLabel = `${row.preferredLabel} (changed)`;
    });
    const report = await loadEsco({ directory, version: '9.9.9', executor: undefined, progress: quiet });
    expect(report.dryRun).toBe(true);
    expect(await counts()).toEqual(before);
    const [row] = await executor.runStatement<{ n: number }>(
      "MATCH (s:Skill) WHERE s.label_en ENDS WITH '(changed)' RETURN count(s) AS n",
    );
    expect(row!.n).toBe(0);
  });

  it('updates changed concepts and retires removed ones without losing the links users made', async () => {
    const removed = slice.skills[0]!;
    const removedId = escoId(removed.conceptUri!)!;
    const renamed = slice.skills[1]!;
    await executor.runStatement(
      "MATCH (s:Skill {id: $id}) CREATE (u:SeedTestUser {id: 'seed-user'})-[:HAS_SKILL]->(s)",
      { id: removedId },
    );
    const directory = writeSlice(mkdtempSync(join(work, 'v2-')), (files) => {
      const drop = (file: string, keep: (row: Record<string, string>) => boolean) => {
        files[file]!.rows = files[file]!.rows.filter(keep);
      };
      drop('skills_en.csv', (row) => row.conceptUri !== removed.conceptUri);
      drop('skills_fr.csv', (row) => row.conceptUri !== removed.conceptUri);
      drop('occupationSkillRelations.csv', (row) => row.skillUri !== removed.conceptUri);
      drop(
        'skillSkillRelations.csv',
        (row) => row.originalSkillUri !== removed.conceptUri && row.relatedSkillUri !== removed.conceptUri,
      );
      drop('broaderRelationsSkillPillar.csv', (row) => row.conceptUri !== removed.conceptUri);
      for (const row of files['skills_en.csv']!.rows)
        if (row.conceptUri === renamed.conceptUri) row.preferredLabel = 'renamed in the next release';
    });
    const report = await loadEsco({ directory, version: '1.2.0', executor, progress: quiet });
    expect(report.retired).toBe(1);
    const [gone] = await executor.runStatement<{
      retired: string | null;
      users: number;
      requires: number;
      version: string;
    }>(
      `MATCH (s:Skill {id: $id})
       RETURN s.retired_at AS retired, s.source_version AS version,
              COUNT { (:SeedTestUser)-[:HAS_SKILL]->(s) } AS users, COUNT { (:Occupation)-[:REQUIRES]->(s) } AS requires`,
      { id: removedId },
    );
    expect(gone!.retired).not.toBeNull();
    expect(gone!.users).toBe(1);
    expect(gone!.requires).toBe(0);
    expect(gone!.version).toBe('1.1.1');
    const [kept] = await executor.runStatement<{ label: string; version: string }>(
      'MATCH (s:Skill {id: $id}) RETURN s.label_en AS label, s.source_version AS version',
      { id: escoId(renamed.conceptUri!) },
    );
    expect(kept).toEqual({ label: 'renamed in the next release', version: '1.2.0' });

    // Loading the first release again brings the concept back.
    await loadEsco({
      directory: writeSlice(mkdtempSync(join(work, 'back-'))),
      version: '1.1.1',
      executor,
      progress: quiet,
    });
    const [back] = await executor.runStatement<{ retired: string | null }>(
      'MATCH (s:Skill {id: $id}) RETURN s.retired_at AS retired',
      { id: removedId },
    );
    expect(back!.retired).toBeNull();
  });

  it('retires nothing on a partial load (chosen languages)', async () => {
    const directory = writeSlice(mkdtempSync(join(work, 'partial-')), (files) => {
      files['skills_en.csv']!.rows = files['skills_en.csv']!.rows.slice(0, 3);
    });
    const report = await loadEsco({
      directory,
      version: '1.1.1',
      executor,
      languages: ['en'],
      progress: quiet,
    });
    expect(report.complete).toBe(false);
    expect(report.retired).toBe(0);
    expect((await counts()).skills).toBe(slice.skills.length);
  });
});
