// Sectors from the real bundled files, on the test process's scratch Neo4j: NACE Rev. 2.1 in three
// languages, ROME's sectors with every sheet filed (those filed under a sector without a sub-sector
// too), ROME's NAF filings linked to NACE divisions, and the ROME sector -> NACE crosswalk inferred
// from them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../src/db/executor.ts';
import { readCsv } from '../../src/seeding/csv.ts';
import { inferCrosswalks, sectorMatch } from '../../src/seeding/inferred-crosswalks.ts';
import { loadNace, naceId } from '../../src/seeding/nace.ts';
import { loadRome, romeOccupationId, romeSectorId } from '../../src/seeding/rome.ts';
import { scratchGraph } from '../scratch-neo4j.ts';

const SEEDS = join(import.meta.dirname, '..', '..', 'seeds');
const work = mkdtempSync(join(tmpdir(), 'skillgraph-sectors-'));
const quiet = () => {};
let executor: Executor;
let closeDriver: () => Promise<void>;

type Rows = Record<string, string>[];
async function rowsOf(path: string): Promise<Rows> {
  const rows: Rows = [];
  for await (const record of readCsv(join(SEEDS, path), { onMalformed: () => {} })) rows.push(record.values);
  return rows;
}
const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
function writeCsv(path: string, rows: Rows, header = Object.keys(rows[0] ?? {})) {
  writeFileSync(
    path,
    [header.join(','), ...rows.map((row) => header.map((h) => quote(row[h] ?? '')).join(','))].join('\n') +
      '\n',
  );
}
const rome = (name: string) => rowsOf(`rome/unix_${name}_v460_utf8.csv.gz`);

let nace: Rows;
let filings: Rows;
let nafFilings: Rows;

beforeAll(async () => {
  const graph = await scratchGraph();
  executor = graph.executor;
  closeDriver = graph.close;
  nace = await rowsOf('nace/nace_rev2_1.csv.gz');
  filings = await rome('arborescence_secteur_activite');
  nafFilings = await rome('arborescence_secteur_naf');
}, 240_000);

afterAll(async () => {
  await closeDriver?.();
  rmSync(work, { recursive: true, force: true });
}, 120_000);

describe('the NACE Rev. 2.1 loader', () => {
  it('loads every code as a sector with its English, French and Spanish titles under its parent', async () => {
    const report = await loadNace({ directory: join(SEEDS, 'nace'), executor, progress: quiet });
    expect(report.rejected).toEqual([]);
    const [levels] = await executor.runStatement<Record<string, number>>(`
      MATCH (s:Sector {framework: 'NACE'})
      RETURN count(CASE WHEN s.level = 'section' THEN 1 END) AS section,
             count(CASE WHEN s.level = 'division' THEN 1 END) AS division,
             count(CASE WHEN s.level = 'group' THEN 1 END) AS group,
             count(CASE WHEN s.level = 'class' THEN 1 END) AS class`);
    const expected = (level: string) => nace.filter((row) => row['level'] === level).length;
    expect(levels).toEqual({
      section: expected('1'),
      division: expected('2'),
      group: expected('3'),
      class: expected('4'),
    });

    const row = nace.find((r) => r['code'] === '86')!;
    const [health] = await executor.runStatement<Record<string, string>>(
      `MATCH (c:Sector {id: $id})-[:BROADER]->(g:Sector)-[:BROADER]->(d:Sector)-[:BROADER]->(s:Sector)
       RETURN c.code AS class, d.label_en AS en, d.label_fr AS fr, d.label_es AS es, s.code AS section`,
      { id: naceId('86.10') },
    );
    expect(health).toEqual({
      class: '86.10',
      en: row['label_en'],
      fr: row['label_fr'],
      es: row['label_es'],
      section: row['parent_code'],
    });
    expect(health!['en']).toMatch(/health/i);
  });

  it('rejects codes, levels and parents that do not fit, with file and line', async () => {
    const directory = mkdtempSync(join(work, 'nace-'));
    const rows = structuredClone(nace.slice(0, 30));
    const division = rows.findIndex((r) => r['level'] === '2');
    rows.push({ ...rows[division]!, code: '9Z' });
    rows.push({ ...rows[division]!, level: '3' });
    writeCsv(join(directory, 'nace_rev2_1.csv'), rows);
    const report = await loadNace({ directory, executor, progress: quiet });
    expect(report.rejected.map((r) => [r.line, r.message])).toEqual([
      [rows.length, 'code "9Z" is not a NACE code'],
      [rows.length + 1, `level "3" does not fit code ${rows[division]!['code']}`],
    ]);
  });
});

