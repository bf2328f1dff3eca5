import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters of @fastify/rate-limit (platform/rate-limit-store.ts, ADR 020): one row per
 * route and client, shared by every instance on the database. A row past `reset_at` starts over.
 * Unlogged (migration 0025; drizzle has no word for it): written by every request, it must not
 * wait for a WAL flush, and a crash that empties it only starts the windows over.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Solved ALTCHA challenges, by signature (platform/captcha.ts): a solution is good once, so a
 * row here refuses its replay on every instance. Rows past `expires_at` are swept by the queue.
 */
export const captchaSolutions = pgTable('captcha_solutions', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * One row per running server instance (platform/instances.ts, ADR 066): each writes its own
 * figures every INSTANCE_HEARTBEAT_MS on the database's clock, removes its row when it stops, and
 * a row three periods old is taken for a dead instance (left out of the admin health, deleted at
 * the next beat of any instance).
 */
export const instanceHeartbeats = pgTable('instance_heartbeats', {
  id: text('id').primaryKey(),
  version: text('version').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
  everyMs: integer('every_ms').notNull(),
  uptimeSeconds: integer('uptime_seconds').notNull(),
  rssBytes: bigint('rss_bytes', { mode: 'number' }).notNull(),
  socketUsers: integer('socket_users').notNull(),
  socketConnections: integer('socket_connections').notNull(),
  jobsRunning: integer('jobs_running').notNull(),
  jobsDone: integer('jobs_done').notNull(),
  jobsFailed: integer('jobs_failed').notNull(),
  emailsSent: integer('emails_sent').notNull(),
  emailFailures: integer('email_failures').notNull(),
  /** The instance's last SMTP error, `{ message, at }`, or null. */
  emailLastError: jsonb('email_last_error').$type<{ message: string; at: string } | null>(),
});
