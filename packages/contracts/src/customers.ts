import { z } from 'zod';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from './constants.ts';
import { MoneyInputSchema } from './inventory.ts';
import { CUSTOMER_MESSAGES, CustomerSchema } from './customer.ts';
import { CUSTOMER_PAYMENT_METHODS } from './payment-methods.ts';

export const CUSTOMER_NAME_MAX_LENGTH = 120;
export const CUSTOMER_PHONE_MAX_LENGTH = 40;
export const CUSTOMER_EMAIL_MAX_LENGTH = 254;
export const CUSTOMER_ADDRESS_MAX_LENGTH = 500;
export const CUSTOMER_NOTES_MAX_LENGTH = 2000;
export const CUSTOMER_SEARCH_MAX_LENGTH = 100;
export const PAYMENT_NOTE_MAX_LENGTH = 500;

export * from './payment-methods.ts';
export * from './customer.ts';

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
