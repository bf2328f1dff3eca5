import { z } from 'zod';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from './constants.ts';
import { IdSchema } from './ids.ts';
import { MoneyInputSchema } from './inventory.ts';
import { PAYMENT_METHODS } from './payment-methods.ts';

/** A till (register) has at most one open shift, opened with a float, closed by counting. */
export const DEFAULT_REGISTER = 'Main';
export const REGISTER_MAX_LENGTH = 40;
export const CASH_MOVEMENT_REASON_MAX_LENGTH = 200;
export const SHIFT_STATUSES = ['open', 'closed'] as const;
export const CASH_MOVEMENT_TYPES = ['in', 'out'] as const;

export const SHIFT_MESSAGES = {
  notFound: 'Shift not found',
  alreadyOpen: 'This register already has an open shift: close it before opening another',
  idTaken: 'This shift id is already used',
  closed: 'This shift is already closed',
  required: 'Open a shift on this register before selling',
  reasonRequired: 'Say why the cash moved',
  amountPositive: 'The amount must be more than 0',
  invalidCursor: 'This page link is no longer valid. Reload the list.',
  registerRequired: 'Register is required',
} as const;

/** A register's name: trimmed, 1-40 characters, "Main" unless the POS names another. */
export const RegisterSchema = z
  .string({ error: SHIFT_MESSAGES.registerRequired })
  .trim()
  .min(1, SHIFT_MESSAGES.registerRequired)
  .max(REGISTER_MAX_LENGTH, `Must be at most ${REGISTER_MAX_LENGTH} characters`);

const positiveMoney = MoneyInputSchema.refine(
  (v) => /[1-9]/.test(v),
  SHIFT_MESSAGES.amountPositive,
);

/** POST /businesses/{id}/shifts (an Idempotency-Key, or the client's own `id`, makes it safe to resend). */
export const OpenShiftBodySchema = z.object({
  id: IdSchema.optional(),
  openingFloat: MoneyInputSchema,
  register: RegisterSchema.default(DEFAULT_REGISTER),
  /** Who did it, for a write queued offline at a till (ADR 076); see CreateSaleBody.staffId. */
  staffId: IdSchema.optional(),
});
export type OpenShiftBody = z.input<typeof OpenShiftBodySchema>;
export type OpenShiftInput = z.output<typeof OpenShiftBodySchema>;

/** POST .../shifts/{shiftId}/cash-movements: a pay-in (`in`) or pay-out (`out`) with its reason. */
export const CashMovementBodySchema = z.object({
  type: z.enum(CASH_MOVEMENT_TYPES, { error: 'Type must be one of in, out' }),
  amount: positiveMoney,
  reason: z
    .string({ error: SHIFT_MESSAGES.reasonRequired })
    .trim()
    .min(1, SHIFT_MESSAGES.reasonRequired)
    .max(
      CASH_MOVEMENT_REASON_MAX_LENGTH,
      `Must be at most ${CASH_MOVEMENT_REASON_MAX_LENGTH} characters`,
    ),
  /** Who did it, for a write queued offline at a till (ADR 076); see CreateSaleBody.staffId. */
  staffId: IdSchema.optional(),
});
export type CashMovementBody = z.input<typeof CashMovementBodySchema>;
export type CashMovementInput = z.output<typeof CashMovementBodySchema>;

/** POST .../shifts/{shiftId}/close: the cash counted in the drawer. */
export const CloseShiftBodySchema = z.object({
  countedCash: MoneyInputSchema,
  /** Who did it, for a write queued offline at a till (ADR 076); see CreateSaleBody.staffId. */
  staffId: IdSchema.optional(),
});
export type CloseShiftBody = z.input<typeof CloseShiftBodySchema>;

export const ListShiftsQuerySchema = z.object({
  status: z.enum(SHIFT_STATUSES, { error: 'Status must be one of open, closed' }).optional(),
  register: RegisterSchema.optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce
    .number()
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(LIST_MAX_LIMIT, `Must be at most ${LIST_MAX_LIMIT}`)
    .default(LIST_DEFAULT_LIMIT),
});
export type ListShiftsQuery = z.infer<typeof ListShiftsQuerySchema>;

export const ShiftParamsSchema = z.object({ id: z.string(), shiftId: z.string() });

export const CashMovementSchema = z.object({
  id: z.string(),
  shiftId: z.string(),
  type: z.enum(CASH_MOVEMENT_TYPES),
  amount: z.number(),
  reason: z.string(),
  createdBy: z.string().nullable(),
  createdByUsername: z.string().nullable(),
  createdAt: z.string(),
});
export type CashMovement = z.infer<typeof CashMovementSchema>;

const byMethod = z.object(
  Object.fromEntries(PAYMENT_METHODS.map((m) => [m, z.number()])) as Record<
    (typeof PAYMENT_METHODS)[number],
    z.ZodNumber
  >,
);

/**
 * The X report (open shift) or Z report (closed): money as the API gives it. `byPaymentMethod`
 * is each method's sales total less its refunds; `cashSales` is the cash kept for sales (paid,
 * net of change), what the drawer should hold from selling.
 */
export const ShiftReportSchema = z.object({
  kind: z.enum(['x', 'z']),
  salesCount: z.number(),
  salesTotal: z.number(),
  discounts: z.number(),
  tax: z.number(),
  byPaymentMethod: byMethod,
  cashSales: z.number(),
  refundsCount: z.number(),
  refundsTotal: z.number(),
  cashRefunds: z.number(),
  payIns: z.number(),
  payOuts: z.number(),
  openingFloat: z.number(),
  expectedCash: z.number(),
  countedCash: z.number().nullable(),
  difference: z.number().nullable(),
  cashMovements: z.array(CashMovementSchema),
});
export type ShiftReport = z.infer<typeof ShiftReportSchema>;

export const ShiftSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  register: z.string(),
  status: z.enum(SHIFT_STATUSES),
  openingFloat: z.number(),
  openedAt: z.string(),
  openedBy: z.string().nullable(),
  openedByUsername: z.string().nullable(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  closedByUsername: z.string().nullable(),
  /** Set at close (null while open: the report has the running figure). */
  expectedCash: z.number().nullable(),
  countedCash: z.number().nullable(),
  difference: z.number().nullable(),
});
export type Shift = z.infer<typeof ShiftSchema>;

export const ShiftWithReportSchema = ShiftSchema.extend({ report: ShiftReportSchema });
export type ShiftWithReport = z.infer<typeof ShiftWithReportSchema>;

export const ShiftResponseSchema = z.object({ shift: ShiftSchema });
export const ShiftReportResponseSchema = z.object({ shift: ShiftWithReportSchema });
export const ShiftListResponseSchema = z.object({
  shifts: z.array(ShiftSchema),
  nextCursor: z.string().nullable(),
});
export type ShiftList = z.infer<typeof ShiftListResponseSchema>;
export const CashMovementResponseSchema = z.object({ cashMovement: CashMovementSchema });
