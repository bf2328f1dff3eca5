import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { money } from './columns.ts';
import { inventoryItems } from './inventory.ts';
import { users } from './users.ts';

export const TRANSFER_MATCHES = ['barcode', 'sku', 'name', 'created'] as const;

/**
 * Stock sent from one of an owner's businesses (`business_id`) to another. Both
 * ledgers changed in the transaction that wrote it: 'transfer_out' and 'transfer_in' entries
 * whose reference_id is this id.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    toBusinessId: uuid('to_business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transfers_business_created_idx').on(t.businessId, t.createdAt, t.id),
    index('transfers_to_business_created_idx').on(t.toBusinessId, t.createdAt, t.id),
    check('transfers_other_business_check', sql`${t.businessId} <> ${t.toBusinessId}`),
  ],
);

/** What moved: the item on each side (kept by name when one is deleted) and at which cost. */
export const transferLines = pgTable(
  'transfer_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => transfers.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => inventoryItems.id, { onDelete: 'set null' }),
    toProductId: uuid('to_product_id').references(() => inventoryItems.id, {
      onDelete: 'set null',
    }),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitCost: money('unit_cost').notNull(),
    matchedBy: text('matched_by', { enum: TRANSFER_MATCHES }).notNull(),
  },
  (t) => [
    index('transfer_lines_transfer_idx').on(t.transferId),
    check('transfer_lines_quantity_check', sql`${t.quantity} > 0`),
    check(
      'transfer_lines_matched_by_check',
      sql.raw(`"matched_by" in (${TRANSFER_MATCHES.map((v) => `'${v}'`).join(', ')})`),
    ),
  ],
);
