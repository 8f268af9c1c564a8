// Builds the web console (console/) with Vite into console/dist when its sources or the installed
// packages changed since the last build (a hash of both is kept in console/dist/.source-hash), and
// docs/graph-model.md as a Neo4j Browser guide beside it (browser-guide.html, one slide per section, each
// Cypher query runnable with a click), which the local Neo4j plays when Browser connects.
// Run by `scripts/skillgraph setup` and before the browser tests; `npm run console:build` forces one.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Marked } from 'marked';

const ROOT = join(import.meta.dirname, '..', '..');
const CONSOLE = join(ROOT, 'console');
const DIST = join(CONSOLE, 'dist');
const STAMP = join(DIST, '.source-hash');
const GRAPH_MODEL = join(ROOT, 'docs', 'graph-model.md');
export const BROWSER_GUIDE = 'browser-guide.html';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (path === DIST || name === 'node_modules') return [];
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(CONSOLE), join(ROOT, 'package-lock.json'), GRAPH_MODEL].sort()) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A Neo4j Browser guide (its HTML slide format: article.guide > carousel > slide) of a Markdown file: one
 * slide per `## ` section; a Cypher block becomes one runnable block per query (queries are separated by
 * a blank line), which a click puts in Browser's editor. Markdown by marked; Browser strips scripts.
 */
export function browserGuide(markdown: string): string {
  const marked = new Marked({
    renderer: {
      code({ text, lang }) {
        if (lang !== 'cypher') return `<pre>${escapeHtml(text)}</pre>\n`;
        return text
          .split(/\n\s*\n/)
          .map((query) => query.trim())
          .filter(Boolean)
          .map((query) => `<pre class="pre-scrollable code runnable">${escapeHtml(query)}</pre>\n`)
          .join('');
      },
    },
  });
  const [intro = '', ...sections] = markdown.split(/^## /m);
  const title = /^# (.*)$/m.exec(intro)?.[1] ?? 'skillgraph';
  const slides = [intro.replace(/^# .*$/m, ''), ...sections.map((section) => `## ${section}`)].map(
    (section) =>
      `<slide class="row-fluid">\n<div class="col-sm-12">\n${marked.parse(section)}</div>\n</slide>`,
  );
  return (
    `<article class="guide">\n<h2>${escapeHtml(title)}</h2>\n<carousel class="deck container-fluid">\n` +
    `${slides.join('\n')}\n</carousel>\n</article>\n`
  );
}

/** Builds unless the last build is of the same sources; returns whether it built. */
export async function buildConsole(options: { force?: boolean } = {}): Promise<boolean> {
  const want = sourceHash();
  if (!options.force && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === want) return false;
  const started = performance.now();
  const { build } = await import('vite');
  await build({ configFile: join(CONSOLE, 'vite.config.ts') });
  writeFileSync(join(DIST, BROWSER_GUIDE), browserGuide(readFileSync(GRAPH_MODEL, 'utf8')));
  writeFileSync(STAMP, want);
  process.stderr.write(
    `[console] built into console/dist in ${Math.round(performance.now() - started)} ms\n`,
  );
  return true;
}

if (import.meta.main) await buildConsole({ force: process.argv.includes('--force') });
