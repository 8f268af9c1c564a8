// Crosswalks on real slices of the real tables (Nesta ESCO -> O*NET, BLS ISCO-08 <-> SOC 2010) and of the
// bundled frameworks, on the test process's scratch Neo4j (test/scratch-neo4j.ts): table loads, missing
// targets, reloads that remove exactly what a new table version dropped, rejected rows, inferred shared-
// title pairs, referentials.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../src/db/executor.ts';
import { crosswalkCandidates, rankCorrespondences } from '../../src/graph/crosswalk.ts';
import {
  conceptIdOf,
  loadBlsCrosswalk,
  loadEscoOnetCrosswalk,
  loadGenericCrosswalk,
  loadNestaCrosswalk,
  matchType,
} from '../../src/seeding/crosswalks.ts';
import { readCsv } from '../../src/seeding/csv.ts';
import { escoId, loadEsco } from '../../src/seeding/esco.ts';
import { inferCrosswalks, titleKeys } from '../../src/seeding/inferred-crosswalks.ts';
import { kldbId, kldbIscoMatch, loadKldb, readSthlp } from '../../src/seeding/kldb.ts';
import { loadRome, romeOccupationId } from '../../src/seeding/rome.ts';
import { scratchGraph } from '../scratch-neo4j.ts';

const ROOT = join(import.meta.dirname, '..', '..', 'seeds');
const work = mkdtempSync(join(tmpdir(), 'skillgraph-xw-slice-'));
let executor: Executor;
let closeDriver: () => Promise<void>;
const quiet = () => {};

type Rows = Record<string, string>[];
async function rowsOf(path: string): Promise<Rows> {
  const rows: Rows = [];
  for await (const record of readCsv(path, { onMalformed: () => {} })) rows.push(record.values);
  return rows;
}
const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
function writeCsv(path: string, rows: Rows, header = Object.keys(rows[0] ?? {})) {
  writeFileSync(
    path,
    [header.join(','), ...rows.map((row) => header.map((h) => quote(row[h] ?? '')).join(','))].join('\n') +
      '\n',
  );
  return path;
}
const onet = (code: string) => `onet-${code}`;

interface Edge {
  from: string;
  to: string;
  match: string;
  score: number;
  inferred: boolean;
  provenance: string;
}
const edges = (provenance: string) =>
  executor.runStatement<Edge & Record<string, unknown>>(
    `MATCH (a)-[r:CROSSWALK {provenance: $provenance}]->(b)
     RETURN a.id AS from, b.id AS to, r.match AS match, r.score AS score, r.inferred AS inferred,
            r.provenance AS provenance, r.framework AS framework ORDER BY from, to`,
    { provenance },
  );

// The slice: ESCO occupations of ISCO sub-major groups 22 (health) and 25, 35 (ICT), ROME sheets of
// domains J11 (doctors, health) and M18 (information systems), every O*NET 29.2 occupation, the ISCO
// groups whole.
let escoOccupations: Rows;
let escoFr: Rows;
let romeSheets: Rows;
let romeTitles: Rows;
let onetOccupations: Rows;
let nesta: Rows;
let nestaHeader: string[];
const NESTA = join(ROOT, 'crosswalks', 'esco_onet_crosswalk_Nov2020.csv.gz');
const BLS = join(ROOT, 'crosswalks');

