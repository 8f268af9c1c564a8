// The Cypher the resource table generates is checked in (convention 14): the files of
// cypher/generated/ must be exactly what the table produces now, and migration 0008 must give every
// label of the table its id constraint and organisation index.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CYPHER_DIR, GENERATED_DIR, loadQueries } from '../../src/db/queries.ts';
import { generateCypher } from '../../src/management/cypher.ts';
import { RESOURCES } from '../../src/management/resources.ts';

const STALE = 'cypher/generated is stale: run node scripts/generate-crud-cypher.ts and commit the result';

describe('generated CRUD Cypher', () => {
  const wanted = generateCypher(RESOURCES);

  it('is checked in exactly as the table generates it', () => {
    const present = readdirSync(GENERATED_DIR)
      .filter((file) => file.endsWith('.cypher'))
      .map((file) => file.replace(/\.cypher$/, ''))
      .sort();
    expect(present, STALE).toEqual([...wanted.keys()].sort());
    for (const [name, text] of wanted) {
      expect(readFileSync(join(GENERATED_DIR, `${name}.cypher`), 'utf8'), `${name}: ${STALE}`).toBe(text);
    }
  });

  it('is loaded as named queries next to the hand-written ones', () => {
    const queries = loadQueries();
    for (const name of wanted.keys()) expect(queries.has(name), name).toBe(true);
    expect(queries.has('team-list')).toBe(true);
  });

  it('takes every value as a parameter: no literal but the table’s own', () => {
    for (const [name, text] of wanted) {
      const body = text
        .split('\n')
        .filter((line) => !line.startsWith('//'))
        .join('\n');
      const literals = [...body.matchAll(/'([^']*)'/g)].map((m) => m[1]);
      expect(
        literals.filter(
          (literal) =>
            !['asc', 'desc', 'published'].includes(literal as string) && !/^[a-z_]+$/.test(literal as string),
        ),
        name,
      ).toEqual([]);
    }
  });

  it('has the migrations constrain and index every label of the table', () => {
    // Mostly 0008; Team's come from 0006, from when teams were served by src/access.
    const schema = join(CYPHER_DIR, 'schema');
    const migrations = readdirSync(schema)
      .filter((file) => file.endsWith('.cypher'))
      .map((file) => readFileSync(join(schema, file), 'utf8'))
      .join('\n');
    for (const row of RESOURCES) {
      const label = `\\((\\w+):${row.name}\\)`;
      expect(migrations, row.name).toMatch(new RegExp(`FOR ${label} REQUIRE \\w+\\.id IS UNIQUE`));
      expect(migrations, row.name).toMatch(new RegExp(`FOR ${label} ON \\(\\w+\\.organisation_id\\)`));
      if (row.parent === 'User')
        expect(migrations, row.name).toMatch(new RegExp(`FOR ${label} ON \\(\\w+\\.user_id\\)`));
    }
  });
});
