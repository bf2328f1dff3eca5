import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { backupCommand, parseBackupArgs } from './backup.ts';
import { parseConfig } from './config/env.ts';
import { backupSocketPath, openBackupChannel, requestBackup } from './platform/backup-channel.ts';
import { backupFileName, isBackupName } from './platform/backup.ts';
import { restoreCommand } from './restore.ts';
import { TEST_DB_KIND } from '#test/app.ts';

/*
 * The backup and restore commands' refusals and messages, and the backup channel's protocol and
 * permissions (ADR 079). The whole path, on a running server and both databases, is the drill
 * (backup-drill.test.ts).
 */

const log = Fastify({ logger: false }).log;
const work = mkdtempSync(path.join(os.tmpdir(), 'shopbook-backup-cmd-'));
const file = (name: string) => path.join(work, name);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run backup', () => {
  it('takes --out FILE (or --out=FILE) and nothing else', () => {
    expect(parseBackupArgs(['--out', '/tmp/a'])).toEqual({ out: '/tmp/a' });
    expect(parseBackupArgs(['--out=/tmp/b'])).toEqual({ out: '/tmp/b' });
    for (const argv of [[], ['--out'], ['/tmp/a'], ['--out', '/tmp/a', 'x'], ['--out=']]) {
      expect(parseBackupArgs(argv)).toEqual({ error: 'usage: backup --out FILE' });
    }
  });

  it('never overwrites a file', async () => {
    writeFileSync(file('exists'), 'keep me');
    const result = await backupCommand({ DATA_DIR: file('none') }, file('exists'));
    expect(result).toEqual({ code: 2, message: expect.stringMatching(/already exists/) });
  });

  it('says to install pg_dump when it is missing, and leaves no file', async () => {
    const result = await backupCommand(
      { DATABASE_URL: 'postgres://u:secret@127.0.0.1:1/db', PATH: '/nonexistent' },
      file('pg.pgdump'),
    );
    expect(result.code).toBe(1);
    expect(result.message).toMatch(/pg_dump is not installed .*apt-get install postgresql-client/);
    expect(existsSync(file('pg.pgdump'))).toBe(false);
    expect(existsSync(file('pg.pgdump.partial'))).toBe(false);
  });

  it('says when DATA_DIR holds no database', async () => {
    const result = await backupCommand({ DATA_DIR: file('empty-data') }, file('x.tar.gz'));
    expect(result.code).toBe(1);
    expect(result.message).toMatch(/There is no database in .*empty-data/);
  });
});

describe.skipIf(TEST_DB_KIND !== 'pglite')('npm run backup with no server running', () => {
  it('copies the PGlite directory itself, and the copy restores', async () => {
    const dataDir = file('stopped');
    mkdirSync(dataDir);
    const seed = await PGlite.create(path.join(dataDir, 'db'), {
      loadDataDir: new Blob([readFileSync(inject('templateTarball'))]),
    });
    await seed.exec(`create table drill (n int); insert into drill select generate_series(1, 500)`);
    await seed.close();

    const backup = await backupCommand({ DATA_DIR: dataDir }, file('stopped.pglite.tar.gz'));
    expect(backup).toEqual({ code: 0, message: expect.stringMatching(/no server running/) });
    // The command let go of the directory.
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    const restoredDir = file('stopped-restored');
    const restore = await restoreCommand({ DATA_DIR: restoredDir }, file('stopped.pglite.tar.gz'));
    expect(restore.code).toBe(0);
    const copy = await PGlite.create(path.join(restoredDir, 'db'));
    try {
      const { rows } = await copy.query<{ n: number }>('select count(*)::int as n from drill');
      expect(rows[0]!.n).toBe(500);
    } finally {
      await copy.close();
    }
  }, 120_000);
});

