import { i18n as appI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_MAX_LENGTH,
  EXPENSE_NOTE_MAX_LENGTH,
  EXPENSE_PAYMENT_METHODS,
  EXPENSE_RECEIPT_MAX_BYTES,
  type CreateExpenseBody,
  type Expense,
} from '@app/contracts/expenses';
import { MoneyInputSchema } from '@app/contracts/inventory';
import { z } from 'zod';

/** The select's value for a category the owner types. */
export const OWN_CATEGORY = '__own';
export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * The add/edit form. Money is checked by the contract's parser (exact to the cent); the
 * receipt's type and size are checked here, before anything is uploaded. Its messages are in
 * `i18n`'s language (the app's by default); in English they are the contract's
 * (`EXPENSE_MESSAGES`) word for word.
 */
export function expenseFormSchema(today: string, i18n: I18n = appI18n) {
  const noteMax = EXPENSE_NOTE_MAX_LENGTH;
  const categoryMax = EXPENSE_CATEGORY_MAX_LENGTH;
  return z
    .object({
      amount: z
        .string()
        .trim()
        .min(1, i18n._(msg`Enter the amount`))
        .superRefine((value, ctx) => {
          const parsed = MoneyInputSchema.safeParse(value);
          if (!parsed.success) {
            ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message });
          } else if (!/[1-9]/.test(parsed.data)) {
            ctx.addIssue({
              code: 'custom',
              message: i18n._(msg`The amount must be more than 0`),
            });
          }
        }),
      category: z.string().min(1, i18n._(msg`Category is required`)),
      ownCategory: z
        .string()
        .trim()
        .max(categoryMax, i18n._(msg`Must be at most ${categoryMax} characters`)),
      date: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, i18n._(msg`Choose a date`))
        .refine((value) => value <= today, i18n._(msg`The date cannot be in the future`)),
      paymentMethod: z.enum(EXPENSE_PAYMENT_METHODS),
      note: z
        .string()
        .trim()
        .max(noteMax, i18n._(msg`Must be at most ${noteMax} characters`)),
      receipt: z
        .custom<File | null>(
          (value) =>
            value === null || (typeof value === 'object' && 'size' in value && 'type' in value),
        )
        .refine(
          (file) => !file || RECEIPT_TYPES.includes(file.type),
          i18n._(msg`The receipt must be a JPEG, PNG, WebP or GIF image`),
        )
        .refine(
          (file) => !file || file.size <= EXPENSE_RECEIPT_MAX_BYTES,
          i18n._(msg`The receipt image must be 2 MB or smaller`),
        ),
      removeReceipt: z.boolean(),
    })
    .refine((v) => v.category !== OWN_CATEGORY || v.ownCategory.length > 0, {
      path: ['ownCategory'],
      message: i18n._(msg`Name your category`),
    });
}

export type ExpenseFormValues = z.input<ReturnType<typeof expenseFormSchema>>;

const builtIn = new Set<string>(EXPENSE_CATEGORIES);

export function expenseFormDefaults(today: string, expense?: Expense): ExpenseFormValues {
  if (!expense) {
    return {
      amount: '',
      category: '',
      ownCategory: '',
      date: today,
      paymentMethod: 'cash',
      note: '',
      receipt: null,
      removeReceipt: false,
    };
  }
  const own = !builtIn.has(expense.category);
  return {
    amount: String(expense.amount),
    category: own ? OWN_CATEGORY : expense.category,
    ownCategory: own ? expense.category : '',
    date: expense.date,
    paymentMethod: expense.paymentMethod,
    note: expense.note ?? '',
    receipt: null,
    removeReceipt: false,
  };
}

export function toExpenseBody(values: ExpenseFormValues): CreateExpenseBody {
  return {
    amount: values.amount.trim(),
    category: values.category === OWN_CATEGORY ? values.ownCategory.trim() : values.category,
    date: values.date,
    paymentMethod: values.paymentMethod,
    note: values.note.trim() || null,
  };
}
