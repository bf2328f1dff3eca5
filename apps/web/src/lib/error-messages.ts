import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode, ErrorDetail } from '@app/contracts/messages';
import type { ApiErrorBody } from './api-error-body.ts';
import type { ErrorTranslator } from './error-translator.ts';
import {
  CONTRACT_PATTERNS,
  CONTRACT_TEXTS,
  FIELD_NAMES,
  type FromGroups,
} from './contract-texts.ts';
import { ERROR_TEXTS, type Texts } from './error-texts.ts';
/** Messages that carry values (a name, a number), read back from the server's English. */
const PATTERNS: Partial<Record<ErrorCode, [RegExp, FromGroups][]>> = {
  STOCK_COUNT_OVERLAP: [
    [
      /^Already in an open stock count: (.*)$/s,
      (names) => msg`Already in an open stock count: ${names}`,
    ],
  ],
  INSUFFICIENT_STOCK: [
    [
      /^Not enough stock of "(.*)": (-?\d+) available$/s,
      (name, available) => msg`Not enough stock of "${name}": ${available} available`,
    ],
  ],
  RESEND_COOLDOWN: [
    [
      /^Please wait (\d+) seconds before requesting a new code\.$/,
      (seconds) => msg`Please wait ${seconds} seconds before requesting a new code.`,
    ],
  ],
  RECEIVE_TOO_MUCH: [
    [
      /^Only (\d+) left to receive on this line$/,
      (left) => msg`Only ${left} left to receive on this line`,
    ],
  ],
  UNSUPPORTED_CURRENCY: [
    [
      /^The (.+) plan is not sold in ([A-Z]{3})$/,
      (plan, currency) => msg`The ${plan} plan is not sold in ${currency}`,
    ],
  ],
  // The provider's own words (Daraja's, Paystack's) stay as they came.
  PAYMENT_PROVIDER_ERROR: [
    [/^M-Pesa refused the request: (.*)$/s, (why) => msg`M-Pesa refused the request: ${why}`],
    [/^Paystack refused the request: (.*)$/s, (why) => msg`Paystack refused the request: ${why}`],
  ],
  USERNAME_SANITIZED_CONFLICT: [
    [
      /^Usernames may only contain letters, numbers and underscores, so yours becomes "(.*)", and that name is already taken\. Please choose another\.$/s,
      (username) =>
        msg`Usernames may only contain letters, numbers and underscores, so yours becomes "${username}", and that name is already taken. Please choose another.`,
    ],
  ],
};

/** Field problems as the API's schemas word them (zod's English and the contracts' own). */
const FIELD_TEXTS: Texts = {
  Required: msg`Required`,
  'Invalid input': msg`Invalid input`,
  'Invalid value': msg`Invalid value`,
  'Bad request': msg`Bad request`,
  'Invalid email address': msg`Invalid email address`,
  'Invalid UUID': msg`Invalid UUID`,
  'Invalid URL': msg`Invalid URL`,
  'Invalid ISO date': msg`Invalid ISO date`,
  'Invalid ISO datetime': msg`Invalid ISO datetime`,
  'Must be a number': msg`Must be a number`,
  'Must be 0 or more': msg`Must be 0 or more`,
  'Use at most 2 decimals': msg`Use at most 2 decimals`,
  'Must be a whole number of 0 or more': msg`Must be a whole number of 0 or more`,
  'Must be a file': msg`Must be a file`,
  'Must be in the future': msg`Must be in the future`,
  'Must be after the send time': msg`Must be after the send time`,
  'The amount must be more than 0': msg`The amount must be more than 0`,
  'Paystack does not serve this provider in the business currency': msg`Paystack does not serve this provider in the business currency`,
  'Paystack mobile money takes Ghanaian cedis (GHS) or Kenyan shillings (KES)': msg`Paystack mobile money takes Ghanaian cedis (GHS) or Kenyan shillings (KES)`,
  'This payment does not wait for a code': msg`This payment does not wait for a code`,
  'The date cannot be in the future': msg`The date cannot be in the future`,
  'Category is required': msg`Category is required`,
  'Enter the delivery address': msg`Enter the delivery address`,
  'Add at least one item': msg`Add at least one item`,
  'Choose an image to upload': msg`Choose an image to upload`,
  'Supplier not found': msg`Supplier not found`,
  'Item not found': msg`Item not found`,
  'This item is not in the order': msg`This item is not in the order`,
  'Each item may appear once in an order': msg`Each item may appear once in an order`,
  'The quantity must be a whole number more than 0': msg`The quantity must be a whole number more than 0`,
  'The unit cost must be more than 0': msg`The unit cost must be more than 0`,
  'Enter a valid email address': msg`Enter a valid email address`,
  'Name is required': msg`Name is required`,
  ...CONTRACT_TEXTS,
};

