import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { money } from './columns.ts';
import { inventoryItems } from './inventory.ts';
import { SALE_PAYMENT_METHOD_VALUES, saleItems, sales } from './sales.ts';
import { shifts } from './shifts.ts';
import { staffMembers } from './staff.ts';
import { users } from './users.ts';

/**
 * Money given back for some or all of a sale's lines. Amounts are the refunded units'
 * share of what the sale charged (`@app/contracts/domain/refund-totals`); the checks hold that
 * arithmetic in the database. Refunds are never edited: a mistake is not undone by editing
 * history. Reports count a refund on its own day (`refunded_at`, in the business's time zone),
 * not on the sale's: the day's takings are what changed hands that day (migration 0029).
 * `id` may come from the client, so an offline queue can replay it.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    /** The till it was given back at, and its open shift then (cash refunds leave its drawer). */
    register: text('register').notNull().default('Main'),
    shiftId: uuid('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    /** How it was given back; `credit`: onto the customer's balance (lowers what they owe). */
    method: text('method', { enum: SALE_PAYMENT_METHOD_VALUES }).notNull(),
    /** The lines' gross share, before the order discount and tax. */
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull(),
    tax: money('tax').notNull(),
    amount: money('amount').notNull(),
    /** The refunded units' cost when sold: the cost of goods the reports take back. */
    cogs: money('cogs').notNull(),
    restock: boolean('restock').notNull(),
    reason: text('reason'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_sale_idx').on(t.saleId, t.refundedAt),
    index('refunds_business_refunded_at_idx').on(t.businessId, t.refundedAt),
    index('refunds_shift_idx').on(t.shiftId),
    check(
      'refunds_amounts_check',
      sql`${t.subtotal} >= 0 and ${t.discount} >= 0 and ${t.discount} <= ${t.subtotal} and ${t.tax} >= 0 and ${t.cogs} >= 0`,
    ),
    check('refunds_amount_check', sql`${t.amount} = ${t.subtotal} - ${t.discount} + ${t.tax}`),
    check(
      'refunds_method_check',
      sql.raw(`"method" in (${SALE_PAYMENT_METHOD_VALUES.map((v) => `'${v}'`).join(', ')})`),
    ),
  ],
);

/** A refund's lines: which sale line, how many units, and their share of the money and cost. */
export const refundLines = pgTable(
  'refund_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    refundId: uuid('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    saleItemId: uuid('sale_item_id')
      .notNull()
      .references(() => saleItems.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => inventoryItems.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    /** The units' share of the line total (before the order discount and tax). */
    gross: money('gross').notNull(),
    /** What was given back for them: gross less their discount share plus their tax share. */
    amount: money('amount').notNull(),
    /** quantity x the line's unit cost. */
    cost: money('cost').notNull(),
  },
  (t) => [
    index('refund_lines_refund_idx').on(t.refundId),
    index('refund_lines_sale_item_idx').on(t.saleItemId),
    check('refund_lines_quantity_check', sql`${t.quantity} > 0`),
    check(
      'refund_lines_amounts_check',
      sql`${t.gross} >= 0 and ${t.amount} >= 0 and ${t.cost} >= 0`,
    ),
  ],
);
