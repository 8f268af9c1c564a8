// Builds the CV-parsing evaluation corpus (../../../../shared/eval/README.md, "CV parsing"): real JSON
// Resume documents shipped in npm packages, each rendered to HTML by several published JSON Resume
// themes and printed to PDF by headless Chromium (Debian's `chromium`). The JSON is the exact ground
// truth of what each PDF says; scripts/eval/cv-fields.ts scores a parser's output against it.
//   node scripts/eval/cv-corpus/build.ts [--only <resume>|<theme>,...] [--keep-html]
//   node scripts/eval/cv-corpus/build.ts --outside [--only <resume>,...]   (the outside corpus only; below)
// Writes, next to this file:
//   pdfs/<resume>--<theme>.pdf   one per resume x theme
//   truth/<resume>.json          the ground truth (the source document verbatim; see LEGACY below)
//   manifest.json                [{pdf, truth, theme, resume, pages, bytes, ...}]
// The packages below are installed, at these exact versions, into the throwaway folder .cache/cv-corpus
// (git-ignored) with `npm ci` from the lockfile kept beside this script (or `npm install`, which writes
// that lockfile, when it is missing). Nothing is fetched at render time: every remote stylesheet, font,
// script or image a theme links to is either swapped for the same file from a pinned npm package (the
// Bootstrap grid and the icon fonts, which shape the layout) or removed (web fonts, gravatars, jQuery),
// a Content-Security-Policy forbids any other load, and Chromium resolves no host name.
// Chromium stamps a creation date into each PDF, so rebuilt files differ in bytes, not in content.
import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type PdfLib, type PhotoDegradation, photosOf, type ScanDegradation, scanOf } from './degrade.ts';

/** Every npm package the corpus is made from, at the exact version used. */
export const PACKAGES: Record<string, string> = {
  // resumes
  'resume-schema': '1.0.1',
  '@jsonresume/schema': '1.3.1',
  'fresh-test-resumes': '0.9.2',
  // themes
  'jsonresume-theme-even': '0.26.1',
  'jsonresume-theme-elegant': '1.16.1',
  'jsonresume-theme-flat': '0.3.7',
  'jsonresume-theme-kendall': '0.2.0',
  'jsonresume-theme-macchiato': '1.1.0',
  'jsonresume-theme-stackoverflow': '3.3.0',
  // themes added on 2026-11-25 after the parser was tuned on the six above, measured once held out
  // (F1 75.9%), then tuned on
  'jsonresume-theme-paper': '0.5.0',
  'jsonresume-theme-onepage': '0.0.3',
  'jsonresume-theme-short': '0.1.7',
  'jsonresume-theme-class': '0.1.2',
  'jsonresume-theme-spartacus': '1.0.0',
  'jsonresume-theme-actual': '0.2.2',
  'jsonresume-theme-straightforward': '0.5.0',
  'jsonresume-theme-compact': '1.0.4',
  // a second batch, added after the parser was tuned on the first: held out
  'jsonresume-theme-caffeine': '1.2.3',
  'jsonresume-theme-slick': '0.1.16',
  'jsonresume-theme-modern': '0.0.18',
  'jsonresume-theme-onepage-plus': '1.1.0',
  'jsonresume-theme-autumn': '1.0.1',
  'jsonresume-theme-eloquent': '5.0.0',
  // section titles and dates in French and Spanish (a render option of these two themes)
  'jsonresume-theme-folio': '1.3.1',
  // local copies of the stylesheets and icon fonts that themes load from CDNs
  bootstrap: '3.3.7',
  'font-awesome': '4.7.0',
  '@fortawesome/fontawesome-free': '6.4.2',
  // puts the scanned pages of the outside corpus back into a PDF (degrade.ts)
  'pdf-lib': '1.17.1',
};

interface ResumeSource {
  id: string;
  /** package and path inside it */
  pkg: string;
  path: string;
  /** JSON Resume 0.0.0 field names (work.company, website, gpa): renamed to the 1.0 schema for the truth */
  legacy?: boolean;
  note: string;
}

export const RESUMES: ResumeSource[] = [
  {
    id: 'richard-hendriks',
    pkg: 'resume-schema',
    path: 'sample.resume.json',
    note: 'the JSON Resume schema sample (one job, one degree)',
  },
  {
    id: 'richard-hendriks-3jobs',
    pkg: 'jsonresume-theme-stackoverflow',
    path: 'docs/sample.resume.json',
    note: "a longer variant of the schema sample shipped with the stackoverflow theme (three jobs, a current one with endDate '')",
  },
  {
    id: 'maya-okonkwo',
    pkg: '@jsonresume/schema',
    path: 'examples/new-grad.resume.json',
    note: 'new graduate: two internships, projects, one degree',
  },
  {
    id: 'daniel-reyes',
    pkg: '@jsonresume/schema',
    path: 'examples/career-changer.resume.json',
    note: 'career changer: teaching then software',
  },
  {
    id: 'lena-vasquez',
    pkg: '@jsonresume/schema',
    path: 'examples/senior-engineer.resume.json',
    note: 'senior engineer: three jobs, two degrees, publications',
  },
  {
    id: 'jane-fullstacker',
    pkg: 'fresh-test-resumes',
    path: 'src/jrs/jane-fullstacker.json',
    legacy: true,
    note: 'FRESH test resume in JSON Resume 0.0.0 form: four jobs, three schools, markdown in summaries',
  },
];

interface Theme {
  id: string;
  pkg: string;
  layout: string;
  /** Added after the parser was tuned on all the others, never tuned on: its figures are a held-out measure. */
  heldOut?: boolean;
  /**
   * The language the theme prints its section titles and dates in (its `language` render option); the
   * resume's own text stays as written (English). Unset: the theme's default, English.
   */
  language?: 'fr' | 'es';
}

