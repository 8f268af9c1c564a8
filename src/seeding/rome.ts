// Loader for ROME v4 open data (France Travail, the `unix_*_v<release>_utf8.csv` files): job sheets with
// their appellations and definitions, competences and macro-competences, knowledge (savoirs), the
// professional domains, the sheet-to-item links with their "core" flag, and the mobility between sheets.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Executor } from '../db/executor.ts';
import { readCsv } from './csv.ts';
import { naceId } from './nace.ts';
import { type LoadReport, LoadSession, type RowMapping } from './session.ts';

export const ROME_FRAMEWORK = {
  id: 'ROME',
  name: 'Répertoire Opérationnel des Métiers et des Emplois (France Travail)',
  licence: 'Licence Ouverte / Etalab 2.0',
  attribution: 'ROME, France Travail',
  source: 'https://www.data.gouv.fr/fr/datasets/repertoire-operationnel-des-metiers-et-des-emplois-rome/',
};

/** Files the loader reads, by their name in the export (`unix_<name>_v<release>_utf8.csv`). */
const FILES = [
  'grand_domaine',
  'domaine_professionnel',
  'referentiel_code_rome',
  'referentiel_appellation',
  'texte',
  'referentiel_competence',
  'referentiel_savoir',
  'coherence_item',
  'rubrique_mobilite',
  'secteur_activite',
  'sous_secteur_activite',
  'arborescence_secteur_activite',
  'arborescence_secteur_naf',
] as const;
type RomeFile = (typeof FILES)[number];

export interface RomeLoadOptions {
  directory: string;
  /** Release, e.g. 4.60; default: read from the file names (v460 -> 4.60). */
  version?: string | undefined;
  executor: Executor | undefined;
  batchSize?: number | undefined;
  progress?: ((line: string) => void) | undefined;
}

export const romeOccupationId = (code: string) => `rome-${code}`;
export const romeItemId = (codeOgr: string) => `rome-${codeOgr}`;
export const romeSectorId = (code: string) => `rome-sector-${code}`;
const ROME_CODE = /^[A-N]\d{4}$/;
const OGR = /^\d+$/;

export function findRomeFiles(directory: string): {
  files: Partial<Record<RomeFile, string>>;
  release: string | undefined;
} {
  const files: Partial<Record<RomeFile, string>> = {};
  let release: string | undefined;
  for (const name of readdirSync(directory)) {
    const match = /^unix_([a-z_]+?)_v(\d+)_utf8\.csv(\.gz)?$/.exec(name);
    if (!match || !FILES.includes(match[1] as RomeFile)) continue;
    files[match[1] as RomeFile] = join(directory, name);
    release = match[2];
  }
  return { files, release: release && `${release.slice(0, -2)}.${release.slice(-2)}` };
}

