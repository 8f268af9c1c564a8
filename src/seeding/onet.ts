// Loader for the O*NET database (USDOL/ETA), as the official tab-delimited text files (`Skills.txt`, ...)
// or as CSV with the same headers: occupations with their titles and job zones under their SOC 2018 major
// group, Content Model skills and knowledge with importance and level per occupation, technology skills
// (UNSPSC commodities, with the product names CVs mention), and related occupations.
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Executor } from '../db/executor.ts';
import { type LoadReport, LoadSession } from './session.ts';

export const ONET_FRAMEWORK = {
  id: 'ONET',
  name: 'O*NET',
  licence: 'CC BY 4.0',
  attribution: '', // set per release by loadOnet: O*NET asks for the version in the credit line
  source: 'https://www.onetcenter.org/database.html',
};

/**
 * The credit O*NET requires (https://www.onetcenter.org/license_db.html), for a release, with its notice
 * for modified information: the loader joins, cuts and bounds what it loads.
 */
export const onetAttribution = (version: string) =>
  `O*NET ${version} Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). ` +
  'Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA. skillgraph has modified all or some ' +
  'of this information (see docs/graph-model.md). USDOL/ETA has not approved, endorsed, or tested these modifications.';

/** Files the loader reads, by normalised name (`Occupation Data.txt` -> occupation_data). */
export const ONET_FILES = [
  'occupation_data',
  'alternate_titles',
  'sample_of_reported_titles',
  'job_zones',
  'content_model_reference',
  'skills',
  'knowledge',
  'technology_skills',
  'related_occupations',
] as const;
type OnetFile = (typeof ONET_FILES)[number];

export interface OnetLoadOptions {
  directory: string;
  /** Release, e.g. 29.2; default: from an official directory name (db_29_2_text), else "unknown". */
  version?: string | undefined;
  executor: Executor | undefined;
  batchSize?: number | undefined;
  progress?: ((line: string) => void) | undefined;
}

export const onetOccupationId = (code: string) => `onet-${code}`;
export const onetElementId = (elementId: string) => `onet-${elementId}`;
export const onetTechnologyId = (commodityCode: string) => `onet-tech-${commodityCode}`;
export const socMajorGroupId = (code: string) => `soc2018-${code}`;

/**
 * Importance cuts on O*NET's 1-5 scale, whose anchors are 1 Not, 2 Somewhat, 3 Important, 4 Very,
 * 5 Extremely important: a mean that rounds to "Very important" or above (>= 3.5, 62.5 on O*NET's
 * 0-100 standardised scale) makes the element essential; one that rounds to "Important" (>= 2.5,
 * standardised 37.5) optional; "Somewhat" or "Not important" gives no edge, as every occupation has a
 * rating for every element and most low ones say the element does not matter.
 */
export const ESSENTIAL_IMPORTANCE = 3.5;
export const OPTIONAL_IMPORTANCE = 2.5;
/** Bounds on label lists, so a catch-all occupation (51-9199.00 has 2,750 titles) stays searchable. */
export const MAX_OCCUPATION_TITLES = 250;
export const MAX_TECHNOLOGY_EXAMPLES = 500;

/** SOC 2018 major groups (Standard Occupational Classification Manual 2018, OMB): O*NET has no file for them. */
const SOC_2018_MAJOR_GROUPS: Record<string, string> = {
  '11-0000': 'Management Occupations',
  '13-0000': 'Business and Financial Operations Occupations',
  '15-0000': 'Computer and Mathematical Occupations',
  '17-0000': 'Architecture and Engineering Occupations',
  '19-0000': 'Life, Physical, and Social Science Occupations',
  '21-0000': 'Community and Social Service Occupations',
  '23-0000': 'Legal Occupations',
  '25-0000': 'Educational Instruction and Library Occupations',
  '27-0000': 'Arts, Design, Entertainment, Sports, and Media Occupations',
  '29-0000': 'Healthcare Practitioners and Technical Occupations',
  '31-0000': 'Healthcare Support Occupations',
  '33-0000': 'Protective Service Occupations',
  '35-0000': 'Food Preparation and Serving Related Occupations',
  '37-0000': 'Building and Grounds Cleaning and Maintenance Occupations',
  '39-0000': 'Personal Care and Service Occupations',
  '41-0000': 'Sales and Related Occupations',
  '43-0000': 'Office and Administrative Support Occupations',
  '45-0000': 'Farming, Fishing, and Forestry Occupations',
  '47-0000': 'Construction and Extraction Occupations',
  '49-0000': 'Installation, Maintenance, and Repair Occupations',
  '51-0000': 'Production Occupations',
  '53-0000': 'Transportation and Material Moving Occupations',
  '55-0000': 'Military Specific Occupations',
};

