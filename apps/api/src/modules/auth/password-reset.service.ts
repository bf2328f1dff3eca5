import { AUTH_MESSAGES, PASSWORD_RESET_TTL_MIN } from '@app/contracts';
import { verifyCaptcha } from '#src/platform/captcha.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import { hashPassword } from '#src/platform/passwords.ts';
import * as codesRepo from './auth-codes.repo.ts';
import { passwordChangedEmail, passwordResetEmail } from './auth.emails.ts';
import {
  generateCode,
  generateLinkToken,
  hashCode,
  hashLinkToken,
  MAX_CODE_ATTEMPTS,
  sameHash,
} from './codes.ts';
import { clearAccountFailures } from './login-limiter.ts';
import type { RequestContext } from './request-context.ts';
import { revokeUserSessions, userChanged } from './sessions.service.ts';
import * as usersRepo from './users.repo.ts';

/** Reset emails one account may receive per window, however often it is asked. */
export const RESET_EMAILS_PER_WINDOW = 3;
const RESET_WINDOW_MS = 15 * 60_000;

const resetInvalid = () => new AppError('RESET_TOKEN_INVALID', AUTH_MESSAGES.resetInvalid, 400);

/**
 * Always the same answer, whether or not the email has an account (no enumeration). For an
 * account, a 6-digit code and a single-use link (32 random bytes) in one row; a new request
 * replaces the previous one.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  body: { email: string; recaptchaToken?: string },
  ctx: RequestContext,
) {
  await verifyCaptcha(deps, body.recaptchaToken, ctx.ip);
  const found = await usersRepo.findUserByEmail(deps.db, body.email);
  if (found) {
    const sent = await deps.db.transaction(async (tx) => {
      const user = await usersRepo.lockUser(tx, found.id);
      if (!user) return false;
      const now = deps.now();
      const since = new Date(now.getTime() - RESET_WINDOW_MS);
      if (
        (await codesRepo.countCodesSince(tx, user.id, 'reset_password', since)) >=
        RESET_EMAILS_PER_WINDOW
      ) {
        deps.log.info({ userId: user.id }, 'password reset email limit reached');
        return false;
      }
      await codesRepo.invalidateCodes(tx, user.id, 'reset_password', now);
      const code = generateCode();
      const token = generateLinkToken();
      await codesRepo.insertCode(tx, {
        userId: user.id,
        purpose: 'reset_password',
        codeHash: hashCode(deps.config.JWT_SECRET, user.id, code),
        tokenHash: hashLinkToken(deps.config.JWT_SECRET, token),
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MIN * 60_000),
        createdAt: now,
      });
      await deps.mail.enqueue(tx, {
        to: user.email,
        ...passwordResetEmail({
          language: user.language,
          username: user.username,
          code,
          link: `${ctx.origin}/reset-password?token=${token}`,
        }),
      });
      return true;
    });
    if (sent) void deps.mail.kick();
  }
  return { message: AUTH_MESSAGES.forgotPasswordSent };
}

/** The open reset row the token or the email and code point at; 5 code guesses per row. */
async function findResetCode(
  deps: AppDeps,
  body: { token: string } | { email: string; code: string },
) {
  const now = deps.now().getTime();
  if ('token' in body) {
    const row = await codesRepo.findCodeByTokenHash(
      deps.db,
      hashLinkToken(deps.config.JWT_SECRET, body.token),
    );
    const open = row && row.purpose === 'reset_password' && !row.usedAt;
    if (!open || row.expiresAt.getTime() <= now) throw resetInvalid();
    return row;
  }
  const user = await usersRepo.findUserByEmail(deps.db, body.email);
  if (!user) throw resetInvalid();
  const row = await codesRepo.findLatestUnusedCode(deps.db, user.id, 'reset_password');
  if (!row || row.expiresAt.getTime() <= now) throw resetInvalid();
  if (!(await codesRepo.claimAttempt(deps.db, row.id, MAX_CODE_ATTEMPTS))) throw resetInvalid();
  const expected = hashCode(deps.config.JWT_SECRET, user.id, body.code);
  if (!sameHash(row.codeHash, expected)) throw resetInvalid();
  return row;
}

/**
 * Sets the new password, marks the email verified (the person proved they read it), signs out
 * every session and unlocks logins for the account.
 */
export async function resetPassword(
  deps: AppDeps,
  body: ({ token: string } | { email: string; code: string }) & { password: string },
  ctx: RequestContext,
) {
  const row = await findResetCode(deps, body);
  const passwordHash = await hashPassword(body.password);
  const user = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    if (!(await codesRepo.consumeCode(tx, row.id, now))) throw resetInvalid();
    const user = await usersRepo.updateUser(tx, row.userId, {
      passwordHash,
      isVerified: true,
      updatedAt: now,
    });
    if (!user) throw resetInvalid();
    await revokeUserSessions(tx, deps, user.id);
    await deps.mail.enqueue(tx, {
      to: user.email,
      ...passwordChangedEmail({
        language: user.language,
        username: user.username,
        forgotPasswordUrl: `${ctx.origin}/forgot-password`,
      }),
    });
    return user;
  });
  await userChanged(deps, user.id);
  void deps.mail.kick();
  await clearAccountFailures(deps, user.email);
  return { message: AUTH_MESSAGES.passwordReset };
}
