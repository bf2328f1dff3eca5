import type { BusinessSettings, BusinessSocials, CustomField, Language } from '@app/contracts';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { languageCheck, users } from './users.ts';

/**
 * A business and its profile. Every per-business table references it with
 * `business_id NOT NULL ... ON DELETE CASCADE`, so deleting a business deletes everything it holds.
 */
export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    /** ISO 4217. */
    currency: text('currency').notNull(),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    /** The public shop link: lowercase [a-z0-9-], 3-60 characters. */
    slug: text('slug').notNull(),
    /** A file name under DATA_DIR/uploads, served as /uploads/<logo>. */
    logo: text('logo'),
    socials: jsonb('socials').$type<Partial<BusinessSocials>>().notNull().default({}),
    shopPublished: boolean('shop_published').notNull().default(false),
    /** Stored with every key; read merged over the defaults so keys added later get theirs. */
    settings: jsonb('settings').$type<Partial<BusinessSettings>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<CustomField[]>().notNull().default([]),
    /** What the business's customers read: the public shop, the WhatsApp order text (ADR 070). */
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('businesses_owner_idx').on(t.ownerId, t.createdAt),
    uniqueIndex('businesses_slug_key').on(t.slug),
    check('businesses_language_check', languageCheck(t.language)),
  ],
);

/** Users an owner lets work in a business (SPEC section 6: a paid multi-user feature). */
export const businessManagers = pgTable(
  'business_managers',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.userId] }),
    index('business_managers_user_idx').on(t.userId),
  ],
);
