import { useLingui } from '@lingui/react/macro';
import { Minus, Plus } from 'lucide-react';
import { cn } from '#src/lib/cn.ts';

interface QuantityStepperProps {
  quantity: number;
  onChange: (quantity: number) => void;
  label: string;
  size?: 'sm' | 'md';
  max?: number;
}

/** − 2 + with large touch targets; 0 removes the item. */
export function QuantityStepper({
  quantity,
  onChange,
  label,
  size = 'md',
  max = 999,
}: QuantityStepperProps) {
  const { t } = useLingui();
  const box = size === 'sm' ? 'size-8' : 'size-11';
  return (
    <div
      className="inline-flex items-center gap-1 rounded-full bg-surface-muted p-1"
      role="group"
      aria-label={label}
    >
      <button
        type="button"
        className={cn(
          box,
          'flex items-center justify-center rounded-full bg-surface text-foreground shadow-sm',
        )}
        onClick={() => onChange(quantity - 1)}
        aria-label={t`One less ${label}`}
      >
        <Minus className="size-4" aria-hidden />
      </button>
      <span className="min-w-7 text-center text-sm font-semibold tabular-nums" aria-live="polite">
        {quantity}
      </span>
      <button
        type="button"
        className={cn(
          box,
          'flex items-center justify-center rounded-full bg-(--accent) text-(--on-accent) shadow-sm disabled:opacity-50',
        )}
        onClick={() => onChange(quantity + 1)}
        disabled={quantity >= max}
        aria-label={t`One more ${label}`}
      >
        <Plus className="size-4" aria-hidden />
      </button>
    </div>
  );
}
