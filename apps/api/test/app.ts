import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '#src/app.ts';
import { parseConfig, type Config } from '#src/config/env.ts';
import { openDatabase, type Database, type PostgresOptions } from '#src/platform/db.ts';
import { adminUrl } from './global-setup.ts';

export const TEST_DB_KIND = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A fresh, migrated database for one test file: a PGlite clone or a PostgreSQL template copy. */
export async function createTestDatabase(): Promise<
  Database & { drop: () => Promise<void>; url?: string }
> {
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
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 20 });
    return {
      ...database,
      url: url.toString(),
      drop: async () => {
        await database.close();
        const a = new pg.Client({ connectionString: adminUrl(templateUrl) });
        await a.connect();
        await a.query(`drop database if exists "${name}" with (force)`);
        await a.end();
      },
    };
  }
  // In a worker thread, as the server runs PGlite (ADR 035).
  const database = await openDatabase({ kind: 'pglite', loadDataDir: inject('templateTarball') });
  return { ...database, drop: () => database.close() };
}

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  /** Moves the server's clock: `clock.advance(days * DAY)`. */
  clock: {
    now: () => Date;
    set: (d: Date) => void;
    advance: (ms: number) => void;
    reset: () => void;
  };
  close: () => Promise<void>;
}

export const DAY = 24 * 60 * 60 * 1000;

export interface TestContextOptions {
  /** Registers test-only routes (a guard, a helper under test) before the app is ready. */
  setup?: (app: App) => void | Promise<void>;
}

/** The real app on a fresh database, with config overrides; call close() in afterAll. */
export async function createTestContext(
  env: Record<string, string | undefined> = {},
  options: TestContextOptions = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const t = await createTestApp(
    database,
    {
      DATA_DIR: `/tmp/shopbook-test-${randomBytes(4).toString('hex')}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...env,
    },
    options,
  );
  return {
    ...t,
    close: async () => {
      await t.close();
      await database.drop();
    },
  };
}

/** One app on a given database; close() closes the app only. */
async function createTestApp(
  database: Database,
  env: Record<string, string | undefined>,
  options: TestContextOptions = {},
): Promise<TestContext> {
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ...env,
  });
  let offset = 0;
  let fixed: Date | null = null;
  const clock = {
    now: () => (fixed ? new Date(fixed.getTime() + offset) : new Date(Date.now() + offset)),
    set: (d: Date) => {
      fixed = d;
      offset = 0;
    },
    advance: (ms: number) => {
      offset += ms;
    },
    reset: () => {
      fixed = null;
      offset = 0;
    },
  };
  const app = await buildApp({ config, database, logger: false, now: clock.now });
  await options.setup?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    close: () => app.close(),
  };
}

/** `databaseUrl`'s database on another server (PgBouncer, a replica): its host, port and user. */
export function sameDatabaseAt(serverUrl: string, databaseUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = new URL(databaseUrl).pathname;
  return url.toString();
}

export interface TestCluster {
  /** The instances, each a full app with its own job worker and (on PostgreSQL) its own pool. */
  nodes: TestContext[];
  /** The database's URL (PostgreSQL only), for an instance in another process. */
  url?: string;
  close: () => Promise<void>;
}

/**
 * Several app instances on one database, as behind a load balancer: one JWT secret, one DATA_DIR
 * (disk shared by path) unless env says otherwise. On PostgreSQL every instance opens its own
 * connection pool to the same database; on PGlite they share the one in-process database.
 */
export async function createTestCluster(
  count: number,
  env: Record<string, string | undefined> = {},
  /** PostgreSQL: how each instance opens the database, given its URL (replicas, a pooler). */
  databaseOptions?: (url: string) => Partial<PostgresOptions>,
): Promise<TestCluster> {
  const database = await createTestDatabase();
  const shared = {
    DATA_DIR: `/tmp/shopbook-test-${randomBytes(4).toString('hex')}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...env,
  };
  const nodes: TestContext[] = [];
  const pools: Database[] = [];
  for (let i = 0; i < count; i++) {
    let db: Database = database;
    const pgbouncer = process.env.TEST_PGBOUNCER_URL;
    const ownPool = i > 0 || pgbouncer || databaseOptions;
    if (ownPool && database.url) {
      // With TEST_PGBOUNCER_URL every instance goes through PgBouncer as in production behind
      // one (transaction mode, statements unnamed), its LISTEN straight to PostgreSQL (ADR 080).
      db = await openDatabase({
        kind: 'postgres',
        url: pgbouncer ? sameDatabaseAt(pgbouncer, database.url) : database.url,
        listenUrl: database.url,
        preparedStatements: !pgbouncer,
        poolSize: 10,
        ...databaseOptions?.(database.url),
      });
      pools.push(db);
    }
    nodes.push(await createTestApp(db, shared));
  }
  return {
    nodes,
    url: database.url,
    close: async () => {
      for (const n of nodes) await n.close();
      for (const p of pools) await p.close();
      await database.drop();
    },
  };
}
