import { and, eq, ne, sql } from 'drizzle-orm';
import { users } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

export async function findUserById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Emails are stored lower-cased (the contract lower-cases them), so equality is enough. */
export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** The user holding `username` ignoring case (users_username_lower_key), other than `exceptId`. */
export async function findUserByUsernameIgnoringCase(
  db: DbOrTx,
  username: string,
  exceptId?: string,
) {
  const sameName = sql`lower(${users.username}) = lower(${username})`;
  const [row] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(exceptId ? and(sameName, ne(users.id, exceptId)) : sameName)
    .limit(1);
  return row;
}

export async function insertUser(db: DbOrTx, values: NewUser) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: DbOrTx, id: string, patch: UserPatch) {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row;
}

/** Locks the user's row for the rest of the transaction: serialises resends and reset requests. */
export async function lockUser(db: DbOrTx, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row;
}

/** Everything the user owns goes with them through ON DELETE CASCADE foreign keys. */
export async function deleteUser(db: DbOrTx, id: string) {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return deleted.length > 0;
}
