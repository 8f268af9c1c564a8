// Which Neo4j `npm start` and the tests use (scripts/neo4j/resolve.ts): where a Docker engine answers
// but the container cannot start (on a closed network the engine cannot pull neo4j:5.26-community from
// Docker Hub), the local server is used, with a line that says why, rather than a start that fails.
import neo4j from 'neo4j-driver';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveNeo4j } from '../../scripts/neo4j/resolve.ts';

const saved = { uri: process.env['NEO4J_URI'], choice: process.env['SKILLGRAPH_NEO4J'] };
afterEach(() => {
  for (const [name, value] of [
    ['NEO4J_URI', saved.uri],
    ['SKILLGRAPH_NEO4J', saved.choice],
  ] as const)
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
});

describe('resolveNeo4j', () => {
  it('uses the local server when a Docker engine answers but the container does not start', {
    timeout: 180_000,
  }, async () => {
    delete process.env['NEO4J_URI'];
    delete process.env['SKILLGRAPH_NEO4J'];
    const lines: string[] = [];
    let asked = false;
    const target = await resolveNeo4j({
      purpose: 'test',
      log: (line) => lines.push(line),
      dockerAnswers: async () => true,
      startContainer: async () => {
        asked = true;
        throw new Error(
          '(HTTP code 500) server error - Get "https://registry-1.docker.io/v2/": dial tcp: no such host\nat modem.js',
        );
      },
    });
    try {
      expect(asked).toBe(true);
      expect(target.source).toBe('local');
      expect(lines).toContainEqual(
        expect.stringMatching(
          /container did not start \(\(HTTP code 500\).*no such host\): using the local Neo4j/,
        ),
      );
      const driver = neo4j.driver(target.uri, neo4j.auth.basic(target.username, target.password));
      try {
        const { records } = await driver.executeQuery('RETURN 1 AS one');
        expect(records[0]?.get('one').toNumber()).toBe(1);
      } finally {
        await driver.close();
      }
    } finally {
      // Stops only a server this call started (none when the suite's own local server was running).
      await target.stop();
    }
  });
});
