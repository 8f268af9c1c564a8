// The two OpenAPI documents as the code declares them, written into openapi/ (graph.json,
// management.json), and the clients' types generated from them (clients/typescript/src/graph.ts and
// management.ts, by openapi-typescript): what a reader of the repository can open without running the
// service. The app is built without a database (building it runs no query).
//   npm run openapi                    # write openapi/*.json and regenerate the client types
//   node scripts/openapi.ts --check    # exit 1 when anything written differs from what the code gives
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/** Every generated file, by its path under the repository, with the text the code gives now. */
export async function generatedFiles(): Promise<Record<string, string>> {
  const documents = await currentDocuments();
  const files: Record<string, string> = {};
  for (const [group, text] of Object.entries(documents)) {
    files[join('openapi', `${group}.json`)] = text;
    files[join('clients', 'typescript', 'src', `${group}.ts`)] = typescriptTypes(text);
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
  const files = await generatedFiles();
  let stale = 0;
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
      process.stderr.write(`wrote ${path}\n`);
    }
  }
  process.exit(stale ? 1 : 0);
}
