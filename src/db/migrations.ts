// Schema migrations: cypher/schema/NNNN-name.cypher applied in file-name order at start-up, each
// recorded as (:Migration {id}) so it runs once. A lease on a (:MigrationLock) node serialises API
// processes that start together; a crashed holder's lease expires on its own.
import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Executor } from './executor.ts';
import { CYPHER_DIR } from './queries.ts';

export interface Migration {
  id: string;
  checksum: string;
  statements: string[];
}

export interface MigrationOptions {
  directory?: string;
  logger: Logger;
  /** How long a holder may keep the lock without renewing it. */
  leaseMs?: number;
  /** How long to wait for another process's migrations before giving up. */
  waitMs?: number;
  /** Lock node id; tests use their own so they never contend with a running service. */
  lockId?: string;
  /**
   * The indexes and constraints the migrations make are already there (a test's scratch graph emptied
   * and its schema put back as the migrations left it): only the other statements run.
   */
  schemaInPlace?: boolean;
}

export interface MigrationReport {
  applied: string[];
  alreadyApplied: string[];
}

/** Reads migration files; statements are separated by a `;` at the end of a line. */
export function readMigrations(directory = join(CYPHER_DIR, 'schema')): Migration[] {
  return readdirSync(directory)
    .filter((file) => /^\d{4}-[a-z0-9-]+\.cypher$/.test(file))
    .sort()
    .map((file) => {
      const text = readFileSync(join(directory, file), 'utf8');
      const statements = text
        .split(/;\s*$/m)
        .map((statement) =>
          statement
            .split('\n')
            .filter((line) => !line.trim().startsWith('//'))
            .join('\n')
            .trim(),
        )
        .filter((statement) => statement.length > 0);
      return {
        id: file.replace(/\.cypher$/, ''),
        checksum: createHash('sha256').update(text).digest('hex'),
        statements,
      };
    });
}

/** An index or constraint statement (CREATE/DROP [kind] INDEX|CONSTRAINT), as opposed to a data one. */
export const isSchemaCommand = (statement: string) =>
  /^(CREATE|DROP)\s+(?:[A-Z]+\s+)?(INDEX|CONSTRAINT)\b/i.test(statement);

const LOCK_BOOTSTRAP = [
  'CREATE CONSTRAINT migration_id IF NOT EXISTS FOR (m:Migration) REQUIRE m.id IS UNIQUE',
  'CREATE CONSTRAINT migration_lock_id IF NOT EXISTS FOR (l:MigrationLock) REQUIRE l.id IS UNIQUE',
];

export async function applyMigrations(
  executor: Executor,
  options: MigrationOptions,
): Promise<MigrationReport> {
  const { logger } = options;
  const migrations = readMigrations(options.directory);
  const leaseMs = options.leaseMs ?? 120_000;
  const waitMs = options.waitMs ?? 300_000;
  const lockId = options.lockId ?? 'schema';
  const owner = `${hostname()}:${process.pid}:${randomUUID()}`;

  for (const statement of LOCK_BOOTSTRAP) await withSchemaRetry(() => executor.runStatement(statement));

  const report: MigrationReport = { applied: [], alreadyApplied: [] };
  const recorded = async () =>
    new Map(
      (
        await executor.runStatement<{ id: string; checksum: string }>(
          'MATCH (m:Migration) RETURN m.id AS id, m.checksum AS checksum',
        )
      ).map((row) => [row.id, row.checksum]),
    );

  // Fast path: nothing to do, no lock taken (the common case for every process after the first).
  let done = await recorded();
  if (migrations.every((m) => done.has(m.id))) {
    warnOnChangedFiles(migrations, done, logger);
    return { applied: [], alreadyApplied: migrations.map((m) => m.id) };
  }

  await acquireLock(executor, { lockId, owner, leaseMs, waitMs, logger });
  try {
    done = await recorded();
    warnOnChangedFiles(migrations, done, logger);
    for (const migration of migrations) {
      if (done.has(migration.id)) {
        report.alreadyApplied.push(migration.id);
        continue;
      }
      const started = performance.now();
      logger.info({ migration: migration.id }, 'applying schema migration');
      for (const statement of migration.statements)
        if (!(options.schemaInPlace && isSchemaCommand(statement)))
          await withSchemaRetry(() => executor.runStatement(statement));
      await executor.runStatement(
        `CREATE (:Migration {id: $id, checksum: $checksum, applied_at: datetime(), applied_by: $owner,
                             duration_ms: $durationMs})`,
        {
          id: migration.id,
          checksum: migration.checksum,
          owner,
          durationMs: Math.round(performance.now() - started),
        },
      );
      report.applied.push(migration.id);
      await renewLock(executor, lockId, owner, leaseMs);
    }
  } finally {
    await executor
      .runStatement('MATCH (l:MigrationLock {id: $lockId, holder: $owner}) REMOVE l.holder, l.expires_at', {
        lockId,
        owner,
      })
      .catch((error) =>
        logger.warn({ err: error }, 'could not release the migration lock; its lease will expire'),
      );
  }
  if (report.applied.length > 0) logger.info({ applied: report.applied }, 'schema migrations applied');
  return report;
}

async function acquireLock(
  executor: Executor,
  options: { lockId: string; owner: string; leaseMs: number; waitMs: number; logger: Logger },
) {
  const deadline = Date.now() + options.waitMs;
  let announced = false;
  for (;;) {
    // SET before reading takes the node's write lock, so two processes cannot both see it free.
    const [row] = await executor.runStatement<{ acquired: boolean; holder: string }>(
      `MERGE (l:MigrationLock {id: $lockId})
       SET l.contended_at = timestamp()
       WITH l, (l.holder IS NULL OR l.expires_at < timestamp() OR l.holder = $owner) AS free
       SET l.holder = CASE WHEN free THEN $owner ELSE l.holder END,
           l.expires_at = CASE WHEN free THEN timestamp() + $leaseMs ELSE l.expires_at END
       RETURN free AS acquired, l.holder AS holder`,
      { lockId: options.lockId, owner: options.owner, leaseMs: options.leaseMs },
    );
    if (row?.acquired) return;
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for the migration lock held by ${row?.holder}`);
    if (!announced) {
      options.logger.info({ holder: row?.holder }, 'another process is migrating the schema; waiting');
      announced = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 300));
  }
}

async function renewLock(executor: Executor, lockId: string, owner: string, leaseMs: number) {
  await executor.runStatement(
    'MATCH (l:MigrationLock {id: $lockId, holder: $owner}) SET l.expires_at = timestamp() + $leaseMs',
    {
      lockId,
      owner,
      leaseMs,
    },
  );
}

/** Concurrent schema operations can collide transiently; they are idempotent, so retry a little. */
async function withSchemaRetry<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = String(
        (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code ?? '',
      );
      const retriable =
        code.includes('TransientError') ||
        code.includes('EquivalentSchemaRuleAlreadyExists') ||
        code.includes('ConstraintWithNameAlreadyExists') ||
        code.includes('IndexWithNameAlreadyExists');
      if (!retriable || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

function warnOnChangedFiles(migrations: Migration[], recorded: Map<string, string>, logger: Logger) {
  for (const migration of migrations) {
    const checksum = recorded.get(migration.id);
    if (checksum && checksum !== migration.checksum) {
      logger.warn(
        { migration: migration.id },
        'an applied migration file has changed since it ran; add a new migration instead of editing it',
      );
    }
  }
}
