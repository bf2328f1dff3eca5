import { and, eq } from 'drizzle-orm';
import { refundLines, refunds, shifts } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;
export type NewRefundLine = typeof refundLines.$inferInsert;

/**
 * The open shift of a register, if any, share-locked until the refund commits: a close (which
 * locks the shift for update) then waits for the refund and counts it, or finishes first and the
 * refund joins no shift; a cash refund never slips past a Z report.
 */
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
    .limit(1)
    .for('share');
  return row?.id ?? null;
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
