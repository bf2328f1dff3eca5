import { z } from 'zod';

// The customer as the API answers it, apart from the request bodies, queries and payments of
// customers.ts: the POS's customer picker parses these and builds none of the rest (ADR 023:
// schemas are built when their module is evaluated; the whole contract pulled in the inventory
// contract too, 45 ms at 4x CPU as the POS's checkout panel loaded).

/** SPEC sections 5 and 8 word for word, plus our own texts for the rules SPEC leaves open. */
export const CUSTOMER_MESSAGES = {
  businessIdMissing: 'Cannot create customer: Business ID is missing.',
  businessIdRequired: 'Business ID is missing.',
  invalidBusinessId: 'Invalid business id',
  notFound: 'Customer not found',
  deleted: 'Customer deleted successfully. Their sales are kept.',
  paymentExceedsBalance: (balance: string) =>
    `The payment is more than the balance owed (${balance})`,
  paymentPositive: 'The amount must be more than 0',
  invalidCursor: 'This page link is no longer valid. Reload the list.',
  /** SPEC section 8: the store messages the web client shows. */
  loadListFailed: 'Failed to load customers',
  loadFailed: 'Failed to load customer',
  createFailed: 'Failed to create customer',
  updateFailed: 'Failed to update customer',
  deleteFailed: 'Failed to delete customer',
} as const;

/**
 * SPEC section 3: Customer. The computed fields: `totalSpent` and `salesCount` over the
 * customer's sales, `lastPurchaseAt` the latest sale's time, `balance` what the customer owes
 * (unpaid sale balances minus payments received, never below 0).
 */
export const CustomerSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  totalSpent: z.number(),
  salesCount: z.number().int(),
  lastPurchaseAt: z.string().nullable(),
  balance: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof CustomerSchema>;

export const CustomerResponseSchema = z.object({ customer: CustomerSchema });
/** SPEC section 7: a created customer comes back as {customer} or as the customer itself. */
export const CreatedCustomerAnswerSchema = z.union([
  CustomerResponseSchema.transform((answer) => answer.customer),
  CustomerSchema,
]);
export const CustomerListResponseSchema = z.object({
  customers: z.array(CustomerSchema),
  nextCursor: z.string().nullable(),
});
