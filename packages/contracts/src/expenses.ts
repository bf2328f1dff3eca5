import { z } from 'zod';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from './constants.ts';
import { MoneyInputSchema } from './inventory.ts';

/** The categories every business has; an owner may also type their own. */
export const EXPENSE_CATEGORIES = [
  'rent',
  'utilities',
  'salaries',
  'supplies',
  'transport',
  'marketing',
  'taxes',
  // Payments to suppliers for stock. Left out of profit: stock bought is not an
  // expense, its cost counts when it is sold (migration 0030).
  'stock_purchases',
  'other',
] as const;
export type BuiltInExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export const EXPENSE_CATEGORY_MAX_LENGTH = 40;
export const EXPENSE_NOTE_MAX_LENGTH = 500;
export const EXPENSE_SEARCH_MAX_LENGTH = 100;
export const EXPENSE_RECEIPT_MAX_BYTES = 2 * 1024 * 1024;
/** Receipts are read, not just recognised: kept sharper than a logo. */
export const EXPENSE_RECEIPT_MAX_DIMENSION = 1600;
/** A recurring expense may start this far back (its past occurrences are recorded at once). */
export const RECURRING_START_MAX_AGE_DAYS = 366;
/** Recurring expenses per business (rent, salaries, subscriptions...: a handful in practice). */
export const RECURRING_MAX_PER_BUSINESS = 100;

export const EXPENSE_PAYMENT_METHODS = [
  'cash',
  'card',
  'transfer',
  'mobile_money',
  'other',
] as const;
export const ExpensePaymentMethodSchema = z.enum(EXPENSE_PAYMENT_METHODS, {
  error: `Payment method must be one of ${EXPENSE_PAYMENT_METHODS.join(', ')}`,
});
export type ExpensePaymentMethod = z.infer<typeof ExpensePaymentMethodSchema>;

export const RECURRING_FREQUENCIES = ['weekly', 'monthly'] as const;
export const RecurringFrequencySchema = z.enum(RECURRING_FREQUENCIES, {
  error: `Frequency must be one of ${RECURRING_FREQUENCIES.join(', ')}`,
});
export type RecurringFrequency = z.infer<typeof RecurringFrequencySchema>;

export const EXPENSE_MESSAGES = {
  notFound: 'Expense not found',
  recurringNotFound: 'Recurring expense not found',
  deleted: 'Expense deleted successfully',
  recurringDeleted: 'Recurring expense deleted. The expenses already recorded are kept.',
  amountPositive: 'The amount must be more than 0',
  categoryRequired: 'Category is required',
  dateFuture: 'The date cannot be in the future',
  recurringLimit: `A business can have at most ${RECURRING_MAX_PER_BUSINESS} recurring expenses`,
  startTooOld: `The start date cannot be more than ${RECURRING_START_MAX_AGE_DAYS} days ago`,
  endBeforeStart: 'The end date cannot be before the start date',
  rescheduleFromToday:
    'A new schedule starts today or later: choose a start date from today (the expenses already recorded are kept)',
  toBeforeFrom: 'The end of the range cannot be before its start',
  receiptRequired: 'Choose an image of the receipt to upload',
  receiptTooLarge: 'The receipt image must be 2 MB or smaller',
  receiptInvalid: 'The receipt must be a JPEG, PNG, WebP or GIF image',
  receiptRemoved: 'Receipt removed successfully',
  invalidCursor: 'This page link is no longer valid. Reload the list.',
  loadListFailed: 'Failed to load expenses',
  createFailed: 'Failed to create expense',
  updateFailed: 'Failed to update expense',
  deleteFailed: 'Failed to delete expense',
} as const;

/** A calendar day, YYYY-MM-DD (in the business's time zone where that matters). */
export const CalendarDateSchema = z.iso.date({ error: 'Use a date (YYYY-MM-DD)' });

/** Money above 0, exact to the cent (the decimal string). */
const positiveMoney = MoneyInputSchema.refine(
  (v) => /[1-9]/.test(v),
  EXPENSE_MESSAGES.amountPositive,
);

/**
 * A built-in category or the owner's own: trimmed, inner spaces collapsed, lowercase, so
 * 'Office  Rent' and 'office rent' are one category.
 */
export const ExpenseCategoryInputSchema = z
  .string({ error: EXPENSE_MESSAGES.categoryRequired })
  .transform((v) => v.trim().replace(/\s+/g, ' ').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, EXPENSE_MESSAGES.categoryRequired)
      .max(
        EXPENSE_CATEGORY_MAX_LENGTH,
        `Must be at most ${EXPENSE_CATEGORY_MAX_LENGTH} characters`,
      ),
  );

const noteInput = z
  .string()
  .trim()
  .max(EXPENSE_NOTE_MAX_LENGTH, `Must be at most ${EXPENSE_NOTE_MAX_LENGTH} characters`)
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

/** An expense. `date` is the day it was paid, in the business's time zone. */
export const ExpenseSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  amount: z.number(),
  category: z.string(),
  date: z.string(),
  paymentMethod: ExpensePaymentMethodSchema,
  note: z.string().nullable(),
  /** A file name under /uploads, and its URL. */
  receiptImage: z.string().nullable(),
  receiptImageUrl: z.string().nullable(),
  /** The recurring expense that recorded it, null for one entered by hand. */
  recurringId: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Expense = z.infer<typeof ExpenseSchema>;

