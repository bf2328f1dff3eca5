import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { API_ROOT } from '#src/platform/paths.ts';
import { TEST_DB_KIND } from './app.ts';
import { adminUrl } from './global-setup.ts';

/**
 * Production runs the compiled bundle (dist/server.js, built by build.mjs), not tsx: under
 * `node --import tsx` the process sometimes never exited on SIGTERM (a hang inside process.exit).
 * This starts the compiled server 50 times in a row on one small, already migrated database and
 * stops each with SIGTERM: every stop must end the process with code 0 within 10 s.
 */
const ROUNDS = 50;
const EXIT_LIMIT_MS = 10_000;

let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  const build = spawnSync(process.execPath, ['build.mjs'], { cwd: API_ROOT, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shopbook-compiled-'));
  if (TEST_DB_KIND === 'postgres') {
    const templateUrl = inject('templateUrl');
    const template = new URL(templateUrl).pathname.slice(1);
    const name = `${template}_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(templateUrl) });
    await admin.connect();
    await admin.query(`create database "${name}" template "${template}"`);
    await admin.end();
    const url = new URL(templateUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const a = new pg.Client({ connectionString: adminUrl(templateUrl) });
      await a.connect();
      await a.query(`drop database if exists "${name}" with (force)`);
      await a.end();
    };
  } else {
    // The migrated template, unpacked into the data directory the server opens (DATA_DIR/db).
    const tarball = readFileSync(inject('templateTarball'));
    const client = await PGlite.create({
      dataDir: path.join(dataDir, 'db'),
      loadDataDir: new Blob([tarball]),
    });
    await client.close();
  }
}, 120_000);

afterAll(async () => {
  await dropDatabase();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Starts dist/server.js, waits until it listens, SIGTERMs it; resolves with how it ended. */
function startAndStop(): Promise<{ code: number | null; signal: string | null; exitMs: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/server.js'], {
      cwd: API_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        LOG_LEVEL: 'info',
        JOBS_POLL_MS: '1000',
      },
    });
    let output = '';
    let stoppedAt = 0;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!stoppedAt && output.includes('ShopBook is ready')) {
        stoppedAt = Date.now();
        child.kill('SIGTERM');
        setTimeout(() => {
          if (child.exitCode === null && child.signalCode === null) {
            child.kill('SIGKILL');
            reject(new Error(`no exit ${EXIT_LIMIT_MS} ms after SIGTERM:\n${output.slice(-2000)}`));
          }
        }, EXIT_LIMIT_MS).unref();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (!stoppedAt) reject(new Error(`exited before it was ready (${code}):\n${output}`));
      else resolve({ code, signal, exitMs: Date.now() - stoppedAt });
    });
  });
}

describe('compiled server', () => {
  it(
    `exits with code 0 within ${EXIT_LIMIT_MS / 1000} s of SIGTERM, ${ROUNDS} times in a row`,
    async () => {
      const exits: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const result = await startAndStop();
        expect(result, `round ${round + 1}`).toMatchObject({ code: 0, signal: null });
        expect(result.exitMs).toBeLessThan(EXIT_LIMIT_MS);
        exits.push(result.exitMs);
      }
      expect(exits).toHaveLength(ROUNDS);
    },
    ROUNDS * 60_000,
  );
});
