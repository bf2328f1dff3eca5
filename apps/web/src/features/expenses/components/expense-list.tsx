import { useLingui } from '@lingui/react/macro';
import type { Expense } from '@app/contracts/expenses';
import { Paperclip, Pencil, Repeat, Trash2 } from 'lucide-react';
import { categoryLabel, formatDay, formatMoney, PAYMENT_LABELS } from '../labels.ts';

/** Expenses grouped under their day, newest first. */
export function ExpenseList({
  expenses,
  currency,
  onEdit,
  onDelete,
}: {
  expenses: Expense[];
  currency: string;
  onEdit: (expense: Expense) => void;
  onDelete: (expense: Expense) => void;
}) {
  const { t, i18n } = useLingui();
  const days: { day: string; items: Expense[] }[] = [];
  for (const expense of expenses) {
    const last = days.at(-1);
    if (last?.day === expense.date) last.items.push(expense);
    else days.push({ day: expense.date, items: [expense] });
  }
  return (
    <div className="space-y-4">
      {days.map(({ day, items }) => (
        <section key={day} aria-label={formatDay(day)}>
          <h3 className="mb-1.5 px-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {formatDay(day)}
          </h3>
          <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
            {items.map((expense) => {
              const category = categoryLabel(expense.category, i18n);
              const amount = formatMoney(expense.amount, currency);
              return (
                <li key={expense.id} className="flex items-center gap-2 py-1 pr-1 pl-4">
                  <button
                    type="button"
                    onClick={() => onEdit(expense)}
                    className="flex min-h-12 min-w-0 flex-1 items-center gap-3 py-1.5 text-left"
                    aria-label={t`Edit ${category}, ${amount}`}
                  >
                    <span className="min-w-0 flex-1">
                      <span className="flex items-center gap-1.5 text-sm font-medium">
                        <span className="truncate">{category}</span>
                        {expense.recurringId && (
                          <Repeat
                            className="size-3.5 shrink-0 text-muted-foreground"
                            aria-label={t({
                              message: 'Recurring',
                              comment: 'an expense that repeats',
                            })}
                          />
                        )}
                        {expense.receiptImageUrl && (
                          <Paperclip
                            className="size-3.5 shrink-0 text-muted-foreground"
                            aria-label={t`Receipt attached`}
                          />
                        )}
                      </span>
                      <span className="block truncate text-xs text-muted-foreground">
                        {t(PAYMENT_LABELS[expense.paymentMethod])}
                        {expense.note ? ` · ${expense.note}` : ''}
                      </span>
                    </span>
                    <span className="shrink-0 font-semibold tabular-nums">
                      {formatMoney(expense.amount, currency)}
                    </span>
                  </button>
                  <button
                    type="button"
                    onClick={() => onEdit(expense)}
                    className="hidden size-9 items-center justify-center rounded-lg text-muted-foreground hover:bg-surface-muted hover:text-foreground sm:flex"
                    aria-label={t`Edit`}
                  >
                    <Pencil className="size-4" aria-hidden />
                  </button>
                  <button
                    type="button"
                    onClick={() => onDelete(expense)}
                    className="flex size-9 items-center justify-center rounded-lg text-muted-foreground hover:bg-danger-soft hover:text-danger"
                    aria-label={t`Delete ${category}, ${amount}`}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
