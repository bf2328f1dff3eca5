import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  type MatchPaymentBody,
  type MpesaSettings,
  type MpesaSettingsBody,
  PAYMENT_MESSAGES,
  PAYMENT_UPDATED_EVENT,
  type Payment,
  type PaymentWithSuggestions,
  paystackProvidersFor,
  UUID_PATTERN,
} from '@app/contracts';
import { payments, sales } from '#src/db/schema/index.ts';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import * as customersService from '#src/modules/customers/customers.service.ts';
import { type BusinessAccess, businessMembers } from '#src/platform/business-access.ts';
import { uniqueViolationConstraint } from '#src/platform/db-errors.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import type { KeyClaim } from '#src/platform/idempotency.ts';
import { validationError } from '#src/platform/multipart.ts';
import * as daraja from './daraja.ts';
import * as repo from './payments.repo.ts';
import {
  forgetPayment,
  pendingPaymentRow,
  providerOf,
  recordPending,
  toPaymentDto,
} from './pending-payment.ts';
import { paymentAlreadyUsed } from './sale-payment.ts';
import { callbackToken, decryptSecret, encryptSecret, tokenMatches } from './secrets.ts';

export const STK_TIMEOUT_JOB = 'mpesa_stk_timeout';
/** How often the timeout job asks Daraja again before giving the push up as timed out. */
export const STK_TIMEOUT_ATTEMPTS = 4;

const notConfigured = () =>
  new AppError('PAYMENTS_NOT_CONFIGURED', PAYMENT_MESSAGES.notConfigured, 400);
export const paymentNotFound = () =>
  new AppError('PAYMENT_NOT_FOUND', PAYMENT_MESSAGES.notFound, 404);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toSettingsDto(row: repo.MpesaSettingsRow): MpesaSettings {
  return {
    type: row.type,
    shortcode: row.shortcode,
    configured: true,
    c2bRegisteredAt: iso(row.c2bRegisteredAt),
  };
}

/** The business's Daraja credentials, decrypted for one call; refused when not set up. */
async function credentials(deps: AppDeps, businessId: string) {
  const row = await repo.findSettings(deps.db, businessId);
  if (!row) throw notConfigured();
  const key = deps.config.PAYMENT_SECRETS_KEY;
  const creds: daraja.DarajaCredentials = {
    type: row.type,
    shortcode: row.shortcode,
    passkey: decryptSecret(key, row.passkeyEnc, businessId),
    consumerKey: decryptSecret(key, row.consumerKeyEnc, businessId),
    consumerSecret: decryptSecret(key, row.consumerSecretEnc, businessId),
  };
  return { row, creds };
}

/** Everyone of the business hears of a payment's change, live (the one event bus). */
export async function publishPayment(deps: AppDeps, row: repo.PaymentRow) {
  try {
    const audience = await businessMembers(deps, row.businessId);
    if (audience.length === 0) return;
    await deps.bus.publish({
      audience,
      type: PAYMENT_UPDATED_EVENT,
      payload: { businessId: row.businessId, payment: toPaymentDto(row) },
    });
  } catch (err) {
    deps.log.warn({ err }, 'payment event not published');
  }
}

// ---- Settings ---------------------------------------------------------------------------------

export async function getSettings(deps: AppDeps, access: BusinessAccess) {
  const row = await repo.findSettings(deps.db, access.id);
  const paystack = await repo.hasPaystack(deps.db, access.id);
  return {
    mpesa: row ? toSettingsDto(row) : null,
    paystack: paystack ? { configured: true as const } : null,
  };
}

/** Which mobile-money requests the till may offer: set up, for the business's currency. */
export async function availableMethods(deps: AppDeps, access: BusinessAccess) {
  const currency = access.row.currency;
  const [mpesa, paystack] = await Promise.all([
    repo.findSettings(deps.db, access.id),
    repo.hasPaystack(deps.db, access.id),
  ]);
  return {
    mpesa: Boolean(mpesa) && currency === 'KES',
    paystack: paystack && paystackProvidersFor(currency).length > 0,
  };
}