const FIELD_PATTERNS: [RegExp, FromGroups, true?][] = [
  [
    /^Only (\d+) left to receive on this line$/,
    (left) => msg`Only ${left} left to receive on this line`,
  ],
  [
    /^Too small: expected string to have >=(\d+) characters$/,
    (min) => msg`Too small: expected string to have >=${min} characters`,
  ],
  [
    /^Too big: expected string to have <=(\d+) characters$/,
    (max) => msg`Too big: expected string to have <=${max} characters`,
  ],
  [
    /^Too small: expected number to be >=(-?[\d.e+]+)$/,
    (min) => msg`Too small: expected number to be >=${min}`,
  ],
  [
    /^Too small: expected number to be >(-?[\d.e+]+)$/,
    (min) => msg`Too small: expected number to be >${min}`,
  ],
  [
    /^Too big: expected number to be <=(-?[\d.e+]+)$/,
    (max) => msg`Too big: expected number to be <=${max}`,
  ],
  [
    /^Too big: expected number to be <(-?[\d.e+]+)$/,
    (max) => msg`Too big: expected number to be <${max}`,
  ],
  [
    /^Too small: expected array to have >=(\d+) items$/,
    (min) => msg`Too small: expected array to have >=${min} items`,
  ],
  [
    /^Too big: expected array to have <=(\d+) items$/,
    (max) => msg`Too big: expected array to have <=${max} items`,
  ],
  [
    /^Invalid input: expected (\w+), received (\w+)$/,
    (expected, received) => msg`Invalid input: expected ${expected}, received ${received}`,
  ],
  [
    /^Invalid option: expected one of (.+)$/s,
    (options) => msg`Invalid option: expected one of ${options}`,
  ],
  ...CONTRACT_PATTERNS,
];

/**
 * SPEC section 8's texts the app shows itself (thrown, toasted), by their English: written out,
 * not read from the contracts' MESSAGES, which would then leave the shell's chunk (the test
 * compares them).
 */
export const SPEC_TEXTS: Texts = {
  'Your session has expired. Please log in again.': msg`Your session has expired. Please log in again.`,
  'Page data is out of sync. Refreshing page...': msg`Page data is out of sync. Refreshing page...`,
  'Network error detected, refreshing app data...': msg`Network error detected, refreshing app data...`,
  'You are currently offline. Using cached resources.': msg`You are currently offline. Using cached resources.`,
  'You are currently offline. Some features may be unavailable.': msg`You are currently offline. Some features may be unavailable.`,
  'A new version is available!': msg`A new version is available!`,
  'Error changing theme. Please try again.': msg`Error changing theme. Please try again.`,
  'Please verify your email to access all features': msg`Please verify your email to access all features`,
  'Admin privileges required': msg`Admin privileges required`,
  'Unauthorized: Admin access required': msg`Unauthorized: Admin access required`,
  'Invalid response from server': msg`Invalid response from server`,
  'Invalid response format from server': msg`Invalid response format from server`,
  'Invalid token received from server': msg`Invalid token received from server`,
  'An unexpected error occurred': msg`An unexpected error occurred`,
  'Server error occurred. Please try again later or contact support.': msg`Server error occurred. Please try again later or contact support.`,
  'Business not found': msg`Business not found`,
  'You are not subscribed. Please subscribe to modify or update items.': msg`You are not subscribed. Please subscribe to modify or update items.`,
};

