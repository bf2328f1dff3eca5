import { z } from 'zod';
import { MoneyInputSchema } from './inventory.ts';

// Suppliers and what is paid to them. Their shapes are the API's contract, field for field.

export const SUPPLIER_NAME_MAX_LENGTH = 120;
export const SUPPLIER_TEXT_MAX_LENGTH = 120;
export const SUPPLIER_NOTES_MAX_LENGTH = 1000;
export const SUPPLIER_PAYMENT_METHODS = [
  'cash',
  'card',
  'transfer',
  'mobile_money',
  'other',
] as const;
/**
 * The expense category a supplier payment may be recorded under. Profit leaves it out: stock
 * bought is not an expense, its cost counts when it is sold (migration 0030).
 */
export const STOCK_PURCHASES_EXPENSE_CATEGORY = 'stock_purchases';

export const SUPPLIER_MESSAGES = {
  notFound: 'Supplier not found',
  nameRequired: 'Name is required',
  deleted: 'Supplier deleted successfully',
  hasOrders:
    'This supplier has purchase orders or payments: their history is kept, so the supplier cannot be deleted',
  amountPositive: 'The amount must be more than 0',
  emailInvalid: 'Enter a valid email address',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

export const SupplierPaymentMethodSchema = z.enum(SUPPLIER_PAYMENT_METHODS, {
  error: `Method must be one of ${SUPPLIER_PAYMENT_METHODS.join(', ')}`,
});
export type SupplierPaymentMethod = z.infer<typeof SupplierPaymentMethodSchema>;

/** A supplier. `owed`: the value of what was received from them minus what was paid. */
export const SupplierSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  email: z.string().nullable(),
  notes: z.string().nullable(),
  received: z.number(),
  paid: z.number(),
  owed: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Supplier = z.infer<typeof SupplierSchema>;

/** POST /businesses/{id}/suppliers. */
export const CreateSupplierBodySchema = z.object({
  name: z
    .string({ error: SUPPLIER_MESSAGES.nameRequired })
    .trim()
    .min(1, SUPPLIER_MESSAGES.nameRequired)
    .max(SUPPLIER_NAME_MAX_LENGTH, `Must be at most ${SUPPLIER_NAME_MAX_LENGTH} characters`),
  phone: optionalText(SUPPLIER_TEXT_MAX_LENGTH),
  whatsapp: optionalText(SUPPLIER_TEXT_MAX_LENGTH),
  email: optionalText(SUPPLIER_TEXT_MAX_LENGTH).refine(
    (v) => v == null || z.email().safeParse(v).success,
    SUPPLIER_MESSAGES.emailInvalid,
  ),
  notes: optionalText(SUPPLIER_NOTES_MAX_LENGTH),
});
export type CreateSupplierBody = z.input<typeof CreateSupplierBodySchema>;
export type CreateSupplierInput = z.output<typeof CreateSupplierBodySchema>;

/** PUT /businesses/{id}/suppliers/{supplierId}: any subset. */
export const UpdateSupplierBodySchema = CreateSupplierBodySchema.partial();
export type UpdateSupplierInput = z.output<typeof UpdateSupplierBodySchema>;

export const ListSuppliersQuerySchema = z.object({
  search: z.string().trim().max(100, 'Must be at most 100 characters').optional(),
});
export type ListSuppliersQuery = z.infer<typeof ListSuppliersQuerySchema>;

export const SupplierParamsSchema = z.object({ id: z.string(), supplierId: z.string() });
export const SupplierResponseSchema = z.object({ supplier: SupplierSchema });
export const SupplierListResponseSchema = z.object({ suppliers: z.array(SupplierSchema) });
export const DeleteSupplierResponseSchema = z.object({ message: z.string() });

export const SupplierPaymentSchema = z.object({
  id: z.string(),
  supplierId: z.string(),
  amount: z.number(),
  method: SupplierPaymentMethodSchema,
  note: z.string().nullable(),
  /** The "Stock purchases" expense recorded with it, if any. */
  expenseId: z.string().nullable(),
  createdAt: z.string(),
});
export type SupplierPayment = z.infer<typeof SupplierPaymentSchema>;

/**
 * POST /businesses/{id}/suppliers/{supplierId}/payments (send an Idempotency-Key).
 * `recordAsExpense`: also record it as an expense of category 'stock_purchases' (left out of
 * profit, so it is not counted twice).
 */
export const CreateSupplierPaymentBodySchema = z.object({
  amount: MoneyInputSchema.refine((v) => /[1-9]/.test(v), SUPPLIER_MESSAGES.amountPositive),
  method: SupplierPaymentMethodSchema,
  note: optionalText(500),
  recordAsExpense: z.boolean().optional(),
});
export type CreateSupplierPaymentBody = z.input<typeof CreateSupplierPaymentBodySchema>;
export type CreateSupplierPaymentInput = z.output<typeof CreateSupplierPaymentBodySchema>;

export const SupplierPaymentResponseSchema = z.object({
  payment: SupplierPaymentSchema,
  supplier: SupplierSchema,
});
export const SupplierPaymentListResponseSchema = z.object({
  payments: z.array(SupplierPaymentSchema),
});
