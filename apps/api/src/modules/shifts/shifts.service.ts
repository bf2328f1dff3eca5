import { randomUUID } from 'node:crypto';
import {
  INVALID_ID_MESSAGE,
  SHIFT_MESSAGES,
  UUID_PATTERN,
  type CashMovement,
  type CashMovementInput,
  type ListShiftsQuery,
  type OpenShiftInput,
  type Shift,
  type ShiftList,
  type ShiftReport,
  type ShiftWithReport,
} from '@app/contracts';
import { fromCents, toCents } from '@app/contracts/domain/money';
import { shiftReport, type ReportPaymentMethod } from '@app/contracts/domain/shift-report';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import { uniqueViolationConstraint } from '#src/platform/db-errors.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import { AppError } from '#src/platform/errors.ts';
import { decodeKeyset, encodeKeyset, PG_TIMESTAMP_PATTERN } from '#src/platform/keyset-cursor.ts';
import { validationError } from '#src/platform/multipart.ts';
import { attributedStaffId } from '#src/modules/staff/staff-attribution.ts';
import * as repo from './shifts.repo.ts';

export const shiftNotFound = () => new AppError('SHIFT_NOT_FOUND', SHIFT_MESSAGES.notFound, 404);

const shiftClosed = () =>
  new AppError('SHIFT_CLOSED', SHIFT_MESSAGES.closed, 409, {
    details: [{ field: 'status', message: SHIFT_MESSAGES.closed }],
  });

const money = (cents: bigint) => Number(fromCents(cents));
const cents = (value: string) => toCents(value);
const optionalMoney = (value: string | null) => (value === null ? null : Number(value));

export function toShiftDto(row: repo.ShiftWithNames): Shift {
  const { shift } = row;
  const difference =
    shift.expectedCash !== null && shift.countedCash !== null
      ? money(cents(shift.countedCash) - cents(shift.expectedCash))
      : null;
  return {
    id: shift.id,
    businessId: shift.businessId,
    register: shift.register,
    status: shift.status,
    openingFloat: Number(shift.openingFloat),
    openedAt: shift.openedAt.toISOString(),
    openedBy: shift.openedBy,
    openedByUsername: row.openedByUsername,
    closedAt: shift.closedAt?.toISOString() ?? null,
    closedBy: shift.closedBy,
    closedByUsername: row.closedByUsername,
    expectedCash: optionalMoney(shift.expectedCash),
    countedCash: optionalMoney(shift.countedCash),
    difference,
  };
}

const toMovementDto = (
  movement: repo.CashMovementRow,
  createdByUsername: string | null,
): CashMovement => ({
  id: movement.id,
  shiftId: movement.shiftId,
  type: movement.type,
  amount: Number(movement.amount),
  reason: movement.reason,
  createdBy: movement.createdBy,
  createdByUsername,
  createdAt: movement.createdAt.toISOString(),
});

/**
 * The shift's figures in cents, read in three queries (its sales, its cash movements, its
 * refunds) and added up by the one report function of the domain module.
 */
async function reportOf(db: DbOrTx, shift: repo.ShiftRow, countedCash: string | null) {
  // One after the other: `db` may be a transaction, which runs one statement at a time.
  const sales = await repo.salesOfShift(db, shift.id);
  const movements = await repo.movementsOfShift(db, shift.id);
  const refunds = await repo.refundsOfShift(db, shift.id);
  const figures = shiftReport({
    openingFloat: cents(shift.openingFloat),
    sales: sales.map((s) => ({
      paymentMethod: s.paymentMethod as ReportPaymentMethod,
      total: cents(s.total),
      amountPaid: cents(s.amountPaid),
      discount: cents(s.discount),
      tax: cents(s.tax),
    })),
    refunds: refunds.map((r) => ({ method: r.method, amount: cents(r.amount) })),
    movements: movements.map((m) => ({ type: m.movement.type, amount: cents(m.movement.amount) })),
    countedCash: countedCash === null ? null : cents(countedCash),
  });
  return { figures, movements };
}

function toReportDto(
  kind: 'x' | 'z',
  { figures, movements }: Awaited<ReturnType<typeof reportOf>>,
  kept: { expectedCash: string | null; countedCash: string | null },
): ShiftReport {
  // A Z report answers what was counted against what was expected at close, as kept then.
  const expected = kept.expectedCash === null ? figures.expectedCash : cents(kept.expectedCash);
  const counted = kept.countedCash === null ? null : cents(kept.countedCash);
  return {
    kind,
    salesCount: figures.salesCount,
    salesTotal: money(figures.salesTotal),
    discounts: money(figures.discounts),
    tax: money(figures.tax),
    byPaymentMethod: {
      cash: money(figures.byPaymentMethod.cash),
      card: money(figures.byPaymentMethod.card),
      transfer: money(figures.byPaymentMethod.transfer),
      mobile_money: money(figures.byPaymentMethod.mobile_money),
      credit: money(figures.byPaymentMethod.credit),
    },
    cashSales: money(figures.cashSales),
    refundsCount: figures.refundsCount,
    refundsTotal: money(figures.refundsTotal),
    cashRefunds: money(figures.cashRefunds),
    payIns: money(figures.payIns),
    payOuts: money(figures.payOuts),
    openingFloat: money(figures.openingFloat),
    expectedCash: money(expected),
    countedCash: counted === null ? null : money(counted),
    difference: counted === null ? null : money(counted - expected),
    cashMovements: movements.map((m) => toMovementDto(m.movement, m.createdByUsername)),
  };
}

