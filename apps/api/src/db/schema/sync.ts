import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { users } from './users.ts';

/**
 * What each device last reported about its queue of sales made offline, per business (ADR 029):
 * the server cannot see a queue, so devices tell it. One row per business, user and device,
 * overwritten by each report; the admin's health page sums them per business.
 */
export const syncReports = pgTable(
  'sync_reports',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A random id the device keeps in its local storage. */
    deviceId: text('device_id').notNull(),
    waiting: integer('waiting').notNull(),
    oldestWaitingAt: timestamp('oldest_waiting_at', { withTimezone: true }),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.userId, t.deviceId] }),
    // Deleting a user finds their reports without a scan.
    index('sync_reports_user_idx').on(t.userId),
  ],
);
