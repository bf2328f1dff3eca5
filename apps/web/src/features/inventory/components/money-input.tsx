import type { ReactNode } from 'react';
import { Input, type InputProps } from '#src/components/ui/input.tsx';
import { cn } from '#src/lib/cn.ts';

/**
 * A money box with the currency symbol in front; works inside <Field> like <Input>. `trailing`
 * puts a small control (the calculator button) inside its right end.
 */
export function MoneyInput({
  symbol,
  className,
  trailing,
  ...props
}: InputProps & { symbol: string; trailing?: ReactNode }) {
  return (
    <div className="relative">
      <span
        aria-hidden
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
      >
        {symbol}
      </span>
      <Input
        inputMode="decimal"
        autoComplete="off"
        className={cn('tabular-nums', trailing ? 'pr-10' : undefined, className)}
        style={{ paddingLeft: `calc(1.25rem + ${symbol.length}ch)` }}
        {...props}
      />
      {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
    </div>
  );
}
