import type { Sale } from '@app/contracts/sales';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

type ProofOf = Pick<
  Sale,
  'paymentMethod' | 'paymentProvider' | 'paymentReference' | 'mpesaReceipt'
>;

export type MobileMoneyProof =
  | { confirmed: true; provider: 'mpesa' | 'paystack'; reference: string | null }
  | { confirmed: false };

/**
 * What confirms a mobile-money sale (ADR 077): the provider that confirmed its payment and its
 * receipt, or nobody yet (an offline sale with the reference typed by the cashier, until a
 * payment is matched to it). Null for other methods. Answers kept from before the provider was
 * answered carry only `mpesaReceipt`.
 */
export function mobileMoneyProof(sale: ProofOf): MobileMoneyProof | null {
  const provider = sale.paymentProvider ?? (sale.mpesaReceipt ? 'mpesa' : null);
  if (provider) {
    return {
      confirmed: true,
      provider,
      reference: sale.paymentReference ?? sale.mpesaReceipt ?? null,
    };
  }
  return sale.paymentMethod === 'mobile_money' ? { confirmed: false } : null;
}

/** The name of a provider's receipt on a receipt: "M-Pesa receipt", "Paystack reference". */
export const REFERENCE_LABELS: Record<'mpesa' | 'paystack', MessageDescriptor> = {
  mpesa: msg`M-Pesa receipt`,
  paystack: msg`Paystack reference`,
};
