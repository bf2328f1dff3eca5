import { memo, type InputHTMLAttributes } from 'react';
import { cn } from '#src/lib/cn.ts';
import { isMoneyText } from '../cart.ts';

interface MoneyFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
> {
  value: string;
  onChange: (value: string) => void;
  symbol: string;
}

/** A money box: a decimal keypad on phones, the currency sign in front, red when not an amount. */
export const MoneyField = memo(function MoneyField({
  value,
  onChange,
  symbol,
  className,
  ...props
}: MoneyFieldProps) {
  const invalid = !isMoneyText(value);
  return (
    <div className={cn('relative', className)}>
      <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground">
        {symbol}
      </span>
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-invalid={invalid || undefined}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/[^\d.,]/g, ''))}
        className={cn(
          'h-11 w-full rounded-lg border border-input bg-surface pr-3 text-right text-base tabular-nums shadow-xs sm:text-sm',
          'placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none',
          symbol.length > 1 ? 'pl-12' : 'pl-8',
          invalid && 'border-danger focus-visible:border-danger focus-visible:ring-danger/30',
        )}
        {...props}
      />
    </div>
  );
});
