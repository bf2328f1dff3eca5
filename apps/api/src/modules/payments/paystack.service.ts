import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { currencyDigits, PAYMENT_MESSAGES, UUID_PATTERN, type Payment } from '@app/contracts';
import { payments, paystackSettings } from '#src/db/schema/index.ts';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import { type KeyClaim, refuseUnclaimed } from '#src/platform/idempotency.ts';
import { validationError } from '#src/platform/multipart.ts';
import * as paystack from './paystack.ts';
import * as repo from './payments.repo.ts';
import { forgetPayment, publishPayment, toPaymentDto } from './payments.service.ts';
import { decryptSecret, encryptSecret } from './secrets.ts';

/** Paystack mobile money for sales (ADR 077), with the business's own secret key. */

const notConfigured = () =>
  new AppError('PAYMENTS_NOT_CONFIGURED', 'Mobile money payments are not set up', 400);

async function secretOf(deps: AppDeps, businessId: string): Promise<string | null> {
  const [row] = await deps.db
    .select()
    .from(paystackSettings)
    .where(eq(paystackSettings.businessId, businessId));
  return row ? decryptSecret(deps.config.PAYMENT_SECRETS_KEY, row.secretKeyEnc, businessId) : null;
}

export async function putPaystackSettings(
  deps: AppDeps,
  access: BusinessAccess,
  body: { secretKey: string },
) {
  const secretKeyEnc = encryptSecret(deps.config.PAYMENT_SECRETS_KEY, body.secretKey, access.id);
  await deps.db
    .insert(paystackSettings)
    .values({ businessId: access.id, secretKeyEnc })
    .onConflictDoUpdate({
      target: paystackSettings.businessId,
      set: { secretKeyEnc, updatedAt: sql`now()` },
    });
  return { paystack: { configured: true as const } };
}

/** Major units to Paystack's minor units, exactly (the amount as text, no float maths). */
function minorUnits(amount: number, currency: string): number | null {
  const digits = currencyDigits(currency);
  const [whole, fraction = ''] = String(amount).split('.');
  if (fraction.length > digits || !/^\d+$/.test(whole ?? '')) return null;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || 0);
}

/**
 * Charges the customer's mobile money wallet through Paystack. As the STK push: the pending
 * payment and the key's answer first, in one statement; a refusal or an outage deletes both.
 */
export async function requestPaystackCharge(
  deps: AppDeps,
  access: BusinessAccess,
  user: UserRow,
  body: { phone: string; provider: string; amount: number },
  claim: KeyClaim | null,
): Promise<{ payment: Payment; storedPayload: string | null }> {
  const currency = access.row.currency;
  const minor = minorUnits(body.amount, currency);
  if (minor === null || minor <= 0) {
    throw validationError([
      { field: 'amount', message: `Use at most ${currencyDigits(currency)} decimals` },
    ]);
  }
  const secret = await secretOf(deps, access.id);
  if (!secret) throw notConfigured();
  const id = randomUUID();
  const reference = `sb_${id.replace(/-/g, '')}`;
  const now = deps.now();
  const amount = (minor / 10 ** currencyDigits(currency)).toFixed(2);
  const payment = toPaymentDto({
    id,
    businessId: access.id,
    source: 'paystack',
    status: 'pending',
    amount,
    currency,
    phone: body.phone,
    payerName: null,
    mpesaReceipt: null,
    providerRef: reference,
    callbackTokenHash: null,
    resultCode: null,
    resultDesc: null,
    saleId: null,
    customerPaymentId: null,
    customerId: null,
    attempts: 0,
    createdBy: user.id,
    paidAt: null,
    createdAt: now,
    updatedAt: now,
  });
  const insert = sql`insert into payments (id, business_id, source, status, amount, currency, phone,
      provider_ref, created_by, created_at, updated_at)
    values (${id}::uuid, ${access.id}::uuid, 'paystack', 'pending', ${amount}::numeric,
      ${currency}, ${body.phone}, ${reference}, ${user.id}::uuid,
      ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
    returning id`;
  let storedPayload: string | null = null;
  if (claim) {
    const claimSql = claim.claimWithAnswer({ statusCode: 201, body: { payment } }, {}, sql`ins`);
    const result = await deps.db.execute(sql`with ins as (${insert}), claim as (${claimSql})
      select (select payload from claim) as payload, ${refuseUnclaimed(sql`claim`)} as claimed`);
    storedPayload = (result as unknown as { rows: { payload: string | null }[] }).rows[0]!.payload;
  } else {
    await deps.db.execute(insert);
  }
  try {
    await paystack.chargeMobileMoney(deps.config, secret, {
      email: user.email,
      amount: minor,
      currency,
      reference,
      phone: body.phone,
      provider: body.provider,
    });
  } catch (err) {
    await forgetPayment(deps, id, claim);
    throw err;
  }
  return { payment, storedPayload };
}

/**
 * Paystack's webhook for a business: signed with the business's secret key (HMAC-SHA512 of the
 * exact body). A `charge.success` for one of its pending payments is checked with Paystack
 * (verify: success, same amount and currency) before the payment is paid. A bad signature is a
 * 400; anything else (unknown reference, replay, mismatch) changes nothing.
 */
export async function handlePaystackWebhook(
  deps: AppDeps,
  businessId: string,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<string> {
  const bad = new AppError('INVALID_SIGNATURE', 'Invalid webhook signature', 400);
  if (!UUID_PATTERN.test(businessId)) throw bad;
  const secret = await secretOf(deps, businessId.toLowerCase());
  if (!secret || !signature || !paystack.signatureValid(rawBody, signature, secret)) throw bad;
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return 'malformed';
  }
  const event = parsed as { event?: unknown; data?: { reference?: unknown } } | null;
  const reference = event?.data?.reference;
  if (event?.event !== 'charge.success' || typeof reference !== 'string') return 'ignored';
  const [row] = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.businessId, businessId.toLowerCase()),
        eq(payments.source, 'paystack'),
        eq(payments.providerRef, reference),
      ),
    );
  if (!row) return 'unknown';
  if (row.status !== 'pending') return 'replayed';
  const verified = await paystack.verifyTransaction(deps.config, secret, reference);
  const minor = minorUnits(Number(row.amount), row.currency);
  if (
    !verified ||
    verified.status !== 'success' ||
    verified.amount !== minor ||
    verified.currency !== row.currency
  ) {
    return 'unconfirmed';
  }
  const settled = await repo.settlePending(deps.db, row.id, {
    status: 'paid',
    resultCode: 'success',
    resultDesc: PAYMENT_MESSAGES.paystackPaid,
    mpesaReceipt: reference,
    paidAt: deps.now(),
  });
  if (!settled) return 'replayed';
  await publishPayment(deps, settled);
  return 'paid';
}
