// The ONS SOC 2020 loader on the real bundled files, on the test process's scratch Neo4j (a reload retires
// concepts, which must not touch the suite's shared database).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../src/db/executor.ts';
import { readCsv } from '../../src/seeding/csv.ts';
import { loadOns, onsId, splitTildeList } from '../../src/seeding/ons.ts';
import { scratchGraph } from '../scratch-neo4j.ts';

const SEEDS = join(import.meta.dirname, '..', '..', 'seeds', 'ons');
const work = mkdtempSync(join(tmpdir(), 'skillgraph-ons-slice-'));
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
function writeCsv(directory: string, file: string, rows: Rows, header: string[]) {
  writeFileSync(
    join(directory, file),
    [header.join(','), ...rows.map((row) => header.map((h) => quote(row[h] ?? '')).join(','))].join('\n') +
      '\n',
  );
}

let structure: Rows;
let descriptions: Rows;
function writeOns(change: (files: { structure: Rows; descriptions: Rows }) => void = () => {}) {
  const directory = mkdtempSync(join(work, 'ons-'));
  const files = structuredClone({ structure, descriptions });
  change(files);
  writeCsv(directory, 'soc2020_structure.csv', files.structure, Object.keys(structure[0]!));
  writeCsv(directory, 'soc2020_descriptions.csv', files.descriptions, Object.keys(descriptions[0]!));
  return directory;
}
async function counts() {
  const [row] = await executor.runStatement<Record<string, number>>(`
    CALL () { MATCH (o:Occupation {framework: 'ONS'}) WHERE o.retired_at IS NULL RETURN count(o) AS units }
    CALL () { MATCH (g:OccupationGroup {framework: 'ONS'}) RETURN count(g) AS groups }
    CALL () { MATCH (:Concept {framework: 'ONS'})-[r:BROADER]->() RETURN count(r) AS broader }
    RETURN units, groups, broader`);
  return row!;
}

beforeAll(async () => {
  const graph = await scratchGraph();
  executor = graph.executor;
  closeDriver = graph.close;
  structure = await rowsOf('soc2020_structure.csv.gz');
  descriptions = await rowsOf('soc2020_descriptions.csv.gz');
}, 240_000);

afterAll(async () => {
  await closeDriver?.();
  rmSync(work, { recursive: true, force: true });
}, 120_000);

describe('ONS SOC 2020 loader', () => {
  it('splits the ~-lists of the descriptions file', () => {
    expect(splitTildeList('~Chairman\n\n~Chief executive\n\n~Chairman')).toEqual([
      'Chairman',
      'Chief executive',
    ]);
    expect(splitTildeList('')).toEqual([]);
  });

  it('loads unit groups as occupations under their minor, sub-major and major groups', async () => {
    const report = await loadOns({ directory: SEEDS, version: '2020', executor, progress: quiet });
    expect(report.rejected).toEqual([]);
    expect(report.complete).toBe(true);
    const units = structure.filter((row) => row.level === 'unit_group');
    expect(await counts()).toEqual({
      units: units.length,
      groups: structure.length - units.length,
      broader: structure.filter((row) => row.parent_code).length,
    });

    const unit = descriptions.find((row) => row.level === 'unit_group' && row.related_job_titles)!;
    const [stored] = await executor.runStatement<{
      label: string;
      alt: string[];
      tasks: string[];
      description: string;
      chain: string[];
    }>(
      `MATCH path = (o:Occupation {id: $id})-[:BROADER*3]->(:OccupationGroup)
       RETURN o.label_en AS label, o.alt_labels_en AS alt, o.tasks_en AS tasks, o.description_en AS description,
              [n IN nodes(path) | n.code] AS chain`,
      { id: onsId(unit.code!) },
    );
    expect(stored!.label).toBe(unit.title);
    expect(stored!.alt).toEqual(splitTildeList(unit.related_job_titles).filter((t) => t !== unit.title));
    expect(stored!.tasks.length).toBe(unit.tasks!.split('~').filter((t) => t.trim()).length);
    expect(stored!.description).toBe(unit.description!.trim());
    expect(stored!.chain).toEqual([
      unit.code,
      unit.code!.slice(0, 3),
      unit.code!.slice(0, 2),
      unit.code!.slice(0, 1),
    ]);

    // Major groups keep the descriptions file's casing, not the structure file's capitals.
    const major = descriptions.find((row) => row.level === 'major_group')!;
    const [group] = await executor.runStatement<{ label: string }>(
      'MATCH (g:OccupationGroup {id: $id}) RETURN g.label_en AS label',
      { id: onsId(major.code!) },
    );
    expect(group!.label).toBe(major.title);
  });

  it('gives the same counts when loaded twice, and rejects malformed rows with file and line', async () => {
    const before = await counts();
    const directory = writeOns((files) => {
      files.structure.splice(3, 0, { ...files.structure[3]!, code: '12345' });
      files.structure.splice(5, 0, { ...files.structure[5]!, title: '' });
    });
    const report = await loadOns({ directory, executor, progress: quiet });
    expect(report.rejected).toEqual([
      { file: 'soc2020_structure.csv', line: 5, message: expect.stringContaining('12345') },
      { file: 'soc2020_structure.csv', line: 7, message: 'title is empty' },
    ]);
    expect(report.retired).toBe(0);
    expect(await counts()).toEqual(before);
  });

  it('writes nothing on a dry run, and retires a unit group a complete release drops', async () => {
    const before = await counts();
    const dropped = structure.find((row) => row.level === 'unit_group')!.code!;
    const directory = writeOns((files) => {
      files.structure = files.structure.filter((row) => row.code !== dropped);
      files.descriptions = files.descriptions.filter((row) => row.code !== dropped);
    });
    const dry = await loadOns({ directory, executor: undefined, progress: quiet });
    expect(dry.dryRun).toBe(true);
    expect(await counts()).toEqual(before);

    const report = await loadOns({ directory, executor, progress: quiet });
    expect(report.retired).toBe(1);
    expect(await counts()).toEqual({ ...before, units: before.units! - 1, broader: before.broader! - 1 });
  });
});