export const THEMES: Theme[] = [
  {
    id: 'even',
    pkg: 'jsonresume-theme-even',
    layout: 'section titles in a narrow left column beside the content (CSS grid); contact lines with icons',
  },
  {
    id: 'elegant',
    pkg: 'jsonresume-theme-elegant',
    layout:
      'profile card on top with the contact details in a row of icon cells, then one column (its Bootstrap ' +
      'sidebar stacks at print width); profiles are icon links only',
  },
  {
    id: 'flat',
    pkg: 'jsonresume-theme-flat',
    layout: 'one column, label-value blocks (its Bootstrap grid stacks at print width); no city printed',
  },
  {
    id: 'kendall',
    pkg: 'jsonresume-theme-kendall',
    layout:
      'two columns: about, work, awards, volunteer on the left; contact, profiles, education, skills, ' +
      'languages, interests on the right',
  },
  {
    id: 'macchiato',
    pkg: 'jsonresume-theme-macchiato',
    layout:
      'a left sidebar (contact, skills, languages, interests) beside the main column; a long experience ' +
      'section pushes the sidebar to a later page',
  },
  {
    id: 'stackoverflow',
    pkg: 'jsonresume-theme-stackoverflow',
    layout: 'one column, compact: skills in a grid, dates right-aligned on the job line',
  },
  ...(
    [
      [
        'paper',
        'jsonresume-theme-paper',
        'section titles in small capitals in a left column beside the content; contact and location as label-value tables; skills as "Group (level): keywords" lines',
      ],
      [
        'onepage',
        'jsonresume-theme-onepage',
        'one column, section names in a left margin, the headline on the name line, contact and profile URLs in two rows; dates right-aligned on the job line',
      ],
      [
        'short',
        'jsonresume-theme-short',
        'one column; profiles as network and user name pairs; skills as a table of group titles beside their keywords',
      ],
      [
        'class',
        'jsonresume-theme-class',
        'one column under a coloured header; contact and profiles as label-value pairs in two columns; position, dates and the first highlight side by side',
      ],
      [
        'spartacus',
        'jsonresume-theme-spartacus',
        'two columns: contact, profiles, skills, education, awards in a left sidebar; summary and employment on the right',
      ],
      [
        'actual',
        'jsonresume-theme-actual',
        'one column with a very large name; company and place under the position; highlights in two columns',
      ],
      [
        'straightforward',
        'jsonresume-theme-straightforward',
        'one column, centred header with a contact line and a profile line; company and place in italics under the position; ruled section titles',
      ],
      [
        'compact',
        'jsonresume-theme-compact',
        'one column, plain: profile user names on one line, skills as "Group: keywords" lines, dates under the position',
      ],
    ] as const
  ).map(([id, pkg, layout]) => ({ id, pkg, layout })),
  ...(
    [
      [
        'caffeine',
        'jsonresume-theme-caffeine',
        'two columns in capitals: about (address, contact, profile user names), untitled skill groups with their level, languages, interests in a left sidebar; summary, experience, education, awards on the right',
      ],
      [
        'slick',
        'jsonresume-theme-slick',
        'one column in large type; contact lines with icons, profiles as icons only; dates under the position',
      ],
      [
        'modern',
        'jsonresume-theme-modern',
        'one column, plain HTML headings; the city under the name, labelled phone and e-mail lines, years only',
      ],
      [
        'onepage-plus',
        'jsonresume-theme-onepage-plus',
        'one column, section names in a left margin; "Company | Position" with the dates right-aligned; skills as "Group (level): keywords"',
      ],
      [
        'autumn',
        'jsonresume-theme-autumn',
        'contact in a right column beside the name; then skills (tags) and languages in a left column beside work and education',
      ],
      [
        'eloquent',
        'jsonresume-theme-eloquent',
        'cards with icons; the dates and duration in a right column beside each entry; profiles as icons only',
      ],
    ] as const
  ).map(([id, pkg, layout]) => ({ id, pkg, layout, heldOut: true })),
  // The same documents with French and Spanish section titles and dates ("Expérience professionnelle",
  // "sept. 2015 - juin 2019"; "Experiencia laboral", "ene 2023"), held out: no JSON Resume in another
  // language ships in a package at hand, and these two themes translate what they print themselves.
  ...(
    [
      [
        'stackoverflow',
        'jsonresume-theme-stackoverflow',
        'one column, compact: skills in a grid, dates right-aligned on the job line',
      ],
      [
        'folio',
        'jsonresume-theme-folio',
        'one column, compact (a fork of stackoverflow): skills after education',
      ],
    ] as const
  ).flatMap(([id, pkg, layout]) =>
    (['fr', 'es'] as const).map((language) => ({
      id: `${id}-${language}`,
      pkg,
      layout: `${layout}; section titles and dates in ${language === 'fr' ? 'French' : 'Spanish'}`,
      heldOut: true,
      language,
    })),
  ),
];

const HERE = import.meta.dirname;
const ROOT = join(HERE, '..', '..', '..');
const CACHE = join(ROOT, '.cache', 'cv-corpus');
const LOCKFILE = join(HERE, 'package-lock.json');
const RENDER_TIMEOUT_MS = 90_000;

type Json = Record<string, unknown>;

/** Installs PACKAGES into CACHE unless they are already there at the pinned versions. */
function install(): void {
  mkdirSync(CACHE, { recursive: true });
  const wanted = {
    name: 'cv-corpus-cache',
    private: true,
    description: 'throwaway install of scripts/eval/cv-corpus/build.ts',
    dependencies: PACKAGES,
  };
  const pkgPath = join(CACHE, 'package.json');
  const same = existsSync(pkgPath) && readFileSync(pkgPath, 'utf8') === JSON.stringify(wanted, null, 2);
  const installed = Object.entries(PACKAGES).every(([name, version]) => {
    const file = join(CACHE, 'node_modules', name, 'package.json');
    return existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')) as Json).version === version;
  });
  if (same && installed) return;
  writeFileSync(pkgPath, JSON.stringify(wanted, null, 2));
  // Install scripts are not needed by any of these packages; the registry address stays out of the
  // lockfile (as in the repository's own).
  const flags = [
    '--prefix',
    CACHE,
    '--ignore-scripts',
    '--no-audit',
    '--no-fund',
    '--omit-lockfile-registry-resolved',
  ];
  const useLock = existsSync(LOCKFILE);
  if (useLock) copyFileSync(LOCKFILE, join(CACHE, 'package-lock.json'));
  console.log(`installing ${Object.keys(PACKAGES).length} pinned packages into ${relative(ROOT, CACHE)}`);
  const run = spawnSync('npm', [useLock ? 'ci' : 'install', ...flags], { stdio: 'inherit', cwd: CACHE });
  if (run.status !== 0) throw new Error(`npm ${useLock ? 'ci' : 'install'} failed (${run.status})`);
  if (!useLock) copyFileSync(join(CACHE, 'package-lock.json'), LOCKFILE);
}

function packageDir(name: string): string {
  return join(CACHE, 'node_modules', name);
}

function packageInfo(name: string): { version: string; license: string } {
  const pkg = JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as Json;
  return { version: String(pkg.version), license: String(pkg.license ?? 'unknown') };
}

