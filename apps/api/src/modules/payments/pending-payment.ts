import { and, eq, sql } from 'drizzle-orm';
import type { MobileMoneyProvider, Payment } from '@app/contracts';
import { idempotencyKeys, payments } from '#src/db/schema/index.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { type KeyClaim, refuseUnclaimed } from '#src/platform/idempotency.ts';
import type { PaymentRow } from './payments.repo.ts';

/** Who confirms a payment of this source: Safaricom for STK pushes and C2B, else Paystack. */
export const providerOf = (source: PaymentRow['source']): MobileMoneyProvider =>
  source === 'paystack' ? 'paystack' : 'mpesa';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toPaymentDto(row: PaymentRow): Payment {
  const provider = providerOf(row.source);
  return {
    id: row.id,
    businessId: row.businessId,
    source: row.source,
    provider,
    status: row.status,
    amount: Number(row.amount),
    currency: row.currency,
    phone: row.phone,
    payerName: row.payerName,
    receipt: row.receipt,
    mpesaReceipt: provider === 'mpesa' ? row.receipt : null,
    nextStep: row.status === 'pending' && row.resultCode === 'send_otp' ? 'otp' : null,
    resultDesc: row.resultDesc,
    saleId: row.saleId,
    customerId: row.customerId,
    paidAt: iso(row.paidAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A payment the till asked a provider for, pending its answer. */
export function pendingPaymentRow(fields: {
  id: string;
  businessId: string;
  source: 'stk' | 'paystack';
  amount: string;
  currency: string;
  phone: string;
  providerRef: string | null;
  callbackTokenHash: string | null;
  createdBy: string;
  now: Date;
}): PaymentRow {
  return {
    ...fields,
    status: 'pending',
    payerName: null,
    receipt: null,
    resultCode: null,
    resultDesc: null,
    saleId: null,
    customerPaymentId: null,
    customerId: null,
    attempts: 0,
    paidAt: null,
    createdAt: fields.now,
    updatedAt: fields.now,
  };
}

/**
 * Writes the pending payment and the Idempotency-Key's answer in one statement, before the
 * provider is asked: a retry with the key replays this payment and asks nothing again.
 */
export async function recordPending(
  deps: AppDeps,
  row: PaymentRow,
  claim: KeyClaim | null,
): Promise<{ payment: Payment; storedPayload: string | null }> {
  const payment = toPaymentDto(row);
  const at = row.createdAt.toISOString();
  const insert = sql`insert into payments (id, business_id, source, status, amount, currency, phone,
      provider_ref, callback_token_hash, created_by, created_at, updated_at)
    values (${row.id}::uuid, ${row.businessId}::uuid, ${row.source}, 'pending',
      ${row.amount}::numeric, ${row.currency}, ${row.phone}, ${row.providerRef},
      ${row.callbackTokenHash}, ${row.createdBy}::uuid, ${at}::timestamptz, ${at}::timestamptz)
    returning id`;
  if (!claim) {
    await deps.db.execute(insert);
    return { payment, storedPayload: null };
  }
  const claimSql = claim.claimWithAnswer({ statusCode: 201, body: { payment } }, {}, sql`ins`);
  const result = await deps.db.execute(sql`with ins as (${insert}), claim as (${claimSql})
    select (select payload from claim) as payload, ${refuseUnclaimed(sql`claim`)} as claimed`);
  const storedPayload = (result as unknown as { rows: { payload: string | null }[] }).rows[0]!
    .payload;
  return { payment, storedPayload };
}

/**
 * The provider refused or never answered the request: the payment and its Idempotency-Key go, so
 * nothing is half-recorded and the till may ask again with the same key.
 */
export async function forgetPayment(deps: AppDeps, id: string, claim: KeyClaim | null) {
  await deps.db.transaction(async (tx) => {
    await tx.delete(payments).where(eq(payments.id, id));
    if (claim) {
      await tx
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
    }
  });
}
