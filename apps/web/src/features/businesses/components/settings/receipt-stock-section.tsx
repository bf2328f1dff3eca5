import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { BusinessSettingsInputSchema, type Business } from '@app/contracts';
import { useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Switch } from '#src/components/ui/switch.tsx';
import { Textarea } from '#src/components/ui/textarea.tsx';
import { timeZoneOptions } from '../../intl-options.ts';
import { FormAlert } from '#src/components/ui/form-alert.tsx';
import { FormSearchableSelect } from '../searchable-select.tsx';
import { SectionActions } from './section-actions.tsx';
import { useSectionForm, type SectionProps } from './use-section-form.ts';

const SettingsSchema = BusinessSettingsInputSchema.required();
interface SettingsValues {
  receiptFooter: string;
  taxRate: number;
  lowStockThreshold: number;
  allowNegativeStock: boolean;
  shiftRequired: boolean;
  timezone: string;
}
type SettingsOutput = z.output<typeof SettingsSchema>;
const FIELDS = [
  'receiptFooter',
  'taxRate',
  'lowStockThreshold',
  'allowNegativeStock',
  'shiftRequired',
  'timezone',
];

// An emptied number box is NaN: say what is wanted rather than zod's type talk.
const resolver = zodResolver(SettingsSchema, {
  error: (issue) => (issue.code === 'invalid_type' ? 'Enter a number' : undefined),
}) as unknown as Resolver<SettingsValues, unknown, SettingsOutput>;

function valuesOf(business: Business): SettingsValues {
  const s = business.settings;
  return {
    receiptFooter: s.receiptFooter ?? '',
    taxRate: s.taxRate,
    lowStockThreshold: s.lowStockThreshold,
    allowNegativeStock: s.allowNegativeStock,
    // A business cached before shifts existed has no such key: off, as the server's default.
    shiftRequired: s.shiftRequired ?? false,
    timezone: s.timezone,
  };
}

/** Settings, Receipt & stock: what receipts say, the tax rate, stock alerts and the local day. */
export function ReceiptStockSection({ business, onDirtyChange }: SectionProps) {
  const { t } = useLingui();
  const negativeId = useId();
  const shiftId = useId();
  const form = useForm<SettingsValues, unknown, SettingsOutput>({
    resolver,
    defaultValues: valuesOf(business),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { submit, actions } = useSectionForm(form, {
    business,
    onDirtyChange,
    valuesOf,
    fields: FIELDS,
    toBody: (settings) => ({ settings }),
    savedText: () => t`Receipt and stock settings saved`,
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
      <FormAlert message={errors.root?.server?.message} />
      <Field
        label={<Trans>Receipt footer</Trans>}
        error={errors.receiptFooter?.message}
        hint={
          <Trans>
            Printed at the bottom of every receipt, e.g. your returns policy or a thank-you.
          </Trans>
        }
      >
        <Textarea rows={3} maxLength={500} {...register('receiptFooter')} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={<Trans>Tax rate (%)</Trans>}
          error={errors.taxRate?.message}
          hint={<Trans>0 if you do not charge tax.</Trans>}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step="0.01"
            {...register('taxRate', { valueAsNumber: true })}
          />
        </Field>
        <Field
          label={<Trans>Low-stock alert at</Trans>}
          error={errors.lowStockThreshold?.message}
          hint={<Trans>Products at or below this quantity are flagged.</Trans>}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...register('lowStockThreshold', { valueAsNumber: true })}
          />
        </Field>
      </div>
      <div className="flex items-start justify-between gap-4 rounded-xl border border-border p-4">
        <div className="min-w-0 space-y-1">
          <label htmlFor={negativeId} className="block font-medium">
            <Trans>Allow selling below zero stock</Trans>
          </label>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Record a sale even when the app shows no stock left, and correct the count later.
            </Trans>
          </p>
        </div>
        <Controller
          control={control}
          name="allowNegativeStock"
          render={({ field }) => (
            <Switch
              id={negativeId}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
      <div className="flex items-start justify-between gap-4 rounded-xl border border-border p-4">
        <div className="min-w-0 space-y-1">
          <label htmlFor={shiftId} className="block font-medium">
            <Trans>Require an open shift to sell</Trans>
          </label>
          <p className="text-sm text-muted-foreground">
            <Trans>
              The POS asks for a shift, opened with the cash in the drawer, before the first sale of
              each till.
            </Trans>
          </p>
        </div>
        <Controller
          control={control}
          name="shiftRequired"
          render={({ field }) => (
            <Switch
              id={shiftId}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
      <Field
        label={<Trans>Time zone</Trans>}
        error={errors.timezone?.message}
        hint={<Trans>Decides when this business's day starts and ends in sales and reports.</Trans>}
      >
        <FormSearchableSelect
          control={control}
          name="timezone"
          options={timeZoneOptions}
          placeholder={t`Choose a time zone`}
          searchLabel={t`Search time zones`}
        />
      </Field>
      <SectionActions {...actions} />
    </form>
  );
}
