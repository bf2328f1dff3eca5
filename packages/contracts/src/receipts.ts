import { z } from 'zod';
import { MobileMoneyProviderSchema } from './payments.ts';

/** base64url of 16 bytes of sale id and 12 bytes of signature (receipts/receipt-code.ts). */
export const RECEIPT_CODE_LENGTH = 38;
export const RECEIPT_CODE_PATTERN = /^[A-Za-z0-9_-]{38}$/;

/** What a printed receipt shows, and what the public check confirms. */
export const ReceiptSchema = z.object({
  businessName: z.string(),
  receiptNumber: z.number().int(),
  soldAt: z.string(),
  items: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      unitPrice: z.number(),
      discount: z.number(),
      lineTotal: z.number(),
    }),
  ),
  subtotal: z.number(),
  discount: z.number(),
  tax: z.number(),
  total: z.number(),
  currency: z.string(),
  /** Paid by M-Pesa, confirmed by Safaricom (ADR 077): its receipt number. */
  mpesaReceipt: z.string().optional(),
  /** Paid by mobile money, confirmed by its provider: which one and its receipt or reference. */
  paymentProvider: MobileMoneyProviderSchema.optional(),
  paymentReference: z.string().optional(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

/**
 * GET /receipts/{code} (public): `{ valid: true, receipt }` for a genuine receipt of a sale that
 * exists as printed, `{ valid: false }` for anything else, whatever the reason.
 */
export const ReceiptVerificationResponseSchema = z.object({
  valid: z.boolean(),
  receipt: ReceiptSchema.optional(),
});
export type ReceiptVerification = z.infer<typeof ReceiptVerificationResponseSchema>;

// The owner's check (GET /businesses/{id}/receipts/{code}) answers with the sale: its schema is
// in sales.ts, so that the public check, a phone's first visit from a QR code, does not build
// the sale's schemas and those they import (ADR 092).

export const ReceiptCodeParamsSchema = z.object({ code: z.string() });
export const BusinessReceiptParamsSchema = z.object({ id: z.string(), code: z.string() });

/** A scanned QR code may hold the verify page's link: the code is its last path part or `code`. */
export function extractReceiptCode(scanned: string): string {
  const text = scanned.trim();
  const fromQuery = /[?&]code=([A-Za-z0-9_-]+)/.exec(text);
  if (fromQuery) return fromQuery[1]!;
  const last = text.split(/[/#?]/).filter(Boolean).pop() ?? '';
  return last;
}
