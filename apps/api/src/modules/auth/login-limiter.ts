import {
  LOGIN_ACCOUNT_WINDOW_MIN,
  LOGIN_CHECK_AFTER_FAILURES,
  LOGIN_FAILURE_WINDOW_MIN,
  LOGIN_MAX_FAILURES,
  MESSAGES,
} from '@app/contracts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import * as repo from './login-failures.repo.ts';

/**
 * Failed sign-ins, counted per account and source (ADR 065). A source is a known device (its
 * signed cookie, known-devices.ts) or else the client's address. Someone else's guessing never
 * blocks the owner: the only refusals (429) are for the guessing source itself, and failures on
 * the account from everywhere only make the sources that failed pass the human check.
 */

/** Failed logins one client IP may make across all accounts in the window. */
export const LOGIN_MAX_FAILURES_PER_IP = 50;
const WINDOW_MS = LOGIN_FAILURE_WINDOW_MIN * 60_000;
const ACCOUNT_WINDOW_MS = LOGIN_ACCOUNT_WINDOW_MIN * 60_000;
/** Rows are kept as long as the longest window that counts them. */
const KEEP_MS = Math.max(WINDOW_MS, ACCOUNT_WINDOW_MS);

const accountKey = (email: string, ip: string) => `acct:${email}|${ip}`;
const accountPrefix = (email: string) => `acct:${email}|`;
const deviceKey = (email: string, deviceId: string) => `dev:${email}|${deviceId}`;
const devicePrefix = (email: string) => `dev:${email}|`;
/** Every unknown device together: guesses spread over many addresses still add up. */
const anyAddressKey = (email: string) => `any:${email}`;
const ipKey = (ip: string) => `ip:${ip}`;

export interface LoginAttempt {
  email: string;
  ip: string;
  /** Set when the attempt comes from a known device still in good standing. */
  deviceId: string | null;
  rowIds: string[];
  /** The account is being guessed and this address took part: the human check is required. */
  needsCheck: boolean;
  /** Failures on the account from unknown devices in the account window, this one included. */
  accountFailures: number;
}

const tooMany = () => new AppError('TOO_MANY_LOGIN_ATTEMPTS', MESSAGES.tooManyLogins, 429);

/**
 * Counts the attempt as a failure before the password is checked, then checks the limits
 * including it: parallel guesses can never get more password checks than the limits allow.
 * The rows stay when the password is wrong and are removed when it is right, or when the
 * attempt is refused before its password was looked at (429, a missing human check).
 */
export async function beginLoginAttempt(
  deps: AppDeps,
  email: string,
  ip: string,
  knownDeviceId: string | null,
): Promise<LoginAttempt> {
  const now = deps.now();
  const since = new Date(now.getTime() - WINDOW_MS);
  if (knownDeviceId) {
    // A known device counts only its own failures: another source's guesses never reach it.
    const key = deviceKey(email, knownDeviceId);
    const rowIds = await repo.insertFailures(deps.db, [key], now);
    if ((await repo.countSince(deps.db, key, since)) <= LOGIN_MAX_FAILURES) {
      return { email, ip, deviceId: knownDeviceId, rowIds, needsCheck: false, accountFailures: 0 };
    }
    // A device guessing on its own account (a stolen cookie) loses its standing for the window.
    await repo.deleteByIds(deps.db, rowIds);
  }
  const accountSince = new Date(now.getTime() - ACCOUNT_WINDOW_MS);
  const rowIds = await repo.insertFailures(
    deps.db,
    [accountKey(email, ip), ipKey(ip), anyAddressKey(email)],
    now,
  );
  const [fromHere, forIp, forAccount, fromHereInAccountWindow] = await Promise.all([
    repo.countSince(deps.db, accountKey(email, ip), since),
    repo.countSince(deps.db, ipKey(ip), since),
    repo.countSince(deps.db, anyAddressKey(email), accountSince),
    repo.countSince(deps.db, accountKey(email, ip), accountSince),
  ]);
  if (fromHere > LOGIN_MAX_FAILURES || forIp > LOGIN_MAX_FAILURES_PER_IP) {
    await repo.deleteByIds(deps.db, rowIds);
    throw tooMany();
  }
  return {
    email,
    ip,
    deviceId: null,
    rowIds,
    // Counts include this attempt: "past N before it, and this address failed before".
    needsCheck: forAccount > LOGIN_CHECK_AFTER_FAILURES && fromHereInAccountWindow > 1,
    accountFailures: forAccount,
  };
}

/** Refused before the password was checked (the human check was missing or failed). */
export async function abandonLoginAttempt(deps: AppDeps, attempt: LoginAttempt) {
  await repo.deleteByIds(deps.db, attempt.rowIds);
}

/** A wrong password: the attempt stays counted; rows older than the window are swept. */
export async function failLoginAttempt(deps: AppDeps) {
  await repo.deleteOlderThan(deps.db, new Date(deps.now().getTime() - KEEP_MS));
}

/**
 * A right password clears that source's failures and the attempt's own rows. The account-wide
 * count stays: someone else's guesses elsewhere are not forgiven by the owner's sign-in.
 */
export async function succeedLoginAttempt(deps: AppDeps, attempt: LoginAttempt) {
  await repo.deleteByKey(
    deps.db,
    attempt.deviceId
      ? deviceKey(attempt.email, attempt.deviceId)
      : accountKey(attempt.email, attempt.ip),
  );
  await repo.deleteByIds(deps.db, attempt.rowIds);
}

/**
 * After a password reset the owner proved who they are (and old guesses are now useless):
 * forget the account's failures on every source.
 */
export async function clearAccountFailures(deps: AppDeps, email: string) {
  await repo.deleteByKeyPrefix(deps.db, accountPrefix(email));
  await repo.deleteByKeyPrefix(deps.db, devicePrefix(email));
  await repo.deleteByKey(deps.db, anyAddressKey(email));
}
