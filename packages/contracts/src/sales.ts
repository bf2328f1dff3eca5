import { z } from 'zod';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from './constants.ts';
import { IdSchema, MoneyInputSchema } from './inventory.ts';
import { STOCK_QUANTITY_MAX } from './stock.ts';
import { SALE_MAX_ITEMS, SALE_NOTE_MAX_LENGTH, SALE_MESSAGES, SaleSchema } from './sale.ts';
import { PaymentMethodSchema } from './payment-methods.ts';
import { RegisterSchema } from './shifts.ts';

export * from './sale.ts';

const quantityInput = z
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(STOCK_QUANTITY_MAX, `Quantity must be at most ${STOCK_QUANTITY_MAX}`);

export const SaleLineInputSchema = z.object({
  productId: IdSchema,
  quantity: quantityInput,
  /** Defaults to the product's price. */
  unitPrice: MoneyInputSchema.optional(),
  discount: MoneyInputSchema.optional(),
});
export type SaleLineInput = z.output<typeof SaleLineInputSchema>;

const noteInput = z
  .string()
  .trim()
  .max(SALE_NOTE_MAX_LENGTH, `Must be at most ${SALE_NOTE_MAX_LENGTH} characters`)
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

const instantInput = z.iso.datetime({ offset: true, error: 'Use a date and time with its offset' });

const saleFields = {
  items: z
    .array(SaleLineInputSchema, { error: SALE_MESSAGES.itemsRequired })
    .min(1, SALE_MESSAGES.itemsRequired)
    .max(SALE_MAX_ITEMS, SALE_MESSAGES.tooManyItems),
  customerId: IdSchema.nullable().optional(),
  /** Taken off the subtotal, before tax. */
  discount: MoneyInputSchema.optional(),
  /** Defaults to the total, or to nothing for a credit sale. More than the total is change. */
  amountPaid: MoneyInputSchema.optional(),
  paymentMethod: PaymentMethodSchema,
  note: noteInput,
  /**
   * When the sale happened, on the device's clock; defaults to when the server records it. Alone,
   * a time ahead of the server's is recorded as the server's time.
   */
  soldAt: instantInput.optional(),
  /**
   * The device's clock when this request was sent (each attempt: `soldAt` and `sentAt` come from
   * the same clock). The sale is recorded at the server's time minus `sentAt - soldAt`, so a
   * phone whose clock is wrong still records its sales at the right time. Not part of
   * what the request asks: a resend with another `sentAt` is the same request.
   */
  sentAt: instantInput.optional(),
};

/** `sentAt` only measures how long ago `soldAt` was: alone it says nothing. */
const sentAtNeedsSoldAt = (body: { soldAt?: string; sentAt?: string }) =>
  body.sentAt === undefined || body.soldAt !== undefined;
const sentAtRule = { path: ['sentAt'], message: SALE_MESSAGES.sentAtWithoutSoldAt };

/**
 * POST /businesses/{id}/sales (send an Idempotency-Key). A client may also give the sale its own
 * `id`: sending the same sale again answers it (200) and records nothing.
 */
export const CreateSaleBodySchema = z
  .object({
    ...saleFields,
    id: IdSchema.optional(),
    /** The till it is rung up on ("Main" when absent): the sale joins that register's open shift. */
    register: RegisterSchema.optional(),
    /**
     * Who made it, for a sale queued offline and sent later under another staff member's token
     * (ADR 076): honoured only for a staff token of the same business, else the token's own staff.
     */
    staffId: IdSchema.optional(),
    /** A paid mobile-money payment of this business and amount (ADR 077): it pays this sale. */
    paymentId: IdSchema.optional(),
  })
  .refine(sentAtNeedsSoldAt, sentAtRule);
export type CreateSaleBody = z.input<typeof CreateSaleBodySchema>;
export type CreateSaleInput = z.output<typeof CreateSaleBodySchema>;

/**
 * PUT /businesses/{id}/sales/{saleId}: any subset. New `items` replace the lines (a line's price
 * defaults to what it was sold at); stock moves by the difference.
 */
export const UpdateSaleBodySchema = z
  .object(saleFields)
  .partial()
  .refine(sentAtNeedsSoldAt, sentAtRule);
export type UpdateSaleBody = z.input<typeof UpdateSaleBodySchema>;
export type UpdateSaleInput = z.output<typeof UpdateSaleBodySchema>;

/** A day (YYYY-MM-DD, in the business's time zone) or an instant with its offset. */
const dateOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'Use a date (YYYY-MM-DD) or a date and time with its offset',
});

/** GET /businesses/{id}/sales: newest first; `from` and `to` are inclusive. */
export const ListSalesQuerySchema = z.object({
  from: dateOrInstant.optional(),
  to: dateOrInstant.optional(),
  customerId: IdSchema.optional(),
  /** Sales with at least one line of this product. */
  productId: IdSchema.optional(),
  paymentMethod: PaymentMethodSchema.optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce
    .number()
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(LIST_MAX_LIMIT, `Must be at most ${LIST_MAX_LIMIT}`)
    .default(LIST_DEFAULT_LIMIT),
});
export type ListSalesQuery = z.infer<typeof ListSalesQuerySchema>;
export const CustomerSalesQuerySchema = ListSalesQuerySchema.omit({ customerId: true });

export const SaleParamsSchema = z.object({ id: z.string(), saleId: z.string() });
export const SaleResponseSchema = z.object({ sale: SaleSchema });
export const SaleListResponseSchema = z.object({
  sales: z.array(SaleSchema),
  nextCursor: z.string().nullable(),
});
