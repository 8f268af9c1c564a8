// The schemathesis harness (scripts/reliability/schemathesis.sh) in the suite, in its light mode: every
// operation of both OpenAPI documents fuzzed with 2 examples against a service of its own on the suite's
// Neo4j, with real credentials; no 5xx outside the contract, every answer conforming to its documented
// status codes, content type, schema and headers, and every schema-valid request accepted (the documents
// as strict as the validation, bar the refusals no schema can state). The deeper runs are on demand
// (RELIABILITY.md).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

it('finds no failure in either OpenAPI document', { timeout: 900_000 }, async () => {
  const neo4j = inject('neo4j');
  const child = spawn(
    'bash',
    [join(ROOT, 'scripts', 'reliability', 'schemathesis.sh'), '--max-examples', '2', '--phases', 'fuzzing'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NEO4J_URI: neo4j.uri,
        NEO4J_USERNAME: neo4j.username,
        NEO4J_PASSWORD: neo4j.password,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const summary = JSON.parse(
    readFileSync(join(ROOT, 'scripts', 'reliability', 'out', 'summary.json'), 'utf8'),
  );
  const failures = summary.groups.flatMap(
    (g: { failures: { check: string; operation: string; title: string }[] }) =>
      g.failures.map((f) => `${f.check} ${f.operation}: ${f.title}`),
  );
  console.info(
    `schemathesis: ${summary.groups.map((g: { group: string; operations: { tested: number }; casesChecked: number }) => `${g.group} ${g.operations.tested} operations, ${g.casesChecked} cases`).join('; ')}; ${failures.length} distinct failures`,
  );
  expect(failures).toEqual([]);
  expect(code, stderr).toBe(0);
  expect(summary.groups.map((g: { operations: { tested: number } }) => g.operations.tested > 0)).toEqual([
    true,
    true,
  ]);
});
