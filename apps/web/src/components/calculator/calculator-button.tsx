import { useLingui } from '@lingui/react/macro';
import { Calculator as CalculatorIcon } from 'lucide-react';
import { emitAppEvent } from '#src/lib/events.ts';
import { cn } from '#src/lib/cn.ts';
import { parseDecimal, toDecimalString } from './rational.ts';

/** A calculator result as a money figure: rounded half away from zero to the cent. */
export function toMoneyText(value: string): string {
  const negative = value.startsWith('-');
  const rounded = toDecimalString(parseDecimal(negative ? value.slice(1) : value), 2);
  return negative && rounded !== '0' ? `-${rounded}` : rounded;
}

/**
 * A small button inside a money field that opens the calculator and puts its result, rounded to
 * the cent, into the field ("Use as price").
 */
export function CalculatorButton({
  onUse,
  useLabel,
  className,
}: {
  onUse: (value: string) => void;
  useLabel: string;
  className?: string;
}) {
  const { t } = useLingui();
  const action = useLabel.toLowerCase();
  return (
    <button
      type="button"
      aria-label={t`Calculator: ${action}`}
      title={t`Open the calculator`}
      onClick={() =>
        emitAppEvent('open-calculator', { useLabel, onUse: (v) => onUse(toMoneyText(v)) })
      }
      className={cn(
        'flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
    >
      <CalculatorIcon className="size-4" aria-hidden />
    </button>
  );
}
