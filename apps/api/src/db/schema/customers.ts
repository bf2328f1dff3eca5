import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { money } from './columns.ts';
import { users } from './users.ts';

/**
 * A business's customers. What they bought and owe is computed from their sales and payments,
 * never stored here, so it cannot drift.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's order (name, then id) for keyset paging, and a name prefix for the search.
    index('customers_business_name_idx').on(t.businessId, sql`lower(${t.name})`, t.id),
    index('customers_business_phone_idx').on(t.businessId, t.phone),
    index('customers_business_email_idx').on(t.businessId, sql`lower(${t.email})`),
  ],
);

export const CUSTOMER_PAYMENT_METHOD_VALUES = ['cash', 'card', 'transfer', 'mobile_money'] as const;

/** Money a customer paid against what they owe (their credit sales' balances). */
export const customerPayments = pgTable(
  'customer_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    method: text('method', { enum: CUSTOMER_PAYMENT_METHOD_VALUES }).notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_payments_customer_idx').on(t.customerId, t.createdAt),
    index('customer_payments_business_idx').on(t.businessId, t.createdAt),
    check('customer_payments_amount_check', sql`${t.amount} > 0`),
    check(
      'customer_payments_method_check',
      sql.raw(`"method" in (${CUSTOMER_PAYMENT_METHOD_VALUES.map((v) => `'${v}'`).join(', ')})`),
    ),
  ],
);
