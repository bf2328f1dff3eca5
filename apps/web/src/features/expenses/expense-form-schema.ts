import {
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_MAX_LENGTH,
  EXPENSE_MESSAGES,
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
 * receipt's type and size are checked here, before anything is uploaded.
 */
export function expenseFormSchema(today: string) {
  return z
    .object({
      amount: z
        .string()
        .trim()
        .min(1, 'Enter the amount')
        .superRefine((value, ctx) => {
          const parsed = MoneyInputSchema.safeParse(value);
          if (!parsed.success) {
            ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message });
          } else if (!/[1-9]/.test(parsed.data)) {
            ctx.addIssue({ code: 'custom', message: EXPENSE_MESSAGES.amountPositive });
          }
        }),
      category: z.string().min(1, EXPENSE_MESSAGES.categoryRequired),
      ownCategory: z
        .string()
        .trim()
        .max(
          EXPENSE_CATEGORY_MAX_LENGTH,
          `Must be at most ${EXPENSE_CATEGORY_MAX_LENGTH} characters`,
        ),
      date: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date')
        .refine((value) => value <= today, EXPENSE_MESSAGES.dateFuture),
      paymentMethod: z.enum(EXPENSE_PAYMENT_METHODS),
      note: z
        .string()
        .trim()
        .max(EXPENSE_NOTE_MAX_LENGTH, `Must be at most ${EXPENSE_NOTE_MAX_LENGTH} characters`),
      receipt: z
        .custom<File | null>(
          (value) =>
            value === null || (typeof value === 'object' && 'size' in value && 'type' in value),
        )
        .refine(
          (file) => !file || RECEIPT_TYPES.includes(file.type),
          EXPENSE_MESSAGES.receiptInvalid,
        )
        .refine(
          (file) => !file || file.size <= EXPENSE_RECEIPT_MAX_BYTES,
          EXPENSE_MESSAGES.receiptTooLarge,
        ),
      removeReceipt: z.boolean(),
    })
    .refine((v) => v.category !== OWN_CATEGORY || v.ownCategory.length > 0, {
      path: ['ownCategory'],
      message: 'Name your category',
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
