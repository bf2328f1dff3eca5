import {
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
 * Paid plans (sold by the subscriptions feature, granted by admins); read by the trial status
 * computation. A provider subscription (Stripe) is one row by its provider id; mobile money
 * (Paystack) does not renew by itself, so each user has one Paystack row that payments extend.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    status: text('status', { enum: ['active', 'cancelled', 'past_due', 'expired'] }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    provider: text('provider', { enum: ['stripe', 'paystack', 'admin'] })
      .notNull()
      .default('admin'),
    /** Stripe's subscription id (sub_...); null for Paystack and admin grants. */
    providerSubscriptionId: text('provider_subscription_id'),
    providerCustomerId: text('provider_customer_id'),
    /** When the last renewal payment failed: the grace period runs from here. */
    paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
    /** Creation time of the newest provider event applied: older events change nothing. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.currentPeriodEnd),
    uniqueIndex('subscriptions_provider_id_idx').on(t.provider, t.providerSubscriptionId),
  ],
);

/**
 * Every provider webhook event handled, by its provider id, written in the transaction of its
 * effect: a replayed or duplicated event finds its row and changes nothing.
 */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    provider: text('provider', { enum: ['stripe', 'paystack'] }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the event did: 'applied', or why it changed nothing. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Billing history: payments made, failed, and admin grants, newest first per user. */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'paystack', 'admin'] }).notNull(),
    /** The provider's payment id (Stripe invoice or session, Paystack reference). */
    reference: text('reference').notNull(),
    plan: text('plan').notNull(),
    status: text('status', { enum: ['paid', 'failed', 'granted', 'cancelled'] }).notNull(),
    /** Minor units (cents, kobo); 0 for admin actions. */
    amount: integer('amount').notNull().default(0),
    currency: text('currency'),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_payments_ref_idx').on(t.provider, t.reference, t.status),
    index('subscription_payments_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Reminders sent before a non-renewing period ends (7, 3 and 1 days): one per threshold. */
export const subscriptionReminders = pgTable(
  'subscription_reminders',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    days: integer('days').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.periodEnd, t.days] })],
);