beforeAll(async () => {
  const graph = await scratchGraph();
  executor = graph.executor;
  closeDriver = graph.close;

  escoOccupations = (await rowsOf(join(ROOT, 'esco', 'occupations_en.csv.gz'))).filter((row) =>
    /^(22|25|35)/.test(row.iscoGroup!),
  );
  const uris = new Set(escoOccupations.map((row) => row.conceptUri));
  escoFr = (await rowsOf(join(ROOT, 'esco', 'occupations_fr.csv.gz'))).filter((row) =>
    uris.has(row.conceptUri),
  );
  const esco = mkdtempSync(join(work, 'esco-'));
  writeCsv(join(esco, 'occupations_en.csv'), escoOccupations);
  writeCsv(join(esco, 'occupations_fr.csv'), escoFr);
  writeCsv(join(esco, 'ISCOGroups_en.csv'), await rowsOf(join(ROOT, 'esco', 'ISCOGroups_en.csv.gz')));
  await loadEsco({ directory: esco, version: '1.1.1', executor, progress: quiet });

  const rome = (name: string) => rowsOf(join(ROOT, 'rome', `unix_${name}_v460_utf8.csv.gz`));
  romeSheets = (await rome('referentiel_code_rome')).filter((row) => /^(M18|J11)/.test(row.code_rome!));
  const codes = new Set(romeSheets.map((row) => row.code_rome));
  romeTitles = (await rome('referentiel_appellation')).filter((row) => codes.has(row.code_rome));
  const romeDir = mkdtempSync(join(work, 'rome-'));
  writeCsv(join(romeDir, 'unix_referentiel_code_rome_v460_utf8.csv'), romeSheets);
  writeCsv(join(romeDir, 'unix_referentiel_appellation_v460_utf8.csv'), romeTitles);
  await loadRome({ directory: romeDir, executor, progress: quiet });

  // O*NET occupations through the generic concept query, so this file does not depend on the O*NET
  // loader's options; ids and properties as that loader writes them.
  onetOccupations = await rowsOf(join(ROOT, 'onet', 'occupation_data.csv.gz'));
  await executor.write('seed-concepts', {
    framework: 'ONET',
    version: '29.2',
    run: 'crosswalk-test',
    rows: onetOccupations.map((row) => ({
      id: onet(row['O*NET-SOC Code']!),
      kind: 'Occupation',
      props: {
        code: row['O*NET-SOC Code'],
        soc_code: row['O*NET-SOC Code']!.slice(0, 7),
        label_en: row.Title,
        status: 'released',
      },
    })),
  });

  nesta = (await rowsOf(NESTA)).filter((row) => uris.has(row.concept_uri));
  nestaHeader = Object.keys(nesta[0]!);
}, 300_000);

afterAll(async () => {
  await closeDriver?.();
  rmSync(work, { recursive: true, force: true });
}, 120_000);

describe('crosswalk helpers', () => {
  it('reads SKOS match types and table cells', () => {
    expect(matchType('exactMatch')).toBe('exact');
    expect(matchType('skos:broadMatch')).toBe('broad');
    expect(matchType('narrow')).toBe('narrow');
    expect(matchType('related')).toBeUndefined();
    expect(conceptIdOf('http://data.europa.eu/esco/isco/C2512')).toBe('isco-2512');
    expect(conceptIdOf('M1805')).toBe('rome-M1805');
    expect(conceptIdOf('15-1252.00')).toBe('onet-15-1252.00');
    expect(conceptIdOf('ons-soc2020-2134')).toBe('ons-soc2020-2134');
  });

  it('compares titles without case or accents, each gendered form counting', () => {
    expect(titleKeys('Développeur / Développeuse web')).toEqual(
      expect.arrayContaining(['developpeur developpeuse web', 'developpeur web', 'developpeuse web']),
    );
    expect(titleKeys('directeur technique/directrice technique')).toEqual(
      expect.arrayContaining(['directeur technique', 'directrice technique']),
    );
    expect(titleKeys('ÉLECTRICIEN')).toEqual(['electricien']);
  });
});