export async function loadRome(options: RomeLoadOptions): Promise<LoadReport> {
  const { files, release } = findRomeFiles(options.directory);
  const required: RomeFile[] = [
    'referentiel_code_rome',
    'referentiel_competence',
    'referentiel_savoir',
    'coherence_item',
  ];
  const absent = required.filter((name) => !files[name]);
  if (absent.length === required.length)
    throw new Error(`No ROME v4 files (unix_*_v<release>_utf8.csv) in ${options.directory}`);
  const version = options.version ?? release ?? 'unknown';
  const session = new LoadSession({ ...options, version, framework: ROME_FRAMEWORK, languages: ['fr'] });
  await session.begin(options.directory);
  const reject = (file: string, line: number, message: string) => session.reject(file, line, message);

  // Appellations (job titles) and definitions become labels and descriptions of their sheet.
  const appellations = new Map<string, string[]>();
  if (files.referentiel_appellation) {
    for await (const { values } of readCsv(files.referentiel_appellation, {
      onMalformed: (e) => reject(e.file, e.line, e.reason),
    })) {
      const titles = appellations.get(values['code_rome'] ?? '') ?? [];
      for (const title of [values['libelle_appellation_long'], values['libelle_appellation_court']]) {
        if (title?.trim() && !titles.includes(title.trim())) titles.push(title.trim());
      }
      appellations.set(values['code_rome'] ?? '', titles);
    }
  }
  const definitions = new Map<string, { position: number; text: string }[]>();
  if (files.texte) {
    for await (const { values } of readCsv(files.texte, {
      onMalformed: (e) => reject(e.file, e.line, e.reason),
    })) {
      if (values['libelle_type_texte'] !== 'definition') continue;
      const sentences = definitions.get(values['code_rome'] ?? '') ?? [];
      sentences.push({ position: Number(values['position_phrase']), text: values['libelle_texte'] ?? '' });
      definitions.set(values['code_rome'] ?? '', sentences);
    }
  }

  const group =
    (codeColumn: string, labelColumn: string, pattern: RegExp) =>
    (values: Record<string, string>): RowMapping => {
      const code = values[codeColumn] ?? '';
      if (!pattern.test(code)) return `${codeColumn} ${JSON.stringify(code)} is not a ROME domain code`;
      if (!values[labelColumn]?.trim()) return `${labelColumn} is empty`;
      return {
        id: romeOccupationId(code),
        kind: 'OccupationGroup',
        props: { code, label_fr: values[labelColumn]?.trim(), status: 'released' },
      };
    };
  if (files.grand_domaine)
    await session.step(
      'grand_domaine',
      'seed-concepts',
      files.grand_domaine,
      group('code_grand_domaine', 'libelle_grand_domaine', /^[A-N]$/),
    );
  if (files.domaine_professionnel) {
    await session.step(
      'domaine_professionnel',
      'seed-concepts',
      files.domaine_professionnel,
      group('code_domaine_professionnel', 'libelle_domaine_professionnel', /^[A-N]\d{2}$/),
    );
  }

  if (files.referentiel_code_rome) {
    await session.step('referentiel_code_rome', 'seed-concepts', files.referentiel_code_rome, (values) => {
      const code = values['code_rome'] ?? '';
      if (!ROME_CODE.test(code)) return `code_rome ${JSON.stringify(code)} is not a ROME code`;
      const label = values['libelle_rome']?.trim();
      if (!label) return 'libelle_rome is empty';
      const sentences = (definitions.get(code) ?? [])
        .sort((a, b) => a.position - b.position)
        .map((s) => s.text);
      return {
        id: romeOccupationId(code),
        kind: 'Occupation',
        props: {
          code,
          label_fr: label,
          alt_labels_fr: (appellations.get(code) ?? []).filter((title) => title !== label),
          description_fr: sentences.join(' ') || null,
          status: 'released',
          ogr_code: values['code_ogr'] || null,
          transition_eco: values['transition_eco'] || null,
          regulated: values['emploi_reglemente'] === 'O' || null,
          executive: values['emploi_cadre'] === 'O' || null,
        },
      };
    });
  }

  // Competences (macro-competences become skill groups) and knowledge; their codes gate the links below.
  const itemIds = new Set<string>();
  if (files.referentiel_competence) {
    await session.step('referentiel_competence', 'seed-concepts', files.referentiel_competence, (values) => {
      const code = values['code_ogr'] ?? '';
      if (!OGR.test(code)) return `code_ogr ${JSON.stringify(code)} is not a number`;
      const label = values['libelle_competence']?.trim();
      if (!label) return 'libelle_competence is empty';
      itemIds.add(code);
      const macro = values['nature'] === 'Macro-compétence';
      return {
        id: romeItemId(code),
        kind: macro ? 'SkillGroup' : 'Skill',
        props: {
          code,
          label_fr: label,
          description_fr: values['definition']?.trim() || null,
          skill_type: values['cat_comp'] === 'Savoir-être professionnel' ? 'attitude' : 'skill/competence',
          category: values['sous_cat_comp'] || null,
          status: 'released',
        },
      };
    });
  }
  if (files.referentiel_savoir) {
    await session.step('referentiel_savoir', 'seed-concepts', files.referentiel_savoir, (values) => {
      const code = values['code_ogr_savoir'] ?? '';
      if (!OGR.test(code)) return `code_ogr_savoir ${JSON.stringify(code)} is not a number`;
      const label = values['libelle_savoir']?.trim();
      if (!label) return 'libelle_savoir is empty';
      itemIds.add(code);
      return {
        id: romeItemId(code),
        kind: 'Skill',
        props: {
          code,
          label_fr: label,
          skill_type: 'knowledge',
          category: values['categorie_savoir'] || null,
          status: 'released',
        },
      };
    });
  }

  // Hierarchy: sheet -> professional domain -> broad domain; sub-sheet -> parent sheet; competence -> macro-competence.
  if (files.domaine_professionnel) {
    await session.step('domain hierarchy', 'seed-broader', files.domaine_professionnel, (values) => {
      const code = values['code_domaine_professionnel'] ?? '';
      return /^[A-N]\d{2}$/.test(code)
        ? { from: romeOccupationId(code), to: romeOccupationId(code.slice(0, 1)) }
        : null;
    });
  }
  if (files.referentiel_code_rome) {
    await session.step('sheet hierarchy', 'seed-broader', files.referentiel_code_rome, (values) => {
      const code = values['code_rome'] ?? '';
      return ROME_CODE.test(code)
        ? { from: romeOccupationId(code), to: romeOccupationId(code.slice(0, 3)) }
        : null;
    });
    await session.step('sub-sheet hierarchy', 'seed-broader', files.referentiel_code_rome, (values) => {
      const code = values['code_rome'] ?? '';
      const parent = values['code_rome_parent'] ?? '';
      return ROME_CODE.test(code) && ROME_CODE.test(parent) && parent !== code
        ? { from: romeOccupationId(code), to: romeOccupationId(parent) }
        : null;
    });
  }
  if (files.referentiel_competence) {
    await session.step(
      'macro-competence hierarchy',
      'seed-broader',
      files.referentiel_competence,
      (values) => {
        const code = values['code_ogr'] ?? '';
        const macro = values['code_ogr_macro_comp'] ?? '';
        return OGR.test(code) && OGR.test(macro) && macro !== code
          ? { from: romeItemId(code), to: romeItemId(macro) }
          : null;
      },
    );
  }

  // Sheet-to-item links: "Principale" (core of the job) is essential, the others optional; "Émergente" is flagged.
  if (files.coherence_item) {
    await session.step('coherence_item', 'seed-requires', files.coherence_item, (values) => {
      const code = values['code_rome'] ?? '';
      const item = values['code_ogr'] ?? '';
      if (!ROME_CODE.test(code)) return `code_rome ${JSON.stringify(code)} is not a ROME code`;
      if (!itemIds.has(item)) return null; // appellations, work contexts: not skills
      const core = values['coeur_metier'] ?? '';
      if (!['', 'Principale', 'Émergente'].includes(core))
        return `coeur_metier ${JSON.stringify(core)} is not Principale, Émergente or empty`;
      return {
        from: romeOccupationId(code),
        to: romeItemId(item),
        relation: core === 'Principale' ? 'essential' : 'optional',
        level: null,
        emerging: core === 'Émergente',
      };
    });
  }
  if (files.rubrique_mobilite) {
    await session.step('rubrique_mobilite', 'seed-mobility', files.rubrique_mobilite, (values) => {
      const from = values['code_rome'] ?? '';
      const to = values['code_rome_cible'] ?? '';
      if (!ROME_CODE.test(from) || !ROME_CODE.test(to))
        return 'code_rome and code_rome_cible must be ROME codes';
      return {
        from: romeOccupationId(from),
        to: romeOccupationId(to),
        rank: Number(values['numero_ordre']) || null,
      };
    });
  }

  // Sectors of activity and their sub-sectors; each sheet sits in one principal sub-sector and maybe others.
  const sector =
    (codeColumn: string, labelColumn: string, definitionColumn: string) =>
    (values: Record<string, string>): RowMapping => {
      const code = values[codeColumn] ?? '';
      if (!OGR.test(code)) return `${codeColumn} ${JSON.stringify(code)} is not a number`;
      const label = values[labelColumn]?.trim();
      if (!label) return `${labelColumn} is empty`;
      return {
        id: romeSectorId(code),
        kind: 'Sector',
        props: {
          code,
          label_fr: label,
          description_fr: values[definitionColumn]?.trim() || null,
          status: 'released',
        },
      };
    };
  if (files.secteur_activite)
    await session.step(
      'secteur_activite',
      'seed-concepts',
      files.secteur_activite,
      sector('code_sect_activite', 'libelle_sect_activite', 'definition_sect_activite'),
    );
  if (files.sous_secteur_activite) {
    await session.step(
      'sous_secteur_activite',
      'seed-concepts',
      files.sous_secteur_activite,
      sector('code_ss_sect_activite', 'libelle_ss_sect_activite', 'definition_ss_sect_activite'),
    );
    await session.step('sector hierarchy', 'seed-broader', files.sous_secteur_activite, (values) => {
      const code = values['code_ss_sect_activite'] ?? '';
      const parent = values['code_sect_activite'] ?? '';
      return OGR.test(code) && OGR.test(parent)
        ? { from: romeSectorId(code), to: romeSectorId(parent) }
        : null;
    });
  }
  if (files.arborescence_secteur_activite) {
    await session.step(
      'arborescence_secteur_activite',
      'seed-in-sector',
      files.arborescence_secteur_activite,
      (values) => {
        const code = values['code_rome'] ?? '';
        const subSector = values['code_ss_sect_activite'] ?? '';
        const sector = values['code_sect_activite'] ?? '';
        if (!ROME_CODE.test(code)) return `code_rome ${JSON.stringify(code)} is not a ROME code`;
        // A row without a sub-sector files the sheet under the sector itself (1,856 rows of 4.60).
        const target = subSector === '' ? sector : subSector;
        if (!OGR.test(target))
          return subSector === ''
            ? `code_sect_activite ${JSON.stringify(sector)} is not a number`
            : `code_ss_sect_activite ${JSON.stringify(subSector)} is not a number`;
        return {
          from: romeOccupationId(code),
          to: romeSectorId(target),
          principal: values['principal'] === 'oui',
        };
      },
    );
  }
  // Sheets under NAF divisions (NAF rév. 2, France's edition of NACE): linked to the NACE Rev. 2.1
  // division of the same code (src/seeding/nace.ts, loaded before ROME), whose division codes NAF shares.
  // Skipped: "0" (transverse to every sector) and 45 (the motor trade, which Rev. 2.1 split among the
  // wholesale, retail and repair divisions 46, 47 and 95: no one division receives its sheets).
  if (files.arborescence_secteur_naf) {
    await session.step(
      'arborescence_secteur_naf',
      'seed-in-sector',
      files.arborescence_secteur_naf,
      (values) => {
        const code = values['code_rome'] ?? '';
        const division = values['code_secteur_naf'] ?? '';
        if (!ROME_CODE.test(code)) return `code_rome ${JSON.stringify(code)} is not a ROME code`;
        if (!/^\d{1,2}$/.test(division))
          return `code_secteur_naf ${JSON.stringify(division)} is not a NAF division`;
        if (division === '0' || division === '45') return null;
        return { from: romeOccupationId(code), to: naceId(division.padStart(2, '0')), principal: false };
      },
    );
  }

  return session.finish(FILES.every((name) => files[name]));
}