describe('npm run restore', () => {
  it('refuses what is not a backup, and a backup of the other database', async () => {
    writeFileSync(file('notes.txt'), 'hello');
    writeFileSync(file('pglite.tar.gz'), Buffer.from([0x1f, 0x8b, 8, 0, 0]));
    writeFileSync(file('pg.pgdump'), 'PGDMP....');
    expect(await restoreCommand({}, file('missing'))).toMatchObject({ code: 2 });
    expect(await restoreCommand({}, file('notes.txt'))).toEqual({
      code: 1,
      message: expect.stringMatching(/is not a ShopBook backup/),
    });
    expect(
      await restoreCommand({ DATABASE_URL: 'postgres://x@127.0.0.1:1/x' }, file('pglite.tar.gz')),
    ).toEqual({ code: 1, message: expect.stringMatching(/PGlite backup.*without DATABASE_URL/) });
    expect(await restoreCommand({ DATA_DIR: file('d') }, file('pg.pgdump'))).toEqual({
      code: 1,
      message: expect.stringMatching(/PostgreSQL backup .*set DATABASE_URL/),
    });
  });

  it('leaves an empty DATA_DIR empty when the file is not a database', async () => {
    const dataDir = file('restore-into');
    const result = await restoreCommand({ DATA_DIR: dataDir }, file('pglite.tar.gz'));
    expect(result.code).toBe(1);
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});

describe('BACKUP_SCHEDULE and BACKUP_KEEP', () => {
  const env = { DATA_DIR: file('config'), JWT_SECRET: 'x'.repeat(32) };
  it('takes a cron expression, and refuses at start what is not one', () => {
    const defaults = parseConfig(env);
    expect([defaults.BACKUP_SCHEDULE, defaults.BACKUP_KEEP]).toEqual([undefined, 7]);
    expect(parseConfig({ ...env, BACKUP_SCHEDULE: '0 3 * * *', BACKUP_KEEP: '30' })).toMatchObject({
      BACKUP_SCHEDULE: '0 3 * * *',
      BACKUP_KEEP: 30,
    });
    expect(() => parseConfig({ ...env, BACKUP_SCHEDULE: 'every day at 3' })).toThrow(
      /BACKUP_SCHEDULE: not a cron expression/,
    );
    expect(() => parseConfig({ ...env, BACKUP_SCHEDULE: '0 25 * * *' })).toThrow(/BACKUP_SCHEDULE/);
    expect(() => parseConfig({ ...env, BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });
});

describe('the backup channel', () => {
  it('answers a backup request with the bytes, only to its owner', async () => {
    const dataDir = file('channel');
    const bytes = randomBytes(300_000);
    const channel = await openBackupChannel(dataDir, async () => bytes, log);
    try {
      expect(channel!.path).toBe(backupSocketPath(dataDir));
      expect(statSync(path.dirname(channel!.path)).mode & 0o777).toBe(0o700);
      expect(statSync(channel!.path).mode & 0o777).toBe(0o600);
      expect((await requestBackup(dataDir)).equals(bytes)).toBe(true);
      // Anything but `backup` is refused.
      const answer = await new Promise<string>((resolve) => {
        const socket = net.connect(channel!.path, () => socket.write('dump everything\n'));
        let text = '';
        socket.on('data', (d: Buffer) => (text += d.toString()));
        socket.on('end', () => resolve(text));
      });
      expect(answer).toBe('error unknown request\n');
    } finally {
      await channel!.close();
    }
    expect(existsSync(backupSocketPath(dataDir))).toBe(false);
  });

  it("passes on the server's failure, and says when no server listens", async () => {
    const dataDir = file('failing');
    const channel = await openBackupChannel(
      dataDir,
      async () => {
        throw new Error('disk full');
      },
      log,
    );
    try {
      await expect(requestBackup(dataDir)).rejects.toThrow(
        'The server could not take the backup: disk full',
      );
    } finally {
      await channel!.close();
    }
    await expect(requestBackup(dataDir)).rejects.toThrow(/has no backup channel/);
  });

  it('names backups by time, so that names sort in time order', () => {
    const a = backupFileName('pglite', new Date('2026-12-07T03:00:00.005Z'));
    const b = backupFileName('postgres', new Date('2026-12-07T03:00:00.010Z'));
    expect(a).toBe('shopbook-20261207T030000005Z.pglite.tar.gz');
    expect([a, b].every(isBackupName)).toBe(true);
    expect([b, a].sort()).toEqual([a, b]);
    expect(isBackupName('../shopbook-20261207T030000005Z.pgdump')).toBe(false);
  });
});
