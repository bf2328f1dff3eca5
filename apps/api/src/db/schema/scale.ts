import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters of @fastify/rate-limit (platform/rate-limit-store.ts, ADR 020): one row per
 * route and client, shared by every instance on the database. A row past `reset_at` starts over.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
