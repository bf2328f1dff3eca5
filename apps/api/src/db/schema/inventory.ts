import type { ItemSettings } from '@app/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { money } from './columns.ts';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';

/** A business's product categories, in the order the owner chose (`position`). */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('categories_business_name_key').on(t.businessId, sql`lower(${t.name})`),
    index('categories_business_position_idx').on(t.businessId, t.position),
  ],
);

/**
 * Products. `stock` is changed only together with a stock entry in the same transaction, so
 * stock == sum(stock_entries.quantity_change) for every item. The indexes serve the inventory
 * list for 20,000 items a business: each sort key is (business_id, key, id) for keyset paging.
 */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sku: text('sku'),
    barcode: text('barcode'),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    price: money('price').notNull().default('0'),
    cost: money('cost').notNull().default('0'),
    stock: integer('stock').notNull().default(0),
    unit: text('unit'),
    description: text('description'),
    /** A file name under DATA_DIR/uploads, served as /uploads/<image>. */
    image: text('image'),
    /** Null: the business's default threshold applies. */
    lowStockThreshold: integer('low_stock_threshold'),
    showInShop: boolean('show_in_shop').notNull().default(true),
    /** The usual supplier: reorder suggestions group into one order per supplier. */
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    settings: jsonb('settings').$type<Partial<ItemSettings>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventory_items_business_name_idx').on(t.businessId, sql`lower(${t.name})`, t.id),
    index('inventory_items_business_price_idx').on(t.businessId, t.price, t.id),
    index('inventory_items_business_stock_idx').on(t.businessId, t.stock, t.id),
    index('inventory_items_business_updated_idx').on(t.businessId, t.updatedAt, t.id),
    index('inventory_items_category_name_idx').on(t.categoryId, sql`lower(${t.name})`, t.id),
    // Search: every word typed starts a word of the name (full-text prefix match), or the text
    // starts the SKU or barcode. Measured on 20,000 items: a rare term 0.1 ms instead of a
    // 30-50 ms scan of the business's items with ILIKE.
    // fastupdate off: PGlite has no autovacuum to flush GIN's pending list, which every search
    // would otherwise scan (measured: 15 ms of a 16 ms search after 40,000 inserts).
    index('inventory_items_name_search_idx')
      .using('gin', sql`to_tsvector('simple', ${t.name})`)
      .with({ fastupdate: false }),
    index('inventory_items_sku_prefix_idx').on(t.businessId, sql`lower(${t.sku}) text_pattern_ops`),
    index('inventory_items_barcode_prefix_idx').on(
      t.businessId,
      sql`lower(${t.barcode}) text_pattern_ops`,
    ),
    uniqueIndex('inventory_items_business_sku_key').on(t.businessId, sql`lower(${t.sku})`),
    uniqueIndex('inventory_items_business_barcode_key').on(t.businessId, t.barcode),
    check('inventory_items_price_check', sql`${t.price} >= 0`),
    check('inventory_items_cost_check', sql`${t.cost} >= 0`),
    check('inventory_items_threshold_check', sql`${t.lowStockThreshold} >= 0`),
  ],
);

export const STOCK_ENTRY_TYPES = [
  'opening',
  'restock',
  'adjustment',
  'damage',
  'return',
  'sale',
  // Issues 43 and 44: written by the server for a refund put back on the shelf, a purchase order
  // received, a stock count applied and a transfer between two of an owner's businesses.
  'refund',
  'purchase',
  'count',
  'transfer_in',
  'transfer_out',
] as const;

/**
 * The stock history. An entry outlives its product (product_id becomes null, the name snapshot
 * stays), so the history of a deleted product still explains where its units went.
 */
export const stockEntries = pgTable(
  'stock_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => inventoryItems.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    type: text('type', { enum: STOCK_ENTRY_TYPES }).notNull(),
    quantityChange: integer('quantity_change').notNull(),
    stockAfter: integer('stock_after').notNull(),
    unitCost: money('unit_cost'),
    note: text('note'),
    /** Set by the sales feature for entries of type 'sale'. */
    saleId: uuid('sale_id'),
    /** The refund, purchase order, stock count or transfer that wrote it (issues 43, 44). */
    referenceId: uuid('reference_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_entries_business_created_idx').on(t.businessId, t.createdAt, t.id),
    index('stock_entries_product_created_idx').on(t.productId, t.createdAt, t.id),
    index('stock_entries_sale_idx')
      .on(t.saleId)
      .where(sql`${t.saleId} is not null`),
    check('stock_entries_quantity_check', sql`${t.quantityChange} <> 0`),
    check(
      'stock_entries_type_check',
      sql.raw(`"type" in (${STOCK_ENTRY_TYPES.map((v) => `'${v}'`).join(', ')})`),
    ),
  ],
);
