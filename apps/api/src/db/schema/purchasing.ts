import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { money } from './columns.ts';
import { expenses } from './expenses.ts';
import { inventoryItems } from './inventory.ts';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';

export const PURCHASE_ORDER_STATUS_VALUES = [
  'draft',
  'ordered',
  'partially_received',
  'received',
  'cancelled',
] as const;

export const SUPPLIER_PAYMENT_METHOD_VALUES = [
  'cash',
  'card',
  'transfer',
  'mobile_money',
  'other',
] as const;

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * A purchase order. `received_value` is what its receipts were worth (quantity x the delivery's
 * unit cost), kept in the receipt's transaction: a supplier's `owed` is the sum of it over their
 * orders minus their payments. The supplier cannot be deleted while it has orders: what was
 * bought and owed must not vanish (NO ACTION, checked at the end of the statement, so deleting
 * the business still cascades through both).
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'no action' }),
    number: integer('number').notNull(),
    status: text('status', { enum: PURCHASE_ORDER_STATUS_VALUES }).notNull().default('draft'),
    note: text('note'),
    total: money('total').notNull().default('0'),
    receivedValue: money('received_value').notNull().default('0'),
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_orders_business_number_key').on(t.businessId, t.number),
    index('purchase_orders_supplier_idx').on(t.supplierId, t.createdAt),
    check('purchase_orders_status_check', inList('status', PURCHASE_ORDER_STATUS_VALUES)),
    check('purchase_orders_total_check', sql`${t.total} >= 0 and ${t.receivedValue} >= 0`),
  ],
);

/** One item of an order. The name is a snapshot: the line outlives a deleted item. */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => inventoryItems.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    position: integer('position').notNull(),
    quantity: integer('quantity').notNull(),
    receivedQuantity: integer('received_quantity').notNull().default(0),
    unitCost: money('unit_cost').notNull(),
  },
  (t) => [
    index('purchase_order_lines_order_idx').on(t.purchaseOrderId, t.position),
    // The last word against receiving more than was ordered, whatever a caller does.
    check(
      'purchase_order_lines_quantity_check',
      sql`${t.quantity} > 0 and ${t.receivedQuantity} >= 0 and ${t.receivedQuantity} <= ${t.quantity}`,
    ),
    check('purchase_order_lines_cost_check', sql`${t.unitCost} >= 0`),
  ],
);

/** The last order number of each business, taken with one upsert (as sale_counters). */
export const purchaseOrderCounters = pgTable('purchase_order_counters', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});

/**
 * Money paid to a supplier. `expense_id`: the expense of category 'stock_purchases' recorded with
 * it when the owner asked for one (profit leaves that category out: see migration 0030).
 */
export const supplierPayments = pgTable(
  'supplier_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'no action' }),
    amount: money('amount').notNull(),
    method: text('method', { enum: SUPPLIER_PAYMENT_METHOD_VALUES }).notNull(),
    note: text('note'),
    expenseId: uuid('expense_id').references(() => expenses.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('supplier_payments_supplier_idx').on(t.supplierId, t.createdAt),
    check('supplier_payments_amount_check', sql`${t.amount} > 0`),
    check('supplier_payments_method_check', inList('method', SUPPLIER_PAYMENT_METHOD_VALUES)),
  ],
);
