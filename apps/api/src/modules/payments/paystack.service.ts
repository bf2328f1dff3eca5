import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  currencyDigits,
  PAYMENT_MESSAGES,
  type PaystackMobileProvider,
  paystackPhone,
  paystackProvidersFor,
  UUID_PATTERN,
  type Payment,
} from '@app/contracts';
import { payments, paystackSettings } from '#src/db/schema/index.ts';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import type { KeyClaim } from '#src/platform/idempotency.ts';
import { validationError } from '#src/platform/multipart.ts';
import * as paystack from './paystack.ts';
import * as repo from './payments.repo.ts';
import { paymentNotFound, publishPayment } from './payments.service.ts';
import {
  forgetPayment,
  pendingPaymentRow,
  recordPending,
  toPaymentDto,
} from './pending-payment.ts';
import { decryptSecret, encryptSecret } from './secrets.ts';

/** Paystack mobile money for sales (ADR 077), with the business's own secret key. */

export const PAYSTACK_TIMEOUT_JOB = 'paystack_charge_timeout';
/** How often the sweep asks Paystack again before giving the charge up as timed out. */
export const PAYSTACK_TIMEOUT_ATTEMPTS = 4;

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

/** Paystack's next step for the charge, as the payment keeps it (`send_otp` waits for a code). */
const stepFields = (step: paystack.ChargeStep) =>
  step.status === 'send_otp'
    ? { resultCode: 'send_otp', resultDesc: step.displayText }
    : { resultCode: null, resultDesc: step.displayText };

/**
 * Charges the customer's mobile money wallet through Paystack. As the STK push: the pending
 * payment and the key's answer first, in one statement; a refusal or an outage deletes both.
 * A sweep is due MPESA_STK_TIMEOUT_MS later, in case Paystack's webhook never comes.
 */
/**
 * The steps of Paystack's card charges. A mobile-money charge should never answer one; if it
 * does, nobody at the till can take it, so the request fails at once (nothing is recorded)
 * instead of waiting until the timeout.
 */
const CARD_STEPS = new Set(['send_pin', 'send_phone', 'send_birthday', 'send_address', 'open_url']);

export async function requestPaystackCharge(
  deps: AppDeps,
  access: BusinessAccess,
  user: UserRow,
  body: { phone: string; provider: PaystackMobileProvider; amount: number },
  claim: KeyClaim | null,
): Promise<{ payment: Payment; storedPayload: string | null }> {
  const currency = access.row.currency;
  const served = paystackProvidersFor(currency);
  if (served.length === 0) {
    throw validationError([{ field: 'amount', message: PAYMENT_MESSAGES.paystackCurrency }]);
  }
  if (!served.includes(body.provider)) {
    throw validationError([{ field: 'provider', message: PAYMENT_MESSAGES.paystackProvider }]);
  }
  const phone = paystackPhone(currency, body.phone);
  if (!phone) throw validationError([{ field: 'phone', message: PAYMENT_MESSAGES.phoneInvalid }]);
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
  const row = pendingPaymentRow({
    id,
    businessId: access.id,
    source: 'paystack',
    amount: (minor / 10 ** currencyDigits(currency)).toFixed(2),
    currency,
    phone,
    providerRef: reference,
    callbackTokenHash: null,
    createdBy: user.id,
    now,
  });
  const recorded = await recordPending(deps, row, claim);
  try {
    const step = await paystack.chargeMobileMoney(deps.config, secret, {
      email: user.email,
      amount: minor,
      currency,
      reference,
      phone,
      provider: body.provider,
    });
    if (step.status === 'failed') {
      const why = step.displayText ?? 'failed';
      throw new AppError('PAYMENT_PROVIDER_ERROR', PAYMENT_MESSAGES.paystackRefused(why), 502);
    }
    if (CARD_STEPS.has(step.status)) {
      throw new AppError('PAYMENT_PROVIDER_ERROR', PAYMENT_MESSAGES.paystackStep(step.status), 502);
    }
    await deps.db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ ...stepFields(step), updatedAt: sql`now()` })
        .where(eq(payments.id, id));
      await deps.jobs.enqueue(
        tx,
        PAYSTACK_TIMEOUT_JOB,
        { paymentId: id },
        {
          runAt: new Date(now.getTime() + deps.config.MPESA_STK_TIMEOUT_MS),
          maxAttempts: PAYSTACK_TIMEOUT_ATTEMPTS,
          singletonKey: `${PAYSTACK_TIMEOUT_JOB}:${id}`,
        },
      );
    });
    void deps.jobs.kick();
    const payment = toPaymentDto({ ...row, ...stepFields(step) });
    return { payment, storedPayload: recorded.storedPayload };
  } catch (err) {
    await forgetPayment(deps, id, claim);
    throw err;
  }
}

