import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  categoryLabel,
  categoryOptions,
  formatDay,
  formatMoney,
  paymentOptions,
} from '../labels.ts';

const FREQUENCY_LABELS = { weekly: msg`Every week`, monthly: msg`Every month` } as const;

/** The recurring form's own checks, in `i18n`'s language; the contract's follow. */
function recurringFormSchema(i18n: I18n) {
  return z
    .object({
      amount: z
        .string()
        .trim()
        .min(1, i18n._(msg`Enter the amount`)),
      category: z.string().min(1, i18n._(msg`Category is required`)),
      ownCategory: z.string().trim(),
      paymentMethod: z.enum(EXPENSE_PAYMENT_METHODS),
      frequency: z.enum(RECURRING_FREQUENCIES),
      startDate: z.string().min(1, i18n._(msg`Choose the first date`)),
    })
    .refine((v) => v.category !== OWN_CATEGORY || v.ownCategory.length > 0, {
      path: ['ownCategory'],
      message: i18n._(msg`Name your category`),
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
}
type RecurringFormValues = z.infer<ReturnType<typeof recurringFormSchema>>;

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
  const { t, i18n } = useLingui();
  const form = useForm<RecurringFormValues>({
    resolver: zodResolver(recurringFormSchema(i18n)),
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
      toast.success(t`Recurring expense added`);
      onDone();
    } catch (err) {
      toast.error(errorMessage(err, t`Failed to add the recurring expense`));
    }
  });
  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate className="space-y-4">
      <Field label={<Trans>Amount ({currency})</Trans>} error={errors.amount?.message}>
        <Input inputMode="decimal" placeholder="0.00" {...form.register('amount')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <Field label={<Trans>Category</Trans>} error={errors.category?.message}>
              <Select
                placeholder={t`Choose a category`}
                options={[
                  ...categoryOptions(i18n),
                  { value: OWN_CATEGORY, label: t`My own category…` },
                ]}
                value={field.value}
                onValueChange={field.onChange}
              />
            </Field>
          )}
        />
        {category === OWN_CATEGORY && (
          <Field label={<Trans>Your category</Trans>} error={errors.ownCategory?.message}>
            <Input {...form.register('ownCategory')} />
          </Field>
        )}
        <Controller
          control={form.control}
          name="frequency"
          render={({ field }) => (
            <Field label={<Trans>Repeats</Trans>} error={errors.frequency?.message}>
              <Select
                options={RECURRING_FREQUENCIES.map((f) => ({
                  value: f,
                  label: t(FREQUENCY_LABELS[f]),
                }))}
                value={field.value}
                onValueChange={field.onChange}
              />
            </Field>
          )}
        />
        <Field label={<Trans>First date</Trans>} error={errors.startDate?.message}>
          <Input type="date" {...form.register('startDate')} />
        </Field>
        <Controller
          control={form.control}
          name="paymentMethod"
          render={({ field }) => (
            <Field label={<Trans>Paid by</Trans>} error={errors.paymentMethod?.message}>
              <Select
                options={paymentOptions(i18n)}
                value={field.value}
                onValueChange={field.onChange}
              />
            </Field>
          )}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        <Trans>
          Each occurrence is recorded as an expense on its date; past dates are recorded at once.
        </Trans>
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={isSubmitting}>
          <Trans>Add recurring expense</Trans>
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
  const { t, i18n } = useLingui();
  const stopCategory = deleting ? categoryLabel(deleting.category, i18n) : '';
  const stopAmount = deleting ? formatMoney(deleting.amount, currency) : '';
  return (
    <section
      aria-labelledby="recurring-heading"
      className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="recurring-heading" className="flex items-center gap-2 font-semibold tracking-tight">
          <Repeat className="size-4 text-primary" aria-hidden />{' '}
          <Trans comment="heading: expenses that repeat">Recurring</Trans>
        </h2>
        <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
          <Plus aria-hidden /> <Trans comment="button: add a recurring expense">Add</Trans>
        </Button>
      </div>
      {query.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : query.isError ? (
        <p className="text-sm text-muted-foreground">
          {errorMessage(query.error, t`Failed to load recurring expenses`)}
        </p>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>
            Rent or salaries every month? Add them once and they are recorded on their date.
          </Trans>
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {query.data.map((r) => {
            const category = categoryLabel(r.category, i18n);
            const next = r.nextDate ? formatDay(r.nextDate) : null;
            return (
              <li key={r.id} className="flex items-center gap-3 py-2">
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">
                    {category} · {formatMoney(r.amount, currency)}
                  </span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {t(FREQUENCY_LABELS[r.frequency])} ·{' '}
                    {next ? (
                      <Trans comment="the date of the next recurring expense">next {next}</Trans>
                    ) : (
                      <Trans comment="a recurring expense that no longer repeats">ended</Trans>
                    )}
                  </span>
                </span>
                <button
                  type="button"
                  onClick={() => setDeleting(r)}
                  className="flex size-9 items-center justify-center rounded-lg text-muted-foreground hover:bg-danger-soft hover:text-danger"
                  aria-label={t`Delete recurring ${category}`}
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog open={adding} onOpenChange={setAdding} title={t`Add a recurring expense`}>
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
        title={t`Stop this recurring expense?`}
        description={
          deleting &&
          (deleting.frequency === 'weekly'
            ? t`${stopCategory}, ${stopAmount} every week. The expenses already recorded are kept.`
            : t`${stopCategory}, ${stopAmount} every month. The expenses already recorded are kept.`)
        }
        confirmLabel={t`Delete`}
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            const message = await remove.mutateAsync({ businessId, recurringId: deleting.id });
            toast.success(message);
          } catch (err) {
            toast.error(errorMessage(err, t`Failed to delete the recurring expense`));
            throw err;
          }
        }}
      />
    </section>
  );
}
