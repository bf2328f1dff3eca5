import {
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  date,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';

/*
 * Rollups (ADR 034): per business and per local day (in the business's time zone), the sums the
 * reports read instead of the sales. Kept by triggers in the transaction of every write that
 * changes them (migration 0020 holds the functions), rebuilt from the raw rows by
 * `rollups_rebuild(business)` (the admin command, a time zone change, the migration's backfill).
 * Sums are plain numeric: exact, whatever they add up to. A row whose figures went back to zero
 * (its sales deleted) may stay: every reader filters or sums, so it changes nothing.
 */

const sum = (name: string) => numeric(name).notNull().default('0');
const count = (name: string) => integer(name).notNull().default(0);
const business = () =>
  uuid('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' });
/** A bucket's first local day: the day itself, the first of its month, or of its year. */
const bucket = (name: 'day' | 'month' | 'year') => date(name, { mode: 'string' }).notNull();

/** What the product rollups keep per bucket (day, month, year). */
const productSums = () => ({
  productKey: uuid('product_key').notNull(),
  productId: uuid('product_id'),
  name: text('name'),
  quantity: count('quantity'),
  revenue: sum('revenue'),
  cogs: sum('cogs'),
});

/** What the customer rollups keep per bucket (day, month, year). */
const customerSums = () => ({
  customerId: uuid('customer_id').notNull(),
  salesCount: count('sales_count'),
  revenue: sum('revenue'),
});

/** A day's totals: the sales, the credit they gave, the payments received and the expenses. */
export const rollupDays = pgTable(
  'rollup_days',
  {
    businessId: business(),
    day: bucket('day'),
    salesCount: count('sales_count'),
    /** total - tax, as everywhere. */
    revenue: sum('revenue'),
    cogs: sum('cogs'),
    discount: sum('discount'),
    tax: sum('tax'),
    /** The balances the sales left unpaid. */
    credit: sum('credit'),
    /** Customer payments received that day. */
    payments: sum('payments'),
    expenses: sum('expenses'),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day] })],
);

/** A day's sales by hour of the day (0-23, local). */
export const rollupDayHours = pgTable(
  'rollup_day_hours',
  {
    businessId: business(),
    day: bucket('day'),
    hour: smallint('hour').notNull(),
    salesCount: count('sales_count'),
    revenue: sum('revenue'),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day, t.hour] })],
);

/** A day's sales by payment method. */
export const rollupDayMethods = pgTable(
  'rollup_day_methods',
  {
    businessId: business(),
    day: bucket('day'),
    paymentMethod: text('payment_method').notNull(),
    salesCount: count('sales_count'),
    revenue: sum('revenue'),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day, t.paymentMethod] })],
);

/** A day's sales by customer (sales without a customer are not kept). No key to customers: a
 * deleted customer's sales move to no customer through the sales' update. */
export const rollupDayCustomers = pgTable(
  'rollup_day_customers',
  { businessId: business(), day: bucket('day'), ...customerSums() },
  (t) => [primaryKey({ columns: [t.businessId, t.day, t.customerId] })],
);

/**
 * A day's lines by product. A line of a deleted product counts under the name it was sold
 * under: `product_key` is the product's id, or for those lines md5('~' || name) as a uuid. `revenue` is the lines'
 * amounts less their share of the sale's discount, unrounded (readers round the sum of a range,
 * as the raw query did), so ranges add up to the cent.
 */
export const rollupDayProducts = pgTable(
  'rollup_day_products',
  { businessId: business(), day: bucket('day'), ...productSums() },
  (t) => [primaryKey({ columns: [t.businessId, t.day, t.productKey] })],
);

/** The product rollups by month (`month`: its first day), so a long range reads fewer rows. */
export const rollupMonthProducts = pgTable(
  'rollup_month_products',
  { businessId: business(), month: bucket('month'), ...productSums() },
  (t) => [primaryKey({ columns: [t.businessId, t.month, t.productKey] })],
);

/**
 * The product rollups by calendar year (`year`: its first day), ADR 037: a range is read as
 * signed whole years, months and days (`analytics/range-rollups.ts`), so a year of analytics
 * reads about two buckets of every product instead of twelve months and a month of days.
 */
export const rollupYearProducts = pgTable(
  'rollup_year_products',
  { businessId: business(), year: bucket('year'), ...productSums() },
  (t) => [primaryKey({ columns: [t.businessId, t.year, t.productKey] })],
);

/**
 * Each customer's sales, all time (ADR 037): their number, their totals and the balances they
 * left unpaid, so the customers list reads one row per customer whatever the number of sales.
 * No key to customers, as for `rollup_day_customers`.
 */
export const rollupCustomers = pgTable(
  'rollup_customers',
  {
    businessId: business(),
    customerId: uuid('customer_id').notNull(),
    salesCount: count('sales_count'),
    /** sum(total): what the customer spent, tax included, as the list shows it. */
    total: sum('total'),
    /** sum(balance): what their sales left unpaid, before payments. */
    owed: sum('owed'),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.customerId] })],
);

/** A customer's sales by month (ADR 037): the top customers of a range read signed buckets. */
export const rollupMonthCustomers = pgTable(
  'rollup_month_customers',
  { businessId: business(), month: bucket('month'), ...customerSums() },
  (t) => [primaryKey({ columns: [t.businessId, t.month, t.customerId] })],
);

/** A customer's sales by calendar year (ADR 037). */
export const rollupYearCustomers = pgTable(
  'rollup_year_customers',
  { businessId: business(), year: bucket('year'), ...customerSums() },
  (t) => [primaryKey({ columns: [t.businessId, t.year, t.customerId] })],
);

/**
 * The platform's sales per business and UTC day (ADR 066): the admin statistics count by UTC
 * day, which neither `rollup_days` (the business's own time zone) nor its hours (no tax) give
 * exactly. Kept by the sales rollup trigger, `rollup_apply_sales` (migration 0026).
 */
export const rollupUtcDays = pgTable(
  'rollup_utc_days',
  {
    businessId: business(),
    day: date('day', { mode: 'string' }).notNull(),
    salesCount: count('sales_count'),
    /** sum(total), tax included, as the admin figures show it. */
    total: sum('total'),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.day] }),
    index('rollup_utc_days_day_idx').on(t.day),
  ],
);
