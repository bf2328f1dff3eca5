import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Expense } from '@app/contracts/expenses';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '#src/components/ui/button.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { Textarea } from '#src/components/ui/textarea.tsx';
import {
  OWN_CATEGORY,
  expenseFormDefaults,
  expenseFormSchema,
  type ExpenseFormValues,
} from '../expense-form-schema.ts';
import { categoryOptions, paymentOptions } from '../labels.ts';
import { ReceiptPicker } from './receipt-picker.tsx';

/** Add or edit an expense. `onSubmit` gets the checked values; a rejection keeps the form. */
export function ExpenseForm({
  today,
  expense,
  currency,
  onSubmit,
  onCancel,
}: {
  today: string;
  expense?: Expense;
  currency: string;
  onSubmit: (values: ExpenseFormValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const form = useForm<ExpenseFormValues>({
    resolver: zodResolver(expenseFormSchema(today, i18n)),
    defaultValues: expenseFormDefaults(today, expense),
  });
  const { errors, isSubmitting } = form.formState;
  const category = useWatch({ control: form.control, name: 'category' });
  const removeReceipt = useWatch({ control: form.control, name: 'removeReceipt' });

  const handleSubmit = form.handleSubmit(async (values) => {
    await onSubmit(values).catch(() => undefined);
  });

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-4">
      <Field label={<Trans>Amount ({currency})</Trans>} error={errors.amount?.message}>
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          autoFocus={!expense}
          className="text-lg font-semibold"
          {...form.register('amount')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <Field label={<Trans>Category</Trans>} error={errors.category?.message}>
              <Select
                options={[
                  ...categoryOptions(i18n),
                  { value: OWN_CATEGORY, label: t`My own category…` },
                ]}
                placeholder={t`Choose a category`}
                value={field.value}
                onValueChange={field.onChange}
              />
            </Field>
          )}
        />
        {category === OWN_CATEGORY && (
          <Field label={<Trans>Your category</Trans>} error={errors.ownCategory?.message}>
            <Input placeholder={t`e.g. Generator fuel`} {...form.register('ownCategory')} />
          </Field>
        )}
        <Field label={<Trans>Date</Trans>} error={errors.date?.message}>
          <Input type="date" max={today} {...form.register('date')} />
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
      <Field label={<Trans>Note (optional)</Trans>} error={errors.note?.message}>
        <Textarea rows={2} {...form.register('note')} />
      </Field>
      <Controller
        control={form.control}
        name="receipt"
        render={({ field, fieldState }) => (
          <ReceiptPicker
            file={field.value ?? null}
            savedUrl={removeReceipt ? null : (expense?.receiptImageUrl ?? null)}
            error={fieldState.error?.message}
            onPick={(file) => {
              field.onChange(file);
              form.setValue('removeReceipt', false);
              void form.trigger('receipt');
            }}
            onRemove={() => {
              field.onChange(null);
              form.setValue('removeReceipt', true);
              void form.trigger('receipt');
            }}
          />
        )}
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {expense ? <Trans>Save changes</Trans> : <Trans>Add expense</Trans>}
        </Button>
      </div>
    </form>
  );
}