// JSON Resume 0.0.0 (before the 1.0 schema) named some fields differently. LEGACY maps old -> new name
// per section; the truth of a legacy source is the source with exactly these keys renamed.
const LEGACY: Record<string, Record<string, string>> = {
  basics: { website: 'url', picture: 'image' },
  work: { company: 'name', website: 'url' },
  volunteer: { website: 'url' },
  education: { gpa: 'score' },
  publications: { website: 'url' },
  projects: { website: 'url' },
  languages: { name: 'language', level: 'fluency' },
};

function renameKeys(entry: unknown, renames: Record<string, string>): unknown {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return entry;
  const out: Json = {};
  for (const [key, value] of Object.entries(entry as Json)) out[renames[key] ?? key] = value;
  return out;
}

function upgradeLegacy(resume: Json): Json {
  const out: Json = {};
  for (const [section, value] of Object.entries(resume)) {
    const renames = LEGACY[section];
    if (!renames) out[section] = value;
    else if (Array.isArray(value)) out[section] = value.map((entry) => renameKeys(entry, renames));
    else out[section] = renameKeys(value, renames);
  }
  return out;
}

/**
 * What a theme is given: the truth plus the old 0.0.0 names as aliases of the new ones (work.company
 * beside work.name, ...), because older themes (flat, macchiato) read only the old names and would
 * otherwise leave company names out. The aliases repeat values; they add no fact.
 */
function withLegacyAliases(resume: Json): Json {
  const out = structuredClone(resume);
  for (const [section, renames] of Object.entries(LEGACY)) {
    const value = out[section];
    const entries = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
    for (const entry of entries as Json[]) {
      if (!entry || typeof entry !== 'object') continue;
      for (const [oldName, newName] of Object.entries(renames)) {
        if (entry[oldName] === undefined && entry[newName] !== undefined) entry[oldName] = entry[newName];
      }
    }
  }
  return out;
}

// --- remote references -------------------------------------------------------------------------------

/** CDN files that shape a layout, served instead from the pinned npm copy of the same file. */
function localAssets(): Array<[RegExp, string]> {
  const file = (pkg: string, path: string) => pathToFileURL(join(packageDir(pkg), path)).href;
  return [
    [
      /(?:https?:)?\/\/[^"'()\s]*bootstrap(?:\/[\d.]+)?\/css\/bootstrap\.min\.css/g,
      file('bootstrap', 'dist/css/bootstrap.min.css'),
    ],
    [
      /(?:https?:)?\/\/[^"'()\s]*font-awesome\/4\.[\d.]+\/css\/font-awesome\.min\.css/g,
      file('font-awesome', 'css/font-awesome.min.css'),
    ],
    [
      /(?:https?:)?\/\/[^"'()\s]*font-awesome\/[56]\.[\d.]+\/css\/all\.min\.css/g,
      file('@fortawesome/fontawesome-free', 'css/all.min.css'),
    ],
    // elegant's own icon font, referenced on a CDN although the package ships it
    [
      /(?:https?:)?\/\/unpkg\.com\/jsonresume-theme-elegant@[\d.]+\//g,
      `${file('jsonresume-theme-elegant', '.')}/`,
    ],
  ];
}

// http(s) or protocol-relative; not the file:/// URLs that localAssets() put in
const REMOTE = String.raw`(?<![\w:/])(?:https?:)?\/\/[^"'\s>)]+`;

/** Swaps CDN assets for local files, removes every other remote load, and forbids any that is left. */
function localise(html: string, removed: Set<string>): string {
  let out = html;
  for (const [pattern, local] of localAssets()) out = out.replace(pattern, local);
  const drop = (what: string) => (match: string) => {
    removed.add(`${what} ${match.match(new RegExp(REMOTE))?.[0] ?? match}`.slice(0, 140));
    return '';
  };
  out = out
    .replace(new RegExp(String.raw`<link\b[^>]*href\s*=\s*["']?${REMOTE}[^>]*>`, 'gi'), drop('link'))
    .replace(
      new RegExp(String.raw`<script\b[^>]*src\s*=\s*["']?${REMOTE}[^>]*>\s*</script>`, 'gi'),
      drop('script'),
    )
    .replace(new RegExp(String.raw`<img\b[^>]*src\s*=\s*["']?${REMOTE}[^>]*>`, 'gi'), drop('img'))
    // a resume's own relative picture path (jane_doe.png) names no file here: its alt text would print
    .replace(/<img\b[^>]*\ssrc\s*=\s*["']?(?!data:|file:)[^"'\s>]+[^>]*>/gi, (match) => {
      removed.add(`img ${match.match(/src\s*=\s*["']?([^"'\s>]+)/i)?.[1] ?? match}`);
      return '';
    })
    .replace(
      new RegExp(String.raw`@import\s+(?:url\(\s*)?["']?\s*${REMOTE}\s*["']?\s*\)?[^;]*;`, 'gi'),
      drop('@import'),
    )
    .replace(new RegExp(String.raw`url\(\s*["']?${REMOTE}["']?\s*\)`, 'gi'), (match) => {
      removed.add(`url() ${match.slice(0, 120)}`);
      return 'url("data:,")';
    });
  // Belt and braces: whatever still points outside cannot load.
  const csp =
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; ` +
    `style-src 'unsafe-inline' file:; font-src file: data:; img-src file: data:; script-src 'unsafe-inline' file:">`;
  return /<head[^>]*>/i.test(out) ? out.replace(/<head[^>]*>/i, (tag) => `${tag}\n${csp}`) : `${csp}\n${out}`;
}

// --- rendering -----------------------------------------------------------------------------------------

type Render = (resume: Json, options?: { language: string }) => string | Promise<string>;

async function loadTheme(pkg: string): Promise<Render> {
  // The package's ESM entry where it has one (even's CommonJS build cannot load its ESM-only dependency).
  const manifest = JSON.parse(readFileSync(join(packageDir(pkg), 'package.json'), 'utf8')) as Json;
  const dot = (manifest.exports as Json | undefined)?.['.'] as Json | string | undefined;
  const esm = typeof dot === 'string' ? dot : ((dot?.import as Json | undefined)?.default ?? dot?.import);
  const entry =
    typeof esm === 'string'
      ? join(packageDir(pkg), esm)
      : createRequire(join(CACHE, 'package.json')).resolve(pkg);
  const mod = (await import(pathToFileURL(entry).href)) as { render?: Render; default?: { render?: Render } };
  const render = mod.render ?? mod.default?.render;
  if (typeof render !== 'function') throw new Error(`${pkg} exports no render()`);
  return render;
}

function chromiumBinary(): string {
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    if (spawnSync('which', [name]).status === 0) return name;
  }
  throw new Error("headless Chromium is needed: apt-get install -y chromium (Debian's package)");
}

/** Prints an HTML file to PDF. */
async function printToPdf(chromium: string, html: string, pdf: string): Promise<void> {
  await headlessChromium(chromium, html, [`--print-to-pdf=${pdf}`, '--no-pdf-header-footer']);
  if (!existsSync(pdf)) throw new Error(`chromium printed no PDF from ${html}`);
}

// Each element's look as the browser computed it from the theme's stylesheet, written on the element
// itself, the stylesheets then removed. LibreOffice's HTML import reads inline styles but not most
// stylesheet rules (a theme's classes), so without this a Word or ODT conversion loses every size,
// bold face and space, a document no one writes; with it, it looks as the printed PDF does.
const INLINE_COMPUTED_STYLES = `<script>
for (const element of document.body.querySelectorAll('*')) {
  const style = getComputedStyle(element);
  for (const property of ['font-size', 'font-weight', 'font-style', 'text-transform', 'margin-top', 'margin-bottom', 'display'])
    element.style.setProperty(property, style.getPropertyValue(property));
}
for (const element of document.querySelectorAll('style, link[rel=stylesheet], script')) element.remove();
</script>`;

/**
 * Writes `html` as the browser shows it, its computed styles inline (INLINE_COMPUTED_STYLES), to
 * `styled`: what LibreOffice converts to DOCX and ODT.
 */
async function withInlineStyles(chromium: string, html: string, styled: string): Promise<void> {
  const source = readFileSync(html, 'utf8');
  const at = source.lastIndexOf('</body>');
  const scripted = join(dirname(styled), `scripted-${basename(styled)}`);
  writeFileSync(
    scripted,
    at < 0
      ? source + INLINE_COMPUTED_STYLES
      : source.slice(0, at) + INLINE_COMPUTED_STYLES + source.slice(at),
  );
  try {
    const dom = await headlessChromium(chromium, scripted, ['--dump-dom']);
    writeFileSync(styled, `<!DOCTYPE html>\n${dom}`);
  } finally {
    rmSync(scripted, { force: true });
  }
}

/**
 * Runs headless Chromium on an HTML file with `extra` arguments; resolves with what it printed, rejects
 * after RENDER_TIMEOUT_MS, killing Chromium and its children.
 */
function headlessChromium(chromium: string, html: string, extra: string[]): Promise<string> {
  const profile = mkdtempSync(join(tmpdir(), 'cv-corpus-chromium-'));
  const args = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-extensions',
    '--disable-pdf-tagging',
    '--host-resolver-rules=MAP * ~NOTFOUND',
    `--user-data-dir=${profile}`,
    ...extra,
    pathToFileURL(html).href,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(chromium, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {}
      reject(new Error(`chromium timed out after ${RENDER_TIMEOUT_MS} ms on ${html}`));
    }, RENDER_TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      rmSync(profile, { recursive: true, force: true });
      if (code === 0) resolve(stdout);
      else reject(new Error(`chromium exited ${code} on ${html}: ${stderr.trim().slice(-800)}`));
    });
  });
}

