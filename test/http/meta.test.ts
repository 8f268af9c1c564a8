// The graph API's `meta` {took_ms, region} (spec 1.8, 2.1), from its one helper.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withMeta } from '../../src/http/meta.ts';
import { createTestContext, suiteNeo4j, type TestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(suiteNeo4j(), { REGION: 'eu-west' }, { ready: false });
  ctx.app.get('/v1/meta-test', async (_request, reply) => {
    await new Promise((resolve) => setTimeout(resolve, 25));
    return withMeta(reply, { skills: [] });
  });
  await ctx.app.ready();
});
afterAll(() => ctx.close());

describe('meta', () => {
  it('adds took_ms, measured from the arrival of the request, and the configured region', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/meta-test' });
    const body = response.json();
    expect(body.skills).toEqual([]);
    expect(body.meta.region).toBe('eu-west');
    expect(body.meta.took_ms).toBeGreaterThanOrEqual(20);
    expect(Object.keys(body.meta).sort()).toEqual(['region', 'took_ms']);
  });
});
