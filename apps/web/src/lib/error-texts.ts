import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '@app/contracts/messages';

/**
 * The server's errors in the reader's language (ADR 069). The API answers
 * `{ errorCode, message, details? }` in English; the web app shows its own text for the code.
 *
 * Each code lists its texts by the exact English the server sends (SPEC section 8's where it
 * has one), the code's own text first. A message found there is shown translated; a code whose
 * message is another (a route's own 404, a library's 400) shows the server's English to an
 * English reader and the code's own text to the others; an unknown code shows the server's.
 * The English strings are the server's: error-messages.test.ts compares them with the contracts;
 * error-messages.ts reads this table and the messages that carry values.
 */
export type Texts = Readonly<Record<string, MessageDescriptor>>;

// The contracts' limits, written out: their modules are the shell's or load zod (the test
// compares them).
const BUSINESSES = 5;
const MANAGERS = 20;
const CATEGORIES = 500;
const RECURRING = 100;

export const ERROR_TEXTS: Record<ErrorCode, Texts> = {
  VALIDATION_FAILED: { 'Validation failed': msg`Validation failed` },
  NOT_FOUND: {
    'Not found': msg`Not found`,
    'User not found': msg`User not found`,
    'Manager not found': msg`Manager not found`,
  },
  UNAUTHORIZED: { 'Authentication required': msg`Authentication required` },
  TOKEN_INVALID: {
    'Invalid or expired token': msg`Invalid or expired token`,
    'Token has expired': msg`Token has expired`,
  },
  FORBIDDEN: {
    'You do not have permission to do this': msg`You do not have permission to do this`,
    'Only the business owner can do this': msg`Only the business owner can do this`,
    'You cannot remove your own admin rights': msg`You cannot remove your own admin rights`,
  },
  RATE_LIMITED: {
    'Too many requests. Please try again later.': msg`Too many requests. Please try again later.`,
  },
  INTERNAL_ERROR: { 'An unexpected error occurred': msg`An unexpected error occurred` },
  INVALID_CREDENTIALS: {
    'Invalid email or password': msg`Invalid email or password`,
    'Current password is incorrect': msg`Current password is incorrect`,
    'This account signs in with Google and has no password yet. Use "Forgot password" to set one.': msg`This account signs in with Google and has no password yet. Use "Forgot password" to set one.`,
  },
  TOO_MANY_LOGIN_ATTEMPTS: {
    'Too many login attempts. Please try again later.': msg`Too many login attempts. Please try again later.`,
  },
  EMAIL_TAKEN: {
    'Email already registered. Please use a different email or sign in with your existing account.': msg`Email already registered. Please use a different email or sign in with your existing account.`,
  },
  USERNAME_TAKEN: { 'Username already taken': msg`Username already taken` },
  USERNAME_CASE_CONFLICT: {
    'Usernames are case-insensitive.': msg`Usernames are case-insensitive.`,
  },
  USERNAME_SANITIZED_CONFLICT: {
    'Usernames may only contain letters, numbers and underscores, and that name is already taken. Please choose another.': msg`Usernames may only contain letters, numbers and underscores, and that name is already taken. Please choose another.`,
  },
  USERNAME_INVALID: {
    'Please enter a valid username (at least 3 characters)': msg`Please enter a valid username (at least 3 characters)`,
    'Username must be at least 3 characters long': msg`Username must be at least 3 characters long`,
    'Username must start with a letter': msg`Username must start with a letter`,
    'Username can only contain letters, numbers, and underscores': msg`Username can only contain letters, numbers, and underscores`,
  },
  VERIFICATION_REQUIRED: {
    'Please verify your email to access all features': msg`Please verify your email to access all features`,
    'Email verification required to create a business': msg`Email verification required to create a business`,
  },
  VERIFICATION_CODE_INVALID: {
    'Invalid verification code': msg`Invalid verification code`,
    'Too many incorrect attempts. Please request a new code.': msg`Too many incorrect attempts. Please request a new code.`,
  },
  VERIFICATION_CODE_EXPIRED: {
    'Verification code has expired. Please request a new one.': msg`Verification code has expired. Please request a new one.`,
  },
  ALREADY_VERIFIED: {
    'This email address is already verified.': msg`This email address is already verified.`,
  },
  RESEND_COOLDOWN: {
    'Please wait before requesting a new code.': msg`Please wait before requesting a new code.`,
  },
  RESET_TOKEN_INVALID: {
    'This reset link or code is invalid or has expired.': msg`This reset link or code is invalid or has expired.`,
  },
  CAPTCHA_FAILED: {
    'Human verification failed. Please try again.': msg`Human verification failed. Please try again.`,
  },
  CAPTCHA_REQUIRED: {
    'A quick human check is needed to continue.': msg`A quick human check is needed to continue.`,
    'There have been several failed sign-ins to this account, so a quick human check is needed to continue.': msg`There have been several failed sign-ins to this account, so a quick human check is needed to continue.`,
    'Many orders are coming from your network right now, so a quick human check is needed to send your order.': msg`Many orders are coming from your network right now, so a quick human check is needed to send your order.`,
  },
  SHOP_BUSY: {
    'This shop is receiving too many orders right now. Please wait a few minutes and try again.': msg`This shop is receiving too many orders right now. Please wait a few minutes and try again.`,
  },
  GOOGLE_AUTH_FAILED: { 'Google authentication failed': msg`Google authentication failed` },
  GOOGLE_NOT_CONFIGURED: {
    'Google sign-in is not configured': msg`Google sign-in is not configured`,
  },
  ADMIN_REQUIRED: { 'Unauthorized access': msg`Unauthorized access` },
  SUPER_ADMIN_REQUIRED: {
    'Superadmin privileges required': msg`Superadmin privileges required`,
    'Unauthorized access. Only super admins can create new admins.': msg`Unauthorized access. Only super admins can create new admins.`,
    'Unauthorized access. Only super admins can remove admins.': msg`Unauthorized access. Only super admins can remove admins.`,
  },
  SUBSCRIPTION_REQUIRED: {
    'You are not subscribed. Please subscribe to modify or update items.': msg`You are not subscribed. Please subscribe to modify or update items.`,
  },
  TRIAL_EXPIRED: {
    'You are not subscribed. Please subscribe to modify or update items.': msg`You are not subscribed. Please subscribe to modify or update items.`,
  },
  PAYWALL_RESTRICTION: {
    'You are not subscribed. Please subscribe to modify or update items.': msg`You are not subscribed. Please subscribe to modify or update items.`,
  },
  PREMIUM_FEATURE_REQUIRED: {
    'This premium feature requires subscription. Please upgrade to keep using it.': msg`This premium feature requires subscription. Please upgrade to keep using it.`,
  },
  BUSINESS_NOT_FOUND: { 'Business not found': msg`Business not found` },
  IDEMPOTENCY_CONFLICT: {
    'This Idempotency-Key was already used for a different request': msg`This Idempotency-Key was already used for a different request`,
    'A request with this Idempotency-Key is still being processed': msg`A request with this Idempotency-Key is still being processed`,
  },
  PAYLOAD_TOO_LARGE: {
    'The upload is too large': msg`The upload is too large`,
    'The form has too many fields or files': msg`The form has too many fields or files`,
    'Logo must be 2 MB or smaller': msg`Logo must be 2 MB or smaller`,
    'Image must be 2 MB or smaller': msg`Image must be 2 MB or smaller`,
    'The receipt image must be 2 MB or smaller': msg`The receipt image must be 2 MB or smaller`,
    'The banner must be 4 MB or smaller': msg`The banner must be 4 MB or smaller`,
    'The CSV file must be 2 MB or smaller': msg`The CSV file must be 2 MB or smaller`,
  },
  BUSINESS_LIMIT_REACHED: {
    [`Maximum of ${BUSINESSES} businesses allowed per user`]: msg`Maximum of ${BUSINESSES} businesses allowed per user`,
  },
  WHATSAPP_REQUIRED: {
    'A WhatsApp number is required while your shop is published. Please unpublish your shop first if you wish to remove it.': msg`A WhatsApp number is required while your shop is published. Please unpublish your shop first if you wish to remove it.`,
  },
  SLUG_TAKEN: {
    'This shop link is already taken. Please choose another.': msg`This shop link is already taken. Please choose another.`,
  },
  INVALID_IMAGE: {
    'The file must be a JPEG, PNG, WebP or GIF image': msg`The file must be a JPEG, PNG, WebP or GIF image`,
    'The image is too large (at most 24 megapixels)': msg`The image is too large (at most 24 megapixels)`,
    'Logo must be a JPEG, PNG, WebP or GIF image': msg`Logo must be a JPEG, PNG, WebP or GIF image`,
    'Image must be a JPEG, PNG, WebP or GIF image': msg`Image must be a JPEG, PNG, WebP or GIF image`,
    'The receipt must be a JPEG, PNG, WebP or GIF image': msg`The receipt must be a JPEG, PNG, WebP or GIF image`,
    'The banner must be a JPEG, PNG, WebP or GIF image': msg`The banner must be a JPEG, PNG, WebP or GIF image`,
  },
  USER_NOT_FOUND: {
    'User not found': msg`User not found`,
    'No verified user with this username or email': msg`No verified user with this username or email`,
  },
  MANAGER_EXISTS: {
    'This user is already a manager of this business': msg`This user is already a manager of this business`,
  },
  MANAGER_LIMIT_REACHED: {
    [`Maximum of ${MANAGERS} managers per business`]: msg`Maximum of ${MANAGERS} managers per business`,
  },
  ITEM_NOT_FOUND: { 'Item not found': msg`Item not found` },
  CATEGORY_NOT_FOUND: { 'Category not found': msg`Category not found` },
  CATEGORY_NAME_TAKEN: {
    'A category with this name already exists in this business': msg`A category with this name already exists in this business`,
  },
  CATEGORY_LIMIT_REACHED: {
    [`Maximum of ${CATEGORIES} categories per business`]: msg`Maximum of ${CATEGORIES} categories per business`,
  },
  SKU_TAKEN: {
    'Another item in this business already uses this SKU': msg`Another item in this business already uses this SKU`,
  },
  BARCODE_TAKEN: {
    'Another item in this business already uses this barcode': msg`Another item in this business already uses this barcode`,
  },
  INSUFFICIENT_STOCK: { 'Not enough stock': msg`Not enough stock` },
  SALE_NOT_FOUND: { 'Sale not found': msg`Sale not found` },
  SALE_ID_CONFLICT: { 'Another sale already uses this id': msg`Another sale already uses this id` },
  SALE_HAS_REFUNDS: {
    'This sale has refunds: its lines and amounts can no longer change': msg`This sale has refunds: its lines and amounts can no longer change`,
  },
  REFUND_EXCEEDS_SALE: { 'More than is left to refund': msg`More than is left to refund` },
  REFUND_ID_CONFLICT: {
    'Another refund already uses this id': msg`Another refund already uses this id`,
  },
  CUSTOMER_NOT_FOUND: { 'Customer not found': msg`Customer not found` },
  EXPENSE_NOT_FOUND: { 'Expense not found': msg`Expense not found` },
  NOTIFICATION_NOT_FOUND: { 'Notification not found': msg`Notification not found` },
  SUPPLIER_NOT_FOUND: { 'Supplier not found': msg`Supplier not found` },
  SUPPLIER_HAS_HISTORY: {
    'This supplier has purchase orders or payments: their history is kept, so the supplier cannot be deleted': msg`This supplier has purchase orders or payments: their history is kept, so the supplier cannot be deleted`,
  },
  PURCHASE_ORDER_NOT_FOUND: { 'Purchase order not found': msg`Purchase order not found` },
  PURCHASE_ORDER_NOT_DRAFT: {
    'Only a draft order can be edited': msg`Only a draft order can be edited`,
  },
  PURCHASE_ORDER_BAD_TRANSITION: {
    'This order cannot change to that status': msg`This order cannot change to that status`,
  },
  PURCHASE_ORDER_NOT_RECEIVABLE: {
    'Only an ordered or partly received order can be received': msg`Only an ordered or partly received order can be received`,
  },
  RECEIVE_TOO_MUCH: { 'More than is left on the line': msg`More than is left on the line` },
  RECURRING_EXPENSE_NOT_FOUND: { 'Recurring expense not found': msg`Recurring expense not found` },
  RECURRING_EXPENSE_LIMIT_REACHED: {
    [`A business can have at most ${RECURRING} recurring expenses`]: msg`A business can have at most ${RECURRING} recurring expenses`,
  },
  SHIFT_NOT_FOUND: { 'Shift not found': msg`Shift not found` },
  SHIFT_ALREADY_OPEN: {
    'This register already has an open shift: close it before opening another': msg`This register already has an open shift: close it before opening another`,
  },
  SHIFT_ID_CONFLICT: { 'This shift id is already used': msg`This shift id is already used` },
  SHIFT_CLOSED: { 'This shift is already closed': msg`This shift is already closed` },
  SHIFT_REQUIRED: {
    'Open a shift on this register before selling': msg`Open a shift on this register before selling`,
  },
  BAD_REQUEST: { 'Bad request': msg`Bad request` },
  METHOD_NOT_ALLOWED: { 'This action is not allowed here': msg`This action is not allowed here` },
  NOT_ACCEPTABLE: {
    'The server cannot answer in the form asked for': msg`The server cannot answer in the form asked for`,
  },
  REQUEST_TIMEOUT: { 'The request took too long': msg`The request took too long` },
  CONFLICT: {
    'This conflicts with a change made elsewhere': msg`This conflicts with a change made elsewhere`,
    'This account is a super admin through SUPER_ADMIN_EMAILS; remove it there first': msg`This account is a super admin through SUPER_ADMIN_EMAILS; remove it there first`,
  },
  GONE: { 'This is no longer available': msg`This is no longer available` },
  LENGTH_REQUIRED: { 'The request has no length': msg`The request has no length` },
  PRECONDITION_FAILED: {
    'This changed since it was loaded. Reload and try again.': msg`This changed since it was loaded. Reload and try again.`,
  },
  URI_TOO_LONG: { 'The address is too long': msg`The address is too long` },
  UNSUPPORTED_MEDIA_TYPE: {
    'This kind of content is not accepted': msg`This kind of content is not accepted`,
  },
  RANGE_NOT_SATISFIABLE: {
    'The part asked for is not available': msg`The part asked for is not available`,
  },
  EXPECTATION_FAILED: { 'The request could not be met': msg`The request could not be met` },
  MISDIRECTED_REQUEST: {
    'The request went to the wrong server': msg`The request went to the wrong server`,
  },
  UNPROCESSABLE_ENTITY: {
    'The request could not be processed': msg`The request could not be processed`,
  },
  TOO_EARLY: { 'Too early: please try again': msg`Too early: please try again` },
  PRECONDITION_REQUIRED: {
    'The request must say what it changes': msg`The request must say what it changes`,
  },
  HEADERS_TOO_LARGE: {
    'The request headers are too large': msg`The request headers are too large`,
  },
  CLIENT_ERROR: { 'The request was refused': msg`The request was refused` },
  VERIFICATION_LIMIT_REACHED: {
    'You have asked for the most verification codes allowed in a day. Please try again tomorrow.': msg`You have asked for the most verification codes allowed in a day. Please try again tomorrow.`,
    'Too many incorrect codes today. Please try again tomorrow, or reset your password to verify your email.': msg`Too many incorrect codes today. Please try again tomorrow, or reset your password to verify your email.`,
  },
  SHOP_NOT_FOUND: { 'Shop not found': msg`Shop not found` },
  ORDER_NOT_FOUND: { 'Order not found': msg`Order not found` },
  APP_VERSION_NOT_FOUND: { 'App version not found': msg`App version not found` },
  APP_VERSION_TAKEN: { 'This version already exists': msg`This version already exists` },
  JOB_NOT_FOUND: { 'No failed job with this id': msg`No failed job with this id` },
  INVALID_ORDER_STATUS: {
    'The order cannot move to this status': msg`The order cannot move to this status`,
  },
  PAYMENTS_NOT_CONFIGURED: {
    'Card payments are not set up': msg`Card payments are not set up`,
    'Mobile money payments are not set up': msg`Mobile money payments are not set up`,
    'M-Pesa is not set up for this business': msg`M-Pesa is not set up for this business`,
  },
  PAYMENT_PROVIDER_ERROR: {
    'Could not reach the payment provider': msg`Could not reach the payment provider`,
    'Could not start the card payment': msg`Could not start the card payment`,
    'Could not cancel the card subscription': msg`Could not cancel the card subscription`,
    'M-Pesa did not answer. Try again, or take the payment another way.': msg`M-Pesa did not answer. Try again, or take the payment another way.`,
  },
  UNSUPPORTED_CURRENCY: {
    'This plan is not sold in this currency': msg`This plan is not sold in this currency`,
  },
  ALREADY_SUBSCRIBED: {
    'You already have a card subscription; it renews by itself': msg`You already have a card subscription; it renews by itself`,
  },
  NO_ACTIVE_SUBSCRIPTION: {
    'You have no active subscription to cancel': msg`You have no active subscription to cancel`,
    'The user has no subscription to change': msg`The user has no subscription to change`,
  },
  INVALID_SIGNATURE: { 'Invalid webhook signature': msg`Invalid webhook signature` },
  CONVERSATION_NOT_FOUND: { 'Conversation not found': msg`Conversation not found` },
  AI_UNAVAILABLE: {
    'The AI provider did not answer. Please try again.': msg`The AI provider did not answer. Please try again.`,
  },
  // Stock counts (ADR 074); STOCK_COUNT_OVERLAP carries names: error-messages.ts.
  STOCK_COUNT_NOT_FOUND: { 'Stock count not found': msg`Stock count not found` },
  STOCK_COUNT_CLOSED: {
    'This stock count is no longer open': msg`This stock count is no longer open`,
  },
  STOCK_COUNT_OVERLAP: {
    'Already in an open stock count': msg`Already in an open stock count`,
  },
  // Staff at the till (ADR 076)
  PERMISSION_REQUIRED: {
    'You do not have permission to do this': msg`You do not have permission to do this`,
    'This discount is larger than you may give': msg`This discount is larger than you may give`,
  },
  STAFF_NOT_FOUND: { 'Staff member not found': msg`Staff member not found` },
  STAFF_PIN_TAKEN: {
    'Another staff member of this business has this PIN': msg`Another staff member of this business has this PIN`,
  },
  STAFF_LOCKED: {
    'Too many wrong PINs. PIN sign-in is locked for 15 minutes.': msg`Too many wrong PINs. PIN sign-in is locked for 15 minutes.`,
  },
  DEVICE_NOT_FOUND: { 'Device not found': msg`Device not found` },
  DEVICE_INVALID: {
    'This device is not registered as a till': msg`This device is not registered as a till`,
  },
  STAFF_NOT_ALLOWED: { 'A till sign-in cannot do this': msg`A till sign-in cannot do this` },
  // Mobile money at the till (ADR 077)
  PAYMENT_NOT_FOUND: { 'Payment not found': msg`Payment not found` },
  PAYMENT_NOT_PAID: { 'This payment is not paid': msg`This payment is not paid` },
  PAYMENT_ALREADY_USED: {
    'This payment already paid another sale': msg`This payment already paid another sale`,
  },
  PAYMENT_NOT_UNMATCHED: {
    'Only an unmatched payment can be matched or dismissed': msg`Only an unmatched payment can be matched or dismissed`,
  },
};
