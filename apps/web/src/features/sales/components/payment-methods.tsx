import type { PaymentMethod } from '@app/contracts/customers';
import { useLingui } from '@lingui/react/macro';
import {
  Banknote,
  CreditCard,
  HandCoins,
  Landmark,
  Smartphone,
  type LucideIcon,
} from 'lucide-react';
import { memo } from 'react';
import { cn } from '#src/lib/cn.ts';
import { PAYMENT_OPTIONS, PAYMENT_SHORT_LABELS } from '../format.ts';

const ICONS: Record<PaymentMethod, LucideIcon> = {
  cash: Banknote,
  card: CreditCard,
  transfer: Landmark,
  mobile_money: Smartphone,
  credit: HandCoins,
};

/** The payment method as a segmented control: one tap, big targets. */
export const PaymentMethods = memo(function PaymentMethods({
  value,
  onChange,
  allowCredit = true,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** False for a till's member without "give credit" (ADR 076): no credit sale offered. */
  allowCredit?: boolean;
}) {
  const { t, i18n } = useLingui();
  const options = allowCredit
    ? PAYMENT_OPTIONS
    : PAYMENT_OPTIONS.filter((o) => o.value !== 'credit');
  return (
    <div
      role="radiogroup"
      aria-label={t`Payment method`}
      className={cn(
        'grid gap-1 rounded-xl bg-surface-muted p-1',
        allowCredit ? 'grid-cols-5' : 'grid-cols-4',
      )}
    >
      {options.map(({ value: method }) => {
        const Icon = ICONS[method];
        const checked = value === method;
        return (
          <button
            key={method}
            type="button"
            role="radio"
            aria-checked={checked}
            onClick={() => onChange(method)}
            className={cn(
              'flex min-h-14 min-w-0 flex-col items-center justify-center gap-1 rounded-lg px-1 text-[11px] leading-tight font-medium text-muted-foreground transition',
              checked
                ? 'bg-surface text-foreground shadow-sm ring-1 ring-border'
                : 'hover:text-foreground',
            )}
          >
            <Icon className={cn('size-4', checked && 'text-primary')} aria-hidden />
            <span className="max-w-full text-center break-words hyphens-auto">
              {i18n._(PAYMENT_SHORT_LABELS[method])}
            </span>
          </button>
        );
      })}
    </div>
  );
});
