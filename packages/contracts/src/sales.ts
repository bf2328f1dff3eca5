import { z } from 'zod';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT, SALE_MAX_ITEMS } from './constants.ts';
import { IdSchema } from './ids.ts';
import { MoneyInputSchema } from './inventory.ts';
import { PaymentMethodSchema } from './payment-methods.ts';
import { MobileMoneyProviderSchema } from './payments.ts';
import { RefundSchema } from './refunds.ts';
import { RegisterSchema } from './shifts.ts';
import { STOCK_QUANTITY_MAX } from './stock.ts';

export const SALE_NOTE_MAX_LENGTH = 500;
/**
 * The POS warns when the device's clock is this far from the server's. A skewed clock
 * never stops a sale: the server records it at its own clock minus the time the device says
 * passed between the sale (`soldAt`) and the sending (`sentAt`).
 */
export const CLOCK_SKEW_WARNING_MINUTES = 5;
/** A sale may be this old on the server's clock: a phone that sold offline syncs within a month. */
export const SALE_SOLD_AT_MAX_AGE_DAYS = 30;

export interface ShortItem {
  name: string;
  available: number;
}

/** Our texts (SPEC section 8 names only the store messages, kept here for the web client). */
export const SALE_MESSAGES = {
  notFound: 'Sale not found',
  deleted: 'Sale deleted successfully. Its stock was returned.',
  insufficientStock: (items: ShortItem[]) =>
    `Not enough stock for: ${items.map((i) => `${i.name} (${i.available} left)`).join(', ')}`,
  productNotFound: 'Product not found in this business',
  customerNotFound: 'Customer not found in this business',
  lineDiscountTooLarge: 'The discount cannot be more than the line amount',
  discountTooLarge: 'The discount cannot be more than the subtotal',
  discountNotAllowed: 'This item cannot be discounted',
  amountTooLarge: 'The amount is too large',
  customerRequired: 'Choose a customer for a sale that is not fully paid',
  sentAtWithoutSoldAt: 'Send soldAt with sentAt',
  soldAtTooOld: `The sale time cannot be more than ${SALE_SOLD_AT_MAX_AGE_DAYS} days ago`,
  idTaken: 'Another sale already uses this id',
  itemsRequired: 'Add at least one item',
  tooManyItems: `A sale can have at most ${SALE_MAX_ITEMS} items`,
  productRemoved: 'This product was deleted: remove the line or choose another product',
  invalidCursor: 'This page link is no longer valid. Reload the list.',
  stockNote: (receiptNumber: number) => `Sale #${receiptNumber}`,
  stockEditNote: (receiptNumber: number) => `Sale #${receiptNumber} edited`,
  stockDeleteNote: (receiptNumber: number) => `Sale #${receiptNumber} deleted`,
  /** SPEC section 8: the store messages the web client shows. */
  loadListFailed: 'Failed to load sales',
  loadFailed: 'Failed to load sale details',
  createFailed: 'Failed to create sale',
  updateFailed: 'Failed to update sale',
  deleteFailed: 'Failed to delete sale',
} as const;

/** One line. `name` and `cost` are copied from the product when sold: history never moves. */
export const SaleItemSchema = z.object({
  id: z.string(),
  /** Null once the product is deleted; the line keeps its name. */
  productId: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  /** Taken off this line: lineTotal = quantity * unitPrice - discount. */
  discount: z.number(),
  lineTotal: z.number(),
  /**
   * The product's unit cost at the time of the sale. Absent for a till sign-in without the
   * viewCostAndProfit permission (ADR 076).
   */
  cost: z.number().optional(),
  /**
   * Units given back by the sale's refunds (ADR 071); quantity - refundedQuantity are left.
   * Defaults: a sale a device kept from before refunds existed parses as never refunded.
   */
  refundedQuantity: z.number().int().default(0),
});
export type SaleItem = z.infer<typeof SaleItemSchema>;

export const SaleCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
});
export type SaleCustomer = z.infer<typeof SaleCustomerSchema>;

/**
 * SPEC section 3: Sale. Every amount is computed by the server, exactly:
 * subtotal = sum(lineTotal); tax = round((subtotal - discount) * taxRate / 100, 2);
 * total = subtotal - discount + tax; balance = max(total - amountPaid, 0) (owed, on credit).
 * `taxRate` is the business's rate when the sale was made.
 */
export const SaleSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  /** 1, 2, 3... per business. */
  receiptNumber: z.number().int(),
  /** Signed by the server: GET /receipts/{receiptCode} proves the receipt genuine. */
  receiptCode: z.string(),
  customerId: z.string().nullable(),
  customer: SaleCustomerSchema.nullable(),
  items: z.array(SaleItemSchema),
  subtotal: z.number(),
  discount: z.number(),
  taxRate: z.number(),
  tax: z.number(),
  total: z.number(),
  amountPaid: z.number(),
  balance: z.number(),
  paymentMethod: PaymentMethodSchema,
  /** The M-Pesa receipt of the confirmed payment that paid it (ADR 077); null for Paystack. */
  mpesaReceipt: z.string().nullable().optional(),
  /** Who confirmed the mobile-money payment that paid it, and its receipt (either provider). */
  paymentProvider: MobileMoneyProviderSchema.nullable().optional(),
  paymentReference: z.string().nullable().optional(),
  note: z.string().nullable(),
  soldAt: z.string(),
  createdBy: z.string().nullable(),
  createdByUsername: z.string().nullable(),
  /** Who served at the till (ADR 076): null for an account's own sale. */
  staffId: z.string().nullable().optional(),
  staffName: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Its refunds, oldest first (ADR 071). The figures above stay what was sold. */
  refunds: z.array(RefundSchema).default([]),
});
export type Sale = z.infer<typeof SaleSchema>;

/**
 * GET /businesses/{id}/receipts/{code}: the sale, when the code is one of this business's. Here
 * rather than in receipts.ts: the public check imports that module (ADR 092).
 */
export const BusinessReceiptVerificationResponseSchema = z.object({
  valid: z.boolean(),
  sale: SaleSchema.optional(),
});
export type BusinessReceiptVerification = z.infer<typeof BusinessReceiptVerificationResponseSchema>;

export const DeleteSaleResponseSchema = z.object({ message: z.string() });

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
