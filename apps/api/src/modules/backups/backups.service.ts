import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  type BackupKind,
  backupFileName,
  isBackupName,
  pgDump,
  pgliteBackup,
} from '#src/platform/backup.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { backupStore, type FileStore } from '#src/platform/storage.ts';

/*
 * Scheduled backups (ADR 079): the database's backup, by the method of its kind (PGlite's copy
 * through the worker, pg_dump on PostgreSQL), written to the backup store (disk or S3), then
 * the oldest beyond BACKUP_KEEP removed. Any failure throws: the job queue retries and logs it.
 */

/** The database's backup as bytes, by its kind's method. */
async function takeBackup(deps: Pick<AppDeps, 'database' | 'config'>): Promise<Buffer> {
  const { database, config } = deps;
  if (database.kind === 'pglite') return await pgliteBackup(database);
  const url = database.url ?? config.DATABASE_URL;
  if (!url) throw new Error('no PostgreSQL URL to back up');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shopbook-backup-'));
  try {
    const file = path.join(dir, 'backup.pgdump');
    await pgDump(url, file);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Removes the store's backups beyond the newest `keep` (names sort by time); returns them. */
export async function pruneBackups(store: FileStore, keep: number): Promise<string[]> {
  const names = (await store.list())
    .map((file) => file.name)
    .filter(isBackupName)
    .sort()
    .reverse();
  const old = names.slice(keep);
  for (const name of old) await store.remove(name);
  return old;
}

export interface ScheduledBackup {
  name: string;
  bytes: number;
  removed: string[];
}

export async function runScheduledBackup(
  deps: Pick<AppDeps, 'database' | 'config' | 'now'>,
  store: FileStore = backupStore(deps),
): Promise<ScheduledBackup> {
  const kind: BackupKind = deps.database.kind;
  const bytes = await takeBackup(deps);
  const name = backupFileName(kind, deps.now());
  await store.put(name, bytes, 'application/octet-stream');
  const removed = await pruneBackups(store, deps.config.BACKUP_KEEP);
  return { name, bytes: bytes.length, removed };
}