/**
 * The code the customer received (Paystack answered the charge `send_otp`): passed on with
 * `/charge/submit_otp`. Paystack then asks the phone for approval, or refuses the code (a 502
 * with its words; the payment stays waiting for a code).
 */
export async function submitPaystackOtp(
  deps: AppDeps,
  access: BusinessAccess,
  paymentId: string,
  otp: string,
): Promise<Payment> {
  if (!UUID_PATTERN.test(paymentId)) throw paymentNotFound();
  const row = await repo.findBusinessPayment(deps.db, access.id, paymentId.toLowerCase());
  if (!row || row.source !== 'paystack') throw paymentNotFound();
  if (row.status !== 'pending' || row.resultCode !== 'send_otp' || !row.providerRef) {
    throw validationError([{ field: 'otp', message: PAYMENT_MESSAGES.noOtpAwaited }]);
  }
  const secret = await secretOf(deps, access.id);
  if (!secret) throw notConfigured();
  const step = await paystack.submitOtp(deps.config, secret, row.providerRef, otp);
  if (step.status === 'failed') {
    const settled = await repo.settlePending(deps.db, row.id, {
      status: 'failed',
      resultCode: 'failed',
      resultDesc: step.displayText,
    });
    if (settled) await publishPayment(deps, settled);
    return toPaymentDto(settled ?? row);
  }
  const [updated] = await deps.db
    .update(payments)
    .set({ ...stepFields(step), updatedAt: sql`now()` })
    .where(and(eq(payments.id, row.id), eq(payments.status, 'pending')))
    .returning();
  if (updated) await publishPayment(deps, updated);
  return toPaymentDto(updated ?? row);
}

/**
 * Asks Paystack how the charge ended (`/transaction/verify`) and records it once: paid only
 * when Paystack says success for the same amount and currency; failed when it says so and
 * `recordFailure` (the sweep's call: a success webhook is no word of failure).
 */
async function confirmWithPaystack(
  deps: AppDeps,
  row: repo.PaymentRow,
  secret: string,
  recordFailure: boolean,
): Promise<string> {
  const verified = await paystack.verifyTransaction(deps.config, secret, row.providerRef!);
  if (!verified) return 'unconfirmed';
  if (recordFailure && (verified.status === 'failed' || verified.status === 'abandoned')) {
    const settled = await repo.settlePending(deps.db, row.id, {
      status: 'failed',
      resultCode: verified.status,
      resultDesc: row.resultDesc,
    });
    if (!settled) return 'replayed';
    await publishPayment(deps, settled);
    return 'failed';
  }
  const minor = minorUnits(Number(row.amount), row.currency);
  if (
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
    receipt: row.providerRef,
    paidAt: deps.now(),
  });
  if (!settled) return 'replayed';
  await publishPayment(deps, settled);
  return 'paid';
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
  return confirmWithPaystack(deps, row, secret, false);
}

/**
 * The sweep (a job per charge, due MPESA_STK_TIMEOUT_MS after it): a charge still pending is
 * verified with Paystack, so a webhook that never came still ends it; when Paystack still
 * cannot say after the job's last attempt, the charge is timed out.
 */
export async function sweepPaystackCharge(deps: AppDeps, paymentId: string, lastAttempt: boolean) {
  const row = await repo.findPayment(deps.db, paymentId);
  if (!row || row.status !== 'pending') return 'done';
  const secret = await secretOf(deps, row.businessId);
  let outcome = 'unconfirmed';
  if (secret) {
    try {
      outcome = await confirmWithPaystack(deps, row, secret, true);
    } catch (err) {
      if (!lastAttempt) throw err;
    }
  }
  if (outcome !== 'unconfirmed') return outcome;
  if (!lastAttempt) throw new Error('Paystack cannot say yet how the charge ended');
  const settled = await repo.settlePending(deps.db, row.id, {
    status: 'timed_out',
    resultCode: null,
    resultDesc: 'No answer from the customer',
  });
  if (settled) await publishPayment(deps, settled);
  return 'timed_out';
}
