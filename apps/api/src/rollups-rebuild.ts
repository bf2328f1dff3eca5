import path from 'node:path';
import { lockDataDir } from './platform/data-dir-lock.ts';
import { type Database, migrateDatabase, openDatabase } from './platform/db.ts';
import { rebuildRollups } from './modules/rollups/rollups.repo.ts';
import { UUID_PATTERN } from '@app/contracts';

/*
 * The admin command that rebuilds the report rollups (ADR 034) from the raw sales, payments and
 * expenses: `npm run rollups:rebuild -w @app/api -- <businessId | --all>` (docs/operations.md).
 * It opens the database the server uses (DATABASE_LISTEN_URL or DATABASE_URL, else PGlite in
 * DATA_DIR: stop the server first, PGlite has one process per directory), applies pending
 * migrations as the server would, and rebuilds in one transaction per call; a business's writes
 * wait for its rebuild.
 */

export const USAGE = 'usage: rollups:rebuild <businessId | --all>';

/** The business to rebuild (null: all of them), or an error message. */
export function parseRebuildArgs(
  argv: string[],
): { businessId: string | null } | { error: string } {
  if (argv.length !== 1) return { error: USAGE };
  const [arg] = argv as [string];
  if (arg === '--all') return { businessId: null };
  if (UUID_PATTERN.test(arg)) return { businessId: arg.toLowerCase() };
  return { error: `not a business id: ${arg}\n${USAGE}` };
}

/**
 * PostgreSQL's URL for the command, or undefined for PGlite: straight to PostgreSQL
 * (DATABASE_LISTEN_URL) when DATABASE_URL is a pooler (ADR 080), as the migrations' session lock
 * needs one server connection and a command needs no pooling.
 */
export function rebuildDatabaseUrl(env: NodeJS.ProcessEnv): string | undefined {
  const url = env.DATABASE_URL?.trim();
  return url ? env.DATABASE_LISTEN_URL?.trim() || url : undefined;
}

/** Rebuilds and says what it did; exit code 1 when the business does not exist. */
export async function rebuildCommand(
  database: Database,
  businessId: string | null,
): Promise<{ code: number; message: string }> {
  const started = performance.now();
  const count = await rebuildRollups(database.db, businessId);
  const took = `${Math.round(performance.now() - started)} ms`;
  if (businessId && count === 0) return { code: 1, message: `no business ${businessId}` };
  return {
    code: 0,
    message: `rollups rebuilt for ${businessId ?? `${count} business(es)`} in ${took}`,
  };
}

async function main() {
  const args = parseRebuildArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(args.error);
    process.exit(2);
  }
  const url = rebuildDatabaseUrl(process.env);
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  const unlock = url ? () => undefined : lockDataDir(dataDir);
  const database = url
    ? await openDatabase({ kind: 'postgres', url, poolSize: 1 })
    : await openDatabase({ kind: 'pglite', dataDir });
  try {
    await migrateDatabase(database);
    const { code, message } = await rebuildCommand(database, args.businessId);
    (code === 0 ? console.log : console.error)(message);
    process.exitCode = code;
  } finally {
    await database.close();
    unlock();
  }
}

// Run as a command (node dist/rollups-rebuild.js, tsx src/rollups-rebuild.ts), not when imported.
if (process.argv[1] && path.basename(process.argv[1]).startsWith('rollups-rebuild')) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
