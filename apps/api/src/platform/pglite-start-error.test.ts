import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '#test/server-process.ts';
import { openDatabase } from './db.ts';
import { startErrorText } from './start-error.ts';

/*
 * A DATA_DIR whose `db` is not a PGlite data directory: the server used to exit printing only
 * "[object Object]" (PGlite's file system throws objects that are not Errors, and the worker sent
 * String() of them). The start error now says where, why, and keeps PGlite's error as its cause.
 */

describe('a PGlite data directory that cannot be opened', () => {
  let root: string;
  /** A DATA_DIR whose db folder holds what `make` puts there. */
  const dataDir = (name: string, make: (db: string) => void) => {
    const dir = path.join(root, name);
    mkdirSync(path.join(dir, 'db'), { recursive: true });
    make(path.join(dir, 'db'));
    return dir;
  };
  const openError = (dir: string) =>
    openDatabase({ kind: 'pglite', dataDir: dir }).then(
      async (database) => {
        await database.close();
        throw new Error('it opened');
      },
      (err: unknown) => err as Error,
    );

  // Each start runs PGlite's WebAssembly (and, for a folder it does not know, initdb partly):
  // 3-20 s on the shared 2-core machine.
  const slow = { timeout: 120_000 };

  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'shopbook-pglite-start-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("a file where PostgreSQL needs a folder: the file system's error, by name", slow, async () => {
    const dir = dataDir('file-for-folder', (db) => writeFileSync(path.join(db, 'global'), ''));
    const err = await openError(dir);
    expect(err).toBeInstanceOf(Error);
    expect(err.message).toContain(`PGlite could not open its data directory ${dir}/db`);
    expect(err.message).toContain('ENOTDIR: not a directory');
    expect(err.message).not.toContain('[object Object]');
    expect(err.cause).toBeInstanceOf(Error);
    expect((err.cause as Error).name).toBe('ErrnoError');
    expect(startErrorText(err).split('\n')).toEqual([
      err.message,
      `  caused by ErrnoError: ${(err.cause as Error).message}`,
    ]);
  });

  it('a folder PostgreSQL refuses: what PostgreSQL said, with the real path', slow, async () => {
    const dir = dataDir('version-only', (db) => writeFileSync(path.join(db, 'PG_VERSION'), '17\n'));
    const err = await openError(dir);
    expect(err.message).toContain(`PGlite could not open its data directory ${dir}/db`);
    expect(err.message).toContain(
      `PostgreSQL said: postgres: could not access the server configuration file "${dir}/db/postgresql.conf"`,
    );
    expect((err.cause as Error).message).toBe('PGlite failed to initialize properly');
  });

  it('the compiled server exits with code 1 and prints the error and its cause', slow, async () => {
    const dir = dataDir('server', (db) => writeFileSync(path.join(db, 'global'), 'garbage'));
    const server = startServer({ NODE_ENV: 'production', DATA_DIR: dir, DATABASE_URL: '' });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toContain(
      `PGlite could not open its data directory ${dir}/db (a PGlite data directory, or missing or empty for a new database): ENOTDIR: not a directory`,
    );
    expect(server.output()).toContain('  caused by ErrnoError: ENOTDIR');
    expect(server.output()).not.toContain('[object Object]');
  });
});

describe('startErrorText', () => {
  it('prints each cause beneath the message, and a thrown object as JSON', () => {
    const err = new Error('could not start', { cause: new TypeError('bad value') });
    expect(startErrorText(err)).toBe('could not start\n  caused by TypeError: bad value');
    expect(startErrorText({ name: 'ErrnoError', errno: 54 })).toBe(
      '{"name":"ErrnoError","errno":54}',
    );
    expect(startErrorText('plain')).toBe('plain');
  });
});
