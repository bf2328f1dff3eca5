/** SPEC section 3: local storage keys. Cached data lives under CACHE_PREFIX. */
export const STORAGE_KEYS = {
  token: 'token',
  theme: 'theme',
  lastActiveBusinessId: 'lastActiveBusinessId',
  authRedirect: 'auth_redirect',
  logoutInProgress: 'logout_in_progress',
  updateDismissedTime: 'update_dismissed_time',
  emailVerificationPending: 'email_verification_pending',
  resendCooldownUntil: 'resend_cooldown_until',
  cachedBusinesses: 'app_cache:businesses',
  /** The calculator's last results on this device; dropped when the session ends. */
  calculatorHistory: 'calculator_history',
} as const;
export const CACHE_PREFIX = 'app_cache:';
