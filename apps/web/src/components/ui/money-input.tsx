import { memo, type InputHTMLAttributes } from 'react';
import { cn } from '#src/lib/cn.ts';

interface MoneyInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'size'
> {
  value: string;
  /** Only digits and the decimal marks reach it. */
  onChange: (value: string) => void;
  /** The currency's sign, shown in front. */
  symbol: string;
  invalid?: boolean;
  /** `lg`: a box for counting cash (the shift's float and count). */
  size?: 'md' | 'lg';
}

/** A money box: a decimal keypad on phones, the currency sign in front, red when invalid. */
export const MoneyInput = memo(function MoneyInput({
  value,
  onChange,
  symbol,
  invalid,
  size = 'md',
  className,
  ...props
}: MoneyInputProps) {
  const wideSymbol = symbol.length > 1;
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
          'w-full rounded-lg border border-input bg-surface pr-3 text-right tabular-nums shadow-xs',
          'placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none',
          size === 'lg'
            ? cn('h-12 text-lg font-semibold', wideSymbol ? 'pl-14' : 'pl-8')
            : cn('h-11 text-base sm:text-sm', wideSymbol ? 'pl-12' : 'pl-8'),
          invalid && 'border-danger focus-visible:border-danger focus-visible:ring-danger/30',
        )}
        {...props}
      />
    </div>
  );
});
