import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateRecurringExpenseBodySchema,
  EXPENSE_PAYMENT_METHODS,
  RECURRING_FREQUENCIES,
  type RecurringExpense,
} from '@app/contracts/expenses';
import { Plus, Repeat, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '#src/lib/toast.ts';
import { z } from 'zod';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { useCreateRecurringExpense } from '../api/create-recurring-expense.ts';
import { useDeleteRecurringExpense } from '../api/delete-recurring-expense.ts';
import { useRecurringExpenses } from '../api/get-recurring-expenses.ts';
import { OWN_CATEGORY } from '../expense-form-schema.ts';
import {
  CATEGORY_OPTIONS,
  categoryLabel,
  formatDay,
  formatMoney,
  PAYMENT_OPTIONS,
} from '../labels.ts';

const FREQUENCY_LABELS = { weekly: 'Every week', monthly: 'Every month' } as const;

const RecurringFormSchema = z
  .object({
    amount: z.string().trim().min(1, 'Enter the amount'),
    category: z.string().min(1, 'Category is required'),
    ownCategory: z.string().trim(),
    paymentMethod: z.enum(EXPENSE_PAYMENT_METHODS),
    frequency: z.enum(RECURRING_FREQUENCIES),
    startDate: z.string().min(1, 'Choose the first date'),
  })
  .refine((v) => v.category !== OWN_CATEGORY || v.ownCategory.length > 0, {
    path: ['ownCategory'],
    message: 'Name your category',
  })
  .superRefine((v, ctx) => {
    // The server's rules (amount above 0 to the cent, start at most a year back) say the rest.
    const body = CreateRecurringExpenseBodySchema.safeParse({
      amount: v.amount,
      category: v.category === OWN_CATEGORY ? v.ownCategory : v.category,
      paymentMethod: v.paymentMethod,
      frequency: v.frequency,
      startDate: v.startDate,
    });
    for (const issue of body.error?.issues ?? []) {
      const path = issue.path[0] === 'category' ? 'ownCategory' : String(issue.path[0]);
      ctx.addIssue({ code: 'custom', path: [path], message: issue.message });
    }
  });
type RecurringFormValues = z.infer<typeof RecurringFormSchema>;

function RecurringForm({
  businessId,
  today,
  currency,
  onDone,
}: {
  businessId: string;
  today: string;
  currency: string;
  onDone: () => void;
}) {
  const create = useCreateRecurringExpense();
  const form = useForm<RecurringFormValues>({
    resolver: zodResolver(RecurringFormSchema),
    defaultValues: {
      amount: '',
      category: '',
      ownCategory: '',
      paymentMethod: 'transfer',
      frequency: 'monthly',
      startDate: today,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const category = useWatch({ control: form.control, name: 'category' });
  const handleSubmit = form.handleSubmit(async (v) => {
    try {
      await create.mutateAsync({
        businessId,
        body: {
          amount: v.amount,
          category: v.category === OWN_CATEGORY ? v.ownCategory : v.category,
          paymentMethod: v.paymentMethod,
          frequency: v.frequency,
          startDate: v.startDate,
        },
      });
      toast.success('Recurring expense added');
      onDone();
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to add the recurring expense'));
    }
  });
  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate className="space-y-4">
      <Field label={`Amount (${currency})`} error={errors.amount?.message}>
        <Input inputMode="decimal" placeholder="0.00" {...form.register('amount')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <Field label="Category" error={errors.category?.message}>
              <Select
                placeholder="Choose a category"
                options={[...CATEGORY_OPTIONS, { value: OWN_CATEGORY, label: 'My own category…' }]}
                value={field.value}
                onValueChange={field.onChange}
              />
            </Field>
          )}
        />
        {category === OWN_CATEGORY && (
          <Field label="Your category" error={errors.ownCategory?.message}>
            <Input {...form.register('ownCategory')} />
          </Field>
        )}
        <Controller
          control={form.control}
          name="frequency"
          render={({ field }) => (
            <Field label="Repeats" error={errors.frequency?.message}>
              <Select
                options={RECURRING_FREQUENCIES.map((f) => ({
                  value: f,
                  label: FREQUENCY_LABELS[f],
                }))}
                value={field.value}
                onValueChange={field.onChange}
              />
            </Field>
          )}
        />
        <Field label="First date" error={errors.startDate?.message}>
          <Input type="date" {...form.register('startDate')} />
        </Field>
        <Controller
          control={form.control}
          name="paymentMethod"
          render={({ field }) => (
            <Field label="Paid by" error={errors.paymentMethod?.message}>
              <Select
                options={PAYMENT_OPTIONS}
                value={field.value}
                onValueChange={field.onChange}
              />
            </Field>
          )}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        Each occurrence is recorded as an expense on its date; past dates are recorded at once.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Add recurring expense
        </Button>
      </div>
    </form>
  );
}

/** Rent, salaries, subscriptions: recorded by the server on schedule. */
export function RecurringSection({
  businessId,
  today,
  currency,
}: {
  businessId: string;
  today: string;
  currency: string;
}) {
  const query = useRecurringExpenses(businessId);
  const remove = useDeleteRecurringExpense();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<RecurringExpense | null>(null);
  return (
    <section
      aria-labelledby="recurring-heading"
      className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="recurring-heading" className="flex items-center gap-2 font-semibold tracking-tight">
          <Repeat className="size-4 text-primary" aria-hidden /> Recurring
        </h2>
        <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
          <Plus aria-hidden /> Add
        </Button>
      </div>
      {query.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : query.isError ? (
        <p className="text-sm text-muted-foreground">
          {errorMessage(query.error, 'Failed to load recurring expenses')}
        </p>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Rent or salaries every month? Add them once and they are recorded on their date.
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {query.data.map((r) => (
            <li key={r.id} className="flex items-center gap-3 py-2">
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">
                  {categoryLabel(r.category)} · {formatMoney(r.amount, currency)}
                </span>
                <span className="block truncate text-xs text-muted-foreground">
                  {FREQUENCY_LABELS[r.frequency]}
                  {r.nextDate ? ` · next ${formatDay(r.nextDate)}` : ' · ended'}
                </span>
              </span>
              <button
                type="button"
                onClick={() => setDeleting(r)}
                className="flex size-9 items-center justify-center rounded-lg text-muted-foreground hover:bg-danger-soft hover:text-danger"
                aria-label={`Delete recurring ${categoryLabel(r.category)}`}
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={adding} onOpenChange={setAdding} title="Add a recurring expense">
        {adding && (
          <RecurringForm
            businessId={businessId}
            today={today}
            currency={currency}
            onDone={() => setAdding(false)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Stop this recurring expense?"
        description={
          deleting &&
          `${categoryLabel(deleting.category)}, ${formatMoney(deleting.amount, currency)} ${FREQUENCY_LABELS[deleting.frequency].toLowerCase()}. The expenses already recorded are kept.`
        }
        confirmLabel="Delete"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            const message = await remove.mutateAsync({ businessId, recurringId: deleting.id });
            toast.success(message);
          } catch (err) {
            toast.error(errorMessage(err, 'Failed to delete the recurring expense'));
            throw err;
          }
        }}
      />
    </section>
  );
}
