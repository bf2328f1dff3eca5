import { and, eq, isNull, ne } from 'drizzle-orm';
import { sessions, users } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

export async function insertSession(
  db: DbOrTx,
  userId: string,
  expiresAt: Date,
  userAgent?: string,
) {
  const [row] = await db
    .insert(sessions)
    .values({ userId, expiresAt, userAgent: userAgent?.slice(0, 300) })
    .returning({ id: sessions.id });
  return row!.id;
}

export async function findActiveSessionWithUser(db: DbOrTx, sessionId: string, userId: string) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .limit(1);
  return row;
}

export async function revokeSession(db: DbOrTx, sessionId: string, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: string,
  now: Date,
  keepSessionId?: string,
) {
  const condition = keepSessionId
    ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId))
    : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db.update(sessions).set({ revokedAt: now }).where(condition);
}
