import type { OpeningHours } from '@app/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { money } from './columns.ts';
import { sales } from './sales.ts';

/** How the public shop looks: one row per business that changed anything from the defaults. */
export const shopCatalogs = pgTable('shop_catalogs', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  /** Item ids in the order the owner dragged them; items not listed follow, by name. */
  itemOrder: jsonb('item_order').$type<string[]>().notNull().default([]),
  hidePrices: boolean('hide_prices').notNull().default(false),
  showStock: boolean('show_stock').notNull().default(false),
  accentColor: text('accent_color'),
  /** A file name under DATA_DIR/uploads, served as /uploads/<banner>. */
  banner: text('banner'),
  openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull().default([]),
  deliveryNote: text('delivery_note'),
  pickupEnabled: boolean('pickup_enabled').notNull().default(true),
  deliveryEnabled: boolean('delivery_enabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const SHOP_ORDER_STATUS_VALUES = [
  'new',
  'accepted',
  'ready',
  'completed',
  'cancelled',
] as const;

export interface ShopOrderLineRow {
  itemId: string;
  name: string;
  unitPrice: string;
  quantity: number;
  lineTotal: string;
}

/**
 * An order placed on the public shop. Lines are a snapshot priced by the server when the order
 * was placed; completing the order records a sale (`sale_id`) through the sales service.
 */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Short code the customer quotes (6 characters, unique per business). */
    reference: text('reference').notNull(),
    status: text('status', { enum: SHOP_ORDER_STATUS_VALUES }).notNull().default('new'),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    note: text('note'),
    fulfilment: text('fulfilment', { enum: ['pickup', 'delivery'] }).notNull(),
    address: text('address'),
    lines: jsonb('lines').$type<ShopOrderLineRow[]>().notNull(),
    subtotal: money('subtotal').notNull(),
    tax: money('tax').notNull().default('0'),
    total: money('total').notNull(),
    saleId: uuid('sale_id').references(() => sales.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_orders_business_reference_key').on(t.businessId, t.reference),
    index('shop_orders_business_created_idx').on(t.businessId, t.createdAt, t.id),
    index('shop_orders_business_status_idx').on(t.businessId, t.status, t.createdAt, t.id),
    check('shop_orders_total_check', sql`${t.total} = ${t.subtotal} + ${t.tax}`),
    check(
      'shop_orders_status_check',
      sql.raw(`"status" in (${SHOP_ORDER_STATUS_VALUES.map((v) => `'${v}'`).join(', ')})`),
    ),
  ],
);
