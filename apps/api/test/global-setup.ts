import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase } from '#src/platform/db.ts';

/**
 * Runs once per test run. PGlite: one migrated data directory dumped to a tarball that every test
 * file loads (initdb per file costs seconds). PostgreSQL (TEST_DB=postgres): TEST_DATABASE_URL is
 * migrated once and used as the template each test file clones with CREATE DATABASE ... TEMPLATE.
 */
export default async function setup({
  provide,
}: {
  provide: (key: string, value: string) => void;
}) {
  // The tests that run the server as production does (a process of its own) need the bundle.
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
  });
  if (built.status !== 0) throw new Error(`API build failed: ${built.stderr.toString()}`);
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    await migrateDatabase(database);
    await database.close();
    provide('templateUrl', url);
    return async () => {
      // Drop the per-file databases a crashed run may have left behind.
      const admin = new pg.Client({ connectionString: adminUrl(url) });
      await admin.connect();
      const template = new URL(url).pathname.slice(1);
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${template}_t_%`],
      );
      for (const r of rows)
        await admin.query(`drop database if exists "${r.datname}" with (force)`);
      await admin.end();
    };
  }
  const hash = createHash('sha256');
  for (const f of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    if (f.endsWith('.sql') || f.endsWith('.json'))
      hash.update(f).update(readFileSync(path.join(MIGRATIONS_FOLDER, f)));
  }
  const file = path.join(
    os.tmpdir(),
    `shopbook-template-${hash.digest('hex').slice(0, 16)}.tar.gz`,
  );
  try {
    readFileSync(file);
  } catch {
    const client = await PGlite.create();
    const database = await openDatabase({ kind: 'pglite', client });
    await migrateDatabase(database);
    const dump = await client.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await client.close();
  }
  provide('templateTarball', file);
}

export function adminUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateUrl: string;
    templateTarball: string;
  }
}
