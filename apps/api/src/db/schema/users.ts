import { sql } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@app/contracts/languages';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  type AnyPgColumn,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The five languages (contracts' LANGUAGES) as a CHECK: a row never holds another code. */
export const languageCheck = (column: AnyPgColumn) =>
  sql`${column} in (${sql.raw(LANGUAGES.map((l) => `'${l}'`).join(', '))})`;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    isVerified: boolean('is_verified').notNull().default(false),
    adminRole: text('admin_role', { enum: ['admin', 'super_admin'] }),
    usernameChanged: boolean('username_changed').notNull().default(false),
    needsUsername: boolean('needs_username').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** What the user reads the app, its emails and its notifications in (ADR 070). */
    language: text('language').$type<Language>().notNull().default('en'),
  },
  (t) => [
    check('users_language_check', languageCheck(t.language)),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/** One row a signed-in device; the token's `sid`. Revoking a row ends that session everywhere. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use codes: email verification and password reset. Only a hash of the secret is kept. */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    tokenHash: text('token_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_codes_user_purpose_idx').on(t.userId, t.purpose),
    uniqueIndex('auth_codes_token_hash_key').on(t.tokenHash),
  ],
);
