import {
  AUTH_MESSAGES,
  LOGIN_ALERT_AFTER_FAILURES,
  MESSAGES,
  type AuthConfig,
  type AuthResponse,
  type LoginBody,
  type RegisterBody,
  type RegisterResponse,
} from '@app/contracts';
import * as uploads from '#src/modules/uploads/uploads.service.ts';
import { captchaKind, requireHumanCheck, verifyCaptcha } from '#src/platform/captcha.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import {
  hashPassword,
  passwordNeedsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '#src/platform/passwords.ts';
import { accountDeletedEmail, failedSignInsEmail, passwordChangedEmail } from './auth.emails.ts';
import { getGoogleAuthorizationEndpoint } from './google.service.ts';
import { knownDeviceCookie, readKnownDevice } from './known-devices.ts';
import {
  abandonLoginAttempt,
  beginLoginAttempt,
  failLoginAttempt,
  succeedLoginAttempt,
} from './login-limiter.ts';
import { recordRegistrationKey, replayRegistration } from './register-replay.ts';
import type { RequestContext } from './request-context.ts';
import {
  reissueToken,
  revokeSession,
  revokeUserSessions,
  startSession,
  toUserDto,
  userChanged,
  type AuthContext,
  type UserRow,
} from './sessions.service.ts';
import { applySuperAdminRole, isSuperAdminEmail } from './super-admin.ts';
import {
  assertUsernameFree,
  conflictFromUniqueViolation,
  prepareUsername,
} from './usernames.service.ts';
import * as usersRepo from './users.repo.ts';
import { issueVerificationCode } from './verification.service.ts';

const emailTaken = () => new AppError('EMAIL_TAKEN', MESSAGES.emailTaken, 409);
const invalidCredentials = () =>
  new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials, 401);

/** GET /auth/config: what the sign-in screens need; the Google endpoint comes from discovery. */
export async function authConfig(deps: AppDeps): Promise<AuthConfig> {
  return {
    googleClientId: deps.config.GOOGLE_CLIENT_ID ?? null,
    googleAuthorizationEndpoint: await getGoogleAuthorizationEndpoint(deps),
    captchaSiteKey: deps.config.CAPTCHA_SITE_KEY ?? null,
    captcha: captchaKind(deps.config),
  };
}

/**
 * Creates the account (sanitised name, argon2id hash), its first session and the verification
 * email in one transaction. If sanitising changed the name, username_changed asks the client to
 * confirm it after verification (SPEC section 4).
 */
export async function register(
  deps: AppDeps,
  body: RegisterBody,
  ctx: RequestContext,
  idempotencyKey: string | null = null,
): Promise<{ response: RegisterResponse; replayed: boolean }> {
  // Before the human check: a retry carries the same one-time captcha token.
  if (idempotencyKey) {
    const replay = await replayRegistration(deps, body, idempotencyKey, ctx);
    if (replay) return { response: replay, replayed: true };
  }
  await verifyCaptcha(deps, body.recaptchaToken, ctx.ip);
  const name = prepareUsername(body.username);
  if (await usersRepo.findUserByEmail(deps.db, body.email)) throw emailTaken();
  await assertUsernameFree(deps.db, name);
  const passwordHash = await hashPassword(body.password);
  const now = deps.now();
  try {
    const { user, token } = await deps.db.transaction(async (tx) => {
      const user = await usersRepo.insertUser(tx, {
        username: name.username,
        email: body.email,
        passwordHash,
        usernameChanged: name.username !== name.requested,
        // Chosen in the form, else what the browser asks for (Accept-Language), else English.
        language: body.language ?? ctx.language,
        adminRole: isSuperAdminEmail(deps, body.email) ? 'super_admin' : null,
        createdAt: now,
        updatedAt: now,
        lastLoginAt: now,
      });
      const token = await startSession(deps, tx, user, ctx.userAgent);
      await issueVerificationCode(deps, tx, user, ctx.origin, false);
      if (idempotencyKey) await recordRegistrationKey(tx, user.id, idempotencyKey, body, now);
      return { user, token };
    });
    void deps.mail.kick();
    const response: RegisterResponse = {
      access_token: token,
      user: toUserDto(user),
      message: AUTH_MESSAGES.registered,
      verification_sent: true,
    };
    return { response, replayed: false };
  } catch (err) {
    throw (await conflictFromUniqueViolation(deps, err, name)) ?? err;
  }
}

/** What the sign-in route hands the service besides the request's context. */
export interface LoginGuards {
  /** True the first time in LOGIN_ALERT_EVERY_HOURS for this account (the shared rate-limit store). */
  firstAlertInPeriod: () => Promise<boolean>;
}

export interface LoginResult {
  response: AuthResponse;
  /** The known-device cookie to set (known-devices.ts). */
  deviceCookie: string;
}

/**
 * One answer for an unknown email, a Google-only account and a wrong password, each after an
 * argon2 verify, so neither the text nor the time tells them apart. Failures are counted per
 * account and source (login-limiter.ts, ADR 065).
 */
