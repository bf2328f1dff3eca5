import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The one job queue (platform/jobs.ts, ADR 019). A row is a job waiting, running (leased to one
 * worker until `locked_until`) or failed for good; a job that succeeds is deleted.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status', { enum: ['queued', 'running', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** The worker's lease: past it, another worker may take the job (its worker died). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The claim's random token: only the claim holding it may finish or fail the job. */
    lockedBy: text('locked_by'),
    singletonKey: text('singleton_key'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_singleton_idx')
      .on(t.singletonKey)
      .where(sql`${t.singletonKey} is not null and ${t.status} <> 'failed'`),
  ],
);

/** Recurring work: the row's update from one period to the next is the once-per-period lock. */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  everyMs: integer('every_ms').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
});