export async function putMpesaSettings(
  deps: AppDeps,
  access: BusinessAccess,
  body: { type: 'till' | 'paybill' } & Omit<MpesaSettingsBody, 'type'>,
) {
  const key = deps.config.PAYMENT_SECRETS_KEY;
  const row = await repo.upsertSettings(deps.db, {
    businessId: access.id,
    type: body.type,
    shortcode: body.shortcode,
    passkeyEnc: encryptSecret(key, body.passkey, access.id),
    consumerKeyEnc: encryptSecret(key, body.consumerKey, access.id),
    consumerSecretEnc: encryptSecret(key, body.consumerSecret, access.id),
  });
  return { mpesa: toSettingsDto(row) };
}

/** Where Daraja posts back: PUBLIC_URL (the request's origin when unset, as e-mail links do). */
export const callbackBase = (deps: AppDeps, origin: string) =>
  (deps.config.PUBLIC_URL ?? origin).replace(/\/+$/, '');

/**
 * Registers the C2B confirmation and validation URLs with Daraja. A fresh token goes in them;
 * only once Daraja accepted is its hash kept (the old URLs stop working then).
 */
export async function registerC2B(deps: AppDeps, access: BusinessAccess, origin: string) {
  const { creds } = await credentials(deps, access.id);
  const { token, hash } = callbackToken();
  const base = `${callbackBase(deps, origin)}/api/pay-callbacks/c2b/${access.id}/${token}`;
  await daraja.registerC2BUrls(deps.config, creds, {
    confirmationUrl: `${base}/confirmation`,
    validationUrl: `${base}/validation`,
  });
  const row = await repo.setC2BToken(deps.db, access.id, hash, deps.now());
  if (!row) throw notConfigured();
  return { mpesa: toSettingsDto(row) };
}

// ---- STK push ---------------------------------------------------------------------------------

/**
 * Asks the customer's phone for the money. The payment (pending) and the idempotency key's answer
 * are written first, in one statement, so a retry of the request never pushes twice; then Daraja
 * is asked. When Daraja is down, slow or refuses, the payment and the key are deleted again:
 * nothing is left half-recorded, and the till gets a clear error within MPESA_HTTP_TIMEOUT_MS x 2.
 */
export async function requestStkPush(
  deps: AppDeps,
  access: BusinessAccess,
  user: UserRow,
  body: { phone: string; amount: number },
  claim: KeyClaim | null,
  origin: string,
): Promise<{ payment: Payment; storedPayload: string | null }> {
  if (access.row.currency !== 'KES') {
    throw validationError([{ field: 'amount', message: PAYMENT_MESSAGES.kesOnly }]);
  }
  const { creds } = await credentials(deps, access.id);
  const id = randomUUID();
  const { token, hash } = callbackToken();
  const now = deps.now();
  const row = pendingPaymentRow({
    id,
    businessId: access.id,
    source: 'stk',
    amount: body.amount.toFixed(2),
    currency: 'KES',
    phone: body.phone,
    providerRef: null,
    callbackTokenHash: hash,
    createdBy: user.id,
    now,
  });
  const recorded = await recordPending(deps, row, claim);

  const callbackUrl = `${callbackBase(deps, origin)}/api/pay-callbacks/stk/${id}/${token}`;
  try {
    const pushed = await daraja.stkPush(deps.config, creds, {
      amount: body.amount,
      phone: body.phone,
      callbackUrl,
      accountReference: access.row.name.replace(/[^A-Za-z0-9 ]/g, '').trim() || 'ShopBook',
      description: 'Payment',
      now,
    });
    await deps.db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ providerRef: pushed.checkoutRequestId, updatedAt: sql`now()` })
        .where(eq(payments.id, id));
      await deps.jobs.enqueue(
        tx,
        STK_TIMEOUT_JOB,
        { paymentId: id },
        {
          runAt: new Date(now.getTime() + deps.config.MPESA_STK_TIMEOUT_MS),
          maxAttempts: STK_TIMEOUT_ATTEMPTS,
          singletonKey: `${STK_TIMEOUT_JOB}:${id}`,
        },
      );
    });
    void deps.jobs.kick();
  } catch (err) {
    await forgetPayment(deps, id, claim);
    throw err;
  }
  return recorded;
}

