import { Input, type InputProps } from '#src/components/ui/input.tsx';
import { cn } from '#src/lib/cn.ts';

/** A money box with the currency symbol in front; works inside <Field> like <Input>. */
export function MoneyInput({ symbol, className, ...props }: InputProps & { symbol: string }) {
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
        className={cn('tabular-nums', className)}
        style={{ paddingLeft: `calc(1.25rem + ${symbol.length}ch)` }}
        {...props}
      />
    </div>
  );
}
