import type { PinVerifier, StaffPermissions, StaffRole } from '@app/contracts';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { users } from './users.ts';

/**
 * People who sign in at a till with a PIN (ADR 076). Deleting one keeps the row
 * (`deleted_at`): sales, refunds and shifts keep naming who did them.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    /** argon2id, as account passwords (platform/passwords.ts); never leaves the server. */
    pinHash: text('pin_hash').notNull(),
    /**
     * The PBKDF2 verifier registered tills keep to check the PIN offline (contracts
     * staff-pin-verifier.ts); made when the server sees the PIN, null until then.
     */
    offlinePinVerifier: jsonb('offline_pin_verifier').$type<PinVerifier>(),
    permissions: jsonb('permissions').$type<StaffPermissions>().notNull(),
    /** Wrong PINs since `pin_failures_since` (a window of STAFF_PIN_LOCK_MINUTES). */
    pinFailures: integer('pin_failures').notNull().default(0),
    pinFailuresSince: timestamp('pin_failures_since', { withTimezone: true }),
    pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('staff_members_business_idx').on(t.businessId, t.createdAt)],
);

/** A shared till: registered by an account, known by the hash of the token it keeps. */
export const tillDevices = pgTable(
  'till_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** sha256 of the device token (32 random bytes): a lookup key, never the token. */
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('till_devices_token_hash_key').on(t.tokenHash),
    index('till_devices_business_idx').on(t.businessId, t.createdAt),
  ],
);

/** One PIN sign-in: what a staff token's `sid` names; ended by a switch, a revocation or a delete. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => tillDevices.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('staff_sessions_staff_idx').on(t.staffId),
    index('staff_sessions_device_idx').on(t.deviceId),
  ],
);
