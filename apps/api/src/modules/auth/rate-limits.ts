/**
 * Per-IP request ceilings for the account routes (@fastify/rate-limit; the global default is
 * 600/min). The login failure limit proper (10 per account and client) is in login-limiter.ts;
 * these only stop floods.
 */
export const AUTH_RATE_LIMITS = {
  register: { max: 30, timeWindow: '1 hour' },
  login: { max: 30, timeWindow: '1 minute' },
  forgotPassword: { max: 10, timeWindow: '15 minutes' },
  resetPassword: { max: 20, timeWindow: '15 minutes' },
  resendVerification: { max: 10, timeWindow: '15 minutes' },
  verifyEmail: { max: 30, timeWindow: '15 minutes' },
  checkUsername: { max: 120, timeWindow: '1 minute' },
  changeUsername: { max: 30, timeWindow: '15 minutes' },
  changePassword: { max: 10, timeWindow: '15 minutes' },
  /** The language picker: a person trying a few languages stays well inside. */
  preferences: { max: 30, timeWindow: '15 minutes' },
  /** One puzzle per form submission; a page that retries a few times stays well inside. */
  altchaChallenge: { max: 60, timeWindow: '1 minute' },
} as const;
