import { z } from 'zod';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from './constants.ts';
import { MoneyInputSchema } from './inventory.ts';
import { CUSTOMER_PAYMENT_METHODS } from './payment-methods.ts';

export const CUSTOMER_NAME_MAX_LENGTH = 120;
export const CUSTOMER_PHONE_MAX_LENGTH = 40;
export const CUSTOMER_EMAIL_MAX_LENGTH = 254;
export const CUSTOMER_ADDRESS_MAX_LENGTH = 500;
export const CUSTOMER_NOTES_MAX_LENGTH = 2000;
export const CUSTOMER_SEARCH_MAX_LENGTH = 100;
export const PAYMENT_NOTE_MAX_LENGTH = 500;

export * from './payment-methods.ts';

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

/** '' and null both mean "none"; strings are trimmed. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

const customerFields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(CUSTOMER_NAME_MAX_LENGTH, `Must be at most ${CUSTOMER_NAME_MAX_LENGTH} characters`),
  phone: optionalText(CUSTOMER_PHONE_MAX_LENGTH).refine(
    (v) => v == null || /^[+\d(][\d\s().-]*$/.test(v),
    'Use digits, spaces and + ( ) - . only',
  ),
  email: optionalText(CUSTOMER_EMAIL_MAX_LENGTH).refine(
    (v) => v == null || z.email().safeParse(v).success,
    'Must be a valid email address',
  ),
  address: optionalText(CUSTOMER_ADDRESS_MAX_LENGTH),
  notes: optionalText(CUSTOMER_NOTES_MAX_LENGTH),
};

/** POST /businesses/{id}/customers (and POST /customers, which also needs `businessId`). */
export const CreateCustomerBodySchema = z.object({
  ...customerFields,
  /** Only read by the service path POST /customers; the business URL wins elsewhere. */
  businessId: z.string().optional(),
});
export type CreateCustomerBody = z.input<typeof CreateCustomerBodySchema>;
export type CreateCustomerInput = z.output<typeof CreateCustomerBodySchema>;

/** PUT: any subset of the fields. */
export const UpdateCustomerBodySchema = z.object(customerFields).partial();
export type UpdateCustomerBody = z.input<typeof UpdateCustomerBodySchema>;
export type UpdateCustomerInput = z.output<typeof UpdateCustomerBodySchema>;

const limitQuery = z.coerce
  .number()
  .int('Must be a whole number')
  .min(1, 'Must be at least 1')
  .max(LIST_MAX_LIMIT, `Must be at most ${LIST_MAX_LIMIT}`)
  .default(LIST_DEFAULT_LIMIT);

/**
 * GET /businesses/{id}/customers: by name (A-Z). `search` finds the text in the name or the
 * email, or its digits in the phone number, ignoring case.
 */
export const ListCustomersQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(CUSTOMER_SEARCH_MAX_LENGTH, `Must be at most ${CUSTOMER_SEARCH_MAX_LENGTH} characters`)
    .optional(),
  cursor: z.string().max(1000).optional(),
  limit: limitQuery,
});
export type ListCustomersQuery = z.infer<typeof ListCustomersQuerySchema>;

/** GET /customers?businessId=: the service path of the same list. */
export const ServiceListCustomersQuerySchema = ListCustomersQuerySchema.extend({
  businessId: z.string().optional(),
});
export const ServiceCreateCustomerQuerySchema = z.object({ businessId: z.string().optional() });

export const CustomerParamsSchema = z.object({ id: z.string(), customerId: z.string() });
export const CustomerIdParamsSchema = z.object({ id: z.string() });
export const DeleteCustomerResponseSchema = z.object({ message: z.string() });

/** A payment a customer made against what they owe. */
export const CustomerPaymentSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  amount: z.number(),
  method: z.enum(CUSTOMER_PAYMENT_METHODS),
  note: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomerPayment = z.infer<typeof CustomerPaymentSchema>;

/** POST /businesses/{id}/customers/{customerId}/payments (Idempotency-Key). */
export const CreateCustomerPaymentBodySchema = z.object({
  amount: MoneyInputSchema.refine((v) => v !== '0.00', CUSTOMER_MESSAGES.paymentPositive),
  method: z.enum(CUSTOMER_PAYMENT_METHODS, {
    error: `Method must be one of ${CUSTOMER_PAYMENT_METHODS.join(', ')}`,
  }),
  note: optionalText(PAYMENT_NOTE_MAX_LENGTH),
});
export type CreateCustomerPaymentBody = z.input<typeof CreateCustomerPaymentBodySchema>;
export type CreateCustomerPaymentInput = z.output<typeof CreateCustomerPaymentBodySchema>;
/** GET /businesses/{id}/customers/{customerId}/payments: newest first. */
export const ListCustomerPaymentsQuerySchema = z.object({
  cursor: z.string().max(500).optional(),
  limit: limitQuery,
});
export type ListCustomerPaymentsQuery = z.infer<typeof ListCustomerPaymentsQuerySchema>;
export const CustomerPaymentListResponseSchema = z.object({
  payments: z.array(CustomerPaymentSchema),
  nextCursor: z.string().nullable(),
});
export const CustomerPaymentResponseSchema = z.object({
  payment: CustomerPaymentSchema,
  customer: CustomerSchema,
});