export async function getPayment(deps: AppDeps, access: BusinessAccess, paymentId: string) {
  if (!UUID_PATTERN.test(paymentId)) throw paymentNotFound();
  const row = await repo.findBusinessPayment(deps.db, access.id, paymentId.toLowerCase());
  if (!row) throw paymentNotFound();
  return toPaymentDto(row);
}

/** What Daraja's STK callback says; null when it is not one. */
export function parseStkCallback(body: unknown): {
  checkoutRequestId: string;
  resultCode: string;
  resultDesc: string;
  amount: number | null;
  receipt: string | null;
} | null {
  const cb = (body as { Body?: { stkCallback?: Record<string, unknown> } } | null)?.Body
    ?.stkCallback;
  if (!cb || typeof cb !== 'object') return null;
  const { CheckoutRequestID: checkout, ResultCode: code, ResultDesc: desc } = cb;
  if (typeof checkout !== 'string' || (typeof code !== 'number' && typeof code !== 'string')) {
    return null;
  }
  const items = (cb.CallbackMetadata as { Item?: unknown } | undefined)?.Item;
  const item = (name: string) =>
    Array.isArray(items)
      ? (items as { Name?: unknown; Value?: unknown }[]).find((i) => i?.Name === name)?.Value
      : undefined;
  const amount = Number(item('Amount'));
  const receipt = item('MpesaReceiptNumber');
  return {
    checkoutRequestId: checkout,
    resultCode: String(code),
    resultDesc: typeof desc === 'string' ? desc.slice(0, 500) : '',
    amount: Number.isFinite(amount) ? amount : null,
    receipt: typeof receipt === 'string' && /^[A-Z0-9]{6,20}$/.test(receipt) ? receipt : null,
  };
}

/**
 * Daraja's STK callback. Trusted for nothing: the URL's token must be this payment's, the
 * CheckoutRequestID this payment's, the payment still pending; then Daraja is asked (STK push
 * query) and its ResultCode decides; "paid" also needs the callback's amount to be the payment's.
 * Anything else changes nothing. Returns what happened, for the log.
 */
export async function handleStkCallback(
  deps: AppDeps,
  paymentId: string,
  token: string,
  body: unknown,
): Promise<string> {
  if (!UUID_PATTERN.test(paymentId)) return 'unknown';
  let row = await repo.findPayment(deps.db, paymentId.toLowerCase());
  if (!row || row.source !== 'stk' || !tokenMatches(token, row.callbackTokenHash)) {
    return 'unknown';
  }
  const callback = parseStkCallback(body);
  if (!callback) return 'malformed';
  // A quick customer can answer before Daraja's answer to the push itself is recorded: wait
  // for it (it comes within MPESA_HTTP_TIMEOUT_MS), so the CheckoutRequestID can be compared.
  const end = Date.now() + deps.config.MPESA_HTTP_TIMEOUT_MS;
  while (row && row.status === 'pending' && row.providerRef === null && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    row = await repo.findPayment(deps.db, row.id);
  }
  if (!row) return 'unknown';
  if (row.status !== 'pending') return 'replayed';
  if (row.providerRef !== callback.checkoutRequestId) return 'unknown';
  if (callback.resultCode === '0') {
    if (callback.amount === null || callback.amount !== Number(row.amount))
      return 'amount_mismatch';
    if (!callback.receipt) return 'malformed';
  }
  return confirmWithDaraja(deps, row, callback.receipt);
}

