import { z } from 'zod';
import { PaymentMethodSchema } from './payment-methods.ts';
import { MobileMoneyProviderSchema } from './payments.ts';
import { RefundSchema } from './refund.ts';

export * from './refund.ts';

// A sale as the API answers it, and the texts about sales, apart from the request bodies and
// queries of sales.ts: the POS's first screen parses sales and shows these texts, and builds none
// of the rest (issue 21: schemas are built when their module is evaluated).

/** A sale of 1,000 lines is a wholesale order; more is a mistake. */
export const SALE_MAX_ITEMS = 1000;
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
   * viewCostAndProfit permission (issue 45).
   */
  cost: z.number().optional(),
  /**
   * Units given back by the sale's refunds (issue 43); quantity - refundedQuantity are left.
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
  /** The M-Pesa receipt of the confirmed payment that paid it (issue 46); null for Paystack. */
  mpesaReceipt: z.string().nullable().optional(),
  /** Who confirmed the mobile-money payment that paid it, and its receipt (either provider). */
  paymentProvider: MobileMoneyProviderSchema.nullable().optional(),
  paymentReference: z.string().nullable().optional(),
  note: z.string().nullable(),
  soldAt: z.string(),
  createdBy: z.string().nullable(),
  createdByUsername: z.string().nullable(),
  /** Who served at the till (issue 45): null for an account's own sale. */
  staffId: z.string().nullable().optional(),
  staffName: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Its refunds, oldest first (issue 43). The figures above stay what was sold. */
  refunds: z.array(RefundSchema).default([]),
});
export type Sale = z.infer<typeof SaleSchema>;

export const DeleteSaleResponseSchema = z.object({ message: z.string() });
