import type { AppDeps } from '#src/platform/deps.ts';
import { usernameSetEmail } from './auth.emails.ts';
import type { RequestContext } from './request-context.ts';
import {
  reissueToken,
  toUserDto,
  userChanged,
  type AuthContext,
  type UserRow,
} from './sessions.service.ts';
import {
  assertUsernameFree,
  conflictFromUniqueViolation,
  prepareUsername,
} from './usernames.service.ts';
import * as usersRepo from './users.repo.ts';

/**
 * Stores a new name and clears needs_username / username_changed (the person chose it), in one
 * transaction with an optional confirmation email. Race-safe through users_username_lower_key.
 */
async function renameUser(
  deps: AppDeps,
  auth: AuthContext,
  raw: string,
  email: ((user: UserRow) => Parameters<AppDeps['mail']['enqueue']>[1] | null) | null,
) {
  const name = prepareUsername(raw);
  await assertUsernameFree(deps.db, name, auth.user.id);
  try {
    const result = await deps.db.transaction(async (tx) => {
      const user = (await usersRepo.updateUser(tx, auth.user.id, {
        username: name.username,
        needsUsername: false,
        usernameChanged: false,
        updatedAt: deps.now(),
      }))!;
      const message = email?.(user) ?? null;
      if (message) await deps.mail.enqueue(tx, message);
      return { user, emailSent: message !== null };
    });
    await userChanged(deps, auth.user.id);
    if (result.emailSent) void deps.mail.kick();
    return result;
  } catch (err) {
    throw (await conflictFromUniqueViolation(deps, err, name)) ?? err;
  }
}

async function answer(deps: AppDeps, auth: AuthContext, user: UserRow) {
  return {
    access_token: await reissueToken(deps, user, auth.sessionId),
    username: user.username,
    user: toUserDto(user),
  };
}

/** POST /auth/set-username: for accounts that need a name (Google sign-up) or want another. */
export async function setUsername(
  deps: AppDeps,
  auth: AuthContext,
  raw: string,
  ctx: RequestContext,
) {
  const { user, emailSent } = await renameUser(deps, auth, raw, (u) =>
    // Only a verified address gets mail: an unverified one may not be the person's.
    u.isVerified
      ? {
          to: u.email,
          ...usernameSetEmail({
            language: u.language,
            username: u.username,
            appUrl: `${ctx.origin}/businesses`,
          }),
        }
      : null,
  );
  return { ...(await answer(deps, auth, user)), email_sent: emailSent };
}

export type ConfirmUsernameInput =
  { action: 'confirm'; new_username?: string } | { action: 'change'; new_username: string };

/** POST /auth/confirm-username: keep the (sanitised) name given at sign-up, or pick another. */
export async function confirmUsername(
  deps: AppDeps,
  auth: AuthContext,
  input: ConfirmUsernameInput,
) {
  if (input.action === 'change') {
    const { user } = await renameUser(deps, auth, input.new_username, null);
    return answer(deps, auth, user);
  }
  const user = (await usersRepo.updateUser(deps.db, auth.user.id, {
    needsUsername: false,
    usernameChanged: false,
    updatedAt: deps.now(),
  }))!;
  await userChanged(deps, user.id);
  return answer(deps, auth, user);
}