/** Asks Daraja how the push ended and records it (once); `receipt` from the callback. */
async function confirmWithDaraja(
  deps: AppDeps,
  row: repo.PaymentRow,
  receipt: string | null,
): Promise<string> {
  const { creds } = await credentials(deps, row.businessId);
  const answer = await daraja.stkQuery(deps.config, creds, row.providerRef!, deps.now());
  if (!answer) return 'unconfirmed';
  const status = daraja.statusOfResult(answer.resultCode);
  const settled = await repo.settlePending(deps.db, row.id, {
    status,
    resultCode: answer.resultCode,
    resultDesc: answer.resultDesc || null,
    ...(status === 'paid' ? { receipt, paidAt: deps.now() } : {}),
  });
  if (!settled) return 'replayed';
  await publishPayment(deps, settled);
  return status;
}

/**
 * The timeout sweep (a job per push, due MPESA_STK_TIMEOUT_MS after it): a push still pending is
 * asked about; Daraja's answer is recorded, and when Daraja still cannot say after the job's
 * last attempt, the push is timed out.
 */
export async function sweepStkPush(deps: AppDeps, paymentId: string, lastAttempt: boolean) {
  const row = await repo.findPayment(deps.db, paymentId);
  if (!row || row.status !== 'pending') return 'done';
  let outcome = 'unconfirmed';
  if (row.providerRef) {
    try {
      outcome = await confirmWithDaraja(deps, row, null);
    } catch (err) {
      if (!lastAttempt) throw err;
    }
  }
  if (outcome !== 'unconfirmed') return outcome;
  if (!lastAttempt) throw new Error('Daraja cannot say yet how the STK push ended');
  const settled = await repo.settlePending(deps.db, row.id, {
    status: 'timed_out',
    resultCode: null,
    resultDesc: 'No answer from the customer',
  });
  if (settled) await publishPayment(deps, settled);
  return 'timed_out';
}

// ---- C2B ---------------------------------------------------------------------------------------

/** Daraja's C2B confirmation body; null when it is not one. */
export function parseC2B(body: unknown) {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const transId = b.TransID;
  const amount = Number(b.TransAmount);
  if (typeof transId !== 'string' || !/^[A-Z0-9]{6,20}$/.test(transId)) return null;
  if (!Number.isFinite(amount) || amount <= 0 || amount > 10_000_000) return null;
  const text = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100) : '');
  const name = [b.FirstName, b.MiddleName, b.LastName].map(text).filter(Boolean).join(' ');
  return {
    transId,
    amount: amount.toFixed(2),
    shortcode: text(b.BusinessShortCode),
    phone: text(b.MSISDN) || null,
    name: name || null,
  };
}

/**
 * A payment made straight to the business's till or paybill (Daraja's C2B confirmation): kept
 * as unmatched, once per TransID. The URL's token must be the one registered; the shortcode the
 * business's.
 */
