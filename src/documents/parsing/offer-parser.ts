// Job-offer text -> its facts: title, company, location, contract type, working time, remote policy,
// experience asked, salary, and the requirement lines split into required and desired (the service
// turns those into graph skills). Sections, labels and wishes in every language of languages/; contract,
// working time, remote work, experience and salary in English, French and Spanish wording. Pure.
import { fold } from '../../fold.ts';
import type { DocumentLine } from '../reading/layout.ts';
import { detectLanguage } from '../reading/text-language.ts';
import { parseLocation } from './contact.ts';
import {
  alternation,
  type DocumentLanguage,
  OFFER_LABELS,
  OFFER_WISHES,
  wordPattern,
} from './languages/index.ts';
import { splitOffer } from './sections.ts';

export type ContractType =
  | 'permanent'
  | 'fixed_term'
  | 'temporary'
  | 'internship'
  | 'apprenticeship'
  | 'freelance';

export interface ParsedOffer {
  title?: string;
  company?: string;
  location?: string;
  contract_type?: ContractType;
  working_time?: 'full_time' | 'part_time';
  remote?: 'on_site' | 'hybrid' | 'remote';
  experience?: { min_years?: number; max_years?: number; text: string };
  salary?: {
    min?: number;
    max?: number;
    currency?: string;
    period?: 'year' | 'month' | 'day' | 'hour';
    text: string;
  };
  description?: string;
  responsibilities: string[];
  /** Lines stating what the candidate must have. */
  required: string[];
  /** Lines stating what would be a plus. */
  desired: string[];
  language: DocumentLanguage;
}

