import type { Language } from '@app/contracts/languages';
import { SALE_MESSAGES, type ShortItem } from '@app/contracts/sales';
import { translate } from '#src/platform/i18n/i18n.ts';

/**
 * Why a sale was refused, as the refusal notification says it (ADR 070). The answer's `message`
 * is the server's English (the device shows it so): an English reader reads it word for word;
 * every other reader gets the same reason in their language, from the answer's error code (and,
 * for stock, the products and what is left of them).
 */
export interface RefusalReason {
  /** The answer's English message (SPEC's texts). */
  message: string;
  errorCode?: string;
  /** INSUFFICIENT_STOCK's products. */
  items?: ShortItem[];
  /** VALIDATION_FAILED's field problems. */
  details?: { field: string; message: string }[];
}

export const REFUSED_WITHOUT_REASON = 'The server refused it.';

/** The error body a refused POST /sales sent (its JSON payload), as a reason. */
export function refusalReason(payload: unknown): RefusalReason {
  if (typeof payload !== 'string') return { message: REFUSED_WITHOUT_REASON };
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return { message: REFUSED_WITHOUT_REASON };
  }
  if (!body || typeof body !== 'object') return { message: REFUSED_WITHOUT_REASON };
  const { message, errorCode, items, details } = body;
  return {
    message:
      typeof message === 'string' && message.trim() ? message.trim() : REFUSED_WITHOUT_REASON,
    ...(typeof errorCode === 'string' ? { errorCode } : {}),
    ...(Array.isArray(items) && items.every(isShortItem) ? { items } : {}),
    ...(Array.isArray(details) && details.every(isDetail) ? { details } : {}),
  };
}

const isShortItem = (value: unknown): value is ShortItem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ShortItem).name === 'string' &&
  typeof (value as ShortItem).available === 'number';

const isDetail = (value: unknown): value is { field: string; message: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { field?: unknown }).field === 'string' &&
  typeof (value as { message?: unknown }).message === 'string';

/** The catalogue's message for a reason (notification.saleRefused.reason.*). */
function reasonId(reason: RefusalReason): string {
  switch (reason.errorCode) {
    case 'INSUFFICIENT_STOCK':
      return reason.items?.length ? 'stock' : 'stockShort';
    case 'VALIDATION_FAILED': {
      const problems = (reason.details ?? []).map((d) => d.message);
      if (problems.includes(SALE_MESSAGES.productNotFound)) return 'productGone';
      if (problems.includes(SALE_MESSAGES.customerNotFound)) return 'customerGone';
      return 'invalid';
    }
    case 'SALE_ID_CONFLICT':
      return 'idTaken';
    case 'SUBSCRIPTION_REQUIRED':
    case 'TRIAL_EXPIRED':
    case 'PAYWALL_RESTRICTION':
      return 'subscription';
    case 'FORBIDDEN':
      return 'forbidden';
    case 'BUSINESS_NOT_FOUND':
      return 'businessGone';
    default:
      return 'other';
  }
}

/** The reason in `language`: the server's own English for English readers. */
export function reasonIn(language: Language, reason: RefusalReason): string {
  if (language === 'en') return reason.message;
  const id = reasonId(reason);
  if (id !== 'stock') return translate(language, `notification.saleRefused.reason.${id}`);
  const items = reason
    .items!.map(({ name, available }) =>
      translate(language, 'notification.saleRefused.reason.stockItem', { name, available }),
    )
    .join(', ');
  return translate(language, 'notification.saleRefused.reason.stock', { items });
}
