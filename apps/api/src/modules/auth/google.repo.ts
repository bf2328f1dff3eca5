import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { users } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

type NewUser = typeof users.$inferInsert;

export async function findUserByGoogleSubject(db: DbOrTx, subject: string) {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
  return row;
}

/** Emails are stored lower-cased, so equality uses users_email_key. */
export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Lower-cased usernames that start with `prefix` ignoring case (LIKE wildcards escaped). */
export async function findUsernamesStartingWith(db: DbOrTx, prefix: string): Promise<string[]> {
  const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ name: sql<string>`lower(${users.username})` })
    .from(users)
    .where(sql`lower(${users.username}) like ${pattern}`);
  return rows.map((r) => r.name);
}

export async function insertGoogleUser(db: DbOrTx, values: NewUser) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/**
 * Attaches the Google subject to an account unless it is already linked to another Google
 * account (then nothing is updated and undefined comes back).
 */
export async function linkGoogleSubject(
  db: DbOrTx,
  userId: string,
  subject: string,
  patch: Partial<Pick<NewUser, 'isVerified' | 'passwordHash' | 'lastLoginAt' | 'updatedAt'>>,
) {
  const [row] = await db
    .update(users)
    .set({ ...patch, googleSubject: subject })
    .where(
      and(eq(users.id, userId), or(isNull(users.googleSubject), eq(users.googleSubject, subject))),
    )
    .returning();
  return row;
}

export async function recordSignIn(db: DbOrTx, userId: string, at: Date) {
  const [row] = await db
    .update(users)
    .set({ lastLoginAt: at })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
