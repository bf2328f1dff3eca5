import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '#src/config/env.ts';
import { AppError } from '#src/platform/errors.ts';

/**
 * Paystack over its REST API (no official Node SDK): initialise a transaction, verify webhooks.
 * PAYSTACK_API_BASE points it at another origin (tests run a local stand-in).
 */
export interface PaystackInit {
  email: string;
  /** Minor units (kobo, cents). */
  amount: number;
  currency: string;
  reference: string;
  callbackUrl: string;
  metadata: Record<string, string>;
}

export async function initializeTransaction(
  config: Config,
  init: PaystackInit,
): Promise<{ url: string; reference: string }> {
  const url = new URL('/transaction/initialize', config.PAYSTACK_API_BASE);
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.PAYSTACK_SECRET_KEY}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        email: init.email,
        amount: init.amount,
        currency: init.currency,
        reference: init.reference,
        callback_url: init.callbackUrl,
        metadata: init.metadata,
        channels: ['card', 'mobile_money', 'bank', 'ussd', 'bank_transfer'],
      }),
      signal: AbortSignal.timeout(20_000),
    });
  } catch {
    throw new AppError('PAYMENT_PROVIDER_ERROR', 'Could not reach the payment provider', 502);
  }
  const body = (await res.json().catch(() => null)) as {
    status?: boolean;
    message?: string;
    data?: { authorization_url?: string; reference?: string };
  } | null;
  if (!res.ok || !body?.status || !body.data?.authorization_url) {
    throw new AppError(
      'PAYMENT_PROVIDER_ERROR',
      `The payment provider refused the payment: ${body?.message ?? res.status}`,
      502,
    );
  }
  return { url: body.data.authorization_url, reference: body.data.reference ?? init.reference };
}

/** x-paystack-signature is the hex HMAC-SHA512 of the raw body with the secret key. */
export function verifyPaystackSignature(rawBody: Buffer, signature: string, secret: string) {
  const expected = createHmac('sha512', secret).update(rawBody).digest();
  let given: Buffer;
  try {
    given = Buffer.from(signature, 'hex');
  } catch {
    return false;
  }
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface PaystackCharge {
  reference: string;
  amount: number;
  currency: string;
  userId: string | null;
  plan: string | null;
  paidAt: Date | null;
}

/** The facts of a charge.success event's data; null when it is not a usable charge. */
export function chargeFacts(data: unknown): PaystackCharge | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  if (typeof d.reference !== 'string' || d.reference === '') return null;
  let metadata = d.metadata as unknown;
  if (typeof metadata === 'string') {
    try {
      metadata = JSON.parse(metadata);
    } catch {
      metadata = null;
    }
  }
  const m = (metadata && typeof metadata === 'object' ? metadata : {}) as Record<string, unknown>;
  const paidAt = typeof d.paid_at === 'string' ? new Date(d.paid_at) : null;
  return {
    reference: d.reference,
    amount: typeof d.amount === 'number' ? d.amount : 0,
    currency: typeof d.currency === 'string' ? d.currency.toUpperCase() : '',
    userId: typeof m.userId === 'string' ? m.userId : null,
    plan: typeof m.plan === 'string' ? m.plan : null,
    paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
  };
}
