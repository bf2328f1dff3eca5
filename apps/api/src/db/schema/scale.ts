import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
