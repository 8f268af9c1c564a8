/**
 * The cities of the world by the names people write them (GeoNames' cities of 15,000 people or more,
 * seeds/places): what tells a place from a name where nothing else does ("Toulouse" on the line under
 * an employer, "Wien" alone in a contact block). Loaded on first use.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fold } from '../../fold.ts';
import {
  COUNTRIES,
  CV_SECTION_TITLES,
  INSTITUTION_WORDS,
  LANGUAGE_NAMES,
  LEVEL_WORDS,
  ORGANISATION_WORDS,
  POSITION_WORDS,
} from './languages/index.ts';

export interface KnownCity {
  /** GeoNames' name of the city ("Vienna" for "Wien"). */
  name: string;
  countryCode: string;
  population: number;
}

const FILE = join(import.meta.dirname, '..', '..', '..', 'seeds', 'places', 'cities.tsv.gz');

/**
 * Words a CV uses for something else, which some town is named after ("University", Texas; "Union";
 * "Mobile"): never a place by name alone. The parser's own words for schools, employers, roles, levels,
 * sections, languages and countries are among them.
 */
const WORDS = [
  'bank',
  'central',
  'mobile',
  'orange',
  'remote',
  'republic',
  'union',
  'universidad',
  'university',
  ...INSTITUTION_WORDS,
  ...ORGANISATION_WORDS,
  ...POSITION_WORDS,
  ...LEVEL_WORDS,
  ...CV_SECTION_TITLES.keys(),
  ...LANGUAGE_NAMES,
  ...COUNTRIES.keys(),
];

let byName: Map<string, KnownCity> | undefined;

function load(): Map<string, KnownCity> {
  const out = new Map<string, KnownCity>();
  const others: [string, KnownCity][] = [];
  // Most populous first: a name two cities share is the larger one's ("Paris" is in France); a city's
  // own name before any other city's other name ("Gera" is in Germany, not Győr's German name).
  for (const line of gunzipSync(readFileSync(FILE)).toString('utf8').split('\n')) {
    const [countryCode, population, names] = line.split('\t');
    if (!countryCode || !names) continue;
    const [name, ...rest] = names.split('|');
    const city = { name: name!, countryCode, population: Number(population) };
    if (!out.has(fold(name!))) out.set(fold(name!), city);
    for (const other of rest) others.push([fold(other), city]);
  }
  for (const [key, city] of others) if (!out.has(key)) out.set(key, city);
  for (const word of WORDS) out.delete(fold(word));
  return out;
}

/**
 * The city a text names, all of it, written with a capital and not all in capitals ("Wien",
 * "Cluj-Napoca"; not "reading", nor "SAN GIL", the end of a name set in capitals).
 */
export function cityNamed(text: string): KnownCity | undefined {
  const trimmed = text.trim();
  if (trimmed.length < 3 || trimmed.length > 40 || !/^\p{Lu}/u.test(trimmed) || !/\p{Ll}/u.test(trimmed))
    return undefined;
  byName ??= load();
  return byName.get(fold(trimmed));
}
