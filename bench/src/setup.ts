import { createHash } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '@app/api/src/app.ts';
import { parseConfig } from '@app/api/src/config/env.ts';
import { migrateDatabase, openDatabase, type Database } from '@app/api/src/platform/db.ts';
import { BENCH_TAX_RATE, BENCH_TIMEZONE, ensureAccount, type SignedIn } from './account.ts';
import { DEFAULT_GENERATE_OPTIONS, generateBusinessData } from './generate.ts';

/** What every bench script shares: the database, the generated business and the app over it. */

const BENCH_DIR = path.resolve(import.meta.dirname, '..');
export const DATA_ROOT = path.join(BENCH_DIR, '.data');

const log = (message: string) => console.log(message);
const ms = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

/**
 * Where the bench keeps a database's files: `target` names the account file
 * (`DATA_ROOT/<target>.json`), `dataDir` is the app's DATA_DIR (PGlite's files in it).
 */
export function benchTarget(url = process.env.DATABASE_URL): { target: string; dataDir: string } {
  if (!url) return { target: 'pglite', dataDir: path.join(DATA_ROOT, 'pglite') };
  const hash = createHash('sha256').update(url).digest('hex').slice(0, 12);
  return { target: `postgres-${hash}`, dataDir: path.join(DATA_ROOT, `postgres-${hash}`) };
}

export async function openBenchDatabase(): Promise<{
  database: Database;
  target: string;
  dataDir: string;
}> {
  const url = process.env.DATABASE_URL;
  const { target, dataDir } = benchTarget(url);
  // BENCH_POOL: the pool's size (the app's default, 10; the floor runs on the same pool).
  const poolSize = Number(process.env.BENCH_POOL ?? 10);
  const database = url
    ? await openDatabase({ kind: 'postgres', url, poolSize })
    : await openDatabase({ kind: 'pglite', dataDir });
  return { database, target, dataDir };
}

export async function ensureData(database: Database, account: SignedIn) {
  const rows = (await database.db.execute(
    sql`select count(*)::integer as n from sales where business_id = ${account.businessId}`,
  )) as unknown as { rows: { n: number }[] };
  const existing = rows.rows[0]?.n ?? 0;
  if (existing >= DEFAULT_GENERATE_OPTIONS.sales / 2) {
    log(`Data: ${existing} sales already generated (delete bench/.data to start over)`);
    return;
  }
  const user = (await database.db.execute(
    sql`select owner_id as id from businesses where id = ${account.businessId}`,
  )) as unknown as { rows: { id: string }[] };
  log('Generating the business (bulk SQL):');
  const start = performance.now();
  await generateBusinessData(
    database,
    {
      ...DEFAULT_GENERATE_OPTIONS,
      businessId: account.businessId,
      userId: user.rows[0]!.id,
      timezone: BENCH_TIMEZONE,
      taxRate: BENCH_TAX_RATE,
      now: new Date(),
    },
    log,
  );
  log(`Generated in ${ms(start)}`);
}

/** The app over the bench database, with the emails it logs kept (the sign-up reads its code). */
export async function buildBenchApp(database: Database, dataDir: string) {
  const config = parseConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    // Requests come from many shops: the per-IP ceiling applies to each X-Forwarded-For.
    TRUST_PROXY: 'true',
    // The cached owner keeps writing whenever the bench runs again.
    FREE_TRIAL_DAYS: '36500',
  });
  // The server logs emails it cannot send (no SMTP here): the sign-up reads its code from there,
  // then logging goes quiet so the scenarios measure the API, not the logger.
  const mail: string[] = [];
  const app = await buildApp({
    config,
    database,
    logger: {
      level: 'info',
      stream: {
        write: (line: string) => {
          if (line.includes('SMTP_URL')) mail.push(line);
        },
      },
    },
  });
  return { app, mail };
}

/**
 * The bench database migrated, the app over it, and its owner signed in with the generated
 * business: where every bench that measures the API starts. The caller closes `app` and `database`.
 */
export async function openBenchBusiness() {
  const { database, target, dataDir } = await openBenchDatabase();
  await migrateDatabase(database);
  const { app, mail } = await buildBenchApp(database, dataDir);
  await app.ready();
  const account = await ensureAccount(app, () => mail, path.join(DATA_ROOT, `${target}.json`));
  app.log.level = 'silent';
  await ensureData(database, account);
  return { database, app, account, dataDir, target };
}

/**
 * The bench's owner and generated business, made if missing (as `npm run bench` makes them), with
 * the database closed again: for scripts that then run the compiled server on a copy of it.
 */
export async function prepareBenchBusiness(): Promise<{
  account: SignedIn;
  dataDir: string;
  target: string;
}> {
  const { database, app, account, dataDir, target } = await openBenchBusiness();
  await app.close();
  await database.close();
  return { account, dataDir, target };
}