const ONET_SOC = /^\d{2}-\d{4}\.\d{2}$/;
const ELEMENT = /^\d+(\.[0-9A-Za-z]+)+$/;
const COMMODITY = /^\d{8}$/;
const CODE = 'O*NET-SOC Code';

interface FoundFile {
  path: string;
  delimiter: string;
}

/** Official names (`Technology Skills.txt`) and the CSV conversion (`technology_skills.csv`), plain or `.gz`. */
export function findOnetFiles(directory: string): Partial<Record<OnetFile, FoundFile>> {
  const files: Partial<Record<OnetFile, FoundFile>> = {};
  for (const name of readdirSync(directory).sort()) {
    const match = /^(.+)\.(txt|csv)(\.gz)?$/i.exec(name);
    if (!match) continue;
    const key = match[1]!
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_') as OnetFile;
    if (!ONET_FILES.includes(key) || files[key]) continue;
    files[key] = { path: join(directory, name), delimiter: match[2]!.toLowerCase() === 'txt' ? '\t' : ',' };
  }
  return files;
}

/** Case-insensitive, order-keeping de-duplication, up to `max` labels, never the preferred label. */
function labelList(preferred: string, candidates: Iterable<string>, max: number) {
  const seen = new Set([preferred.toLowerCase()]);
  const labels: string[] = [];
  for (const raw of candidates) {
    const label = raw.trim();
    if (!label || seen.has(label.toLowerCase())) continue;
    seen.add(label.toLowerCase());
    labels.push(label);
    if (labels.length >= max) break;
  }
  return labels;
}

const parentElement = (id: string) => id.slice(0, id.lastIndexOf('.'));