// --- checking the PDFs ------------------------------------------------------------------------------

/** The PDF's page count and the text of its pages (of its first `firstPages` when given). */
async function pdfText(bytes: Uint8Array, firstPages?: number): Promise<{ pages: number; text: string }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: bytes, disableFontFace: true, verbosity: 0 });
  const document = await task.promise;
  const parts: string[] = [];
  for (let number = 1; number <= Math.min(document.numPages, firstPages ?? Infinity); number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str, item.hasEOL ? '\n' : ' ');
  }
  const pages = document.numPages;
  await task.destroy();
  return { pages, text: parts.join('') };
}

const flat = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}@]+/gu, '');

/**
 * Truth values that the PDF's text does not show at all (the theme leaves that field out, or prints it
 * differently, e.g. as an icon link): a parser cannot be blamed for those, so the manifest lists them.
 * Only text fields are looked for; dates are printed in each theme's own format.
 */
function notShown(truth: Json, text: string): string[] {
  const page = flat(text);
  const digits = text.replace(/\D/g, '');
  const missing: string[] = [];
  const look = (field: string, value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') return;
    const found =
      field === 'basics.phone' ? digits.includes(value.replace(/\D/g, '')) : page.includes(flat(value));
    if (!found) missing.push(`${field}: ${value}`);
  };
  const basics = (truth.basics ?? {}) as Json;
  for (const field of ['name', 'email', 'phone']) look(`basics.${field}`, basics[field]);
  look('basics.location.city', (basics.location as Json | undefined)?.city);
  for (const p of (basics.profiles ?? []) as Json[]) look('basics.profiles', p.username ?? p.url);
  for (const w of (truth.work ?? []) as Json[]) {
    look('work.name', w.name);
    look('work.position', w.position);
  }
  for (const e of (truth.education ?? []) as Json[]) {
    look('education.institution', e.institution);
    look('education.area', e.area);
    look('education.studyType', e.studyType);
  }
  for (const s of (truth.skills ?? []) as Json[]) {
    look('skills.name', s.name);
    for (const k of (s.keywords ?? []) as unknown[]) look('skills.keywords', k);
  }
  for (const l of (truth.languages ?? []) as Json[]) look('languages.language', l.language);
  // A date the document does not print at all (a theme failing on its format) is taken out, as other
  // values are; one printed without its month (a theme showing years only) is scored at its year: listed
  // as "work.startDate.month: 2019-03-01" and cut to "2019" by shownTruth.
  for (const section of ['work', 'education'] as const)
    for (const entry of (truth[section] ?? []) as Json[])
      for (const field of ['startDate', 'endDate']) {
        const date = entry[field];
        if (typeof date !== 'string' || !/^\d{4}/.test(date)) continue;
        if (!new RegExp(`(?<!\\d)${date.slice(0, 4)}(?!\\d)`).test(text))
          missing.push(`${section}.${field}: ${date}`);
        else if (!monthShown(date, text)) missing.push(`${section}.${field}.month: ${date}`);
      }
  return missing;
}

/** The languages whose month names and abbreviations monthShown looks for (the corpus's and its themes'). */
const MONTH_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl'];

