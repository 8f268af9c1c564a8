// Builds the web console (console/) with Vite into console/dist when its sources or the installed
// packages changed since the last build (a hash of both is kept in console/dist/.source-hash).
// Run by `scripts/skillgraph setup` and before the browser tests; `npm run console:build` forces one.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const CONSOLE = join(ROOT, 'console');
const DIST = join(CONSOLE, 'dist');
const STAMP = join(DIST, '.source-hash');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (path === DIST || name === 'node_modules') return [];
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(CONSOLE), join(ROOT, 'package-lock.json')].sort()) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Builds unless the last build is of the same sources; returns whether it built. */
export async function buildConsole(options: { force?: boolean } = {}): Promise<boolean> {
  const want = sourceHash();
  if (!options.force && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === want) return false;
  const started = performance.now();
  const { build } = await import('vite');
  await build({ configFile: join(CONSOLE, 'vite.config.ts') });
  writeFileSync(STAMP, want);
  process.stderr.write(
    `[console] built into console/dist in ${Math.round(performance.now() - started)} ms\n`,
  );
  return true;
}

if (import.meta.main) await buildConsole({ force: process.argv.includes('--force') });
