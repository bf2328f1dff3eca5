import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { authCodes } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

export type CodePurpose = (typeof authCodes.$inferSelect)['purpose'];
export type AuthCodeRow = typeof authCodes.$inferSelect;

export async function insertCode(db: DbOrTx, values: typeof authCodes.$inferInsert) {
  const [row] = await db.insert(authCodes).values(values).returning();
  return row!;
}

/** The newest code of that purpose, used or not: resend cooldowns count from it. */
export async function findLatestCode(db: DbOrTx, userId: string, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose)))
    .orderBy(desc(authCodes.createdAt))
    .limit(1);
  return row;
}

/** The newest code not used yet (it may be expired: callers tell expired from wrong). */
export async function findLatestUnusedCode(db: DbOrTx, userId: string, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(authCodes)
    .where(
      and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose), isNull(authCodes.usedAt)),
    )
    .orderBy(desc(authCodes.createdAt))
    .limit(1);
  return row;
}

export async function findCodeByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(authCodes)
    .where(eq(authCodes.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function countCodesSince(
  db: DbOrTx,
  userId: string,
  purpose: CodePurpose,
  since: Date,
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(authCodes)
    .where(
      and(
        eq(authCodes.userId, userId),
        eq(authCodes.purpose, purpose),
        gte(authCodes.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Guesses made on the codes of that purpose issued since `since` (each code counts its own). */
export async function sumAttemptsSince(
  db: DbOrTx,
  userId: string,
  purpose: CodePurpose,
  since: Date,
) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${authCodes.attempts}), 0)::int` })
    .from(authCodes)
    .where(
      and(
        eq(authCodes.userId, userId),
        eq(authCodes.purpose, purpose),
        gte(authCodes.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Ends every open code of that purpose (a new one replaces them). */
export async function invalidateCodes(db: DbOrTx, userId: string, purpose: CodePurpose, now: Date) {
  await db
    .update(authCodes)
    .set({ usedAt: now })
    .where(
      and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose), isNull(authCodes.usedAt)),
    );
}

/**
 * Counts one attempt before the code is compared, in one statement, so parallel guesses can never
 * exceed `maxAttempts`. Undefined when the code is used up.
 */
export async function claimAttempt(db: DbOrTx, id: string, maxAttempts: number) {
  const [row] = await db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(and(eq(authCodes.id, id), isNull(authCodes.usedAt), lt(authCodes.attempts, maxAttempts)))
    .returning();
  return row;
}

/** Marks the code used; false when another request used it first (single use). */
export async function consumeCode(db: DbOrTx, id: string, now: Date) {
  const rows = await db
    .update(authCodes)
    .set({ usedAt: now })
    .where(and(eq(authCodes.id, id), isNull(authCodes.usedAt)))
    .returning({ id: authCodes.id });
  return rows.length > 0;
}