/**
 * Whether the text prints the month of an ISO date ("2019-03-01"): as a number beside its year
 * ("03/2019", "2019-03") or as a month's name or abbreviation in any of MONTH_LANGUAGES before it
 * ("Mar 2019", "März 2019", "mar. de 2019", "marca 2019"). Loose on purpose: another entry printing the
 * same month and year counts as shown, which keeps the date scored at its month, never wrongly at its year.
 * A date without a month shows none to look for.
 */
function monthShown(date: string, text: string): boolean {
  const match = /^(\d{4})-(\d{2})/.exec(date);
  if (!match) return true;
  const [, year, mm] = match;
  const month = Number(mm);
  const numeric = new RegExp(`(?<!\\d)0?${month}[/.-]${year}(?!\\d)|(?<!\\d)${year}[/.-]${mm}(?!\\d)`);
  if (numeric.test(text)) return true;
  const day = new Date(Date.UTC(2001, month - 1, 15));
  const names = new Set<string>();
  for (const language of MONTH_LANGUAGES)
    for (const options of [{ month: 'long' }, { month: 'short' }, { month: 'long', day: 'numeric' }] as const)
      for (const part of new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).formatToParts(
        day,
      ))
        if (part.type === 'month') names.add(flat(part.value).slice(0, 3));
  const folded = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return new RegExp(`(?<!\\p{L})(${[...names].join('|')})\\p{L}*\\.?\\s*(de\\s+)?${year}(?!\\d)`, 'u').test(
    folded,
  );
}

// --- the outside corpus ----------------------------------------------------------------------------------
// Real JSON Resumes of other people (outside/<id>.json, collected apart from this builder and listed with
// their language, licence, source and split in outside/sources.json), never seen while the parser was
// written. Each is printed by OUTSIDE_THEMES and by stackoverflow in five more languages; the rendering
// of one one-column and one two-column theme (FORMAT_THEMES) is also uploaded as HTML, saved as DOCX and
// ODT by LibreOffice, scanned and photographed (degrade.ts). `--outside` builds only this corpus: the
// documents go to .cache/cv-corpus/outside/ (git-ignored, to keep the repository small), and only
// manifest-outside.json and the truths of the legacy resumes (truth/outside/) are committed.

/** One resume of outside/sources.json (`documents`; it says more about each, read here as needed). */
interface OutsideSource {
  id: string;
  /** The language the resume is written in. */
  language: string;
  licence: string;
  /** Where the resume was found: a package or repository, path and version. */
  source: unknown;
  /** heldout: never looked at while the parser is tuned; tune: may be. */
  split: 'heldout' | 'tune';
  /** JSON Resume 0.0.0 field names: the truth is the document renamed as LEGACY says. */
  legacyFormat?: boolean;
}

const OUTSIDE = join(HERE, 'outside');
const OUTSIDE_SOURCES = join(OUTSIDE, 'sources.json');
/** Where the outside documents are made (git-ignored). */
const OUTSIDE_DOCUMENTS = join(CACHE, 'outside');
const OUTSIDE_TRUTH = join(HERE, 'truth', 'outside');
const OUTSIDE_MANIFEST = join(HERE, 'manifest-outside.json');

/**
 * The themes every outside resume is printed by, chosen to span layouts: one column (stackoverflow,
 * modern), section titles in a left column (even), cards with the dates in a right column (eloquent),
 * two columns (kendall, caffeine). caffeine, eloquent and modern are held-out themes of the first corpus.
 */
const OUTSIDE_THEMES = ['stackoverflow', 'modern', 'even', 'eloquent', 'kendall', 'caffeine'];
/** stackoverflow's `language` render option: its section titles and dates in these languages. */
const OUTSIDE_LANGUAGES = ['de', 'it', 'nl', 'pt', 'pl'] as const;
/** The renderings also uploaded as HTML, DOCX and ODT, scanned and photographed: one column, two columns. */
const FORMAT_THEMES = ['stackoverflow', 'kendall'];

export type OutsideFormat = 'pdf' | 'docx' | 'odt' | 'html' | 'scan' | 'photo';

/** One document of manifest-outside.json (read by scripts/eval/cv-parsing.ts --outside). */
export interface OutsideEntry {
  /** The document's files in .cache/cv-corpus/outside/: one, or a photo per page photographed. */
  files: string[];
  truth: string;
  resume: string;
  split: 'heldout' | 'tune';
  /** The language the resume is written in (sources.json). */
  resumeLanguage: string;
  theme: string;
  /** The language of the theme's own words (section titles, dates): en, or stackoverflow's option. */
  language: string;
  format: OutsideFormat;
  degradation?: ScanDegradation | PhotoDegradation;
  /** The PDF's pages, or the photos; none for HTML, DOCX and ODT, which have no fixed pages. */
  pages?: number;
  bytes: number;
  /** Truth values whose text the document does not show (see notShown). */
  notShown: string[];
}

function outsideSources(): OutsideSource[] {
  if (!existsSync(OUTSIDE_SOURCES))
    throw new Error(`${relative(ROOT, OUTSIDE_SOURCES)} is missing: it lists the outside resumes`);
  const { documents } = JSON.parse(readFileSync(OUTSIDE_SOURCES, 'utf8')) as { documents?: Json[] };
  if (!Array.isArray(documents)) throw new Error(`${relative(ROOT, OUTSIDE_SOURCES)} has no documents list`);
  return documents.map((entry) => {
    const id = String(entry.id);
    const split = entry.split;
    if (split !== 'heldout' && split !== 'tune')
      throw new Error(`outside resume ${id}: split is ${JSON.stringify(split)}, not "heldout" or "tune"`);
    return {
      id,
      language: String(entry.language),
      licence: String(entry.licence),
      source: entry.source,
      split,
      legacyFormat: entry.legacyFormat === true,
    };
  });
}

/** Runs `task` on every item, at most `limit` at once (the machine has two cores, shared). */
async function inPool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const run = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
}

/**
 * Converts files with LibreOffice (Debian's libreoffice-writer-nogui), many per run, into `outdir` as
 * `target` says (`docx:MS Word 2007 XML`, `odt`, `txt:Text (encoded):UTF8`); returns the files it
 * could not convert.
 */
