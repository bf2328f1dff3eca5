/** SPEC section 9: business constants and limits, shared by server and client. */
export const APP_VERSION = '1.1.8';
export const MAX_BUSINESSES_PER_USER = 5;
/** A sale of 1,000 lines is a wholesale order; more is a mistake. */
export const SALE_MAX_ITEMS = 1000;

export const REQUEST_TIMEOUT_MS = 60_000;
export const REQUEST_RETRIES = 3;
export const REQUEST_RETRY_DELAY_MS = 1_000;

export const DATA_CACHE_FRESH_MS = 5 * 60_000;
export const LOCAL_BUSINESSES_CACHE_MS = 5 * 60_000;
export const OFFLINE_ASSET_CACHE_DAYS = 7;
export const ADMIN_CACHE_MS = 5 * 60_000;
export const TRIAL_STATUS_CACHE_MS = 5 * 60_000;
export const ADMIN_NOTIFICATION_CACHE_MS = 2 * 60_000;
export const USER_NOTIFICATION_CHECK_CACHE_MS = 5 * 60_000;
export const NOTIFICATION_REFETCH_THROTTLE_MS = 2_000;
export const NOTIFICATION_CHECK_INTERVAL_MS = 5 * 60_000;
export const NOTIFICATION_CHECK_JITTER_MS = 30_000;
export const MAX_STORED_NOTIFICATIONS = 20;
export const NOTIFICATION_HISTORY_PAGE_SIZE = 15;
export const ADMIN_NOTIFICATION_DEFAULT_PAGE = 1;
export const ADMIN_NOTIFICATION_DEFAULT_LIMIT = 10;

export const TOAST_DURATION_MS = 3_000;
export const SUBSCRIPTION_DIALOG_COOLDOWN_MS = 30_000;
export const UPDATE_BANNER_AUTO_DISMISS_MS = 30_000;
export const UPDATE_BANNER_REMINDER_MS = 4 * 60 * 60_000;
export const LOADING_OVERLAY_FAILSAFE_MS = 10_000;
export const LOADING_OVERLAY_TAB_FAILSAFE_MS = 5_000;
export const USERNAME_CHECK_DEBOUNCE_MS = 500;

export const RESEND_COOLDOWN_S = 60;
export const RESEND_DELAY_MS = 2_000;
export const VERIFICATION_POLL_MS = 5_000;
export const VERIFICATION_POLL_GROWTH = 1.5;
export const VERIFICATION_POLL_MAX_MS = 30_000;
export const VERIFICATION_POLL_WARN_AT_ERRORS = 3;
export const VERIFICATION_POLL_STOP_AT_ERRORS = 5;
export const VERIFICATION_CODE_LENGTH = 6;

export const SOCKET_PING_MS = 25_000;
export const SOCKET_MAX_RECONNECTS = 5;
export const SOCKET_BACKOFF_CAP_MS = 30_000;
/**
 * The live socket's close codes, one list for server and client. SPEC section 4: after 1000 and
 * 1001 (a close someone chose: logout, a page left) the client does not reconnect; after any
 * other code it does, with the back-off above. 1012 is the server stopping (SIGTERM: a restart or
 * a deploy) and promises it or another instance will answer again.
 */
export const SOCKET_CLOSE = {
  normal: 1000,
  goingAway: 1001,
  internalError: 1011,
  serviceRestart: 1012,
  invalidToken: 4401,
  originNotAllowed: 4403,
} as const;

export const MOBILE_BREAKPOINT_PX = 947;
export const SCROLL_INDICATOR_BREAKPOINT_PX = 1024;
export const PULL_TO_REFRESH = {
  threshold: 80,
  max: 120,
  minMovement: 30,
  onceEveryMs: 3_000,
} as const;
export const SCROLL_INDICATOR_HIDE_MS = 3_000;
export const CACHE_CLEANUP_INTERVAL_MS = 12 * 60 * 60_000;
export const NETWORK_ERROR_CACHE_CLEAR_MS = 5 * 60_000;
export const CALCULATOR_DECIMALS = 10;
export const CHART_TOOLTIP_MAX_WIDTH_PX = 220;
export const THEME_COLORS = { dark: '#1a1a1a', light: '#ffffff' } as const;

/** Server-side limits (ours; SPEC is silent). */
export const FREE_TRIAL_DAYS_DEFAULT = 14;
export const GRACE_PERIOD_DAYS_DEFAULT = 3;
export const VERIFICATION_CODE_TTL_MIN = 15;
export const PASSWORD_RESET_TTL_MIN = 30;
/** Failed logins on one account from one address (or one known device) before it answers 429. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MIN = 15;
/**
 * Failed logins on one account from every unknown device together, in LOGIN_ACCOUNT_WINDOW_MIN:
 * past this, an address that failed on the account must pass the human check (ADR 065). Never
 * a lock: an address with no failures and a known device sign in as usual.
 */
export const LOGIN_CHECK_AFTER_FAILURES = 5;
/** Past this many, the owner is emailed, at most once per LOGIN_ALERT_EVERY_HOURS. */
export const LOGIN_ALERT_AFTER_FAILURES = 10;
export const LOGIN_ALERT_EVERY_HOURS = 24;
export const LOGIN_ACCOUNT_WINDOW_MIN = 60;
/** A device that signed in is recognised this long after its last sign-in (ADR 065). */
export const KNOWN_DEVICE_DAYS = 180;
/**
 * Public shop orders (ADR 065): past this many from one address in the window, an order needs
 * the human check (carrier NAT puts thousands of phones behind one address, so never a refusal);
 * the per-shop ceiling is the only refusal, a flood guard for the owner.
 */
export const SHOP_ORDERS_BEFORE_CHECK = 10;
export const SHOP_ORDERS_PER_SHOP = 300;
export const SHOP_ORDER_WINDOW_MIN = 10;
/** Verification codes: one email per cooldown, this many a day, this many wrong guesses a day. */
export const VERIFICATION_CODES_PER_DAY = 10;
export const VERIFICATION_WRONG_GUESSES_PER_DAY = 25;
export const SESSION_TTL_DAYS = 30;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const LIST_DEFAULT_LIMIT = 50;
export const LIST_MAX_LIMIT = 200;