async function findOrThrow(db: DbOrTx, access: BusinessAccess, id: string) {
  const row = UUID_PATTERN.test(id) ? await repo.findShift(db, access.id, id) : undefined;
  if (!row) throw shiftNotFound();
  return row;
}

/** The shift with its report: the X report while open, the Z report once closed. */
export async function getShift(
  db: DbOrTx,
  access: BusinessAccess,
  id: string,
): Promise<ShiftWithReport> {
  const row = await findOrThrow(db, access, id);
  const report = await reportOf(db, row.shift, row.shift.countedCash);
  return {
    ...toShiftDto(row),
    report: toReportDto(row.shift.status === 'open' ? 'x' : 'z', report, row.shift),
  };
}

const encodeShiftCursor = (c: repo.ShiftCursor) => encodeKeyset([c.openedAt, c.id]);

function decodeShiftCursor(text: string): repo.ShiftCursor {
  const [openedAt, id] = decodeKeyset(
    text,
    [PG_TIMESTAMP_PATTERN, UUID_PATTERN],
    SHIFT_MESSAGES.invalidCursor,
  );
  return { openedAt: openedAt!, id: id! };
}

/** Newest first, a page at a time (keyset on opened_at and id). */
export async function listShifts(
  db: DbOrTx,
  access: BusinessAccess,
  query: ListShiftsQuery,
): Promise<ShiftList> {
  const rows = await repo.listShifts(db, {
    businessId: access.id,
    status: query.status,
    register: query.register,
    after: query.cursor ? decodeShiftCursor(query.cursor) : undefined,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > query.limit && last
      ? encodeShiftCursor({ openedAt: last.openedAtKey, id: last.shift.id })
      : null;
  return { shifts: page.map(toShiftDto), nextCursor };
}

/**
 * Opens a shift. The partial unique index refuses a second open shift on the register on every
 * instance and both databases (the violation ends the transaction: nothing is written); a
 * client-made id that another shift has is refused as sales refuse theirs.
 */
export async function openShift(
  db: DbOrTx,
  access: BusinessAccess,
  user: UserRow,
  input: OpenShiftInput,
): Promise<Shift> {
  const row = await repo.insertShift(db, {
    id: input.id?.toLowerCase() ?? randomUUID(),
    businessId: access.id,
    register: input.register,
    openingFloat: input.openingFloat,
    openedBy: user.id,
    openedByStaffId: await attributedStaffId(db, access, input.staffId),
  });
  return toShiftDto({
    shift: row,
    openedByUsername: user.username,
    closedByUsername: null,
    openedAtKey: '',
  });
}

/** The answer to a unique violation met opening a shift, or nothing when it was another error. */
export async function openRefusal(
  db: DbOrTx,
  access: BusinessAccess,
  clientId: string | undefined,
  err: unknown,
): Promise<AppError | null> {
  const constraint = uniqueViolationConstraint(err);
  if (constraint === 'shifts_one_open_per_register_key') {
    return new AppError('SHIFT_ALREADY_OPEN', SHIFT_MESSAGES.alreadyOpen, 409, {
      details: [{ field: 'register', message: SHIFT_MESSAGES.alreadyOpen }],
    });
  }
  if (constraint === 'shifts_pkey' && clientId) {
    // Another business's shift answers as a malformed id would: nothing learnt about it.
    const mine = await repo.findShift(db, access.id, clientId.toLowerCase());
    if (!mine) return validationError([{ field: 'id', message: INVALID_ID_MESSAGE }]);
    return new AppError('SHIFT_ID_CONFLICT', SHIFT_MESSAGES.idTaken, 409, {
      details: [{ field: 'id', message: SHIFT_MESSAGES.idTaken }],
    });
  }
  return null;
}

/** A pay-in or pay-out, only on an open shift (the shift is locked: a close waits for it). */
export async function addCashMovement(
  db: DbOrTx,
  access: BusinessAccess,
  user: UserRow,
  shiftId: string,
  input: CashMovementInput,
): Promise<CashMovement> {
  if (!UUID_PATTERN.test(shiftId)) throw shiftNotFound();
  const staffId = await attributedStaffId(db, access, input.staffId);
  return db.transaction(async (tx) => {
    const shift = await repo.lockShift(tx, access.id, shiftId);
    if (!shift) throw shiftNotFound();
    if (shift.status !== 'open') throw shiftClosed();
    const movement = await repo.insertMovement(tx, {
      shiftId,
      businessId: access.id,
      type: input.type,
      amount: input.amount,
      reason: input.reason,
      createdBy: user.id,
      staffId,
    });
    return toMovementDto(movement, user.username);
  });
}

/**
 * Closes the shift: locks it (a second close waits, then finds it closed: one wins), adds up its
 * report, keeps the expected and counted cash so the Z report's cash-up never changes.
 */
export async function closeShift(
  db: DbOrTx,
  access: BusinessAccess,
  user: UserRow,
  shiftId: string,
  countedCash: string,
  claimedStaffId?: string,
): Promise<ShiftWithReport> {
  if (!UUID_PATTERN.test(shiftId)) throw shiftNotFound();
  const closedByStaffId = await attributedStaffId(db, access, claimedStaffId);
  await db.transaction(async (tx) => {
    const shift = await repo.lockShift(tx, access.id, shiftId);
    if (!shift) throw shiftNotFound();
    if (shift.status !== 'open') throw shiftClosed();
    const { figures } = await reportOf(tx, shift, countedCash);
    const closed = await repo.closeShift(tx, shiftId, {
      closedBy: user.id,
      closedByStaffId,
      expectedCash: fromCents(figures.expectedCash),
      countedCash,
    });
    if (!closed) throw shiftClosed();
  });
  return getShift(db, access, shiftId);
}
