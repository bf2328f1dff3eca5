import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer as readAll } from 'node:stream/consumers';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backupKindOf, isBackupName, pgToolsInstalled } from '#src/platform/backup.ts';
import { backupStore, DiskFileStore, type FileStore } from '#src/platform/storage.ts';
import { createTestContext, TEST_DB_KIND, type TestContext } from '#test/app.ts';
import { createUser } from '#test/builders.ts';
import { startS3Server } from '#test/s3-server.ts';
import { pruneBackups, runScheduledBackup } from './backups.service.ts';

/*
 * Scheduled backups (ADR 079): the database's backup by its kind's method, written to the backup
 * store and pruned to BACKUP_KEEP; through the job queue, a store that is down is a retried,
 * logged job, never a crash. The restore of such a file is the drill's (backup-drill.test.ts).
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function userCount(t: TestContext): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await t.database.db.execute(sql`select count(*)::int as n from users`),
  );
  return row!.n;
}

/** What a backup holds, opened as its kind restores it (PGlite: the tarball, in memory). */
async function usersIn(bytes: Buffer): Promise<number | 'pg_dump'> {
  const kind = backupKindOf(bytes);
  if (kind === 'postgres') return 'pg_dump';
  expect(kind).toBe('pglite');
  // A real gzip of a tar: PGlite opens it as a database.
  expect(gunzipSync(bytes).length).toBeGreaterThan(bytes.length);
  const pg = await PGlite.create({ loadDataDir: new Blob([bytes]) });
  try {
    const { rows } = await pg.query<{ n: number }>('select count(*)::int as n from users');
    return rows[0]!.n;
  } finally {
    await pg.close();
  }
}

/** On PostgreSQL a backup is pg_dump's: without it these would only test its absence. */
const canRun = TEST_DB_KIND === 'pglite' || pgToolsInstalled();

describe.skipIf(!canRun)('scheduled backups', () => {
  let t: TestContext;
  let dir: string;

  beforeAll(async () => {
    t = await createTestContext({ BACKUP_KEEP: '2' });
    await createUser(t);
    dir = path.join(os.tmpdir(), `shopbook-backups-${randomBytes(4).toString('hex')}`);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the database by its method and keeps the newest BACKUP_KEEP', async () => {
    const store: FileStore = new DiskFileStore(dir);
    // A file that is not a backup is the operator's: never pruned.
    await store.put('notes.txt', Buffer.from('mine'), 'text/plain');
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      t.clock.advance(60_000);
      const backup = await runScheduledBackup(t.app.deps, store);
      expect(isBackupName(backup.name)).toBe(true);
      expect(backup.name.endsWith(TEST_DB_KIND === 'pglite' ? '.pglite.tar.gz' : '.pgdump')).toBe(
        true,
      );
      names.push(backup.name);
      expect(backup.removed).toEqual(i < 2 ? [] : [names[0]]);
    }
    const kept = (await store.list()).map((f) => f.name).sort();
    expect(kept).toEqual([...names.slice(1), 'notes.txt'].sort());
    const newest = await readAll((await store.get(names[2]!))!.body);
    const inBackup = await usersIn(newest);
    if (inBackup !== 'pg_dump') expect(inBackup).toBe(await userCount(t));
  }, 60_000);

  it('prunes by time in the name, whatever the listing order', async () => {
    const store: FileStore = new DiskFileStore(path.join(dir, 'prune'));
    const names = [
      'shopbook-20261201T030000000Z.pgdump',
      'shopbook-20261203T030000000Z.pglite.tar.gz',
      'shopbook-20261202T030000000Z.pgdump',
    ];
    for (const name of names) await store.put(name, Buffer.from('x'), 'application/octet-stream');
    expect(await pruneBackups(store, 1)).toEqual([names[2], names[0]]);
    expect((await store.list()).map((f) => f.name)).toEqual([names[1]]);
  });
});

describe.skipIf(!canRun)('BACKUP_SCHEDULE through the job queue, to S3', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let t: TestContext;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestContext({
      ...s3.env,
      BACKUP_SCHEDULE: '* * * * * *',
      BACKUP_KEEP: '2',
      JOBS_POLL_MS: '50',
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await s3.close().catch(() => undefined);
  });

  it('writes a backup each time to the bucket, keeps two, and retries while S3 is down', async () => {
    const store = backupStore(t.app.deps);
    expect(store.kind).toBe('s3');
    const seen = new Set<string>();
    await vi.waitFor(
      async () => {
        const names = (await store.list()).map((f) => f.name);
        names.forEach((n) => seen.add(n));
        expect(names.length).toBeLessThanOrEqual(2);
        expect(seen.size).toBeGreaterThanOrEqual(3);
      },
      { timeout: 40_000, interval: 200 },
    );
    const [newest] = (await store.list())
      .map((f) => f.name)
      .sort()
      .reverse();
    const inBackup = await usersIn(await readAll((await store.get(newest!))!.body));
    if (inBackup !== 'pg_dump') expect(inBackup).toBe(await userCount(t));

    // S3 goes away: the job fails, is kept with its error and tried again; the server serves on.
    await s3.close();
    await vi.waitFor(
      async () => {
        const [job] = rowsOf<{ attempts: number; last_error: string | null }>(
          await t.database.db.execute(
            sql`select attempts, last_error from jobs where name = 'scheduled_backup'
                and last_error is not null order by id desc limit 1`,
          ),
        );
        expect(job?.attempts).toBeGreaterThanOrEqual(2);
      },
      { timeout: 40_000, interval: 200 },
    );
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }, 90_000);
});
