import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from '#src/db/schema/index.ts';

/** The database's types, apart from db.ts so that what db.ts opens (replicas) can use them. */
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repos take either the database or a transaction, so services decide the transaction. */
export type DbOrTx = Db | Tx;
