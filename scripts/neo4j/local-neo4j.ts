// The local Neo4j for machines without Docker: the Neo4j 5.26 Community server from Maven Central, run by
// Launcher.java with Bolt (and, when asked, the HTTP connector serving Neo4j Browser) on the loopback
// interface. Importable (startLocalNeo4j, stopLocalNeo4j, ...) and a CLI:
//   node scripts/neo4j/local-neo4j.ts provision|start|stop|status
// Environment: NEO4J_DATA_DIR (.neo4j/data), NEO4J_BOLT_PORT (7687), NEO4J_HTTP_PORT (7474 for `start`;
// 0: no Browser), NEO4J_PASSWORD, NEO4J_HEAP (1g), NEO4J_PAGECACHE (512m), SKILLGRAPH_NEO4J_CACHE
// (.neo4j/dist-<version>).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createConnection } from 'node:net';
import { join, resolve } from 'node:path';
import neo4j from 'neo4j-driver';

export const NEO4J_VERSION = '5.26.30';
const HERE = import.meta.dirname;
const REPO_ROOT = resolve(HERE, '..', '..');
const READY_TIMEOUT_MS = 120_000;

const log = (line: string) => process.stderr.write(`[neo4j] ${line}\n`);

export interface Distribution {
  directory: string;
  classpath: string;
}

export function distributionDirectory(): string {
  return process.env['SKILLGRAPH_NEO4J_CACHE'] || join(REPO_ROOT, '.neo4j', `dist-${NEO4J_VERSION}`);
}

/**
 * Fetches the Neo4j jars with Maven and compiles the launcher, once. A marker written last makes an
 * interrupted provision start over; with the marker present nothing touches the network.
 */
