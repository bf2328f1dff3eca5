/**
 * Error codes, SPEC section 8's texts and the validation-message format: plain data without zod,
 * so the web app's entry chunk can use them without loading the schema library.
 */

import { SESSION_MESSAGES } from './session-messages.ts';

export { SESSION_MESSAGES };

export interface ErrorDetail {
  field: string;
  message: string;
}

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'TOKEN_INVALID',
  'FORBIDDEN',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'INVALID_CREDENTIALS',
  'TOO_MANY_LOGIN_ATTEMPTS',
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
  'USERNAME_CASE_CONFLICT',
  'USERNAME_SANITIZED_CONFLICT',
  'USERNAME_INVALID',
  'VERIFICATION_REQUIRED',
  'VERIFICATION_CODE_INVALID',
  'VERIFICATION_CODE_EXPIRED',
  'ALREADY_VERIFIED',
  'RESEND_COOLDOWN',
  'RESET_TOKEN_INVALID',
  'CAPTCHA_FAILED',
  'CAPTCHA_REQUIRED',
  'SHOP_BUSY',
  'GOOGLE_AUTH_FAILED',
  'GOOGLE_NOT_CONFIGURED',
  'ADMIN_REQUIRED',
  'SUPER_ADMIN_REQUIRED',
  'SUBSCRIPTION_REQUIRED',
  'TRIAL_EXPIRED',
  'PAYWALL_RESTRICTION',
  'PREMIUM_FEATURE_REQUIRED',
  'BUSINESS_NOT_FOUND',
  'IDEMPOTENCY_CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'BUSINESS_LIMIT_REACHED',
  'WHATSAPP_REQUIRED',
  'SLUG_TAKEN',
  'INVALID_IMAGE',
  'USER_NOT_FOUND',
  'MANAGER_EXISTS',
  'MANAGER_LIMIT_REACHED',
  'ITEM_NOT_FOUND',
  'CATEGORY_NOT_FOUND',
  'CATEGORY_NAME_TAKEN',
  'CATEGORY_LIMIT_REACHED',
  'SKU_TAKEN',
  'BARCODE_TAKEN',
  'INSUFFICIENT_STOCK',
  'SALE_NOT_FOUND',
  'SALE_ID_CONFLICT',
  'SALE_HAS_REFUNDS',
  'REFUND_EXCEEDS_SALE',
  'REFUND_ID_CONFLICT',
  'CUSTOMER_NOT_FOUND',
  'EXPENSE_NOT_FOUND',
  'NOTIFICATION_NOT_FOUND',
  'RECURRING_EXPENSE_NOT_FOUND',
  'RECURRING_EXPENSE_LIMIT_REACHED',
  'SHIFT_NOT_FOUND',
  'SHIFT_ALREADY_OPEN',
  'SHIFT_ID_CONFLICT',
  'SHIFT_CLOSED',
  'SHIFT_REQUIRED',
  // HTTP-level refusals, one code per status (plugins/errors.ts)
  'BAD_REQUEST',
  'METHOD_NOT_ALLOWED',
  'NOT_ACCEPTABLE',
  'REQUEST_TIMEOUT',
  'CONFLICT',
  'GONE',
  'LENGTH_REQUIRED',
  'PRECONDITION_FAILED',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'RANGE_NOT_SATISFIABLE',
  'EXPECTATION_FAILED',
  'MISDIRECTED_REQUEST',
  'UNPROCESSABLE_ENTITY',
  'TOO_EARLY',
  'PRECONDITION_REQUIRED',
  'HEADERS_TOO_LARGE',
  'CLIENT_ERROR',
  'VERIFICATION_LIMIT_REACHED',
  'SHOP_NOT_FOUND',
  'ORDER_NOT_FOUND',
  'APP_VERSION_NOT_FOUND',
  'APP_VERSION_TAKEN',
  'JOB_NOT_FOUND',
  'INVALID_ORDER_STATUS',
  // Subscriptions and payments (ADR 027)
  'PAYMENTS_NOT_CONFIGURED',
  'PAYMENT_PROVIDER_ERROR',
  'UNSUPPORTED_CURRENCY',
  'ALREADY_SUBSCRIBED',
  'NO_ACTIVE_SUBSCRIPTION',
  'INVALID_SIGNATURE',
  'CONVERSATION_NOT_FOUND',
  'AI_UNAVAILABLE',
  // Suppliers and purchase orders
  'SUPPLIER_NOT_FOUND',
  'SUPPLIER_HAS_HISTORY',
  'PURCHASE_ORDER_NOT_FOUND',
  'PURCHASE_ORDER_NOT_DRAFT',
  'PURCHASE_ORDER_BAD_TRANSITION',
  'PURCHASE_ORDER_NOT_RECEIVABLE',
  'RECEIVE_TOO_MUCH',
  // Stock counts (ADR 074)
  'STOCK_COUNT_NOT_FOUND',
  'STOCK_COUNT_CLOSED',
  'STOCK_COUNT_OVERLAP',
  // Staff at the till (ADR 076)
  'PERMISSION_REQUIRED',
  'STAFF_NOT_FOUND',
  'STAFF_PIN_TAKEN',
  'STAFF_LOCKED',
  'DEVICE_NOT_FOUND',
  'DEVICE_INVALID',
  'STAFF_NOT_ALLOWED',
  // Mobile money at the till (ADR 077)
  'PAYMENT_NOT_FOUND',
  'PAYMENT_NOT_PAID',
  'PAYMENT_ALREADY_USED',
  'PAYMENT_NOT_UNMATCHED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** SPEC section 8: texts the product shows, word for word. */
