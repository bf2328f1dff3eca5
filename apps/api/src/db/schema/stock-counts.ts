import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { money } from './columns.ts';
import { categories, inventoryItems } from './inventory.ts';
import { users } from './users.ts';

export const STOCK_COUNT_STATUSES = ['open', 'applied', 'cancelled'] as const;
export const STOCK_COUNT_SCOPES = ['all', 'category', 'list'] as const;

/** A stocktake (ADR 074): the items chosen when it starts, counted as you go, applied once. */
export const stockCounts = pgTable(
  'stock_counts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    status: text('status', { enum: STOCK_COUNT_STATUSES }).notNull().default('open'),
    scope: text('scope', { enum: STOCK_COUNT_SCOPES }).notNull(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    appliedBy: uuid('applied_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('stock_counts_business_created_idx').on(t.businessId, t.createdAt, t.id),
    check(
      'stock_counts_status_check',
      sql.raw(`"status" in (${STOCK_COUNT_STATUSES.map((v) => `'${v}'`).join(', ')})`),
    ),
    check(
      'stock_counts_scope_check',
      sql.raw(`"scope" in (${STOCK_COUNT_SCOPES.map((v) => `'${v}'`).join(', ')})`),
    ),
  ],
);

/**
 * One item of a count. `expected` and `unit_cost` are the item's stock and cost when `counted`
 * was saved, so a sale made after that is a real movement, not shrinkage: the adjustment applied
 * is counted - expected. A deleted item leaves the count.
 */
export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    countId: uuid('count_id')
      .notNull()
      .references(() => stockCounts.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    productName: text('product_name').notNull(),
    counted: integer('counted'),
    expected: integer('expected'),
    unitCost: money('unit_cost'),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    countedBy: uuid('counted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.countId, t.productId] }),
    index('stock_count_lines_product_idx').on(t.productId),
    check('stock_count_lines_counted_check', sql`${t.counted} >= 0`),
  ],
);
