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
import { CATEGORY_OPTIONS, PAYMENT_OPTIONS } from '../labels.ts';
import { ReceiptPicker } from './receipt-picker.tsx';

const categoryOptions = [...CATEGORY_OPTIONS, { value: OWN_CATEGORY, label: 'My own category…' }];

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
  const form = useForm<ExpenseFormValues>({
    resolver: zodResolver(expenseFormSchema(today)),
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
      <Field label={`Amount (${currency})`} error={errors.amount?.message}>
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
            <Field label="Category" error={errors.category?.message}>
              <Select
                options={categoryOptions}
                placeholder="Choose a category"
                value={field.value}
                onValueChange={field.onChange}
              />
            </Field>
          )}
        />
        {category === OWN_CATEGORY && (
          <Field label="Your category" error={errors.ownCategory?.message}>
            <Input placeholder="e.g. Generator fuel" {...form.register('ownCategory')} />
          </Field>
        )}
        <Field label="Date" error={errors.date?.message}>
          <Input type="date" max={today} {...form.register('date')} />
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
      <Field label="Note (optional)" error={errors.note?.message}>
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
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {expense ? 'Save changes' : 'Add expense'}
        </Button>
      </div>
    </form>
  );
}
