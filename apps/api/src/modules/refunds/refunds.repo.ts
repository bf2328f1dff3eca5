import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { refundLines, refunds, saleItems, shifts, users } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;
export type NewRefundLine = typeof refundLines.$inferInsert;

/** Units each line of a sale has given back so far (read under the sale's lock). */
export async function refundedUnits(db: DbOrTx, saleIds: string[]): Promise<Map<string, number>> {
  if (saleIds.length === 0) return new Map();
  const rows = await db
    .select({
      saleItemId: refundLines.saleItemId,
      units: sql<string>`sum(${refundLines.quantity})::text`,
    })
    .from(refundLines)
    .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
    .where(inArray(refunds.saleId, saleIds))
    .groupBy(refundLines.saleItemId);
  return new Map(rows.map((r) => [r.saleItemId, Number(r.units)]));
}

/** The open shift of a register, if any. */
export async function openShiftId(db: DbOrTx, businessId: string, register: string) {
  const [row] = await db
    .select({ id: shifts.id })
    .from(shifts)
    .where(
      and(
        eq(shifts.businessId, businessId),
        eq(shifts.register, register),
        eq(shifts.status, 'open'),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export async function hasRefunds(db: DbOrTx, saleId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.saleId, saleId))
    .limit(1);
  return row !== undefined;
}

export async function findRefundOwner(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ businessId: refunds.businessId })
    .from(refunds)
    .where(eq(refunds.id, id))
    .limit(1);
  return row;
}

export async function insertRefund(
  db: DbOrTx,
  refund: NewRefund,
  lines: NewRefundLine[],
): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(refund).returning();
  await db.insert(refundLines).values(lines);
  return row!;
}

/** The refunds of some sales, oldest first, with their lines (and the lines' names). */
export async function findRefunds(db: DbOrTx, saleIds: string[]) {
  if (saleIds.length === 0) return { rows: [], lines: [] };
  // One after the other: `db` may be a transaction, which runs one statement at a time.
  const rows = await db
    .select({ refund: refunds, createdByUsername: users.username })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.createdBy))
    .where(inArray(refunds.saleId, saleIds))
    .orderBy(asc(refunds.refundedAt), asc(refunds.id));
  const lines =
    rows.length === 0
      ? []
      : await db
          .select({
            id: refundLines.id,
            refundId: refundLines.refundId,
            saleItemId: refundLines.saleItemId,
            productId: refundLines.productId,
            name: saleItems.name,
            position: saleItems.position,
            quantity: refundLines.quantity,
            amount: refundLines.amount,
          })
          .from(refundLines)
          .innerJoin(saleItems, eq(saleItems.id, refundLines.saleItemId))
          .where(
            inArray(
              refundLines.refundId,
              rows.map((r) => r.refund.id),
            ),
          )
          .orderBy(asc(saleItems.position));
  return { rows, lines };
}
