import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromCallersDir } from './backup.ts';
import { backupKindOfFile, MissingToolError, pgRestore } from './platform/backup.ts';
import { lockDataDir, lockHolder } from './platform/data-dir-lock.ts';

/*
 * `npm run restore -- FILE` (docs/operations.md, ADR 079): a backup from `npm run backup` (or a
 * scheduled one) into an EMPTY database, never over data:
 * - a PGlite backup into DATA_DIR/db, which must not exist or be empty (no server on DATA_DIR);
 * - a pg_dump backup into the database at DATABASE_URL, which must have no tables, with
 *   pg_restore in one transaction.
 * Start the server on it afterwards: it applies any newer migrations as at every start.
 * Exit codes: 0 restored, 1 failed or refused, 2 bad arguments.
 */

export const USAGE = 'usage: restore FILE';

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

async function restorePglite(file: string, dataDir: string): Promise<string> {
  const dbDir = path.join(dataDir, 'db');
  if (lockHolder(dataDir)) {
    throw new Error(`A server is running on ${dataDir}: restore into a new, empty DATA_DIR.`);
  }
  if (!isEmptyDir(dbDir)) {
    throw new Error(
      `${dbDir} is not empty: restore only goes into an empty data directory. ` +
        'Set DATA_DIR to a new folder (or move this one away first).',
    );
  }
  const unlock = lockDataDir(dataDir);
  try {
    const db = await PGlite.create(dbDir, { loadDataDir: new Blob([readFileSync(file)]) });
    try {
      // PostgreSQL has recovered and opened it: the backup is a database, not just a tarball.
      await db.query('select count(*) from pg_class');
    } finally {
      await db.close();
    }
  } catch (err) {
    // It was empty: a failed restore leaves it so, ready for the next try.
    rmSync(dbDir, { recursive: true, force: true });
    throw err;
  } finally {
    unlock();
  }
  return `restored into ${dbDir}; start the server with DATA_DIR=${dataDir}`;
}

async function restorePostgres(file: string, url: string, env: NodeJS.ProcessEnv): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(`
      select count(*)::int as tables from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema')`);
    if (rows[0]!.tables > 0) {
      throw new Error(
        `the database at DATABASE_URL has ${rows[0]!.tables} table(s): restore only goes into ` +
          'an empty database (createdb a new one and point DATABASE_URL at it).',
      );
    }
  } finally {
    await client.end();
  }
  await pgRestore(url, file, env);
  return 'restored into the database at DATABASE_URL; start the server with it';
}

export async function restoreCommand(
  env: NodeJS.ProcessEnv,
  file: string,
): Promise<{ code: number; message: string }> {
  if (!existsSync(file)) return { code: 2, message: `${file} does not exist.` };
  try {
    const kind = await backupKindOfFile(file);
    const url = env.DATABASE_URL?.trim();
    if (kind === null) {
      return { code: 1, message: `restore refused: ${file} is not a ShopBook backup.` };
    }
    if (kind === 'pglite' && url) {
      return {
        code: 1,
        message:
          'restore refused: this is a PGlite backup; restore it without DATABASE_URL into an ' +
          'empty DATA_DIR.',
      };
    }
    if (kind === 'postgres' && !url) {
      return {
        code: 1,
        message:
          'restore refused: this is a PostgreSQL backup (pg_dump); set DATABASE_URL to an ' +
          'empty database.',
      };
    }
    const message =
      kind === 'pglite'
        ? await restorePglite(file, path.resolve(env.DATA_DIR?.trim() || './data'))
        : await restorePostgres(file, url!, env);
    return { code: 0, message };
  } catch (err) {
    const message = err instanceof MissingToolError ? err.message : String((err as Error).message);
    return { code: 1, message: `restore failed: ${message}` };
  }
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.length !== 1 || argv[0]!.startsWith('-')) {
    console.error(USAGE);
    process.exit(2);
  }
  const { code, message } = await restoreCommand(process.env, fromCallersDir(argv[0]!));
  (code === 0 ? console.log : console.error)(message);
  process.exitCode = code;
}

// Run as a command (node dist/restore.js, tsx src/restore.ts), not when imported.
if (process.argv[1] && path.basename(process.argv[1]).startsWith('restore.')) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
