import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { CUSTOMER_PAYMENT_METHODS, PAYMENT_NOTE_MAX_LENGTH } from '@app/contracts/customers';
import { Banknote, CreditCard, Landmark, Smartphone } from 'lucide-react';
import { useId, useMemo, type ComponentProps } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Button } from '#src/components/ui/button.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { cn } from '#src/lib/cn.ts';
import { showServerErrors } from '#src/lib/form-errors.ts';
import { currencySymbol, formatMoney } from '../format.ts';
import { paymentSchema, type PaymentFormOutput } from '../payment-schema.ts';
import { FormAlert } from '#src/components/ui/form-alert.tsx';

type Method = (typeof CUSTOMER_PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<Method, MessageDescriptor> = {
  cash: msg`Cash`,
  card: msg`Card`,
  transfer: msg({ message: 'Transfer', comment: 'a way of paying: bank transfer' }),
  mobile_money: msg`Mobile money`,
};
const METHOD_ICONS = {
  cash: Banknote,
  card: CreditCard,
  transfer: Landmark,
  mobile_money: Smartphone,
};

interface PaymentFormValues {
  amount: string;
  method: Method;
  note: string;
}

interface PaymentFormProps {
  balance: number;
  currency: string;
  onSubmit: (body: PaymentFormOutput) => Promise<unknown>;
  onCancel?: () => void;
}

/** A payment against what the customer owes: an amount up to the balance, how, and a note. */
export function PaymentForm({ balance, currency, onSubmit, onCancel }: PaymentFormProps) {
  const formatted = formatMoney(balance, currency);
  const { t, i18n } = useLingui();
  const resolver = useMemo(
    () =>
      zodResolver(paymentSchema(balance, formatted, i18n)) as unknown as Resolver<
        PaymentFormValues,
        unknown,
        PaymentFormOutput
      >,
    [balance, formatted, i18n],
  );
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PaymentFormValues, unknown, PaymentFormOutput>({
    resolver,
    defaultValues: { amount: '', method: 'cash', note: '' },
  });
  const methodLabel = useId();

  const submit = handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (err) {
      const message = showServerErrors(
        err,
        setError,
        ['amount', 'method', 'note'],
        t`The payment was not recorded. Please try again.`,
      );
      if (message) setError('root.server', { message });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <FormAlert message={errors.root?.server?.message} />
      <div className="rounded-xl bg-warning-soft px-4 py-3 text-sm">
        <Trans>
          <span className="text-muted-foreground">Balance owed </span>
          <span className="font-semibold text-warning tabular-nums">{formatted}</span>
        </Trans>
      </div>
      <Field label={<Trans>Amount</Trans>} error={errors.amount?.message}>
        <AmountInput symbol={currencySymbol(currency)} {...register('amount')} />
      </Field>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setValue('amount', balance.toFixed(2), { shouldValidate: true })}
      >
        <Trans>Pay the full balance ({formatted})</Trans>
      </Button>
      <div className="space-y-1.5">
        <span id={methodLabel} className="block text-sm font-medium">
          <Trans comment="how the customer paid">Method</Trans>
        </span>
        <Controller
          control={control}
          name="method"
          render={({ field }) => (
            <div role="radiogroup" aria-labelledby={methodLabel} className="grid grid-cols-2 gap-2">
              {CUSTOMER_PAYMENT_METHODS.map((method) => {
                const Icon = METHOD_ICONS[method];
                const checked = field.value === method;
                return (
                  <button
                    key={method}
                    type="button"
                    role="radio"
                    aria-checked={checked}
                    onClick={() => field.onChange(method)}
                    className={cn(
                      'flex h-11 items-center justify-center gap-2 rounded-lg border text-sm font-medium transition-colors',
                      'focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none',
                      checked
                        ? 'border-primary bg-primary-soft text-primary'
                        : 'border-input bg-surface hover:bg-surface-muted',
                    )}
                  >
                    <Icon className="size-4" aria-hidden />
                    {t(PAYMENT_METHOD_LABELS[method])}
                  </button>
                );
              })}
            </div>
          )}
        />
      </div>
      <Field label={<Trans>Note</Trans>} error={errors.note?.message}>
        <Input
          maxLength={PAYMENT_NOTE_MAX_LENGTH}
          placeholder={t`e.g. Paid at the shop`}
          autoComplete="off"
          {...register('note')}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            <Trans>Cancel</Trans>
          </Button>
        )}
        <Button type="submit" loading={isSubmitting}>
          <Trans>Record payment</Trans>
        </Button>
      </div>
    </form>
  );
}

function AmountInput({ symbol, ...props }: ComponentProps<typeof Input> & { symbol: string }) {
  return (
    <div className="relative">
      <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground">
        {symbol}
      </span>
      <Input
        {...props}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        className={cn(
          'text-lg font-semibold tabular-nums sm:text-lg',
          symbol.length > 1 ? 'pl-14' : 'pl-8',
        )}
      />
    </div>
  );
}
