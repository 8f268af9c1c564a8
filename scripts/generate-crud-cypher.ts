// `node scripts/generate-crud-cypher.ts [--check]`: writes the Cypher of the management resource table
// (src/management/resources.ts) to cypher/generated/, one file per query, and removes files the table
// no longer produces. With --check it writes nothing and exits 1 when the checked-in files are stale.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { GENERATED_DIR } from '../src/db/queries.ts';
import { generateCypher } from '../src/management/cypher.ts';
import { RESOURCES } from '../src/management/resources.ts';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });

const wanted = generateCypher(RESOURCES);
mkdirSync(GENERATED_DIR, { recursive: true });
const present = readdirSync(GENERATED_DIR).filter((file) => file.endsWith('.cypher'));
const stale = [
  ...present.filter((file) => !wanted.has(file.replace(/\.cypher$/, ''))),
  ...[...wanted]
    .filter(([name, text]) => {
      const file = join(GENERATED_DIR, `${name}.cypher`);
      return !present.includes(`${name}.cypher`) || readFileSync(file, 'utf8') !== text;
    })
    .map(([name]) => `${name}.cypher`),
];

if (values.check) {
  if (stale.length > 0) {
    process.stderr.write(
      `cypher/generated is stale (${stale.join(', ')}): run node scripts/generate-crud-cypher.ts\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`cypher/generated is up to date (${wanted.size} queries)\n`);
} else {
  for (const file of present)
    if (!wanted.has(file.replace(/\.cypher$/, ''))) rmSync(join(GENERATED_DIR, file));
  for (const [name, text] of wanted) writeFileSync(join(GENERATED_DIR, `${name}.cypher`), text);
  process.stdout.write(`wrote ${wanted.size} queries to cypher/generated (${stale.length} changed)\n`);
}