export function provisionNeo4j(): Distribution {
  const directory = distributionDirectory();
  const lib = join(directory, 'lib');
  const classes = join(directory, 'classes');
  const marker = join(directory, 'provisioned');
  const launcherSource = readFileSync(join(HERE, 'Launcher.java'), 'utf8');
  const plugins = join(directory, 'plugins');
  const pom =
    readFileSync(join(HERE, 'pom.xml'), 'utf8') + readFileSync(join(HERE, 'plugins-pom.xml'), 'utf8');
  // The jars follow the poms, the compiled launcher its source: each is redone when it changed.
  const jars = `${NEO4J_VERSION} pom ${pom.length}:${hash(pom)}\n`;
  const fingerprint = `${jars}launcher ${launcherSource.length}:${hash(launcherSource)}\n`;
  const provisioned = existsSync(marker) ? readFileSync(marker, 'utf8') : '';
  if (provisioned === fingerprint) {
    return { directory, classpath: classpathOf(lib, classes) };
  }

  requireJava();
  if (!provisioned.startsWith(jars) || !existsSync(lib)) {
    requireTool(
      'mvn',
      'Maven fetches Neo4j from Maven Central: apt-get install maven (or see https://maven.apache.org)',
    );
    rmSync(directory, { recursive: true, force: true });
    mkdirSync(lib, { recursive: true });
    log(`fetching Neo4j ${NEO4J_VERSION} jars from Maven Central (once; about 140 MB)...`);
    const started = Date.now();
    const result = spawnSync(
      'mvn',
      [
        '-B',
        '-q',
        '-Dstyle.color=never',
        '-f',
        join(HERE, 'pom.xml'),
        'dependency:copy-dependencies',
        `-DoutputDirectory=${lib}`,
        '-DincludeScope=runtime',
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (result.status !== 0)
      throw new Error(
        `Maven could not fetch Neo4j ${NEO4J_VERSION} (exit ${result.status}); see its output above`,
      );
    mkdirSync(plugins, { recursive: true });
    const pluginResult = spawnSync(
      'mvn',
      [
        '-B',
        '-q',
        '-Dstyle.color=never',
        '-f',
        join(HERE, 'plugins-pom.xml'),
        'dependency:copy-dependencies',
        `-DoutputDirectory=${plugins}`,
        '-DincludeScope=runtime',
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (pluginResult.status !== 0)
      throw new Error(
        `Maven could not fetch the Neo4j plugins (exit ${pluginResult.status}); see its output above`,
      );
    log(`fetched ${readdirSync(lib).length} jars in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  rmSync(classes, { recursive: true, force: true });
  mkdirSync(classes, { recursive: true });
  execFileSync('javac', ['-nowarn', '-cp', join(lib, '*'), '-d', classes, join(HERE, 'Launcher.java')], {
    stdio: 'inherit',
  });
  writeFileSync(marker, fingerprint);
  log(`Neo4j ${NEO4J_VERSION} provisioned in ${directory}`);
  return { directory, classpath: classpathOf(lib, classes) };
}

export interface StartOptions {
  dataDir: string;
  boltPort: number;
  password: string;
  /** JVM heap, e.g. '1g'. */
  heap?: string;
  /** Page cache, e.g. '512m'. */
  pageCache?: string;
  /**
   * Port of the HTTP connector on 127.0.0.1, serving Neo4j Browser at /browser/ (and the HTTP query API);
   * none when absent (the tests' servers need no Browser).
   */
  httpPort?: number;
  /** With httpPort: a Neo4j Browser guide (URL) played when Browser connects. */
  browserGuide?: string;
  /**
   * A short-lived server doing little work (tests): the JVM compiles with C1 only, which took a start and
   * the schema migrations from 57 to 31 CPU-seconds, but made the bundled load 1.9 times slower
   * (BENCHMARKS.md "The global setup alone").
   */
  quickCompile?: boolean;
}

export interface Started {
  uri: string;
  pid: number;
  alreadyRunning: boolean;
}

/** Starts the server in the background (or finds it running) and waits until Bolt answers. */
export async function startLocalNeo4j(options: StartOptions): Promise<Started> {
  const dataDir = resolve(options.dataDir);
  const uri = `bolt://127.0.0.1:${options.boltPort}`;
  const running = readPid(dataDir);
  if (running !== undefined) {
    const answer = await boltAnswers(uri, options.password);
    if (answer === 'yes') return { uri, pid: running, alreadyRunning: true };
    if (answer === 'unauthorized' && isAlive(running) && readyLogged(dataDir)) {
      throw new Error(
        `The Neo4j of ${dataDir} (pid ${running}) refused the password: stop it first to change NEO4J_PASSWORD`,
      );
    }
    // Alive but not answering yet (just started by someone else) or a stale pid file.
    if (isAlive(running)) {
      await waitForBolt(uri, options.password, running, dataDir);
      return { uri, pid: running, alreadyRunning: true };
    }
    rmSync(pidFile(dataDir), { force: true });
  }
  if (await portInUse(options.boltPort)) {
    throw new Error(
      `Port ${options.boltPort} is taken by another process, not by the Neo4j of ${dataDir}. ` +
        'Stop it, or choose another port (NEO4J_BOLT_PORT / NEO4J_TEST_BOLT_PORT), or point NEO4J_URI at it.',
    );
  }
  if (options.httpPort && (await portInUse(options.httpPort))) {
    throw new Error(
      `Port ${options.httpPort} (Neo4j Browser) is taken by another process. Stop it, or choose another ` +
        'port with NEO4J_HTTP_PORT (0: no Browser).',
    );
  }

  const distribution = provisionNeo4j();
  mkdirSync(dataDir, { recursive: true });
  const logPath = logFile(dataDir);
  const out = openSync(logPath, 'a');
  const child = spawn(
    'java',
    [
      `-Xmx${options.heap ?? process.env['NEO4J_HEAP'] ?? '1g'}`,
      '-XX:+UseG1GC',
      '-Dfile.encoding=UTF-8',
      ...(options.quickCompile ? ['-XX:TieredStopAtLevel=1'] : []),
      '-cp',
      distribution.classpath,
      'Launcher',
    ],
    {
      cwd: dataDir,
      detached: true,
      stdio: ['ignore', out, out],
      env: {
        ...process.env,
        SKILLGRAPH_NEO4J_HOME: join(dataDir, 'home'),
        SKILLGRAPH_NEO4J_BOLT: `127.0.0.1:${options.boltPort}`,
        SKILLGRAPH_NEO4J_HTTP: options.httpPort ? `127.0.0.1:${options.httpPort}` : 'off',
        SKILLGRAPH_NEO4J_BROWSER_GUIDE: options.browserGuide ?? '',
        SKILLGRAPH_NEO4J_PLUGINS: join(distribution.directory, 'plugins'),
        SKILLGRAPH_NEO4J_PASSWORD: options.password,
        SKILLGRAPH_NEO4J_PAGECACHE: options.pageCache ?? process.env['NEO4J_PAGECACHE'] ?? '512m',
      },
    },
  );
  closeSync(out);
  child.unref();
  if (child.pid === undefined) throw new Error('java could not be started');
  writeFileSync(pidFile(dataDir), String(child.pid));
  log(`starting Neo4j ${NEO4J_VERSION} (pid ${child.pid}, log ${logPath})`);
  const started = Date.now();
  await waitForBolt(uri, options.password, child.pid, dataDir);
  log(`Neo4j ready at ${uri} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (options.httpPort)
    log(`Neo4j Browser at http://localhost:${options.httpPort}/browser/ (user neo4j, the NEO4J_PASSWORD)`);
  return { uri, pid: child.pid, alreadyRunning: false };
}

/** Stops the server of dataDir (SIGTERM, then SIGKILL after 60 s). Safe to call when it is not running. */
export async function stopLocalNeo4j(options: { dataDir: string }): Promise<void> {
  const dataDir = resolve(options.dataDir);
  const pid = readPid(dataDir);
  if (pid === undefined) return;
  if (isAlive(pid)) {
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + 60_000;
    while (isAlive(pid) && Date.now() < deadline) await sleep(200);
    if (isAlive(pid)) {
      log(`Neo4j (pid ${pid}) did not stop within 60 s; killing it`);
      process.kill(pid, 'SIGKILL');
      while (isAlive(pid)) await sleep(100);
    }
  }
  rmSync(pidFile(dataDir), { force: true });
}

export function localNeo4jStatus(options: { dataDir: string }) {
  const dataDir = resolve(options.dataDir);
  const pid = readPid(dataDir);
  return {
    version: NEO4J_VERSION,
    provisioned: existsSync(join(distributionDirectory(), 'provisioned')),
    distribution: distributionDirectory(),
    dataDir,
    running: pid !== undefined && isAlive(pid),
    pid: pid ?? null,
    log: logFile(dataDir),
  };
}

const pidFile = (dataDir: string) => join(dataDir, 'neo4j.pid');
const logFile = (dataDir: string) => join(dataDir, 'neo4j.log');

function readPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(pidFile(dataDir), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A zombie (exited, not yet reaped by its parent) still accepts signal 0.
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

async function waitForBolt(uri: string, password: string, pid: number, dataDir: string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let refusals = 0;
  while (Date.now() < deadline) {
    if (!isAlive(pid))
      throw new Error(
        `Neo4j exited during start-up. Last lines of ${logFile(dataDir)}:\n${tail(logFile(dataDir))}`,
      );
    // Bolt opens before the launcher has set the password, and failed logins lock the user for a
    // while: so knock only once the launcher has said it is ready.
    if (readyLogged(dataDir)) {
      const answer = await boltAnswers(uri, password);
      if (answer === 'yes') return;
      if (answer === 'unauthorized' && ++refusals >= 3) {
        throw new Error(`Neo4j at ${uri} refused the password: is another server on this port?`);
      }
    }
    await sleep(500);
  }
  throw new Error(
    `Neo4j did not answer on ${uri} within ${READY_TIMEOUT_MS / 1000} s. Last lines of the log:\n${tail(logFile(dataDir))}`,
  );
}

async function boltAnswers(uri: string, password: string): Promise<'yes' | 'no' | 'unauthorized'> {
  const driver = neo4j.driver(uri, neo4j.auth.basic('neo4j', password), { connectionTimeout: 2_000 });
  try {
    await driver.verifyConnectivity();
    return 'yes';
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    return code.startsWith('Neo.ClientError.Security.') ? 'unauthorized' : 'no';
  } finally {
    await driver.close();
  }
}

/** The launcher prints its ready line once the password is set; the log is appended across starts. */
function readyLogged(dataDir: string): boolean {
  const lines = tail(logFile(dataDir), 200).split('\n');
  const lastStart = lines.findLastIndex((line) => line.includes('skillgraph-neo4j starting'));
  const lastReady = lines.findLastIndex((line) => line.includes('skillgraph-neo4j ready'));
  return lastReady > lastStart;
}

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolvePort) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolvePort(true);
    });
    socket.once('error', () => resolvePort(false));
  });
}

function requireJava() {
  requireTool('java', 'Java 17 or later runs Neo4j 5.26: apt-get install openjdk-17-jre-headless');
  requireTool('javac', 'the JDK compiles the small launcher: apt-get install openjdk-17-jdk-headless');
  const version = spawnSync('java', ['-version'], { encoding: 'utf8' }).stderr ?? '';
  const major = Number(/version "(\d+)/.exec(version)?.[1] ?? 0);
  if (major < 17) throw new Error(`Neo4j 5.26 needs Java 17 or later; found: ${version.split('\n')[0]}`);
}

function requireTool(command: string, advice: string) {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  if (found.status !== 0) throw new Error(`${command} was not found on PATH. ${advice}`);
}

/** The launcher, the server's jars and the plugins' (APOC registers its extensions from the classpath). */
function classpathOf(lib: string, classes: string) {
  return `${classes}:${join(lib, '*')}:${join(lib, '..', 'plugins', '*')}`;
}

function tail(path: string, lines = 30): string {
  try {
    return readFileSync(path, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

function hash(text: string): string {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(31, h) + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(16);
}

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

// CLI
if (import.meta.filename === resolve(process.argv[1] ?? '')) {
  const command = process.argv[2] ?? 'status';
  const dataDir = process.env['NEO4J_DATA_DIR'] || join(REPO_ROOT, '.neo4j', 'data');
  const boltPort = Number(process.env['NEO4J_BOLT_PORT'] || 7687);
  const httpPort = Number(process.env['NEO4J_HTTP_PORT'] ?? 7474);
  const password = process.env['NEO4J_PASSWORD'] || 'skillgraph-local-dev';
  try {
    if (command === 'provision') provisionNeo4j();
    else if (command === 'start') {
      const started = await startLocalNeo4j({
        dataDir,
        boltPort,
        password,
        ...(httpPort ? { httpPort } : {}),
      });
      console.log(JSON.stringify(started));
    } else if (command === 'stop') await stopLocalNeo4j({ dataDir });
    else if (command === 'status') console.log(JSON.stringify(localNeo4jStatus({ dataDir }), null, 2));
    else {
      console.error('usage: node scripts/neo4j/local-neo4j.ts provision|start|stop|status');
      process.exit(2);
    }
  } catch (error) {
    console.error(`[neo4j] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