export const MESSAGES = {
  ...SESSION_MESSAGES,
  invalidCredentials: 'Invalid email or password',
  tooManyLogins: 'Too many login attempts. Please try again later.',
  loginFailed: 'Login failed. Please try again.',
  invalidResponseFormat: 'Invalid response format from server',
  emailTaken:
    'Email already registered. Please use a different email or sign in with your existing account.',
  usernameCaseConflict: 'Usernames are case-insensitive.',
  usernameTaken: 'Username already taken',
  registrationFailed: 'Registration failed',
  codeExpired: 'Verification code has expired. Please request a new one.',
  serverError: 'Server error occurred. Please try again later or contact support.',
  verifyFailed: 'Failed to verify email. Please try again.',
  resendFailed: 'Failed to resend verification code. Please try again.',
  resendFailedNotice: 'Failed to resend verification email. Please try again later.',
  usernameTaken409: 'This username is already taken. Please choose another.',
  usernameTakenShort: 'This username is already taken.',
  confirmUsernameFailed: 'Failed to confirm username. Please try again.',
  updateUsernameFailed: 'Failed to update username. Please try again.',
  setUsernameFailed: 'Failed to set username. Please try again.',
  usernameTooShort: 'Username must be at least 3 characters long',
  usernameMustStartWithLetter: 'Username must start with a letter',
  usernameCharset: 'Username can only contain letters, numbers, and underscores',
  setUsernameInvalid: 'Please enter a valid username (at least 3 characters)',
  googleNoToken: 'No authentication token received',
  googleFailed: 'Google authentication failed',
  googleFailedNotice: 'Google sign-in failed. Please try again.',
  accountDeleted: 'Your account has been permanently deleted',
  accountDeleteFailed: 'Failed to delete account. Please try again.',
  verificationRequired: 'Please verify your email to access all features',
  unauthorizedAccess: 'Unauthorized access',
  unauthorizedAdmin: 'Unauthorized: Admin access required',
  businessNotFound: 'Business not found',
  outOfSync: 'Page data is out of sync. Refreshing page...',
  subscriptionTitle: 'Subscription Required',
  notSubscribed: 'You are not subscribed. Please subscribe to modify or update items.',
  notSubscribedDetail:
    'You cannot modify any content, and your public shop will not be visible to your customers until you upgrade.',
  trialUnknown: 'Unable to determine trial status',
  networkErrorRefresh: 'Network error detected, refreshing app data...',
  unexpected: 'An unexpected error occurred',
  offlineCached: 'You are currently offline. Using cached resources.',
  offlineLimited: 'You are currently offline. Some features may be unavailable.',
  updateAvailable: 'A new version is available!',
  themeError: 'Error changing theme. Please try again.',
} as const;

/** Texts of our own for input refused before it reaches a feature (SPEC gives none). */
export const INPUT_MESSAGES = {
  nulCharacter: 'Must not contain the NUL character (\\u0000)',
} as const;

/** 'Validation failed: field: message, ...' (SPEC section 5). */
export function formatValidationDetails(details: ErrorDetail[]): string {
  return `Validation failed: ${details.map((d) => `${d.field}: ${d.message}`).join(', ')}`;
}

/** 403 codes that mean the caller needs a subscription (SPEC section 8). */
export const SUBSCRIPTION_ERROR_CODES = [
  'SUBSCRIPTION_REQUIRED',
  'TRIAL_EXPIRED',
  'PAYWALL_RESTRICTION',
  'PREMIUM_FEATURE_REQUIRED',
] as const;
