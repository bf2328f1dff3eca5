import { existsSync } from 'node:fs';
import { chmod, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { requestBackup } from './platform/backup-channel.ts';
import { gzipTar, MissingToolError, pgDump } from './platform/backup.ts';
import { lockDataDir, lockHolder } from './platform/data-dir-lock.ts';

/*
 * `npm run backup -- --out FILE` (docs/operations.md, ADR 079): a consistent backup of the
 * server's database, running or not.
 * - DATABASE_URL set: pg_dump's custom format (it must be installed), through DATABASE_LISTEN_URL
 *   when that is set (DATABASE_URL may be a pooler, ADR 080).
 * - PGlite (DATA_DIR, default ./data): a running server is asked through its backup channel (a
 *   unix socket only its user can open) and copies its database between two transactions while
 *   it keeps selling; with no server running, the directory is opened here and copied.
 * Exit codes: 0 done, 1 failed, 2 bad arguments or a file that already exists.
 */

export const USAGE = 'usage: backup --out FILE';

/** A relative FILE is where the operator typed the command (npm runs scripts from the root). */
export const fromCallersDir = (file: string) =>
  path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

export function parseBackupArgs(argv: string[]): { out: string } | { error: string } {
  if (argv.length === 2 && argv[0] === '--out' && argv[1]) return { out: fromCallersDir(argv[1]) };
  const joined = argv.length === 1 && argv[0]!.startsWith('--out=') ? argv[0]!.slice(6) : '';
  if (joined) return { out: fromCallersDir(joined) };
  return { error: USAGE };
}

/** A stopped server's PGlite directory, opened here (under its lock) and copied. */
async function backupStoppedPglite(dataDir: string): Promise<Buffer> {
  const dbDir = path.join(dataDir, 'db');
  if (!existsSync(path.join(dbDir, 'PG_VERSION'))) {
    throw new Error(`There is no database in ${dbDir} (DATA_DIR=${dataDir}).`);
  }
  const unlock = lockDataDir(dataDir);
  try {
    const pg = await PGlite.create(dbDir);
    try {
      await pg.exec('checkpoint');
      const tar = await pg.dumpDataDir('none');
      return await gzipTar(new Uint8Array(await tar.arrayBuffer()));
    } finally {
      await pg.close();
    }
  } finally {
    unlock();
  }
}

/** Writes the backup to `out` (through a temporary file: never a half-written backup there). */
export async function backupCommand(
  env: NodeJS.ProcessEnv,
  out: string,
): Promise<{ code: number; message: string }> {
  if (existsSync(out)) return { code: 2, message: `${out} already exists: choose a new file.` };
  const partial = `${out}.partial`;
  const started = performance.now();
  try {
    // pg_dump keeps a session: straight to PostgreSQL when DATABASE_URL is a pooler (ADR 080).
    const direct = env.DATABASE_LISTEN_URL?.trim();
    const url = env.DATABASE_URL?.trim() && (direct || env.DATABASE_URL.trim());
    let how: string;
    if (url) {
      await pgDump(url, partial, env);
      // A backup holds every password hash and token: readable by the operator only.
      await chmod(partial, 0o600);
      how = `pg_dump (custom format) of ${direct ? 'DATABASE_LISTEN_URL' : 'DATABASE_URL'}`;
    } else {
      const dataDir = path.resolve(env.DATA_DIR?.trim() || './data');
      const running = lockHolder(dataDir);
      const bytes = running ? await requestBackup(dataDir) : await backupStoppedPglite(dataDir);
      await writeFile(partial, bytes, { mode: 0o600 });
      how = running
        ? `PGlite in ${dataDir}, through the running server (pid ${running})`
        : `PGlite in ${dataDir} (no server running)`;
    }
    await rename(partial, out);
    const took = Math.round(performance.now() - started);
    return { code: 0, message: `backup written to ${out} in ${took} ms: ${how}` };
  } catch (err) {
    await rm(partial, { force: true });
    const message = err instanceof MissingToolError ? err.message : String((err as Error).message);
    return { code: 1, message: `backup failed: ${message}` };
  }
}

async function main() {
  const args = parseBackupArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(args.error);
    process.exit(2);
  }
  const { code, message } = await backupCommand(process.env, args.out);
  (code === 0 ? console.log : console.error)(message);
  process.exitCode = code;
}

// Run as a command (node dist/backup.js, tsx src/backup.ts), not when imported.
if (process.argv[1] && path.basename(process.argv[1]).startsWith('backup.')) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