export async function loadOnet(options: OnetLoadOptions): Promise<LoadReport> {
  const files = findOnetFiles(options.directory);
  if (!files.occupation_data)
    throw new Error(`No O*NET "Occupation Data" file (.txt tab-delimited or .csv) in ${options.directory}`);
  const version =
    options.version ?? /db_(\d+)_(\d+)/.exec(basename(options.directory))?.slice(1, 3).join('.') ?? 'unknown';
  const session = new LoadSession({
    ...options,
    version,
    framework: { ...ONET_FRAMEWORK, attribution: onetAttribution(version) },
    languages: ['en'],
  });
  await session.begin(options.directory);

  /** Every row of a file, with `reject` naming its file and line; nothing when the file is absent. */
  async function* rows(name: OnetFile) {
    const file = files[name];
    if (!file) return;
    for await (const record of session.read(file.path, file.delimiter)) {
      const v = record.values;
      yield { v, reject: (message: string) => session.reject(record.file, record.line, message) };
    }
  }
  const badCode = (v: Record<string, string>, column = CODE) =>
    ONET_SOC.test(v[column] ?? '')
      ? undefined
      : `${column} ${JSON.stringify(v[column])} is not an O*NET-SOC code`;

  // Titles: reported titles first (what incumbents call their job; My Next Move's first), then the
  // alternate titles named by most sources, each followed by its short form ("CEO").
  const reported = new Map<string, { title: string; shown: boolean }[]>();
  for await (const { v, reject } of rows('sample_of_reported_titles')) {
    const bad = badCode(v);
    if (bad) reject(bad);
    else if (v['Reported Job Title']?.trim()) {
      const list = reported.get(v[CODE]!) ?? [];
      list.push({ title: v['Reported Job Title'], shown: v['Shown in My Next Move'] === 'Y' });
      reported.set(v[CODE]!, list);
    }
  }
  const alternates = new Map<string, { titles: string[]; sources: number }[]>();
  for await (const { v, reject } of rows('alternate_titles')) {
    const bad = badCode(v);
    if (bad) reject(bad);
    else if (v['Alternate Title']?.trim()) {
      const list = alternates.get(v[CODE]!) ?? [];
      const sources = (v['Source(s)'] ?? '').split(',').filter((s) => s.trim()).length;
      list.push({ titles: [v['Alternate Title'], v['Short Title'] ?? ''], sources });
      alternates.set(v[CODE]!, list);
    }
  }
  const jobZones = new Map<string, number>();
  for await (const { v, reject } of rows('job_zones')) {
    const bad = badCode(v);
    const zone = Number(v['Job Zone']);
    if (bad) reject(bad);
    else if (!Number.isInteger(zone) || zone < 1 || zone > 5)
      reject(`Job Zone ${JSON.stringify(v['Job Zone'])} is not 1-5`);
    else jobZones.set(v[CODE]!, zone);
  }

  const occupations = new Set<string>();
  {
    const { path, delimiter } = files.occupation_data;
    await session.step(
      'occupation_data',
      'seed-concepts',
      path,
      (v) => {
        const bad = badCode(v);
        if (bad) return bad;
        const code = v[CODE]!;
        const label = v['Title']?.trim();
        if (!label) return 'Title is empty';
        occupations.add(code);
        const titles = [
          ...(reported.get(code) ?? []).filter((t) => t.shown).map((t) => t.title),
          ...(reported.get(code) ?? []).filter((t) => !t.shown).map((t) => t.title),
          ...(alternates.get(code) ?? [])
            .map((entry, index) => ({ ...entry, index }))
            .sort((a, b) => b.sources - a.sources || a.index - b.index)
            .flatMap((entry) => entry.titles),
        ];
        return {
          id: onetOccupationId(code),
          kind: 'Occupation',
          props: {
            code,
            soc_code: code.slice(0, 7),
            uri: `https://www.onetonline.org/link/summary/${code}`,
            label_en: label,
            description_en: v['Description']?.trim() || null,
            alt_labels_en: labelList(label, titles, MAX_OCCUPATION_TITLES),
            job_zone: jobZones.get(code) ?? null,
            status: 'released',
          },
        };
      },
      delimiter,
    );
  }
  const majorGroups = [...new Set([...occupations].map((code) => `${code.slice(0, 2)}-0000`))].sort();
  await session.write(
    'SOC 2018 major groups',
    'seed-concepts',
    majorGroups.map((code) => ({
      id: socMajorGroupId(code),
      kind: 'OccupationGroup',
      props: { code, soc_code: code, label_en: SOC_2018_MAJOR_GROUPS[code] ?? null, status: 'released' },
    })),
  );

  // Skills and knowledge: one IM (importance) and one LV (level) row per occupation and element, joined.
  const elementNames = new Map<string, { name: string; description: string | null }>();
  for await (const { v, reject } of rows('content_model_reference')) {
    const id = v['Element ID'] ?? '';
    if (!/^\d+(\.[0-9A-Za-z]+)*$/.test(id))
      reject(`Element ID ${JSON.stringify(id)} is not a Content Model id`);
    else if (v['Element Name']?.trim())
      elementNames.set(id, { name: v['Element Name'].trim(), description: v['Description']?.trim() || null });
  }
  interface Rating {
    occupation: string;
    element: string;
    importance?: number;
    level?: number;
    excluded: boolean;
  }
  const ratings = new Map<string, Rating>();
  const elements = new Map<string, string>(); // element id -> name from the ratings files
  for (const file of ['skills', 'knowledge'] as const) {
    for await (const { v, reject } of rows(file)) {
      const bad = badCode(v);
      if (bad) {
        reject(bad);
        continue;
      }
      const element = v['Element ID'] ?? '';
      if (!ELEMENT.test(element)) {
        reject(`Element ID ${JSON.stringify(element)} is not a Content Model id`);
        continue;
      }
      const scale = v['Scale ID'];
      if (scale !== 'IM' && scale !== 'LV') continue; // no other scale for skills and knowledge so far
      const value = Number(v['Data Value']);
      if (v['Data Value']?.trim() === '' || !Number.isFinite(value)) {
        reject(`Data Value ${JSON.stringify(v['Data Value'])} is not a number`);
        continue;
      }
      if (!elements.has(element)) elements.set(element, v['Element Name']?.trim() || element);
      const key = `${v[CODE]}\t${element}`;
      const rating = ratings.get(key) ?? { occupation: v[CODE]!, element, excluded: false };
      if (scale === 'IM') rating.importance = value;
      else rating.level = value;
      // O*NET flags estimates it does not trust (Recommend Suppress) and levels rated "not relevant".
      if (v['Recommend Suppress'] === 'Y' || v['Not Relevant'] === 'Y') rating.excluded = true;
      ratings.set(key, rating);
    }
  }
  const groups = new Set<string>();
  for (const element of elements.keys()) {
    // Ancestors down from the domain (2.A Basic Skills, 2.B Cross-Functional Skills, 2.C Knowledge).
    for (let id = parentElement(element); id.includes('.'); id = parentElement(id))
      if (!elements.has(id)) groups.add(id);
  }
  const elementProps = (id: string) => ({
    code: id,
    uri: `https://www.onetonline.org/find/descriptor/result/${id}`,
    label_en: elementNames.get(id)?.name ?? elements.get(id) ?? id,
    description_en: elementNames.get(id)?.description ?? null,
    status: 'released',
  });
  await session.write(
    'content model groups',
    'seed-concepts',
    [...groups].sort().map((id) => ({ id: onetElementId(id), kind: 'SkillGroup', props: elementProps(id) })),
  );
  await session.write(
    'skills and knowledge',
    'seed-concepts',
    [...elements.keys()].sort().map((id) => ({
      id: onetElementId(id),
      kind: 'Skill',
      props: { ...elementProps(id), skill_type: id.startsWith('2.C') ? 'knowledge' : 'skill/competence' },
    })),
  );

  // Technology skills: a UNSPSC commodity per skill, named by the products ("Python", "Microsoft Excel")
  // that occupations list under it. Products named by most occupations come first in the labels.
  const commodities = new Map<string, { title: string; examples: Map<string, Set<string>> }>();
  const usesOf = new Map<
    string,
    { occupation: string; commodity: string; examples: string[]; inDemand: boolean }
  >();
  for await (const { v, reject } of rows('technology_skills')) {
    const bad = badCode(v);
    const commodity = v['Commodity Code'] ?? '';
    const example = v['Example']?.trim() ?? '';
    if (bad) reject(bad);
    else if (!COMMODITY.test(commodity))
      reject(`Commodity Code ${JSON.stringify(commodity)} is not an 8-digit UNSPSC code`);
    else if (!v['Commodity Title']?.trim()) reject('Commodity Title is empty');
    else {
      const entry = commodities.get(commodity) ?? { title: v['Commodity Title'].trim(), examples: new Map() };
      commodities.set(commodity, entry);
      const key = `${v[CODE]}\t${commodity}`;
      const use = usesOf.get(key) ?? { occupation: v[CODE]!, commodity, examples: [], inDemand: false };
      usesOf.set(key, use);
      if (example) {
        const named = entry.examples.get(example) ?? new Set<string>();
        entry.examples.set(example, named.add(v[CODE]!));
        if (!use.examples.includes(example)) use.examples.push(example);
      }
      // "In Demand": frequent in employers' postings for this very occupation (Hot Technology is across all).
      if (v['In Demand'] === 'Y') use.inDemand = true;
    }
  }
  await session.write(
    'technology skills',
    'seed-concepts',
    [...commodities].map(([code, { title, examples }]) => ({
      id: onetTechnologyId(code),
      kind: 'Skill',
      props: {
        code,
        label_en: title,
        alt_labels_en: labelList(
          title,
          [...examples]
            .sort(([a, x], [b, y]) => y.size - x.size || a.localeCompare(b))
            .map(([example]) => example),
          MAX_TECHNOLOGY_EXAMPLES,
        ),
        skill_type: 'technology',
        status: 'released',
      },
    })),
  );

  // Hierarchy: a detailed O*NET-SOC occupation (.01) under its base (.00), a base under its major
  // group; an element under its parent element.
  await session.write('hierarchy', 'seed-broader', [
    ...[...occupations].map((code) => {
      const base = `${code.slice(0, 7)}.00`;
      const parent =
        code !== base && occupations.has(base)
          ? onetOccupationId(base)
          : socMajorGroupId(`${code.slice(0, 2)}-0000`);
      return { from: onetOccupationId(code), to: parent };
    }),
    ...[...elements.keys(), ...groups]
      .filter((id) => parentElement(id).includes('.'))
      .map((id) => ({ from: onetElementId(id), to: onetElementId(parentElement(id)) })),
  ]);

  const requires = function* () {
    for (const r of ratings.values()) {
      if (r.excluded || r.importance === undefined || r.importance < OPTIONAL_IMPORTANCE) continue;
      yield {
        from: onetOccupationId(r.occupation),
        to: onetElementId(r.element),
        relation: r.importance >= ESSENTIAL_IMPORTANCE ? 'essential' : 'optional',
        importance: r.importance,
        level: r.level ?? null,
      };
    }
  };
  await session.write('skill and knowledge ratings', 'seed-requires', requires());
  await session.write(
    'technology skill uses',
    'seed-requires',
    [...usesOf.values()].map((use) => ({
      from: onetOccupationId(use.occupation),
      to: onetTechnologyId(use.commodity),
      relation: use.inDemand ? 'essential' : 'optional',
      level: null,
      examples: use.examples,
    })),
  );

  if (files.related_occupations) {
    const { path, delimiter } = files.related_occupations;
    await session.step(
      'related_occupations',
      'seed-related-occupation',
      path,
      (v) => {
        const bad = badCode(v) ?? badCode(v, 'Related O*NET-SOC Code');
        if (bad) return bad;
        const rank = Number(v['Index']);
        if (!Number.isInteger(rank) || rank < 1) return `Index ${JSON.stringify(v['Index'])} is not a rank`;
        return {
          from: onetOccupationId(v[CODE]!),
          to: onetOccupationId(v['Related O*NET-SOC Code']!),
          tier: v['Relatedness Tier']?.trim() || null,
          rank,
        };
      },
      delimiter,
    );
  }

  return session.finish(ONET_FILES.every((name) => files[name]));
}
