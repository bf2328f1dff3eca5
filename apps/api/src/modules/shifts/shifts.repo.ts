import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { refunds, sales, shiftCashMovements, shifts, users } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import type { ReportPaymentMethod } from '@app/contracts/domain/shift-report';

export type ShiftRow = typeof shifts.$inferSelect;
export type NewShift = typeof shifts.$inferInsert;
export type CashMovementRow = typeof shiftCashMovements.$inferSelect;

const openedByUser = alias(users, 'opened_by_user');
const closedByUser = alias(users, 'closed_by_user');

/** A shift with the usernames of who opened and closed it, and its keyset sort key. */
const shiftColumns = {
  shift: shifts,
  openedByUsername: openedByUser.username,
  closedByUsername: closedByUser.username,
  openedAtKey: sql<string>`${shifts.openedAt}::text`,
};
export type ShiftWithNames = {
  shift: ShiftRow;
  openedByUsername: string | null;
  closedByUsername: string | null;
  openedAtKey: string;
};

const withNames = (db: DbOrTx) =>
  db
    .select(shiftColumns)
    .from(shifts)
    .leftJoin(openedByUser, eq(openedByUser.id, shifts.openedBy))
    .leftJoin(closedByUser, eq(closedByUser.id, shifts.closedBy));

export async function insertShift(db: DbOrTx, row: NewShift): Promise<ShiftRow> {
  const [inserted] = await db.insert(shifts).values(row).returning();
  return inserted!;
}

export async function findShift(
  db: DbOrTx,
  businessId: string,
  id: string,
): Promise<ShiftWithNames | undefined> {
  const [row] = await withNames(db).where(
    and(eq(shifts.businessId, businessId), eq(shifts.id, id)),
  );
  return row;
}

/** The shift's row, locked until the transaction ends: a close and a pay-in wait for each other. */
export async function lockShift(
  db: DbOrTx,
  businessId: string,
  id: string,
): Promise<ShiftRow | undefined> {
  const [row] = await db
    .select()
    .from(shifts)
    .where(and(eq(shifts.businessId, businessId), eq(shifts.id, id)))
    .for('update');
  return row;
}

export interface ShiftCursor {
  openedAt: string;
  id: string;
}

export async function listShifts(
  db: DbOrTx,
  f: {
    businessId: string;
    status?: 'open' | 'closed';
    register?: string;
    after?: ShiftCursor;
    limit: number;
  },
): Promise<ShiftWithNames[]> {
  const conditions = [eq(shifts.businessId, f.businessId)];
  if (f.status) conditions.push(eq(shifts.status, f.status));
  if (f.register) conditions.push(eq(shifts.register, f.register));
  if (f.after) {
    conditions.push(
      sql`(${shifts.openedAt}, ${shifts.id}) < (${f.after.openedAt}::timestamptz, ${f.after.id}::uuid)`,
    );
  }
  return withNames(db)
    .where(and(...conditions))
    .orderBy(desc(shifts.openedAt), desc(shifts.id))
    .limit(f.limit);
}

/** The amounts of the shift's sales, as numeric text. */
export async function salesOfShift(db: DbOrTx, shiftId: string) {
  return db
    .select({
      paymentMethod: sales.paymentMethod,
      total: sales.total,
      amountPaid: sales.amountPaid,
      discount: sales.discount,
      tax: sales.tax,
    })
    .from(sales)
    .where(eq(sales.shiftId, shiftId));
}

/** The refunds paid out during the shift (ADR 071): how each was paid back and how much. */
export async function refundsOfShift(
  db: DbOrTx,
  shiftId: string,
): Promise<{ method: ReportPaymentMethod; amount: string }[]> {
  return db
    .select({ method: refunds.method, amount: refunds.amount })
    .from(refunds)
    .where(eq(refunds.shiftId, shiftId));
}

export async function movementsOfShift(db: DbOrTx, shiftId: string) {
  return db
    .select({ movement: shiftCashMovements, createdByUsername: users.username })
    .from(shiftCashMovements)
    .leftJoin(users, eq(users.id, shiftCashMovements.createdBy))
    .where(eq(shiftCashMovements.shiftId, shiftId))
    .orderBy(shiftCashMovements.createdAt, shiftCashMovements.id);
}

export async function insertMovement(
  db: DbOrTx,
  row: typeof shiftCashMovements.$inferInsert,
): Promise<CashMovementRow> {
  const [inserted] = await db.insert(shiftCashMovements).values(row).returning();
  return inserted!;
}

/** Closes an open shift; returns nothing when it was no longer open (nothing is written). */
export async function closeShift(
  db: DbOrTx,
  id: string,
  values: {
    closedBy: string;
    closedByStaffId: string | null;
    expectedCash: string;
    countedCash: string;
  },
): Promise<ShiftRow | undefined> {
  const [row] = await db
    .update(shifts)
    .set({ ...values, status: 'closed', closedAt: sql`now()` })
    .where(and(eq(shifts.id, id), eq(shifts.status, 'open')))
    .returning();
  return row;
}
