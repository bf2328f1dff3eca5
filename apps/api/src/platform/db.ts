import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '#src/db/schema/index.ts';
import { MIGRATIONS_FOLDER } from '#src/paths.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repos take either the database or a transaction, so services decide the transaction. */
export type DbOrTx = Db | Tx;

export { MIGRATIONS_FOLDER };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool (PostgreSQL only): LISTEN/NOTIFY needs its own connection. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; onIdleError?: (err: Error) => void }
  | { kind: 'pglite'; dataDir?: string; client?: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // While the database is away a request fails fast (503) instead of queueing forever.
      connectionTimeoutMillis: 5_000,
    });
    // An idle connection that dies (a database restart, a terminated backend) is emitted here;
    // without a listener node-postgres would crash the process. The pool replaces it on demand.
    pool.on('error', (err) => options.onIdleError?.(err));
    // A checked-out connection has no pool listener: one that dies between two queries of a
    // transaction would emit an unhandled 'error' and end the process. The query in flight (or
    // the next one) fails instead, and the pool discards the client when it is released.
    pool.on('connect', (client) => {
      client.on('error', (err) => options.onIdleError?.(err));
    });
    // numeric(14,2) money stays a string end to end; never parsed to a float here.
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  let client = options.client;
  if (!client) {
    const dir = options.dataDir ? path.join(options.dataDir, 'db') : undefined;
    if (dir) mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const owned = client;
  return { db, kind: 'pglite', close: () => owned.close() };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    await migratePg(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
