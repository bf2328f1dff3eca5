import { sql, type SQL } from 'drizzle-orm';
import { type MobileMoneyProvider, PAYMENT_MESSAGES } from '@app/contracts';
import type { DbOrTx } from '#src/platform/db.ts';
import { AppError } from '#src/platform/errors.ts';
import { validationError } from '#src/platform/multipart.ts';
import { refuseWhen } from '#src/platform/statement-refusal.ts';
import { findBusinessPayment } from './payments.repo.ts';
import { providerOf } from './pending-payment.ts';

/**
 * A sale paid by a confirmed mobile-money payment (ADR 077): `POST .../sales {paymentId}`. The
 * sales module calls `checkSalePayment` before its statement, and folds `claimPaymentSql` into
 * it: the payment is taken for the sale in the sale's own statement, only while still paid and
 * unused, so two sales racing for one payment end with one sale and one 409.
 */
export const PAYMENT_TAKEN_REFUSAL = 'sale:payment_taken';

export const paymentAlreadyUsed = () =>
  new AppError('PAYMENT_ALREADY_USED', PAYMENT_MESSAGES.alreadyUsed, 409);

export interface SalePayment {
  id: string;
  provider: MobileMoneyProvider;
  /** The provider's receipt (none for an STK push only the sweep confirmed). */
  reference: string | null;
}

/** The payment as the sale may use it, or the refusal: not found, not paid, used, amount. */
export async function checkSalePayment(
  db: DbOrTx,
  businessId: string,
  paymentId: string,
  total: string,
): Promise<SalePayment> {
  const payment = await findBusinessPayment(db, businessId, paymentId.toLowerCase());
  if (!payment) {
    throw validationError([{ field: 'paymentId', message: PAYMENT_MESSAGES.notFound }]);
  }
  if (payment.saleId !== null || payment.status === 'matched') throw paymentAlreadyUsed();
  if (payment.status !== 'paid') {
    throw new AppError('PAYMENT_NOT_PAID', PAYMENT_MESSAGES.notPaid, 409, {
      details: [{ field: 'paymentId', message: PAYMENT_MESSAGES.notPaid }],
    });
  }
  if (Number(payment.amount) !== Number(total)) {
    throw validationError([{ field: 'paymentId', message: PAYMENT_MESSAGES.amountDiffers }]);
  }
  return {
    id: payment.id,
    provider: providerOf(payment.source),
    reference: payment.receipt,
  };
}

/** The CTE that takes the payment for the sale (after `numbered`), and its refusal. */
export function claimPaymentSql(businessId: string, saleId: string, paymentId: string) {
  const cte: SQL = sql`, paid_by as (
    update payments set sale_id = ${saleId}::uuid, updated_at = now()
    where id = ${paymentId}::uuid and business_id = ${businessId}::uuid and status = 'paid'
      and sale_id is null and exists (select 1 from numbered)
    returning id)`;
  const refusal: SQL = sql`${refuseWhen(sql`not exists (select 1 from paid_by)`, PAYMENT_TAKEN_REFUSAL)} as payment_taken`;
  return { cte, refusal };
}