function libreOffice(files: string[], target: string, outdir: string, profile: string): string[] {
  mkdirSync(outdir, { recursive: true });
  const extension = target.split(':')[0]!;
  for (let start = 0; start < files.length; start += 40) {
    const run = spawnSync(
      'soffice',
      [
        `-env:UserInstallation=${pathToFileURL(profile).href}`,
        '--headless',
        '--convert-to',
        target,
        '--outdir',
        outdir,
        ...files.slice(start, start + 40),
      ],
      { encoding: 'utf8', timeout: 600_000 },
    );
    if (run.error) throw new Error(`soffice failed: ${run.error.message}`);
  }
  const output = (file: string) => join(outdir, `${basename(file).replace(/\.[^.]+$/, '')}.${extension}`);
  return files.filter((file) => !existsSync(output(file)));
}

/** The text LibreOffice reads from a document (its txt export), for notShown. */
function libreOfficeTexts(files: string[], profile: string): Map<string, string> {
  const texts = new Map<string, string>();
  // one folder per kind, since x.docx and x.odt both become x.txt
  for (const kind of new Set(files.map((file) => file.split('.').pop()!))) {
    const outdir = join(CACHE, 'outside-text', kind);
    const ofKind = files.filter((file) => file.endsWith(`.${kind}`));
    const failed = libreOffice(ofKind, 'txt:Text (encoded):UTF8', outdir, profile);
    for (const file of ofKind)
      if (!failed.includes(file))
        texts.set(file, readFileSync(join(outdir, `${basename(file, `.${kind}`)}.txt`), 'utf8'));
  }
  return texts;
}

const versionOf = (command: string, args: string[]) => {
  const run = spawnSync(command, args, { encoding: 'utf8' });
  return `${run.stdout ?? ''}${run.stderr ?? ''}`.trim().split('\n')[0] ?? 'unknown';
};

