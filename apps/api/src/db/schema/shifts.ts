import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { money } from './columns.ts';
import { staffMembers } from './staff.ts';
import { users } from './users.ts';

export const SHIFT_STATUS_VALUES = ['open', 'closed'] as const;
export const CASH_MOVEMENT_TYPE_VALUES = ['in', 'out'] as const;

/**
 * A shift on one till (register) of a business: opened with a counted float, closed by counting
 * the drawer. At most one open shift per register (the partial unique index answers a second
 * open with a conflict, on every instance). `id` may come from the client: a shift opened
 * offline keeps its identity when it syncs, like a sale.
 */
export const shifts = pgTable(
  'shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    register: text('register').notNull().default('Main'),
    status: text('status', { enum: SHIFT_STATUS_VALUES }).notNull().default('open'),
    openingFloat: money('opening_float').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    openedByStaffId: uuid('opened_by_staff_id').references(() => staffMembers.id, {
      onDelete: 'set null',
    }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedByStaffId: uuid('closed_by_staff_id').references(() => staffMembers.id, {
      onDelete: 'set null',
    }),
    /** Set at close, kept so the Z report never changes afterwards. */
    expectedCash: money('expected_cash'),
    countedCash: money('counted_cash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shifts_one_open_per_register_key')
      .on(t.businessId, t.register)
      .where(sql`${t.status} = 'open'`),
    index('shifts_business_opened_at_idx').on(t.businessId, t.openedAt),
    check('shifts_status_check', sql.raw(`"status" in ('open', 'closed')`)),
    check(
      'shifts_amounts_check',
      sql`${t.openingFloat} >= 0 and coalesce(${t.countedCash}, 0) >= 0`,
    ),
    check('shifts_closed_check', sql`(${t.status} = 'open') = (${t.closedAt} is null)`),
  ],
);

/** Cash put into (change bought) or taken out of (a delivery paid) the drawer during a shift. */
export const shiftCashMovements = pgTable(
  'shift_cash_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    type: text('type', { enum: CASH_MOVEMENT_TYPE_VALUES }).notNull(),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shift_cash_movements_shift_idx').on(t.shiftId, t.createdAt),
    check('shift_cash_movements_type_check', sql.raw(`"type" in ('in', 'out')`)),
    check('shift_cash_movements_amount_check', sql`${t.amount} > 0`),
  ],
);
