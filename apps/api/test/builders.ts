import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '#src/db/schema/index.ts';
import { startSession, type UserRow } from '#src/modules/auth/sessions.service.ts';
import type { TestContext } from './app.ts';

export interface TestUser {
  user: UserRow;
  token: string;
  /** `{ authorization: 'Bearer ...' }` for app.inject. */
  headers: { authorization: string };
}

/**
 * A user straight in the database with an open session, for tests of features other than
 * sign-up itself (those go through the real /api/auth routes).
 */
export async function createUser(
  t: TestContext,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  const suffix = randomBytes(4).toString('hex');
  const [user] = await t.database.db
    .insert(users)
    .values({
      username: `user_${suffix}`,
      email: `user_${suffix}@example.com`,
      isVerified: true,
      createdAt: t.clock.now(),
      ...overrides,
    })
    .returning();
  const token = await startSession(t.app.deps, t.database.db, user!);
  return { user: user!, token, headers: { authorization: `Bearer ${token}` } };
}

export async function setUserCreatedAt(t: TestContext, userId: string, createdAt: Date) {
  await t.database.db.update(users).set({ createdAt }).where(eq(users.id, userId));
  forgetAccessCache(t);
}

/**
 * A test that writes users, sessions, plans, businesses or managers straight in the database
 * (not through the app) drops what the app keeps of them in memory, as the app's writes do.
 */
export function forgetAccessCache(t: TestContext) {
  t.app.deps.access.forget({ all: true });
}

export type InjectMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `/api<url>` as `who` (anonymous when null), with a JSON body when one is given. */
export function injectAs(
  t: TestContext,
  who: TestUser | null,
  method: InjectMethod,
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? who.headers : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