export async function login(
  deps: AppDeps,
  body: LoginBody,
  ctx: RequestContext,
  guards: LoginGuards,
): Promise<LoginResult> {
  await verifyCaptcha(deps, body.recaptchaToken, ctx.ip);
  const found = await usersRepo.findUserByEmail(deps.db, body.email);
  const secret = deps.config.JWT_SECRET;
  const deviceId = found ? readKnownDevice(secret, found, ctx.cookieHeader, deps.now()) : null;
  const attempt = await beginLoginAttempt(deps, body.email, ctx.ip, deviceId);
  // A server with CAPTCHA set has checked every sign-in above already.
  if (attempt.needsCheck && !captchaKind(deps.config)) {
    try {
      await requireHumanCheck(deps, body.recaptchaToken, ctx.ip, AUTH_MESSAGES.loginCheckRequired);
    } catch (err) {
      await abandonLoginAttempt(deps, attempt);
      throw err;
    }
  }
  const ok = found?.passwordHash
    ? await verifyPassword(found.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (!found || !ok) {
    await failLoginAttempt(deps);
    if (found && attempt.accountFailures >= LOGIN_ALERT_AFTER_FAILURES) {
      await alertOwner(deps, found, attempt.accountFailures, ctx, guards);
    }
    throw invalidCredentials();
  }
  await succeedLoginAttempt(deps, attempt);
  const promoted = await applySuperAdminRole(deps, deps.db, found);
  const user =
    (await usersRepo.updateUser(deps.db, promoted.id, {
      lastLoginAt: deps.now(),
      ...(passwordNeedsRehash(found.passwordHash!)
        ? { passwordHash: await hashPassword(body.password) }
        : {}),
    })) ?? promoted;
  // The account changed (last login, a rehash, a super-admin promotion): its sessions reread it.
  await userChanged(deps, user.id);
  const token = await startSession(deps, deps.db, user, ctx.userAgent);
  return {
    response: { access_token: token, user: toUserDto(user) },
    deviceCookie: knownDeviceCookie(secret, user, deviceId, deps.now(), ctx.secure),
  };
}

/** Tells the owner about repeated failed sign-ins, once per period across instances. */
async function alertOwner(
  deps: AppDeps,
  user: UserRow,
  failures: number,
  ctx: RequestContext,
  guards: LoginGuards,
) {
  if (!(await guards.firstAlertInPeriod())) return;
  await deps.mail.enqueue(deps.db, {
    to: user.email,
    ...failedSignInsEmail({
      language: user.language,
      username: user.username,
      failures,
      forgotPasswordUrl: `${ctx.origin}/forgot-password`,
    }),
  });
  void deps.mail.kick();
}

export async function logout(deps: AppDeps, auth: AuthContext) {
  await revokeSession(deps, auth.sessionId, auth.user.id);
  return { message: AUTH_MESSAGES.loggedOut };
}

/**
 * Deletes the user. Their sessions (so every token stops working), codes, businesses and
 * everything below go with them through ON DELETE CASCADE.
 */
export async function deleteAccount(deps: AppDeps, auth: AuthContext) {
  const files = await deps.db.transaction(async (tx) => {
    await deps.mail.enqueue(tx, {
      to: auth.user.email,
      ...accountDeletedEmail({ language: auth.user.language, username: auth.user.username }),
    });
    // The files of the businesses the cascade removes: removed once it is committed.
    const names = await uploads.filesOfOwner(tx, auth.user.id);
    await usersRepo.deleteUser(tx, auth.user.id);
    return names;
  });
  // Its sessions, its businesses and its places as a manager went with it, on every instance.
  await deps.access.changed({ all: true });
  await uploads.removeFiles(deps, files);
  void deps.mail.kick();
  return { message: MESSAGES.accountDeleted };
}

/** Keeps the caller's session (with a fresh token) and signs every other device out. */
export async function changePassword(
  deps: AppDeps,
  auth: AuthContext,
  body: { current_password: string; new_password: string },
  ctx: RequestContext,
) {
  const current = auth.user.passwordHash;
  if (!current) throw new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.noPasswordSet, 400);
  // 400, not 401: a 401 would make the client end the session (SPEC section 4).
  if (!(await verifyPassword(current, body.current_password))) {
    const message = AUTH_MESSAGES.currentPasswordWrong;
    throw new AppError('INVALID_CREDENTIALS', message, 400, {
      details: [{ field: 'current_password', message }],
    });
  }
  const passwordHash = await hashPassword(body.new_password);
  const user = await deps.db.transaction(async (tx) => {
    const user = (await usersRepo.updateUser(tx, auth.user.id, {
      passwordHash,
      updatedAt: deps.now(),
    }))!;
    await revokeUserSessions(tx, deps, user.id, auth.sessionId);
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
  return {
    access_token: await reissueToken(deps, user, auth.sessionId),
    message: AUTH_MESSAGES.passwordChanged,
  };
}
