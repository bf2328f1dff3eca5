import {
  LOGIN_ACCOUNT_WINDOW_MIN,
  LOGIN_FAILURE_WINDOW_MIN,
  LOGIN_MAX_ACCOUNT_FAILURES,
  LOGIN_MAX_FAILURES,
  MESSAGES,
} from '@app/contracts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import * as repo from './login-failures.repo.ts';

/** Failed logins one client IP may make across all accounts in the window. */
export const LOGIN_MAX_FAILURES_PER_IP = 50;
const WINDOW_MS = LOGIN_FAILURE_WINDOW_MIN * 60_000;
const ACCOUNT_WINDOW_MS = LOGIN_ACCOUNT_WINDOW_MIN * 60_000;
/** Rows are kept as long as the longest window that counts them. */
const KEEP_MS = Math.max(WINDOW_MS, ACCOUNT_WINDOW_MS);

const accountKey = (email: string, ip: string) => `acct:${email}|${ip}`;
const accountPrefix = (email: string) => `acct:${email}|`;
/** Every address together: guesses spread over many addresses still meet one ceiling. */
const anyAddressKey = (email: string) => `any:${email}`;
const ipKey = (ip: string) => `ip:${ip}`;

export interface LoginAttempt {
  email: string;
  ip: string;
  rowIds: string[];
}

/**
 * Counts the attempt as a failure before the password is checked, then checks the limits
 * including it: parallel guesses can never get more than LOGIN_MAX_FAILURES checks in the window.
 * The rows stay when the password is wrong and are removed when it is right.
 */
export async function beginLoginAttempt(
  deps: AppDeps,
  email: string,
  ip: string,
): Promise<LoginAttempt> {
  const now = deps.now();
  const since = new Date(now.getTime() - WINDOW_MS);
  const rowIds = await repo.insertFailures(
    deps.db,
    [accountKey(email, ip), ipKey(ip), anyAddressKey(email)],
    now,
  );
  const [forAccount, forIp, forAnyAddress] = await Promise.all([
    repo.countSince(deps.db, accountKey(email, ip), since),
    repo.countSince(deps.db, ipKey(ip), since),
    repo.countSince(deps.db, anyAddressKey(email), new Date(now.getTime() - ACCOUNT_WINDOW_MS)),
  ]);
  if (
    forAccount > LOGIN_MAX_FAILURES ||
    forIp > LOGIN_MAX_FAILURES_PER_IP ||
    forAnyAddress > LOGIN_MAX_ACCOUNT_FAILURES
  ) {
    await repo.deleteByIds(deps.db, rowIds);
    throw new AppError('TOO_MANY_LOGIN_ATTEMPTS', MESSAGES.tooManyLogins, 429);
  }
  return { email, ip, rowIds };
}

/** A wrong password: the attempt stays counted; rows older than the window are swept. */
export async function failLoginAttempt(deps: AppDeps) {
  await repo.deleteOlderThan(deps.db, new Date(deps.now().getTime() - KEEP_MS));
}

/**
 * A right password clears that account and client's failures and the attempt's own rows. The
 * all-addresses count stays: someone else's guesses elsewhere are not forgiven by the owner's login.
 */
export async function succeedLoginAttempt(deps: AppDeps, attempt: LoginAttempt) {
  await repo.deleteByKey(deps.db, accountKey(attempt.email, attempt.ip));
  await repo.deleteByIds(deps.db, attempt.rowIds);
}

/**
 * After a password reset the owner proved who they are (and old guesses are now useless):
 * unlock the account on every client and from every address. This is how an owner locked out by
 * someone else's guessing gets back in at once.
 */
export async function clearAccountFailures(deps: AppDeps, email: string) {
  await repo.deleteByKeyPrefix(deps.db, accountPrefix(email));
  await repo.deleteByKey(deps.db, anyAddressKey(email));
}