export async function handleC2BConfirmation(
  deps: AppDeps,
  businessId: string,
  token: string,
  body: unknown,
): Promise<string> {
  if (!UUID_PATTERN.test(businessId)) return 'unknown';
  const settings = await repo.findSettings(deps.db, businessId.toLowerCase());
  if (!settings || !tokenMatches(token, settings.c2bTokenHash)) return 'unknown';
  const c2b = parseC2B(body);
  if (!c2b || c2b.shortcode !== settings.shortcode) return 'malformed';
  const [row] = await deps.db
    .insert(payments)
    .values({
      businessId: settings.businessId,
      source: 'c2b',
      status: 'unmatched',
      amount: c2b.amount,
      currency: 'KES',
      phone: c2b.phone,
      payerName: c2b.name,
      receipt: c2b.transId,
      providerRef: c2b.transId,
      paidAt: deps.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return 'replayed';
  await publishPayment(deps, row);
  return 'recorded';
}

/**
 * A payment the owner may still place: an unmatched C2B payment, or a confirmed push no sale
 * took (the till gave up waiting, the sweep or a late callback confirmed it afterwards).
 */
const matchable = (row: repo.PaymentRow) =>
  row.status === 'unmatched' ||
  (row.status === 'paid' && row.saleId === null && row.customerId === null);

export async function listPayments(
  deps: AppDeps,
  access: BusinessAccess,
  query: { status?: repo.PaymentRow['status']; unused?: boolean; limit: number },
): Promise<{ payments: PaymentWithSuggestions[] }> {
  const rows = await repo.listPayments(deps.db, access.id, query);
  const out: PaymentWithSuggestions[] = [];
  for (const row of rows) {
    const suggestions = matchable(row)
      ? (await repo.suggestSales(deps.db, access.id, row.amount, row.createdAt)).map((s) => ({
          saleId: s.id,
          receiptNumber: s.receiptNumber,
          total: Number(s.total),
          soldAt: s.soldAt.toISOString(),
        }))
      : [];
    out.push({ ...toPaymentDto(row), suggestions });
  }
  return { payments: out };
}

/**
 * Matches a payment (unmatched C2B, or paid and unused) to a sale (its receipt goes on the sale)
 * or to a customer's credit (a payment on their balance, through the customers' payment logic),
 * or dismisses it. All in one transaction; the payment row is locked first.
 */
export async function matchPayment(
  deps: AppDeps,
  access: BusinessAccess,
  user: UserRow,
  paymentId: string,
  body: MatchPaymentBody,
): Promise<Payment> {
  if (!UUID_PATTERN.test(paymentId)) throw paymentNotFound();
  const id = paymentId.toLowerCase();
  const row = await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.businessId, access.id), eq(payments.id, id)))
      .for('update');
    if (!locked) throw paymentNotFound();
    if (!matchable(locked)) {
      throw new AppError('PAYMENT_NOT_UNMATCHED', PAYMENT_MESSAGES.notUnmatched, 409);
    }
    if (body.dismiss) return settle(tx, id, { status: 'dismissed' });
    if (body.saleId) return matchToSale(tx, access, locked, body.saleId.toLowerCase());
    const customerId = body.customerId!.toLowerCase();
    const { payment } = await customersService.recordPayment(
      tx,
      access,
      user,
      customerId,
      {
        amount: locked.amount,
        method: 'mobile_money',
        note: `${providerOf(locked.source) === 'paystack' ? 'Paystack' : 'M-Pesa'} ${locked.receipt ?? ''}`.trim(),
      },
      { claim: null, signal: null },
    );
    return settle(tx, id, { status: 'matched', customerId, customerPaymentId: payment.id });
  });
  await publishPayment(deps, row);
  return toPaymentDto(row);
}

async function settle(tx: DbOrTx, id: string, change: Partial<repo.PaymentRow>) {
  const [row] = await tx
    .update(payments)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(payments.id, id))
    .returning();
  return row!;
}

async function matchToSale(
  tx: DbOrTx,
  access: BusinessAccess,
  payment: repo.PaymentRow,
  saleId: string,
) {
  const [sale] = await tx
    .select({ id: sales.id, total: sales.total, paymentProvider: sales.paymentProvider })
    .from(sales)
    .where(and(eq(sales.businessId, access.id), eq(sales.id, saleId)))
    .for('update');
  if (!sale) throw validationError([{ field: 'saleId', message: 'Sale not found' }]);
  if (Number(sale.total) !== Number(payment.amount)) {
    throw validationError([{ field: 'saleId', message: PAYMENT_MESSAGES.amountDiffers }]);
  }
  if (sale.paymentProvider) throw paymentAlreadyUsed();
  let row: repo.PaymentRow;
  try {
    row = await settle(tx, payment.id, { status: 'matched', saleId });
  } catch (err) {
    if (uniqueViolationConstraint(err) === 'payments_sale_key') throw paymentAlreadyUsed();
    throw err;
  }
  await tx
    .update(sales)
    .set({
      paymentReference: payment.receipt,
      paymentProvider: providerOf(payment.source),
      updatedAt: sql`now()`,
    })
    .where(eq(sales.id, saleId));
  return row;
}