describe('Nesta ESCO -> O*NET crosswalk', () => {
  const onetCodes = () => new Set(onetOccupations.map((row) => row['O*NET-SOC Code']));
  const writeNesta = (rows: Rows) =>
    writeCsv(join(mkdtempSync(join(work, 'nesta-')), 'esco_onet_crosswalk_Nov2020.csv'), rows, nestaHeader);

  it('links ESCO occupations to the O*NET occupations of the same code, reporting the codes O*NET 29 lacks', async () => {
    const report = await loadNestaCrosswalk({ path: writeNesta(nesta), executor, progress: quiet });
    expect(report.rejected).toEqual([]);
    const present = nesta.filter((row) => onetCodes().has(row.onet_code));
    const absent = nesta.filter((row) => !onetCodes().has(row.onet_code));
    expect(present.length).toBeGreaterThan(10);
    const step = report.steps['esco_onet_crosswalk_Nov2020.csv']!;
    expect(step.missing).toBe(absent.length);
    if (absent.length)
      expect(report.missingSamples['esco_onet_crosswalk_Nov2020.csv']![0]).toMatchObject({ absent: 'to' });

    const stored = await edges('nesta-mcc-esco-onet-2020');
    expect(stored.length).toBe(present.length);
    const perCode = new Map<string, number>();
    for (const row of nesta) perCode.set(row.onet_code!, (perCode.get(row.onet_code!) ?? 0) + 1);
    for (const row of present) {
      const edge = stored.find((e) => e.from === escoId(row.concept_uri!) && e.to === onet(row.onet_code!))!;
      expect(edge).toMatchObject({
        match: perCode.get(row.onet_code!)! > 1 ? 'broad' : 'close',
        score: Number(row.confidence) / 2,
        inferred: false,
        framework: 'nesta-mcc-esco-onet-2020',
      });
    }
  });

  it('gives the same edges when loaded twice, and drops exactly the row a new version lost', async () => {
    const before = await edges('nesta-mcc-esco-onet-2020');
    const again = await loadNestaCrosswalk({ path: writeNesta(nesta), executor, progress: quiet });
    expect(again.unlinked).toBe(0);
    expect(await edges('nesta-mcc-esco-onet-2020')).toEqual(before);

    const lost = nesta.find((row) => onetCodes().has(row.onet_code))!;
    const next = await loadNestaCrosswalk({
      path: writeNesta(nesta.filter((row) => row !== lost)),
      executor,
      progress: quiet,
    });
    expect(next.unlinked).toBe(1);
    const after = await edges('nesta-mcc-esco-onet-2020');
    const gone = before.filter((e) => !after.some((a) => a.from === e.from && a.to === e.to));
    expect(gone.map((e) => [e.from, e.to])).toEqual([[escoId(lost.concept_uri!), onet(lost.onet_code!)]]);
    await loadNestaCrosswalk({ path: writeNesta(nesta), executor, progress: quiet });
  });

  it('rejects malformed rows with file and line', async () => {
    const rows = structuredClone(nesta);
    rows.splice(1, 0, { ...rows[0]!, onet_code: '15-12' });
    rows.splice(3, 0, { ...rows[0]!, confidence: '7' });
    const report = await loadNestaCrosswalk({ path: writeNesta(rows), executor: undefined, progress: quiet });
    expect(report.rejected).toEqual([
      { file: 'esco_onet_crosswalk_Nov2020.csv', line: 3, message: expect.stringContaining('15-12') },
      { file: 'esco_onet_crosswalk_Nov2020.csv', line: 5, message: expect.stringContaining('confidence') },
    ]);
  });
});

describe('BLS ISCO-08 <-> SOC 2010 crosswalk', () => {
  it('links ISCO groups to O*NET occupations with the match the partial markers give', async () => {
    const forward = (await rowsOf(join(BLS, 'isco08_to_soc2010.csv.gz'))).filter((row) =>
      row['ISCO-08 Code']!.startsWith('2'),
    );
    const reverse = await rowsOf(join(BLS, 'soc2010_to_isco08.csv.gz'));
    const bridge = await rowsOf(join(BLS, 'onetsoc2010_to_soc2010.csv.gz'));
    const directory = mkdtempSync(join(work, 'bls-'));
    writeCsv(join(directory, 'isco08_to_soc2010.csv'), forward);
    writeCsv(join(directory, 'soc2010_to_isco08.csv'), reverse);
    writeCsv(join(directory, 'onetsoc2010_to_soc2010.csv'), bridge);
    const report = await loadBlsCrosswalk({ path: directory, executor, progress: quiet });
    expect(report.rejected).toEqual([]);

    // Expected from the files themselves: `*` forward = the SOC is part of the ISCO group (narrow),
    // `*` reverse = the ISCO group is part of the SOC (broad), both = overlap (close); an O*NET
    // occupation sharing its SOC code with others is narrower still.
    const present = new Set(onetOccupations.map((row) => row['O*NET-SOC Code']));
    const expected: string[] = [];
    for (const row of forward) {
      const soc = row['2010 SOC Code']!;
      const socPart =
        reverse.find((r) => r['2010 SOC Code'] === soc && r['ISCO-08 Code'] === row['ISCO-08 Code'])!.part ===
        '*';
      const iscoPart = row.part === '*';
      const codes = bridge.filter((r) => r['2010 SOC Code'] === soc).map((r) => r['O*NET-SOC 2010 Code']!);
      for (const code of codes.length ? codes : [`${soc}.00`]) {
        let match = iscoPart && socPart ? 'close' : iscoPart ? 'narrow' : socPart ? 'broad' : 'exact';
        if (codes.length > 1) match = match === 'exact' || match === 'narrow' ? 'narrow' : 'close';
        if (present.has(code)) expected.push(`isco-${row['ISCO-08 Code']} ${onet(code)} ${match}`);
      }
    }
    const stored = await edges('bls-isco08-soc2010');
    expect(stored.map((e) => `${e.from} ${e.to} ${e.match}`).sort()).toEqual(expected.sort());
    expect(new Set(stored.map((e) => e.match)).size).toBeGreaterThan(1);
    expect(stored.every((e) => e.inferred === false)).toBe(true);
    expect(report.steps['isco08_to_soc2010.csv']!.missing).toBe(
      report.steps['isco08_to_soc2010.csv']!.read - expected.length,
    );
  });
});

