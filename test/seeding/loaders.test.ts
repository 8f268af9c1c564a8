// The framework loaders on small real slices of the bundled ESCO 1.1.1 and ROME 4.60 data, on the test
// process's scratch Neo4j (a reload retires concepts, which must not touch the suite's shared database).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../src/db/executor.ts';
import { readCsv } from '../../src/seeding/csv.ts';
import { escoId, loadEsco } from '../../src/seeding/esco.ts';
import { loadRome, romeItemId, romeOccupationId } from '../../src/seeding/rome.ts';
import { scratchGraph } from '../scratch-neo4j.ts';

const SEEDS = join(import.meta.dirname, '..', '..', 'seeds', 'esco');
const work = mkdtempSync(join(tmpdir(), 'skillgraph-slice-'));
let executor: Executor;
let closeDriver: () => Promise<void>;
const quiet = () => {};

type Rows = Record<string, string>[];
async function rowsOf(file: string, folder = SEEDS): Promise<Rows> {
  const rows: Rows = [];
  for await (const record of readCsv(join(folder, file), { onMalformed: () => {} })) rows.push(record.values);
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
  const graph = await scratchGraph();
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

describe('ROME loader', () => {
  const ROME = join(import.meta.dirname, '..', '..', 'seeds', 'rome');
  const file = (name: string) => `unix_${name}_v460_utf8.csv`;
  const rome = (name: string) => rowsOf(`${file(name)}.gz`, ROME);
  let sheets: Rows;
  let requires: Rows;
  let files: Record<string, Rows>;

  beforeAll(async () => {
    sheets = (await rome('referentiel_code_rome'))
      .filter((row) => row.code_rome!.startsWith('M18'))
      .slice(0, 6);
    const codes = new Set(sheets.map((row) => row.code_rome));
    const competences = await rome('referentiel_competence');
    const savoirs = await rome('referentiel_savoir');
    const items = new Set([...competences.map((r) => r.code_ogr), ...savoirs.map((r) => r.code_ogr_savoir)]);
    requires = (await rome('coherence_item')).filter(
      (row) => codes.has(row.code_rome) && items.has(row.code_ogr),
    );
    const used = new Set(requires.map((row) => row.code_ogr));
    const usedCompetences = competences.filter((row) => used.has(row.code_ogr));
    const macros = new Set(usedCompetences.map((row) => row.code_ogr_macro_comp));
    files = {
      grand_domaine: await rome('grand_domaine'),
      domaine_professionnel: await rome('domaine_professionnel'),
      referentiel_code_rome: sheets,
      referentiel_appellation: (await rome('referentiel_appellation')).filter((row) =>
        codes.has(row.code_rome),
      ),
      texte: (await rome('texte')).filter((row) => codes.has(row.code_rome)),
      referentiel_competence: competences.filter((row) => used.has(row.code_ogr) || macros.has(row.code_ogr)),
      referentiel_savoir: savoirs.filter((row) => used.has(row.code_ogr_savoir)),
      coherence_item: (await rome('coherence_item')).filter((row) => codes.has(row.code_rome)),
      rubrique_mobilite: (await rome('rubrique_mobilite')).filter((row) => codes.has(row.code_rome)),
    };
  });

  const writeRome = (change: (copy: Record<string, Rows>) => void = () => {}) => {
    const directory = mkdtempSync(join(work, 'rome-'));
    const copy = structuredClone(files);
    change(copy);
    for (const [name, rows] of Object.entries(copy))
      writeCsv(directory, file(name), rows, Object.keys(files[name]![0]!));
    return directory;
  };
  const romeCounts = async () =>
    (
      await executor.runStatement<Record<string, number>>(`
        CALL () { MATCH (o:Occupation {framework: 'ROME'}) RETURN count(o) AS occupations }
        CALL () { MATCH (s:Skill {framework: 'ROME'}) RETURN count(s) AS skills }
        CALL () { MATCH (:Occupation {framework: 'ROME'})-[r:REQUIRES]->() RETURN count(r) AS requires,
                  count(CASE WHEN r.relation = 'essential' THEN 1 END) AS essential }
        CALL () { MATCH (:Occupation {framework: 'ROME'})-[m:MOBILITY]->() RETURN count(m) AS mobility }
        RETURN occupations, skills, requires, essential, mobility`)
    )[0]!;

  it('loads sheets with their appellations, domains, skills, core flags and mobility', async () => {
    const report = await loadRome({ directory: writeRome(), executor, progress: quiet });
    expect(report.version).toBe('4.60');
    expect(report.rejected).toEqual([]);
    const figures = await romeCounts();
    expect(figures.occupations).toBe(sheets.length);
    expect(figures.requires).toBe(requires.length);
    expect(figures.essential).toBe(requires.filter((row) => row.coeur_metier === 'Principale').length);
    const sheetCodes = new Set(sheets.map((row) => row.code_rome));
    const inSlice = files.rubrique_mobilite!.filter((row) => sheetCodes.has(row.code_rome_cible));
    expect(figures.mobility).toBe(inSlice.length);
    expect(report.steps['rubrique_mobilite']!.missing).toBe(files.rubrique_mobilite!.length - inSlice.length);

    const sheet = sheets[0]!;
    const [stored] = await executor.runStatement<{
      label: string;
      alt: string[];
      domain: string;
      top: string;
      description: string;
    }>(
      `MATCH (o:Occupation {id: $id})-[:BROADER]->(d:OccupationGroup)-[:BROADER]->(g:OccupationGroup)
       RETURN o.label_fr AS label, o.alt_labels_fr AS alt, d.code AS domain, g.code AS top, o.description_fr AS description`,
      { id: romeOccupationId(sheet.code_rome!) },
    );
    expect(stored!.label).toBe(sheet.libelle_rome);
    const titles = files
      .referentiel_appellation!.filter((row) => row.code_rome === sheet.code_rome)
      .map((row) => row.libelle_appellation_long);
    expect(stored!.alt).toEqual(
      expect.arrayContaining(titles.filter((title) => title !== sheet.libelle_rome)),
    );
    expect(stored!.domain).toBe(sheet.code_rome!.slice(0, 3));
    expect(stored!.top).toBe(sheet.code_rome!.slice(0, 1));
    expect(stored!.description.length).toBeGreaterThan(20);

    const competence = files.referentiel_competence!.find(
      (row) => row.nature === 'Compétence' && row.code_ogr_macro_comp,
    )!;
    const [macro] = await executor.runStatement<{ kinds: string[] }>(
      'MATCH (:Skill {id: $id})-[:BROADER]->(m) RETURN labels(m) AS kinds',
      { id: romeItemId(competence.code_ogr!) },
    );
    expect(macro!.kinds).toContain('SkillGroup');
  });

  it('gives the same counts when loaded twice, and rejects malformed rows with file and line', async () => {
    const before = await romeCounts();
    const directory = writeRome((copy) => {
      copy.coherence_item!.splice(1, 0, { ...copy.coherence_item![0]!, code_rome: 'Z99' });
      copy.referentiel_code_rome!.push({
        ...copy.referentiel_code_rome![0]!,
        code_rome: 'M1801',
        libelle_rome: '',
      });
    });
    const report = await loadRome({ directory, executor, progress: quiet });
    expect(report.rejected).toEqual([
      { file: file('referentiel_code_rome'), line: sheets.length + 2, message: 'libelle_rome is empty' },
      { file: file('coherence_item'), line: 3, message: expect.stringContaining('Z99') },
    ]);
    expect(await romeCounts()).toEqual(before);
  });
});
