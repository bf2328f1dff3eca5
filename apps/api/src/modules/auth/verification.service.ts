import {
  AUTH_MESSAGES,
  MESSAGES,
  RESEND_COOLDOWN_S,
  VERIFICATION_CODE_TTL_MIN,
  VERIFICATION_CODES_PER_DAY,
  VERIFICATION_WRONG_GUESSES_PER_DAY,
  type VerifyEmailResponse,
} from '@app/contracts';
import type { AppDeps } from '#src/platform/deps.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import { AppError, notFound } from '#src/platform/errors.ts';
import * as codesRepo from './auth-codes.repo.ts';
import { verificationEmail } from './auth.emails.ts';
import { generateCode, hashCode, MAX_CODE_ATTEMPTS, sameHash } from './codes.ts';
import type { RequestContext } from './request-context.ts';
import {
  reissueToken,
  startSession,
  toUserDto,
  userChanged,
  type AuthContext,
  type UserRow,
} from './sessions.service.ts';
import * as usersRepo from './users.repo.ts';

const codeInvalid = (message: string = AUTH_MESSAGES.codeInvalid) =>
  new AppError('VERIFICATION_CODE_INVALID', message, 400, { expired: false });
const codeExpired = () =>
  new AppError('VERIFICATION_CODE_EXPIRED', MESSAGES.codeExpired, 400, { expired: true });
const alreadyVerified = () => new AppError('ALREADY_VERIFIED', AUTH_MESSAGES.alreadyVerified, 400);
const DAY_MS = 24 * 60 * 60 * 1000;
const dayAgo = (deps: AppDeps) => new Date(deps.now().getTime() - DAY_MS);

/**
 * The same answer whether a code was sent, the account is unknown or already verified: the
 * endpoint must not tell a stranger which user ids exist or what state they are in.
 */
const resendAnswer = () => ({
  message: AUTH_MESSAGES.verificationSent,
  cooldown_seconds: RESEND_COOLDOWN_S,
});

/** A new code replaces the open ones and is emailed in the caller's transaction. */
export async function issueVerificationCode(
  deps: AppDeps,
  tx: DbOrTx,
  user: UserRow,
  origin: string,
  resent: boolean,
): Promise<void> {
  const now = deps.now();
  await codesRepo.invalidateCodes(tx, user.id, 'verify_email', now);
  const code = generateCode();
  await codesRepo.insertCode(tx, {
    userId: user.id,
    purpose: 'verify_email',
    codeHash: hashCode(deps.config.JWT_SECRET, user.id, code),
    expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MIN * 60_000),
    createdAt: now,
  });
  const link = `${origin}/verify-email?user_id=${encodeURIComponent(user.id)}&code=${code}`;
  await deps.mail.enqueue(tx, {
    to: user.email,
    ...verificationEmail({ language: user.language, username: user.username, code, link, resent }),
  });
}

/**
 * Emails a new code, at most one per cooldown and VERIFICATION_CODES_PER_DAY a day (with 5
 * guesses a code, unlimited resends would let a code be ground down).
 */
export async function resendVerification(deps: AppDeps, userId: string, ctx: RequestContext) {
  const sent = await deps.db.transaction(async (tx) => {
    // The row lock makes two simultaneous resends wait for each other: one email, one cooldown.
    const user = await usersRepo.lockUser(tx, userId);
    if (!user || user.isVerified) return false;
    const latest = await codesRepo.findLatestCode(tx, user.id, 'verify_email');
    const elapsedMs = latest ? deps.now().getTime() - latest.createdAt.getTime() : Infinity;
    if (elapsedMs < RESEND_COOLDOWN_S * 1000) {
      const seconds = Math.ceil((RESEND_COOLDOWN_S * 1000 - elapsedMs) / 1000);
      throw new AppError('RESEND_COOLDOWN', AUTH_MESSAGES.resendCooldown(seconds), 429, {
        cooldown_seconds: seconds,
      });
    }
    const today = await codesRepo.countCodesSince(tx, user.id, 'verify_email', dayAgo(deps));
    if (today >= VERIFICATION_CODES_PER_DAY) {
      throw new AppError('VERIFICATION_LIMIT_REACHED', AUTH_MESSAGES.codesPerDayReached, 429);
    }
    await issueVerificationCode(deps, tx, user, ctx.origin, true);
    return true;
  });
  if (sent) void deps.mail.kick();
  return resendAnswer();
}

/**
 * Checks the code (expired is told apart from wrong; 5 guesses a code), marks the email verified
 * and answers a token carrying is_verified: a fresh one for the caller's session when the caller
 * is this user, otherwise a new session (the code proves the mailbox, e.g. a link opened elsewhere).
 */
export async function verifyEmail(
  deps: AppDeps,
  input: { user_id: string; verification_code: string },
  caller: AuthContext | null,
  ctx: RequestContext,
): Promise<VerifyEmailResponse> {
  const user = await usersRepo.findUserById(deps.db, input.user_id);
  if (!user) throw notFound(AUTH_MESSAGES.userNotFound);
  if (user.isVerified) throw alreadyVerified();
  const now = deps.now();
  const code = await codesRepo.findLatestUnusedCode(deps.db, user.id, 'verify_email');
  if (!code) throw codeInvalid();
  if (code.expiresAt.getTime() <= now.getTime()) throw codeExpired();
  // Across every code of the day: resending must not buy more guesses than this.
  const guesses = await codesRepo.sumAttemptsSince(deps.db, user.id, 'verify_email', dayAgo(deps));
  if (guesses >= VERIFICATION_WRONG_GUESSES_PER_DAY) {
    throw new AppError('VERIFICATION_LIMIT_REACHED', AUTH_MESSAGES.guessesPerDayReached, 429);
  }
  if (!(await codesRepo.claimAttempt(deps.db, code.id, MAX_CODE_ATTEMPTS))) {
    throw codeInvalid(AUTH_MESSAGES.codeAttemptsExceeded);
  }
  const expected = hashCode(deps.config.JWT_SECRET, user.id, input.verification_code);
  if (!sameHash(code.codeHash, expected)) throw codeInvalid();

  const { verified, token } = await deps.db.transaction(async (tx) => {
    if (!(await codesRepo.consumeCode(tx, code.id, now))) throw codeInvalid();
    const verified = (await usersRepo.updateUser(tx, user.id, {
      isVerified: true,
      updatedAt: now,
    }))!;
    const token =
      caller && caller.user.id === user.id
        ? await reissueToken(deps, verified, caller.sessionId)
        : await startSession(deps, tx, verified, ctx.userAgent);
    return { verified, token };
  });
  await userChanged(deps, user.id);
  return {
    verified: true,
    access_token: token,
    username_changed: verified.usernameChanged,
    username: verified.username,
    user: toUserDto(verified),
  };
}
