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
  /** A random id of this device, sent with offline sync reports (ADR 029); kept across sign-outs. */
  deviceId: 'device_id',
  /** Per user (`offline_last_sync:<userId>`): when each business's offline queue last synced here. */
  offlineLastSync: 'offline_last_sync',
  /** Set once this device has used the Inter font: later visits set text in it at once (ADR 054). */
  interUsed: 'inter_used',
  /** The language this device last showed (ADR 069): the next start shows it at once. */
  language: 'language',
  /** The till (register) this device is (ADR 075): its sales join that register's open shift. */
  register: 'register',
} as const;
/**
 * A till device (ADR 076): the one key the shell's guards read, apart from STORAGE_KEYS (the
 * till's other keys are in apps/web/src/lib/till.ts, loaded with the till's screens).
 */
export const TILL_DEVICE_KEY = 'till_device';
export const CACHE_PREFIX = 'app_cache:';
