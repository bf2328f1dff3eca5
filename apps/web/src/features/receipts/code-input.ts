import { RECEIPT_CODE_PATTERN, extractReceiptCode } from '@app/contracts/receipts';
import { ApiError } from '#src/lib/api-client.ts';

export const RECEIPT_UI_MESSAGES = {
  codeRequired: 'Enter the code printed under the QR code on the receipt',
  codeMalformed:
    'That is not a receipt code. Codes are 38 letters, digits, - and _: check for a missing or extra character.',
  rateLimited: (seconds: number | null) =>
    `You have checked many receipts in a short time. Please wait ${
      seconds && seconds > 1 ? `${seconds} seconds` : 'a minute'
    } and try again.`,
  checkFailed: 'We could not check this receipt right now. Check your connection and try again.',
} as const;

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
