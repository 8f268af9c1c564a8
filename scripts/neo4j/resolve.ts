// Which Neo4j `npm start` and the tests use, in this order (one code path for all three):
//   1. NEO4J_URI (with NEO4J_USERNAME / NEO4J_PASSWORD): an existing server or cluster; nothing is provisioned;
//   2. testcontainers, when a Docker engine answers: the official neo4j:5.26-community image (when it
//      cannot start, e.g. no registry to pull it from, the next);
//   3. the local server that scripts/neo4j provisions from Maven Central (Java 17 + Maven, no Docker).
import { join } from 'node:path';

const REPO_ROOT = join(import.meta.dirname, '..', '..');

export const NEO4J_IMAGE = 'neo4j:5.26-community';

export interface Neo4jTarget {
  uri: string;
  username: string;
  password: string;
  source: 'environment' | 'testcontainers' | 'local';
  /** Stops what this call started; a no-op for a server it found running or was given. */
  stop(): Promise<void>;
  /** Process id of a local server started by this call, so a parent can signal it on exit. */
  pid?: number;
}

export interface ResolveOptions {
  /**
   * `service` keeps data in .neo4j/data on port 7687; `test` uses .neo4j/test-data on port 7688;
   * `build` (npm run build-vectors: a graph of the bundled data alone) .neo4j/build-data on port 7689.
   */
  purpose: 'service' | 'test' | 'build';
  log?: (line: string) => void;
  /** Whether a Docker engine answers (default: asked); for tests. */
  dockerAnswers?: () => Promise<boolean>;
  /** Starts the Neo4j container (default: testcontainers); for tests. */
  startContainer?: (password: string, log: (line: string) => void) => Promise<Neo4jTarget>;
}

/** The official image through testcontainers. */
async function startContainer(password: string, log: (line: string) => void): Promise<Neo4jTarget> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer(NEO4J_IMAGE)
    .withEnvironment({
      NEO4J_AUTH: `neo4j/${password}`,
      NEO4J_server_memory_heap_max__size: '1G',
      // As the local Neo4j (scripts/neo4j/Launcher.java): plans checked against the statistics every 5 min.
      NEO4J_dbms_cypher_min__replan__interval: '5m',
    })
    .withExposedPorts(7687, 7474)
    .withWaitStrategy(Wait.forLogMessage(/Started\./))
    .withStartupTimeout(180_000)
    .start();
  const uri = `bolt://${container.getHost()}:${container.getMappedPort(7687)}`;
  log(`[neo4j] container ready at ${uri}`);
  return {
    uri,
    username: 'neo4j',
    password,
    source: 'testcontainers',
    stop: async () => {
      await container.stop();
    },
  };
}

export async function resolveNeo4j(options: ResolveOptions): Promise<Neo4jTarget> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const env = process.env;
  const username = env['NEO4J_USERNAME'] || 'neo4j';

  if (env['NEO4J_URI']) {
    if (!env['NEO4J_PASSWORD']) throw new Error('NEO4J_URI is set but NEO4J_PASSWORD is not');
    log(`[neo4j] using NEO4J_URI ${env['NEO4J_URI']}`);
    return {
      uri: env['NEO4J_URI'],
      username,
      password: env['NEO4J_PASSWORD'],
      source: 'environment',
      stop: async () => {},
    };
  }

  const password = env['NEO4J_PASSWORD'] || 'skillgraph-local-dev';
  if (env['SKILLGRAPH_NEO4J'] !== 'local' && (await (options.dockerAnswers ?? dockerEngineAnswers)())) {
    log(`[neo4j] Docker engine found: starting ${NEO4J_IMAGE} with testcontainers`);
    try {
      return await (options.startContainer ?? startContainer)(password, log);
    } catch (error) {
      // An engine that cannot pull the image (no registry on a closed network) or run it: the local
      // server serves as well, rather than a start that fails on a stack trace.
      log(
        `[neo4j] the ${NEO4J_IMAGE} container did not start (${(error as Error).message.split('\n')[0]}): ` +
          'using the local Neo4j instead (SKILLGRAPH_NEO4J=local goes there at once)',
      );
    }
  }

  const { dataDir, boltPort, httpPort } = {
    service: {
      dataDir: env['NEO4J_DATA_DIR'] || join(REPO_ROOT, '.neo4j', 'data'),
      boltPort: Number(env['NEO4J_BOLT_PORT'] || 7687),
      // Neo4j Browser for analysts, beside the service's database (NEO4J_HTTP_PORT=0: none).
      httpPort: Number(env['NEO4J_HTTP_PORT'] ?? 7474),
    },
    test: {
      dataDir: env['NEO4J_TEST_DATA_DIR'] || join(REPO_ROOT, '.neo4j', 'test-data'),
      boltPort: Number(env['NEO4J_TEST_BOLT_PORT'] || 7688),
    },
    build: { dataDir: join(REPO_ROOT, '.neo4j', 'build-data'), boltPort: 7689 },
  }[options.purpose] as { dataDir: string; boltPort: number; httpPort?: number };
  const { startLocalNeo4j, stopLocalNeo4j } = await import('./local-neo4j.ts');
  // Browser plays the graph model's guide (docs/graph-model.md), which the service serves beside its console.
  const browserGuide = `http://localhost:${env['PORT'] || 8080}/console/browser-guide.html`;
  const started = await startLocalNeo4j({
    dataDir,
    boltPort,
    password,
    ...(httpPort ? { httpPort, browserGuide } : {}),
  });
  log(
    `[neo4j] local Neo4j ${started.alreadyRunning ? 'already running' : 'started'} at ${started.uri} (data: ${dataDir})`,
  );
  return {
    uri: started.uri,
    username: 'neo4j',
    password,
    source: 'local',
    pid: started.alreadyRunning ? undefined : started.pid,
    stop: async () => {
      if (!started.alreadyRunning) await stopLocalNeo4j({ dataDir });
    },
  };
}

/** True when a Docker (or compatible) engine answers; a client binary alone is not enough. */
async function dockerEngineAnswers(): Promise<boolean> {
  const hasHint = Boolean(process.env['DOCKER_HOST']) || (await exists('/var/run/docker.sock'));
  if (!hasHint) return false;
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timeout')), 10_000).unref(),
    );
    await Promise.race([getContainerRuntimeClient(), timeout]);
    return true;
  } catch {
    return false;
  }
}

async function exists(path: string) {
  const { stat } = await import('node:fs/promises');
  return stat(path).then(
    () => true,
    () => false,
  );
}
