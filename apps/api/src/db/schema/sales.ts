import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { money } from './columns.ts';
import { customers } from './customers.ts';
import { inventoryItems } from './inventory.ts';
import { shifts } from './shifts.ts';
import { staffMembers } from './staff.ts';
import { users } from './users.ts';

export const SALE_PAYMENT_METHOD_VALUES = [
  'cash',
  'card',
  'transfer',
  'mobile_money',
  'credit',
] as const;

/**
 * A sale. Amounts are computed by the server from the lines; the checks below hold the
 * arithmetic in the database too, so no code path can store a total that does not add up.
 * `id` may come from the client (a sale made offline keeps its identity); a resend of it is
 * answered by the idempotency keys (platform/idempotency.ts). `request_hash` is no longer written:
 * it stays one release so that instances of the previous version keep working during a rolling
 * deploy (docs/operations.md), and goes in the next migration.
 */
export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    receiptNumber: integer('receipt_number').notNull(),
    receiptCode: text('receipt_code').notNull(),
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull().default('0'),
    /** The business's tax rate (percent) when the sale was made. */
    taxRate: numeric('tax_rate', { precision: 7, scale: 4 }).notNull().default('0'),
    tax: money('tax').notNull().default('0'),
    total: money('total').notNull(),
    amountPaid: money('amount_paid').notNull(),
    balance: money('balance').notNull().default('0'),
    /** Cost of goods sold: sum(quantity x cost) of the lines, kept so reports need not join them. */
    cogs: money('cogs').notNull().default('0'),
    paymentMethod: text('payment_method', { enum: SALE_PAYMENT_METHOD_VALUES }).notNull(),
    note: text('note'),
    /**
     * The confirmed mobile-money payment that paid it (ADR 077): its provider and receipt (the
     * M-Pesa receipt number, or Paystack's reference; none for an STK push only the sweep
     * confirmed). No provider: nobody confirmed it (an offline mobile sale is "unconfirmed").
     */
    paymentReference: text('payment_reference'),
    paymentProvider: text('payment_provider', { enum: ['mpesa', 'paystack'] }),
    /** The till it was rung up on ("Main" unless the POS names another) and its open shift then. */
    register: text('register').notNull().default('Main'),
    shiftId: uuid('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    requestHash: text('request_hash'),
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member signed in at the till (ADR 076); null for an account's own sale. */
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_business_receipt_number_key').on(t.businessId, t.receiptNumber),
    index('sales_business_sold_at_idx').on(t.businessId, t.soldAt, t.id),
    index('sales_business_customer_idx').on(t.businessId, t.customerId, t.soldAt),
    index('sales_shift_idx').on(t.shiftId),
    index('sales_business_staff_idx').on(t.businessId, t.staffId, t.soldAt),
    // The platform's statistics (admin): every figure by time across all businesses, read from
    // the index alone (business and total are in it), never from the sales rows (ADR 029).
    index('sales_sold_at_idx').on(t.soldAt, t.businessId, t.total),
    check(
      'sales_amounts_check',
      sql`${t.subtotal} >= 0 and ${t.discount} >= 0 and ${t.discount} <= ${t.subtotal} and ${t.tax} >= 0 and ${t.amountPaid} >= 0`,
    ),
    check('sales_total_check', sql`${t.total} = ${t.subtotal} - ${t.discount} + ${t.tax}`),
    check('sales_balance_check', sql`${t.balance} = greatest(${t.total} - ${t.amountPaid}, 0)`),
    check('sales_cogs_check', sql`${t.cogs} >= 0`),
    check('sales_tax_rate_check', sql`${t.taxRate} >= 0 and ${t.taxRate} <= 100`),
    check(
      'sales_payment_method_check',
      sql.raw(
        `"payment_method" in (${SALE_PAYMENT_METHOD_VALUES.map((v) => `'${v}'`).join(', ')})`,
      ),
    ),
    check(
      'sales_payment_provider_check',
      sql`${t.paymentProvider} in ('mpesa', 'paystack')
        or ${t.paymentProvider} is null and ${t.paymentReference} is null`,
    ),
  ],
);

/** A sale's lines, in the order sold. The product's name and cost are copied: history stays. */
export const saleItems = pgTable(
  'sale_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => inventoryItems.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    cost: money('cost').notNull(),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    discount: money('discount').notNull().default('0'),
    lineTotal: money('line_total').notNull(),
  },
  (t) => [
    uniqueIndex('sale_items_sale_position_key').on(t.saleId, t.position),
    index('sale_items_product_idx').on(t.productId, t.saleId),
    check('sale_items_quantity_check', sql`${t.quantity} > 0`),
    check(
      'sale_items_amounts_check',
      sql`${t.unitPrice} >= 0 and ${t.discount} >= 0 and ${t.cost} >= 0 and ${t.lineTotal} >= 0`,
    ),
    check(
      'sale_items_line_total_check',
      sql`${t.lineTotal} = ${t.quantity} * ${t.unitPrice} - ${t.discount}`,
    ),
  ],
);

/**
 * The last receipt number of each business. Taken with one upsert in the sale's transaction:
 * concurrent sales queue on this row, so numbers never repeat; a rolled-back sale gives its
 * number back, a deleted sale leaves a gap.
 */
export const saleCounters = pgTable('sale_counters', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  lastReceiptNumber: integer('last_receipt_number').notNull(),
});
