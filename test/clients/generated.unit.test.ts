// The OpenAPI documents in openapi/ and the clients generated from them (the TypeScript client's types,
// the Python client's packages) are what the code gives now: a route or schema changed without
// `npm run openapi` fails here (no database needed; the Python generator runs in its own virtualenv).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { generatedFiles, PYTHON_PACKAGES } from '../../scripts/openapi.ts';

it('has the documents and clients the code gives (npm run openapi)', { timeout: 300_000 }, async () => {
  const files = await generatedFiles({ reuse: true });
  const paths = Object.keys(files);
  expect(paths.filter((path) => !path.startsWith(PYTHON_PACKAGES)).sort()).toEqual([
    'clients/typescript/src/graph.ts',
    'clients/typescript/src/management.ts',
    'openapi/graph.json',
    'openapi/management.json',
  ]);
  // Both Python packages, with a module for every operation of their documents.
  for (const group of ['graph', 'management'])
    expect(paths).toContain(join(PYTHON_PACKAGES, group, 'client.py'));
  const operations = (group: string) =>
    Object.values(
      JSON.parse(files[join('openapi', `${group}.json`)]!).paths as Record<string, object>,
    ).flatMap((item) => Object.keys(item)).length;
  for (const group of ['graph', 'management'])
    expect(
      paths
        .filter((path) => path.startsWith(join(PYTHON_PACKAGES, group, 'api', '')))
        .filter((p) => !p.endsWith('__init__.py')),
    ).toHaveLength(operations(group));
  for (const [path, text] of Object.entries(files)) {
    const written = readFileSync(join(import.meta.dirname, '..', '..', path), 'utf8');
    expect(written === text, `${path} is stale: run npm run openapi`).toBe(true);
  }
});
