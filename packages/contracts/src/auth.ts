import { z } from 'zod';
import { LanguageSchema } from './language-schema.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from './constants.ts';

export const AdminRoleSchema = z.enum(['admin', 'super_admin']);
export type AdminRole = z.infer<typeof AdminRoleSchema>;

/** SPEC section 3: User. */
export const UserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  is_verified: z.boolean(),
  is_admin: z.boolean(),
  admin_role: AdminRoleSchema.nullable(),
  created_at: z.string(),
  username_changed: z.boolean(),
  needs_username: z.boolean(),
  /**
   * What the app and the user's emails are written in (ADR 069). English when an answer lacks
   * it (SPEC section 7's older login shape).
   */
  language: LanguageSchema.default('en'),
});
export type User = z.infer<typeof UserSchema>;

/** SPEC section 3: the claims the session token carries (plus iat and a session id). */
export const TokenClaimsSchema = z.object({
  sub: z.string(),
  username: z.string(),
  is_admin: z.boolean(),
  admin_role: AdminRoleSchema.nullable(),
  is_verified: z.boolean(),
  username_changed: z.boolean(),
  needs_username: z.boolean(),
  sid: z.string(),
  /** 'staff': a till sign-in (ADR 076); `sub` is the staff member, `sid` their till session. */
  kind: z.literal('staff').optional(),
  iat: z.number(),
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;

const email = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address').max(254));
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);
const recaptchaToken = z.string().max(4096).optional();

export const RegisterBodySchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(60),
  email,
  password,
  recaptchaToken,
  /** Absent: the best match of the request's Accept-Language, else English. */
  language: LanguageSchema.optional(),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const LoginBodySchema = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
  recaptchaToken,
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const AuthResponseSchema = z.object({ access_token: z.string(), user: UserSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const RegisterResponseSchema = AuthResponseSchema.extend({
  message: z.string(),
  verification_sent: z.boolean(),
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

export const CheckResponseSchema = z.object({ user: UserSchema });

/**
 * PUT /api/auth/preferences: the signed-in user's language. Nothing else is accepted: another key
 * is refused on the language field too, so a client sending junk learns which field it may set.
 */
export const PreferencesBodySchema = z
  .looseObject({ language: LanguageSchema })
  .superRefine((body, ctx) => {
    const extra = Object.keys(body).filter((key) => key !== 'language');
    if (extra.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['language'],
        message: `Only language can be set (not ${extra.join(', ')})`,
      });
    }
  })
  .transform(({ language }) => ({ language }));
export type PreferencesBody = z.infer<typeof PreferencesBodySchema>;
export const PreferencesResponseSchema = z.object({ language: LanguageSchema });
export type PreferencesResponse = z.infer<typeof PreferencesResponseSchema>;

/** Server texts for the account flows that SPEC section 8 leaves to us. */
export const AUTH_MESSAGES = {
  registered: 'Registration successful. Check your email for a 6-digit verification code.',
  loggedOut: 'You have been signed out.',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  currentPasswordWrong: 'Current password is incorrect',
  noPasswordSet:
    'This account signs in with Google and has no password yet. Use "Forgot password" to set one.',
  userNotFound: 'User not found',
  codeInvalid: 'Invalid verification code',
  codeAttemptsExceeded: 'Too many incorrect attempts. Please request a new code.',
  alreadyVerified: 'This email address is already verified.',
  verificationSent: 'A new verification code has been sent to your email.',
  resendCooldown: (seconds: number) =>
    `Please wait ${seconds} seconds before requesting a new code.`,
  codesPerDayReached:
    'You have asked for the most verification codes allowed in a day. Please try again tomorrow.',
  guessesPerDayReached:
    'Too many incorrect codes today. Please try again tomorrow, or reset your password to verify your email.',
  forgotPasswordSent:
    'If an account exists for that email, we have sent a code and a link to reset your password.',
  resetInvalid: 'This reset link or code is invalid or has expired.',
  passwordReset: 'Your password has been reset. You can now sign in with your new password.',
  captchaFailed: 'Human verification failed. Please try again.',
  /** 428 CAPTCHA_REQUIRED on sign-in (ADR 065): the form then shows the human check. */
  loginCheckRequired:
    'There have been several failed sign-ins to this account, so a quick human check is needed to continue.',
  usernameAvailable: 'Username is available',
  usernameAvailableAs: (sanitized: string) =>
    `Available. It will be saved as "${sanitized}" (letters, numbers and underscores only).`,
} as const;

const userId = z.guid('Invalid user id');

export const ResendVerificationBodySchema = z.object({ user_id: userId });
export const ResendVerificationResponseSchema = z.object({
  message: z.string(),
  cooldown_seconds: z.number(),
});

export const VerifyEmailBodySchema = z.object({
  user_id: userId,
  verification_code: z
    .string()
    .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), 'Enter the 6-digit code'),
});
export const VerifyEmailResponseSchema = z.object({
  verified: z.boolean(),
  access_token: z.string(),
  username_changed: z.boolean(),
  username: z.string(),
  user: UserSchema,
});
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

export const CheckUsernameQuerySchema = z.object({ username: z.string().max(60) });
export const CheckUsernameResponseSchema = z.object({
  available: z.boolean(),
  message: z.string(),
  /** The name as it would be stored (sanitised). */
  username: z.string(),
});

export const ConfirmUsernameBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('confirm'), new_username: z.string().optional() }),
  z.object({ action: z.literal('change'), new_username: z.string().trim().min(1).max(60) }),
]);
export const UsernameTokenResponseSchema = z.object({
  access_token: z.string(),
  username: z.string(),
  user: UserSchema,
});
export const SetUsernameBodySchema = z.object({ username: z.string().trim().min(1).max(60) });
export const SetUsernameResponseSchema = UsernameTokenResponseSchema.extend({
  email_sent: z.boolean(),
});

