import { plural, t } from '@lingui/core/macro';
import { RECEIPT_CODE_PATTERN, extractReceiptCode } from '@app/contracts/receipts';
import { ApiError } from '#src/lib/api-client.ts';

/**
 * The check's own messages, in the app's language at the moment they are read (getters: a
 * language chosen later is used from then on).
 */
export const RECEIPT_UI_MESSAGES = {
  get codeRequired() {
    return t`Enter the code printed under the QR code on the receipt`;
  },
  get codeMalformed() {
    return t`That is not a receipt code. Codes are 38 letters, digits, - and _: check for a missing or extra character.`;
  },
  rateLimited: (seconds: number | null) =>
    seconds && seconds > 1
      ? t`You have checked many receipts in a short time. Please wait ${plural(seconds, {
          one: '# second',
          other: '# seconds',
        })} and try again.`
      : t`You have checked many receipts in a short time. Please wait a minute and try again.`,
  get checkFailed() {
    return t`We could not check this receipt right now. Check your connection and try again.`;
  },
};

/**
 * What was typed, pasted or scanned, as a code: the QR code holds the verify link, so a whole
 * link (…/verify-receipt?code=…) is accepted as well as the bare code.
 */
export function parseCodeInput(text: string): { code: string } | { error: string } {
  if (!text.trim()) return { error: RECEIPT_UI_MESSAGES.codeRequired };
  const code = extractReceiptCode(text);
  return RECEIPT_CODE_PATTERN.test(code) ? { code } : { error: RECEIPT_UI_MESSAGES.codeMalformed };
}

/** A failed check in words: a polite pause for the rate limit, else a connection problem. */
export function checkErrorText(err: unknown): string {
  if (err instanceof ApiError && err.status === 429) {
    const retryAfter = Number(err.response.headers.get('retry-after'));
    return RECEIPT_UI_MESSAGES.rateLimited(Number.isFinite(retryAfter) ? retryAfter : null);
  }
  return RECEIPT_UI_MESSAGES.checkFailed;
}