describe('user-supplied tables', () => {
  it('reads the official ESCO–O*NET table after its preamble, and generic tables', async () => {
    const occupation = escoOccupations[0]!;
    const directory = mkdtempSync(join(work, 'official-'));
    const file = join(directory, 'ONET_(Occupations)_0_updated.csv');
    writeFileSync(
      file,
      [
        'The crosswalk between ESCO and O*NET,,,,,,',
        'Preamble text, with a comma,,,,,,',
        '',
        'O*NET Id,O*NET Title,O*NET Description,ESCO or ISCO URI,ESCO or ISCO Title,ESCO or ISCO Description,Type of Match',
        `15-1252.00,Software Developers,"Research, design",${occupation.conceptUri},x,y,exactMatch`,
        '15-1252.00,Software Developers,d,http://data.europa.eu/esco/isco/C2512,Software developers,d,broadMatch',
        '15-1252.00,Software Developers,d,http://data.europa.eu/esco/isco/C2512,Software developers,d,sameAs',
      ].join('\n'),
    );
    const report = await loadEscoOnetCrosswalk({ path: directory, executor, progress: quiet });
    expect(report.rejected).toEqual([
      { file: 'ONET_(Occupations)_0_updated.csv', line: 7, message: expect.stringContaining('sameAs') },
    ]);
    expect((await edges('esco-onet-official')).map((e) => [e.from, e.to, e.match, e.score])).toEqual([
      ['onet-15-1252.00', escoId(occupation.conceptUri!), 'exact', 1],
      ['onet-15-1252.00', 'isco-2512', 'broad', 0.6],
    ]);

    const generic = writeCsv(join(directory, 'esco_rome.csv'), [
      { source_uri: occupation.conceptUri!, target_code: romeSheets[0]!.code_rome!, match: 'closeMatch' },
      { source_uri: occupation.conceptUri!, target_code: 'Z0000', match: 'close' },
    ]);
    const rome = await loadGenericCrosswalk({
      path: generic,
      id: 'esco-rome-official',
      executor,
      progress: quiet,
    });
    expect(rome.rejected).toEqual([]);
    expect(rome.steps['esco_rome.csv']!.missing).toBe(1);
    expect(await edges('esco-rome-official')).toMatchObject([
      {
        from: escoId(occupation.conceptUri!),
        to: romeOccupationId(romeSheets[0]!.code_rome!),
        match: 'close',
        score: 0.8,
      },
    ]);
    // The table is gone from the slice again, so it does not count in the referentials below.
    await executor.runStatement("MATCH ()-[r:CROSSWALK {framework: 'esco-rome-official'}]->() DELETE r");
  });
});

