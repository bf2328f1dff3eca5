import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAYMENT_MESSAGES } from '@app/contracts';
import type { Config } from '#src/config/env.ts';
import { AppError } from '#src/platform/errors.ts';

/**
 * Paystack's charge API for mobile money (ADR 077), with the business's own secret key:
 * `POST /charge` with `mobile_money: { phone, provider }`, then `GET /transaction/verify/{ref}`
 * before anything is marked paid. PAYSTACK_API_BASE points it elsewhere (tests run a stand-in).
 */
const unavailable = () =>
  new AppError('PAYMENT_PROVIDER_ERROR', 'Could not reach the payment provider', 503);

async function call(
  config: Config,
  secret: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> | null }> {
  let res: Response;
  try {
    res = await fetch(new URL(path, config.PAYSTACK_API_BASE), {
      method: body ? 'POST' : 'GET',
      headers: {
        authorization: `Bearer ${secret}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(config.MPESA_HTTP_TIMEOUT_MS),
    });
  } catch {
    throw unavailable();
  }
  const parsed: unknown = await res.json().catch(() => null);
  return {
    status: res.status,
    body: parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null,
  };
}

export interface MobileMoneyCharge {
  email: string;
  /** Minor units. */
  amount: number;
  currency: string;
  reference: string;
  phone: string;
  provider: string;
}

/** What a charge step answered: Paystack's next step for it and the words for the customer. */
export interface ChargeStep {
  /** `pay_offline` / `pending` (approve on the phone), `send_otp`, `success`, `failed`... */
  status: string;
  displayText: string | null;
}

function chargeStep(answer: Awaited<ReturnType<typeof call>>): ChargeStep {
  if (answer.status >= 500) throw unavailable();
  const data = answer.body?.data as { status?: unknown; display_text?: unknown } | undefined;
  if (answer.status !== 200 || answer.body?.status !== true || !data) {
    const why = String(answer.body?.message ?? `HTTP ${answer.status}`);
    throw new AppError('PAYMENT_PROVIDER_ERROR', PAYMENT_MESSAGES.paystackRefused(why), 502);
  }
  return {
    status: typeof data.status === 'string' ? data.status : 'pending',
    displayText: typeof data.display_text === 'string' ? data.display_text.slice(0, 300) : null,
  };
}

/** Starts the charge; the customer approves on their phone, Paystack's webhook tells. */
export async function chargeMobileMoney(config: Config, secret: string, charge: MobileMoneyCharge) {
  return chargeStep(
    await call(config, secret, '/charge', {
      email: charge.email,
      amount: charge.amount,
      currency: charge.currency,
      reference: charge.reference,
      mobile_money: { phone: charge.phone, provider: charge.provider },
    }),
  );
}

/** The code Paystack sent the customer (`send_otp`), for the charge `reference`. */
export async function submitOtp(config: Config, secret: string, reference: string, otp: string) {
  return chargeStep(await call(config, secret, '/charge/submit_otp', { otp, reference }));
}

/** Paystack's word on a transaction: status, amount (minor units) and currency; null if unknown. */
export async function verifyTransaction(config: Config, secret: string, reference: string) {
  const answer = await call(config, secret, `/transaction/verify/${encodeURIComponent(reference)}`);
  const data = answer.body?.data as
    { status?: unknown; amount?: unknown; currency?: unknown; reference?: unknown } | undefined;
  if (answer.status !== 200 || answer.body?.status !== true || !data) return null;
  return {
    status: String(data.status),
    amount: Number(data.amount),
    currency: String(data.currency ?? '').toUpperCase(),
    reference: String(data.reference ?? ''),
  };
}

/** x-paystack-signature: the hex HMAC-SHA512 of the raw body with the secret key. */
export function signatureValid(rawBody: Buffer, signature: string, secret: string): boolean {
  const expected = createHmac('sha512', secret).update(rawBody).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
