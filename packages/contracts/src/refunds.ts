import { z } from 'zod';
import { IdSchema } from './ids.ts';
import { PaymentMethodSchema } from './payment-methods.ts';
import { SALE_MAX_ITEMS } from './constants.ts';
import { STOCK_QUANTITY_MAX } from './stock.ts';

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

export const REFUND_REASON_MAX_LENGTH = 300;
export const REGISTER_NAME_MAX_LENGTH = 60;

/** Our texts for refunds (SPEC has none of its own). */
export const REFUND_MESSAGES = {
  linesRequired: 'Choose at least one line to refund',
  exceedsSale: 'More than is left to refund',
  lineNotInSale: 'This sale has no such line',
  lineOrProduct: 'Give the line or its product',
  tooMany: (left: number) =>
    left === 0 ? 'This line was already refunded in full' : `At most ${left} left to refund`,
  creditNeedsCustomer: 'A sale without a customer cannot be refunded as credit',
  creditMoreThanOwed: (owed: string) =>
    `The customer owes ${owed}: refund the rest another way (cash, card, transfer or mobile money)`,
  idTaken: 'Another refund already uses this id',
  saleHasRefunds: 'This sale has refunds: its lines and amounts can no longer change',
  stockNote: (receiptNumber: number) => `Refund of sale #${receiptNumber}`,
  createFailed: 'Failed to record the refund',
} as const;

const quantityInput = z
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(STOCK_QUANTITY_MAX, `Quantity must be at most ${STOCK_QUANTITY_MAX}`);

/**
 * One line to refund: by product (the contract's shape), or by the sale line's own id (a line
 * whose product was deleted has none, and a product sold on two lines is refunded from the first
 * line with units left onwards).
 */
export const RefundLineInputSchema = z
  .object({
    productId: IdSchema.optional(),
    lineId: IdSchema.optional(),
    quantity: quantityInput,
  })
  .refine((line) => (line.productId === undefined) !== (line.lineId === undefined), {
    path: ['productId'],
    message: REFUND_MESSAGES.lineOrProduct,
  });
export type RefundLineInput = z.output<typeof RefundLineInputSchema>;

/**
 * POST /businesses/{id}/sales/{saleId}/refunds (send an Idempotency-Key). `id` may come from the
 * client (a refund queued offline keeps its identity): sending it again answers the first refund.
 */
export const CreateRefundBodySchema = z.object({
  id: IdSchema.optional(),
  lines: z
    .array(RefundLineInputSchema, { error: REFUND_MESSAGES.linesRequired })
    .min(1, REFUND_MESSAGES.linesRequired)
    .max(SALE_MAX_ITEMS, REFUND_MESSAGES.linesRequired),
  /** Put the units back on the shelf (not for damaged goods). */
  restock: z.boolean({ error: 'Say whether the items go back to stock' }),
  method: PaymentMethodSchema,
  reason: z
    .string()
    .trim()
    .max(REFUND_REASON_MAX_LENGTH, `Must be at most ${REFUND_REASON_MAX_LENGTH} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : (v ?? null))),
  /** The till it is given back at (default "Main"): its open shift, if any, gets the refund. */
  register: z.string().trim().min(1).max(REGISTER_NAME_MAX_LENGTH).optional(),
  /** Who did it, for a write queued offline at a till (ADR 076); see CreateSaleBody.staffId. */
  staffId: IdSchema.optional(),
});
export type CreateRefundBody = z.input<typeof CreateRefundBodySchema>;
export type CreateRefundInput = z.output<typeof CreateRefundBodySchema>;

export const RefundResponseSchema = z.object({ refund: RefundSchema });