describe('inferred crosswalks', () => {
  it("pairs ROME sheets and ESCO occupations that share French titles, scored by the sheet's titles", async () => {
    const reports = await inferCrosswalks({ executor, progress: quiet });
    expect(reports.map((r) => r.framework)).toEqual([
      'inferred-shared-titles-fr',
      'inferred-shared-titles-en',
      'inferred-shared-sheets',
    ]);

    // Expected, from the slice's own labels: a sheet's titles are its label and appellations; an ESCO
    // occupation's are its French preferred and alternative labels; equal when equal without case,
    // accents and punctuation, each form of a "masculine / feminine" pair counting.
    const plain = (s: string) =>
      s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/œ/g, 'oe')
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
    const forms = (title: string) => {
      const out = [plain(title)];
      const [left, right, ...more] = title.split('/');
      if (right !== undefined && more.length === 0) {
        const l = left!.trim().split(/\s+/);
        const r = right.trim().split(/\s+/);
        if (l.length <= r.length) out.push(plain([...l, ...r.slice(l.length)].join(' ')), plain(r.join(' ')));
      }
      return out.filter(Boolean);
    };
    const escoKeys = escoFr.map((row) => ({
      id: escoId(row.conceptUri!)!,
      keys: new Set(
        [row.preferredLabel!, ...row.altLabels!.split('\n')].filter((t) => t.trim()).flatMap(forms),
      ),
    }));
    const expected: string[] = [];
    for (const sheet of romeSheets) {
      const titles = [
        ...new Set([
          sheet.libelle_rome!.trim(),
          ...romeTitles
            .filter((row) => row.code_rome === sheet.code_rome)
            .flatMap((row) => [row.libelle_appellation_long!.trim(), row.libelle_appellation_court!.trim()]),
        ]),
      ].filter(Boolean);
      for (const target of escoKeys) {
        const shared = titles.filter((title) => forms(title).some((key) => target.keys.has(key)));
        if (shared.length)
          expected.push(
            `${romeOccupationId(sheet.code_rome!)} ${target.id} ${Math.round((shared.length / titles.length) * 1000) / 1000}`,
          );
      }
    }
    expect(expected.length).toBeGreaterThan(0);
    const stored = await edges('inferred-shared-titles-fr');
    expect(stored.map((e) => `${e.from} ${e.to} ${e.score}`).sort()).toEqual(expected.sort());
    expect(stored.every((e) => e.match === 'close' && e.inferred === true)).toBe(true);

    // Running again changes nothing and removes nothing.
    const again = await inferCrosswalks({ executor, progress: quiet });
    expect(again[0]!.unlinked).toBe(0);
    expect(await edges('inferred-shared-titles-fr')).toEqual(stored);
  });

  it("returns each concept's referentials: its own framework and those its crosswalks reach", async () => {
    const [linked] = await executor.runStatement<{ esco: string; rome: string }>(
      `MATCH (r:Concept {framework: 'ROME'})-[:CROSSWALK {provenance: 'inferred-shared-titles-fr'}]->(e:Concept)
       WHERE EXISTS { (e)-[:CROSSWALK {provenance: 'nesta-mcc-esco-onet-2020'}]->() }
       RETURN e.id AS esco, r.id AS rome LIMIT 1`,
    );
    const lonely = escoOccupations
      .map((row) => escoId(row.conceptUri!)!)
      .find((id) => !nesta.some((row) => escoId(row.concept_uri!) === id));
    const ids = [linked?.esco, linked?.rome, lonely, 'no-such-concept'].filter(Boolean) as string[];
    const rows = await executor.read<{ id: string; referentials: string[] }>('concept-referentials', { ids });
    const byId = Object.fromEntries(rows.map((row) => [row.id, row.referentials]));
    expect(linked).toBeDefined();
    expect(byId[linked!.esco]).toEqual(expect.arrayContaining(['ESCO', 'ONET', 'ROME']));
    expect(byId[linked!.esco]![0]).toBe('ESCO');
    expect(byId[linked!.rome]![0]).toBe('ROME');
    expect(byId[linked!.rome]).toContain('ESCO');
    const [own] = await executor.runStatement<{ reached: string[] }>(
      `MATCH (c:Concept {id: $id}) RETURN COLLECT { MATCH (c)-[:CROSSWALK]-(o) RETURN DISTINCT o.framework } AS reached`,
      { id: lonely },
    );
    expect(byId[lonely!]).toEqual(['ESCO', ...[...new Set(own!.reached)].filter((f) => f !== 'ESCO').sort()]);
    expect(byId['no-such-concept']).toBeUndefined();
  });
});

