import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '@app/api/src/app.ts';
import { parseConfig } from '@app/api/src/config/env.ts';
import { users } from '@app/api/src/db/schema/index.ts';
import { startSession } from '@app/api/src/modules/auth/sessions.service.ts';
import { migrateDatabase, openDatabase } from '@app/api/src/platform/db.ts';
import type { LoadResult, LoadSpec } from './load.ts';
import { runLoad } from './load-child.ts';

/*
 * Sales per second past one server (ADR 080): many businesses selling at once (not one hot
 * business), against the compiled server (apps/api/dist, `npm run build -w @app/api`) with 1 and
 * 2 instances on one PostgreSQL, straight and through PgBouncer in transaction mode.
 *
 *   SCALE_DATABASE_URL   a database to create afresh (dropped first): required
 *   SCALE_PGBOUNCER_URL  PgBouncer in front of the same server (any database in the URL); unset:
 *                        only the direct runs (scripts/pg-scale-services.sh starts one)
 *   SCALE_BUSINESSES=200 businesses, each one connection sending its sales one after the other
 *   SCALE_DURATION=15    seconds measured per run, after SCALE_WARMUP=3 seconds of the same load
 *   SCALE_INSTANCES=1,2  instance counts to run
 *   SCALE_PORT=4440      the first instance's port (the next ones follow)
 */

const BENCH_DIR = path.resolve(import.meta.dirname, '..');
const SERVER = path.resolve(BENCH_DIR, '..', 'apps', 'api', 'dist', 'server.js');
const DATABASE_URL = process.env.SCALE_DATABASE_URL;
const PGBOUNCER_URL = process.env.SCALE_PGBOUNCER_URL;
const BUSINESSES = Number(process.env.SCALE_BUSINESSES ?? 200);
const DURATION_S = Number(process.env.SCALE_DURATION ?? 15);
const WARMUP_S = Number(process.env.SCALE_WARMUP ?? 3);
const INSTANCES = (process.env.SCALE_INSTANCES ?? '1,2').split(',').map(Number);
const FIRST_PORT = Number(process.env.SCALE_PORT ?? 4440);

const log = (message: string) => console.log(message);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Business {
  path: string;
  token: string;
  productIds: string[];
}

/** `url`'s database on another server (PgBouncer): its host, port and user. */
function sameDatabaseAt(serverUrl: string, url: string): string {
  const server = new URL(serverUrl);
  server.pathname = new URL(url).pathname;
  return server.toString();
}

async function recreateDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
}

/** Owners with a session, each with a business of three products (stock enough for the run). */
async function seed(url: string, env: Record<string, string>): Promise<Business[]> {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
  await migrateDatabase(database);
  const app = await buildApp({ config: parseConfig(env), database, logger: false });
  await app.ready();
  const call = async (method: 'POST', url: string, token: string, payload: object, ip: string) => {
    const res = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
      payload,
    });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as Record<string, { id: string }>;
  };
  const businesses: Business[] = [];
  for (let i = 0; i < BUSINESSES; i++) {
    const name = `scale_${i}_${randomBytes(3).toString('hex')}`;
    const [user] = await database.db
      .insert(users)
      .values({ username: name, email: `${name}@bench.example.com`, isVerified: true })
      .returning();
    const token = await startSession(app.deps, database.db, user!);
    const ip = `10.200.${i >> 8}.${(i & 255) + 1}`;
    const { business } = await call(
      'POST',
      '/api/businesses',
      token,
      {
        name: `Shop ${i}`,
        description: 'A shop of the scale bench',
        country: 'NG',
        currency: 'NGN',
      },
      ip,
    );
    const productIds: string[] = [];
    for (const [n, price] of [10, 25, 40].entries()) {
      const { item } = await call(
        'POST',
        `/api/businesses/${business!.id}/inventory`,
        token,
        { name: `Product ${n}`, price, cost: price / 2, stock: 1_000_000 },
        ip,
      );
      productIds.push(item!.id);
    }
    businesses.push({ path: `/api/businesses/${business!.id}/sales`, token, productIds });
  }
  await app.close();
  await database.close();
  return businesses;
}

function startServer(port: number, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--expose-gc', SERVER], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function ready(port: number): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 200) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`the server on port ${port} was not ready within 60 s`);
}

async function stop(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** The businesses split across the instances, one load generator (a process) per instance. */
async function load(
  ports: number[],
  businesses: Business[],
  seconds: number,
): Promise<LoadResult[]> {
  return Promise.all(
    ports.map((port, i) => {
      const share = businesses.filter((_, n) => n % ports.length === i);
      const spec: LoadSpec = {
        title: `instance ${i + 1}`,
        url: `http://127.0.0.1:${port}`,
        path: share[0]!.path,
        method: 'POST',
        durationSeconds: seconds,
        connections: share.length,
        businesses: share,
      };
      return runLoad(spec);
    }),
  );
}

interface Row {
  setup: string;
  instances: number;
  salesPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

async function run(
  setup: string,
  count: number,
  env: Record<string, string>,
  businesses: Business[],
): Promise<Row> {
  const ports = Array.from({ length: count }, (_, i) => FIRST_PORT + i);
  const children = ports.map((port) => startServer(port, env));
  try {
    await Promise.all(ports.map(ready));
    await load(ports, businesses, WARMUP_S);
    const results = await load(ports, businesses, DURATION_S);
    const requests = results.reduce((sum, r) => sum + r.requests, 0);
    return {
      setup,
      instances: count,
      salesPerSecond: Math.round(results.reduce((sum, r) => sum + r.rps, 0)),
      // Each generator's percentiles weighted by its requests (p99: the worst generator's).
      p50: Math.round(results.reduce((sum, r) => sum + r.p50 * r.requests, 0) / requests),
      p99: Math.max(...results.map((r) => r.p99)),
      failed: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
    };
  } finally {
    await stop(children);
  }
}

async function main() {
  if (!DATABASE_URL) throw new Error('set SCALE_DATABASE_URL (a database this bench recreates)');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shopbook-scale-'));
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_SECRETS_KEY: randomBytes(32).toString('hex'),
    // Each business's till has an address of its own (the per-IP ceiling is per client).
    TRUST_PROXY: 'true',
    FREE_TRIAL_DAYS: '36500',
  };
  try {
    await recreateDatabase(DATABASE_URL);
    log(`Seeding ${BUSINESSES} businesses...`);
    const businesses = await seed(DATABASE_URL, { ...env, DATABASE_URL });
    const setups: Array<[string, Record<string, string>]> = [['PostgreSQL', { DATABASE_URL }]];
    if (PGBOUNCER_URL) {
      setups.push([
        'PgBouncer (transaction)',
        {
          DATABASE_URL: sameDatabaseAt(PGBOUNCER_URL, DATABASE_URL),
          DATABASE_LISTEN_URL: DATABASE_URL,
          DATABASE_PREPARED_STATEMENTS: 'false',
        },
      ]);
    } else log('SCALE_PGBOUNCER_URL is not set: no runs through PgBouncer.');
    const rows: Row[] = [];
    for (const [setup, databaseEnv] of setups) {
      for (const count of INSTANCES) {
        const row = await run(setup, count, { ...env, ...databaseEnv }, businesses);
        log(
          `${setup}, ${count} instance(s): ${row.salesPerSecond} sales/s, ` +
            `p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.failed} failed`,
        );
        rows.push(row);
      }
    }
    console.table(rows);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
