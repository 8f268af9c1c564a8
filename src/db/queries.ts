// Named Cypher queries: every `cypher/queries/**/*.cypher` file is one query, named by its file name,
// and so is every file of `cypher/generated/` (the management table's CRUD, written by
// scripts/generate-crud-cypher.ts). They are read once at start-up, so a missing query fails the boot
// rather than a request; a name used twice, in either folder, fails it too. A bulk query (one that reads a
// whole vocabulary) may say in a comment line `// timeout: <seconds> s` how long it may run, overriding
// NEO4J_QUERY_TIMEOUT_MS, which is meant for the queries of one request.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

export const CYPHER_DIR = join(import.meta.dirname, '..', '..', 'cypher');
export const GENERATED_DIR = join(CYPHER_DIR, 'generated');

export interface QueryRegistry {
  /** The text of a named query; throws on an unknown name (a programming error). */
  get(name: string): string;
  has(name: string): boolean;
  names(): string[];
  /** The query's own time limit (its `// timeout: <seconds> s` line), if it declares one. */
  timeoutMs(name: string): number | undefined;
}

const TIMEOUT_LINE = /^\/\/ timeout: (\d+) s\b/m;

export function loadQueries(
  directory = join(CYPHER_DIR, 'queries'),
  extraDirectories: string[] = directory === join(CYPHER_DIR, 'queries') ? [GENERATED_DIR] : [],
): QueryRegistry {
  const queries = new Map<string, string>();
  for (const folder of [directory, ...extraDirectories.filter((extra) => existsSync(extra))]) {
    const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && entry.name.endsWith('.cypher'),
    );
    for (const file of files) {
      const name = basename(file.name, '.cypher');
      if (queries.has(name)) throw new Error(`Two Cypher queries are named ${name} under ${folder}`);
      queries.set(name, readFileSync(join(file.parentPath, file.name), 'utf8'));
    }
  }
  // Read once here: the executor asks for every transaction it opens.
  const timeouts = new Map<string, number>();
  for (const [name, text] of queries) {
    const declared = TIMEOUT_LINE.exec(text);
    if (declared) timeouts.set(name, Number(declared[1]) * 1000);
  }
  return {
    get(name) {
      const text = queries.get(name);
      if (text === undefined) throw new Error(`No Cypher query named ${name} in ${directory}`);
      return text;
    },
    has: (name) => queries.has(name),
    names: () => [...queries.keys()].sort(),
    timeoutMs: (name) => timeouts.get(name),
  };
}
