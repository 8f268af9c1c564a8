// The real process entry (src/main.ts): configuration errors stop it with the variable named; it
// serves on a real port; SIGTERM stops accepting, lets in-flight requests finish, closes the driver.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, suiteNeo4j } from '../helpers.ts';

const MAIN = join(import.meta.dirname, '..', '..', 'src', 'main.ts');
const children: ChildProcess[] = [];

interface Running {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

function run(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env['PATH'] ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function start(extra: Record<string, string> = {}): Promise<Running> {
  const neo4j = suiteNeo4j();
  const running = run({
    ...extra,
    NEO4J_URI: neo4j.uri,
    NEO4J_USERNAME: neo4j.username,
    NEO4J_PASSWORD: neo4j.password,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const match = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(running.output());
    if (match) return { ...running, port: Number(match[1]) };
    if (Date.now() > deadline || running.child.exitCode !== null)
      throw new Error(`did not start:\n${running.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * What a loader leaves in the graph, written by hand: a run recorded (the generation moves), a search
 * index set aside while it writes, restored after. Removed again by `close`.
 */
async function simulatedLoad() {
  const ctx = await createTestContext(undefined, {}, { ready: false });
  const id = `warm-test-${randomUUID()}`;
  const runs: string[] = [];
  return {
    /** A load still writing: a run recorded and a search index set aside (a first load's vector indexes). */
    begin: () =>
      ctx.executor.runStatement(
        `CREATE (:SearchIndexSetAside {name: $id, create_statement: 'RETURN 1', since: datetime()})
         CREATE (:SeedRun {id: $id, finished_at: datetime()})`,
        { id },
      ),
    restoreIndexes: () =>
      ctx.executor.runStatement('MATCH (a:SearchIndexSetAside {name: $id}) DELETE a', { id }),
    /** Another run recorded: the generation moves. */
    write: () => {
      runs.push(`${id}-${runs.length + 2}`);
      return ctx.executor.runStatement('CREATE (:SeedRun {id: $run, finished_at: datetime()})', {
        run: runs.at(-1),
      });
    },
    close: async () => {
      await ctx.executor.runStatement(
        `MATCH (r:SeedRun) WHERE r.id IN $runs DELETE r
         WITH count(*) AS done MATCH (a:SearchIndexSetAside {name: $id}) DELETE a`,
        { id, runs: [id, ...runs] },
      );
      await ctx.close();
    },
  };
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('process entry', () => {
  it('stops with exit code 78 and names the bad variable', async () => {
    const { exited, output } = run({
      NEO4J_URI: 'bolt://127.0.0.1:1',
      NEO4J_PASSWORD: 'x',
      PORT: 'eighty',
      REGION: 'moon',
    });
    expect(await exited).toBe(78);
    expect(output()).toContain('PORT');
    expect(output()).toContain('REGION');
    expect(output()).not.toContain('NEO4J_PASSWORD');
  });

  it('serves, then shuts down gracefully on SIGTERM', async () => {
    const server = await start();
    const health = await fetch(`http://127.0.0.1:${server.port}/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // The request path's plans were made before it listened, so no first request waits for them.
    const output = server.output();
    const plansWarmed = output.search(/"reason":"start"[^\n]*"msg":"request plans warmed up"/);
    expect(plansWarmed).toBeGreaterThan(-1);
    expect(plansWarmed).toBeLessThan(output.indexOf('Server listening'));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutdown complete');
  });

  it('lets an in-flight request finish after SIGTERM', async () => {
    const server = await start();
    const socket = connect(server.port, '127.0.0.1');
    let response = '';
    socket.on('data', (chunk) => {
      response += chunk;
    });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const body = JSON.stringify({ probe: 'in-flight' });
    // Headers and half the body now; the rest only after the signal.
    socket.write(
      `POST /v1/in-flight-probe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.child.exitCode).toBeNull();
    socket.write(body.slice(5));
    expect(await server.exited).toBe(0);
    expect(response).toMatch(/^HTTP\/1\.1 404/);
    expect(response).toContain('"code":"not_found"');
    socket.destroy();
  });

  it('warms search up at start, once a data load has settled, and at once after the last write of a load', async () => {
    const server = await start({ DATA_CHANGE_CHECK_MS: '300' });
    const warmed = (reason: string) =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('"msg":"search warmed up"') && line.includes(`"reason":"${reason}"`));
    await vi.waitFor(() => expect(warmed('start')).toHaveLength(1), { timeout: 60_000, interval: 200 });
    expect(warmed('data changed')).toHaveLength(0);
    // A loader records a run: the graph's generation moves.
    const load = await simulatedLoad();
    try {
      // A load still writing, with a search index set aside (a first load's vector indexes): no warm-up
      // over ten checks, however settled the generation.
      await load.begin();
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(warmed('data changed')).toHaveLength(0);
      expect(warmed('load ended')).toHaveLength(0);
      // Its indexes restored, its last write not made yet (the skill profiles, then the derived-data
      // mark): still no warm-up.
      await load.restoreIndexes();
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(warmed('load ended')).toHaveLength(0);
      expect(warmed('data changed')).toHaveLength(0);
      // Its last write moves the generation: the warm-up follows at once.
      await load.write();
      await vi.waitFor(() => expect(warmed('load ended')).toHaveLength(1), {
        timeout: 60_000,
        interval: 200,
      });
      // Nothing changed since: no other warm-up.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(warmed('data changed')).toHaveLength(0);
      // A load without indexes set aside (a small one): warmed up once its generation has settled.
      await load.write();
      await vi.waitFor(() => expect(warmed('data changed')).toHaveLength(1), {
        timeout: 60_000,
        interval: 200,
      });
    } finally {
      await load.close();
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // Its waits are bounded one by one (60 s each); the test as a whole by their sum, not by the default.
  }, 200_000);

  it('leaves the search warm-up to the end of a load that set indexes aside before it listened', async () => {
    // A first start: npm start's load has set its vector indexes aside before the service listens.
    const load = await simulatedLoad();
    try {
      await load.begin();
      const server = await start({ DATA_CHANGE_CHECK_MS: '300' });
      const said = (text: string) =>
        server
          .output()
          .split('\n')
          .filter((line) => line.includes(text));
      await vi.waitFor(() => expect(said('a load has search indexes set aside')).toHaveLength(1), {
        timeout: 30_000,
        interval: 200,
      });
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(said('"msg":"search warmed up"')).toHaveLength(0);
      // The load restores its indexes, then makes its last write: warmed up then.
      await load.restoreIndexes();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await load.write();
      await vi.waitFor(() => expect(said('"reason":"load ended","msg":"search warmed up"')).toHaveLength(1), {
        timeout: 60_000,
        interval: 200,
      });
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await load.close();
    }
  });

  it('fails to start with a clear message when Neo4j refuses the credentials', async () => {
    const neo4j = suiteNeo4j();
    const { exited, output } = run({
      NEO4J_URI: neo4j.uri,
      NEO4J_PASSWORD: 'definitely-wrong-password',
      PORT: '0',
    });
    expect(await exited).toBe(1);
    expect(output()).toContain('NEO4J_PASSWORD');
  });
});
