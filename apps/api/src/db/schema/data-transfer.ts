import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { users } from './users.ts';

/**
 * The owner's data (ADR 078). An export is a zip built by a job of the one queue and
 * kept in the exports file store until `expires_at`; a business export names its business, an
 * account export (every business the user owns plus the profile) names none.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'running', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    /** 0..100, written as the job goes from one record kind to the next. */
    progress: integer('progress').notNull().default(0),
    /** The zip's name in the exports store (set when ready). */
    fileName: text('file_name'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    error: text('error'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    index('data_exports_business_idx').on(t.businessId),
    index('data_exports_expires_idx').on(t.expiresAt),
  ],
);

/**
 * An import: the uploaded file (kept in the exports store between preview and apply), what its
 * preview found, and once applied what it changed. Applying an applied import changes nothing.
 */
export const dataImports = pgTable(
  'data_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source', { enum: ['shopbook', 'loyverse', 'square', 'shopify'] }).notNull(),
    kind: text('kind', { enum: ['items', 'customers', 'all'] }).notNull(),
    /** Loyverse: the store whose price and stock columns were read. */
    store: text('store'),
    status: text('status', { enum: ['previewed', 'applied'] })
      .notNull()
      .default('previewed'),
    fileName: text('file_name').notNull(),
    preview: jsonb('preview').notNull(),
    created: integer('created'),
    updated: integer('updated'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [index('data_imports_business_idx').on(t.businessId, t.createdAt)],
);
