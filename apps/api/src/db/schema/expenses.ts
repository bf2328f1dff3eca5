import { sql } from 'drizzle-orm';
import {
  check,
  date,
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
import { users } from './users.ts';

export const EXPENSE_PAYMENT_METHOD_VALUES = [
  'cash',
  'card',
  'transfer',
  'mobile_money',
  'other',
] as const;
export const RECURRING_FREQUENCY_VALUES = ['weekly', 'monthly'] as const;

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * A schedule that records an expense every week or month. Occurrence n (from 0) falls on
 * start_date + n weeks or n months (PostgreSQL's month arithmetic keeps the 31st on the last
 * day of shorter months without drifting). `next_index`/`next_date` is the first occurrence not
 * recorded yet, advanced under the row's lock, so an occurrence the owner deleted is not
 * recorded again; `next_date` is null once the schedule has ended.
 */
export const recurringExpenses = pgTable(
  'recurring_expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    category: text('category').notNull(),
    paymentMethod: text('payment_method', { enum: EXPENSE_PAYMENT_METHOD_VALUES }).notNull(),
    note: text('note'),
    frequency: text('frequency', { enum: RECURRING_FREQUENCY_VALUES }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    nextIndex: integer('next_index').notNull().default(0),
    nextDate: date('next_date', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recurring_expenses_business_idx').on(t.businessId, t.createdAt),
    // The hourly run looks only at the schedules due.
    index('recurring_expenses_due_idx')
      .on(t.nextDate)
      .where(sql`${t.nextDate} is not null`),
    check('recurring_expenses_amount_check', sql`${t.amount} > 0`),
    check(
      'recurring_expenses_dates_check',
      sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
    check('recurring_expenses_next_index_check', sql`${t.nextIndex} >= 0`),
    check(
      'recurring_expenses_payment_method_check',
      inList('payment_method', EXPENSE_PAYMENT_METHOD_VALUES),
    ),
    check('recurring_expenses_frequency_check', inList('frequency', RECURRING_FREQUENCY_VALUES)),
  ],
);

/**
 * Money spent. `date` is the calendar day in the business's time zone. An expense recorded by a
 * schedule keeps `recurring_id` and its `occurrence_date`: the unique pair makes concurrent or
 * repeated runs record each occurrence once.
 */
export const expenses = pgTable(
  'expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    /** Trimmed and lowercase: a built-in category or the owner's own. */
    category: text('category').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    paymentMethod: text('payment_method', { enum: EXPENSE_PAYMENT_METHOD_VALUES }).notNull(),
    note: text('note'),
    /** A file name under DATA_DIR/uploads, served as /uploads/<receipt_image>. */
    receiptImage: text('receipt_image'),
    recurringId: uuid('recurring_id').references(() => recurringExpenses.id, {
      onDelete: 'set null',
    }),
    occurrenceDate: date('occurrence_date', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's order (newest day, then newest entry) for keyset paging; analytics by date.
    index('expenses_business_date_idx').on(t.businessId, t.date, t.createdAt, t.id),
    index('expenses_business_category_idx').on(t.businessId, t.category, t.date),
    uniqueIndex('expenses_recurring_occurrence_key').on(t.recurringId, t.occurrenceDate),
    check('expenses_amount_check', sql`${t.amount} > 0`),
    check('expenses_category_check', sql`length(${t.category}) between 1 and 40`),
    check('expenses_payment_method_check', inList('payment_method', EXPENSE_PAYMENT_METHOD_VALUES)),
  ],
);