async function buildOutside(only: Set<string> | undefined): Promise<void> {
  const sources = outsideSources().filter((source) => !only || only.has(source.id));
  const chromium = chromiumBinary();
  const pdfLib = createRequire(join(CACHE, 'package.json'))('pdf-lib') as PdfLib;
  const htmlDir = join(CACHE, 'html', 'outside');
  const profile = mkdtempSync(join(tmpdir(), 'cv-corpus-libreoffice-'));
  for (const dir of [OUTSIDE_DOCUMENTS, OUTSIDE_TRUTH, htmlDir]) mkdirSync(dir, { recursive: true });
  const themeOf = (id: string) => THEMES.find((theme) => theme.id === id)!;
  const failures: string[] = [];
  const fail = (name: string, error: unknown) => {
    failures.push(`${name}: ${(error as Error).message}`);
    console.error(`${name}: FAILED ${(error as Error).message}`);
  };
  const entries: OutsideEntry[] = [];
  // A theme that throws on a resume (a date it cannot read, a field of an unexpected type) is the theme's
  // limit, not the build's: that rendering is left out and listed in the manifest.
  const notRendered: Array<{ rendering: string; error: string }> = [];
  const removedByTheme = new Map<string, Set<string>>(OUTSIDE_THEMES.map((id) => [id, new Set<string>()]));

  // 1. truths, and every rendering's HTML (one at a time: stackoverflow keeps its language between calls)
  interface Rendering {
    name: string;
    source: OutsideSource;
    truth: Json;
    truthPath: string;
    theme: string;
    language: string;
    html: string;
    pdf: string;
  }
  const renderings: Rendering[] = [];
  const renderers = new Map<string, Render>();
  for (const id of OUTSIDE_THEMES) renderers.set(id, await loadTheme(themeOf(id).pkg));
  for (const source of sources) {
    const file = join(OUTSIDE, `${source.id}.json`);
    if (!existsSync(file)) {
      fail(source.id, new Error(`${relative(ROOT, file)} is missing`));
      continue;
    }
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Json;
    const truth = source.legacyFormat ? upgradeLegacy(parsed) : parsed;
    let truthPath = relative(HERE, file);
    if (source.legacyFormat) {
      truthPath = relative(HERE, join(OUTSIDE_TRUTH, `${source.id}.json`));
      writeFileSync(join(HERE, truthPath), `${JSON.stringify(truth, null, 2)}\n`);
    }
    // `meta` holds display options (colours, section order) that some themes read: not a fact of the
    // resume, and each theme is meant to print its own default layout.
    const { meta: _display, ...resume } = withLegacyAliases(truth);
    const wanted = [
      ...OUTSIDE_THEMES.map((theme) => ({ theme, language: 'en' })),
      ...OUTSIDE_LANGUAGES.map((language) => ({ theme: 'stackoverflow', language })),
    ];
    for (const { theme, language } of wanted) {
      const name = `${source.id}--${theme}${language === 'en' ? '' : `-${language}`}`;
      try {
        const render = renderers.get(theme)!;
        // stackoverflow's language is module state: English is asked for by name (its default, en-gb)
        const options =
          theme === 'stackoverflow' ? { language: language === 'en' ? 'en-gb' : language } : undefined;
        const html = join(htmlDir, `${name}.html`);
        writeFileSync(
          html,
          localise(await (options ? render(resume, options) : render(resume)), removedByTheme.get(theme)!),
        );
        renderings.push({
          name,
          source,
          truth,
          truthPath,
          theme,
          language,
          html,
          pdf: join(OUTSIDE_DOCUMENTS, `${name}.pdf`),
        });
      } catch (error) {
        notRendered.push({ rendering: name, error: (error as Error).message.slice(0, 200) });
        console.error(`${name}: the theme could not render it: ${(error as Error).message}`);
      }
    }
  }
  const entry = (
    rendering: Rendering,
    format: OutsideFormat,
    files: string[],
    pages: number | undefined,
    text: string,
    degradation?: ScanDegradation | PhotoDegradation,
  ): OutsideEntry => ({
    files: files.map((file) => relative(OUTSIDE_DOCUMENTS, file)),
    truth: rendering.truthPath,
    resume: rendering.source.id,
    split: rendering.source.split,
    resumeLanguage: rendering.source.language,
    theme: rendering.theme,
    language: rendering.language,
    format,
    ...(degradation ? { degradation } : {}),
    ...(pages === undefined ? {} : { pages }),
    bytes: files.reduce((sum, file) => sum + readFileSync(file).length, 0),
    notShown: notShown(rendering.truth, text),
  });

  // 2. printed by Chromium, two at a time
  const printed: Rendering[] = [];
  await inPool(renderings, 2, async (rendering) => {
    try {
      rmSync(rendering.pdf, { force: true });
      await printToPdf(chromium, rendering.html, rendering.pdf);
      const { pages, text } = await pdfText(new Uint8Array(readFileSync(rendering.pdf)));
      const made = entry(rendering, 'pdf', [rendering.pdf], pages, text);
      entries.push(made);
      printed.push(rendering);
      console.log(
        `${rendering.name.padEnd(48)} ${String(pages).padStart(2)} p` +
          (made.notShown.length ? `  not shown: ${made.notShown.length}` : ''),
      );
    } catch (error) {
      fail(rendering.name, error);
    }
  });

  // 3. the format themes' renderings as HTML, DOCX and ODT uploads
  const formatRenderings = printed.filter((r) => FORMAT_THEMES.includes(r.theme) && r.language === 'en');
  const upload = (rendering: Rendering, format: 'html' | 'docx' | 'odt') =>
    join(OUTSIDE_DOCUMENTS, `${rendering.name}.${format}`);
  for (const rendering of formatRenderings) copyFileSync(rendering.html, upload(rendering, 'html'));
  const htmlFiles = formatRenderings.map((r) => upload(r, 'html'));
  for (const file of [
    ...htmlFiles.map((f) => f.replace(/\.html$/, '.docx')),
    ...htmlFiles.map((f) => f.replace(/\.html$/, '.odt')),
  ])
    rmSync(file, { force: true });
  // LibreOffice converts each page as the browser shows it: its computed styles written inline.
  const styledDir = join(profile, 'styled');
  mkdirSync(styledDir, { recursive: true });
  const styledFiles: string[] = [];
  await inPool(htmlFiles, 2, async (file) => {
    const styled = join(styledDir, basename(file));
    try {
      await withInlineStyles(chromium, file, styled);
      styledFiles.push(styled);
    } catch (error) {
      fail(`${basename(file)} (styles inline)`, error);
    }
  });
  console.log(`converting ${styledFiles.length} HTML renderings to DOCX and ODT with LibreOffice`);
  libreOffice(styledFiles, 'docx:MS Word 2007 XML', OUTSIDE_DOCUMENTS, profile);
  libreOffice(styledFiles, 'odt', OUTSIDE_DOCUMENTS, profile);
  const uploads = formatRenderings.flatMap((rendering) =>
    (['html', 'docx', 'odt'] as const).map((format) => ({
      rendering,
      format,
      file: upload(rendering, format),
    })),
  );
  const texts = libreOfficeTexts(
    uploads.map((u) => u.file).filter((file) => existsSync(file)),
    profile,
  );
  for (const { rendering, format, file } of uploads) {
    const text = texts.get(file);
    if (text === undefined)
      fail(`${rendering.name}.${format}`, new Error('LibreOffice made no file or text'));
    else entries.push(entry(rendering, format, [file], undefined, text));
  }

  // 4. scanned and photographed, two at a time
  await inPool(formatRenderings, 2, async (rendering) => {
    try {
      // pdfjs takes over the bytes it is given: each reading gets its own copy
      const bytes = () => new Uint8Array(readFileSync(rendering.pdf));
      const scan = await scanOf(rendering.pdf, rendering.name, pdfLib);
      const scanFile = join(OUTSIDE_DOCUMENTS, `${rendering.name}--scan.pdf`);
      writeFileSync(scanFile, scan.bytes);
      const all = await pdfText(bytes());
      entries.push(entry(rendering, 'scan', [scanFile], all.pages, all.text, scan.degradation));
      // page 2 is photographed when it has text: some themes end on a blank page, which nobody would send
      const onFirstPage = (await pdfText(bytes(), 1)).text;
      const onTwoPages = (await pdfText(bytes(), 2)).text;
      const photographed = /[\p{L}\p{N}]/u.test(onTwoPages.slice(onFirstPage.length)) ? 2 : 1;
      const photos = await photosOf(rendering.pdf, rendering.name, photographed);
      for (const page of [1, 2])
        rmSync(join(OUTSIDE_DOCUMENTS, `${rendering.name}--photo-${page}.jpg`), { force: true });
      const photoFiles = photos.images.map((image, index) => {
        const file = join(OUTSIDE_DOCUMENTS, `${rendering.name}--photo-${index + 1}.jpg`);
        writeFileSync(file, image);
        return file;
      });
      const shown = await pdfText(bytes(), photoFiles.length);
      entries.push(entry(rendering, 'photo', photoFiles, photoFiles.length, shown.text, photos.degradation));
      console.log(`${rendering.name.padEnd(48)} scanned (${all.pages} p), ${photoFiles.length} photo(s)`);
    } catch (error) {
      fail(`${rendering.name} scan/photo`, error);
    }
  });
  rmSync(profile, { recursive: true, force: true });

  // Documents of resumes not rebuilt this time (--only) are kept as the last build recorded them.
  const previous = (
    existsSync(OUTSIDE_MANIFEST) ? JSON.parse(readFileSync(OUTSIDE_MANIFEST, 'utf8')) : {}
  ) as { documents?: OutsideEntry[]; notRendered?: typeof notRendered };
  const allSources = outsideSources();
  const listed = new Set(allSources.map((s) => s.id));
  const built = new Set(sources.map((s) => s.id));
  const kept = (resume: string) => listed.has(resume) && !built.has(resume);
  const documents = [...(previous.documents ?? []).filter((d) => kept(d.resume)), ...entries].sort((a, b) =>
    a.files[0]!.localeCompare(b.files[0]!),
  );
  const datesPrinted = (language: string) =>
    ['2015-09-01', '2019-12-01']
      .map((date) => new Date(date).toLocaleDateString(language, { year: 'numeric', month: 'short' }))
      .join(' - ');
  const manifest = {
    description:
      'CV-parsing evaluation corpus from outside: real JSON Resumes of other people (outside/), each printed by several themes, by one in five more languages, and for two themes also as HTML, DOCX, ODT, a scan and phone photos',
    built: 'node scripts/eval/cv-corpus/build.ts --outside',
    // relative to the repository; git-ignored: the command above makes the documents
    folder: relative(ROOT, OUTSIDE_DOCUMENTS),
    chromium: versionOf(chromium, ['--version']),
    libreOffice: versionOf('soffice', ['--version']),
    pdftoppm: versionOf('pdftoppm', ['-v']),
    node: `${process.version} (ICU ${process.versions.icu}: stackoverflow prints its dates with toLocaleDateString)`,
    resumes: allSources.map((s) => ({
      id: s.id,
      truth: s.legacyFormat ? `truth/outside/${s.id}.json` : `outside/${s.id}.json`,
      language: s.language,
      licence: s.licence,
      source: s.source,
      split: s.split,
      legacyFieldNamesUpgraded: Boolean(s.legacyFormat),
    })),
    themes: OUTSIDE_THEMES.map((id) => ({
      id,
      package: `${themeOf(id).pkg}@${packageInfo(themeOf(id).pkg).version}`,
      license: packageInfo(themeOf(id).pkg).license,
      layout: themeOf(id).layout,
      heldOut: Boolean(themeOf(id).heldOut),
      alsoAsFormats: FORMAT_THEMES.includes(id),
      remoteReferencesRemoved: [...(removedByTheme.get(id) ?? [])].sort(),
    })),
    languages: OUTSIDE_LANGUAGES.map((language) => ({
      language,
      theme: 'stackoverflow',
      datesPrinted: `${datesPrinted(language)}; an ongoing job ends "- Current" (English) in every language`,
    })),
    notRendered: [
      ...(previous.notRendered ?? []).filter((n) => kept(n.rendering.split('--')[0]!)),
      ...notRendered,
    ].sort((a, b) => a.rendering.localeCompare(b.rendering)),
    documents,
    totalBytes: documents.reduce((sum, d) => sum + d.bytes, 0),
  };
  writeFileSync(OUTSIDE_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `${documents.length} documents of ${new Set(documents.map((d) => d.resume)).size} resumes, ` +
      `${manifest.totalBytes} bytes in ${relative(ROOT, OUTSIDE_DOCUMENTS)} -> ${relative(ROOT, OUTSIDE_MANIFEST)}`,
  );
  if (failures.length) {
    console.error(`${failures.length} failed:\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
}

// --- main ------------------------------------------------------------------------------------------------

/** One document of manifest.json (read by scripts/eval/cv-parsing.ts). */
export interface ManifestEntry {
  pdf: string;
  truth: string;
  theme: string;
  resume: string;
  pages: number;
  bytes: number;
  /** truth values whose text is nowhere in the PDF (see notShown) */
  notShown: string[];
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      'keep-html': { type: 'boolean', default: false },
      outside: { type: 'boolean', default: false },
    },
  });
  const only = values.only ? new Set(values.only.split(',')) : undefined;
  install();
  if (values.outside) return buildOutside(only);
  const chromium = chromiumBinary();
  const pdfDir = join(HERE, 'pdfs');
  const truthDir = join(HERE, 'truth');
  const htmlDir = join(CACHE, 'html');
  for (const dir of [pdfDir, truthDir, htmlDir]) mkdirSync(dir, { recursive: true });

  const truths = new Map<string, Json>();
  for (const source of RESUMES) {
    const raw = readFileSync(join(packageDir(source.pkg), source.path), 'utf8');
    const parsed = JSON.parse(raw) as Json;
    const truth = source.legacy ? upgradeLegacy(parsed) : parsed;
    truths.set(source.id, truth);
    writeFileSync(
      join(truthDir, `${source.id}.json`),
      source.legacy ? `${JSON.stringify(truth, null, 2)}\n` : raw,
    );
  }

  const manifestPath = join(HERE, 'manifest.json');
  const previous: ManifestEntry[] = existsSync(manifestPath)
    ? ((JSON.parse(readFileSync(manifestPath, 'utf8')) as { documents?: ManifestEntry[] }).documents ?? [])
    : [];
  const entries = new Map(previous.map((entry) => [entry.pdf, entry]));
  const removedByTheme = new Map<string, Set<string>>();
  const failures: string[] = [];

  for (const theme of THEMES) {
    const render = await loadTheme(theme.pkg);
    const removed = new Set<string>();
    removedByTheme.set(theme.id, removed);
    for (const source of RESUMES) {
      if (only && !only.has(theme.id) && !only.has(source.id)) continue;
      const name = `${source.id}--${theme.id}`;
      const truth = truths.get(source.id)!;
      const pdf = join(pdfDir, `${name}.pdf`);
      try {
        const resume = withLegacyAliases(truth);
        const html = localise(
          await (theme.language ? render(resume, { language: theme.language }) : render(resume)),
          removed,
        );
        const htmlFile = join(htmlDir, `${name}.html`);
        writeFileSync(htmlFile, html);
        rmSync(pdf, { force: true });
        await printToPdf(chromium, htmlFile, pdf);
        if (!values['keep-html']) rmSync(htmlFile);
        const bytes = readFileSync(pdf);
        const { pages, text } = await pdfText(new Uint8Array(bytes));
        const missing = notShown(truth, text);
        entries.set(relative(HERE, pdf), {
          pdf: relative(HERE, pdf),
          truth: `truth/${source.id}.json`,
          theme: theme.id,
          resume: source.id,
          pages,
          bytes: bytes.length,
          notShown: missing,
        });
        console.log(
          `${name.padEnd(40)} ${String(pages).padStart(2)} p ${String(bytes.length).padStart(8)} B` +
            (missing.length ? `  not shown: ${missing.length}` : ''),
        );
      } catch (error) {
        failures.push(`${name}: ${(error as Error).message}`);
        console.error(`${name}: FAILED ${(error as Error).message}`);
      }
    }
  }

  const documents = [...entries.values()]
    .filter((e) => RESUMES.some((r) => r.id === e.resume) && THEMES.some((t) => t.id === e.theme))
    .sort((a, b) => a.pdf.localeCompare(b.pdf));
  const manifest = {
    description:
      'CV-parsing evaluation corpus: JSON Resume documents from npm packages rendered by JSON Resume themes',
    built: 'node scripts/eval/cv-corpus/build.ts',
    chromium: spawnSync(chromium, ['--version']).stdout.toString().trim(),
    resumes: RESUMES.map((r) => ({
      id: r.id,
      truth: `truth/${r.id}.json`,
      source: `${r.pkg}@${packageInfo(r.pkg).version}/${r.path}`,
      license: packageInfo(r.pkg).license,
      legacyFieldNamesUpgraded: Boolean(r.legacy),
      note: r.note,
    })),
    themes: THEMES.map((t) => ({
      id: t.id,
      package: `${t.pkg}@${packageInfo(t.pkg).version}`,
      license: packageInfo(t.pkg).license,
      layout: t.layout,
      heldOut: Boolean(t.heldOut),
      ...(t.language ? { language: t.language } : {}),
      remoteReferencesRemoved: [...(removedByTheme.get(t.id) ?? [])].sort(),
    })),
    documents,
    totalBytes: documents.reduce((sum, d) => sum + d.bytes, 0),
  };
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`${documents.length} PDFs, ${manifest.totalBytes} bytes -> ${relative(ROOT, manifestPath)}`);
  if (failures.length) {
    console.error(`${failures.length} failed:\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
