// The OpenAPI documents in openapi/ and the TypeScript client's types generated from them are what the
// code gives now: a route or schema changed without `npm run openapi` fails here (no database needed).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { generatedFiles } from '../../scripts/openapi.ts';

it('has the documents and client types the code gives (npm run openapi)', { timeout: 120_000 }, async () => {
  const files = await generatedFiles();
  expect(Object.keys(files).sort()).toEqual([
    'clients/typescript/src/graph.ts',
    'clients/typescript/src/management.ts',
    'openapi/graph.json',
    'openapi/management.json',
  ]);
  for (const [path, text] of Object.entries(files)) {
    const written = readFileSync(join(import.meta.dirname, '..', '..', path), 'utf8');
    expect(written === text, `${path} is stale: run npm run openapi`).toBe(true);
  }
});