const own = (texts: Texts, key: string) =>
  Object.prototype.hasOwnProperty.call(texts, key) ? texts[key] : undefined;

/** The message of one of SPEC's texts, by its English; for features' own maps of known texts. */
export const specTextDescriptor = (text: string) => own(SPEC_TEXTS, text);

/** A server error's text by its English alone (a contract's message the app shows itself). */
const SERVER_TEXTS: Texts = Object.assign({}, ...Object.values(ERROR_TEXTS));
const serverText = (text: string) => own(SERVER_TEXTS, text);

function isErrorCode(code: string | undefined): code is ErrorCode {
  return code !== undefined && Object.prototype.hasOwnProperty.call(ERROR_TEXTS, code);
}

/**
 * The translator for `i18n`'s language (i18n/activate.ts installs it in the api client). The
 * English reader sees exactly the server's English; see error-texts.ts for the rules.
 */
export function errorTranslator(i18n: I18n): ErrorTranslator {
  const english = () => i18n.locale === 'en';

  /** A field's problem or a contract's text, by its English; undefined when not one. */
  function fieldText(message: string): string | undefined {
    const known = own(FIELD_TEXTS, message) ?? serverText(message);
    if (known) return i18n._(known);
    for (const [pattern, text, names] of FIELD_PATTERNS) {
      const match = message.match(pattern);
      if (!match) continue;
      const groups = match.slice(1);
      return i18n._(text(...(names ? groups.map(fieldNames) : groups)));
    }
    return undefined;
  }

  /** 'name, country' in the reader's words; a name not known as it is. */
  function fieldNames(names: string): string {
    return names
      .split(', ')
      .map((name) => {
        const descriptor = own(FIELD_NAMES, name);
        return descriptor ? i18n._(descriptor) : name;
      })
      .join(', ');
  }

  function detail(message: string): string {
    return fieldText(message) ?? message;
  }

  function error(body: ApiErrorBody): string | null {
    const code = body.errorCode ?? body.code;
    if (!isErrorCode(code)) return null;
    const message = body.error || body.message || '';
    if (code === 'INSUFFICIENT_STOCK' && message.startsWith('Not enough stock for: ')) {
      const short = stockShortages(body.items);
      if (short) {
        const items = short
          .map(({ name, available }) => i18n._(msg`${name} (${available} left)`))
          .join(', ');
        return i18n._(msg`Not enough stock for: ${items}`);
      }
    }
    const texts = ERROR_TEXTS[code];
    const exact = own(texts, message);
    if (exact) return i18n._(exact);
    for (const [pattern, text] of PATTERNS[code] ?? []) {
      const match = message.match(pattern);
      if (match) return i18n._(text(...match.slice(1)));
    }
    // A message of its own (a route's 404, a trial's reason): more precise than the code's text
    // in English, which other languages then show.
    if (english() && message) return message;
    return i18n._(Object.values(texts)[0]!);
  }

  function validation(details: ErrorDetail[]): string {
    // Field names are the API's own (`price`, `items.0.quantity`): shown as they are.
    const problems = details.map((d) => `${d.field}: ${detail(d.message)}`).join(', ');
    return i18n._(msg`Validation failed: ${problems}`);
  }

  function known(text: string): string {
    const descriptor = own(SPEC_TEXTS, text) ?? serverText(text);
    return descriptor ? i18n._(descriptor) : (fieldText(text) ?? text);
  }

  return { error, detail, validation, known };
}

/** The `items` of a sale's INSUFFICIENT_STOCK answer: [{ name, available }]. */
function stockShortages(items: unknown): { name: string; available: number }[] | null {
  if (!Array.isArray(items) || items.length === 0) return null;
  const valid = items.every(
    (i: unknown) =>
      typeof i === 'object' &&
      i !== null &&
      typeof (i as { name?: unknown }).name === 'string' &&
      typeof (i as { available?: unknown }).available === 'number',
  );
  return valid ? (items as { name: string; available: number }[]) : null;
}
