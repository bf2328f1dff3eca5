import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { businesses, transferLines, transfers } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import { uuidArray } from '#src/platform/uuid-array.ts';

const t = transfers;
export type NewTransferLine = typeof transferLines.$inferInsert;

/**
 * Both businesses' rows locked in id order until the transaction ends: two transfers between
 * the same businesses, in either direction, run one after the other and never deadlock on each
 * other's items. NO KEY UPDATE: sales inserting rows that reference a business never wait.
 */
export async function lockBusinesses(tx: DbOrTx, ids: string[]) {
  await tx.execute(sql`select id from businesses where id = any(${uuidArray([...ids].sort())})
    order by id for no key update`);
}

export async function insertTransfer(db: DbOrTx, values: typeof transfers.$inferInsert) {
  const [row] = await db.insert(t).values(values).returning();
  return row!;
}

export async function insertLines(db: DbOrTx, values: NewTransferLine[]) {
  if (values.length === 0) return [];
  return db.insert(transferLines).values(values).returning();
}

const from = sql`(select ${businesses.name} from ${businesses} where ${businesses.id} = ${t.businessId})`;
const to = sql`(select ${businesses.name} from ${businesses} where ${businesses.id} = ${t.toBusinessId})`;

/** The business's transfers, sent and received, newest first. */
export async function listTransfers(db: DbOrTx, businessId: string, limit: number) {
  return db
    .select({ transfer: t, fromName: sql<string>`${from}`, toName: sql<string>`${to}` })
    .from(t)
    .where(or(eq(t.businessId, businessId), eq(t.toBusinessId, businessId)))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit);
}

export async function findTransfer(db: DbOrTx, businessId: string, id: string) {
  const [row] = await db
    .select({ transfer: t, fromName: sql<string>`${from}`, toName: sql<string>`${to}` })
    .from(t)
    .where(and(eq(t.id, id), or(eq(t.businessId, businessId), eq(t.toBusinessId, businessId))))
    .limit(1);
  return row;
}

export async function linesOf(db: DbOrTx, transferIds: string[]) {
  if (transferIds.length === 0) return [];
  return db
    .select()
    .from(transferLines)
    .where(inArray(transferLines.transferId, transferIds))
    .orderBy(transferLines.productName, transferLines.id);
}