// A slice of kldbrecode (CC BY-NC-SA 4.0, non-commercial: see test/fixtures/kldb/NOTICE.md); the loader
// reads the user's own copy of the full tables.
describe('KldB 2010 (kldbrecode tables)', () => {
  const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'kldb');
  const crosswalkRows = () =>
    readSthlp(join(FIXTURE, '_cwfcn_kldb10_5d_to_isco08.sthlp')).map(
      ({ fields }) => fields as [string, string],
    );

  it('loads the five levels with their hierarchy and links occupational types to ISCO-08 groups', async () => {
    const [concepts, table] = await loadKldb({ directory: FIXTURE, executor, progress: quiet });
    expect(concepts!.rejected).toEqual([]);
    expect(table!.rejected).toEqual([]);
    const [counts] = await executor.runStatement<{ types: number; groups: number; broader: number }>(`
      CALL () { MATCH (o:Occupation {framework: 'KLDB'}) RETURN count(o) AS types }
      CALL () { MATCH (g:OccupationGroup {framework: 'KLDB'}) RETURN count(g) AS groups }
      CALL () { MATCH (:Concept {framework: 'KLDB'})-[r:BROADER]->(:Concept {framework: 'KLDB'}) RETURN count(r) AS broader }
      RETURN types, groups, broader`);
    expect(counts).toEqual({ types: 5, groups: 5, broader: 9 });
    const [type] = await executor.runStatement<{ path: string[]; level: string; requirement: string }>(
      `MATCH p = (t:Concept {id: $id})-[:BROADER*4]->(:Concept)
       RETURN [n IN nodes(p) | n.code] AS path, t.level AS level, t.requirement_level AS requirement`,
      { id: kldbId('43104') },
    );
    expect(type).toEqual({
      path: ['43104', '4310', '431', '43', '4'],
      level: 'occupational_type',
      requirement: 'highly_complex',
    });

    // Expected from the table: the first row of a type is recommended; the match follows how many
    // groups each side is paired with.
    const rows = crosswalkRows();
    const perKldb = new Map<string, number>();
    const perIsco = new Map<string, number>();
    for (const [k, i] of rows) {
      perKldb.set(k, (perKldb.get(k) ?? 0) + 1);
      perIsco.set(i, (perIsco.get(i) ?? 0) + 1);
    }
    const firsts = new Set(
      rows.filter(([k], index) => rows.findIndex(([other]) => other === k) === index).map((r) => r.join(' ')),
    );
    const expected = rows.map(
      ([k, i]) =>
        `${kldbId(k)} isco-${i} ${kldbIscoMatch(perKldb.get(k)!, perIsco.get(i)!)} ${firsts.has(`${k} ${i}`) ? 'recommended' : 'alternative'}`,
    );
    const stored = await executor.runStatement<{ line: string }>(
      `MATCH (a)-[r:CROSSWALK {provenance: 'kldbrecode-kldb2010-isco08'}]->(b)
       RETURN a.id + ' ' + b.id + ' ' + r.match + ' ' + r.note AS line`,
    );
    expect(stored.map((row) => row.line).sort()).toEqual(expected.sort());
    expect(kldbIscoMatch(1, 3)).toBe('broad');
    expect(kldbIscoMatch(3, 1)).toBe('narrow');
    expect(kldbIscoMatch(2, 2)).toBe('close');

    // An ISCO group converts to KldB through the table, recommended rows first.
    const converted = rankCorrespondences(
      await crosswalkCandidates(executor, 'isco-2511', 'OccupationGroup', 'KLDB'),
      'en',
    );
    expect(
      converted.every((row) => !row.inferred && row.provenance[0] === 'kldbrecode-kldb2010-isco08'),
    ).toBe(true);
    expect(converted.map((row) => row.id).sort()).toEqual(
      rows
        .filter(([, i]) => i === '2511')
        .map(([k]) => kldbId(k))
        .sort(),
    );
    // The table's scores decide: the recommended rows before the alternatives.
    const recommended = new Set(
      rows.filter(([k, i]) => i === '2511' && firsts.has(`${k} ${i}`)).map(([k]) => kldbId(k)),
    );
    const order = converted.map((row) => recommended.has(row.id));
    expect(order).toEqual([...order].sort((a, b) => Number(b) - Number(a)));
    expect(order).toContain(true);
  });

  it('gives the same graph when loaded twice, and rejects malformed rows with file and line', async () => {
    const count = async () =>
      (
        await executor.runStatement<{ n: number }>(
          `MATCH (c:Concept {framework: 'KLDB'}) WHERE c.retired_at IS NULL
           RETURN count(c) + COUNT { MATCH (:Concept {framework: 'KLDB'})-[r:BROADER|CROSSWALK]->() } AS n`,
        )
      )[0]!.n;
    await loadKldb({ directory: FIXTURE, executor, progress: quiet });
    const before = await count();
    const broken = mkdtempSync(join(work, 'kldb-'));
    cpSync(FIXTURE, broken, { recursive: true });
    const labels = join(broken, '_cwfcn_labels_kldb10_5d.sthlp');
    const text = readFileSync(labels, 'utf8');
    const line = text.split(/\r?\n/).indexOf('{asis}') + 2;
    writeFileSync(labels, text.replace('{asis}\r\n', '{asis}\r\n4310X  "not a code"\r\n'));
    const [concepts] = await loadKldb({ directory: broken, executor, progress: quiet });
    expect(concepts!.rejected).toEqual([
      {
        file: '_cwfcn_labels_kldb10_5d.sthlp',
        line,
        message: expect.stringContaining('5-digit KldB 2010 code'),
      },
    ]);
    expect(await count()).toBe(before);
  });
});
