import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What an admin composed: a send to chosen users or a broadcast to an audience. Delivery (one
 * job) copies it into `notifications`, one row per recipient, in a single INSERT ... SELECT.
 */
export const adminNotifications = pgTable(
  'admin_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['send', 'broadcast'] }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    actionUrl: text('action_url'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    isImportant: boolean('is_important').notNull().default(false),
    platform: text('platform', { enum: ['all', 'web', 'app', 'mobile'] })
      .notNull()
      .default('all'),
    channels: jsonb('channels').$type<string[]>().notNull().default([]),
    demographics: jsonb('demographics').$type<string[]>().notNull().default([]),
    userIds: jsonb('user_ids').$type<string[]>(),
    active: boolean('active').notNull().default(true),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    recipients: integer('recipients').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_notifications_created_idx').on(t.createdAt)],
);

/** One notification of one user: the truth; the socket only says "something new". */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adminNotificationId: uuid('admin_notification_id').references(() => adminNotifications.id, {
      onDelete: 'cascade',
    }),
    /** A product event ('low_stock', 'shop_order') or 'admin'. */
    source: text('source').notNull().default('admin'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    actionUrl: text('action_url'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    isImportant: boolean('is_important').notNull().default(false),
    platform: text('platform').notNull().default('all'),
    readAt: timestamp('read_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_id_idx').on(t.userId, t.id),
    uniqueIndex('notifications_admin_user_key')
      .on(t.adminNotificationId, t.userId)
      .where(sql`${t.adminNotificationId} is not null`),
  ],
);

/** A channel or product event a user turned off (absent row = on). */
export const notificationOptOuts = pgTable(
  'notification_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channel] })],
);

/**
 * A browser's Web Push subscription (one per browser profile: its endpoint is unique, and a
 * sign-in on the same browser moves it to the new user). Removed when its push service answers
 * 404/410 (the subscription expired or was revoked).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (URL-safe base64): what encrypts pushes. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastPushedAt: timestamp('last_pushed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * Product events that must reach a user once per occurrence: the plan ending (keyed by the
 * deadline, so each trial or paid period counts once), an offline sale refused (keyed by the
 * sale's client-made id). Kept apart from the notification rows, which the user may delete.
 */
export const notificationEventMarks = pgTable(
  'notification_event_marks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.event, t.key] })],
);