/** POST /businesses/{id}/expenses (send an Idempotency-Key). `date` defaults to today. */
export const CreateExpenseBodySchema = z.object({
  amount: positiveMoney,
  category: ExpenseCategoryInputSchema,
  date: CalendarDateSchema.optional(),
  paymentMethod: ExpensePaymentMethodSchema,
  note: noteInput,
});
export type CreateExpenseBody = z.input<typeof CreateExpenseBodySchema>;
export type CreateExpenseInput = z.output<typeof CreateExpenseBodySchema>;

/** PUT /businesses/{id}/expenses/{expenseId}: any subset. */
export const UpdateExpenseBodySchema = CreateExpenseBodySchema.partial();
export type UpdateExpenseBody = z.input<typeof UpdateExpenseBodySchema>;
export type UpdateExpenseInput = z.output<typeof UpdateExpenseBodySchema>;

/**
 * GET /businesses/{id}/expenses: newest day first. `from` and `to` are days, both included;
 * `search` finds the text in the note or the category.
 */
export const ListExpensesQuerySchema = z.object({
  from: CalendarDateSchema.optional(),
  to: CalendarDateSchema.optional(),
  category: ExpenseCategoryInputSchema.optional(),
  paymentMethod: ExpensePaymentMethodSchema.optional(),
  search: z
    .string()
    .trim()
    .max(EXPENSE_SEARCH_MAX_LENGTH, `Must be at most ${EXPENSE_SEARCH_MAX_LENGTH} characters`)
    .optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce
    .number()
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(LIST_MAX_LIMIT, `Must be at most ${LIST_MAX_LIMIT}`)
    .default(LIST_DEFAULT_LIMIT),
});
export type ListExpensesQuery = z.infer<typeof ListExpensesQuerySchema>;

export const ExpenseCategoryTotalSchema = z.object({
  category: z.string(),
  total: z.number(),
  count: z.number().int(),
});
/** Over every expense the filter matches (not just the page), largest category first. */
export const ExpenseTotalsSchema = z.object({
  total: z.number(),
  count: z.number().int(),
  byCategory: z.array(ExpenseCategoryTotalSchema),
});
export type ExpenseTotals = z.infer<typeof ExpenseTotalsSchema>;

export const ExpenseParamsSchema = z.object({ id: z.string(), expenseId: z.string() });
export const ExpenseResponseSchema = z.object({ expense: ExpenseSchema });
export const ExpenseListResponseSchema = z.object({
  expenses: z.array(ExpenseSchema),
  nextCursor: z.string().nullable(),
  totals: ExpenseTotalsSchema,
});
export type ExpenseList = z.infer<typeof ExpenseListResponseSchema>;
export const DeleteExpenseResponseSchema = z.object({ message: z.string() });
export const DeleteExpenseReceiptResponseSchema = z.object({
  message: z.string(),
  expense: ExpenseSchema,
});

/** GET /businesses/{id}/expense-categories: the built-in ones, then the owner's own in use. */
export const ExpenseCategoryListResponseSchema = z.object({
  categories: z.array(
    z.object({ name: z.string(), builtIn: z.boolean(), count: z.number().int() }),
  ),
});

/**
 * A recurring expense: recorded as an ordinary expense on each occurrence, from `startDate`
 * (the first occurrence) every week or every month, until `endDate` (included) when set.
 * Monthly on the 29th-31st falls on the last day of shorter months.
 */
export const RecurringExpenseSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  amount: z.number(),
  category: z.string(),
  paymentMethod: ExpensePaymentMethodSchema,
  note: z.string().nullable(),
  frequency: RecurringFrequencySchema,
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** The next occurrence not recorded yet; null once the schedule has ended. */
  nextDate: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RecurringExpense = z.infer<typeof RecurringExpenseSchema>;

export const CreateRecurringExpenseBodySchema = z.object({
  amount: positiveMoney,
  category: ExpenseCategoryInputSchema,
  paymentMethod: ExpensePaymentMethodSchema,
  note: noteInput,
  frequency: RecurringFrequencySchema,
  startDate: CalendarDateSchema,
  endDate: CalendarDateSchema.nullable().optional(),
});
export type CreateRecurringExpenseBody = z.input<typeof CreateRecurringExpenseBodySchema>;
export type CreateRecurringExpenseInput = z.output<typeof CreateRecurringExpenseBodySchema>;

/**
 * PUT: any subset. Amount, category, payment method and note apply to the occurrences still to
 * come; a new frequency or start date starts a new schedule (from today or later).
 */
export const UpdateRecurringExpenseBodySchema = CreateRecurringExpenseBodySchema.partial();
export type UpdateRecurringExpenseBody = z.input<typeof UpdateRecurringExpenseBodySchema>;
export type UpdateRecurringExpenseInput = z.output<typeof UpdateRecurringExpenseBodySchema>;

export const RecurringExpenseParamsSchema = z.object({ id: z.string(), recurringId: z.string() });
export const RecurringExpenseResponseSchema = z.object({
  recurringExpense: RecurringExpenseSchema,
});
export const RecurringExpenseListResponseSchema = z.object({
  recurringExpenses: z.array(RecurringExpenseSchema),
});
export const DeleteRecurringExpenseResponseSchema = z.object({ message: z.string() });