const CONTRACTS: [RegExp, ContractType][] = [
  [/\b(?:internship|intern|stage|stagiaire|practicas|becario|pasantia)\b/, 'internship'],
  [
    /\b(?:apprenticeship|apprentice|alternance|apprentissage|alternant|contrat pro(?:fessionnalisation)?|formacion dual)\b/,
    'apprenticeship',
  ],
  [
    /\b(?:freelance|freelancer|contractor|independant|portage|autonomo|consultant independant)\b/,
    'freelance',
  ],
  [/\b(?:interim|temp(?:orary)?|mission d'interim|travail temporaire|temporal|ett)\b/, 'temporary'],
  [
    /\b(?:cdd|fixed[- ]term|contrat a duree determinee|contrato temporal|duracion determinada|\d+\s*(?:months?|mois|meses) contract)\b/,
    'fixed_term',
  ],
  [
    /\b(?:cdi|permanent|contrat a duree indeterminee|indefinido|contrato indefinido|full[- ]time permanent)\b/,
    'permanent',
  ],
];

/** "Job title: Data engineer", "Standort: Berlin": the label read folded, the value after its colon. */
const labelled = (words: string[]) => {
  const label = new RegExp(`^${alternation(words)}\\s*[:：]\\s*\\S`, 'iu');
  return (line: string) =>
    label.test(fold(line)) ? line.slice(line.search(/[:：]/) + 1).trim() || undefined : undefined;
};
const TITLE_LABEL = labelled(OFFER_LABELS.title);
const COMPANY_LABEL = labelled(OFFER_LABELS.company);
const LOCATION_LABEL = labelled(OFFER_LABELS.location);

const WISH = new RegExp(wordPattern(OFFER_WISHES), 'u');

/** The genders a job is open to, after its title: "H/F", "(m/w/d)", "(M/V)", "(k/m)". */
const GENDERS = String.raw`[hfmwdkvx](?:\s*\/\s*[hfmwdkvx]){1,2}`;
/** A title's tail after a separator, ending in the genders or in brackets: "- Lyon - H/F", "- Paris (CDI)". */
const TITLE_TAIL = new RegExp(String.raw`(?:\s+[-–—|]|\s*\().*?(?:${GENDERS}\)?|\(.*\))\s*$`, 'iu');
const GENDERS_AT_END = new RegExp(String.raw`\s*[-–—|]?\s*\(?\s*${GENDERS}\s*\)?\s*$`, 'iu');
const BRACKETED_GENDERS = new RegExp(String.raw`\s*\(\s*${GENDERS}\s*\)\s*`, 'iu');

export function parseOffer(lines: DocumentLine[]): ParsedOffer {
  const sections = splitOffer(lines);
  const text = lines.map((l) => l.text).join('\n');
  const folded = fold(text);
  const offer: ParsedOffer = {
    responsibilities: [],
    required: [],
    desired: [],
    language: detectLanguage(text),
  };

  for (const line of lines) {
    const [title, company, location] = [TITLE_LABEL, COMPANY_LABEL, LOCATION_LABEL].map((read) =>
      read(line.text),
    );
    if (title && !offer.title) offer.title = title;
    if (company && !offer.company) offer.company = company;
    if (location && !offer.location) offer.location = location;
  }
  // Without a label, the title is the first prominent line of the header.
  const header = sections[0]?.lines ?? [];
  if (!offer.title) {
    const first =
      [...header]
        .filter((l) => !l.bullet && l.text.length <= 100 && !/[.!?]$/.test(l.text))
        .sort((a, b) => b.scale - a.scale)[0] ?? lines.find((l) => !l.bullet && l.text.length <= 100);
    if (first)
      offer.title = first.text
        .replace(TITLE_TAIL, '')
        .replace(GENDERS_AT_END, '')
        .replace(BRACKETED_GENDERS, ' ')
        .replace(/\s{2,}/g, ' ')
        .trim();
  }
  if (!offer.location)
    for (const line of header) {
      for (const piece of line.text.split(/\s*[|•·–—]\s*/u)) {
        if (piece !== offer.title && parseLocation(piece)) {
          offer.location = piece.trim();
          break;
        }
      }
      if (offer.location) break;
    }

  const contract = CONTRACTS.find(([pattern]) => pattern.test(folded));
  if (contract) offer.contract_type = contract[1];
  if (/\b(?:part[- ]time|temps partiel|mi-temps|media jornada|jornada parcial|tiempo parcial)\b/.test(folded))
    offer.working_time = 'part_time';
  else if (/\b(?:full[- ]time|temps plein|temps complet|jornada completa|tiempo completo)\b/.test(folded))
    offer.working_time = 'full_time';
  if (
    /\b(?:hybrid|hybride|hibrido|teletravail partiel|\d\s*(?:days?|jours?|dias?) (?:of )?(?:remote|teletravail|remoto))\b/.test(
      folded,
    )
  )
    offer.remote = 'hybrid';
  else if (
    /\b(?:fully remote|100% remote|remote[- ]first|full remote|teletravail (?:complet|total|100 ?%)|100 ?% teletravail|remote only|trabajo remoto|100% remoto|en remoto)\b|^remote$/m.test(
      folded,
    )
  )
    offer.remote = 'remote';
  else if (/\b(?:on[- ]site|onsite|sur site|en presentiel|presencial)\b/.test(folded))
    offer.remote = 'on_site';

  const experience = findExperience(folded);
  if (experience) offer.experience = experience;
  const salary = findSalary(text);
  if (salary) offer.salary = salary;

  for (const section of sections) {
    const texts = section.lines.map((l) => l.text);
    switch (section.name) {
      case 'required':
        offer.required.push(...texts);
        break;
      case 'desired':
        offer.desired.push(...texts);
        break;
      case 'responsibilities':
        offer.responsibilities.push(...texts);
        break;
      case 'description':
      case 'header':
        offer.description = [offer.description, ...texts.filter((t) => t !== offer.title)]
          .filter(Boolean)
          .join('\n');
        break;
      default:
        break;
    }
  }
  // Requirements stated inline: "Python is a plus", "idéalement", "would be a bonus", "von Vorteil".
  for (const list of [offer.required, offer.responsibilities]) {
    for (let i = list.length - 1; i >= 0; i--) {
      if (WISH.test(fold(list[i]!))) offer.desired.unshift(...list.splice(i, 1));
    }
  }
  return offer;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  dix: 10,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  diez: 10,
};

function findExperience(folded: string): ParsedOffer['experience'] {
  const number =
    '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|un|une|deux|trois|quatre|cinq|dix|uno|dos|tres|cuatro|cinco|diez)';
  const years = '(?:\\+\\s*)?(?:years?|yrs?|ans|annees|anos)';
  const range = new RegExp(`${number}\\s*(?:-|–|to|a|à)\\s*${number}\\s*${years}`);
  const min = new RegExp(
    `(?:(?:at least|minimum|min\\.?|au moins|minimo|mas de|plus de|over)\\s*)?${number}\\s*\\+?\\s*${years}`,
  );
  const toNumber = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : NUMBER_WORDS[raw]);
  for (const line of folded.split('\n')) {
    if (!/experi|years|ans |annees|anos/.test(line)) continue;
    const r = range.exec(line);
    if (r) return { min_years: toNumber(r[1]!), max_years: toNumber(r[2]!), text: r[0] };
    const m = min.exec(line);
    if (m && /experi|background|track record|pratique/.test(line))
      return { min_years: toNumber(m[1]!), text: m[0] };
  }
  if (/\b(?:junior|entry[- ]level|debutant accepte|jeune diplome|graduate)\b/.test(folded))
    return { min_years: 0, max_years: 2, text: 'junior' };
  if (/\b(?:senior|confirme|experimente)\b/.test(folded)) return { min_years: 5, text: 'senior' };
  return undefined;
}

function findSalary(text: string): ParsedOffer['salary'] {
  const money =
    /(?:([€$£])\s*)?(\d{1,3}(?:[ .,\u202f]\d{3})*(?:[.,]\d+)?)\s*(k)?\s*(?:([€$£]|eur|euros?|usd|gbp)\b)?(?:\s*(?:-|–|to|a|à)\s*(?:([€$£])\s*)?(\d{1,3}(?:[ .,\u202f]\d{3})*(?:[.,]\d+)?)\s*(k)?\s*([€$£]|eur|euros?|usd|gbp)?)?\s*(?:(?:per|par|\/|al|por)\s*(year|an|annum|month|mois|mes|day|jour|dia|hour|heure|hora|h)\b|(brut annuel|annual|annuel|yearly|anual|k€))?/gi;
  for (const line of text.split('\n')) {
    if (!/salar|salaire|remuneration|rémunération|pay|€|\$|£|sueldo|retribuci/i.test(line)) continue;
    for (const m of line.matchAll(money)) {
      const currencySymbol = m[1] ?? m[4] ?? m[5] ?? m[8];
      if (!currencySymbol) continue;
      const value = (raw: string | undefined, k: string | undefined) => {
        if (!raw) return undefined;
        const n = Number(
          raw
            .replace(/[ \u202f]/g, '')
            .replace(/[.,](?=\d{3}\b)/g, '')
            .replace(',', '.'),
        );
        return Number.isFinite(n) ? (k || /k€/i.test(m[0]) ? n * 1000 : n) : undefined;
      };
      const min = value(m[2], m[3]);
      const max = value(m[6], m[7] ?? m[3]);
      if (min === undefined || min < 5) continue;
      const currency =
        { '€': 'EUR', $: 'USD', '£': 'GBP' }[currencySymbol] ?? currencySymbol.toUpperCase().slice(0, 3);
      const periodWord = fold(m[9] ?? m[10] ?? '');
      const period = /year|an|annum|annuel|annual|yearly|anual|k€/.test(periodWord)
        ? 'year'
        : /month|mois|mes/.test(periodWord)
          ? 'month'
          : /day|jour|dia/.test(periodWord)
            ? 'day'
            : /hour|heure|hora|^h$/.test(periodWord)
              ? 'hour'
              : (max ?? min) >= 15_000
                ? 'year'
                : undefined;
      return {
        min,
        ...(max !== undefined ? { max } : {}),
        currency: currency === 'EUR' || currency === 'EURO' || currency === 'EUROS' ? 'EUR' : currency,
        ...(period ? { period } : {}),
        text: m[0].trim(),
      };
    }
  }
  return undefined;
}
