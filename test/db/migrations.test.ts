// Schema migrations: applied in order, recorded so each runs once, and safe when two processes
// start together. Each test uses its own migration files and labels so it never touches the
// service's own schema.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createDriver, createExecutor, type Executor } from '../../src/db/executor.ts';
import { applyMigrations, readMigrations } from '../../src/db/migrations.ts';
import { loadQueries } from '../../src/db/queries.ts';
import { suiteNeo4j } from '../helpers.ts';

const logger = pino({ level: 'silent' });
const drivers: ReturnType<typeof createDriver>[] = [];

function newExecutor(): Executor {
  const connection = suiteNeo4j();
  const driver = createDriver({
    ...connection,
    database: undefined,
    queryTimeoutMs: 30_000,
    connectTimeoutMs: 5_000,
    maxPoolSize: 5,
  });
  drivers.push(driver);
  return createExecutor({
    driver,
    queries: loadQueries(),
    database: undefined,
    queryTimeoutMs: 30_000,
    logger,
  });
}

const tag = `T${process.pid}x${Date.now()}`;
let directories: string[] = [];

function migrationDirectory(files: Record<string, string>) {
  const directory = mkdtempSync(join(tmpdir(), 'skillgraph-migrations-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(directory, name), text);
  directories.push(directory);
  return directory;
}

afterEach(async () => {
  const executor = newExecutor();
  await executor.runStatement('MATCH (m:Migration) WHERE m.id STARTS WITH $tag DETACH DELETE m', {
    tag: `0001-${tag.toLowerCase()}`,
  });
  await executor.runStatement('MATCH (m:Migration) WHERE m.id CONTAINS $tag DETACH DELETE m', {
    tag: tag.toLowerCase(),
  });
  await executor.runStatement(`MATCH (n:${tag}) DETACH DELETE n`);
  await executor.runStatement('MATCH (l:MigrationLock) WHERE l.id STARTS WITH $tag DELETE l', { tag });
  await executor.runStatement(`DROP CONSTRAINT ${tag}_name IF EXISTS`);
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
  directories = [];
});
afterAll(async () => {
  await Promise.all(drivers.map((d) => d.close()));
});

const lower = tag.toLowerCase();

describe('schema migrations', () => {
  it('splits files into statements, ignoring comments, in file-name order', () => {
    const directory = migrationDirectory({
      [`0002-${lower}-b.cypher`]: '// second\nRETURN 2;\n',
      [`0001-${lower}-a.cypher`]: '// first\nRETURN 1;\n// between\nRETURN 11\n;\n',
      'README.md': 'not a migration',
    });
    const migrations = readMigrations(directory);
    expect(migrations.map((m) => m.id)).toEqual([`0001-${lower}-a`, `0002-${lower}-b`]);
    expect(migrations[0]!.statements).toEqual(['RETURN 1', 'RETURN 11']);
    expect(migrations[0]!.checksum).toMatch(/^[0-9a-f]{64}$/);
  });

  it('applies each migration once and records it', async () => {
    const directory = migrationDirectory({
      [`0001-${lower}-schema.cypher`]: `CREATE CONSTRAINT ${tag}_name IF NOT EXISTS FOR (n:${tag}) REQUIRE n.name IS UNIQUE;\n`,
      [`0002-${lower}-data.cypher`]: `CREATE (:${tag} {name: 'created-once'});\n`,
    });
    const executor = newExecutor();
    const first = await applyMigrations(executor, { directory, logger, lockId: `${tag}-lock` });
    expect(first.applied).toEqual([`0001-${lower}-schema`, `0002-${lower}-data`]);
    const second = await applyMigrations(executor, { directory, logger, lockId: `${tag}-lock` });
    expect(second.applied).toEqual([]);
    const [row] = await executor.runStatement<{ n: number }>(`MATCH (n:${tag}) RETURN count(n) AS n`);
    expect(row!.n).toBe(1);
    const recorded = await executor.runStatement<{ id: string; checksum: string; applied_at: string }>(
      'MATCH (m:Migration) WHERE m.id CONTAINS $lower RETURN m.id AS id, m.checksum AS checksum, m.applied_at AS applied_at ORDER BY id',
      { lower },
    );
    expect(recorded.map((r) => r.id)).toEqual([`0001-${lower}-schema`, `0002-${lower}-data`]);
    expect(recorded[0]!.checksum).toBe(readMigrations(directory)[0]!.checksum);
    expect(Date.parse(recorded[0]!.applied_at)).not.toBeNaN();
  });

  it('runs only the data statements when told the schema is in place, and records every migration', async () => {
    const directory = migrationDirectory({
      [`0001-${lower}-both.cypher`]:
        `CREATE CONSTRAINT ${tag}_name IF NOT EXISTS FOR (n:${tag}) REQUIRE n.name IS UNIQUE;\n` +
        `CREATE (:${tag} {name: 'data'});\n`,
    });
    const executor = newExecutor();
    const report = await applyMigrations(executor, {
      directory,
      logger,
      lockId: `${tag}-lock`,
      schemaInPlace: true,
    });
    expect(report.applied).toEqual([`0001-${lower}-both`]);
    const [row] = await executor.runStatement<{ n: number }>(`MATCH (n:${tag}) RETURN count(n) AS n`);
    expect(row!.n).toBe(1);
    const constraints = await executor.runStatement(
      'SHOW CONSTRAINTS YIELD name WHERE name = $name RETURN name',
      {
        name: `${tag}_name`,
      },
    );
    expect(constraints).toEqual([]);
  });

  it('applies a migration added later without re-running earlier ones', async () => {
    const files: Record<string, string> = {
      [`0001-${lower}-one.cypher`]: `CREATE (:${tag} {name: 'one'});\n`,
    };
    const executor = newExecutor();
    await applyMigrations(executor, { directory: migrationDirectory(files), logger, lockId: `${tag}-lock` });
    files[`0002-${lower}-two.cypher`] = `CREATE (:${tag} {name: 'two'});\n`;
    const report = await applyMigrations(executor, {
      directory: migrationDirectory(files),
      logger,
      lockId: `${tag}-lock`,
    });
    expect(report.applied).toEqual([`0002-${lower}-two`]);
    const rows = await executor.runStatement<{ name: string }>(
      `MATCH (n:${tag}) RETURN n.name AS name ORDER BY name`,
    );
    expect(rows.map((r) => r.name)).toEqual(['one', 'two']);
  });

  it('runs each migration exactly once when several processes start at the same moment', async () => {
    // Non-idempotent on purpose: a second run would create a second node.
    const directory = migrationDirectory({
      [`0001-${lower}-first.cypher`]: `CREATE (:${tag} {name: 'first'});\n`,
      [`0002-${lower}-second.cypher`]: `CREATE (:${tag} {name: 'second'});\n`,
      [`0003-${lower}-third.cypher`]: `CREATE (:${tag} {name: 'third'});\n`,
    });
    const processes = [newExecutor(), newExecutor(), newExecutor(), newExecutor()];
    const reports = await Promise.all(
      processes.map((executor) => applyMigrations(executor, { directory, logger, lockId: `${tag}-lock` })),
    );
    const appliedEverywhere = reports.flatMap((r) => r.applied).sort();
    expect(appliedEverywhere).toEqual([`0001-${lower}-first`, `0002-${lower}-second`, `0003-${lower}-third`]);
    const rows = await processes[0]!.runStatement<{ name: string; n: number }>(
      `MATCH (n:${tag}) RETURN n.name AS name, count(*) AS n ORDER BY name`,
    );
    expect(rows).toEqual([
      { name: 'first', n: 1 },
      { name: 'second', n: 1 },
      { name: 'third', n: 1 },
    ]);
  });

  it('takes over a lock whose holder died (expired lease)', async () => {
    const executor = newExecutor();
    await executor.runStatement(
      'CREATE (:MigrationLock {id: $id, holder: $holder, expires_at: timestamp() - 1000})',
      {
        id: `${tag}-lock`,
        holder: 'crashed-process',
      },
    );
    const directory = migrationDirectory({
      [`0001-${lower}-after-crash.cypher`]: `CREATE (:${tag} {name: 'x'});\n`,
    });
    const report = await applyMigrations(executor, {
      directory,
      logger,
      lockId: `${tag}-lock`,
      waitMs: 10_000,
    });
    expect(report.applied).toEqual([`0001-${lower}-after-crash`]);
  });

  it('waits for a live holder and gives up with a clear error', async () => {
    const executor = newExecutor();
    await executor.runStatement(
      'CREATE (:MigrationLock {id: $id, holder: $holder, expires_at: timestamp() + 600000})',
      {
        id: `${tag}-lock`,
        holder: 'busy-process',
      },
    );
    const directory = migrationDirectory({
      [`0001-${lower}-blocked.cypher`]: `CREATE (:${tag} {name: 'x'});\n`,
    });
    await expect(
      applyMigrations(executor, { directory, logger, lockId: `${tag}-lock`, waitMs: 1_000 }),
    ).rejects.toThrow(/busy-process/);
    const [row] = await executor.runStatement<{ n: number }>(`MATCH (n:${tag}) RETURN count(n) AS n`);
    expect(row!.n).toBe(0);
  });

  it('has the service migrations applied to the suite database', async () => {
    const executor = newExecutor();
    const ids = (await executor.runStatement<{ id: string }>('MATCH (m:Migration) RETURN m.id AS id')).map(
      (r) => r.id,
    );
    for (const migration of readMigrations()) expect(ids).toContain(migration.id);
    const plans = await executor.read<{ code: string }>('plans-public');
    expect(plans.map((p) => p.code)).toEqual(['discovery', 'builder', 'scale', 'partner', 'omni']);
  });
});