export const GoogleTokenBodySchema = z.union([
  z.object({ token: z.string().min(1) }),
  z.object({ id_token: z.string().min(1) }),
]);
export const GoogleCallbackBodySchema = z.object({
  code: z.string().min(1),
  redirectUri: z.url(),
  codeVerifier: z.string().min(43).max(128).optional(),
});
export const GoogleAuthResponseSchema = z.object({
  token: z.string(),
  access_token: z.string(),
  user: UserSchema,
  needs_username: z.boolean(),
  message: z.string(),
});
export type GoogleAuthResponse = z.infer<typeof GoogleAuthResponseSchema>;

export const AuthConfigResponseSchema = z.object({
  googleClientId: z.string().nullable(),
  googleAuthorizationEndpoint: z.string().nullable(),
  captchaSiteKey: z.string().nullable(),
  /** The human check forms must pass: `altcha` is solved by the page itself (no widget). */
  captcha: z.enum(['altcha', 'recaptcha']).nullable(),
});
export type AuthConfig = z.infer<typeof AuthConfigResponseSchema>;

/** GET /auth/altcha-challenge: a signed proof-of-work puzzle (ALTCHA v1 challenge JSON). */
export const AltchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().positive(),
  salt: z.string(),
  signature: z.string(),
});
export type AltchaChallenge = z.infer<typeof AltchaChallengeSchema>;

export const ForgotPasswordBodySchema = z.object({ email, recaptchaToken });
export const ResetPasswordBodySchema = z.union([
  z.object({ token: z.string().min(20).max(200), password }),
  z.object({
    email,
    code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
    password,
  }),
]);
export const ChangePasswordBodySchema = z.object({
  current_password: z.string().min(1, 'Current password is required').max(PASSWORD_MAX_LENGTH),
  new_password: password,
});
export const ChangePasswordResponseSchema = z.object({
  access_token: z.string(),
  message: z.string(),
});

export const MessageResponseSchema = z.object({ message: z.string() });

export const AdminCheckResponseSchema = z.object({
  is_admin: z.boolean(),
  admin_role: AdminRoleSchema.nullable(),
});
