import type { InputHTMLAttributes } from 'react';
import { cn } from '#src/lib/cn.ts';

interface MoneyBoxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'type'> {
  value: string;
  onChange: (value: string) => void;
  symbol: string;
  invalid?: boolean;
}

/** A money box for counting cash: the decimal keypad on phones, the currency sign in front. */
export function MoneyBox({ value, onChange, symbol, invalid, className, ...props }: MoneyBoxProps) {
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
          'h-12 w-full rounded-lg border border-input bg-surface pr-3 text-right text-lg font-semibold tabular-nums shadow-xs',
          'placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none',
          symbol.length > 1 ? 'pl-14' : 'pl-8',
          invalid && 'border-danger focus-visible:border-danger focus-visible:ring-danger/30',
        )}
        {...props}
      />
    </div>
  );
}