describe('ROME sectors', () => {
  it('files every sheet, those of a sector without sub-sector under the sector, and links NAF filings to NACE', async () => {
    // The bundled NACE (the test above loaded a partial file since: load it whole again).
    await loadNace({ directory: join(SEEDS, 'nace'), executor, progress: quiet });
    const directory = mkdtempSync(join(work, 'rome-'));
    for (const name of [
      'referentiel_code_rome',
      'secteur_activite',
      'sous_secteur_activite',
      'arborescence_secteur_activite',
      'arborescence_secteur_naf',
    ])
      writeCsv(join(directory, `unix_${name}_v460_utf8.csv`), await rome(name));
    const report = await loadRome({ directory, executor, progress: quiet });
    expect(report.rejected).toEqual([]);

    const direct = filings.filter((row) => row['code_ss_sect_activite'] === '');
    expect(direct.length).toBeGreaterThan(1000);
    const [filed] = await executor.runStatement<{ linked: number; all: number }>(
      `MATCH (o:Occupation {framework: 'ROME'})-[r:IN_SECTOR]->(s:Sector {framework: 'ROME'})
       RETURN count(CASE WHEN NOT (s)-[:BROADER]->(:Sector) THEN r END) AS linked, count(r) AS all`,
    );
    const pairs = (rows: Rows, key: (row: Rows[number]) => string) => new Set(rows.map(key)).size;
    expect(filed!.linked).toBe(pairs(direct, (r) => `${r['code_rome']} ${r['code_sect_activite']}`));
    expect(filed!.all).toBe(
      pairs(filings, (r) => `${r['code_rome']} ${r['code_ss_sect_activite'] || r['code_sect_activite']}`),
    );
    const sample = direct[0]!;
    const [one] = await executor.runStatement<{ n: number }>(
      'MATCH (:Occupation {id: $from})-[r:IN_SECTOR]->(:Sector {id: $to}) RETURN count(r) AS n',
      { from: romeOccupationId(sample['code_rome']!), to: romeSectorId(sample['code_sect_activite']!) },
    );
    expect(one!.n).toBe(1);

    const naf = nafFilings.filter((row) => !['0', '45'].includes(row['code_secteur_naf']!));
    const [nafLinks] = await executor.runStatement<{ n: number }>(
      `MATCH (:Occupation {framework: 'ROME'})-[r:IN_SECTOR]->(d:Sector {framework: 'NACE', level: 'division'})
       RETURN count(r) AS n`,
    );
    expect(nafLinks!.n).toBe(pairs(naf, (r) => `${r['code_rome']} ${r['code_secteur_naf']}`));
    expect(report.steps['arborescence_secteur_naf']!.missing).toBe(0);
  });

  it('crosswalks each ROME sector to the NACE divisions its sheets are filed under', async () => {
    await inferCrosswalks({ executor, progress: quiet });
    const edges = await executor.runStatement<{
      from: string;
      to: string;
      label: string;
      score: number;
      match: string;
    }>(
      `MATCH (s:Sector {framework: 'ROME'})-[r:CROSSWALK {framework: 'inferred-shared-sheets'}]->(d:Sector {framework: 'NACE'})
       RETURN s.id AS from, s.label_fr AS label, d.code AS to, r.score AS score, r.match AS match
       ORDER BY from, score DESC`,
    );
    const sectors = new Set(edges.map((edge) => edge.from));
    expect(sectors.size).toBeGreaterThan(20);
    for (const from of sectors)
      expect(edges.filter((edge) => edge.from === from).length).toBeLessThanOrEqual(3);
    // ROME's health sector's best division is NACE's human health activities.
    const health = edges.find((edge) => /^santé/i.test(edge.label));
    expect(health?.to).toBe('86');
    expect(edges.every((edge) => edge.score > 0 && edge.score <= 1)).toBe(true);
    expect(sectorMatch(10, 10, 12)).toBe('close');
    expect(sectorMatch(5, 6, 40)).toBe('broad');
    expect(sectorMatch(5, 40, 6)).toBe('narrow');
  });
});
