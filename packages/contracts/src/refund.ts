import { z } from 'zod';
import { PaymentMethodSchema } from './payment-methods.ts';

// A refund as the API answers it (ADR 071), in its own module so that the sale (sale.ts) can
// list its refunds without building the request schemas of refunds.ts.

export const RefundLineSchema = z.object({
  id: z.string(),
  /** The sale's line it gives back units of. */
  saleItemId: z.string(),
  /** Null once the product is deleted. */
  productId: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  /** What was given back for these units: their share of what the sale charged. */
  amount: z.number(),
});
export type RefundLine = z.infer<typeof RefundLineSchema>;

/** amount = subtotal - discount + tax: the refunded units' share of the sale's charge. */
export const RefundSchema = z.object({
  id: z.string(),
  saleId: z.string(),
  method: PaymentMethodSchema,
  subtotal: z.number(),
  discount: z.number(),
  tax: z.number(),
  amount: z.number(),
  restock: z.boolean(),
  reason: z.string().nullable(),
  register: z.string(),
  shiftId: z.string().nullable(),
  refundedAt: z.string(),
  createdBy: z.string().nullable(),
  createdByUsername: z.string().nullable(),
  lines: z.array(RefundLineSchema),
});
export type Refund = z.infer<typeof RefundSchema>;
