import { t } from '@lingui/core/macro';
import { ApiError, errorMessage, isNetworkFailure } from '#src/lib/api-client.ts';
import type { CheckoutError } from './components/checkout-panel.tsx';

interface ShortItem {
  productId?: string;
  name?: string;
  available?: number;
}

/**
 * What went wrong with a charge or an edit, for the cart: a network failure (the cart and its
 * idempotency key are kept, so trying again cannot record the sale twice), the server's
 * INSUFFICIENT_STOCK naming each item, or the server's own words.
 */
export function checkoutError(err: unknown, fallback: string): CheckoutError {
  if (isNetworkFailure(err)) {
    return {
      kind: 'network',
      // In the app's language at the moment of the failure, like the server's own words.
      message: t`No connection: the sale is not confirmed yet. Your cart is kept; try again when you are back online. It will not be recorded twice.`,
    };
  }
  if (err instanceof ApiError && err.errorCode === 'INSUFFICIENT_STOCK') {
    const items = Array.isArray(err.body?.items) ? (err.body.items as ShortItem[]) : [];
    const short = new Map<string, number>();
    for (const item of items) {
      if (item.productId) short.set(item.productId.toLowerCase(), item.available ?? 0);
    }
    return { kind: 'stock', message: errorMessage(err, fallback), short };
  }
  return { kind: 'other', message: errorMessage(err, fallback) };
}
