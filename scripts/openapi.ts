// The two OpenAPI documents as the code declares them, written into openapi/ (graph.json,
// management.json), and the clients generated from them: the TypeScript client's types
// (clients/typescript/src/graph.ts and management.ts, by openapi-typescript) and the Python client's
// packages (clients/python/skillgraph_client/graph and management, by openapi-python-client): what a
// reader of the repository can open without running the service. The app is built without a database
// (building it runs no query).
//   npm run openapi                    # write openapi/*.json and regenerate the client types
//   node scripts/openapi.ts --check    # exit 1 when anything written differs from what the code gives
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDriver, createExecutor } from '../src/db/executor.ts';
import { loadQueries } from '../src/db/queries.ts';
import { OPENAPI_PATHS } from '../src/http/openapi.ts';

const ROOT = join(import.meta.dirname, '..');

/** What openapi-typescript (pinned in package.json) makes of a document's text. */
export function typescriptTypes(documentText: string): string {
  const work = mkdtempSync(join(tmpdir(), 'skillgraph-openapi-'));
  try {
    writeFileSync(join(work, 'document.json'), documentText);
    const run = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules', 'openapi-typescript', 'bin', 'cli.js'), 'document.json', '-o', 'types.ts'],
      { cwd: work, encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`openapi-typescript failed: ${run.stderr}`);
    return readFileSync(join(work, 'types.ts'), 'utf8');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Where the Python client's generated packages live (one per document). */
export const PYTHON_PACKAGES = join('clients', 'python', 'skillgraph_client');

const JSON_LD_KEYWORDS = new Set(['@id', '@type', '@context']);

/**
 * The document as openapi-python-client is given it. Two things it cannot take are left out, the
 * service unchanged: the JSON-LD keywords as declared properties (`@id` and `id` would both become the
 * attribute `id`; they stay readable as `item["@id"]`, among the additional properties), and "at least
 * one of these fields" alternatives that only list required fields (the server still checks them).
 */
export function forPythonGenerator(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forPythonGenerator);
  if (!node || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = forPythonGenerator(value);
  const properties = copy['properties'] as Record<string, unknown> | undefined;
  if (properties && Object.keys(properties).some((name) => JSON_LD_KEYWORDS.has(name))) {
    copy['properties'] = Object.fromEntries(
      Object.entries(properties).filter(([name]) => !JSON_LD_KEYWORDS.has(name)),
    );
    const required = ((copy['required'] as string[] | undefined) ?? []).filter(
      (n) => !JSON_LD_KEYWORDS.has(n),
    );
    if (required.length) copy['required'] = required;
    else delete copy['required'];
    copy['additionalProperties'] ??= true;
  }
  for (const combinator of ['anyOf', 'oneOf']) {
    const branches = copy[combinator] as Record<string, unknown>[] | undefined;
    if (copy['type'] === 'object' && branches?.every((b) => !('type' in b) && !('$ref' in b)))
      delete copy[combinator];
  }
  return copy;
}

const PYTHON_CONFIG = JSON.stringify({ post_hooks: [] });
/** Written beside each generated package: what it was made from, and what was made. */
const PYTHON_MARKER = 'GENERATED_FROM';

/** The generator's input for a document, and its fingerprint with the pinned generator and config. */
function pythonSource(documentText: string) {
  const input = JSON.stringify(forPythonGenerator(JSON.parse(documentText)));
  const pins = readFileSync(join(ROOT, 'scripts', 'clients', 'python-requirements.txt'), 'utf8');
  const generator = /^openapi-python-client==.*$/m.exec(pins)?.[0] ?? '';
  return { input, fingerprint: sha256(`${generator}\n${PYTHON_CONFIG}\n${input}`) };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const contentHash = (files: Record<string, string>) =>
  sha256(
    Object.keys(files)
      .sort()
      .map((path) => `${path}\n${files[path]}`)
      .join('\n'),
  );

/**
 * The committed package of a group when it was generated from this very input by this generator and
 * was not edited since (its marker says both), so checks need not run the generator (about 20 s);
 * null otherwise.
 */
function committedPythonPackage(group: string, documentText: string): Record<string, string> | null {
  const directory = join(ROOT, PYTHON_PACKAGES, group);
  let marker: string;
  try {
    marker = readFileSync(join(directory, PYTHON_MARKER), 'utf8');
  } catch {
    return null;
  }
  const files: Record<string, string> = {};
  for (const path of readdirSync(directory, { recursive: true, encoding: 'utf8' }).sort())
    if (path.endsWith('.py') || path.endsWith('.typed'))
      files[path] = readFileSync(join(directory, path), 'utf8');
  const expected = `${pythonSource(documentText).fingerprint}\n${contentHash(files)}\n`;
  return marker === expected ? { ...files, [PYTHON_MARKER]: marker } : null;
}

/** What openapi-python-client (pinned in scripts/clients/python-requirements.txt) makes of a document. */
export function pythonPackage(documentText: string): Record<string, string> {
  const python = spawnSync(join(ROOT, 'scripts', 'clients', 'python-env.sh'), { encoding: 'utf8' });
  if (python.status !== 0) throw new Error(`scripts/clients/python-env.sh failed: ${python.stderr}`);
  const generator = join(python.stdout.trim(), '..', 'openapi-python-client');
  const work = mkdtempSync(join(tmpdir(), 'skillgraph-python-'));
  try {
    const source = pythonSource(documentText);
    writeFileSync(join(work, 'document.json'), source.input);
    writeFileSync(join(work, 'config.json'), PYTHON_CONFIG);
    const run = spawnSync(
      generator,
      [
        'generate',
        '--path',
        'document.json',
        '--meta',
        'none',
        '--output-path',
        'out',
        '--config',
        'config.json',
      ],
      { cwd: work, encoding: 'utf8' },
    );
    if (run.status !== 0 || /Unable to|will not be generated|will be omitted/.test(run.stdout + run.stderr))
      throw new Error(`openapi-python-client: ${run.stdout}${run.stderr}`);
    const files: Record<string, string> = {};
    const out = join(work, 'out');
    for (const path of readdirSync(out, { recursive: true, encoding: 'utf8' }).sort()) {
      if (!path.endsWith('.py') && !path.endsWith('.typed')) continue;
      files[path] = readFileSync(join(out, path), 'utf8');
    }
    return { ...files, [PYTHON_MARKER]: `${source.fingerprint}\n${contentHash(files)}\n` };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Every generated file, by its path under the repository, with the text the code gives now. With
 * `reuse`, a Python package whose marker shows it was generated from the same input by the same
 * generator, and not edited since, is taken as it is rather than generated again (checks).
 */
export async function generatedFiles(options: { reuse?: boolean } = {}): Promise<Record<string, string>> {
  const documents = await currentDocuments();
  const files: Record<string, string> = {};
  for (const [group, text] of Object.entries(documents)) {
    files[join('openapi', `${group}.json`)] = text;
    files[join('clients', 'typescript', 'src', `${group}.ts`)] = typescriptTypes(text);
    const python = (options.reuse && committedPythonPackage(group, text)) || pythonPackage(text);
    for (const [path, code] of Object.entries(python)) files[join(PYTHON_PACKAGES, group, path)] = code;
  }
  return files;
}

/** Both documents, by group, as the app serves them (JSON text, 2-space indented, trailing newline). */
export async function currentDocuments(): Promise<Record<'graph' | 'management', string>> {
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    // Never connected to: building the app and serving its documents read nothing from Neo4j.
    NEO4J_URI: 'bolt://127.0.0.1:9',
    NEO4J_PASSWORD: 'unused',
    JWT_SECRET: 'openapi-export-not-a-secret-0123456789',
  });
  const logger = pino({ level: 'silent' });
  const driver = createDriver(config.neo4j);
  const executor = createExecutor({
    driver,
    queries: loadQueries(),
    database: undefined,
    queryTimeoutMs: 1_000,
    logger,
  });
  const app = await buildApp({ config, executor, logger });
  try {
    await app.ready();
    const documents = {} as Record<'graph' | 'management', string>;
    for (const group of ['graph', 'management'] as const) {
      const response = await app.inject({ method: 'GET', url: OPENAPI_PATHS[group] });
      if (response.statusCode !== 200)
        throw new Error(`${OPENAPI_PATHS[group]} answered ${response.statusCode}`);
      documents[group] = `${JSON.stringify(response.json(), null, 2)}\n`;
    }
    return documents;
  } finally {
    await app.close();
    await driver.close();
  }
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
  const files = await generatedFiles({ reuse: values.check });
  let stale = 0;
  // A generated Python module the documents no longer give (an operation removed) must go too.
  for (const group of ['graph', 'management']) {
    const directory = join(ROOT, PYTHON_PACKAGES, group);
    let existing: string[] = [];
    try {
      existing = readdirSync(directory, { recursive: true, encoding: 'utf8' });
    } catch {}
    for (const path of existing) {
      const relative = join(PYTHON_PACKAGES, group, path);
      if (!(path.endsWith('.py') || path === PYTHON_MARKER) || relative in files) continue;
      if (values.check) {
        stale++;
        process.stderr.write(`${relative} is no longer generated: run npm run openapi\n`);
      } else rmSync(join(ROOT, relative));
    }
  }
  for (const [path, text] of Object.entries(files)) {
    const file = join(ROOT, path);
    if (values.check) {
      let written = '';
      try {
        written = readFileSync(file, 'utf8');
      } catch {}
      if (written !== text) {
        stale++;
        process.stderr.write(`${path} is stale: run npm run openapi\n`);
      }
    } else {
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, text);
      if (!path.startsWith(PYTHON_PACKAGES)) process.stderr.write(`wrote ${path}\n`);
    }
  }
  if (!values.check) process.stderr.write(`wrote ${PYTHON_PACKAGES}/{graph,management}\n`);
  process.exit(stale ? 1 : 0);
}
